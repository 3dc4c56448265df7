// The MCP proxy as a library: confirmations through elicitation and the declare_task flow, with
// the real filesystem server as upstream and an in-memory client.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { connectUpstream, DECLARE_TASK, McpGuardProxy, type McpTask } from '../../src/agent/mcp-proxy.ts';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import {
  type ElicitAnswer,
  FS_SERVER,
  FS_SPEC_TEXT,
  newClient,
  type Scratch,
  scratchTree,
  snapshot,
  textOf,
} from './mcp-helpers.ts';

/** The proxy answers first and records the outcome right after (in the next turn of the event loop). */
const outcomesWritten = () => new Promise((resolve) => setImmediate(resolve));

/** One upstream filesystem server per suite; each test connects its own client (its own session). */
function proxySuite(task: McpTask, mode?: 'shadow') {
  const ctx = {} as { tree: Scratch; proxy: McpGuardProxy; audit: MemoryAuditStore; clients: Client[] };
  before(async () => {
    ctx.tree = scratchTree();
    ctx.audit = new MemoryAuditStore();
    ctx.clients = [];
    const upstream = await connectUpstream({
      command: process.execPath,
      args: [FS_SERVER, ctx.tree.root],
      stderr: 'ignore',
    });
    ctx.proxy = await McpGuardProxy.create({ upstream, task, audit: ctx.audit, ...(mode ? { mode } : {}) });
  });
  after(async () => {
    for (const c of ctx.clients) await c.close();
    await ctx.proxy?.close();
    ctx.tree?.cleanup();
  });
  const connect = async (elicit?: (message: string) => ElicitAnswer) => {
    const { server } = await ctx.proxy.openConnection();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = newClient(elicit);
    await client.connect(clientSide);
    ctx.clients.push(client);
    return client;
  };
  return { ctx, connect };
}

describe('MCP proxy: confirmations through elicitation', () => {
  const { ctx, connect } = proxySuite({ kind: 'spec', spec: FS_SPEC_TEXT });

  it('asks the user about the exact call; a decline keeps it from running', async () => {
    const client = await connect(() => ({ action: 'decline' }));
    const before = snapshot(ctx.tree.dir);
    const src = join(ctx.tree.root, 'notes.txt');
    const r = await client.callTool({
      name: 'move_file',
      arguments: { source: src, destination: join(ctx.tree.outside, 'n.txt') },
    });
    assert.equal(r.isError, true);
    assert.match(textOf(r), /the user was asked and chose decline/);
    assert.equal(client.asked.length, 1);
    assert.match(client.asked[0]!, /call: {3}move_file/);
    assert.match(client.asked[0]!, /reason: move_file is not part of the plan/);
    assert.match(client.asked[0]!, /scope: {2}this exact call/);
    assert.deepEqual(snapshot(ctx.tree.dir), before);
  });

  it('an accepted confirmation runs exactly that call, once', async () => {
    const client = await connect(() => ({ action: 'accept', allow: true }));
    const src = join(ctx.tree.root, 'notes.txt');
    const dst = join(ctx.tree.root, 'notes-old.txt');
    const r = await client.callTool({ name: 'move_file', arguments: { source: src, destination: dst } });
    assert.ok(!r.isError, textOf(r));
    assert.ok(existsSync(dst) && !existsSync(src));
    await outcomesWritten();
    const moves = (await ctx.audit.list()).filter((e) => e.decision.call.tool === 'move_file');
    assert.deepEqual(
      moves.map((e) => e.status),
      ['denied', 'confirmed'],
    );
  });
});

describe('MCP proxy: the task declared at run time', () => {
  const { ctx, connect } = proxySuite({ kind: 'declared' });

  it('offers declare_task; before it only read-only tools run', async () => {
    const client = await connect();
    const tools = (await client.listTools()).tools;
    const declare = tools.find((t) => t.name === DECLARE_TASK);
    assert.ok(declare);
    assert.deepEqual(declare.inputSchema.required, ['instruction', 'spec']);
    const list = await client.callTool({ name: 'list_directory', arguments: { path: ctx.tree.root } });
    assert.match(textOf(list), /notes\.txt/);
    const write = await client.callTool({
      name: 'write_file',
      arguments: { path: join(ctx.tree.root, 'summary.txt'), content: 'x' },
    });
    assert.equal(write.isError, true);
    assert.match(textOf(write), /no task has been declared for this connection\. Call declare_task/);
    assert.ok(!existsSync(join(ctx.tree.root, 'summary.txt')));
  });

  it('a bad spec is refused with located issues; a good one is enforced from then on, once per connection', async () => {
    const client = await connect(() => ({ action: 'accept', allow: true }));
    const bad = await client.callTool({
      name: DECLARE_TASK,
      arguments: {
        instruction: 'Summarise notes.txt',
        spec: 'refined_step(1, rm_rf, [], true, gone, none).',
      },
    });
    assert.equal(bad.isError, true);
    assert.match(textOf(bad), /spec:1:\d+: .*rm_rf is not a tool of the toolkit/);

    const ok = await client.callTool({
      name: DECLARE_TASK,
      arguments: {
        instruction: 'Read notes.txt and write a short summary of it to summary.txt.',
        spec: FS_SPEC_TEXT,
      },
    });
    assert.ok(!ok.isError, textOf(ok));
    assert.match(textOf(ok), /Task declared \(the user accepted it/);

    const env = await client.callTool({
      name: 'write_file',
      arguments: { path: join(ctx.tree.root, '.env'), content: 'x' },
    });
    assert.match(textOf(env), /forbidden pattern '\.env'/);
    await client.callTool({ name: 'read_text_file', arguments: { path: join(ctx.tree.root, 'notes.txt') } });
    const summary = join(ctx.tree.root, 'summary.txt');
    const write = await client.callTool({
      name: 'write_file',
      arguments: { path: summary, content: 'A greeting.' },
    });
    assert.ok(!write.isError, textOf(write));
    assert.equal(readFileSync(summary, 'utf8'), 'A greeting.');

    const again = await client.callTool({
      name: DECLARE_TASK,
      arguments: { instruction: 'Delete everything', spec: 'risky_action(write_file, zzz, reject).' },
    });
    assert.equal(again.isError, true);
    assert.match(textOf(again), /already declared for this connection .* cannot be changed/);
    const declarations = (await ctx.audit.list()).filter((e) => e.decision.call.tool === DECLARE_TASK);
    assert.deepEqual(
      declarations.map((e) => e.status),
      ['blocked', 'confirmed', 'blocked'],
    );
  });

  it('when the client can ask, the user must accept the declared task', async () => {
    const client = await connect(() => ({ action: 'accept', allow: false }));
    const r = await client.callTool({
      name: DECLARE_TASK,
      arguments: { instruction: 'Read notes.txt and summarise it.', spec: FS_SPEC_TEXT },
    });
    assert.equal(r.isError, true);
    assert.match(textOf(r), /the user was asked and did not allow it/);
    assert.match(client.asked[0]!, /Read notes\.txt and summarise it\.[\s\S]*risky_action\(write_file/);
    // still undeclared: writes are refused
    const write = await client.callTool({
      name: 'write_file',
      arguments: { path: join(ctx.tree.root, 'x.txt'), content: 'x' },
    });
    assert.match(textOf(write), /no task has been declared/);
  });
});

describe('MCP proxy: shadow mode', () => {
  const { ctx, connect } = proxySuite({ kind: 'spec', spec: FS_SPEC_TEXT }, 'shadow');

  it('decides and records every call but enforces nothing', async () => {
    const client = await connect();
    const env = join(ctx.tree.root, '.env');
    const r = await client.callTool({ name: 'write_file', arguments: { path: env, content: 'x' } });
    assert.ok(!r.isError, textOf(r));
    assert.ok(existsSync(env));
    await outcomesWritten();
    const entries = await ctx.audit.list();
    assert.deepEqual(
      entries.map((e) => `${e.decision.verdict.disposition}:${e.status}`),
      ['rejected:executed'],
    );
  });
});
