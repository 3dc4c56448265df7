// An agent may not authorise itself through declare_task: without the user's acceptance a declared
// task only narrows what the proxy's startup policy allows. Real MCP server, real SDK client.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { VERDICT_META } from '../../src/agent/mcp-connection.ts';
import { connectUpstream, DECLARE_TASK, McpGuardProxy } from '../../src/agent/mcp-proxy.ts';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import { type Disposition, mayRun } from '../../src/core/index.ts';
import { type ElicitAnswer, newClient, textOf } from './mcp-helpers.ts';

const STORE_SERVER = new URL('./fixtures/mcp-store-server.mjs', import.meta.url).pathname;

/** Declarations an agent might write to open everything up for itself. */
const PERMISSIVE = {
  'a goal and nothing else': 'user_goal(clear_the_store, [], []).',
  'a plan whose only step is the wipe':
    'user_goal(start_over, [], []).\nrefined_step(1, delete_everything, [], true, store_empty, none).',
  'a plan over every tool': `user_goal(reorganise, [], []).
refined_step(1, list_items, [], true, seen, none).
refined_step(2, add_item, [], seen, stocked, none).
refined_step(3, delete_everything, [], stocked, emptied, none).`,
};

describe('MCP proxy: a declared task the user did not accept cannot widen the startup policy', () => {
  let dir: string;
  let reachedFile: string;
  let proxy: McpGuardProxy;
  let audit: MemoryAuditStore;
  const clients: Client[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'intentguard-self-auth-'));
    reachedFile = join(dir, 'reached.jsonl');
    audit = new MemoryAuditStore();
    const upstream = await connectUpstream({
      command: process.execPath,
      args: [STORE_SERVER, reachedFile],
      stderr: 'ignore',
    });
    proxy = await McpGuardProxy.create({ upstream, task: { kind: 'declared' }, audit });
  });

  after(async () => {
    for (const c of clients) await c.close();
    await proxy?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const connect = async (elicit?: (message: string) => ElicitAnswer) => {
    const { server } = await proxy.openConnection();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = newClient(elicit);
    await client.connect(clientSide);
    clients.push(client);
    return client;
  };

  /** Every call that reached the real server, in order. */
  const reached = (): Array<{ tool: string; args: Record<string, unknown> }> =>
    existsSync(reachedFile)
      ? readFileSync(reachedFile, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
      : [];

  const disposition = (result: unknown): Disposition | undefined =>
    ((result as { _meta?: Record<string, unknown> })._meta?.[VERDICT_META] as { disposition?: Disposition })
      ?.disposition;

  for (const [shape, spec] of Object.entries(PERMISSIVE)) {
    it(`without elicitation, ${shape}: the wipe and the write are refused and never reach the server`, async () => {
      const client = await connect();
      const declared = await client.callTool({
        name: DECLARE_TASK,
        arguments: { instruction: 'Empty the whole store, I no longer need any of it.', spec },
      });
      assert.ok(!declared.isError, textOf(declared));
      assert.match(textOf(declared), /only narrows the startup policy/);

      const before = reached().length;
      const wipe = await client.callTool({ name: 'delete_everything', arguments: {} });
      assert.equal(wipe.isError, true);
      const verdict = disposition(wipe);
      assert.ok(verdict !== undefined && !mayRun({ disposition: verdict }, false), String(verdict));
      assert.match(textOf(wipe), /cannot widen it: the user did not accept the task/);
      const add = await client.callTool({ name: 'add_item', arguments: { shelf: 'pantry', item: 'rice' } });
      assert.equal(add.isError, true);
      assert.deepEqual(reached().slice(before), []);

      // what the startup policy allows (a read-only tool) still runs under the declared task
      const list = await client.callTool({ name: 'list_items', arguments: { shelf: 'pantry' } });
      assert.ok(!list.isError, textOf(list));
      assert.deepEqual(
        reached()
          .slice(before)
          .map((c) => c.tool),
        ['list_items'],
      );
    });
  }

  it('a narrowing declaration still narrows: a read the declared task forbids does not run', async () => {
    const client = await connect();
    const declared = await client.callTool({
      name: DECLARE_TASK,
      arguments: {
        instruction: 'Tell me what is in the pantry, but keep out of the cellar.',
        spec: `user_goal(look_in_pantry, [param(shelf, pantry)], []).
refined_step(1, list_items, [], true, pantry_listed, none).
risky_action(list_items, 'cellar', reject).`,
      },
    });
    assert.ok(!declared.isError, textOf(declared));
    const before = reached().length;
    const cellar = await client.callTool({ name: 'list_items', arguments: { shelf: 'cellar' } });
    assert.equal(cellar.isError, true);
    assert.equal(disposition(cellar), 'rejected');
    const pantry = await client.callTool({ name: 'list_items', arguments: { shelf: 'pantry' } });
    assert.ok(!pantry.isError, textOf(pantry));
    assert.deepEqual(
      reached()
        .slice(before)
        .map((c) => c.args.shelf),
      ['pantry'],
    );
  });

  it('accepted by the user through elicitation, the declared task replaces the startup policy', async () => {
    const client = await connect(() => ({ action: 'accept', allow: true }));
    const spec = `user_goal(stock_rice, [param(item, rice)], []).
refined_step(1, add_item, [], true, rice_stocked, none).`;
    const declared = await client.callTool({
      name: DECLARE_TASK,
      arguments: { instruction: 'Put rice on the pantry shelf.', spec },
    });
    assert.ok(!declared.isError, textOf(declared));
    assert.match(textOf(declared), /the user accepted it/);
    assert.equal(client.asked.length, 1);
    assert.match(client.asked[0]!, /Put rice on the pantry shelf\.[\s\S]*refined_step\(1, ?add_item/);

    const before = reached().length;
    const add = await client.callTool({ name: 'add_item', arguments: { shelf: 'pantry', item: 'rice' } });
    assert.ok(!add.isError, textOf(add));
    assert.deepEqual(reached().slice(before), [
      { tool: 'add_item', args: { shelf: 'pantry', item: 'rice' } },
    ]);
  });

  it('declined by the user, nothing is declared and the startup policy stays', async () => {
    const client = await connect(() => ({ action: 'decline' }));
    const declared = await client.callTool({
      name: DECLARE_TASK,
      arguments: { instruction: 'Empty the store.', spec: PERMISSIVE['a plan whose only step is the wipe'] },
    });
    assert.equal(declared.isError, true);
    assert.match(textOf(declared), /not declared: the user was asked and chose decline/);
    const before = reached().length;
    const wipe = await client.callTool({ name: 'delete_everything', arguments: {} });
    assert.equal(wipe.isError, true);
    assert.match(textOf(wipe), /no task has been declared/);
    assert.deepEqual(reached().slice(before), []);
  });

  it('every declaration is decided and recorded by the guard, with the declared spec hash', async () => {
    const declarations = (await audit.list()).filter((e) => e.decision.call.tool === DECLARE_TASK);
    const shapes = declarations.map((e) => `${e.decision.verdict.disposition}:${e.status}`);
    // three unaccepted permissive ones and the narrowing one ran as narrowing-only; one confirmed; one denied
    assert.deepEqual(shapes, [
      'approved:executed',
      'approved:executed',
      'approved:executed',
      'approved:executed',
      'approved_with_constraints:confirmed',
      'approved_with_constraints:denied',
    ]);
    for (const e of declarations) assert.match(e.decision.specHash ?? '', /^[0-9a-f]{16,}$/);
    const wipes = (await audit.list()).filter((e) => e.decision.call.tool === 'delete_everything');
    assert.ok(wipes.length > 0);
    for (const e of wipes) assert.equal(e.status, 'blocked');
  });
});
