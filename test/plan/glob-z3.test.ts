import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { createZ3Solver, DEFAULT_PLAN_LIMITS, globToRx, verifyPlan } from '../../src/plan/index.ts';
import { comp, inter, lit, PATH, type Rx, union } from '../../src/plan/z3/regex-ast.ts';
import { fixturePlan, fixturePolicy, fixtureTools } from './helpers.ts';

const solver = createZ3Solver();
after(() => solver.close());

function rxOf(glob: string): Rx {
  const r = globToRx(glob);
  if (!r.ok) throw new Error(`${glob}: ${r.reason}`);
  return r.rx;
}

async function z3Matches(glob: string, path: string): Promise<boolean> {
  const out = await solver.solve(inter(PATH, rxOf(glob), lit(path)));
  assert.notEqual(out.status, 'failed', JSON.stringify(out));
  return out.status === 'sat';
}

/** A file matched by `glob` outside `allowed`, or null: the frame question, one regex membership. */
async function extraFile(glob: string, allowed: string[]): Promise<string | null> {
  const out = await solver.solve(inter(PATH, rxOf(glob), comp(union(...allowed.map((a) => lit(a))))));
  assert.notEqual(out.status, 'failed', JSON.stringify(out));
  return out.status === 'sat' ? out.witness : null;
}

// Globs that open with `*.*`, or with leading double-star segments and then `*.*`: picomatch wants
// a character after the dot there (see below; `x/a.` does not match `**/*.*`, found by the
// property below with seed 1662232920).
const PICOMATCH_STAR_DOT_STAR = /^(?:\*\*\/)*\*\.\*(?:\/|$)/;
// And a double star joined to a brace inside a segment (`**{a,b.}/**`): picomatch reads it as a
// globstar across folders (`c/a` matches), though `**a/**` it reads as a star within one segment
// (`c/a` does not), as bash does after brace expansion (`**a/**`, `**b./**`); Z3 follows bash
// (found by the property below with seed -1416034587).
const PICOMATCH_GLOBSTAR_BRACE = /\*\*\{/;

const CHARS = ['a', 'b', 'c', '.', '-', '_', '1'];
const segment = fc
  .array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 4 })
  .map((cs) => cs.join(''))
  .filter((s) => s !== '.' && s !== '..');
const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
const token = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CHARS) },
  { weight: 2, arbitrary: fc.constant('*') },
  { weight: 1, arbitrary: fc.constant('?') },
  { weight: 1, arbitrary: fc.constantFrom('[abc]', '[a-c]', '[^a]', '[^.]', '[.a]', '{a,b.}') },
);
const globSegment = fc.oneof(
  { weight: 5, arbitrary: fc.array(token, { minLength: 1, maxLength: 4 }).map((t) => t.join('')) },
  { weight: 1, arbitrary: fc.constant('**') },
);
const glob = fc
  .array(globSegment, { minLength: 1, maxLength: 3 })
  .map((s) => s.join('/'))
  .filter((g) => globToRx(g).ok);

describe('globs as one Z3 regex membership', () => {
  it('`*.*` matches `a.`, as in bash (picomatch alone says no)', async () => {
    assert.equal(await z3Matches('*.*', 'a.'), true);
    // (and `**{a,b.}` within a segment is a star, as `**a` is: `c/a` is outside `**{a,b.}/**`)
    assert.equal(await z3Matches('**{a,b.}/**', 'c/a'), false);
    assert.equal(await z3Matches('**{a,b.}/**', 'ca/x'), true);
    assert.equal(await z3Matches('b/*.*', 'b/a.'), picomatch('b/*.*')('b/a.'));
  });

  it("the article's frame example: *.txt beyond {foo.txt, bar.txt} names a file, and not a dotfile", async () => {
    const witness = await extraFile('*.txt', ['foo.txt', 'bar.txt']);
    assert.ok(witness !== null);
    assert.ok(picomatch('*.txt')(witness), `${witness} matches *.txt`);
    assert.ok(!['foo.txt', 'bar.txt'].includes(witness));
    assert.ok(!witness.startsWith('.'), 'like bash and picomatch, * does not match a leading dot');
    assert.equal(await z3Matches('*.txt', '.txt'), false);
    assert.equal(
      await extraFile('[fb]oo.txt', ['foo.txt', 'boo.txt']),
      null,
      'the glob covers exactly the plan',
    );
  });

  // GLOB_RUNS=3000 for a deeper search (passed at 3000 when written)
  it('agrees with picomatch on membership (property, picomatch as the oracle)', async () => {
    await fc.assert(
      fc.asyncProperty(glob, path, async (g, p) => {
        // picomatch's one known quirk: a pattern that opens with `*.*` wants a character after
        // the dot (`a.` does not match `*.*`, yet matches `b/*.*` under `b/`, `a*.*` and bash's
        // `*.*`); Z3 follows bash there, which only makes a glob cover more (found by this property)
        fc.pre(!PICOMATCH_STAR_DOT_STAR.test(g) && !PICOMATCH_GLOBSTAR_BRACE.test(g));
        assert.equal(await z3Matches(g, p), picomatch(g)(p), `glob ${g} vs path ${p}`);
      }),
      { numRuns: Number(process.env.GLOB_RUNS ?? 250) },
    );
  });

  it('every counterexample Z3 names is matched by the glob (picomatch) and outside the allowed set (property)', async () => {
    await fc.assert(
      fc.asyncProperty(glob, fc.array(path, { maxLength: 3 }), async (g, allowed) => {
        fc.pre(!PICOMATCH_STAR_DOT_STAR.test(g) && !PICOMATCH_GLOBSTAR_BRACE.test(g));
        const w = await extraFile(g, allowed);
        if (w === null) return;
        assert.ok(picomatch(g)(w), `${w} should match ${g}`);
        assert.ok(!allowed.includes(w));
      }),
      { numRuns: 120 },
    );
  });

  it('refuses what it cannot encode faithfully, instead of guessing', () => {
    for (const g of [
      'a\u0000b',
      'é.txt',
      '!*.txt',
      '[!a]x',
      'a/***/b',
      '@(a|b)',
      'a//b',
      'a/',
      '[abc',
      'x/../y',
      '{a}',
      '',
    ]) {
      assert.equal(globToRx(g).ok, false, g);
    }
  });

  it('validates what reaches the worker: a NUL in a literal is refused, not sent to Z3', async () => {
    const out = await solver.solve({ t: 'lit', s: 'a\u0000' });
    assert.deepEqual(out.status === 'failed' && out.reason, 'invalid_input');
    assert.equal(await z3Matches('a*', 'ab'), true, 'the solver still works afterwards');
  });
});

describe('solver work is counted (rlimit), never timed', () => {
  const frame = () => inter(PATH, rxOf('tmp/*/*.log'), comp(union(rxOf('tmp/**'), lit('a.log'))));

  it('the same question uses the same resource units, whatever the worker was asked before', async () => {
    const first = await solver.solve(frame());
    await solver.solve(inter(PATH, rxOf('**/*a????????'), comp(rxOf('tmp/**'))));
    await solver.solve(inter(PATH, rxOf('*.txt'), comp(union(lit('foo.txt'), lit('bar.txt')))));
    const again = await solver.solve(frame());
    assert.equal(first.status, 'unsat');
    assert.deepEqual(again, first);
    assert.ok((first.rlimitUsed ?? 0) > 0, JSON.stringify(first));
  });

  it('an ordinary question is decided under the default per-query rlimit, with a wide margin', async () => {
    const out = await solver.solve(frame());
    assert.equal(out.status, 'unsat');
    assert.ok((out.rlimitUsed ?? 0) * 20 < DEFAULT_PLAN_LIMITS.MAX_QUERY_RLIMIT, JSON.stringify(out));
  });

  it('a question given fewer resource units than it needs fails closed (reason rlimit)', async () => {
    const used = (await solver.solve(frame())).rlimitUsed ?? 0;
    const starved = await solver.solve(frame(), { rlimit: Math.floor(used / 2) });
    assert.deepEqual(starved.status === 'failed' && starved.reason, 'rlimit', JSON.stringify(starved));
    assert.ok((starved.rlimitUsed ?? 0) >= Math.floor(used / 2));
    const tiny = createZ3Solver({ rlimit: 10 });
    try {
      const out = await tiny.solve(frame());
      assert.deepEqual(out.status === 'failed' && out.reason, 'rlimit', JSON.stringify(out));
    } finally {
      await tiny.close();
    }
  });
});

describe('solver faults are failed checks, never approvals', () => {
  const workerUrl = new URL('./fixtures/flaky-worker.mjs', import.meta.url);

  it('a crash and a stuck worker (ended by the watchdog, a liveness guard) come back as failed, and the next query gets a fresh worker', async () => {
    const flaky = createZ3Solver({ workerUrl, timeoutMs: 200 });
    try {
      const crashed = await flaky.solve(lit('crash'));
      assert.deepEqual(crashed.status === 'failed' && crashed.reason, 'crash');
      const hung = await flaky.solve(lit('hang'));
      assert.deepEqual(hung.status === 'failed' && hung.reason, 'timeout');
      assert.deepEqual(await flaky.solve(lit('fine')), { status: 'unsat' });
    } finally {
      await flaky.close();
    }
  });

  it('verifyPlan turns a solver that cannot answer into a frame violation', async () => {
    const broken = createZ3Solver({ workerUrl: new URL('./fixtures/no-such-worker.mjs', import.meta.url) });
    try {
      const r = await verifyPlan(
        fixturePlan('delete-each-plan.json'),
        fixturePolicy('delete-policy.yaml'),
        fixtureTools('delete-tools.json'),
        { solver: broken },
      );
      assert.equal(r.ok, false);
      assert.ok(r.violations.length > 0);
      for (const v of r.violations) {
        assert.ok(['frame', 'postcondition'].includes(v.category));
        assert.match(v.message, /could not prove/);
      }
    } finally {
      await broken.close();
    }
  });
});
