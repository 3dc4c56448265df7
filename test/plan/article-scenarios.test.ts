// The scenarios of "Guardians of the Agents", end to end through verifyPlan.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import picomatch from 'picomatch';
import { createZ3Solver, parsePlan, verifyPlan } from '../../src/plan/index.ts';
import { fixturePlan, fixturePolicy, fixtureText, fixtureTools } from './helpers.ts';

const solver = createZ3Solver();
after(() => solver.close());

const inboxTools = fixtureTools('inbox-tools.json');
const inboxPolicy = fixturePolicy('inbox-policy.json');

describe('summarise the inbox', () => {
  it('the legitimate fetch-and-summarize workflow passes every check', async () => {
    const r = await verifyPlan(fixturePlan('inbox-plan.json'), inboxPolicy, inboxTools, { solver });
    assert.deepEqual(r, { ok: true, violations: [], residual: [] });
  });

  it('the injected forward to it@othercorp.com: taint, automaton and precondition all fire at that step', async () => {
    const r = await verifyPlan(fixturePlan('inbox-injected-plan.json'), inboxPolicy, inboxTools, { solver });
    assert.equal(r.ok, false);
    assert.deepEqual(
      r.violations.map((v) => [v.category, v.step]),
      [
        ['taint', 'send_compliance_copy'],
        ['automaton', 'send_compliance_copy'],
        ['precondition', 'send_compliance_copy'],
      ],
    );
    const [taint, automaton, pre] = r.violations;
    assert.match(
      taint!.message,
      /data from fetch_mail reaches send_email\.body while to = "it@othercorp\.com"/,
    );
    assert.equal(
      taint!.counterexample,
      'fetch_mail (step fetch_emails) → step summarize_emails → send_email.body (step send_compliance_copy)',
      'lineage: through the intermediate LLM summary',
    );
    assert.match(
      automaton!.message,
      /takes the security automaton no_external_summary into its error state error/,
    );
    assert.match(automaton!.counterexample!, /^idle —summarize_emails.*→ summarized —send_email.*→ error$/);
    assert.equal(pre!.counterexample, 'to = "it@othercorp.com"');
  });

  it('a bare JSON list of source/sink rules is a complete policy', async () => {
    const r = await verifyPlan(
      fixturePlan('inbox-injected-plan.json'),
      JSON.parse(fixtureText('inbox-dataflow-policy.json')),
      inboxTools,
      { solver },
    );
    assert.deepEqual(
      r.violations.map((v) => v.category),
      ['taint'],
    );
  });

  it('sending the summary to the user herself (inside valleysharks.com) is allowed', async () => {
    const doc = JSON.parse(fixtureText('inbox-injected-plan.json'));
    doc.steps.send_compliance_copy.function.arguments.to = 'michelle@valleysharks.com';
    const r = await verifyPlan(parsePlan(doc), inboxPolicy, inboxTools, { solver });
    assert.deepEqual(r.violations, []);
  });
});

describe('delete foo.txt and bar.txt (the frame problem)', () => {
  const policy = fixturePolicy('delete-policy.yaml');
  const tools = fixtureTools('delete-tools.json');

  it('delete_file("*.txt") fails the frame condition and names a counterexample file', async () => {
    const r = await verifyPlan(fixturePlan('delete-glob-plan.json'), policy, tools, { solver });
    assert.equal(r.ok, false);
    assert.equal(r.violations.length, 1);
    const v = r.violations[0]!;
    assert.equal(v.category, 'frame');
    assert.equal(v.step, 'callDeleteFile');
    const file = v.counterexample!;
    assert.ok(picomatch('*.txt')(file), `${file} is deleted by *.txt`);
    assert.ok(!['foo.txt', 'bar.txt'].includes(file));
    assert.ok(!file.startsWith('.'), 'not .txt: * does not match a leading dot');
    assert.match(v.message, new RegExp(`would also delete ${file.replace('.', '\\.')}`));
  });

  it("the postcondition alone is too weak: without the frame, *.txt verifies (the article's point)", async () => {
    const noFrame = { ...policy, goal: { ensures: policy.goal!.ensures! } };
    const r = await verifyPlan(fixturePlan('delete-glob-plan.json'), noFrame, tools, { solver });
    assert.deepEqual(r.violations, []);
  });

  it('deleting the two files one by one passes every check', async () => {
    const r = await verifyPlan(fixturePlan('delete-each-plan.json'), policy, tools, { solver });
    assert.deepEqual(r, { ok: true, violations: [], residual: [] });
  });

  it('deleting only foo.txt fails the postcondition with bar.txt as the counterexample', async () => {
    const doc = JSON.parse(fixtureText('delete-each-plan.json'));
    delete doc.steps.deleteBar;
    doc.steps.deleteFoo.next = 'done';
    doc.steps.done.return = 'fooDeleted';
    const r = await verifyPlan(parsePlan(doc), policy, tools, { solver });
    assert.deepEqual(
      r.violations.map((v) => [v.category, v.step, v.counterexample]),
      [['postcondition', 'done', 'bar.txt']],
    );
  });
});
