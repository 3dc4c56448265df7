// A session's events as the audit log's entries (what the pages and listings show): arguments,
// verdicts and results pass through the same redaction as every stored record.
import { mayRun } from '../core/index.ts';
import type { ApprovalRow, ApprovalState, SessionEvent } from './event-store.ts';
import { RecordBuilder } from './records.ts';
import type { RedactionConfig } from './redact.ts';
import type { AuditEntry, OutcomeInput } from './types.ts';

export interface TimelineEntry extends AuditEntry {
  /** the decision's position in its session */
  seq?: number;
  /** for a call that needed confirmation: where its approval stands */
  approval?: ApprovalState;
  /** what the agent was told (the guard's feedback, with the attempt count after a refusal), redacted */
  agentFeedback?: string;
}

/** The decision id the service gives the decision at `seq` of `sessionId`. */
export function decisionIdOf(sessionId: string, seq: number): string {
  return `${sessionId}.${seq}`;
}

/** The inverse of `decisionIdOf`; undefined for anything else. */
export function parseDecisionId(id: string): { sessionId: string; seq: number } | undefined {
  const m = /^([A-Za-z0-9_-]{1,100})\.([1-9][0-9]{0,8})$/.exec(id);
  return m ? { sessionId: m[1]!, seq: Number(m[2]) } : undefined;
}

export function timelineFromEvents(
  events: readonly SessionEvent[],
  redaction: RedactionConfig | false | undefined = undefined,
): TimelineEntry[] {
  const entries = new Map<number, TimelineEntry>();
  const confirmed = new Map<number, boolean>();
  // one builder for the whole session: it remembers each call's secrets to scrub its outcome
  let time = '';
  let id = '';
  const builder = new RecordBuilder({
    clock: () => new Date(time),
    newId: () => id,
    ...(redaction === undefined ? {} : { redaction }),
  });
  const settle = (entry: TimelineEntry, input: OutcomeInput): void => {
    entry.outcome = builder.outcome(entry.decision.id, input);
    entry.status = input.status;
  };
  for (const event of events) {
    const body = event.body;
    time = event.time;
    id = decisionIdOf(event.sessionId, event.seq);
    switch (body.kind) {
      case 'decide': {
        const input = {
          sessionId: event.sessionId,
          call: body.call,
          verdict: body.verdict,
          latencyMs: body.latencyMs,
        };
        const decision = builder.decision(input);
        const told = builder.decision({ ...input, verdict: { ...body.verdict, feedback: body.feedback } });
        const entry: TimelineEntry = { decision, status: 'pending', seq: event.seq };
        entry.agentFeedback = told.verdict.feedback;
        if (body.verdict.disposition === 'approved_with_constraints') entry.approval = 'pending';
        else if (!mayRun(body.verdict, undefined)) settle(entry, { status: 'blocked' });
        entries.set(event.seq, entry);
        break;
      }
      case 'confirm': {
        const entry = entries.get(body.decisionSeq);
        if (!entry) break;
        confirmed.set(body.decisionSeq, body.granted);
        entry.approval = body.granted ? 'approved' : 'denied';
        if (!body.granted) settle(entry, { status: 'denied', ...(body.note ? { error: body.note } : {}) });
        break;
      }
      case 'result': {
        const entry = entries.get(body.decisionSeq);
        if (!entry) break;
        const status = !body.ran ? 'failed' : confirmed.get(body.decisionSeq) ? 'confirmed' : 'executed';
        settle(entry, {
          status,
          ...(body.result === undefined ? {} : { result: body.result }),
          ...(body.error === undefined ? {} : { error: body.error }),
          ...(body.durationMs === undefined ? {} : { durationMs: body.durationMs }),
        });
        break;
      }
    }
  }
  return [...entries.values()];
}

/** An approval with its call and verdict redacted, for listings. */
export function redactApproval(row: ApprovalRow, redaction?: RedactionConfig | false): ApprovalRow {
  const builder = new RecordBuilder(redaction === undefined ? {} : { redaction });
  const d = builder.decision({
    sessionId: row.sessionId,
    call: row.call,
    verdict: row.verdict,
    latencyMs: 0,
  });
  return { ...row, call: d.call, verdict: d.verdict };
}
