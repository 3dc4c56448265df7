import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { PlanError, parsePlan, parsePlanText } from '../../src/plan/index.ts';
import { branch, call, fixturePlan, fixtureText, planDoc } from './helpers.ts';

function issuesOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof PlanError, `expected PlanError, got ${error}`);
    assert.equal(error.code, 'plan_invalid');
    return error.issues;
  }
  assert.fail('expected a PlanError');
}

describe('plan documents in the article shape', () => {
  it('reads the fetch-and-summarize workflow verbatim: functions. prefix dropped, bare result names are references', () => {
    const plan = fixturePlan('inbox-plan.json');
    assert.equal(plan.name, 'fetch_and_summarize_emails');
    assert.equal(plan.body.start, 'fetch_emails');
    assert.deepEqual(plan.body.order, ['fetch_emails', 'summarize_emails', 'return_summary']);
    const summarize = plan.allSteps.get('summarize_emails');
    assert.equal(summarize?.kind, 'call');
    if (summarize?.kind !== 'call') return;
    assert.equal(summarize.tool, 'summarize_emails');
    assert.deepEqual(summarize.args, [
      ['emails', { kind: 'ref', name: 'emails_fetched', path: [], text: '@emails_fetched' }],
    ]);
    const ret = plan.allSteps.get('return_summary');
    assert.deepEqual(ret?.kind === 'return' && ret.value, {
      kind: 'ref',
      name: 'email_summary',
      path: [],
      text: '@email_summary',
    });
  });

  it('reads the delete_files workflow, whose return step has no description', () => {
    const plan = fixturePlan('delete-glob-plan.json');
    assert.deepEqual(plan.body.order, ['callDeleteFile', 'returnResult']);
  });

  it('@name.field references, literal strings and {"$literal": …} escapes', () => {
    const plan = parsePlan(
      planDoc({
        a: call('fetch', {}, 'mail', 'b'),
        b: call(
          'send',
          { to: 'bob@x.com', body: '@mail.0.body', handle: { $literal: '@mail' }, also: 'mail' },
          'r',
        ),
      }),
    );
    const b = plan.allSteps.get('b');
    assert.ok(b?.kind === 'call');
    const args = Object.fromEntries(b.args);
    assert.deepEqual(args.to, { kind: 'literal', value: 'bob@x.com' });
    assert.deepEqual(args.body, { kind: 'ref', name: 'mail', path: [0, 'body'], text: '@mail.0.body' });
    assert.deepEqual(args.handle, { kind: 'literal', value: '@mail' });
    assert.deepEqual(args.also, { kind: 'ref', name: 'mail', path: [], text: '@mail' });
  });

  it('reads the extension: if/then/else and forEach with a bound and a nested body', () => {
    const plan = parsePlan(
      planDoc({
        fetch: call('fetch_mail', {}, 'emails', 'any'),
        any: branch({ value: '@emails', isEmpty: true }, 'nothing', 'each'),
        each: {
          forEach: '@emails',
          as: 'email',
          maxIterations: 20,
          steps: { sum: call('summarize', { text: '@email.body' }, 's', 'give'), give: { return: '@s' } },
          result: 'summaries',
          next: 'done',
        },
        nothing: { return: 'no mail' },
        done: { return: '@summaries' },
      }),
    );
    const any = plan.allSteps.get('any');
    assert.ok(any?.kind === 'branch');
    assert.equal(any.ifTrue, 'nothing');
    const each = plan.allSteps.get('each');
    assert.ok(each?.kind === 'loop');
    assert.equal(each.maxIterations, 20);
    assert.deepEqual(each.body.order, ['sum', 'give']);
    assert.ok(plan.allSteps.has('sum'), 'body steps are indexed with the plan');
  });
});

describe('malformed plans: located errors, never a crash', () => {
  it('names the step and field of a missing function name', () => {
    const issues = issuesOf(() =>
      parsePlan(planDoc({ a: { function: { arguments: {} }, next: 'b' }, b: { return: 1 } })),
    );
    assert.equal(issues[0]?.step, 'a');
    assert.equal(issues[0]?.field, 'function.name');
  });

  it('rejects unknown fields (a typo is not silently ignored)', () => {
    const issues = issuesOf(() => parsePlan(planDoc({ a: { function: { name: 'f', argument: {} } } })));
    assert.equal(issues[0]?.step, 'a');
    assert.match(issues[0]!.message, /argument/);
  });

  it('a step with both function and return, and one with neither', () => {
    const issues = issuesOf(() =>
      parsePlan(planDoc({ a: { function: { name: 'f' }, return: 1 }, b: { description: 'x' } })),
    );
    assert.deepEqual(
      issues.map((i) => i.step),
      ['a', 'b'],
    );
    assert.match(issues[0]!.message, /exactly one/);
    assert.match(issues[1]!.message, /needs one of/);
  });

  it('a next that names no step, with line and column from the text', () => {
    const text =
      '{\n  "name": "p",\n  "steps": {\n    "a": { "function": { "name": "f" }, "next": "nope" }\n  }\n}';
    const issues = issuesOf(() => parsePlanText(text, 'p.json'));
    assert.equal(issues[0]?.step, 'a');
    assert.equal(issues[0]?.field, 'next');
    assert.equal(issues[0]?.line, 4);
    assert.match(issues[0]!.message, /no step 'nope'/);
  });

  it('cycles are refused: repetition is only a bounded forEach', () => {
    const issues = issuesOf(() =>
      parsePlan({ name: 'p', start: 'a', steps: { a: call('f', {}, 'x', 'b'), b: call('g', {}, 'y', 'a') } }),
    );
    assert.match(issues.map((i) => i.message).join('\n'), /cycle \(a → b → a\)/);
  });

  it('unreachable steps and several first steps are reported', () => {
    const many = issuesOf(() => parsePlan(planDoc({ a: { return: 1 }, b: { return: 2 } })));
    assert.match(many[0]!.message, /no predecessor/);
    const unreachable = issuesOf(() =>
      parsePlan({ name: 'p', start: 'a', steps: { a: { return: 1 }, b: call('f', {}, undefined, 'a') } }),
    );
    assert.ok(unreachable.some((i) => i.step === 'b' && /never run/.test(i.message)));
  });

  it('a loop without maxIterations, and a body step jumping out of its loop', () => {
    const noBound = issuesOf(() =>
      parsePlan(planDoc({ l: { forEach: [1, 2], as: 'i', steps: { x: { return: '@i' } } } })),
    );
    assert.equal(noBound[0]?.step, 'l');
    assert.equal(noBound[0]?.field, 'maxIterations');
    const escaping = issuesOf(() =>
      parsePlan(
        planDoc({
          l: {
            forEach: [1],
            as: 'i',
            maxIterations: 2,
            steps: { x: call('f', {}, undefined, 'out') },
            next: 'out',
          },
          out: { return: 1 },
        }),
      ),
    );
    assert.ok(escaping.some((i) => i.step === 'x' && /another block/.test(i.message)));
  });

  it('duplicate step ids (also across loop bodies, also as duplicate JSON keys)', () => {
    const nested = issuesOf(() =>
      parsePlan(planDoc({ a: { forEach: [1], as: 'i', maxIterations: 1, steps: { a: { return: 1 } } } })),
    );
    assert.match(nested[0]!.message, /already used/);
    const dupKeys = issuesOf(() => parsePlanText('{"name":"p","steps":{"a":{"return":1},"a":{"return":2}}}'));
    assert.match(dupKeys[0]!.message, /not valid JSON\/YAML/);
  });

  it('text that is not JSON reports a line', () => {
    const issues = issuesOf(() => parsePlanText(fixtureText('not-a-plan.txt')));
    assert.ok(issues[0]?.line !== undefined && issues[0].line >= 1);
  });

  it('any JSON value either parses or throws PlanError (property)', () => {
    const step = fc.oneof(
      fc.record(
        {
          function: fc.record({ name: fc.string(), arguments: fc.dictionary(fc.string(), fc.jsonValue()) }),
          next: fc.string(),
        },
        { requiredKeys: [] },
      ),
      fc.record({ return: fc.jsonValue() }),
      fc.dictionary(fc.constantFrom('if', 'then', 'else', 'description'), fc.jsonValue()),
      fc.record(
        { forEach: fc.jsonValue(), as: fc.string(), maxIterations: fc.integer(), steps: fc.jsonValue() },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const doc = fc.oneof(
      fc.jsonValue(),
      fc.record({ name: fc.string(), steps: fc.dictionary(fc.string(), step) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(doc, (value) => {
        try {
          parsePlan(value);
        } catch (error) {
          if (!(error instanceof PlanError)) throw error;
          assert.ok(error.issues.length > 0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
