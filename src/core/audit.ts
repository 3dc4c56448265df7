// The audit log's records and the storage interface, in core because the guard (agent room) writes
// to a store it is given, and the stores (audit room) implement it: the interface sits below both.
import type { ToolCall } from './types.ts';
import type { Verdict } from './verdict.ts';

/** What happened to a decided call. */
export const OUTCOME_STATUSES = ['executed', 'confirmed', 'denied', 'blocked', 'failed'] as const;
/**
 * - `executed`: it ran (approved, or not enforced in shadow mode)
 * - `confirmed`: the user confirmed it and it ran
 * - `denied`: the user refused the confirmation; it did not run
 * - `blocked`: the verdict stopped it (revision required or rejected); it did not run
 * - `failed`: it was allowed to run and the tool raised an error (`error` says which)
 */
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

/** An entry's status: `pending` when a decision has no outcome (still running, or the process died). */
export type EntryStatus = OutcomeStatus | 'pending';

export interface DecisionInput {
  sessionId: string;
  call: ToolCall;
  verdict: Verdict;
  /** time the guard took to decide, in milliseconds (measured by the caller) */
  latencyMs: number;
  /** hash of the spec the decision was made under (`CheckedSpec.hash`) */
  specHash?: string;
}

export interface DecisionRecord {
  id: string;
  /** ISO 8601, UTC, from the injected clock */
  time: string;
  sessionId: string;
  specHash?: string;
  /** the call with canonical (key-sorted), redacted arguments */
  call: ToolCall;
  /**
   * `canonicalHash` of the arguments: matches confirmation scopes. When redaction changed the
   * arguments, the hash of the redacted ones (here and in the stored confirmation scope), so the log
   * holds no hash to test guesses of a secret against.
   */
  argsHash: string;
  /** whether anything in the call or verdict was redacted */
  redacted: boolean;
  /** the verdict (disposition, step, findings, feedback, confirmation), redacted */
  verdict: Verdict;
  latencyMs: number;
}

export interface OutcomeInput {
  status: OutcomeStatus;
  /** the tool's result; stored as a redacted, truncated text summary */
  result?: unknown;
  /** the tool's error message when it failed */
  error?: string;
  /** how long the tool ran, in milliseconds */
  durationMs?: number;
}

export interface OutcomeRecord {
  decisionId: string;
  time: string;
  status: OutcomeStatus;
  result?: string;
  error?: string;
  durationMs?: number;
}

export interface AuditEntry {
  decision: DecisionRecord;
  outcome?: OutcomeRecord;
  status: EntryStatus;
}

export interface AuditQuery {
  sessionId?: string;
  /** only the most recent `limit` entries (still returned oldest first) */
  limit?: number;
}

/**
 * Durable record of decisions and what ran. Write the decision before the tool runs and the
 * outcome after it: a crash in between leaves a `pending` entry, never a lost execution.
 * Every method is async so a networked store (PostgreSQL) can implement it.
 */
export interface AuditStore {
  appendDecision(input: DecisionInput): Promise<DecisionRecord>;
  /** throws SessionError for an unknown decision or a second outcome for one decision */
  appendOutcome(decisionId: string, outcome: OutcomeInput): Promise<OutcomeRecord>;
  listSession(sessionId: string): Promise<AuditEntry[]>;
  list(query?: AuditQuery): Promise<AuditEntry[]>;
  /** every entry (of one session, when asked), oldest first, read in pages */
  iterate(query?: Omit<AuditQuery, 'limit'>): AsyncIterable<AuditEntry>;
  close(): Promise<void>;
}
