// The AuditStore contract, run against every store.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  type AuditOptions,
  type AuditStore,
  MemoryAuditStore,
  SqliteAuditStore,
} from '../../src/audit/index.ts';
import { canonicalHash } from '../../src/core/canonical.ts';
import { SessionError } from '../../src/core/errors/session-error.ts';
import { approved, deterministic, rejected, tempDir } from './helpers.ts';

const tmp = tempDir();
after(tmp.cleanup);
let dbs = 0;

const stores: Array<[string, (options: AuditOptions) => AuditStore]> = [
  ['MemoryAuditStore', (o) => new MemoryAuditStore(o)],
  [
    'SqliteAuditStore',
    (o) => new SqliteAuditStore({ ...o, path: join(tmp.dir, `contract-${++dbs}.db`), pageSize: 3 }),
  ],
];

for (const [name, open] of stores) {
  describe(name, () => {
    it('records a decision then its outcome, with injected time and ids', async () => {
      const store = open(deterministic());
      const call = {
        tool: 'execute_sql',
        args: { query: 'DROP TABLE users', db: { name: 'prod', host: 'h' } },
        id: 'c1',
      };
      const d = await store.appendDecision({
        sessionId: 's1',
        call,
        verdict: rejected,
        latencyMs: 0.25,
        specHash: 'abc',
      });
      assert.deepEqual(d, {
        id: 'd1',
        time: '2026-01-01T00:00:00.000Z',
        sessionId: 's1',
        specHash: 'abc',
        call,
        argsHash: canonicalHash(call.args),
        redacted: false,
        verdict: rejected,
        latencyMs: 0.25,
      });
      assert.equal((await store.listSession('s1'))[0]!.status, 'pending');
      const o = await store.appendOutcome('d1', { status: 'blocked' });
      assert.deepEqual(o, { decisionId: 'd1', time: '2026-01-01T00:00:01.000Z', status: 'blocked' });
      const [entry] = await store.listSession('s1');
      assert.deepEqual(entry, { decision: d, outcome: o, status: 'blocked' });
      await store.close();
    });

    it('stores arguments canonically (keys sorted)', async () => {
      const store = open(deterministic());
      await store.appendDecision({
        sessionId: 's',
        call: { tool: 't', args: { b: 1, a: { d: 2, c: 3 } } },
        verdict: approved,
        latencyMs: 1,
      });
      const [entry] = await store.list();
      assert.equal(JSON.stringify(entry!.decision.call.args), '{"a":{"c":3,"d":2},"b":1}');
      await store.close();
    });

    it('lists by session, the latest N, and iterates everything in order', async () => {
      const store = open(deterministic());
      for (let i = 0; i < 8; i++) {
        const d = await store.appendDecision({
          sessionId: i % 2 === 0 ? 'even' : 'odd',
          call: { tool: 'read_file', args: { i } },
          verdict: approved,
          latencyMs: i,
        });
        if (i < 6) await store.appendOutcome(d.id, { status: 'executed', result: { n: i }, durationMs: 2 });
      }
      assert.deepEqual(
        (await store.listSession('odd')).map((e) => e.decision.call.args.i),
        [1, 3, 5, 7],
      );
      assert.deepEqual(
        (await store.list({ limit: 3 })).map((e) => e.decision.call.args.i),
        [5, 6, 7],
      );
      assert.deepEqual(
        (await store.list({ sessionId: 'even', limit: 2 })).map((e) => [e.decision.call.args.i, e.status]),
        [
          [4, 'executed'],
          [6, 'pending'],
        ],
      );
      const all: unknown[] = [];
      for await (const e of store.iterate()) all.push(e.decision.call.args.i);
      assert.deepEqual(all, [0, 1, 2, 3, 4, 5, 6, 7]);
      const first = (await store.list())[0]!;
      assert.deepEqual(first.outcome, {
        decisionId: first.decision.id,
        time: first.outcome!.time,
        status: 'executed',
        result: '{"n":0}',
        durationMs: 2,
      });
      await store.close();
    });

    it('refuses an outcome for an unknown decision and a second outcome', async () => {
      const store = open(deterministic());
      const d = await store.appendDecision({
        sessionId: 's',
        call: { tool: 't', args: {} },
        verdict: approved,
        latencyMs: 0,
      });
      await assert.rejects(store.appendOutcome('nope', { status: 'executed' }), SessionError);
      await store.appendOutcome(d.id, { status: 'executed' });
      await assert.rejects(
        store.appendOutcome(d.id, { status: 'failed', error: 'x' }),
        /already has an outcome/,
      );
      await store.close();
    });

    it('cuts long results and keeps errors', async () => {
      const store = open({ ...deterministic(), maxResultChars: 10 });
      const d = await store.appendDecision({
        sessionId: 's',
        call: { tool: 't', args: {} },
        verdict: approved,
        latencyMs: 0,
      });
      const o = await store.appendOutcome(d.id, { status: 'failed', result: 'x'.repeat(25), error: 'boom' });
      assert.equal(o.result, `${'x'.repeat(10)}…[+15 chars]`);
      assert.equal(o.error, 'boom');
      await store.close();
    });
  });
}
