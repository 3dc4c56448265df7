// One client connection of the MCP proxy: its server, its guard and (in declared mode) the task
// it declared. Calls are decided, confirmed through elicitation, forwarded or refused here.
import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  type CallToolRequest,
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type ListToolsResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Tool } from '../core/index.ts';
import { type Confirmer, createGuard, type Decision, type Guard, type GuardOptions } from '../guard/index.ts';
import type { PrologEngine } from '../logic/index.ts';
import { describeConfirmation } from './confirmers.ts';
import { type DeclarationAttempt, declarationCheck, startupPolicyCheck } from './mcp-declaration.ts';
import type { McpProxyOptions } from './mcp-options.ts';
import {
  DECLARE_TASK,
  type DeclaredTask,
  declarationPrompt,
  type FixedTask,
  specForDeclaration,
  undeclaredTaskCheck,
} from './mcp-task.ts';

export const VERSION = '0.1.0';
/** `_meta` key carrying the verdict of a refused call, for clients that want more than the text. */
export const VERDICT_META = 'io.intentguard/verdict';

/** What a connection needs from the proxy that opened it. */
export interface ConnectionHost {
  readonly tools: readonly Tool[];
  readonly fixed: FixedTask | undefined;
  listResult(cursorGiven: boolean, upstream: ListToolsResult): ListToolsResult;
}

/** One client connection: its server, its guard, and (in declared mode) its declared task. */
export class ProxyConnection {
  readonly server: Server;
  readonly #options: McpProxyOptions;
  readonly #engine: PrologEngine;
  readonly #tools: readonly Tool[];
  #guard: Guard;
  #declared: DeclaredTask | undefined;
  #settling: Promise<void> = Promise.resolve();
  #declaring: Promise<void> = Promise.resolve();

  private constructor(proxy: ConnectionHost, options: McpProxyOptions, engine: PrologEngine, guard: Guard) {
    this.#options = options;
    this.#engine = engine;
    this.#tools = proxy.tools;
    this.#guard = guard;
    const upstreamInfo = options.upstream.getServerVersion();
    this.server = new Server(
      { name: `intentguard(${upstreamInfo?.name ?? 'mcp'})`, version: VERSION },
      {
        capabilities: { tools: { listChanged: true } },
        instructions: [
          options.upstream.getInstructions(),
          options.task.kind === 'declared'
            ? `Tool calls pass through intentguard. Call ${DECLARE_TASK} with the user's instruction before using tools that change anything.`
            : 'Tool calls pass through intentguard: calls outside the task are refused with the reason.',
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    );
    this.server.setRequestHandler(ListToolsRequestSchema, async (request) =>
      proxy.listResult(
        request.params?.cursor !== undefined,
        await options.upstream.listTools(request.params),
      ),
    );
    this.server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
      this.#callTool(request.params, extra.signal),
    );
  }

  static async open(
    proxy: ConnectionHost,
    options: McpProxyOptions,
    engine: PrologEngine,
  ): Promise<ProxyConnection> {
    const fixed = proxy.fixed;
    const own = ownChecks(options);
    const guard = await createGuard({
      ...guardOptions(options),
      engine,
      sessionId: options.newSessionId?.() ?? `mcp-${randomUUID()}`,
      tools: proxy.tools,
      instruction: fixed?.instruction ?? '',
      // before a task is declared there is no spec: only the startup policy decides
      ...(fixed
        ? { spec: fixed.spec, checks: own }
        : { spec: null, checks: [...own, undeclaredTaskCheck()] }),
    });
    return new ProxyConnection(proxy, options, engine, guard);
  }

  get sessionId(): string {
    return this.#guard.session.id;
  }

  closeSession(): void {
    this.#guard.session.close();
  }

  async #callTool(params: CallToolRequest['params'], signal: AbortSignal): Promise<CallToolResult> {
    // the previous call's outcome is in the session before the next one is decided
    await this.#settling;
    if (params.name === DECLARE_TASK && this.#options.task.kind === 'declared') {
      // one declaration at a time: a second one waiting on the first sees it as declared
      const declared = this.#declaring.then(() => this.#declare(params.arguments ?? {}));
      this.#declaring = declared.then(
        () => undefined,
        () => undefined,
      );
      return declared;
    }
    const guard = this.#guard;
    const decision = await guard.decide({ tool: params.name, args: params.arguments ?? {} });
    const outcome = await guard.run(
      decision,
      (args) => {
        this.#log(
          decision,
          guard.mode === 'shadow' && decision.verdict.disposition !== 'approved' ? 'shadow-run' : 'run',
        );
        // the server gets the arguments the guard decided on (its frozen snapshot)
        const decided = { ...params, arguments: args as Record<string, unknown> };
        return this.#options.upstream.callTool(decided, undefined, { signal }) as Promise<CallToolResult>;
      },
      {
        confirm: elicitationConfirmer(this.server),
        // a tool error result established nothing
        outcome: (result) =>
          result.isError
            ? { error: errorText(result) }
            : { result: result.structuredContent ?? result.content },
        // the client gets the result first; recording it (session state, audit outcome) follows at
        // once, and the next call waits for it
        defer: (settle) => {
          this.#settling = new Promise<void>((resolve) => {
            setImmediate(() => {
              settle()
                .catch((error: unknown) =>
                  this.#options.log?.(
                    `[intentguard] could not record the outcome of ${params.name}: ${(error as Error).message}`,
                  ),
                )
                .finally(resolve);
            });
          });
        },
      },
    );
    if (outcome.ran) return outcome.result;
    this.#log(decision, 'refused');
    return refusal(decision, outcome.feedback);
  }

  /**
   * `declare_task`: decided, confirmed and audited through a guard like any call. Accepted by the
   * user (elicitation), the task replaces the startup policy; unaccepted (the client cannot ask),
   * it is enforced together with the startup policy, so it can narrow what runs but never widen it.
   */
  async #declare(args: Record<string, unknown>): Promise<CallToolResult> {
    const attempt = await this.#attempt(args);
    const previous = this.#guard.session;
    const task = attempt.kind === 'valid' ? attempt.task : undefined;
    const judge = await createGuard({
      ...guardOptions(this.#options),
      engine: this.#engine,
      sessionId: previous.id,
      tools: [],
      instruction: '',
      // the decision record carries the declared spec's hash; none of its checks run on declare_task
      spec: task ? task.spec : null,
      families: [],
      checks: [declarationCheck(attempt)],
    });
    try {
      const decision = await judge.decide({ tool: DECLARE_TASK, args });
      const outcome = task
        ? await judge.run(decision, () => this.#install(task, decision.confirmed === true), {
            confirm: declarationConfirmer(this.server, task),
          })
        : { ran: false as const, feedback: await judge.refuse(decision) };
      if (!outcome.ran) {
        this.#log(decision, 'refused', previous.id);
        return errorResult(
          decision.confirmed === false
            ? `The task was not declared: ${decision.confirmationNote ?? 'the user did not accept it'}.`
            : decision.verdict.feedback,
        );
      }
      return { content: [{ type: 'text', text: outcome.result }] };
    } finally {
      judge.close();
    }
  }

  /**
   * A declaration the guard allowed: accepted by the user (elicitation), the task replaces the
   * startup policy; unaccepted (the client cannot ask), it is enforced together with the startup
   * policy, so it can narrow what runs but never widen it. Returns what the client is told.
   */
  async #install(task: DeclaredTask, vouched: boolean): Promise<string> {
    const previous = this.#guard.session;
    this.#guard = await this.#declaredGuard(task, vouched);
    this.#declared = task;
    const accepted = vouched
      ? 'the user accepted it; it replaces the startup policy'
      : 'the user did not accept it (this client cannot ask: no elicitation support), so it only narrows the startup policy: a call runs only when both allow it';
    this.#options.log?.(
      `[intentguard] ${previous.id} task declared (spec ${task.spec.hash.slice(0, 12)}; ${accepted})`,
    );
    return `Task declared (${accepted}). From now on every tool call is checked against this spec:\n\n${task.spec.text}`;
  }

  /** Parses a declaration (formalizing it when no spec was given) into what the guard decides on. */
  async #attempt(args: Record<string, unknown>): Promise<DeclarationAttempt> {
    if (this.#declared) return { kind: 'already_declared', instruction: this.#declared.instruction };
    const parsed = await specForDeclaration(args, this.#tools, this.#engine, this.#formalize());
    if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
    const userCanAccept = this.server.getClientCapabilities()?.elicitation?.form !== undefined;
    return { kind: 'valid', task: parsed.task, userCanAccept };
  }

  /** The guard that enforces a declared task from now on. */
  async #declaredGuard(task: DeclaredTask, vouched: boolean): Promise<Guard> {
    const previous = this.#guard.session;
    const guard = await createGuard({
      ...guardOptions(this.#options),
      engine: this.#engine,
      sessionId: previous.id,
      tools: this.#tools,
      spec: task.spec,
      // unaccepted: the startup session stays in force (with its own checks and state) inside the
      // new one, and the agent wrote this text, so its values are not the user's own (provenance)
      ...(vouched
        ? { checks: ownChecks(this.#options), instruction: task.instruction }
        : { checks: [startupPolicyCheck(previous)], instruction: '' }),
    });
    // what the agent saw before the declaration is still data it has seen
    for (const h of previous.history) guard.session.observe(h.call, h.result);
    if (vouched) previous.close();
    return guard;
  }

  #formalize() {
    return this.#options.task.kind === 'declared' ? this.#options.task.formalize : undefined;
  }

  #log(decision: Decision, what: string, sessionId = this.#guard.session.id): void {
    const v = decision.verdict;
    this.#options.log?.(
      `[intentguard] ${sessionId} ${decision.call.tool} → ${v.disposition}${v.step !== undefined ? ` (step ${v.step})` : ''}: ${what}`,
    );
  }
}

/** The guard options of the proxy's startup settings (what every connection's guard shares). */
function guardOptions(options: McpProxyOptions): Omit<GuardOptions, 'instruction' | 'tools'> {
  const { upstream: _u, task: _t, newSessionId: _n, sessionChecks: _s, log: _l, ...guard } = options;
  return guard;
}

/** The startup checks, with fresh per-session ones (a policy monitor keeps state per session). */
function ownChecks(options: McpProxyOptions) {
  return [...(options.checks ?? []), ...(options.sessionChecks?.() ?? [])];
}

/** Confirmations through MCP elicitation; refused with the reason when the client cannot ask. */
function elicitationConfirmer(server: Server): Confirmer {
  return async (confirmation) => {
    if (!server.getClientCapabilities()?.elicitation?.form)
      return { granted: false, note: 'this MCP client cannot ask the user: it does not support elicitation' };
    const answer = await askUser(server, describeConfirmation(confirmation), 'Allow this exact call');
    return answer === true ? true : { granted: false, note: `the user was asked and ${answer}` };
  };
}

/** The user accepts a declared task by elicitation, shown the instruction and the spec. */
function declarationConfirmer(server: Server, task: DeclaredTask): Confirmer {
  return async () => {
    const answer = await askUser(server, declarationPrompt(task), 'Accept this task');
    return answer === true ? true : { granted: false, note: `the user was asked and ${answer}` };
  };
}

/** A yes/no question by form elicitation: `true`, or why not. */
async function askUser(server: Server, message: string, title: string): Promise<true | string> {
  try {
    const result = await server.elicitInput({
      message,
      requestedSchema: {
        type: 'object',
        properties: { allow: { type: 'boolean', title, default: false } },
        required: ['allow'],
      },
    });
    if (result.action !== 'accept') return `chose ${result.action}`;
    return result.content?.allow === true ? true : 'did not allow it';
  } catch (error) {
    return `could not be asked (${(error as Error).message})`;
  }
}

function refusal(decision: Decision, feedback: string): CallToolResult {
  const { disposition, step, findings } = decision.verdict;
  return {
    content: [{ type: 'text', text: `intentguard refused this call. ${feedback}` }],
    isError: true,
    _meta: { [VERDICT_META]: { disposition, ...(step === undefined ? {} : { step }), findings } },
  };
}

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

function errorText(result: CallToolResult): string {
  const text = result.content
    .flatMap((c) => (c.type === 'text' ? [c.text] : []))
    .join(' ')
    .slice(0, 500);
  return text || 'the tool returned an error';
}
