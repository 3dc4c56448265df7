// Red-team probes of the argument snapshot, none of them in args-snapshot.test.ts: frozen and
// sealed values, sparse and huge arrays, exotic prototypes, numbers at JSON's edges, duplicate and
// `__proto__` keys in model text, and what the AI SDK and OpenAI Agents wrappers hand their tools.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { tool as agentsTool } from '@openai/agents';
import { tool as aiTool, jsonSchema } from 'ai';
import { z } from 'zod';
import { guardToolSet } from '../../src/agent/ai-sdk.ts';
import { guardAgentTools } from '../../src/agent/openai-agents.ts';
import { canonicalJson, trySnapshotArgs } from '../../src/core/index.ts';
import { watchedGuard } from './helpers.ts';

const FORBIDDEN = /\/etc\/shadow|\.ssh\//;

function guardFor(id: string) {
  return watchedGuard(id, FORBIDDEN);
}

type Probe =
  | { name: string; args: () => unknown; runsWith: unknown }
  | { name: string; args: () => unknown; faultAt: string };

const PROBES: Probe[] = [
  {
    name: 'deep-frozen plain data',
    args: () => Object.freeze({ path: Object.freeze(['a.txt']) }),
    runsWith: { path: ['a.txt'] },
  },
  { name: 'sealed object', args: () => Object.seal({ path: 'notes.txt' }), runsWith: { path: 'notes.txt' } },
  {
    name: 'read-only, non-configurable data property',
    args: () => Object.defineProperty({}, 'path', { value: 'notes.txt', enumerable: true }),
    runsWith: { path: 'notes.txt' },
  },
  {
    name: 'non-enumerable array item is still an item (JSON reads it)',
    args: () => ({ files: Object.defineProperty(['x'], 0, { value: 'a.txt', enumerable: false }) }),
    runsWith: { files: ['a.txt'] },
  },
  {
    name: 'huge sparse array (length 2^32-1)',
    args: () => ({ files: new Array(2 ** 32 - 1) }),
    faultAt: '$.files[0]',
  },
  {
    name: 'sparse array with one far item naming a key file',
    args: () => {
      const files: string[] = ['notes.txt'];
      files[1_000_000] = '/root/.ssh/id_rsa';
      return { files };
    },
    faultAt: '$.files[1]',
  },
  {
    name: 'array with a null prototype',
    args: () => ({ files: Object.setPrototypeOf(['a'], null) }),
    faultAt: '$.files',
  },
  {
    name: 'array whose prototype carries an index getter',
    args: () => {
      const proto = Object.create(Array.prototype, { 1: { get: () => '/etc/shadow' } });
      const files = Object.setPrototypeOf(['a'], proto);
      files.length = 2;
      return { files };
    },
    faultAt: '$.files',
  },
  {
    name: 'object from another realm',
    args: () => ({ opts: runInNewContext('({ path: "notes.txt" })') }),
    faultAt: '$.opts',
  },
  { name: 'Int32Array', args: () => ({ lines: new Int32Array([1, 2]) }), faultAt: '$.lines' },
  { name: 'DataView', args: () => ({ raw: new DataView(new ArrayBuffer(2)) }), faultAt: '$.raw' },
  { name: 'Promise', args: () => ({ path: Promise.resolve('/etc/shadow') }), faultAt: '$.path' },
  { name: 'Error object', args: () => ({ why: new Error('/etc/shadow') }), faultAt: '$.why' },
  {
    name: 'own toString function',
    args: () => ({ path: { toString: () => '/etc/shadow' } }),
    faultAt: '$.path.toString',
  },
  {
    name: 'own valueOf function',
    args: () => ({ amount: { valueOf: () => 10 } }),
    faultAt: '$.amount.valueOf',
  },
  {
    name: 'Symbol.toPrimitive key',
    args: () => ({ path: { [Symbol.toPrimitive]: () => '/etc/shadow' } }),
    faultAt: '$.path',
  },
  {
    name: 'a string property named toString stays data',
    args: () => ({ toString: 'notes.txt' }),
    runsWith: { toString: 'notes.txt' },
  },
  {
    name: 'numbers at the edges of JSON',
    args: () => ({ tiny: 5e-324, big: 1e21, max: Number.MAX_VALUE, unsafe: 2 ** 53 + 2 }),
    runsWith: { tiny: 5e-324, big: 1e21, max: Number.MAX_VALUE, unsafe: 2 ** 53 + 2 },
  },
  { name: '1e400 is Infinity', args: () => ({ limit: Number('1e400') }), faultAt: '$.limit' },
  { name: 'negative infinity', args: () => ({ offset: Number.NEGATIVE_INFINITY }), faultAt: '$.offset' },
  { name: 'boxed number', args: () => ({ amount: Object(5) }), faultAt: '$.amount' },
  { name: 'WeakRef', args: () => ({ ref: new WeakRef({}) }), faultAt: '$.ref' },
  {
    name: 'prototype chain two deep (plain-looking)',
    args: () => ({
      opts: Object.create(Object.create(null, { path: { value: '/etc/shadow', enumerable: true } })),
    }),
    faultAt: '$.opts',
  },
];

describe('red team: the snapshot of unusual argument values', () => {
  it(`has ${PROBES.length} probes`, () => assert.ok(PROBES.length >= 20));
  for (const probe of PROBES) {
    it(probe.name, async () => {
      const { guard, seen } = await guardFor('rt-snap');
      let received: unknown;
      let runs = 0;
      const outcome = await guard.run(
        { tool: 'read_file', args: probe.args() as Record<string, unknown> },
        async (args) => {
          runs++;
          received = args;
          return 'ok';
        },
      );
      if ('runsWith' in probe) {
        assert.equal(runs, 1);
        assert.equal(received, outcome.decision.call.args, 'the tool gets the decided object itself');
        assert.deepEqual(received, probe.runsWith);
        assert.deepEqual(seen, [canonicalJson(received)]);
        assert.ok(Object.isFrozen(received));
      } else {
        assert.equal(runs, 0, 'nothing without a faithful snapshot runs');
        assert.deepEqual(seen, []);
        assert.equal(outcome.decision.verdict.disposition, 'rejected');
        assert.equal(/at (\S+?), /.exec(outcome.decision.unreadableArgs ?? '')?.[1], probe.faultAt);
      }
    });
  }

  it('a JSON `__proto__` key stays a key and never becomes the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"path": "/etc/shadow"}, "path": "notes.txt"}');
    const snap = trySnapshotArgs(parsed);
    assert.ok(snap.ok);
    assert.equal(Object.getPrototypeOf(snap.value), Object.prototype);
    assert.equal((snap.value as { path: string }).path, 'notes.txt');
    assert.deepEqual(Object.keys(snap.value).sort(), ['__proto__', 'path']);
  });
});

describe('red team: what the wrappers hand their tools', () => {
  it('OpenAI Agents: duplicate keys in the model text run as the value the guard decided on', async () => {
    const { guard, seen } = await guardFor('rt-agents');
    const received: unknown[] = [];
    const [t] = guardAgentTools(
      [
        agentsTool({
          name: 'read_file',
          description: 'Read a file',
          parameters: z.object({ path: z.string() }),
          execute: async (input) => {
            received.push(input);
            return 'text';
          },
        }),
      ],
      guard,
    );
    assert.ok(t?.type === 'function');
    // JSON.parse keeps the last duplicate: the guard must see the same one the tool gets
    await t.invoke({} as never, '{"path": "notes.txt", "path": "/root/.ssh/id_rsa"}');
    assert.deepEqual(received, [], 'the key file never reaches the tool');
    assert.deepEqual(seen, ['{"path":"/root/.ssh/id_rsa"}']);
    await t.invoke({} as never, '{"path": "/root/.ssh/id_rsa", "path": "notes.txt"}');
    assert.deepEqual(received, [{ path: 'notes.txt' }]);
  });

  it('AI SDK: a `__proto__` key from the model text reaches the tool as the key the guard read', async () => {
    const { guard, seen } = await guardFor('rt-ai');
    const received: unknown[] = [];
    const { tools } = guardToolSet(
      {
        read_file: aiTool({
          inputSchema: jsonSchema<{ path: string }>({
            type: 'object',
            properties: { path: { type: 'string' } },
          }),
          execute: async (input) => {
            received.push(input);
            return 'text';
          },
        }),
      },
      guard,
    );
    const input = JSON.parse('{"__proto__": {"path": "/etc/shadow"}}');
    const out = await tools.read_file.execute!(input as never, { toolCallId: 'p1', messages: [] });
    // the guard saw the key file under `__proto__` and refused; nothing ran
    assert.match(seen[0] ?? '', /etc\/shadow/);
    assert.deepEqual(received, []);
    assert.match(String(out), /off limits|rejected/i);
  });
});
