// VeriSafe Agent's running example, verbatim (§4.1.2, Figure 3, §5.2, §6, Figure 4):
// "Reserve restaurant R before 7 PM. If the restaurant is not available at that time, do nothing."
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { RuleVerifier } from '../../src/rules/verifier.ts';
import { FIGURE_3, RESTAURANT_STATES, TODAY } from './fixtures.ts';

/** Figure 4 as printed in the paper (F_i for rule R_i), after searching for restaurant "R". */
const FIGURE_4 = [
  "To perform Reserve, 1. RestaurantInfo that represents Information about the restaurant you want to reserve should have 'name' equal to \"R\"; 2. ReserveInfo that represents reservation details should have 'date' equal to \"Today\" and 'time' less than 19:00, and 'available' equal to True. So far, you have achieved step 1.",
  'To complete the task, 1. perform Reserve 2. ReserveResult that represents reservation result should have \'success\' equal to "True".',
  "To complete the task, 1. RestaurantInfo that represents Information about the restaurant you want to reserve should have 'name' equal to \"R\"; 2. ReserveInfo that represents reservation details should have 'date' equal to \"Today\" and 'time' less than 19:00, but 'available' not equal to True. So far, you have achieved step 1.",
];

const verifiers: RuleVerifier[] = [];
after(() => {
  for (const v of verifiers) v.close();
});

/** Reserve is an action of the app (the agent performs it), as in the paper. */
async function figure3(): Promise<RuleVerifier> {
  const v = await RuleVerifier.create({
    states: RESTAURANT_STATES,
    rules: FIGURE_3,
    referenceDate: TODAY,
    actions: ['Reserve'],
  });
  verifiers.push(v);
  return v;
}

const searchR = { state: 'RestaurantInfo', values: { name: 'R' } };
const slot1800 = { state: 'ReserveInfo', values: { date: 'Today', time: '18:00' } };

describe('running example: Figure 4 roadmap feedback', () => {
  it('after searching for restaurant "R", F1 and F3 match the paper word for word', async () => {
    const v = await figure3();
    assert.equal(v.checkUpdate([searchR]).outcome.disposition, 'approved');
    const { lines } = v.roadmap();
    assert.deepEqual(
      lines.map((l) => l.label),
      ['R1', 'R2', 'R3'],
    );
    assert.equal(lines[0]!.text, FIGURE_4[0]);
    assert.equal(lines[2]!.text, FIGURE_4[2]);
    // F2: the paper quotes "True" here but not in F1; booleans are printed one way (unquoted)
    assert.equal(lines[1]!.text, FIGURE_4[1]!.replace('"True"', 'True'));
    assert.deepEqual(
      lines.map((l) => l.achieved),
      [[1], [], [1]],
    );
  });

  it('the roadmap says what comes next and is part of every verdict', async () => {
    const v = await figure3();
    const d = v.checkUpdate([searchR]);
    assert.equal(
      d.roadmap.next,
      "Next (R1 step 2): ReserveInfo that represents reservation details should have 'date' equal to \"Today\" and 'time' less than 19:00, and 'available' equal to True.",
    );
    assert.ok(d.outcome.feedback.endsWith(d.roadmap.text));
    assert.ok(d.roadmap.text.startsWith(`R1: ${FIGURE_4[0]}\nR2: `));
  });
});

describe('running example: predicate-level soft feedback (§5.2, §6)', () => {
  it('selecting restaurant "S" is a potential violation: soft feedback and the update is reverted', async () => {
    const v = await figure3();
    const d = v.checkUpdate([{ state: 'RestaurantInfo', values: { name: 'S' } }]);
    assert.equal(d.outcome.disposition, 'revision_required');
    assert.equal(d.kind, 'soft');
    assert.deepEqual(
      d.outcome.findings.map((f) => [f.code, f.rule, f.data?.label]),
      [
        ['predicate_violated', 'RestaurantInfo(name = "R")', 'R1'],
        ['predicate_violated', 'RestaurantInfo(name = "R")', 'R3'],
      ],
    );
    assert.equal(
      d.message,
      'This action may be wrong: it would set RestaurantInfo.name to "S", but RestaurantInfo that represents Information about the restaurant you want to reserve should have \'name\' equal to "R" (R1, R3). The update was not applied. Check the action; if it is an intermediate step, repeat the same action and it will be allowed.',
    );
    // reverted: nothing is achieved
    assert.deepEqual(
      v.roadmap().lines.map((l) => l.achieved),
      [[], [], []],
    );
  });

  it('the same action repeated after soft feedback is allowed (it may be an intermediate step)', async () => {
    const v = await figure3();
    const wrong = [{ state: 'RestaurantInfo', values: { name: 'S' } }];
    assert.equal(v.checkUpdate(wrong).outcome.disposition, 'revision_required');
    const again = v.checkUpdate(wrong);
    assert.equal(again.outcome.disposition, 'approved');
    assert.equal(again.kind, 'soft_repeat');
    assert.equal(again.outcome.findings[0]?.data?.allowedAfterRepeat, true);
    // a different action gets its own soft feedback
    assert.equal(
      v.checkUpdate([{ state: 'RestaurantInfo', values: { name: 'T' } }]).outcome.disposition,
      'revision_required',
    );
  });

  it("observing available = false is no violation: R3's available ≠ True still accepts it", async () => {
    const v = await figure3();
    v.checkUpdate([searchR]);
    v.checkUpdate([slot1800]);
    const d = v.checkUpdate([{ state: 'ReserveInfo', values: { available: false } }]);
    assert.equal(d.outcome.disposition, 'approved');
  });

  it('a slot after 7 PM falsifies ReserveInfo in R1 and R3: soft feedback naming the time', async () => {
    const v = await figure3();
    v.checkUpdate([searchR]);
    const d = v.checkUpdate([{ state: 'ReserveInfo', values: { date: 'Today', time: '20:00' } }]);
    assert.equal(d.outcome.disposition, 'revision_required');
    assert.match(
      d.message,
      /would set ReserveInfo\.date to "Today" and ReserveInfo\.time to 20:00, but ReserveInfo .* should have 'time' less than 19:00 \(R1, R3\)/,
    );
  });
});

describe('running example: rule-level hard feedback (§5.2, §6)', () => {
  it('Reserve with available = false is blocked with the unmet predicate, and repeating does not help', async () => {
    const v = await figure3();
    v.checkUpdate([searchR]);
    v.checkUpdate([slot1800]);
    v.updateState([{ state: 'ReserveInfo', values: { available: false } }]);
    const d = v.checkAction('Reserve', { critical: true });
    assert.equal(d.outcome.disposition, 'rejected');
    assert.equal(d.kind, 'hard');
    assert.deepEqual(
      d.outcome.findings.map((f) => [f.code, f.data?.label, f.data?.unmet]),
      [['rule_unmet', 'R1', [2]]],
    );
    assert.equal(
      d.message,
      "Blocked: Reserve is a critical action and its conditions do not hold: to perform Reserve (R1), these are unmet: 2. ReserveInfo that represents reservation details should have 'available' equal to True (observed: False). Satisfy them first; repeating Reserve will not get it through.",
    );
    for (let i = 0; i < 3; i++) {
      const again = v.checkAction('Reserve', { critical: true });
      assert.equal(again.outcome.disposition, 'rejected');
      assert.match(again.message, new RegExp(`This is attempt ${i + 2}; the answer will not change`));
    }
  });

  it('unobserved variables are undefined: Reserve before any selection lists every unmet predicate', async () => {
    const v = await figure3();
    const d = v.checkAction('Reserve', { critical: true });
    assert.equal(d.outcome.disposition, 'rejected');
    assert.match(
      d.message,
      /1\. RestaurantInfo .* 'name' equal to "R" \(not observed yet\); 2\. ReserveInfo .* 'date' equal to "Today" \(not observed yet\) and 'time' less than 19:00 \(not observed yet\), and 'available' equal to True \(not observed yet\)/,
    );
  });

  it('a critical action no rule concludes is not part of the task', async () => {
    const v = await figure3();
    const d = v.checkAction('Pay', { critical: true });
    assert.equal(d.outcome.disposition, 'rejected');
    assert.equal(d.outcome.findings[0]?.code, 'rule_unmet');
    assert.match(d.message, /no rule of the specification concludes Pay/);
  });
});

describe('running example: completion', () => {
  it('R3: not available before 7 PM → the task is complete without reserving', async () => {
    const v = await figure3();
    v.checkUpdate([searchR]);
    v.checkUpdate([slot1800]);
    assert.equal(v.isDone(), false);
    assert.equal(v.checkFinal('').disposition, 'revision_required');
    v.updateState([{ state: 'ReserveInfo', values: { available: false } }]);
    assert.equal(v.isDone(), true);
    const final = v.checkFinal('Nothing was reserved.');
    assert.equal(final.disposition, 'approved');
    const { lines, next } = v.roadmap();
    assert.match(lines[2]!.text, /All steps are achieved: the task is complete\.$/);
    assert.equal(next, 'Next: the task is complete (R3); stop and give the final answer.');
  });

  it('R1 then R2: Reserve is allowed once available, and Done needs ReserveResult(success = True)', async () => {
    const v = await figure3();
    v.checkUpdate([searchR]);
    v.checkUpdate([slot1800]);
    v.updateState([{ state: 'ReserveInfo', values: { available: true } }]);
    assert.equal(v.roadmap().next, 'Next: perform Reserve (R1), its conditions hold.');
    assert.equal(v.checkAction('Reserve', { critical: true }).outcome.disposition, 'approved');
    v.performAction('Reserve', { critical: true });
    const early = v.checkFinal('');
    assert.equal(early.disposition, 'revision_required');
    assert.deepEqual(
      early.findings.map((f) => f.code),
      ['final_incomplete', 'final_incomplete'],
    );
    v.updateState([{ state: 'ReserveResult', values: { success: true } }]);
    assert.equal(v.checkFinal('Reserved.').disposition, 'approved');
    assert.match(
      v.roadmap().lines[1]!.text,
      /^To complete the task, 1\. perform Reserve 2\. .*All steps are achieved/,
    );
  });
});
