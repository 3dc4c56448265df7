// Pre-, post- and frame conditions on tools, decided with Z3 where globs are involved.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import picomatch from 'picomatch';
import {
  createZ3Solver,
  type Policy,
  PolicyError,
  parsePlan,
  parsePolicy,
  verifyPlan,
} from '../../src/plan/index.ts';
import { branch, call, planDoc, tool } from './helpers.ts';

const solver = createZ3Solver();
after(() => solver.close());

const tools = [
  tool('delete_file', ['file'], { hints: { destructive: true } }),
  tool('write_file', ['path', 'text']),
  tool('list_files', [], { hints: { readOnly: true } }),
  tool('run_shell', ['command']),
  tool('transfer', ['amount', 'to']),
];
const deletes = {
  delete_file: { effects: [{ deletes: 'file' }] },
  write_file: { effects: [{ writes: 'path', literal: true }] },
};
const verify = (steps: Parameters<typeof planDoc>[0], policy: Policy) =>
  verifyPlan(parsePlan(planDoc(steps)), policy, tools, { solver });
const summary = (r: Awaited<ReturnType<typeof verify>>) =>
  r.violations.map((v) => `${v.category}@${v.step}${v.counterexample ? `:${v.counterexample}` : ''}`);

describe('preconditions', () => {
  it('scalar conditions are evaluated directly: min/max/in', async () => {
    const policy: Policy = {
      contracts: {
        transfer: {
          requires: [
            { argument: 'amount', max: 100 },
            { argument: 'to', in: ['acme.com'] },
          ],
        },
      },
    };
    assert.deepEqual(
      summary(await verify({ t: call('transfer', { amount: 50, to: 'pay@acme.com' }) }, policy)),
      [],
    );
    assert.deepEqual(
      summary(await verify({ t: call('transfer', { amount: 500, to: 'pay@acme.com' }) }, policy)),
      ['precondition@t:amount = 500'],
    );
  });

  it('`within`: the glob argument may only match paths inside the allowed globs (Z3 inclusion)', async () => {
    const policy: Policy = {
      contracts: { delete_file: { requires: [{ argument: 'file', within: ['tmp/**'] }] } },
    };
    assert.deepEqual(summary(await verify({ d: call('delete_file', { file: 'tmp/*.log' }) }, policy)), []);
    const r = await verify({ d: call('delete_file', { file: '*/*.log' }) }, policy);
    assert.equal(r.violations.length, 1);
    const witness = r.violations[0]!.counterexample!;
    assert.ok(picomatch('*/*.log')(witness) && !picomatch('tmp/**')(witness), witness);
  });
});

describe('frame conditions', () => {
  const frame: Policy = {
    contracts: deletes,
    goal: { frame: { deletes: ['build/**'], writes: ['notes.md'] } },
  };

  it('a symbolic pattern could delete anything: a violation, or a runtime check under monitor', async () => {
    const steps = {
      l: call('list_files', {}, 'files', 'd'),
      d: call('delete_file', { file: '@files.0' }),
    };
    assert.deepEqual(summary(await verify(steps, frame)), ['frame@d']);
    const monitored = await verify(steps, { ...frame, onSymbolic: 'monitor' });
    assert.equal(monitored.ok, true);
    assert.equal(monitored.residual[0]?.category, 'frame');
  });

  it('a tool that declares no effects and is not read-only cannot be bounded', async () => {
    assert.deepEqual(summary(await verify({ s: call('run_shell', { command: 'rm -rf /' }) }, frame)), [
      'frame@s',
    ]);
    assert.deepEqual(
      summary(await verify({ l: call('list_files', {}) }, frame)),
      [],
      'read-only tools change nothing',
    );
  });

  it('writes: a literal path is taken literally, outside the frame it is a counterexample', async () => {
    assert.deepEqual(
      summary(await verify({ w: call('write_file', { path: 'notes.md', text: 'x' }) }, frame)),
      [],
    );
    assert.deepEqual(summary(await verify({ w: call('write_file', { path: 'a*.md', text: 'x' }) }, frame)), [
      'frame@w:a*.md',
    ]);
    assert.deepEqual(summary(await verify({ d: call('delete_file', { file: 'build/**/*.o' }) }, frame)), []);
  });
});

describe('postconditions', () => {
  const goal: Policy = { contracts: deletes, goal: { ensures: [{ deleted: ['foo.txt', 'bar.txt'] }] } };

  it('a deletion on only one branch does not establish the postcondition on the other exit', async () => {
    const r = await verify(
      {
        l: call('list_files', {}, 'files', 'if'),
        if: branch({ value: '@files', isEmpty: true }, 'none', 'del'),
        del: call('delete_file', { file: '*.txt' }, undefined, 'end'),
        none: { return: 'nothing to do' },
        end: { return: 'done' },
      },
      goal,
    );
    assert.equal(r.violations.length, 1, 'the exit after the deletion is fine');
    const v = r.violations[0]!;
    assert.equal(v.category, 'postcondition');
    assert.equal(v.step, 'none');
    assert.ok(['foo.txt', 'bar.txt'].includes(v.counterexample!), v.counterexample);
  });

  it('deletions inside a loop do not count: the loop may run zero times', async () => {
    const r = await verify(
      {
        each: {
          forEach: ['foo.txt', 'bar.txt'],
          as: 'f',
          maxIterations: 2,
          steps: { d: call('delete_file', { file: '@f' }) },
        },
      },
      goal,
    );
    assert.equal(r.violations[0]?.category, 'postcondition');
  });
});

describe('policy files', () => {
  it('bad globs and bad automata are located input errors, not failed proofs', () => {
    const issues = (value: unknown) => {
      try {
        parsePolicy(value);
      } catch (e) {
        assert.ok(e instanceof PolicyError);
        return e.issues.map((i) => `${i.path}: ${i.message}`);
      }
      assert.fail('expected a PolicyError');
    };
    assert.match(issues({ goal: { frame: { deletes: ['a\u0000'] } } })[0]!, /^goal\.frame\.deletes\.0: glob/);
    assert.match(
      issues({ automata: [{ name: 'a', states: ['s'], initial: 's', error: ['e'], transitions: [] }] })[0]!,
      /^automata\.0\.error\.0: 'e' is not one of the states/,
    );
    assert.match(
      issues([{ source: { name: 'x' } }])[0]!,
      /^0\.sink/,
      'a bare rule list reports paths in the list',
    );
    assert.match(
      issues({ contracts: { t: { requires: [{ argument: 'a', in: [1], max: 2 }] } } })[0]!,
      /exactly one/,
    );
  });
});
