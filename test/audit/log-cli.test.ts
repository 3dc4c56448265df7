// `intentguard log`, end to end: a recorded database, the real command (in-process), its output and exit code.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SqliteAuditStore } from '../../src/audit/index.ts';
import { cli as runCli } from '../cli/run-cli.ts';
import { approved, deterministic, rejected, tempDir } from './helpers.ts';

const tmp = tempDir();
const db = join(tmp.dir, 'audit.db');
after(tmp.cleanup);

// the environment names no audit database: only --db counts
const cli = (args: string[]) => runCli(args, { env: { ...process.env, INTENTGUARD_AUDIT_DB: '' } });

before(async () => {
  const store = new SqliteAuditStore({ path: db, ...deterministic() });
  const a = await store.appendDecision({
    sessionId: 'alpha',
    call: { tool: 'execute_sql', args: { query: 'SELECT 1' } },
    verdict: approved,
    latencyMs: 0.4,
  });
  await store.appendOutcome(a.id, { status: 'executed', result: '1 row' });
  const b = await store.appendDecision({
    sessionId: 'alpha',
    call: { tool: 'execute_sql', args: { query: 'DROP TABLE users', token: 'tok-123456' } },
    verdict: approved,
    latencyMs: 0.6,
  });
  await store.appendOutcome(b.id, { status: 'executed' });
  await store.appendDecision({
    sessionId: 'beta',
    call: { tool: 'wipe_disk', args: {} },
    verdict: rejected,
    latencyMs: 0.2,
  });
  await store.close();
});

describe('intentguard log', () => {
  it('lists decisions with their outcome, and filters by session', async () => {
    const all = await cli(['log', '--db', db]);
    assert.equal(all.code, 0, all.err);
    const lines = all.out.trim().split('\n');
    assert.match(
      lines[0]!,
      /^2026-01-01T00:00:00\.000Z {2}alpha {2}execute_sql\{"query":"SELECT 1"\} {2}approved {2}executed {2}0\.40 ms$/,
    );
    assert.match(all.out, /"token":"\[REDACTED\]"/);
    assert.match(all.out, /beta {2}wipe_disk\{\} {2}rejected step 2 {2}pending/);
    assert.match(all.out, /\n {4}Action rejected: DROP TABLE must never run\./);
    const beta = await cli(['log', '--db', db, '--session', 'beta', '--json']);
    const parsed = JSON.parse(beta.out) as Array<{ decision: { sessionId: string }; status: string }>;
    assert.deepEqual(
      parsed.map((e) => [e.decision.sessionId, e.status]),
      [['beta', 'pending']],
    );
    assert.equal(
      (await cli(['log', '--db', db, '--limit', '1'])).out.trim().split('\n')[0]!.includes('wipe_disk'),
      true,
    );
  });

  it('exports JSON Lines to standard output or a file', async () => {
    const stdout = await cli(['log', 'export', '--db', db, '--session', 'alpha']);
    assert.equal(stdout.code, 0, stdout.err);
    assert.deepEqual(
      stdout.out
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { status: string }).status),
      ['executed', 'executed'],
    );
    const out = join(tmp.dir, 'export.jsonl');
    const file = await cli(['log', 'export', '--db', db, '--out', out]);
    assert.equal(file.code, 0, file.err);
    assert.match(file.err, /3 decision\(s\) written/);
    assert.equal(readFileSync(out, 'utf8').trim().split('\n').length, 3);
  });

  it('replays with the current spec and exits 1 when a verdict changed', async () => {
    const spec = join(tmp.dir, 'spec.pl');
    writeFileSync(
      spec,
      [
        'user_goal(update_schema, [param(table, users)], [no_destructive_changes]).',
        'refined_step(1, execute_sql, [], true, schema_updated, none).',
        "risky_action(execute_sql, 'DROP TABLE', reject).",
      ].join('\n'),
    );
    const r = await cli(['log', 'replay', '--db', db, '--session', 'alpha', '--spec', spec]);
    assert.equal(r.code, 1, r.err);
    assert.match(r.out, /^session alpha: 2 call\(s\), 2 verdict\(s\) changed \(1 call\(s\) stored redacted/);
    assert.match(
      r.out,
      /execute_sql\{"query":"DROP TABLE users","token":"\[REDACTED\]"\}: approved → rejected/,
    );
    const json = await cli(['log', 'replay', '--db', db, '--session', 'alpha', '--spec', spec, '--json']);
    const [report] = JSON.parse(json.out) as Array<{ changes: Array<{ after: { disposition: string } }> }>;
    assert.deepEqual(
      report!.changes.map((c) => c.after.disposition),
      ['approved', 'rejected'],
    );
  });

  it('says clearly when there is no log, and exits 2', async () => {
    const r = await cli(['log', '--db', join(tmp.dir, 'none.db')]);
    assert.equal(r.code, 2);
    assert.match(r.err, /no audit log at/);
  });

  it('is wired into the intentguard command, with help', async () => {
    const r = await cli(['log', '--help']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Usage: intentguard log \[options\] \[command\]/);
    assert.match(r.out, /export \[options\]/);
    assert.match(r.out, /replay \[options\]/);
  });
});
