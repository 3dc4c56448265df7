// Red-team inputs for the plan bounds, none of them in limits.test.ts: globs small in text but hard
// for Z3, many of them, and the counted solver work (rlimit) that bounds them; oversized and deeply
// bracketed policy and tools text; YAML alias bombs; a frame of thousands of globs. Each is refused
// with a PlanLimitError or an unproved condition.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createZ3Solver,
  DEFAULT_PLAN_LIMITS,
  globToRx,
  MAX_GLOB_WILDCARDS,
  PlanLimitError,
  parsePlan,
  parsePlanText,
  parsePlanToolsText,
  parsePolicyText,
  type RegexSolver,
  type Rx,
  verifyPlan,
} from '../../src/plan/index.ts';
import { call, fixtureTools, planDoc } from './helpers.ts';

const L = DEFAULT_PLAN_LIMITS;
const tools = fixtureTools('delete-tools.json');

/** `n` removals of files named by a glob whose last `wild` characters are wildcards after a `*`. */
function hardRemovals(n: number, wild: number): Record<string, unknown> {
  const steps: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < n; i++)
    steps[`purge${i}`] = call(
      'delete_file',
      { file: `**/*k${'?'.repeat(wild)}${i}` },
      `purged${i}`,
      i + 1 < n ? `purge${i + 1}` : 'end',
    );
  steps.end = { return: `purged${n - 1}` };
  return planDoc(steps, 'purge_caches');
}

/** A frame whose complement Z3 must build: the k-th character from the end decides membership. */
const hardPolicy = (wild: number) =>
  parsePolicyText(`contracts:
  delete_file:
    effects:
      - deletes: file
goal:
  frame:
    deletes: ['**/*m${'?'.repeat(wild)}*', '**/*[km]${'?'.repeat(wild)}[0-9]']
`);

/** A solver double that never decides (what a query Z3 cannot finish looks like), counting questions. */
function undecidingSolver(): RegexSolver & { asked: Rx[] } {
  const asked: Rx[] = [];
  return {
    asked,
    solve: async (rx) => {
      asked.push(rx);
      return { status: 'failed', reason: 'rlimit', message: 'no answer within the resource units' };
    },
    close: async () => undefined,
  };
}

/** `n` removals of the same ordinary glob inside the frame: each frame question alike. */
function ordinaryRemovals(n: number): Record<string, unknown> {
  const steps: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < n; i++)
    steps[`purge${i}`] = call(
      'delete_file',
      { file: 'tmp/cache/*.tmp' },
      `purged${i}`,
      i + 1 < n ? `purge${i + 1}` : 'end',
    );
  steps.end = { return: `purged${n - 1}` };
  return planDoc(steps, 'purge_caches');
}

const ordinaryPolicy = parsePolicyText(`contracts:
  delete_file:
    effects:
      - deletes: file
goal:
  frame:
    deletes: ['tmp/**', 'logs/*.log']
`);

const limitNamed = (limit: string) => (e: unknown) =>
  e instanceof PlanLimitError && e.limit === limit && e.actual > e.max;

describe('red team: solver work', () => {
  it('after MAX_UNDECIDED_QUERIES undecided questions the rest are reported unasked, and the plan fails', async () => {
    const solver = undecidingSolver();
    const result = await verifyPlan(parsePlan(hardRemovals(40, 4)), hardPolicy(4), tools, { solver });
    assert.equal(solver.asked.length, L.MAX_UNDECIDED_QUERIES);
    assert.equal(result.ok, false);
    const unasked = result.violations.filter((v) => /not asked/.test(v.message));
    // forty frame questions: all but the asked ones are unasked, none approved
    assert.equal(unasked.length, 40 - L.MAX_UNDECIDED_QUERIES);
    assert.match(unasked[0]!.message, /MAX_UNDECIDED_QUERIES = 1/);
  });

  it('the bound can be raised: each undecided question is then asked', async () => {
    const solver = undecidingSolver();
    await verifyPlan(parsePlan(hardRemovals(5, 4)), hardPolicy(4), tools, {
      solver,
      limits: { MAX_UNDECIDED_QUERIES: 100 },
    });
    // one frame question per removal (the policy ensures nothing, so there is no goal question)
    assert.equal(solver.asked.length, 5);
  });

  it('real Z3: a question over MAX_QUERY_RLIMIT fails closed (counted work), and the rest are reported unasked', async () => {
    const result = await verifyPlan(parsePlan(hardRemovals(6, 6)), hardPolicy(6), tools, {
      limits: { MAX_QUERY_RLIMIT: 2_000 },
    });
    assert.equal(result.ok, false);
    const undecided = result.violations.filter((v) => /could not prove/.test(v.message));
    assert.equal(undecided.length, 6);
    assert.match(undecided[0]!.message, /\(rlimit: Z3 used the 2000 resource units this query was given/);
    assert.equal(undecided.filter((v) => /not asked/.test(v.message)).length, 5);
  });

  it('real Z3: the questions of one verification share MAX_SOLVER_RLIMIT; once it is spent the rest are unasked', async () => {
    // what one ordinary frame question uses, as the solver counts it (the same on any machine)
    const used: number[] = [];
    const inner = createZ3Solver();
    const counting: RegexSolver = {
      solve: async (rx, request) => {
        const outcome = await inner.solve(rx, request);
        used.push(outcome.rlimitUsed ?? Number.NaN);
        return outcome;
      },
      close: () => inner.close(),
    };
    try {
      const one = await verifyPlan(parsePlan(ordinaryRemovals(1)), ordinaryPolicy, tools, {
        solver: counting,
      });
      assert.equal(one.ok, true, JSON.stringify(one.violations));
      const u = used[0]!;
      assert.ok(u > 0 && u * 20 < L.MAX_QUERY_RLIMIT, `an ordinary question uses ${u} units`);
      // room for two such questions and half a third: the third is cut to what is left and fails
      // closed, the fourth is not asked
      const limits = { MAX_SOLVER_RLIMIT: 2 * u + Math.floor(u / 2), MAX_UNDECIDED_QUERIES: 100 };
      const result = await verifyPlan(parsePlan(ordinaryRemovals(4)), ordinaryPolicy, tools, {
        solver: counting,
        limits,
      });
      assert.equal(result.ok, false);
      assert.deepEqual(
        result.violations.map((v) => v.step),
        ['purge2', 'purge3'],
      );
      assert.match(result.violations[0]!.message, /\(rlimit: .*what was left of MAX_SOLVER_RLIMIT/);
      assert.match(
        result.violations[1]!.message,
        new RegExp(`not asked: .*spent, the limit MAX_SOLVER_RLIMIT = ${limits.MAX_SOLVER_RLIMIT}\\)`),
      );
      assert.equal(used.length, 1 + 3, 'the fourth question never reached the solver');
    } finally {
      await counting.close();
    }
  });

  it('a frame of thousands of globs is refused by size before the solver starts', async () => {
    const globs = Array.from({ length: 6000 }, (_, i) => `'archive/${i}/**/*.log'`).join(', ');
    const policy = parsePolicyText(`contracts:
  delete_file:
    effects:
      - deletes: file
goal:
  frame:
    deletes: [${globs}]
`);
    const solver = undecidingSolver();
    await assert.rejects(
      verifyPlan(parsePlan(hardRemovals(2, 1)), policy, tools, { solver }),
      limitNamed('MAX_QUERY_NODES'),
    );
    assert.equal(solver.asked.length, 0);
  });
});

describe('red team: text bounds of every input file', () => {
  it('policy text over MAX_PLAN_BYTES is refused before it is parsed', () => {
    const text = `goal:\n  frame:\n    deletes: ['${'a'.repeat(L.MAX_PLAN_BYTES)}']\n`;
    assert.throws(() => parsePolicyText(text), limitNamed('MAX_PLAN_BYTES'));
  });

  it('tools text over MAX_PLAN_BYTES is refused before it is parsed', () => {
    const text = JSON.stringify([{ name: 'delete_file', description: 'd'.repeat(L.MAX_PLAN_BYTES) }]);
    assert.throws(() => parsePlanToolsText(text), limitNamed('MAX_PLAN_BYTES'));
  });

  for (const [what, parse] of [
    ['plan', parsePlanText],
    ['policy', parsePolicyText],
    ['tools', parsePlanToolsText],
  ] as const)
    it(`${what} text of 50,000 nested brackets is refused by depth (not a parser stack overflow)`, () => {
      const text = `{"x": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
      assert.throws(
        () => parse(text),
        (e) => limitNamed('MAX_DOCUMENT_DEPTH')(e) && (e as Error).message.includes(`${what} text`),
      );
    });

  it('brackets inside quoted strings are text, not nesting', () => {
    const plan = planDoc({
      a: call('delete_file', { file: `odd${'['.repeat(200)}name` }, 'g', 'end'),
      end: { return: 'g' },
    });
    assert.doesNotThrow(() => parsePlanText(JSON.stringify(plan)));
  });

  it('a YAML alias bomb is refused without being expanded', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 10; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    assert.throws(() => parsePolicyText(lines.join('\n')), /alias|too large/i);
    assert.throws(() => parsePlanText(`${lines.join('\n')}\nname: bomb\nsteps: {}\n`), /alias|too large/i);
  });
});

describe('red team: globs whose solving the rlimit does not count', () => {
  it('a glob with more than MAX_GLOB_WILDCARDS single-character wildcards is refused before Z3 is asked', () => {
    const over = `**/*m${'?'.repeat(MAX_GLOB_WILDCARDS + 1)}*`;
    const refused = globToRx(over);
    assert.equal(refused.ok, false);
    assert.match(refused.ok ? '' : refused.reason, /MAX_GLOB_WILDCARDS/);
    // classes count like `?`, escaped ones do not
    assert.equal(globToRx(`*${'[ab]'.repeat(MAX_GLOB_WILDCARDS + 1)}`).ok, false);
    assert.equal(globToRx(`*${'\\?'.repeat(MAX_GLOB_WILDCARDS + 1)}`).ok, true);
    assert.equal(globToRx(`**/*m${'?'.repeat(MAX_GLOB_WILDCARDS)}*`).ok, true);
  });

  it('a policy frame with such a glob is a located error, not a slow verification', () => {
    assert.throws(
      () =>
        parsePolicyText(`goal:\n  frame:\n    deletes: ['**/*m${'?'.repeat(MAX_GLOB_WILDCARDS + 4)}*']\n`),
      /MAX_GLOB_WILDCARDS/,
    );
  });
});
