// The CLI's top-level commands: a name, the one-line summary `--help` lists, and how to load the
// module that registers it. `program.ts` loads only the command that runs; adding one is one entry.
import type { Command } from 'commander';
import type { CliContext } from './context.ts';

export interface CommandEntry {
  name: string;
  /** what `intentguard --help` lists; test/cli/commands.test.ts keeps it equal to the module's own */
  summary: string;
  /** loads the command's module (and with it the library parts it needs) and registers it */
  load(): Promise<(program: Command, cli: CliContext) => void>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'demo',
    summary:
      "replay RefineAct's running examples through the verifier with a scripted agent (no key, no server)",
    load: async () => (await import('./demo.ts')).registerDemoCommand,
  },
  {
    name: 'spec',
    summary: 'work with specifications (Prolog text or JSON)',
    load: async () => (await import('./spec.ts')).registerSpecCommands,
  },
  {
    name: 'check',
    summary: 'decide every proposed action of a JSONL calls file against a spec (or an instruction)',
    load: async () => (await import('./check.ts')).registerCheckCommand,
  },
  {
    name: 'formalize',
    summary:
      "derive a spec from an instruction and the task's tools; exit 1 with the reasons when none is valid",
    load: async () => (await import('./formalize.ts')).registerFormalizeCommand,
  },
  {
    name: 'log',
    summary:
      'list recorded decisions (audit database: --db, $INTENTGUARD_AUDIT_DB, or .intentguard/audit.db)',
    load: async () => (await import('./log.ts')).registerLogCommands,
  },
  {
    name: 'mcp',
    summary:
      'run an MCP server behind the guard: every tools/call is checked before it reaches the server (put the server command after --)',
    load: async () => (await import('./mcp.ts')).registerMcpCommand,
  },
  {
    name: 'rules',
    summary: 'VeriSafe rules: Horn clauses over typed app states (docs/rules.md)',
    load: async () => (await import('./rules.ts')).registerRulesCommands,
  },
  {
    name: 'plan',
    summary:
      'workflow plans made before any data is seen: verify them against a policy, explain them, run verified ones',
    load: async () => (await import('./plan.ts')).registerPlanCommands,
  },
  {
    name: 'replay',
    summary:
      'replay recorded benchmark trajectories through the guard and the baselines; report recall, false positives and friction',
    load: async () => (await import('./replay.ts')).registerReplayCommand,
  },
  {
    name: 'serve',
    summary:
      'run the guard as an HTTP service: sessions, decisions, an approval inbox and web pages (SQLite, or PostgreSQL for many instances)',
    load: async () => (await import('./serve.ts')).registerServeCommand,
  },
  {
    name: 'ui',
    summary: 'show the web pages of intentguard serve, read-only, over an existing SQLite audit log',
    load: async () => (await import('./ui.ts')).registerUiCommand,
  },
];

/**
 * The command the arguments name (`intentguard check …`, `intentguard help check`), or undefined
 * for the program's own help, its version, or an unknown name (commander then reports it).
 */
export function commandNamed(args: readonly string[]): CommandEntry | undefined {
  const first = args.find((a) => !a.startsWith('-'));
  const name = first === 'help' ? args[args.indexOf('help') + 1] : first;
  return COMMANDS.find((c) => c.name === name);
}
