// A Session guards one task: its spec loaded into the engine, the checks, and the runtime state
// (established postconditions, completed steps, confirmations, what the agent has seen).
// State advances only through `record` for a call that was approved (and, if constrained,
// confirmed). Every fault becomes a verdict that does not approve.
import { randomUUID } from 'node:crypto';
import type { Finding } from '../core/index.ts';
import {
  type Confirmation,
  canonicalHash,
  canonicalJson,
  FINAL_ANSWER,
  mayRun,
  SessionError,
  severity,
  type Tool,
  type ToolCall,
  type Verdict,
} from '../core/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { type CheckedSpec, compileSpec, isCheckedSpec } from '../spec/index.ts';
import {
  chainCheck,
  DEFAULT_UNPLANNED_POLICY,
  type DelegatedRequestProof,
  type DelegatedTexts,
  type UnplannedToolPolicy,
} from './chain-check.ts';
import type { CheckContext, CheckOutcome, GuardCheck } from './guard-check.ts';
import type { CommandsProof, InputReadOnlyProof, StatementChangeProof } from './read-only-call.ts';
import { riskPatternCheck, type ViewSource } from './risk-patterns.ts';
import { SpecModule } from './spec-module.ts';

/** Largest canonical argument text accepted (bytes); larger calls are rejected unread. */
export const MAX_ARGS_BYTES = 1_000_000;

/** Decisions kept for `confirm`/`record`; older unrecorded ones are dropped. */
const MAX_PENDING = 64;

/**
 * A built-in group of checks an ablation may switch off. A bare session runs the first two;
 * `provenance` is added by the guard's assembly (createGuard).
 */
export type CheckFamily = 'risk_patterns' | 'chain' | 'provenance';

/** Every check family: what a guard runs unless an ablation names fewer. */
export const ALL_FAMILIES: readonly CheckFamily[] = ['risk_patterns', 'chain', 'provenance'];

export interface SessionOptions {
  /** the RefineAct spec: checked spec, Prolog text, or the JSON form */
  spec?: CheckedSpec | string | object;
  engine?: PrologEngine;
  /** session id (default: a random UUID, generated here at the edge) */
  id?: string;
  instruction?: string;
  /** the task's tools; when given, calls to other tools are rejected */
  tools?: Tool[];
  /** further checks (VeriSafe rules, runtime monitors, provenance) */
  checks?: GuardCheck[];
  /** input analyzers' views of what a call does */
  analyze?: ViewSource;
  unplannedTools?: UnplannedToolPolicy;
  /** the analyzers' proof that a call's input only reads (lets an unplanned first read pass) */
  readOnlyProof?: InputReadOnlyProof;
  /** delegation: an unplanned tool the data the user handed the actions to asks for (provenance knows) */
  delegatedRequest?: DelegatedRequestProof;
  /** delegation: the texts of the data the user handed the actions to (provenance knows) */
  delegatedTexts?: DelegatedTexts;
  /** the analyzers' reading of a call's SQL as plain row changes (an asked change on a named table passes) */
  statementChange?: StatementChangeProof;
  /** the analyzers' reading of the commands a call runs (an asked command on a named thing passes) */
  commands?: CommandsProof;
  /** run only these built-in families (ablations); default both */
  families?: Array<Exclude<CheckFamily, 'provenance'>>;
}

interface Pending {
  verdict: Verdict;
  call: ToolCall;
  confirmed: boolean | undefined;
}

export async function createSession(options: SessionOptions = {}): Promise<Session> {
  const engine = options.engine ?? (await PrologEngine.shared());
  return new Session(engine, options);
}

export class Session {
  readonly id: string;
  readonly spec: CheckedSpec | undefined;
  readonly instruction: string | undefined;
  readonly #checks: GuardCheck[];
  readonly #module: SpecModule | undefined;
  readonly #tools: Map<string, Tool> | undefined;
  readonly #history: Array<{ call: ToolCall; result?: unknown }> = [];
  readonly #pending = new Map<string, Pending>();
  readonly #consents = new Set<string>();
  readonly #violations = new Map<string, number>();
  #closed = false;
  readonly #planned: ReadonlySet<string>;

  constructor(engine: PrologEngine, options: SessionOptions) {
    this.id = options.id ?? randomUUID();
    this.instruction = options.instruction;
    this.#tools = options.tools ? new Map(options.tools.map((t) => [t.name, t])) : undefined;
    const spec = options.spec;
    this.spec =
      spec === undefined
        ? undefined
        : isCheckedSpec(spec)
          ? spec
          : compileSpec(engine, spec, this.#tools ? { toolkit: this.#tools.keys() } : {});
    this.#planned = new Set(this.spec?.spec.steps.map((s) => s.action) ?? []);
    const families = options.families ?? ['risk_patterns', 'chain'];
    this.#checks = [];
    if (this.spec) {
      this.#module = new SpecModule(engine, this.spec);
      if (families.includes('risk_patterns'))
        this.#checks.push(riskPatternCheck(this.#module, options.analyze));
      if (families.includes('chain'))
        this.#checks.push(
          chainCheck(this.#module, options.unplannedTools ?? DEFAULT_UNPLANNED_POLICY, {
            ...(options.readOnlyProof ? { readOnlyProof: options.readOnlyProof } : {}),
            ...(options.delegatedRequest ? { delegatedRequest: options.delegatedRequest } : {}),
            ...(options.statementChange ? { statementChange: options.statementChange } : {}),
            ...(options.commands ? { commands: options.commands } : {}),
            ...(options.delegatedTexts ? { delegatedTexts: options.delegatedTexts } : {}),
          }),
        );
    }
    this.#checks.push(...(options.checks ?? []));
  }

  /** Calls that ran (or were observed) so far, with their results. */
  get history(): ReadonlyArray<{ call: ToolCall; result?: unknown }> {
    return this.#history;
  }

  /** Postconditions established so far (Prolog text). */
  satisfied(): string[] {
    return this.#module?.satisfied() ?? [];
  }

  /** Bytes this session's knowledge base takes inside the engine. */
  engineBytes(): number {
    return this.#module?.memoryBytes() ?? 0;
  }

  /** Decides on a proposed call. Never throws for bad input: it returns a verdict that does not approve. */
  check(call: ToolCall): Verdict {
    const invalid = this.#validate(call);
    if (invalid) return invalid;
    if (call.tool === FINAL_ANSWER) return this.checkFinal(answerText(call.args));
    if (this.#tools && !this.#tools.has(call.tool)) {
      return this.#remember(call, {
        disposition: 'rejected',
        findings: [{ code: 'unknown_tool', message: `${call.tool} is not one of the task's tools` }],
        feedback: `Action rejected: ${call.tool} is not an available tool. Use one of: ${[...this.#tools.keys()].slice(0, 20).join(', ')}.`,
      });
    }
    const outcomes = this.#ask((c, ctx) => c.check(call, ctx));
    return this.#remember(call, this.#combine(call, outcomes));
  }

  /** Completeness check for a final answer (the last step's postcondition must hold). */
  checkFinal(answer: string): Verdict {
    const outcomes = this.#ask((c, ctx) => c.checkFinal?.(answer, ctx) ?? null);
    const verdict = this.#combine({ tool: FINAL_ANSWER, args: { answer } }, outcomes);
    return verdict.disposition === 'approved' && verdict.findings.length === 0
      ? { ...verdict, feedback: 'Approved: the task is complete.' }
      : verdict;
  }

  /** The user's answer to a confirmation. Only the exact call in its scope is affected. */
  confirm(confirmation: Confirmation, granted: boolean): void {
    if (confirmation.scope.session !== this.id)
      throw new SessionError('confirmation belongs to another session');
    const key = scopeKey(confirmation.scope.tool, confirmation.scope.argsHash);
    const pending = this.#pending.get(key);
    if (pending?.verdict.disposition !== 'approved_with_constraints')
      throw new SessionError(
        `no call awaiting confirmation for ${confirmation.scope.tool} with these arguments`,
      );
    pending.confirmed = granted;
    if (granted && confirmation.scope.reuse === 'exact_call') this.#consents.add(key);
    if (!granted) this.#count([{ violationKey: `denied:${confirmation.scope.tool}` } as CheckOutcome]);
  }

  /**
   * The call ran: advance the state (postcondition established, step completed) and remember
   * its result as data the agent has seen. Only for a call that was approved, or approved with
   * constraints and confirmed; anything else is a misuse and throws.
   */
  record(call: ToolCall, result?: unknown): void {
    this.#open();
    const key = callKey(call);
    const pending = this.#pending.get(key);
    if (!pending) throw new SessionError(`${call.tool} was not checked in this session with these arguments`);
    const { verdict } = pending;
    if (!mayRun(verdict, pending.confirmed)) {
      throw new SessionError(
        `${call.tool} may not be recorded as run: its verdict is ${verdict.disposition}${verdict.disposition === 'approved_with_constraints' ? ' and the user did not confirm it' : ''}`,
      );
    }
    this.#pending.delete(key);
    const ctx = this.#context();
    for (const c of this.#checks) c.record?.(call, result, ctx, verdict);
    this.#history.push(result === undefined ? { call } : { call, result });
  }

  /** A call ran without the guard's approval (shadow mode, replay): remember what the agent saw; no state advances. */
  observe(call: ToolCall, result?: unknown): void {
    this.#open();
    this.#history.push(result === undefined ? { call } : { call, result });
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const c of this.#checks) c.close?.();
    this.#module?.close();
  }

  #open(): void {
    if (this.#closed) throw new SessionError('the session is closed');
  }

  #context(): CheckContext {
    const ctx: CheckContext = {
      sessionId: this.id,
      history: this.#history,
      violationCount: (key) => this.#violations.get(key) ?? 0,
    };
    if (this.instruction !== undefined) ctx.instruction = this.instruction;
    if (this.#tools) ctx.tools = this.#tools;
    if (this.spec) ctx.planned = this.#planned;
    return ctx;
  }

  /** Runs every check; a check that throws becomes a failed (rejected) outcome. */
  #ask(run: (c: GuardCheck, ctx: CheckContext) => CheckOutcome | null): CheckOutcome[] {
    if (this.#closed) return [fault('the session is closed')];
    const ctx = this.#context();
    const out: CheckOutcome[] = [];
    for (const c of this.#checks) {
      try {
        const o = run(c, ctx);
        if (o) out.push(o);
      } catch (error) {
        out.push(fault(`${c.name} check failed: ${(error as Error).message}`));
      }
    }
    return out;
  }

  #combine(call: ToolCall, outcomes: CheckOutcome[]): Verdict {
    if (outcomes.length === 0) return { disposition: 'approved', findings: [], feedback: 'Approved.' };
    let worst = outcomes[0]!;
    for (const o of outcomes) if (severity(o.disposition) > severity(worst.disposition)) worst = o;
    const findings: Finding[] = outcomes.flatMap((o) => o.findings);
    const step = worst.step ?? outcomes.find((o) => o.step !== undefined)?.step;
    const verdict: Verdict = { disposition: worst.disposition, findings, feedback: worst.feedback };
    if (step !== undefined) verdict.step = step;
    if (verdict.disposition === 'approved_with_constraints') {
      const constrained = outcomes.filter((o) => o.disposition === 'approved_with_constraints');
      const reason = constrained.map((o) => o.confirmationReason ?? o.feedback).join('; ');
      const reuse = constrained.some((o) => o.reuse === 'once') ? 'once' : 'exact_call';
      const argsHash = canonicalHash(call.args);
      if (reuse === 'exact_call' && this.#consents.has(scopeKey(call.tool, argsHash))) {
        verdict.disposition = 'approved';
        verdict.feedback = 'Approved: the user already confirmed this exact call in this session.';
      } else {
        const confirmation: Confirmation = {
          call: { tool: call.tool, args: call.args },
          reason,
          scope: { session: this.id, tool: call.tool, argsHash, reuse },
          prompt: `Allow ${call.tool}(${canonicalJson(call.args)})? Reason: ${reason}. This approves only this exact call${reuse === 'once' ? ', once' : ''}, in this session.`,
        };
        verdict.confirmation = confirmation;
        verdict.feedback = `Approved with constraints${step !== undefined ? `: step ${step} (${call.tool})` : ''}. It runs only after the user confirms this exact call. Reason: ${reason}.`;
      }
    }
    if (severity(verdict.disposition) >= severity('revision_required')) this.#count(outcomes);
    return verdict;
  }

  #count(outcomes: Array<Pick<CheckOutcome, 'violationKey'>>): void {
    for (const o of outcomes)
      if (o.violationKey)
        this.#violations.set(o.violationKey, (this.#violations.get(o.violationKey) ?? 0) + 1);
  }

  #remember(call: ToolCall, verdict: Verdict): Verdict {
    const key = callKey(call);
    this.#pending.delete(key);
    this.#pending.set(key, { verdict, call, confirmed: undefined });
    // bounded: a long trajectory of unrecorded (blocked) calls must not grow the session
    if (this.#pending.size > MAX_PENDING) this.#pending.delete(this.#pending.keys().next().value!);
    return verdict;
  }

  #validate(call: ToolCall): Verdict | undefined {
    const bad = (message: string): Verdict => ({
      disposition: 'rejected',
      findings: [{ code: 'unparseable_input', message }],
      feedback: `Action rejected: ${message}.`,
    });
    if (call === null || typeof call !== 'object') return bad('the proposed call is not an object');
    if (typeof call.tool !== 'string' || call.tool.trim() === '' || call.tool.length > 256)
      return bad('the tool name must be a non-empty string of at most 256 characters');
    if (call.args === null || typeof call.args !== 'object' || Array.isArray(call.args))
      return bad('the arguments must be a JSON object');
    let size: number;
    try {
      size = Buffer.byteLength(canonicalJson(call.args), 'utf8');
    } catch {
      return bad('the arguments are not serialisable JSON (cycle or unsupported value)');
    }
    if (size > MAX_ARGS_BYTES) return bad(`the arguments are ${size} bytes; the limit is ${MAX_ARGS_BYTES}`);
    return undefined;
  }
}

function fault(message: string): CheckOutcome {
  return {
    disposition: 'rejected',
    findings: [{ code: 'engine_error', message }],
    feedback: `The guard could not verify this action (${message}); it is not approved.`,
  };
}

function scopeKey(tool: string, argsHash: string): string {
  return `${tool}\u0000${argsHash}`;
}

function callKey(call: ToolCall): string {
  return scopeKey(call.tool, canonicalHash(call.args));
}

function answerText(args: Record<string, unknown>): string {
  const a = args.answer ?? args.final_answer ?? args.text ?? args.output;
  return typeof a === 'string' ? a : canonicalJson(args);
}
