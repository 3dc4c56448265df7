// `intentguard log`: list, export and replay the audit log. Thin: the work is in src/audit.
import { createWriteStream } from 'node:fs';
import type { Command } from 'commander';
import type { AuditEntry } from '../audit/index.ts';
import {
  bySession,
  exportJsonl,
  type RedecideReport,
  type Redecider,
  redecideSession,
  resolveAuditDbPath,
  SqliteAuditStore,
  sessionRedecider,
} from '../audit/index.ts';
import { canonicalJson, InputError } from '../core/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { compileSpec } from '../spec/index.ts';
import { loadTools } from '../tools/index.ts';
import type { CliContext } from './context.ts';
import { checkOutputFile, EXIT_FINDINGS, EXIT_OK, readText, runCommand } from './io.ts';
import { specInput } from './spec.ts';

/** Builds the guard `log replay` re-decides with, for one recorded session. */
export type RedeciderFactory = (input: {
  spec: string;
  tools?: string;
  instruction?: string;
}) => Promise<(sessionId: string) => Redecider>;

export interface LogCommandOptions {
  /** default: a core Session on the spec file (and tools file) */
  redeciderFor?: RedeciderFactory;
}

interface SharedOptions {
  db?: string;
  session?: string;
  json?: boolean;
}

export function registerLogCommands(
  program: Command,
  cli: CliContext,
  options: LogCommandOptions = {},
): void {
  const log = program
    .command('log')
    .description(
      `list recorded decisions (audit database: --db, $INTENTGUARD_AUDIT_DB, or .intentguard/audit.db)`,
    )
    .option('--db <path>', 'audit database file')
    .option('--session <id>', 'only this session')
    .option('--json', 'print JSON instead of text')
    .option('--limit <n>', 'list only the most recent N decisions', parseCount)
    .configureHelp({ showGlobalOptions: true })
    .action((opts: SharedOptions & { limit?: number }) =>
      runCommand(cli, async () => {
        const store = openStore(opts.db, cli);
        try {
          const query = {
            ...(opts.session ? { sessionId: opts.session } : {}),
            ...(opts.limit ? { limit: opts.limit } : {}),
          };
          const entries = await store.list(query);
          if (opts.json) cli.print(JSON.stringify(entries, null, 2));
          else if (entries.length === 0) cli.print('(no decisions recorded)');
          else for (const e of entries) cli.print(formatEntry(e));
          return EXIT_OK;
        } finally {
          await store.close();
        }
      }),
    );

  log
    .command('export')
    .description('write the log as JSON Lines, one decision with its outcome per line (oldest first)')
    .option('--out <file>', 'write to this file instead of standard output')
    .action((opts: { out?: string }, command: Command) =>
      runCommand(cli, async () => {
        if (opts.out) checkOutputFile(opts.out, '--out');
        const shared = command.optsWithGlobals<SharedOptions>();
        const store = openStore(shared.db, cli);
        try {
          const query = shared.session ? { sessionId: shared.session } : {};
          if (!opts.out) {
            await exportJsonl(store, (line) => cli.io.writeOut(line), query);
            return EXIT_OK;
          }
          const file = createWriteStream(opts.out);
          const count = await exportJsonl(store, (line) => void file.write(line), query);
          await new Promise<void>((resolve, reject) =>
            file.end((error?: Error | null) => (error ? reject(error) : resolve())),
          );
          cli.printError(`${count} decision(s) written to ${opts.out}`);
          return EXIT_OK;
        } finally {
          await store.close();
        }
      }),
    );

  log
    .command('replay')
    .description(
      're-decide recorded calls with the current guard; print every verdict that changed (exit 1 if any)',
    )
    .requiredOption('--spec <file>', 'spec to decide with (.pl Prolog text or .json)')
    .option('--tools <file>', 'tools of the task (any format the tool registry reads)')
    .option(
      '--instruction <text>',
      "the user's instruction the recorded session guarded (for the provenance check)",
    )
    .action((opts: { spec: string; tools?: string; instruction?: string }, command: Command) =>
      runCommand(cli, async () => {
        const shared = command.optsWithGlobals<SharedOptions>();
        const factory = options.redeciderFor ?? defaultRedeciderFactory;
        const redeciderFor = await factory({
          spec: opts.spec,
          ...(opts.tools ? { tools: opts.tools } : {}),
          ...(opts.instruction !== undefined ? { instruction: opts.instruction } : {}),
        });
        const store = openStore(shared.db, cli);
        const reports: RedecideReport[] = [];
        try {
          const entries = await store.list(shared.session ? { sessionId: shared.session } : {});
          for (const [sessionId, group] of bySession(entries)) {
            reports.push(await redecideSession(group, redeciderFor(sessionId)));
          }
        } finally {
          await store.close();
        }
        if (shared.json) cli.print(JSON.stringify(reports.map(reportJson), null, 2));
        else if (reports.length === 0) cli.print('(no decisions recorded)');
        else for (const r of reports) cli.print(formatReport(r));
        return reports.some((r) => r.changes.length > 0) ? EXIT_FINDINGS : EXIT_OK;
      }),
    );
}

/** The full guard on a spec file: compiled once, a fresh session per replayed session. */
const defaultRedeciderFactory: RedeciderFactory = async ({ spec, tools, instruction }) => {
  const engine = await PrologEngine.shared();
  const toolList = tools ? await loadTools(tools) : undefined;
  const checked = compileSpec(engine, specInput(spec, readText(spec, 'spec')), {
    source: spec,
    ...(toolList ? { toolkit: toolList.map((t) => t.name) } : {}),
  });
  return (sessionId) =>
    sessionRedecider(
      {
        engine,
        spec: checked,
        ...(toolList ? { tools: toolList } : {}),
        ...(instruction !== undefined ? { instruction } : {}),
      },
      sessionId,
    );
};

function openStore(db: string | undefined, cli: CliContext): SqliteAuditStore {
  return new SqliteAuditStore({ path: resolveAuditDbPath(db, cli.env), mustExist: true });
}

function parseCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InputError(`--limit must be a positive integer (got ${value})`);
  return n;
}

function callText(e: AuditEntry, max = 80): string {
  const text = `${e.decision.call.tool}${canonicalJson(e.decision.call.args)}`;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function formatEntry(e: AuditEntry): string {
  const d = e.decision;
  const step = d.verdict.step !== undefined ? ` step ${d.verdict.step}` : '';
  const head = `${d.time}  ${d.sessionId}  ${callText(e)}  ${d.verdict.disposition}${step}  ${e.status}  ${d.latencyMs.toFixed(2)} ms`;
  const lines = [head];
  if (d.verdict.disposition !== 'approved') lines.push(`    ${d.verdict.feedback}`);
  if (e.outcome?.error) lines.push(`    error: ${e.outcome.error}`);
  return lines.join('\n');
}

function formatReport(r: RedecideReport): string {
  const redacted =
    r.redactedCalls > 0
      ? ` (${r.redactedCalls} call(s) stored redacted: re-decided on [REDACTED] values)`
      : '';
  const lines = [
    `session ${r.sessionId}: ${r.calls} call(s), ${r.changes.length} verdict(s) changed${redacted}`,
  ];
  for (const c of r.changes) {
    lines.push(
      `  ${c.entry.decision.time}  ${callText(c.entry)}: ${c.before.disposition} → ${c.after.disposition} (${c.changed.join(', ')})`,
    );
    lines.push(`      now: ${c.after.feedback}`);
  }
  return lines.join('\n');
}

function reportJson(r: RedecideReport): unknown {
  return {
    sessionId: r.sessionId,
    calls: r.calls,
    redactedCalls: r.redactedCalls,
    changes: r.changes.map((c) => ({
      decisionId: c.entry.decision.id,
      time: c.entry.decision.time,
      call: c.entry.decision.call,
      changed: c.changed,
      before: c.before,
      after: c.after,
    })),
  };
}
