// Over --http one client must not be able to hold every session: idle sessions close, each client
// has its own bound, and the overall bound refuses rather than evicting someone else. The clock is
// injected, so nothing here sleeps; real proxy, real filesystem server, real SDK clients.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpHttpEndpoint, McpHttpOptions } from '../../src/agent/mcp-http.ts';
import { connectUpstream, McpGuardProxy } from '../../src/agent/mcp-proxy.ts';
import {
  type ElicitAnswer,
  FS_SERVER,
  FS_SPEC_TEXT,
  newClient,
  type Scratch,
  scratchTree,
  textOf,
} from './mcp-helpers.ts';

describe('MCP proxy over HTTP: session bounds', () => {
  let tree: Scratch;
  let proxy: McpGuardProxy;
  const endpoints: McpHttpEndpoint[] = [];
  const clients: Client[] = [];
  let clock = 0;

  before(async () => {
    tree = scratchTree();
    const upstream = await connectUpstream({
      command: process.execPath,
      args: [FS_SERVER, tree.root],
      stderr: 'ignore',
    });
    proxy = await McpGuardProxy.create({ upstream, task: { kind: 'spec', spec: FS_SPEC_TEXT } });
  });

  after(async () => {
    for (const c of clients) await c.close().catch(() => undefined);
    for (const e of endpoints) await e.close();
    await proxy?.close();
    tree?.cleanup();
  });

  const serve = async (options: Omit<McpHttpOptions, 'port' | 'now'>) => {
    const endpoint = await proxy.serveHttp({ port: 0, host: '127.0.0.1', now: () => clock, ...options });
    endpoints.push(endpoint);
    return endpoint;
  };

  /** `elicit`: the client supports elicitation and answers with it, as slowly as the test likes. */
  const connect = async (endpoint: McpHttpEndpoint, token?: string, elicit?: () => Promise<ElicitAnswer>) => {
    const client = newClient(elicit ? () => ({ action: 'cancel' }) : undefined);
    if (elicit)
      client.setRequestHandler(ElicitRequestSchema, async () => {
        const { action, allow } = await elicit();
        return action === 'accept' ? { action, content: { allow: allow === true } } : { action };
      });
    clients.push(client);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    await client.connect(
      new StreamableHTTPClientTransport(new URL(endpoint.url), { requestInit: { headers } }),
    );
    return client;
  };

  /** Whether the client's session still answers. */
  const alive = async (client: Client) =>
    client.listTools().then(
      () => true,
      () => false,
    );

  it('a session idle past the timeout is closed; one in use is kept', async () => {
    const endpoint = await serve({ idleTimeoutMs: 60_000 });
    const a = await connect(endpoint);
    clock += 45_000;
    assert.equal(await alive(a), true); // used: its idle time starts again
    clock += 45_000;
    const b = await connect(endpoint);
    assert.equal(endpoint.sessionCount, 2);
    clock += 45_000;
    assert.equal(await alive(b), true);
    clock += 20_000; // a: 65 s unused; b: 20 s
    const c = await connect(endpoint);
    assert.equal(endpoint.sessionCount, 2);
    assert.equal(await alive(a), false);
    assert.equal(await alive(b), true);
    assert.equal(await alive(c), true);
  });

  it('a session answering a request (here: waiting on the user) is not idle, however long it takes', async () => {
    const endpoint = await serve({ idleTimeoutMs: 60_000 });
    let answer!: (a: ElicitAnswer) => void;
    let asked!: () => void;
    const question = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const waiting = await connect(endpoint, undefined, () => {
      asked();
      return new Promise<ElicitAnswer>((resolve) => {
        answer = resolve;
      });
    });
    // a move outside the plan is put to the user, who takes a long time to answer
    const move = waiting.callTool({
      name: 'move_file',
      arguments: { source: join(tree.root, 'notes.txt'), destination: join(tree.root, 'notes-kept.txt') },
    });
    await question;
    clock += 10 * 60_000;
    const other = await connect(endpoint);
    assert.equal(endpoint.sessionCount, 2);
    answer({ action: 'decline' });
    const result = await move;
    assert.match(textOf(result), /the user was asked and chose decline/);
    assert.equal(await alive(other), true);
  });

  it("a client at its own bound displaces its least recently used session, never another client's", async () => {
    const endpoint = await serve({ maxSessionsPerClient: 2 });
    const first = await connect(endpoint, 'alpha');
    clock += 1;
    const second = await connect(endpoint, 'alpha');
    clock += 1;
    const beta = await connect(endpoint, 'beta');
    clock += 1;
    assert.equal(await alive(first), true); // first is now the most recently used of alpha's
    clock += 1;
    const third = await connect(endpoint, 'alpha');
    assert.equal(endpoint.sessionCount, 3);
    assert.equal(await alive(second), false);
    assert.equal(await alive(first), true);
    assert.equal(await alive(third), true);
    assert.equal(await alive(beta), true);
  });

  it('at the overall bound a new session is refused with the bound named, until idle ones close', async () => {
    const endpoint = await serve({ maxSessions: 2, idleTimeoutMs: 60_000 });
    const one = await connect(endpoint, 'one');
    await connect(endpoint, 'two');
    await assert.rejects(
      connect(endpoint, 'three'),
      /too many open MCP sessions: 2 \(limit maxSessions = 2\)/,
    );
    assert.equal(await alive(one), true);
    clock += 60_001;
    const later = await connect(endpoint, 'three');
    assert.equal(await alive(later), true);
    assert.equal(endpoint.sessionCount, 1);
  });
});
