// The extension point of a Session: every family of checks (RefineAct chain resolution, input
// analyzers, VeriSafe rules, Guardians runtime monitors) implements GuardCheck. The session
// asks each one and keeps the most severe verdict.
import type { Tool, ToolCall, Verdict } from '../core/index.ts';

/** What a check may read about the session (never mutate here). */
export interface CheckContext {
  sessionId: string;
  /** the user's instruction, when the session knows it */
  instruction?: string;
  /** tools of the task, by name, when known */
  tools?: ReadonlyMap<string, Tool>;
  /** tools the spec's plan names (its refined steps); empty when the spec plans nothing */
  planned?: ReadonlySet<string>;
  /** calls that ran before, with their results (tool outputs are untrusted data) */
  history: ReadonlyArray<{ call: ToolCall; result?: unknown }>;
  /** how often a violation with this key was reported before in this session (feedback escalation) */
  violationCount(key: string): number;
}

/** A partial verdict: `null` means "nothing to say about this call". */
export type CheckOutcome = Omit<Verdict, 'confirmation'> & {
  /** why the user must confirm (with `approved_with_constraints`) */
  confirmationReason?: string;
  /** `once`: every identical call needs a new confirmation (repeat_consent) */
  reuse?: 'once' | 'exact_call';
  /** kind of violation, counted per session so repeated feedback becomes more directive */
  violationKey?: string;
};

export interface GuardCheck {
  /** stable name, used in findings and benchmarks (`risk_patterns`, `chain`, `rules`, ...) */
  readonly name: string;
  /** decide on a proposed call; must not change state */
  check(call: ToolCall, ctx: CheckContext): CheckOutcome | null;
  /** the call ran (approved, and confirmed when needed): advance state */
  record?(call: ToolCall, result: unknown, ctx: CheckContext, verdict: Verdict): void;
  /** the agent wants to give its final answer */
  checkFinal?(answer: string, ctx: CheckContext): CheckOutcome | null;
  /** release resources (engine modules) */
  close?(): void;
}
