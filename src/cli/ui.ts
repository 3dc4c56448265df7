// `intentguard ui --db FILE`: the service's pages, read-only, over an existing SQLite audit log
// (what `intentguard mcp` and the adapters record) or a serve event store (no key: redacted copies).
import type { Command } from 'commander';
import { resolveAuditDbPath } from '../audit/index.ts';
import type { PageSource } from '../serve/index.ts';
import type { CliContext } from './context.ts';
import { EXIT_OK, runCommand } from './io.ts';
import { parsePort, TOKEN_ENV, waitForSignal } from './serve.ts';

export const UI_SUMMARY =
  'show the web pages of intentguard serve, read-only, over an existing SQLite audit log';

interface UiFlags {
  db?: string;
  host: string;
  port: string;
  token?: string;
}

export function registerUiCommand(program: Command, cli: CliContext): void {
  program
    .command('ui')
    .description(UI_SUMMARY)
    .option(
      '--db <file>',
      'audit database, or an event store of intentguard serve (default: $INTENTGUARD_AUDIT_DB or .intentguard/audit.db)',
    )
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--port <n>', 'port (0: any free port)', '8788')
    .option('--token <token>', `token for the pages (default $${TOKEN_ENV}, else generated and printed once)`)
    .action((flags: UiFlags) => runCommand(cli, () => runUi(flags, cli)));
}

async function runUi(flags: UiFlags, cli: CliContext): Promise<number> {
  const port = parsePort(flags.port);
  const { SqliteAuditStore, SqliteEventStore } = await import('../audit/index.ts');
  const { auditLogSource, eventStoreSource, generateToken, startService } = await import('../serve/index.ts');
  const path = resolveAuditDbPath(flags.db, cli.env);
  // an event store of `intentguard serve` is read without its key: its redacted copies only
  let store: { path: string; close(): Promise<void> };
  let pages: PageSource;
  if (await SqliteEventStore.isEventStore(path)) {
    const events = await SqliteEventStore.open(path, { readOnly: true });
    store = events;
    pages = eventStoreSource(events);
  } else {
    const log = new SqliteAuditStore({ path, mustExist: true });
    store = log;
    pages = auditLogSource(log);
  }
  const given = flags.token ?? cli.env[TOKEN_ENV];
  const token = given ?? generateToken();
  const service = await startService({
    token,
    pages,
    hostname: flags.host,
    port,
  }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  cli.print(`intentguard ui: ${service.url} (read-only, ${store.path})`);
  if (given === undefined) cli.print(`token: ${token}`);
  await waitForSignal();
  await service.close();
  await store.close();
  return EXIT_OK;
}
