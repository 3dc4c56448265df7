// `npm run bench serve`: decisions per second and latency per decision through `intentguard serve`
// (HTTP on loopback, client in the same process) against the in-process guard: one instance on
// SQLite, and two instances on one PostgreSQL (requests alternate between them, as behind a load
// balancer without stickiness) when scripts/pg-test-server.sh can start one.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgEventStore, type SessionEventStore, SqliteEventStore } from '../src/audit/index.ts';
import { createGuard } from '../src/guard/index.ts';
import { type RunningService, SessionHost, serviceSource, startService } from '../src/serve/index.ts';
import { CALLS, INSTRUCTION, resultOf, SPEC, send, TOKEN, TOOLS } from '../test/serve/helpers.ts';
import { freePort } from '../test/serve/pg-cluster.ts';
import { summarize, table } from './stats.ts';

const SESSIONS = 40;
const CLIENTS = 8;

interface Measure {
  samples: number[];
  seconds: number;
}

async function inProcess(): Promise<Measure> {
  const samples: number[] = [];
  const start = performance.now();
  for (let s = 0; s < SESSIONS; s++) {
    const guard = await createGuard({ instruction: INSTRUCTION, tools: TOOLS, spec: SPEC });
    for (const call of CALLS) {
      const t = performance.now();
      const d = await guard.decide(call);
      samples.push(performance.now() - t);
      if (d.verdict.disposition === 'approved_with_constraints') await guard.confirm(d, true);
      if (guard.mayRun(d)) await guard.ran(d, resultOf(call));
      else await guard.refuse(d);
    }
    guard.session.close();
  }
  return { samples, seconds: (performance.now() - start) / 1000 };
}

/** One agent's task through the service; `bases` alternate per request (one base: one instance). */
async function agentTask(bases: string[], samples: number[]): Promise<void> {
  let n = 0;
  const next = () => bases[n++ % bases.length]!;
  const created = await send(next(), 'POST', '/v1/sessions', {
    body: { instruction: INSTRUCTION, tools: TOOLS, spec: SPEC },
  });
  const id = created.body.id as string;
  for (const call of CALLS) {
    const t = performance.now();
    const r = await send(next(), 'POST', `/v1/sessions/${id}/decide`, { body: call });
    samples.push(performance.now() - t);
    if (r.status !== 200) throw new Error(r.text);
    if (r.body.approvalId)
      await send(next(), 'POST', `/v1/approvals/${r.body.approvalId}`, { body: { approve: true } });
    if (r.body.disposition === 'approved' || r.body.approvalId)
      await send(next(), 'POST', `/v1/sessions/${id}/results`, {
        body: { decisionId: r.body.decisionId, result: resultOf(call) },
      });
  }
}

async function throughService(bases: string[], clients: number): Promise<Measure> {
  const samples: number[] = [];
  const start = performance.now();
  let left = SESSIONS;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) await agentTask(bases, samples);
    }),
  );
  return { samples, seconds: (performance.now() - start) / 1000 };
}

async function instances(stores: SessionEventStore[]): Promise<{ bases: string[]; close(): Promise<void> }> {
  const running: Array<{ service: RunningService; host: SessionHost }> = [];
  for (const store of stores) {
    const host = new SessionHost({ store });
    running.push({ host, service: await startService({ token: TOKEN, host, pages: serviceSource(host) }) });
  }
  return {
    bases: running.map((r) => r.service.url),
    close: async () => {
      for (const r of running) {
        await r.service.close();
        await r.host.close();
      }
    },
  };
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'intentguard-bench-serve-'));
  chmodSync(dir, 0o755);
  const rows: Array<Array<string | number>> = [];
  const add = (name: string, m: Measure, base?: number) => {
    const s = summarize(m.samples);
    rows.push([
      name,
      s.n,
      Math.round(s.n / m.seconds),
      s.median,
      s.p99,
      base === undefined ? '—' : (s.median - base).toFixed(3),
    ]);
    return s.median;
  };
  let pgDir: string | undefined;
  try {
    await inProcess(); // warm the engine and the JIT
    const base = add('in-process guard (createGuard)', await inProcess());

    const sqlite = await SqliteEventStore.open(join(dir, 'serve.db'), { key: TOKEN });
    const one = await instances([sqlite]);
    await throughService(one.bases, 1);
    add('serve, SQLite, 1 instance, 1 client', await throughService(one.bases, 1), base);
    add(`serve, SQLite, 1 instance, ${CLIENTS} clients`, await throughService(one.bases, CLIENTS), base);
    await one.close();
    await sqlite.close();

    pgDir = join(dir, 'pg');
    const script = join(import.meta.dirname, '..', 'scripts', 'pg-test-server.sh');
    const started = spawnSync('bash', [script, 'start', pgDir, String(await freePort())], {
      encoding: 'utf8',
    });
    if (started.status === 0) {
      const url = started.stdout.trim();
      const stores = [
        await PgEventStore.open(url, { key: TOKEN }),
        await PgEventStore.open(url, { key: TOKEN }),
      ];
      const two = await instances(stores);
      await throughService(two.bases, 1);
      add('serve, PostgreSQL, 2 instances alternating, 1 client', await throughService(two.bases, 1), base);
      add(
        `serve, PostgreSQL, 2 instances alternating, ${CLIENTS} clients`,
        await throughService(two.bases, CLIENTS),
        base,
      );
      await two.close();
      for (const s of stores) await s.close();
    } else rows.push(['serve, PostgreSQL (not installed: skipped)', 0, 0, 0, 0, '—']);
  } finally {
    if (pgDir)
      spawnSync('bash', [join(import.meta.dirname, '..', 'scripts', 'pg-test-server.sh'), 'stop', pgDir]);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `${SESSIONS} sessions × ${CALLS.length} decisions (all four dispositions, results and approvals posted); latency of the decide request only\n`,
  );
  console.log(
    table(
      ['setup', 'decisions', 'decisions/s (whole tasks)', 'median ms', 'p99 ms', 'added median ms'],
      rows,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
