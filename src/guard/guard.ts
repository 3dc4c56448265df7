// The decision path every integration shares (the agent loop, the AI SDK, Agents SDK and
// LangChain adapters, the MCP proxy, the service): decide a proposed call, write the decision to
// the audit log before anything runs, settle confirmations, and after the tool ran (or did not)
// advance the session and write the outcome. `run` is that whole sequence, written once; adapters
// whose framework splits it (a guardrail, then an invoke) use `admit` and `run` on the decision.
// It counts consecutive refusals so feedback carries the attempt number and the host knows when
// RefineAct's retry budget is spent. The guard decides on one frozen JSON snapshot of the
// arguments, and that snapshot is what the tool is handed.
import type { AuditStore, Finding, OutcomeStatus } from '../core/index.ts';
import {
  canonicalJson,
  describeSnapshotFault,
  FINAL_ANSWER,
  mayRun,
  type ToolCall,
  trySnapshotArgs,
  type Verdict,
} from '../core/index.ts';
import type { Session } from '../verify/index.ts';
import type { Decision } from './decision.ts';
import { type Enforcement, enforcementFor } from './enforcement.ts';
import type { ConfirmationAnswer, Confirmer, GuardMode } from './types.ts';

/** RefineAct's retry budget: a refused proposal is sent back with feedback up to this many times. */
export const DEFAULT_MAX_RETRIES = 3;

/** Outcome of `run`: the tool's result, or the feedback for the model and whether to stop. */
export type GuardedCall<T> =
  | { ran: true; result: T; decision: Decision }
  | { ran: false; feedback: string; stop: boolean; decision: Decision };

/** Whether a decided call may run: yes, or the feedback for the model and whether to stop. */
export type Admission = { admitted: true } | { admitted: false; feedback: string; stop: boolean };

/** What became of a call that was allowed to run. */
export type Outcome = { result: unknown } | { error: unknown };

export interface RunOptions<T> {
  /** the user's answer, or who to ask, when the call needs confirmation (default: the guard's confirmer) */
  confirm?: ConfirmationAnswer | Confirmer;
  /** what the tool's output means for the session (default: it ran and returned it) */
  outcome?: (output: Awaited<T>) => Outcome;
  /** settle later (the MCP proxy answers its client first); the guard hands over the settling */
  defer?: (settle: () => Promise<void>) => void;
}

export interface GuardSettings {
  mode?: GuardMode;
  audit?: AuditStore;
  maxRetries?: number;
  confirmer?: Confirmer;
  now?: () => number;
  onDecision?: (decision: Decision) => void;
}

export class Guard {
  readonly session: Session;
  readonly maxRetries: number;
  readonly #enforcement: Enforcement;
  readonly #audit: AuditStore | undefined;
  readonly #confirmer: Confirmer;
  readonly #now: () => number;
  readonly #onDecision: ((decision: Decision) => void) | undefined;
  #refusals = 0;

  /** Use `createGuard`; this wraps an already open session. */
  constructor(session: Session, settings: GuardSettings = {}) {
    this.session = session;
    this.#enforcement = enforcementFor(settings.mode ?? 'enforce');
    this.maxRetries = settings.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.#audit = settings.audit;
    this.#confirmer = settings.confirmer ?? noConfirmer;
    this.#now = settings.now ?? (() => performance.now());
    this.#onDecision = settings.onDecision;
  }

  get mode(): GuardMode {
    return this.#enforcement.mode;
  }

  /** Consecutive proposals refused since the last call that ran. */
  get refusals(): number {
    return this.#refusals;
  }

  /** The retry budget is spent: the host should end the run with `explanation`. */
  get exhausted(): boolean {
    return this.#refusals > this.maxRetries;
  }

  /**
   * Decides a proposed call (or a `final_answer`) on a frozen JSON snapshot of its arguments and
   * writes the decision to the audit log. Arguments without a faithful snapshot (getters, Proxies,
   * class instances, cycles, BigInt, ...) are rejected.
   */
  async decide(proposed: ToolCall): Promise<Decision> {
    const start = this.#now();
    const snapshot = trySnapshotArgs(proposed.args);
    const call: ToolCall = { tool: proposed.tool, args: snapshot.ok ? snapshot.value : Object.freeze({}) };
    if (proposed.id !== undefined) call.id = proposed.id;
    Object.freeze(call);
    const unreadableArgs = snapshot.ok ? undefined : describeSnapshotFault(snapshot.fault);
    let verdict =
      unreadableArgs === undefined ? this.session.check(call) : unreadableVerdict(call, unreadableArgs);
    const latencyMs = this.#now() - start;
    let decisionId: string | undefined;
    if (this.#audit) {
      try {
        const input = { sessionId: this.session.id, call, verdict, latencyMs };
        const specHash = this.session.spec?.hash;
        decisionId = (await this.#audit.appendDecision(specHash ? { ...input, specHash } : input)).id;
      } catch (error) {
        verdict = this.#enforcement.unrecorded(verdict, error);
      }
    }
    const decision: Decision =
      unreadableArgs === undefined
        ? { call, verdict, decisionId }
        : { call, verdict, decisionId, unreadableArgs };
    this.#onDecision?.(decision);
    return decision;
  }

  /** Whether the call may run now: approved, or approved with constraints and confirmed; anything readable in shadow mode. */
  mayRun(decision: Decision): boolean {
    return this.#enforcement.mayRun(decision);
  }

  /** Whether the user must be asked before the call can run (never in shadow mode). */
  asks(decision: Decision): boolean {
    return this.#enforcement.asks(decision);
  }

  /** A call approved with constraints: the user's answer, applied to this exact call only. */
  async confirm(decision: Decision, answer: ConfirmationAnswer | Confirmer): Promise<boolean> {
    const confirmation = decision.verdict.confirmation;
    if (decision.verdict.disposition !== 'approved_with_constraints' || !confirmation) return false;
    let given: ConfirmationAnswer;
    try {
      given = typeof answer === 'function' ? await answer(confirmation) : answer;
    } catch (error) {
      given = { granted: false, note: `the confirmation could not be obtained: ${(error as Error).message}` };
    }
    const granted = typeof given === 'boolean' ? given : given.granted;
    if (typeof given === 'object' && given.note) decision.confirmationNote = given.note;
    decision.confirmed = granted;
    this.session.confirm(confirmation, granted);
    return granted;
  }

  /**
   * Before a decided call runs: asks the user when it needs confirmation (with `answer`, default
   * the guard's confirmer), then admits it or refuses it (logged, feedback for the model).
   */
  async admit(decision: Decision, answer?: ConfirmationAnswer | Confirmer): Promise<Admission> {
    if (this.asks(decision)) await this.confirm(decision, answer ?? this.#confirmer);
    if (this.mayRun(decision)) return { admitted: true };
    const feedback = await this.refuse(decision);
    return { admitted: false, feedback, stop: this.exhausted };
  }

  /**
   * Runs a proposed call (or an already decided one) under the guard: decide, confirm when
   * needed, then run `execute` or refuse. `execute` never runs for a call the guard did not allow
   * in enforce mode, and it is handed the frozen snapshot the guard decided on: pass that to the
   * tool, never the proposed arguments. Errors from `execute` are logged and rethrown. A streaming
   * result (an async iterable) is settled with its last item when it ends.
   */
  async run<T>(
    call: ToolCall | Decision,
    execute: (args: Readonly<Record<string, unknown>>) => T | Promise<T>,
    options: RunOptions<T> = {},
  ): Promise<GuardedCall<T>> {
    const decision = isDecision(call) ? call : await this.decide(call);
    const admission = await this.admit(decision, options.confirm);
    if (!admission.admitted) return { ran: false, ...admission, decision };
    const start = this.#now();
    let output: Awaited<T>;
    try {
      output = await execute(decision.call.args);
    } catch (error) {
      await this.settle(decision, { error }, this.#now() - start);
      throw error;
    }
    if (isAsyncIterable(output))
      return { ran: true, result: this.#settleStream(decision, output, start) as T, decision };
    const outcome = options.outcome?.(output) ?? { result: output };
    const durationMs = this.#now() - start;
    if (options.defer) options.defer(() => this.settle(decision, outcome, durationMs));
    else await this.settle(decision, outcome, durationMs);
    return { ran: true, result: output, decision };
  }

  /**
   * A call the guard admitted ran (`{ result }`: the session advances, only for what the guard
   * allowed) or failed (`{ error }`: nothing advances); either way the outcome is logged once.
   */
  async settle(decision: Decision, outcome: Outcome, durationMs?: number): Promise<void> {
    if (decision.settled) return;
    decision.settled = true;
    const took = durationMs === undefined ? {} : { durationMs };
    if ('error' in outcome) {
      const { error } = outcome;
      await this.#outcome(decision, 'failed', {
        error: error instanceof Error ? error.message : String(error),
        ...took,
      });
      return;
    }
    this.#refusals = 0;
    const { call, verdict } = decision;
    const { result } = outcome;
    if (call.tool !== FINAL_ANSWER) {
      if (mayRun(verdict, decision.confirmed)) this.session.record(call, result);
      else this.session.observe(call, result); // shadow mode: seen, but no state advances
    }
    await this.#outcome(decision, decision.confirmed === true ? 'confirmed' : 'executed', {
      ...(result === undefined ? {} : { result }),
      ...took,
    });
  }

  /** The tool ran and returned `result` (see `settle`). */
  ran(decision: Decision, result: unknown, durationMs?: number): Promise<void> {
    return this.settle(decision, { result }, durationMs);
  }

  /** The tool was allowed to run and failed (see `settle`). */
  failed(decision: Decision, error: unknown, durationMs?: number): Promise<void> {
    return this.settle(decision, { error }, durationMs);
  }

  /** The call does not run (refused, or the user declined): log it; returns the feedback for the model. */
  async refuse(decision: Decision): Promise<string> {
    if (!decision.settled) {
      decision.settled = true;
      this.#refusals += 1;
      await this.#outcome(decision, decision.confirmed === false ? 'denied' : 'blocked', {});
    }
    return this.feedback(decision);
  }

  /** What the model reads after a refusal: the guard's feedback with the attempt count, or the order to stop. */
  feedback(decision: Decision): string {
    const { verdict, call } = decision;
    const why =
      decision.confirmed === false
        ? `The user did not confirm ${call.tool}(${canonicalJson(call.args)}), so it did not run${decision.confirmationNote ? ` (${decision.confirmationNote})` : ''}. It needed confirmation because: ${verdict.confirmation?.reason ?? verdict.feedback}. Do not repeat this call; choose another way or explain to the user.`
        : verdict.disposition === 'approved_with_constraints'
          ? `${verdict.feedback} It did not run: no confirmation was given.`
          : verdict.feedback;
    if (this.exhausted) {
      return `Stopped by intentguard after ${this.#refusals} refused proposals in a row. ${why} Do not propose further actions; tell the user the task cannot continue. Unmet requirements: ${unmetRequirements(verdict)}.`;
    }
    return `${why} (Attempt ${this.#refusals} of ${this.maxRetries}: revise the action.)`;
  }

  /** Ends the task: the session's state is released. */
  close(): void {
    this.session.close();
  }

  async *#settleStream(decision: Decision, stream: AsyncIterable<unknown>, start: number) {
    let last: unknown;
    try {
      for await (const item of stream) {
        last = item;
        yield item;
      }
    } catch (error) {
      await this.settle(decision, { error }, this.#now() - start);
      throw error;
    }
    await this.settle(decision, { result: last }, this.#now() - start);
  }

  async #outcome(
    decision: Decision,
    status: OutcomeStatus,
    extra: { result?: unknown; error?: string; durationMs?: number },
  ): Promise<void> {
    if (!this.#audit || decision.decisionId === undefined) return;
    await this.#audit.appendOutcome(decision.decisionId, { status, ...extra });
  }
}

const noConfirmer: Confirmer = () => ({
  granted: false,
  note: 'no one was asked: this integration has no confirmer',
});

/** The findings that stand between the agent and its goal, as one line. */
export function unmetRequirements(verdict: Verdict): string {
  const blocking = verdict.findings.filter((f: Finding) => f.code !== 'step_completed');
  const messages = [...new Set(blocking.map((f) => f.message))];
  return messages.length > 0 ? messages.join('; ') : verdict.feedback;
}

function isDecision(value: ToolCall | Decision): value is Decision {
  return 'verdict' in value && 'decisionId' in value;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return value !== null && typeof value === 'object' && Symbol.asyncIterator in value;
}

/** Arguments the guard cannot read as one JSON value are rejected, with what to pass instead. */
function unreadableVerdict(call: ToolCall, why: string): Verdict {
  return {
    disposition: 'rejected',
    findings: [{ code: 'unparseable_input', message: `${call.tool}: ${why}` }],
    feedback: `The call to ${call.tool} is rejected: ${why}.`,
  };
}
