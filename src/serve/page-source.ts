// What the web pages read: the service's event store (live, with approvals to answer; or read-only
// without its key) or an existing SQLite audit log (`intentguard ui --db FILE`). All show redacted records.
import type { z } from 'zod';
import {
  type AuditEntry,
  type AuditStore,
  emptyCounts,
  type SessionEventStore,
  type SessionSummary,
  type TimelineEntry,
  timelineFromEvents,
} from '../audit/index.ts';
import { approvalView } from './api-routes.ts';
import type { ApprovalSchema } from './api-schemas.ts';
import type { SessionHost } from './session-host.ts';

export type ApprovalView = z.infer<typeof ApprovalSchema>;

export interface PageSource {
  /** no forms: nothing can be approved or denied */
  readOnly: boolean;
  sessions(): Promise<SessionSummary[]>;
  timeline(sessionId: string): Promise<{ summary: SessionSummary; entries: TimelineEntry[] } | undefined>;
  approvals(): Promise<ApprovalView[]>;
}

export function serviceSource(host: SessionHost): PageSource {
  return { ...eventStoreSource(host.store), readOnly: false };
}

/**
 * Pages over an event store: the live service's, or one `intentguard ui --db` opened read-only,
 * without its key (then every text shown is the redacted copy the store keeps).
 */
export function eventStoreSource(store: SessionEventStore): PageSource {
  return {
    readOnly: true,
    sessions: () => store.listSessions(),
    timeline: async (sessionId) => {
      const definition = await store.getSession(sessionId);
      if (!definition) return undefined;
      const events = await store.events(sessionId);
      const counts = emptyCounts();
      for (const e of events) if (e.body.kind === 'decide') counts[e.body.verdict.disposition] += 1;
      const summary: SessionSummary = {
        id: definition.id,
        createdAt: definition.createdAt,
        instruction: definition.instruction,
        ...(definition.agent ? { agent: definition.agent } : {}),
        counts,
        lastActivity: events.at(-1)?.time ?? definition.createdAt,
        events: events.length,
      };
      return { summary, entries: timelineFromEvents(events) };
    },
    approvals: async () => (await store.approvals()).map(approvalView),
  };
}

/** Pages over an audit log: sessions are the log's session ids (the log keeps no instruction). */
export function auditLogSource(store: AuditStore): PageSource {
  const summarize = async (): Promise<Map<string, SessionSummary>> => {
    const byId = new Map<string, SessionSummary>();
    for await (const entry of store.iterate()) {
      const d = entry.decision;
      let s = byId.get(d.sessionId);
      if (!s) {
        s = {
          id: d.sessionId,
          createdAt: d.time,
          instruction: '',
          counts: emptyCounts(),
          lastActivity: d.time,
          events: 0,
        };
        byId.set(d.sessionId, s);
      }
      s.counts[d.verdict.disposition] += 1;
      s.events += 1;
      const last = entry.outcome?.time ?? d.time;
      if (last > s.lastActivity) s.lastActivity = last;
    }
    return byId;
  };
  return {
    readOnly: true,
    sessions: async () =>
      [...(await summarize()).values()].sort((a, b) => b.lastActivity.localeCompare(a.lastActivity)),
    timeline: async (sessionId) => {
      const summary = (await summarize()).get(sessionId);
      if (!summary) return undefined;
      return { summary, entries: (await store.listSession(sessionId)).map(withApproval) };
    },
    approvals: async () => {
      const out: ApprovalView[] = [];
      for await (const entry of store.iterate()) {
        const d = entry.decision;
        if (d.verdict.disposition !== 'approved_with_constraints') continue;
        const state = approvalState(entry) ?? 'pending';
        out.push({
          id: d.id,
          sessionId: d.sessionId,
          decisionId: d.id,
          state,
          time: d.time,
          ...(entry.outcome ? { answeredAt: entry.outcome.time } : {}),
          call: { tool: d.call.tool, args: d.call.args },
          reason: d.verdict.confirmation?.reason ?? d.verdict.feedback,
        });
      }
      return out;
    },
  };
}

function withApproval(entry: AuditEntry): TimelineEntry {
  const state =
    entry.decision.verdict.disposition === 'approved_with_constraints' ? approvalState(entry) : undefined;
  return state === undefined ? entry : { ...entry, approval: state };
}

function approvalState(entry: AuditEntry): 'pending' | 'approved' | 'denied' | undefined {
  switch (entry.status) {
    case 'pending':
      return 'pending';
    case 'confirmed':
    case 'executed':
    case 'failed':
      return 'approved';
    case 'denied':
    case 'blocked':
      return 'denied';
  }
}
