// One decided call: what the guard decided on (the frozen snapshot), its verdict and audit record,
// and how it was settled. The guard, its enforcement and the adapters all read it.
import type { ToolCall, Verdict } from '../core/index.ts';

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
