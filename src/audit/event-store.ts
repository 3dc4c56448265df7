// The service's sessions as events (issue 20): a session's definition and every decision,
// confirmation and result, in order. Any instance rebuilds a session from these rows.
import type { Disposition, Tool, ToolCall, Verdict } from '../core/index.ts';

/** How a session was defined: enough to rebuild the same guard anywhere. */
export interface SessionDefinition {
  id: string;
  /** ISO 8601, from the service's clock */
  createdAt: string;
  instruction: string;
  tools: Tool[];
  /** the checked Prolog text the session enforces, who wrote it, and its hash */
  specText: string;
  specHash: string;
  specOrigin?: 'offline_formalizer' | 'llm_formalizer';
  /** a free label naming the agent (shown on the pages) */
  agent?: string;
}

export type SessionEventBody =
  /** the agent proposed `call`; `verdict` is what the guard decided, `feedback` what the agent read */
  | { kind: 'decide'; call: ToolCall; verdict: Verdict; feedback: string; latencyMs: number }
  /** a person answered the confirmation of decision `decisionSeq` */
  | { kind: 'confirm'; decisionSeq: number; granted: boolean; note?: string }
  /** the agent reports what happened to decision `decisionSeq`: it ran, or it failed */
  | {
      kind: 'result';
      decisionSeq: number;
      ran: boolean;
      result?: unknown;
      error?: string;
      durationMs?: number;
    };

export type SessionEventKind = SessionEventBody['kind'];

export interface SessionEvent {
  sessionId: string;
  /** 1, 2, … per session; (sessionId, seq) is unique, so concurrent appends cannot both win */
  seq: number;
  time: string;
  body: SessionEventBody;
}

export interface SessionSummary {
  id: string;
  createdAt: string;
  instruction: string;
  agent?: string;
  counts: Record<Disposition, number>;
  /** the last event's time, or the creation time */
  lastActivity: string;
  events: number;
}

export type ApprovalState = 'pending' | 'approved' | 'denied';

/** A decision approved with constraints and what became of its confirmation. */
export interface ApprovalRow {
  sessionId: string;
  decisionSeq: number;
  time: string;
  call: ToolCall;
  verdict: Verdict;
  state: ApprovalState;
  answeredAt?: string;
  note?: string;
}

/**
 * How a store is opened: with the secret its store key derives from (rows are written with a
 * redacted copy and the original sealed, and rebuilds read the originals), or read-only without
 * it (the redacted copies only: enough for pages and listings, never for a rebuild).
 */
export type EventStoreAccess = { key: string | Uint8Array } | { readOnly: true };

/**
 * Where the service keeps its sessions (SQLite for one instance, PostgreSQL for many). Listings
 * and approvals read the redacted copies; `getSession` and `events` the originals, when keyed.
 */
export interface SessionEventStore {
  /** opened without its key: writes throw and reads give redacted copies */
  readonly readOnly: boolean;
  createSession(definition: SessionDefinition): Promise<void>;
  getSession(id: string): Promise<SessionDefinition | undefined>;
  listSessions(limit?: number): Promise<SessionSummary[]>;
  /** events with seq > afterSeq, in order */
  events(sessionId: string, afterSeq?: number): Promise<SessionEvent[]>;
  /**
   * Appends one event; false when its seq is taken or the decision already has an answer of this
   * kind (another instance was first): the caller rebuilds and tries again.
   */
  append(event: SessionEvent): Promise<boolean>;
  approvals(state?: ApprovalState, limit?: number): Promise<ApprovalRow[]>;
  approval(sessionId: string, decisionSeq: number): Promise<ApprovalRow | undefined>;
  close(): Promise<void>;
}

/** The row columns every store derives from an event body (for the indexes and queries). */
export function eventColumns(body: SessionEventBody): {
  kind: SessionEventKind;
  refSeq: number | null;
  tool: string | null;
  disposition: Disposition | null;
} {
  switch (body.kind) {
    case 'decide':
      return { kind: body.kind, refSeq: null, tool: body.call.tool, disposition: body.verdict.disposition };
    case 'confirm':
    case 'result':
      return { kind: body.kind, refSeq: body.decisionSeq, tool: null, disposition: null };
  }
}

export const DEFAULT_LIST_LIMIT = 200;

export function emptyCounts(): Record<Disposition, number> {
  return { approved: 0, approved_with_constraints: 0, revision_required: 0, rejected: 0 };
}

/** An approval row from a decide event's body and its confirm event's body, if any. */
export function approvalFrom(
  sessionId: string,
  decisionSeq: number,
  time: string,
  decide: SessionEventBody,
  answer: { body: SessionEventBody; time: string } | undefined,
): ApprovalRow {
  if (decide.kind !== 'decide') throw new TypeError('an approval comes from a decide event');
  const row: ApprovalRow = {
    sessionId,
    decisionSeq,
    time,
    call: decide.call,
    verdict: decide.verdict,
    state: 'pending',
  };
  if (answer && answer.body.kind === 'confirm') {
    row.state = answer.body.granted ? 'approved' : 'denied';
    row.answeredAt = answer.time;
    if (answer.body.note !== undefined) row.note = answer.body.note;
  }
  return row;
}
