// declare_task over Streamable HTTP: each client's declaration is its own. One client declaring a
// permissive task (even one written to open everything up) must not change what another client
// may do, nor may a later declaration by the other change the first one's task.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { connectUpstream, DECLARE_TASK, McpGuardProxy } from '../../src/agent/mcp-proxy.ts';
import { FS_SERVER, FS_SPEC_TEXT, newClient, type Scratch, scratchTree, textOf } from './mcp-helpers.ts';

describe('MCP proxy over HTTP: one client declaring a task does not affect another', () => {
  let tree: Scratch;
  let proxy: McpGuardProxy;
  let endpoint: { url: string; close(): Promise<void> };
  const clients: Array<ReturnType<typeof newClient>> = [];

  before(async () => {
    tree = scratchTree();
    const upstream = await connectUpstream({
      command: process.execPath,
      args: [FS_SERVER, tree.root],
      stderr: 'ignore',
    });
    proxy = await McpGuardProxy.create({ upstream, task: { kind: 'declared' } });
    endpoint = await proxy.serveHttp({ port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    for (const c of clients) await c.close();
    await endpoint?.close();
    await proxy?.close();
    tree?.cleanup();
  });

  /**
   * `accepting`: the client asks its user, who accepts the declared task (only then may a
   * declaration widen anything) and declines every other question.
   */
  const connect = async (accepting = false) => {
    const client = newClient(
      accepting
        ? (message) =>
            /^The agent declares this task/.test(message)
              ? { action: 'accept', allow: true }
              : { action: 'decline' }
        : undefined,
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint.url)));
    clients.push(client);
    return client;
  };

  it("A's declaration lets A write; B, connected alongside, still may not; B's own task leaves A's alone", async () => {
    const a = await connect(true);
    const b = await connect(true);
    const declared = await a.callTool({
      name: DECLARE_TASK,
      arguments: {
        instruction: 'Read notes.txt and write a short summary of it to summary.txt.',
        spec: FS_SPEC_TEXT,
      },
    });
    assert.ok(!declared.isError, textOf(declared));

    const fromB = join(tree.root, 'from-b.txt');
    const writeB = await b.callTool({ name: 'write_file', arguments: { path: fromB, content: 'b' } });
    assert.equal(writeB.isError, true);
    assert.match(textOf(writeB), /no task has been declared for this connection/);
    assert.ok(!existsSync(fromB));

    // B declares a task of its own whose spec names only reads; A's plan still lets A write
    const declaredB = await b.callTool({
      name: DECLARE_TASK,
      arguments: {
        instruction: 'List the files.',
        spec: 'refined_step(1, list_directory, [], true, listed, none).',
      },
    });
    assert.ok(!declaredB.isError, textOf(declaredB));
    await a.callTool({ name: 'read_text_file', arguments: { path: join(tree.root, 'notes.txt') } });
    const summary = join(tree.root, 'summary.txt');
    const writeA = await a.callTool({ name: 'write_file', arguments: { path: summary, content: 'hi' } });
    assert.ok(!writeA.isError, textOf(writeA));
    assert.equal(readFileSync(summary, 'utf8'), 'hi');

    // and A's task (write summary.txt) still does not carry over to B
    const writeB2 = await b.callTool({ name: 'write_file', arguments: { path: fromB, content: 'b' } });
    assert.equal(writeB2.isError, true);
    assert.ok(!existsSync(fromB));
  });
});
