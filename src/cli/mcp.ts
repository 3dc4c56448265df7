// `intentguard mcp [--spec FILE | --instruction TEXT] -- COMMAND ARGS…`: run a real MCP server
// behind the guard proxy. Thin: the proxy is in src/agent/mcp-proxy.ts. In stdio mode stdout
// carries the protocol, so everything this command says goes to stderr.
import type { Command } from 'commander';
import type { McpGuardProxy } from '../agent/mcp-proxy.ts';
import type { AuditStore } from '../audit/index.ts';
import { resolveAuditDbPath } from '../audit/index.ts';
import { InputError } from '../core/index.ts';
import type { Formalize } from '../guard/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { parsePolicyText, policyMonitor } from '../plan/index.ts';
import { compileSpec } from '../spec/index.ts';
import type { CliContext } from './context.ts';
import { type GuardFlags, guardOptionsFromFlags, withGuardFlags } from './guard-flags.ts';
import { EXIT_OK, EXIT_UNUSABLE, readText, runCommand } from './io.ts';
import { specInput } from './spec.ts';

interface McpOptions extends GuardFlags {
  spec?: string;
  instruction?: string;
  policy?: string;
  http?: string;
  startupTimeout?: string;
  host: string;
  maxSessions?: string;
  maxSessionsPerClient?: string;
  sessionIdleTimeout?: string;
  shadow?: boolean;
  audit: boolean;
  auditDb?: string;
  quiet?: boolean;
}

export function registerMcpCommand(program: Command, cli: CliContext): void {
  const command = program
    .command('mcp')
    .description(
      'run an MCP server behind the guard: every tools/call is checked before it reaches the server (put the server command after --)',
    )
    .argument('<command>', 'the real MCP server, started as a child over stdio')
    .argument('[args...]', 'its arguments')
    .option('--spec <file>', 'enforce this spec (.pl Prolog text or .json) on every connection')
    .option(
      '--instruction <text>',
      "the user's instruction: formalized into the spec (offline formalizer), or with --spec what values are compared against (provenance)",
    )
    .option(
      '--policy <file>',
      'Guardians policy (JSON/YAML: allowlist, dataflow, automata, contracts) enforced per call',
    )
    .option('--http <port>', 'serve Streamable HTTP on PORT (0: any free port) instead of stdio')
    .option('--startup-timeout <seconds>', 'give up when the MCP server has not answered by then', '30')
    .option('--host <host>', 'address for --http', '127.0.0.1')
    .option('--max-sessions <n>', 'with --http: most concurrent MCP sessions (default 64)')
    .option(
      '--max-sessions-per-client <n>',
      "with --http: most sessions of one client (its bearer token, else its address; default 8); at the bound the client's least recently used session closes",
    )
    .option(
      '--session-idle-timeout <seconds>',
      'with --http: close a session that made no request for this long (default 600)',
    )
    .option('--shadow', 'decide and log every call but enforce nothing')
    .option('--audit-db <path>', 'audit database (default: $INTENTGUARD_AUDIT_DB or .intentguard/audit.db)')
    .option('--no-audit', 'do not record decisions')
    .option('--quiet', 'do not print one line per decision to stderr');
  withGuardFlags(command)
    .addHelpText(
      'after',
      `
Without --spec or --instruction, the client declares the task at run time with the declare_task
tool the proxy adds; until then only tools annotated readOnlyHint run (see docs/integrations.md).

Example:
  intentguard mcp --spec task.pl -- npx -y @modelcontextprotocol/server-filesystem ~/notes`,
    )
    .action((command: string, args: string[], opts: McpOptions) =>
      runCommand(cli, () => runMcp(command, args, opts, cli)),
    );
}

async function runMcp(command: string, args: string[], opts: McpOptions, cli: CliContext): Promise<number> {
  // flags first: a bad one is a one-line error before anything starts
  const port = opts.http === undefined ? undefined : parsePort(opts.http);
  const guardFlags = guardOptionsFromFlags(opts);
  const startupMs = parseSeconds(opts.startupTimeout ?? '30', '--startup-timeout') * 1000;
  const sessionLimits = {
    ...(opts.maxSessions !== undefined
      ? { maxSessions: parseCount(opts.maxSessions, '--max-sessions') }
      : {}),
    ...(opts.maxSessionsPerClient !== undefined
      ? { maxSessionsPerClient: parseCount(opts.maxSessionsPerClient, '--max-sessions-per-client') }
      : {}),
    ...(opts.sessionIdleTimeout !== undefined
      ? { idleTimeoutMs: parseSeconds(opts.sessionIdleTimeout, '--session-idle-timeout') * 1000 }
      : {}),
  };
  // --instruction with --spec: the spec is enforced; the instruction is where user-given values come from
  const given = [opts.spec ?? opts.instruction, opts.policy].filter((x) => x !== undefined);
  if (given.length > 1) throw new InputError('give at most one of --spec (with --instruction) and --policy');
  // a Guardians policy is enforced per call by its runtime monitor, over an empty RefineAct spec
  const policy =
    opts.policy === undefined ? undefined : parsePolicyText(readText(opts.policy, 'policy'), opts.policy);
  const engine = await PrologEngine.shared();
  const formalize = await offlineFormalizer(engine);
  const specText =
    opts.spec !== undefined
      ? specInput(opts.spec, readText(opts.spec, 'spec'))
      : policy !== undefined
        ? // a policy alone: its monitor decides, on an empty spec the checker lets through on purpose
          compileSpec(engine, '', { allowEmpty: true, source: opts.policy ?? 'policy' })
        : undefined;
  const log = opts.quiet ? undefined : (line: string) => cli.printError(line);
  const audit = opts.audit ? await openAudit(opts.auditDb, cli) : undefined;

  // loaded here, not at start-up: other commands do not pay for the MCP SDK
  const { McpGuardProxy: GuardProxy, connectUpstream } = await import('../agent/mcp-proxy.ts');
  let upstream: Awaited<ReturnType<typeof connectUpstream>>;
  try {
    upstream = await connectUpstream({ command, args, stderr: 'inherit', timeoutMs: startupMs });
  } catch (error) {
    await audit?.close();
    throw new InputError(`could not start the MCP server ${command}: ${oneLine(error)}`);
  }
  let proxy: McpGuardProxy;
  try {
    proxy = await GuardProxy.create({
      ...guardFlags,
      upstream,
      engine,
      task:
        specText !== undefined
          ? {
              kind: 'spec',
              spec: specText,
              source: opts.spec ?? opts.policy!,
              ...(opts.instruction !== undefined ? { instruction: opts.instruction } : {}),
            }
          : opts.instruction !== undefined
            ? { kind: 'instruction', instruction: opts.instruction, formalize }
            : { kind: 'declared', formalize },
      ...(policy ? { sessionChecks: () => [policyMonitor(policy)] } : {}),
      ...(opts.shadow ? { mode: 'shadow' as const } : {}),
      ...(audit ? { audit } : {}),
      ...(log ? { log } : {}),
    });
  } catch (error) {
    await upstream.close();
    await audit?.close();
    throw error;
  }

  let code = EXIT_OK;
  let closing = false;
  const stopped = new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    upstream.onclose = () => {
      if (closing) return;
      log?.('[intentguard] the MCP server exited');
      code = EXIT_UNUSABLE;
      resolve();
    };
  });
  const where = opts.policy
    ? `policy ${opts.policy}`
    : opts.spec
      ? `spec ${opts.spec}`
      : opts.instruction
        ? 'the formalized instruction'
        : 'declare_task';
  if (port !== undefined) {
    const endpoint = await proxy.serveHttp({ port, host: opts.host, ...sessionLimits });
    log?.(`[intentguard] serving ${endpoint.url} (${where}; ${proxy.tools.length} tools)`);
    await stopped;
    await endpoint.close();
  } else {
    log?.(`[intentguard] serving stdio (${where}; ${proxy.tools.length} tools)`);
    await Promise.race([proxy.serveStdio(), stopped]);
  }
  closing = true;
  await proxy.close();
  await audit?.close();
  return code;
}

async function openAudit(path: string | undefined, cli: CliContext): Promise<AuditStore> {
  const { SqliteAuditStore } = await import('../audit/index.ts');
  return new SqliteAuditStore({ path: resolveAuditDbPath(path, cli.env) });
}

/** The offline formalizer as the proxy's formalize function (loaded only when it is needed). */
async function offlineFormalizer(engine: PrologEngine): Promise<Formalize> {
  const { formalizeOffline } = await import('../formalize/offline/index.ts');
  return async (instruction, tools) => (await formalizeOffline(instruction, [...tools], { engine })).checked;
}

function parseSeconds(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new InputError(`${flag} must be a positive number of seconds (got ${value})`);
  return n;
}

function parseCount(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InputError(`${flag} must be a whole number of at least 1 (got ${value})`);
  return n;
}

function oneLine(error: unknown): string {
  return ((error as Error)?.message ?? String(error)).split('\n')[0]!;
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InputError(`--http must be a port number from 0 to 65535 (got ${value})`);
  return n;
}
