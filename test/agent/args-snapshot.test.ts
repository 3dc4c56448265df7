// What was decided is what runs: argument objects a tool could read differently from the guard
// (getters, toJSON, Proxies, class instances, prototype tricks, symbol keys, non-JSON values, cycles)
// are either snapshotted once into frozen plain JSON that the tool is handed, or rejected unrun.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalJson, SNAPSHOT_MAX_DEPTH, snapshotArgs, trySnapshotArgs } from '../../src/core/index.ts';
import { watchedGuard } from './helpers.ts';

/** Paths a tool must never be handed in these tests: the watching check rejects any call naming one. */
const FORBIDDEN = /\/etc\/shadow|\.ssh\/|id_ed25519/;

function guardFor(mode: 'enforce' | 'shadow' = 'enforce') {
  return watchedGuard(`snap-${mode}`, FORBIDDEN, mode);
}

function deepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(deepFrozen);
}

/** A getter that answers harmlessly the first time and with a credential file afterwards. */
function switching(harmless: string, then = '/home/u/.ssh/id_ed25519'): () => string {
  let reads = 0;
  return () => (reads++ === 0 ? harmless : then);
}

class Target {
  constructor(readonly path: string) {}
}
class SneakyTarget {
  get path(): string {
    return '/etc/shadow';
  }
}

const cyclic = () => {
  const o: Record<string, unknown> = { path: 'notes.txt' };
  o.self = o;
  return o;
};
const nested = (levels: number): Record<string, unknown> => {
  let o: Record<string, unknown> = { path: 'deep.txt' };
  for (let i = 0; i < levels; i++) o = { next: o };
  return o;
};
/** Each level refers twice to the level below: small in memory, 2^levels nodes when unfolded. */
const unfolding = (levels: number): Record<string, unknown> => {
  let o: Record<string, unknown> = { leaf: 'x' };
  for (let i = 0; i < levels; i++) o = { left: o, right: o };
  return o;
};

/** A probe: arguments, and either the JSON the tool must get, or the path where the guard must stop. */
type Probe =
  | { name: string; args: () => unknown; runsWith: unknown }
  | { name: string; args: () => unknown; faultAt: string | RegExp };

const PROBES: Probe[] = [
  {
    name: 'plain data',
    args: () => ({ path: 'notes.txt', lines: [1, 2] }),
    runsWith: { lines: [1, 2], path: 'notes.txt' },
  },
  {
    name: 'getter switching to a key file after the first read',
    args: () => Object.defineProperty({}, 'path', { get: switching('notes.txt'), enumerable: true }),
    faultAt: '$.path',
  },
  {
    name: 'getter deep inside options',
    args: () => ({
      options: { target: Object.defineProperty({}, 'file', { get: switching('a.txt'), enumerable: true }) },
    }),
    faultAt: '$.options.target.file',
  },
  {
    name: 'getter on an array item',
    args: () => ({
      files: Object.defineProperty(['a.txt'], 0, { get: switching('a.txt'), enumerable: true }),
    }),
    faultAt: '$.files[0]',
  },
  {
    name: 'getter that throws',
    args: () => ({
      get path(): string {
        throw new Error('boom');
      },
    }),
    faultAt: '$.path',
  },
  {
    name: 'toJSON giving another path to serializers',
    args: () => ({ path: 'notes.txt', toJSON: () => ({ path: '/etc/shadow' }) }),
    faultAt: '$.toJSON',
  },
  {
    name: 'class instance with toJSON',
    args: () => ({
      target: new (class Shown {
        toJSON() {
          return 'notes.txt';
        }
      })(),
    }),
    faultAt: '$.target',
  },
  { name: 'Buffer', args: () => ({ data: Buffer.from('/etc/shadow') }), faultAt: '$.data' },
  { name: 'Uint8Array', args: () => ({ data: new Uint8Array([47, 101]) }), faultAt: '$.data' },
  { name: 'Date', args: () => ({ when: new Date(0) }), faultAt: '$.when' },
  { name: 'Map', args: () => ({ env: new Map([['HOME', '/root']]) }), faultAt: '$.env' },
  { name: 'Set', args: () => ({ tags: new Set(['a']) }), faultAt: '$.tags' },
  { name: 'RegExp', args: () => ({ pattern: /x/ }), faultAt: '$.pattern' },
  { name: 'URL', args: () => ({ url: new URL('https://example.org/') }), faultAt: '$.url' },
  { name: 'boxed string', args: () => ({ path: new String('notes.txt') }), faultAt: '$.path' },
  {
    name: 'class instance with data fields',
    args: () => ({ target: new Target('notes.txt') }),
    faultAt: '$.target',
  },
  {
    name: 'class instance with a prototype getter',
    args: () => ({ target: new SneakyTarget() }),
    faultAt: '$.target',
  },
  { name: 'Proxy as the arguments', args: () => new Proxy({ path: 'notes.txt' }, {}), faultAt: '$' },
  {
    name: 'Proxy whose get trap switches',
    args: () => ({ opts: new Proxy({ path: 'a' }, { get: switching('notes.txt') }) }),
    faultAt: '$.opts',
  },
  { name: 'Proxy around an array', args: () => ({ files: new Proxy(['a.txt'], {}) }), faultAt: '$.files' },
  {
    name: 'inherited property the keys do not show',
    args: () => Object.assign(Object.create({ path: '/etc/shadow' }) as object, { mode: 'read' }),
    faultAt: '$',
  },
  {
    name: 'prototype swapped after creation',
    args: () => Object.setPrototypeOf({ mode: 'read' }, { path: '/etc/shadow' }),
    faultAt: '$',
  },
  {
    name: 'null-prototype object of plain data',
    args: () => Object.assign(Object.create(null) as object, { path: 'notes.txt' }),
    runsWith: { path: 'notes.txt' },
  },
  {
    name: 'own __proto__ key from JSON text stays a key',
    args: () => JSON.parse('{"__proto__": {"path": "/tmp/x"}, "path": "notes.txt"}'),
    runsWith: JSON.parse('{"__proto__": {"path": "/tmp/x"}, "path": "notes.txt"}'),
  },
  { name: 'symbol key', args: () => ({ path: 'notes.txt', [Symbol('path')]: '/etc/shadow' }), faultAt: '$' },
  {
    name: 'non-enumerable property',
    args: () =>
      Object.defineProperty({ path: 'notes.txt' }, 'override', { value: '/etc/shadow', enumerable: false }),
    faultAt: '$.override',
  },
  {
    name: 'undefined property is left out',
    args: () => ({ path: 'notes.txt', mode: undefined }),
    runsWith: { path: 'notes.txt' },
  },
  { name: 'undefined array item', args: () => ({ files: ['a', undefined] }), faultAt: '$.files[1]' },
  // biome-ignore lint/suspicious/noSparseArray: the hole is the probe
  { name: 'array hole', args: () => ({ files: ['a', , 'c'] }), faultAt: '$.files[1]' },
  {
    name: 'array with an extra named property',
    args: () => ({ files: Object.assign(['a'], { extra: 1 }) }),
    faultAt: '$.files',
  },
  { name: 'function value', args: () => ({ path: () => '/etc/shadow' }), faultAt: '$.path' },
  { name: 'BigInt', args: () => ({ amount: 10n }), faultAt: '$.amount' },
  { name: 'NaN', args: () => ({ amount: Number.NaN }), faultAt: '$.amount' },
  { name: 'Infinity', args: () => ({ limit: Number.POSITIVE_INFINITY }), faultAt: '$.limit' },
  { name: 'negative zero is zero', args: () => ({ offset: -0 }), runsWith: { offset: 0 } },
  { name: 'symbol value', args: () => ({ path: Symbol('x') }), faultAt: '$.path' },
  { name: 'object containing itself', args: cyclic, faultAt: '$.self' },
  {
    name: 'cycle through an array',
    args: () => {
      const list: unknown[] = [];
      const o = { list };
      list.push(o);
      return o;
    },
    faultAt: '$.list[0]',
  },
  {
    name: 'one object reached twice (no cycle) is copied twice',
    args: () => {
      const shared = { path: 'notes.txt' };
      return { a: shared, b: shared };
    },
    runsWith: { a: { path: 'notes.txt' }, b: { path: 'notes.txt' } },
  },
  {
    name: 'nesting deeper than the bound',
    args: () => nested(SNAPSHOT_MAX_DEPTH + 2),
    faultAt: `$${'.next'.repeat(SNAPSHOT_MAX_DEPTH)}`,
  },
  {
    name: 'nesting within the bound',
    args: () => nested(10),
    runsWith: JSON.parse(JSON.stringify(nested(10))),
  },
  {
    name: 'shared references unfolding past the size bound',
    args: () => unfolding(40),
    // the count runs out somewhere down the first branches
    faultAt: /^\$(?:\.left|\.right)+$/,
  },
  { name: 'arguments as an array', args: () => [{ path: 'notes.txt' }], faultAt: '$' },
  { name: 'arguments as a string', args: () => 'notes.txt', faultAt: '$' },
  {
    name: 'arguments object of a function',
    args: () =>
      (function (this: unknown, ..._rest: unknown[]) {
        // biome-ignore lint/complexity/noArguments: the arguments object is the probe
        return { list: arguments };
      })('a'),
    // it carries an own Symbol.iterator (and a non-enumerable length)
    faultAt: '$.list',
  },
  {
    name: 'unicode and a lone surrogate',
    args: () => ({ text: 'naïve \ud800 ✓' }),
    runsWith: { text: 'naïve \ud800 ✓' },
  },
];

describe('arguments are decided and run as one frozen JSON snapshot', () => {
  it(`has ${PROBES.length} probes`, () => assert.ok(PROBES.length >= 40));

  for (const probe of PROBES) {
    it(probe.name, async () => {
      const { guard, seen, audit } = await guardFor();
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
      const [entry] = await audit.list();
      assert.ok(entry, 'the decision is on record');
      if ('runsWith' in probe) {
        assert.equal(outcome.ran, true);
        assert.equal(runs, 1);
        // the very object the guard decided on, frozen, plain, and equal to what the check read
        assert.equal(received, outcome.decision.call.args);
        assert.ok(deepFrozen(received));
        assert.deepEqual(received, probe.runsWith);
        assert.deepEqual(seen, [canonicalJson(received)]);
        assert.equal(canonicalJson(entry.decision.call.args), canonicalJson(received));
        assert.equal(Object.getPrototypeOf(received), Object.prototype);
      } else {
        assert.equal(outcome.ran, false);
        assert.equal(runs, 0);
        assert.deepEqual(seen, [], 'the checks never see arguments that have no faithful snapshot');
        assert.equal(outcome.decision.verdict.disposition, 'rejected');
        assert.equal(outcome.decision.verdict.findings[0]?.code, 'unparseable_input');
        const at = /at (\S+?), /.exec(outcome.decision.unreadableArgs ?? '')?.[1];
        if (typeof probe.faultAt === 'string')
          assert.equal(at, probe.faultAt, outcome.decision.unreadableArgs);
        else assert.match(at ?? '', probe.faultAt, outcome.decision.unreadableArgs);
        assert.equal(entry.decision.verdict.disposition, 'rejected');
        assert.equal(entry.status, 'blocked');
      }
    });
  }
});

describe('the snapshot holds after the decision', () => {
  it('the caller changing its object while the user is asked does not change what runs', async () => {
    const { guard, seen } = await guardFor();
    const args: Record<string, unknown> = { path: 'notes.txt' };
    const decision = await guard.decide({ tool: 'read_file', args });
    args.path = '/etc/shadow';
    assert.equal(guard.mayRun(decision), true);
    assert.equal(decision.call.args.path, 'notes.txt');
    assert.deepEqual(seen, ['{"path":"notes.txt"}']);
    assert.throws(() => {
      (decision.call.args as Record<string, unknown>).path = '/etc/shadow';
    }, TypeError);
  });

  it('a tool cannot change the snapshot for the record that follows', async () => {
    const { guard } = await guardFor();
    const outcome = await guard.run(
      { tool: 'write_file', args: { path: 'a.txt', opts: { mode: 'w' } } },
      async (args) => {
        try {
          (args.opts as Record<string, unknown>).mode = 'a';
        } catch {
          // frozen: the assignment throws in strict code
        }
        return args;
      },
    );
    assert.equal(outcome.ran, true);
    assert.deepEqual(outcome.decision.call.args, { path: 'a.txt', opts: { mode: 'w' } });
  });

  it('shadow mode runs what it decided on, and never runs arguments it could not read', async () => {
    const { guard } = await guardFor('shadow');
    let got: unknown;
    const ok = await guard.run({ tool: 'read_file', args: { path: '/etc/shadow' } }, async (args) => {
      got = args;
      return 1;
    });
    assert.equal(ok.ran, true, 'shadow mode runs a rejected call');
    assert.equal(got, ok.decision.call.args);
    const bad = await guard.run(
      {
        tool: 'read_file',
        args: Object.defineProperty({}, 'path', { get: switching('a'), enumerable: true }),
      },
      async () => 1,
    );
    assert.equal(bad.ran, false);
  });

  it('a snapshot passed again is taken as is', () => {
    const first = snapshotArgs({ path: 'notes.txt', list: [1] });
    assert.equal(snapshotArgs(first), first);
    const wrapped = snapshotArgs({ inner: first });
    assert.equal(wrapped.inner, first);
  });

  it('the fault says where and what, and what to pass instead', () => {
    const result = trySnapshotArgs({ a: { b: [0, 1n] } });
    assert.equal(result.ok, false);
    assert.throws(
      () => snapshotArgs({ a: { b: [0, 1n] } }),
      /at \$\.a\.b\[1\], a BigInt has no JSON form; pass plain JSON data/,
    );
  });

  it('a getter is never run: not by the guard, not by the snapshot', () => {
    let reads = 0;
    const args = Object.defineProperty({}, 'path', {
      get: () => {
        reads++;
        return 'notes.txt';
      },
      enumerable: true,
    });
    assert.equal(trySnapshotArgs(args).ok, false);
    assert.equal(reads, 0);
  });
});
