// Overhead of guarding: per call through each adapter (guarded vs the same tool unguarded, in
// process), and through the MCP proxy (the real filesystem server over stdio, via
// `intentguard mcp` vs directly). The tools do no work, so the difference is what the guard adds.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tool as langchainTool } from '@langchain/core/tools';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { tool as agentsTool, RunContext } from '@openai/agents';
import { tool as aiTool, jsonSchema, type ToolExecutionOptions } from 'ai';
import { z } from 'zod';
import { guardAiSdk } from '../src/agent/ai-sdk.ts';
import { guardLangChain } from '../src/agent/langchain.ts';
import { guardOpenAiAgents } from '../src/agent/openai-agents.ts';
import { SqliteAuditStore } from '../src/audit/sqlite-store.ts';
import { createGuard } from '../src/guard/index.ts';
import { gc, percentile, table } from './stats.ts';

const WARMUP = 200;
const CALLS = 2000;
const MCP_CALLS = 500;
const SQL = { query: 'SELECT id, email FROM users WHERE last_login IS NULL' };
// the RefineAct production-db spec, with step 1 repeatable so every SELECT is approved
const SPEC = `user_goal(report, [param(table, users)], [no_destructive_changes]).
refined_step(1, execute_sql, [], true, queried, none).
template_step(1).
risky_action(execute_sql, 'DROP TABLE', reject).
risky_action(execute_sql, 'TRUNCATE', reject).
risky_action(execute_sql, 'DELETE FROM', user_consent).
`;
const task = { instruction: 'List users who never logged in.', spec: SPEC };

/** The smallest stdio-to-stdio MCP proxy (research/dependencies.md §4): what the extra process hop costs. */
const PASS_THROUGH = `
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListToolsRequestSchema, CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
const [command, ...args] = [process.execPath, ...process.argv.slice(1)];
const upstream = new Client({ name: 'pass', version: '0' });
await upstream.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
const server = new Server({ name: 'pass', version: '0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, (r) => upstream.listTools(r.params));
server.setRequestHandler(CallToolRequestSchema, (r) => upstream.callTool(r.params));
process.stdin.once('end', () => upstream.close().then(() => process.exit(0)));
await server.connect(new StdioServerTransport());
`;

interface Row {
  path: string;
  unguarded: number[];
  guarded: number[];
}

/** Alternates the two variants call by call so drift hits both alike. */
async function compare(
  path: string,
  plain: () => Promise<unknown>,
  guarded: () => Promise<unknown>,
  n = CALLS,
): Promise<Row> {
  for (let i = 0; i < WARMUP; i++) {
    await plain();
    await guarded();
  }
  gc();
  const row: Row = { path, unguarded: [], guarded: [] };
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await plain();
    row.unguarded.push(performance.now() - t);
    t = performance.now();
    await guarded();
    row.guarded.push(performance.now() - t);
  }
  return row;
}

async function aiSdkRows(audit?: SqliteAuditStore): Promise<Row> {
  const tools = {
    execute_sql: aiTool({
      inputSchema: jsonSchema<{ query: string }>({
        type: 'object',
        properties: { query: { type: 'string' } },
      }),
      execute: async ({ query }) => query.length,
    }),
  };
  const { tools: guarded, guard } = await guardAiSdk(tools, { ...task, ...(audit ? { audit } : {}) });
  let n = 0;
  const opts = (): ToolExecutionOptions => ({ toolCallId: `c${n++}`, messages: [] });
  const g = guarded.execute_sql;
  const row = await compare(
    audit ? 'AI SDK tool set + SQLite audit' : 'AI SDK tool set (needsApproval + execute)',
    async () => tools.execute_sql.execute!(SQL, opts()),
    async () => {
      const o = opts();
      await (g.needsApproval as (i: unknown, o: ToolExecutionOptions) => Promise<boolean>)(SQL, o);
      return g.execute!(SQL, o);
    },
  );
  guard.session.close();
  return row;
}

async function agentsRow(): Promise<Row> {
  const original = agentsTool({
    name: 'execute_sql',
    description: 'run SQL',
    parameters: z.object({ query: z.string() }),
    execute: async ({ query }) => query.length,
  });
  const { tools, guard } = await guardOpenAiAgents([original], task);
  const guarded = tools[0]!;
  const guardrail = guarded.inputGuardrails!.at(-1)!;
  const ctx = new RunContext();
  const input = JSON.stringify(SQL);
  let n = 0;
  const row = await compare(
    'OpenAI Agents tool (input guardrail + invoke)',
    () => original.invoke(ctx, input),
    async () => {
      const toolCall = {
        type: 'function_call' as const,
        callId: `c${n++}`,
        name: 'execute_sql',
        arguments: input,
      };
      await guardrail.run({ context: ctx, agent: undefined as never, toolCall });
      return guarded.invoke(ctx, input, { toolCall });
    },
  );
  guard.session.close();
  return row;
}

async function langchainRow(): Promise<Row> {
  const original = langchainTool(async ({ query }: { query: string }) => String(query.length), {
    name: 'execute_sql',
    description: 'run SQL',
    schema: z.object({ query: z.string() }),
  });
  const { tools, guard } = await guardLangChain([original], task);
  const row = await compare(
    'LangChain tool (wrapper invoke)',
    () => original.invoke(SQL),
    () => tools[0]!.invoke(SQL),
  );
  guard.session.close();
  return row;
}

async function coreRow(): Promise<Row> {
  const guard = await createGuard({ ...task, tools: [{ name: 'execute_sql' }] });
  const run = async () => SQL.query.length;
  const row = await compare('Guard.run (no framework)', run, () =>
    guard.run({ tool: 'execute_sql', args: SQL }, run),
  );
  guard.session.close();
  return row;
}

async function mcpRows(): Promise<Row[]> {
  const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
  const server = here('../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'intentguard-bench-')));
  const specFile = join(dir, 'spec.pl');
  writeFileSync(specFile, 'refined_step(1, read_text_file, [], true, read, none).\ntemplate_step(1).\n');
  const root = join(dir, 'root');
  mkdirSync(root);
  writeFileSync(join(root, 'notes.txt'), 'hello\n');
  const connect = async (args: string[]) => {
    const c = new Client({ name: 'bench', version: '0' });
    await c.connect(new StdioClientTransport({ command: process.execPath, args, stderr: 'ignore' }));
    return c;
  };
  const viaProxy = (extra: string[]) =>
    connect([
      here('../bin/intentguard.js'),
      'mcp',
      '--spec',
      specFile,
      '--quiet',
      ...extra,
      '--',
      process.execPath,
      server,
      root,
    ]);
  const direct = await connect([server, root]);
  const passThrough = await connect(['--input-type=module', '-e', PASS_THROUGH, server, root]);
  const proxy = await viaProxy(['--no-audit']);
  const audited = await viaProxy(['--audit-db', join(dir, 'audit.db')]);
  const read = (c: Client) => () =>
    c.callTool({ name: 'read_text_file', arguments: { path: join(root, 'notes.txt') } });
  try {
    return [
      await compare(
        'pass-through MCP proxy, no guard (the hop alone)',
        read(direct),
        read(passThrough),
        MCP_CALLS,
      ),
      await compare('intentguard mcp (stdio), no audit', read(direct), read(proxy), MCP_CALLS),
      await compare('intentguard mcp (stdio), SQLite audit', read(direct), read(audited), MCP_CALLS),
    ];
  } finally {
    await Promise.all([direct.close(), passThrough.close(), proxy.close(), audited.close()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

function stats(row: Row): Array<string | number> {
  const u = [...row.unguarded].sort((a, b) => a - b);
  const g = [...row.guarded].sort((a, b) => a - b);
  const med = (s: number[]) => percentile(s, 50);
  const p95 = (s: number[]) => percentile(s, 95);
  return [row.path, u.length, med(u), p95(u), med(g), p95(g), med(g) - med(u)];
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'intentguard-bench-audit-'));
  const audit = new SqliteAuditStore({ path: join(dir, 'audit.db') });
  const inProcess = [
    await coreRow(),
    await aiSdkRows(),
    await aiSdkRows(audit),
    await agentsRow(),
    await langchainRow(),
  ];
  await audit.close();
  rmSync(dir, { recursive: true, force: true });
  const header = [
    'path',
    'calls',
    'unguarded median ms',
    'unguarded p95 ms',
    'guarded median ms',
    'guarded p95 ms',
    'added median ms',
  ];
  console.log('### Guard overhead per tool call, in process (approved SELECT; tool does no work)\n');
  console.log(table(header, inProcess.map(stats)));
  console.log(
    '\n### MCP proxy vs calling the server directly (server-filesystem read_text_file over stdio)\n',
  );
  console.log(
    table(
      header.map((h) => h.replace('unguarded', 'direct').replace('guarded', 'via proxy')),
      (await mcpRows()).map(stats),
    ),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
