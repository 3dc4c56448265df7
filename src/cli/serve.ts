// `intentguard serve`: the guard as an HTTP service (src/serve). Thin: parses flags, opens the
// store (SQLite file or PostgreSQL), prints the URL and the token once, and waits for a signal.
import type { Command } from 'commander';
import { MIN_STORE_SECRET, type SessionEventStore, STORE_KEY_ENV } from '../audit/index.ts';
import { InputError } from '../core/index.ts';
import type { CliContext } from './context.ts';
import { EXIT_OK, runCommand } from './io.ts';

export const SERVE_SUMMARY =
  'run the guard as an HTTP service: sessions, decisions, an approval inbox and web pages (SQLite, or PostgreSQL for many instances)';

interface ServeFlags {
  host: string;
  port: string;
  db?: string;
  postgres?: string;
  token?: string;
  storeKey?: string;
  allowHost?: string[];
}

export const TOKEN_ENV = 'INTENTGUARD_TOKEN';
export const DEFAULT_SERVE_DB = '.intentguard/serve.db';

export function registerServeCommand(program: Command, cli: CliContext): void {
  program
    .command('serve')
    .description(SERVE_SUMMARY)
    .option('--host <host>', 'address to listen on (anything but loopback exposes the service)', '127.0.0.1')
    .option('--port <n>', 'port (0: any free port)', '8787')
    .option('--db <file>', `SQLite event store for one instance (default ${DEFAULT_SERVE_DB})`)
    .option('--postgres <url>', 'PostgreSQL shared by every instance (postgres://user@host:port/db)')
    .option('--token <token>', `bearer token (default $${TOKEN_ENV}, else generated and printed once)`)
    .option(
      '--store-key <secret>',
      `secret the event store is sealed under (default $${STORE_KEY_ENV}, else the token); every instance sharing a store needs the same`,
    )
    .option('--allow-host <name...>', 'further Host header values to accept (behind a proxy)')
    .addHelpText(
      'after',
      `
Every route but /healthz needs "Authorization: Bearer <token>"; the pages at / accept the token or
a sign-in. The API is described at /openapi.json; see docs/serve.md for a curl session.`,
    )
    .action((flags: ServeFlags) => runCommand(cli, () => runServe(flags, cli)));
}

async function runServe(flags: ServeFlags, cli: CliContext): Promise<number> {
  const port = parsePort(flags.port);
  if (flags.db !== undefined && flags.postgres !== undefined)
    throw new InputError('give --db or --postgres, not both');
  const { SessionHost, generateToken, serviceSource, startService } = await import('../serve/index.ts');
  const given = flags.token ?? cli.env[TOKEN_ENV];
  if (given !== undefined && given.length < 16)
    throw new InputError('the token must be at least 16 characters');
  const token = given ?? generateToken();
  const storeKey = flags.storeKey ?? cli.env[STORE_KEY_ENV] ?? token;
  if (storeKey.length < MIN_STORE_SECRET)
    throw new InputError(`the store key must be at least ${MIN_STORE_SECRET} characters`);
  const store = await openStore(flags, storeKey);
  const host = new SessionHost({ store });
  let service: Awaited<ReturnType<typeof startService>>;
  try {
    service = await startService({
      token,
      host,
      pages: serviceSource(host),
      hostname: flags.host,
      port,
      ...(flags.allowHost ? { allowedHosts: flags.allowHost } : {}),
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const where = flags.postgres !== undefined ? 'PostgreSQL' : `SQLite ${flags.db ?? DEFAULT_SERVE_DB}`;
  cli.print(`intentguard serve: ${service.url} (${where})`);
  if (given === undefined) cli.print(`token: ${token}`);
  await waitForSignal();
  await service.close();
  await host.close();
  await store.close();
  return EXIT_OK;
}

/** Opens the store sealed under `key`; a wrong key stops here, before the service listens. */
async function openStore(flags: ServeFlags, key: string): Promise<SessionEventStore> {
  const { PgEventStore, SqliteEventStore } = await import('../audit/index.ts');
  if (flags.postgres !== undefined) {
    try {
      return await PgEventStore.open(flags.postgres, { key });
    } catch (error) {
      if (error instanceof InputError) throw error;
      throw new InputError(`could not open PostgreSQL at --postgres: ${(error as Error).message}`);
    }
  }
  return SqliteEventStore.open(flags.db ?? DEFAULT_SERVE_DB, { key });
}

export function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535)
    throw new InputError(`--port must be a port number from 0 to 65535 (got ${value})`);
  return n;
}

export function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
