// A throwaway PostgreSQL for the service tests (scripts/pg-test-server.sh), or the reason there is none.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'pg-test-server.sh');

export interface PgCluster {
  url: string;
  stop(): void;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts a cluster, or returns the reason the tests must skip (no PostgreSQL binaries). */
export async function startPgCluster(): Promise<PgCluster | string> {
  const dir = mkdtempSync(join(tmpdir(), 'ig-pg-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const r = spawnSync('bash', [SCRIPT, 'start', join(dir, 'cluster'), String(port)], { encoding: 'utf8' });
  if (r.status === 3) {
    rmSync(dir, { recursive: true, force: true });
    return `PostgreSQL is not installed (${r.stderr.trim()}); .ci/run installs it`;
  }
  if (r.status !== 0) throw new Error(`could not start PostgreSQL: ${r.stderr}`);
  return {
    url: r.stdout.trim(),
    stop: () => {
      spawnSync('bash', [SCRIPT, 'stop', join(dir, 'cluster')]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
