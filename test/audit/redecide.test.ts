import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bySession,
  MemoryAuditStore,
  type RecordedRun,
  type Redecider,
  redecideSession,
  sessionRedecider,
} from '../../src/audit/index.ts';
import type { ToolCall } from '../../src/core/types.ts';
import { approved, deterministic, rejected } from './helpers.ts';

async function recorded() {
  const store = new MemoryAuditStore(deterministic());
  const calls: Array<[ToolCall, 'executed' | 'blocked' | null]> = [
    [{ tool: 'execute_sql', args: { query: 'SELECT 1' } }, 'executed'],
    [{ tool: 'execute_sql', args: { query: 'DROP TABLE users' } }, 'executed'],
    [{ tool: 'execute_sql', args: { query: 'TRUNCATE logs' } }, null],
  ];
  for (const [call, status] of calls) {
    const d = await store.appendDecision({ sessionId: 'old', call, verdict: approved, latencyMs: 0 });
    if (status) await store.appendOutcome(d.id, { status, result: 'ok' });
  }
  await store.appendDecision({
    sessionId: 'other',
    call: { tool: 'x', args: {} },
    verdict: rejected,
    latencyMs: 0,
  });
  return store;
}

describe('redecideSession', () => {
  it('reports the verdicts a new guard decides differently, with what ran', async () => {
    const store = await recorded();
    let seenRuns: RecordedRun[] | undefined;
    const strict: Redecider = async (calls, runs) => {
      seenRuns = runs;
      return calls.map((c) => (/DROP|TRUNCATE/.test(String(c.args.query)) ? rejected : approved));
    };
    const report = await redecideSession(await store.listSession('old'), strict);
    assert.equal(report.sessionId, 'old');
    assert.equal(report.calls, 3);
    assert.deepEqual(
      report.changes.map((c) => [
        c.entry.decision.call.args.query,
        c.before.disposition,
        c.after.disposition,
        c.changed,
      ]),
      [
        ['DROP TABLE users', 'approved', 'rejected', ['disposition', 'step', 'findings']],
        ['TRUNCATE logs', 'approved', 'rejected', ['disposition', 'step', 'findings']],
      ],
    );
    assert.deepEqual(seenRuns, [
      { ran: true, confirmed: false, result: 'ok' },
      { ran: true, confirmed: false, result: 'ok' },
      { ran: false, confirmed: false },
    ]);
    assert.deepEqual([...bySession(await store.list()).keys()], ['old', 'other']);
  });

  it('replays through a core Session: a spec that forbids DROP TABLE now rejects the recorded call', async () => {
    const store = await recorded();
    const spec = [
      'user_goal(update_schema, [param(table, users)], [no_destructive_changes]).',
      'refined_step(1, execute_sql, [], true, schema_updated, none).',
      "risky_action(execute_sql, 'DROP TABLE', reject).",
    ].join('\n');
    const report = await redecideSession(await store.listSession('old'), sessionRedecider({ spec }, 'old'));
    const drop = report.changes.find((c) => c.entry.decision.call.args.query === 'DROP TABLE users');
    assert.equal(drop?.after.disposition, 'rejected');
    assert.ok(drop?.after.findings.some((f) => f.code === 'risky_pattern_reject'));
    // the harmless first call is still approved; it now also names its plan step
    const select = report.changes.find((c) => c.entry.decision.call.args.query === 'SELECT 1');
    assert.deepEqual(
      [select?.after.disposition, select?.after.step, select?.changed],
      ['approved', 1, ['step']],
    );
  });
});
