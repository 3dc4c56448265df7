// The decision path every integration shares (the agent loop, the AI SDK, Agents SDK and
// LangChain adapters, the MCP proxy): decide a proposed call, write the decision to the audit
// log before anything runs, settle confirmations, and after the tool ran (or did not) advance the
// session and write the outcome. It also counts consecutive refusals so feedback carries the
// attempt number and the host knows when RefineAct's retry budget is spent. The guard decides on
// one frozen JSON snapshot of the arguments, and that snapshot is what the tool is handed.
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
import type { ConfirmationAnswer, Confirmer, GuardMode } from './types.ts';

/** RefineAct's retry budget: a refused proposal is sent back with feedback up to this many times. */
export const DEFAULT_MAX_RETRIES = 3;

export interface CallGuardOptions {
  session: Session;
  mode?: GuardMode;
  /** decisions are written before the tool runs, outcomes after */
  audit?: AuditStore;
  /** consecutive refusals answered with feedback before the guard tells the agent to stop (default 3) */
  maxRetries?: number;
  /** monotonic milliseconds, for decision latency (default `performance.now`) */
  now?: () => number;
  /** sees every decision as it is made (live logging; the audit store is the durable record) */
  onDecision?: (decision: Decision) => void;
}

export interface Decision {
  /**
   * the call as decided: its `args` are the frozen JSON snapshot of the proposed arguments, the
   * value to hand the tool (never the proposed object, which may read differently)
   */
  readonly call: ToolCall;
  /** the proposed arguments had no faithful JSON snapshot: the call was rejected and never runs, even in shadow mode */
  readonly unreadableArgs?: string;
  /** what the guard decided (a failed audit write turns it into a rejection in enforce mode) */
  readonly verdict: Verdict;
  /** the audit record of this decision, when an audit store is configured */
  readonly decisionId: string | undefined;
  /** the user's answer, once a confirmation was settled */
  confirmed?: boolean;
  /** why the user's answer was what it was (e.g. "this client cannot ask the user") */
  confirmationNote?: string;
  /** settled: the outcome was recorded */
  settled?: boolean;
}

/** Outcome of `guardCall`: the tool's result, or the feedback for the model and whether to stop. */
export type GuardedCall<T> =
  | { ran: true; result: T; decision: Decision }
  | { ran: false; feedback: string; stop: boolean; decision: Decision };

export class CallGuard {
  readonly session: Session;
  readonly mode: GuardMode;
  readonly maxRetries: number;
  readonly #audit: AuditStore | undefined;
  readonly #now: () => number;
  readonly #onDecision: ((decision: Decision) => void) | undefined;
  #refusals = 0;

  constructor(options: CallGuardOptions) {
    this.session = options.session;
    this.mode = options.mode ?? 'enforce';
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.#audit = options.audit;
    this.#now = options.now ?? (() => performance.now());
    this.#onDecision = options.onDecision;
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
        // every decision must be on record: an unrecorded call does not run (fail closed)
        if (this.mode === 'enforce') verdict = auditFault(verdict, error);
      }
    }
    const decision: Decision =
      unreadableArgs === undefined
        ? { call, verdict, decisionId }
        : { call, verdict, decisionId, unreadableArgs };
    this.#onDecision?.(decision);
    return decision;
  }

  /** Whether the call may run now: approved, or approved with constraints and confirmed; anything in shadow mode. */
  mayRun(decision: Decision): boolean {
    // nothing faithful to hand the tool: not even shadow mode runs it
    if (decision.unreadableArgs !== undefined) return false;
    if (this.mode === 'shadow') return true;
    switch (decision.verdict.disposition) {
      case 'approved':
        return true;
      case 'approved_with_constraints':
        return decision.confirmed === true;
      case 'revision_required':
      case 'rejected':
        return false;
    }
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

  /** The tool ran and returned `result`: advance the session (only for what the guard allowed) and log it. */
  async ran(decision: Decision, result: unknown, durationMs?: number): Promise<void> {
    if (decision.settled) return;
    decision.settled = true;
    this.#refusals = 0;
    const { call, verdict } = decision;
    if (call.tool !== FINAL_ANSWER) {
      if (mayRun(verdict, decision.confirmed)) this.session.record(call, result);
      else this.session.observe(call, result); // shadow mode: seen, but no state advances
    }
    await this.#outcome(decision, decision.confirmed === true ? 'confirmed' : 'executed', {
      ...(result === undefined ? {} : { result }),
      ...(durationMs === undefined ? {} : { durationMs }),
    });
  }

  /** The tool was allowed to run and failed: nothing advances. */
  async failed(decision: Decision, error: unknown, durationMs?: number): Promise<void> {
    if (decision.settled) return;
    decision.settled = true;
    const message = error instanceof Error ? error.message : String(error);
    await this.#outcome(decision, 'failed', {
      error: message,
      ...(durationMs === undefined ? {} : { durationMs }),
    });
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

  /**
   * Runs a proposed call under the guard: decide, confirm when needed (with `confirmer`, default:
   * no one can confirm), then run `execute` or refuse. `execute` never runs for a call the guard
   * did not allow in enforce mode, and it is handed the frozen snapshot the guard decided on: pass
   * that to the tool, never the proposed arguments. Errors from `execute` are logged and rethrown.
   */
  async guardCall<T>(
    call: ToolCall,
    execute: (args: Readonly<Record<string, unknown>>) => Promise<T>,
    confirmer?: Confirmer,
  ): Promise<GuardedCall<T>> {
    const decision = await this.decide(call);
    if (this.mode === 'enforce' && decision.verdict.disposition === 'approved_with_constraints')
      await this.confirm(decision, confirmer ?? noConfirmer);
    if (!this.mayRun(decision)) {
      const feedback = await this.refuse(decision);
      return { ran: false, feedback, stop: this.exhausted, decision };
    }
    const start = this.#now();
    let result: T;
    try {
      result = await execute(decision.call.args);
    } catch (error) {
      await this.failed(decision, error, this.#now() - start);
      throw error;
    }
    await this.ran(decision, result, this.#now() - start);
    return { ran: true, result, decision };
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

/** Arguments the guard cannot read as one JSON value are rejected, with what to pass instead. */
function unreadableVerdict(call: ToolCall, why: string): Verdict {
  return {
    disposition: 'rejected',
    findings: [{ code: 'unparseable_input', message: `${call.tool}: ${why}` }],
    feedback: `The call to ${call.tool} is rejected: ${why}.`,
  };
}

function auditFault(verdict: Verdict, error: unknown): Verdict {
  const message = `the audit log could not record the decision (${(error as Error)?.message ?? String(error)})`;
  return {
    disposition: 'rejected',
    findings: [...verdict.findings, { code: 'engine_error', message }],
    feedback: `The guard could not record this decision, so it is not approved: ${message}.`,
  };
}
