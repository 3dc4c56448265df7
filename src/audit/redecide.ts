// Redecide: decide recorded calls again with the current guard and report every verdict that changed
// (`intentguard log replay`).
// The guard is plugged in as a Redecider, so this room does not depend on how a guard is built.
import type { ToolCall, Verdict } from '../core/index.ts';
import type { AuditEntry } from './types.ts';

/** What the recording says happened to a call, so a redecider can advance state as it did. */
export interface RecordedRun {
  /** the call ran (executed or confirmed) */
  ran: boolean;
  /** the user confirmed it */
  confirmed: boolean;
  /** the stored result summary, when it ran */
  result?: string;
}

/** Decides a recorded session's calls, in order, with the current guard. */
export type Redecider = (calls: ToolCall[], runs?: RecordedRun[]) => Promise<Verdict[]>;

export type ChangedPart = 'disposition' | 'step' | 'findings';

export interface VerdictChange {
  entry: AuditEntry;
  before: Verdict;
  after: Verdict;
  changed: ChangedPart[];
}

export interface RedecideReport {
  sessionId: string;
  calls: number;
  /** calls whose arguments were stored redacted: they are re-decided on `[REDACTED]` values */
  redactedCalls: number;
  changes: VerdictChange[];
}

/** Re-decides one session's entries (oldest first). A change is in disposition, step or finding codes. */
export async function redecideSession(entries: AuditEntry[], redecide: Redecider): Promise<RedecideReport> {
  const sessionId = entries[0]?.decision.sessionId ?? '';
  const calls = entries.map((e) => e.decision.call);
  const runs = entries.map(recordedRun);
  const verdicts = await redecide(calls, runs);
  if (verdicts.length !== entries.length) {
    throw new Error(`the redecider returned ${verdicts.length} verdicts for ${entries.length} calls`);
  }
  const changes: VerdictChange[] = [];
  entries.forEach((entry, i) => {
    const before = entry.decision.verdict;
    const after = verdicts[i]!;
    const changed = compareVerdicts(before, after);
    if (changed.length > 0) changes.push({ entry, before, after, changed });
  });
  return {
    sessionId,
    calls: entries.length,
    redactedCalls: entries.filter((e) => e.decision.redacted).length,
    changes,
  };
}

/** Groups entries by session, keeping each session's order and the sessions' first-seen order. */
export function bySession(entries: Iterable<AuditEntry>): Map<string, AuditEntry[]> {
  const groups = new Map<string, AuditEntry[]>();
  for (const e of entries) {
    const list = groups.get(e.decision.sessionId);
    if (list) list.push(e);
    else groups.set(e.decision.sessionId, [e]);
  }
  return groups;
}

export function compareVerdicts(before: Verdict, after: Verdict): ChangedPart[] {
  const changed: ChangedPart[] = [];
  if (before.disposition !== after.disposition) changed.push('disposition');
  if ((before.step ?? null) !== (after.step ?? null)) changed.push('step');
  const codes = (v: Verdict) =>
    v.findings
      .map((f) => f.code)
      .sort()
      .join(',');
  if (codes(before) !== codes(after)) changed.push('findings');
  return changed;
}

function recordedRun(entry: AuditEntry): RecordedRun {
  const ran = entry.status === 'executed' || entry.status === 'confirmed' || entry.status === 'failed';
  const run: RecordedRun = { ran, confirmed: entry.status === 'confirmed' };
  if (ran && entry.outcome?.result !== undefined) run.result = entry.outcome.result;
  return run;
}
