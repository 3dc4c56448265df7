// Size bounds on plans and on the solver work verifying them: a plan over a bound is refused before
// the work, with an error that names the bound and the size found; plans within them still verify.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  DEFAULT_PLAN_LIMITS,
  PlanLimitError,
  parsePlan,
  parsePlanText,
  type RegexSolver,
  type Rx,
  verifyPlan,
} from '../../src/plan/index.ts';
import { cli } from '../cli/run-cli.ts';
import { call, fixturePath, fixturePolicy, fixtureTools, planDoc } from './helpers.ts';

const L = DEFAULT_PLAN_LIMITS;

/** A chain of `n` steps, each removing its own file, ending in a return. */
function removals(n: number, tool = 'delete_file'): Record<string, unknown> {
  const steps: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < n; i++)
    steps[`remove${i}`] = call(
      tool,
      { file: `old/report-${i}.csv` },
      `gone${i}`,
      i + 1 < n ? `remove${i + 1}` : 'end',
    );
  steps.end = { return: `gone${n - 1}` };
  return planDoc(steps, 'clear_old_reports');
}

/** A solver double that counts the questions it is asked and proves every one. */
function countingSolver(): RegexSolver & { asked: Rx[] } {
  const asked: Rx[] = [];
  return {
    asked,
    solve: async (rx) => {
      asked.push(rx);
      // a double does no Z3 work; one that reported nothing would be charged its whole rlimit
      return { status: 'unsat', rlimitUsed: 0 };
    },
    close: async () => undefined,
  };
}

function limitError(limit: keyof typeof L, max: number, actual: number) {
  return (error: unknown) => {
    assert.ok(error instanceof PlanLimitError, String(error));
    assert.equal(error.code, 'plan_too_large');
    assert.equal(error.limit, limit);
    assert.equal(error.max, max);
    assert.equal(error.actual, actual);
    assert.match(error.message, new RegExp(`${limit} = ${max}`));
    assert.match(error.message, new RegExp(`is ${actual},`));
    return true;
  };
}

describe('plan size bounds', () => {
  it('a plan with one step more than MAX_PLAN_STEPS is refused with its step count; one at the bound parses', () => {
    const at = removals(L.MAX_PLAN_STEPS - 1); // plus the return step
    assert.equal(parsePlan(at).allSteps.size, L.MAX_PLAN_STEPS);
    assert.throws(
      () => parsePlan(removals(L.MAX_PLAN_STEPS)),
      limitError('MAX_PLAN_STEPS', L.MAX_PLAN_STEPS, L.MAX_PLAN_STEPS + 1),
    );
  });

  it('steps inside loop bodies count too', () => {
    const inner = 300;
    const outside = L.MAX_PLAN_STEPS - inner; // plus the loop step itself: one over the bound
    const body: Record<string, unknown> = {};
    for (let i = 0; i < inner; i++)
      body[`b${i}`] = call('delete_file', { file: 'x' }, undefined, i + 1 < inner ? `b${i + 1}` : undefined);
    const outer: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < outside; i++)
      outer[`o${i}`] = call('delete_file', { file: 'y' }, undefined, `o${i + 1}`);
    outer[`o${outside}`] = { forEach: ['a'], as: 'item', maxIterations: 1, steps: body };
    assert.throws(
      () => parsePlan(planDoc(outer)),
      limitError('MAX_PLAN_STEPS', L.MAX_PLAN_STEPS, L.MAX_PLAN_STEPS + 1),
    );
  });

  it('plan text over MAX_PLAN_BYTES is refused before it is parsed', () => {
    const doc = removals(2);
    (doc.steps as Record<string, Record<string, unknown>>).remove0!.description = 'é'.repeat(600_000);
    const text = JSON.stringify(doc);
    const bytes = Buffer.byteLength(text, 'utf8');
    assert.ok(bytes > L.MAX_PLAN_BYTES);
    assert.throws(
      () => parsePlanText(text, 'big.json'),
      limitError('MAX_PLAN_BYTES', L.MAX_PLAN_BYTES, bytes),
    );
    assert.throws(() => parsePlanText(text, 'big.json'), /plan big\.json is too large to verify/);
  });

  it('forEach loops nested one deeper than MAX_LOOP_NESTING are refused', () => {
    let steps: Record<string, Record<string, unknown>> = { leaf: call('delete_file', { file: 'z' }) };
    for (let depth = 0; depth <= L.MAX_LOOP_NESTING; depth++)
      steps = { [`loop${depth}`]: { forEach: ['a'], as: `v${depth}`, maxIterations: 1, steps } };
    assert.throws(
      () => parsePlan(planDoc(steps)),
      limitError('MAX_LOOP_NESTING', L.MAX_LOOP_NESTING, L.MAX_LOOP_NESTING + 1),
    );
  });

  it('a call with more than MAX_STEP_ARGUMENTS arguments is refused', () => {
    const args = Object.fromEntries(
      Array.from({ length: L.MAX_STEP_ARGUMENTS + 3 }, (_, i) => [`field${i}`, i]),
    );
    const doc = planDoc({ fill: call('fill_form', args, 'filled', 'end'), end: { return: 'filled' } });
    assert.throws(
      () => parsePlan(doc),
      limitError('MAX_STEP_ARGUMENTS', L.MAX_STEP_ARGUMENTS, L.MAX_STEP_ARGUMENTS + 3),
    );
  });

  it('an argument value nested deeper than MAX_DOCUMENT_DEPTH is refused, even when it is cyclic', () => {
    let value: unknown = 'core';
    for (let i = 0; i < 200; i++) value = { inner: value };
    const deep = planDoc({ send: call('send_note', { body: value }) });
    assert.throws(
      () => parsePlan(deep),
      (e) => e instanceof PlanLimitError && e.limit === 'MAX_DOCUMENT_DEPTH',
    );
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    assert.throws(
      () => parsePlan(planDoc({ send: call('send_note', { body: cyclic }) })),
      (e) => e instanceof PlanLimitError && e.limit === 'MAX_DOCUMENT_DEPTH',
    );
  });

  it('a value that shares one object many times is refused by size, not expanded', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 40; i++) value = [value, value]; // 2^40 leaves written out as JSON
    assert.throws(
      () => parsePlan(planDoc({ send: call('send_note', { body: value }) })),
      (e) => e instanceof PlanLimitError && e.limit === 'MAX_PLAN_BYTES' && e.actual > L.MAX_PLAN_BYTES,
    );
  });
});

describe('solver work bounds', () => {
  const policy = fixturePolicy('delete-policy.yaml');
  const tools = fixtureTools('delete-tools.json');

  it('a plan needing more than MAX_SOLVER_QUERIES questions is refused before the first is asked', async () => {
    const solver = countingSolver();
    const n = L.MAX_SOLVER_QUERIES + 1; // one frame question per removal step, plus the goal's postcondition
    await assert.rejects(
      verifyPlan(parsePlan(removals(n)), policy, tools, { solver }),
      (e) =>
        e instanceof PlanLimitError && e.limit === 'MAX_SOLVER_QUERIES' && e.actual > L.MAX_SOLVER_QUERIES,
    );
    assert.equal(solver.asked.length, 0);
  });

  it('one within the bound asks one question per obligation', async () => {
    const solver = countingSolver();
    const result = await verifyPlan(parsePlan(removals(10)), policy, tools, { solver });
    // ten frame questions (one per removal) and the goal's postcondition at the one exit
    assert.equal(solver.asked.length, 11);
    assert.equal(result.ok, true);
  });

  it('questions over MAX_QUERY_NODES or MAX_SOLVER_NODES (set low here) are refused unasked', async () => {
    const plan = parsePlan(removals(6));
    const solver = countingSolver();
    await assert.rejects(
      verifyPlan(plan, policy, tools, { solver, limits: { MAX_QUERY_NODES: 5 } }),
      (e) => e instanceof PlanLimitError && e.limit === 'MAX_QUERY_NODES' && e.actual > 5,
    );
    await assert.rejects(
      verifyPlan(plan, policy, tools, { solver, limits: { MAX_SOLVER_NODES: 200 } }),
      (e) => e instanceof PlanLimitError && e.limit === 'MAX_SOLVER_NODES' && e.actual > 200,
    );
    assert.equal(solver.asked.length, 0);
  });
});

describe('intentguard plan verify over a bound', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'intentguard-plan-limits-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 2 with the bound and the size in the message', async () => {
    const file = join(dir, 'huge.json');
    writeFileSync(file, JSON.stringify(removals(L.MAX_PLAN_STEPS + 500)));
    const r = await cli([
      'plan',
      'verify',
      file,
      '--policy',
      fixturePath('delete-policy.yaml'),
      '--tools',
      fixturePath('delete-tools.json'),
    ]);
    assert.equal(r.code, 2, r.err);
    assert.match(
      r.err,
      new RegExp(
        `the number of steps \\(loop bodies included\\) is ${L.MAX_PLAN_STEPS + 501}, over the limit MAX_PLAN_STEPS = ${L.MAX_PLAN_STEPS}`,
      ),
    );
  });
});
