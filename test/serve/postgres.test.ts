// Two instances of `intentguard serve` on one PostgreSQL: a session started on the first continues
// on the second after the first is killed with kill -9, with the verdicts the in-process guard
// gives; decides sent to both instances at once lose and duplicate nothing.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PgEventStore } from '../../src/audit/pg-store.ts';
import { serviceSource } from '../../src/serve/page-source.ts';
import { type RunningService, startService } from '../../src/serve/server.ts';
import { SessionHost } from '../../src/serve/session-host.ts';
import {
  CALLS,
  comparable,
  INSTRUCTION,
  inProcessVerdicts,
  resultOf,
  SPEC,
  send,
  TOKEN,
  TOOLS,
} from './helpers.ts';
import { startPgCluster } from './pg-cluster.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const started = await startPgCluster();
const skip = typeof started === 'string' ? started : false;
const cluster = typeof started === 'string' ? undefined : started;

/** `intentguard serve --postgres` as its own process; resolves with its URL once it listens. */
function spawnInstance(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=intentguard-source',
      'src/cli/main.ts',
      'serve',
      '--postgres',
      url,
      '--port',
      '0',
    ],
    { cwd: ROOT, env: { ...process.env, INTENTGUARD_TOKEN: TOKEN }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /intentguard serve: (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, base: m[1]! });
    });
    child.stderr!.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('exit', (code) => reject(new Error(`the instance exited (${code}): ${err}`)));
  });
}

describe('intentguard serve on PostgreSQL, two instances', { skip }, () => {
  let store: PgEventStore;
  let host: SessionHost;
  let second: RunningService;

  before(async () => {
    store = await PgEventStore.open(cluster!.url, { key: TOKEN });
    host = new SessionHost({ store });
    second = await startService({ token: TOKEN, host, pages: serviceSource(host) });
  });
  after(async () => {
    await second?.close();
    await host?.close();
    await store?.close();
    cluster?.stop();
  });

  it('continues a session on the second instance after the first is killed with kill -9', async () => {
    const expected = await inProcessVerdicts(CALLS);
    const first = await spawnInstance(cluster!.url);
    const created = await send(first.base, 'POST', '/v1/sessions', {
      body: { instruction: INSTRUCTION, tools: TOOLS, spec: SPEC, agent: 'archiver' },
    });
    assert.equal(created.status, 201, created.text);
    const id = created.body.id as string;
    const seen: unknown[] = [];
    const decide = async (base: string, i: number) => {
      const call = CALLS[i]!;
      const r = await send(base, 'POST', `/v1/sessions/${id}/decide`, { body: call });
      assert.equal(r.status, 200, r.text);
      seen.push(comparable(r.body));
      if (r.body.approvalId) {
        const ok = await send(base, 'POST', `/v1/approvals/${r.body.approvalId}`, {
          body: { approve: true },
        });
        assert.equal(ok.body.state, 'approved');
      }
      if (r.body.disposition === 'approved' || r.body.approvalId)
        assert.equal(
          (
            await send(base, 'POST', `/v1/sessions/${id}/results`, {
              body: { decisionId: r.body.decisionId, result: resultOf(call) },
            })
          ).status,
          200,
        );
    };
    for (const i of [0, 1, 2]) await decide(first.base, i);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    for (const i of [3, 4]) await decide(second.url, i);
    assert.deepEqual(seen, expected.map(comparable));
    const timeline = (await send(second.url, 'GET', `/v1/sessions/${id}`)).body.entries;
    assert.deepEqual(
      timeline.map((e: { status: string }) => e.status),
      ['blocked', 'executed', 'blocked', 'confirmed', 'executed'],
    );
  });

  it('loses and duplicates nothing when decides reach both instances at once', async () => {
    const other = await spawnInstance(cluster!.url);
    try {
      const created = await send(other.base, 'POST', '/v1/sessions', {
        body: { instruction: INSTRUCTION, tools: TOOLS, spec: SPEC },
      });
      const id = created.body.id as string;
      const calls = Array.from({ length: 16 }, (_, i) => ({
        tool: 'list_files',
        args: { folder: `invoices/2024-q3/box-${i}` },
      }));
      const replies = await Promise.all(
        calls.map((c, i) =>
          send(i % 2 === 0 ? other.base : second.url, 'POST', `/v1/sessions/${id}/decide`, { body: c }),
        ),
      );
      for (const r of replies) assert.equal(r.status, 200, r.text);
      const ids = replies.map((r) => r.body.decisionId as string);
      assert.equal(new Set(ids).size, calls.length, 'every decide got its own decision');
      const events = await store.events(id);
      assert.deepEqual(
        events.map((e) => e.seq),
        calls.map((_, i) => i + 1),
      );
      const folders = events
        .map((e) => (e.body.kind === 'decide' ? e.body.call.args.folder : undefined))
        .sort();
      assert.deepEqual(folders, calls.map((c) => c.args.folder).sort());
      // an approval answered on both instances at once is answered exactly once
      const approval = await send(other.base, 'POST', `/v1/sessions/${id}/decide`, { body: CALLS[3] });
      const answers = await Promise.all([
        send(other.base, 'POST', `/v1/approvals/${approval.body.approvalId}`, { body: { approve: true } }),
        send(second.url, 'POST', `/v1/approvals/${approval.body.approvalId}`, { body: { approve: false } }),
      ]);
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
      assert.equal((await store.events(id)).filter((e) => e.body.kind === 'confirm').length, 1);
    } finally {
      other.child.kill('SIGKILL');
    }
  });
});
