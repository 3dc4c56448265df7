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
import type { PrologEngine } from '../logic/index.ts';
import type { Session } from '../verify/index.ts';
import { createGuardedSession, createSession } from '../verify/index.ts';
import { CallGuard, type Decision } from './call-guard.ts';
import { describeConfirmation } from './confirmers.ts';
import { type DeclarationAttempt, declarationCheck, startupPolicyCheck } from './mcp-declaration.ts';
import type { McpProxyOptions } from './mcp-proxy.ts';
import {
  DECLARE_TASK,
  type DeclaredTask,
  declarationPrompt,
  type FixedTask,
  specForDeclaration,
  undeclaredTaskCheck,
} from './mcp-task.ts';
import type { Confirmer } from './types.ts';

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
  #guard: CallGuard;
  #declared: DeclaredTask | undefined;
  #settling: Promise<void> = Promise.resolve();
  #declaring: Promise<void> = Promise.resolve();

  private constructor(
    proxy: ConnectionHost,
    options: McpProxyOptions,
    engine: PrologEngine,
    guard: CallGuard,
  ) {
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
    const id = options.newSessionId?.() ?? `mcp-${randomUUID()}`;
    const fixed = proxy.fixed;
    const own = [...(options.session?.checks ?? []), ...(options.sessionChecks?.() ?? [])];
    const session = await createGuardedSession({
      ...options.session,
      engine,
      id,
      tools: [...proxy.tools],
      ...(fixed
        ? { spec: fixed.spec, checks: own, ...(fixed.instruction ? { instruction: fixed.instruction } : {}) }
        : { checks: [...own, undeclaredTaskCheck()] }),
    });
    return new ProxyConnection(proxy, options, engine, guardFor(session, options));
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
    const call = { tool: params.name, args: params.arguments ?? {} };
    const decision = await guard.decide(call);
    if (guard.mode === 'enforce' && decision.verdict.disposition === 'approved_with_constraints')
      await guard.confirm(decision, elicitationConfirmer(this.server));
    if (!guard.mayRun(decision)) {
      const feedback = await guard.refuse(decision);
      this.#log(decision, 'refused');
      return refusal(decision, feedback);
    }
    this.#log(
      decision,
      guard.mode === 'shadow' && decision.verdict.disposition !== 'approved' ? 'shadow-run' : 'run',
    );
    const start = performance.now();
    let result: CallToolResult;
    try {
      // the server gets the arguments the guard decided on (its frozen snapshot)
      const decided = { ...params, arguments: decision.call.args as Record<string, unknown> };
      result = (await this.#options.upstream.callTool(decided, undefined, { signal })) as CallToolResult;
    } catch (error) {
      await guard.failed(decision, error, performance.now() - start);
      throw error;
    }
    const durationMs = performance.now() - start;
    // the client gets the result first; recording it (session state, audit outcome) follows at
    // once, and the next call waits for it. A tool error result established nothing.
    this.#settling = new Promise<void>((resolve) => {
      setImmediate(() => {
        const settle = result.isError
          ? guard.failed(decision, errorText(result), durationMs)
          : guard.ran(decision, result.structuredContent ?? result.content, durationMs);
        settle
          .catch((error: unknown) =>
            this.#options.log?.(
              `[intentguard] could not record the outcome of ${call.tool}: ${(error as Error).message}`,
            ),
          )
          .finally(resolve);
      });
    });
    return result;
  }

  /**
   * `declare_task`: decided, confirmed and audited through a guard like any call. Accepted by the
   * user (elicitation), the task replaces the startup policy; unaccepted (the client cannot ask),
   * it is enforced together with the startup policy, so it can narrow what runs but never widen it.
   */
  async #declare(args: Record<string, unknown>): Promise<CallToolResult> {
    const call = { tool: DECLARE_TASK, args };
    const attempt = await this.#attempt(args);
    const previous = this.#guard.session;
    const task = attempt.kind === 'valid' ? attempt.task : undefined;
    const judge = await createSession({
      engine: this.#engine,
      id: previous.id,
      // the decision record carries the declared spec's hash; none of its checks run on declare_task
      ...(task ? { spec: task.spec } : {}),
      families: [],
      checks: [declarationCheck(attempt)],
    });
    try {
      const guard = guardFor(judge, this.#options);
      const decision = await guard.decide(call);
      if (guard.mode === 'enforce' && decision.verdict.disposition === 'approved_with_constraints' && task)
        await guard.confirm(decision, declarationConfirmer(this.server, task));
      if (!task || !guard.mayRun(decision)) {
        await guard.refuse(decision);
        this.#log(decision, 'refused', previous.id);
        return errorResult(
          decision.confirmed === false
            ? `The task was not declared: ${decision.confirmationNote ?? 'the user did not accept it'}.`
            : decision.verdict.feedback,
        );
      }
      const vouched = decision.confirmed === true;
      this.#guard = guardFor(await this.#declaredSession(task, vouched), this.#options);
      this.#declared = task;
      const accepted = vouched
        ? 'the user accepted it; it replaces the startup policy'
        : 'the user did not accept it (this client cannot ask: no elicitation support), so it only narrows the startup policy: a call runs only when both allow it';
      const text = `Task declared (${accepted}). From now on every tool call is checked against this spec:\n\n${task.spec.text}`;
      await guard.ran(decision, text);
      this.#options.log?.(
        `[intentguard] ${previous.id} task declared (spec ${task.spec.hash.slice(0, 12)}; ${accepted})`,
      );
      return { content: [{ type: 'text', text }] };
    } finally {
      judge.close();
    }
  }

  /** Parses a declaration (formalizing it when no spec was given) into what the guard decides on. */
  async #attempt(args: Record<string, unknown>): Promise<DeclarationAttempt> {
    if (this.#declared) return { kind: 'already_declared', instruction: this.#declared.instruction };
    const parsed = await specForDeclaration(args, this.#tools, this.#engine, this.#formalize());
    if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
    const userCanAccept = this.server.getClientCapabilities()?.elicitation?.form !== undefined;
    return { kind: 'valid', task: parsed.task, userCanAccept };
  }

  /** The session that enforces a declared task from now on. */
  async #declaredSession(task: DeclaredTask, vouched: boolean): Promise<Session> {
    const previous = this.#guard.session;
    const settings = {
      ...this.#options.session,
      engine: this.#engine,
      id: previous.id,
      tools: [...this.#tools],
      spec: task.spec,
    };
    if (!vouched) {
      // the startup session stays in force (with its own checks and state) inside the new one;
      // the agent wrote this text, so its values are not the user's own (provenance)
      const session = await createGuardedSession({
        ...settings,
        checks: [startupPolicyCheck(previous)],
        instruction: '',
      });
      for (const h of previous.history) session.observe(h.call, h.result);
      return session;
    }
    const session = await createGuardedSession({
      ...settings,
      checks: [...(this.#options.session?.checks ?? []), ...(this.#options.sessionChecks?.() ?? [])],
      instruction: task.instruction,
    });
    // what the agent saw before the declaration is still data it has seen
    for (const h of previous.history) session.observe(h.call, h.result);
    previous.close();
    return session;
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

function guardFor(session: Session, options: McpProxyOptions): CallGuard {
  return new CallGuard({
    session,
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.audit ? { audit: options.audit } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
  });
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
