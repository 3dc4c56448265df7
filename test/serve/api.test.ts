// The service's API over its SQLite store: a session driven over HTTP reaches the verdicts the
// in-process guard gives, approvals are answered (with a long poll), hostile requests get a 4xx
// and change nothing, another host over the same store rebuilds the session and decides the same,
// and concurrent decides lose and duplicate nothing.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SqliteEventStore } from '../../src/audit/sqlite-event-store.ts';
import { serviceSource } from '../../src/serve/page-source.ts';
import { type RunningService, startService } from '../../src/serve/server.ts';
import { SessionHost } from '../../src/serve/session-host.ts';
import {
  CALLS,
  comparable,
  INSTRUCTION,
  inProcessVerdicts,
  type Reply,
  resultOf,
  SPEC,
  send,
  TOKEN,
  TOOLS,
} from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'ig-serve-api-'));
const dbFile = join(dir, 'serve.db');
let store: SqliteEventStore;
let host: SessionHost;
let service: RunningService;
let base: string;

before(async () => {
  store = await SqliteEventStore.open(dbFile, { key: TOKEN });
  host = new SessionHost({ store });
  service = await startService({ token: TOKEN, host, pages: serviceSource(host) });
  base = service.url;
});
after(async () => {
  await service.close();
  await host.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function createSession(spec: string | undefined = SPEC): Promise<string> {
  const r = await send(base, 'POST', '/v1/sessions', {
    body: { instruction: INSTRUCTION, tools: TOOLS, ...(spec ? { spec } : {}), agent: 'archiver' },
  });
  assert.equal(r.status, 201, r.text);
  return r.body.id;
}

async function eventCount(sessionId: string): Promise<number> {
  return (await store.events(sessionId)).length;
}

describe('intentguard serve API (SQLite)', () => {
  it('answers /healthz without a token and refuses everything else without the right one', async () => {
    assert.equal((await send(base, 'GET', '/healthz', { token: null })).status, 200);
    for (const path of ['/v1/sessions', '/openapi.json', '/v1/approvals']) {
      const none = await send(base, 'GET', path, { token: null });
      assert.equal(none.status, 401, path);
      assert.match(none.body.error, /token/);
      assert.equal((await send(base, 'GET', path, { token: 'wrong-token-0123456789' })).status, 401, path);
    }
    const created = await send(base, 'POST', '/v1/sessions', {
      token: null,
      body: { instruction: INSTRUCTION, tools: TOOLS, spec: SPEC },
    });
    assert.equal(created.status, 401);
    assert.equal((await store.listSessions()).length, 0, 'an unauthenticated request created nothing');
  });

  it('publishes an OpenAPI document generated from the request schemas', async () => {
    const doc = (await send(base, 'GET', '/openapi.json')).body;
    assert.equal(doc.openapi, '3.1.0');
    const decide = doc.paths['/v1/sessions/{id}/decide'].post;
    assert.equal(
      decide.requestBody.content['application/json'].schema.$ref,
      '#/components/schemas/DecideRequest',
    );
    assert.deepEqual(doc.components.schemas.DecideRequest.required, ['tool', 'args']);
    assert.ok(doc.components.schemas.Tool.properties.hints, 'nested schemas are components too');
    assert.ok(doc.paths['/v1/approvals/{id}'].post, 'answering an approval is documented');
  });

  it('decides a session over HTTP exactly as the in-process guard does, approvals included', async () => {
    const expected = await inProcessVerdicts(CALLS);
    assert.deepEqual(
      expected.map((v) => v.disposition),
      ['revision_required', 'approved', 'rejected', 'approved_with_constraints', 'approved'],
      'the task reaches all four dispositions',
    );
    const id = await createSession();
    for (const [i, call] of CALLS.entries()) {
      const r = await send(base, 'POST', `/v1/sessions/${id}/decide`, { body: call });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(comparable(r.body), comparable(expected[i]!), `call ${i} ${call.tool}`);
      if (r.body.disposition === 'approved_with_constraints') {
        assert.equal(r.body.mayRun, false);
        // reporting a result before anyone approved is refused and changes nothing
        const before = await eventCount(id);
        const early = await send(base, 'POST', `/v1/sessions/${id}/results`, {
          body: { decisionId: r.body.decisionId, result: 'deleted' },
        });
        assert.equal(early.status, 409);
        assert.match(early.body.error, /awaits approval/);
        assert.equal(await eventCount(id), before);
        const pending = (await send(base, 'GET', '/v1/approvals?state=pending')).body.approvals;
        assert.deepEqual(
          pending.map((a: { id: string }) => a.id),
          [r.body.approvalId],
        );
        assert.equal(pending[0].call.tool, 'delete_file');
        // a long poll sees the answer given while it waits
        const waiting = send(base, 'GET', `/v1/approvals/${r.body.approvalId}?wait=20`);
        const answered = await send(base, 'POST', `/v1/approvals/${r.body.approvalId}`, {
          body: { approve: true },
        });
        assert.equal(answered.status, 200, answered.text);
        assert.equal((await waiting).body.state, 'approved');
        const again = await send(base, 'POST', `/v1/approvals/${r.body.approvalId}`, {
          body: { approve: false },
        });
        assert.equal(again.status, 409, 'an approval is answered once');
        assert.equal((await send(base, 'GET', '/v1/approvals?state=pending')).body.approvals.length, 0);
      }
      const mayRun = r.body.disposition === 'approved' || r.body.disposition === 'approved_with_constraints';
      const reported = await send(base, 'POST', `/v1/sessions/${id}/results`, {
        body: { decisionId: r.body.decisionId, result: resultOf(call) },
      });
      assert.equal(reported.status, mayRun ? 200 : 409, `${call.tool}: ${reported.text}`);
      if (!mayRun) assert.match(reported.body.error, /may not run/);
    }
    const timeline = (await send(base, 'GET', `/v1/sessions/${id}`)).body.entries;
    assert.deepEqual(
      timeline.map((e: { status: string }) => e.status),
      ['blocked', 'executed', 'blocked', 'confirmed', 'executed'],
    );
    const summary = (await send(base, 'GET', '/v1/sessions')).body.sessions.find(
      (s: { id: string }) => s.id === id,
    );
    assert.deepEqual(summary.counts, {
      approved: 2,
      approved_with_constraints: 1,
      revision_required: 1,
      rejected: 1,
    });
  });

  it('waits on a decide for the answer when asked to (?wait=N)', async () => {
    const id = await createSession();
    await send(base, 'POST', `/v1/sessions/${id}/decide`, { body: CALLS[1] });
    const deciding = send(base, 'POST', `/v1/sessions/${id}/decide?wait=20`, { body: CALLS[3] });
    let approvalId: string | undefined;
    while (approvalId === undefined) {
      const pending = (await send(base, 'GET', '/v1/approvals?state=pending')).body.approvals;
      approvalId = pending.find((a: { sessionId: string }) => a.sessionId === id)?.id;
    }
    const denied = await send(base, 'POST', `/v1/approvals/${approvalId}`, {
      body: { approve: false, note: 'keep it' },
    });
    assert.equal(denied.body.state, 'denied');
    const decided = (await deciding).body;
    assert.equal(decided.approval.state, 'denied');
    assert.equal(decided.mayRun, false);
    const ran = await send(base, 'POST', `/v1/sessions/${id}/results`, {
      body: { decisionId: decided.decisionId },
    });
    assert.equal(ran.status, 409);
    assert.match(ran.body.error, /denied/);
  });

  it('answers hostile input with a 4xx and a one-line error, and changes nothing', async () => {
    const id = await createSession();
    await send(base, 'POST', `/v1/sessions/${id}/decide`, { body: CALLS[1] });
    const before = await eventCount(id);
    const sessions = (await store.listSessions()).length;
    const cases: Array<[string, Promise<Reply>, number]> = [
      [
        'huge body',
        send(base, 'POST', `/v1/sessions/${id}/decide`, {
          raw: Buffer.alloc(3_000_000, 'a'),
          headers: { 'content-type': 'application/json' },
        }),
        413,
      ],
      [
        'bad JSON',
        send(base, 'POST', `/v1/sessions/${id}/decide`, {
          raw: '{"tool": "list_files", args:',
          headers: { 'content-type': 'application/json' },
        }),
        400,
      ],
      [
        'not JSON',
        send(base, 'POST', `/v1/sessions/${id}/decide`, {
          raw: 'tool=list_files',
          headers: { 'content-type': 'text/plain' },
        }),
        415,
      ],
      ['no args', send(base, 'POST', `/v1/sessions/${id}/decide`, { body: { tool: 'list_files' } }), 400],
      [
        'args not an object',
        send(base, 'POST', `/v1/sessions/${id}/decide`, { body: { tool: 'list_files', args: [1, 2] } }),
        400,
      ],
      ['unknown session', send(base, 'POST', '/v1/sessions/no-such-session/decide', { body: CALLS[1] }), 404],
      [
        'odd session id',
        send(base, 'POST', `/v1/sessions/${encodeURIComponent('../../etc')}/decide`, { body: CALLS[1] }),
        404,
      ],
      [
        'unknown decision',
        send(base, 'POST', `/v1/sessions/${id}/results`, { body: { decisionId: `${id}.999`, result: 1 } }),
        404,
      ],
      [
        'decision of another session',
        send(base, 'POST', `/v1/sessions/${id}/results`, { body: { decisionId: 'other.1', result: 1 } }),
        404,
      ],
      ['unknown approval', send(base, 'POST', `/v1/approvals/${id}.77`, { body: { approve: true } }), 404],
      [
        'decision that needs no approval',
        send(base, 'POST', `/v1/approvals/${id}.1`, { body: { approve: true } }),
        404,
      ],
      ['bad wait', send(base, 'GET', `/v1/approvals/${id}.1?wait=9999`), 400],
      ['bad state', send(base, 'GET', '/v1/approvals?state=everything'), 400],
      ['foreign Host', send(base, 'GET', '/v1/sessions', { headers: { host: 'attacker.example:80' } }), 421],
      [
        'foreign Origin',
        send(base, 'POST', `/v1/sessions/${id}/decide`, {
          body: CALLS[1],
          headers: { origin: 'http://attacker.example' },
        }),
        403,
      ],
      ['wrong method', send(base, 'DELETE', `/v1/sessions/${id}`), 405],
      [
        'arguments nested 100000 deep',
        send(base, 'POST', `/v1/sessions/${id}/decide`, {
          raw: `{"tool":"list_files","args":{"folder":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
          headers: { 'content-type': 'application/json' },
        }),
        400,
      ],
      ['no tools', send(base, 'POST', '/v1/sessions', { body: { instruction: 'x', tools: [] } }), 400],
      [
        'spec that does not compile',
        send(base, 'POST', '/v1/sessions', {
          body: { instruction: 'x', tools: TOOLS, spec: 'refined_step(1, ' },
        }),
        400,
      ],
    ];
    for (const [what, reply, status] of cases) {
      const r = await reply;
      if (what === 'huge body' && r.status === 0) continue; // the server closed the socket mid-upload
      assert.equal(r.status, status, `${what}: ${r.text}`);
      assert.equal(typeof r.body?.error, 'string', what);
      assert.doesNotMatch(r.body.error, /\n/, `${what}: one line`);
    }
    assert.equal(await eventCount(id), before, 'no event was appended');
    assert.equal((await store.listSessions()).length, sessions, 'no session was created');
  });

  it('rebuilds a session on a host that never held it, and decides the same', async () => {
    const id = await createSession();
    const firstHalf = CALLS.slice(0, 3);
    for (const call of firstHalf) {
      const r = await send(base, 'POST', `/v1/sessions/${id}/decide`, { body: call });
      if (r.body.disposition === 'approved')
        await send(base, 'POST', `/v1/sessions/${id}/results`, {
          body: { decisionId: r.body.decisionId, result: resultOf(call) },
        });
    }
    const otherStore = await SqliteEventStore.open(dbFile, { key: TOKEN });
    const other = new SessionHost({ store: otherStore });
    try {
      const expected = await inProcessVerdicts([...firstHalf, CALLS[4]!]);
      const answer = await other.decide(id, CALLS[4]!);
      assert.deepEqual(comparable(answer.verdict), comparable(expected[3]!));
      assert.equal(answer.seq, firstHalf.length + 2, 'after the three decisions and one result');
    } finally {
      await other.close();
      await otherStore.close();
    }
  });

  it('loses and duplicates nothing when two hosts decide the same session at once', async () => {
    const id = await createSession();
    const otherStore = await SqliteEventStore.open(dbFile, { key: TOKEN });
    const other = new SessionHost({ store: otherStore });
    try {
      const calls = Array.from({ length: 12 }, (_, i) => ({
        tool: 'list_files',
        args: { folder: `invoices/2024-q3/part-${i}` },
      }));
      const answers = await Promise.all(calls.map((c, i) => (i % 2 === 0 ? host : other).decide(id, c)));
      const seqs = answers.map((a) => a.seq).sort((a, b) => a - b);
      assert.deepEqual(
        seqs,
        calls.map((_, i) => i + 1),
      );
      const events = await store.events(id);
      assert.equal(events.length, calls.length);
      const folders = events
        .map((e) => (e.body.kind === 'decide' ? e.body.call.args.folder : undefined))
        .sort();
      assert.deepEqual(folders, calls.map((c) => c.args.folder).sort());
    } finally {
      await other.close();
      await otherStore.close();
    }
  });
});
