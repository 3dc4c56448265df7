// The booking example's guarded run (examples/booking): a mock agent model proposes tool calls
// through the AI SDK, a Session with the rule verifier decides, approved calls run in the app.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runGuardedBooking } from '../../examples/booking/guarded-run.ts';
import { AVAILABLE_SCRIPT, UNAVAILABLE_SCRIPT } from '../../examples/booking/main.ts';
import { scriptedModel } from '../../examples/booking/scripted-model.ts';

const today = { instant: new Date('2025-03-14T10:00:00Z') };

describe('examples/booking: guarded run', () => {
  it('R is free at 18:00: the wrong restaurant and the late slot get soft feedback, then R is reserved', async () => {
    const model = scriptedModel(AVAILABLE_SCRIPT);
    const run = await runGuardedBooking({
      model,
      availability: { R: { '18:00': true, '20:00': true }, S: { '18:00': true } },
      today,
    });
    assert.deepEqual(
      run.steps.map((s) => [s.call.tool, s.verdict.disposition, s.ran]),
      [
        ['search_restaurant', 'revision_required', false],
        ['search_restaurant', 'approved', true],
        ['select_slot', 'revision_required', false],
        ['select_slot', 'approved', true],
        ['reserve', 'approved', true],
      ],
    );
    assert.match(run.steps[0]!.verdict.feedback, /should have 'name' equal to "R" \(R1, R3\)/);
    assert.match(run.steps[2]!.verdict.feedback, /'time' less than 19:00/);
    assert.deepEqual(run.bookings, [{ restaurant: 'R', date: 'today', time: '18:00' }]);
    assert.equal(run.final.disposition, 'approved');
    assert.match(
      run.roadmap,
      /R2: To complete the task, 1\. perform Reserve 2\. .* All steps are achieved: the task is complete\./,
    );
    // the agent saw the guard's feedback as the tool result of the blocked call
    const secondPrompt = JSON.stringify(model.doGenerateCalls[1]!.prompt);
    assert.match(secondPrompt, /This action may be wrong/);
  });

  it('no table before 7 PM: Reserve is blocked twice, nothing is booked, R3 completes the task', async () => {
    const run = await runGuardedBooking({
      model: scriptedModel(UNAVAILABLE_SCRIPT),
      availability: { R: { '18:30': false } },
      today,
    });
    assert.deepEqual(
      run.steps.map((s) => [s.call.tool, s.verdict.disposition]),
      [
        ['search_restaurant', 'approved'],
        ['select_slot', 'approved'],
        ['reserve', 'rejected'],
        ['reserve', 'rejected'],
      ],
    );
    assert.ok(run.steps[2]!.verdict.findings.some((f) => f.code === 'rule_unmet' && f.data?.label === 'R1'));
    assert.match(run.steps[3]!.verdict.feedback, /This is attempt 2/);
    assert.deepEqual(run.bookings, []);
    assert.equal(run.final.disposition, 'approved');
    assert.match(run.roadmap, /Next: the task is complete \(R3\)/);
  });

  it('a final answer before anything happened is not accepted', async () => {
    const run = await runGuardedBooking({
      model: scriptedModel([{ answer: 'Done!' }]),
      availability: {},
      today,
    });
    assert.deepEqual(run.steps, []);
    assert.equal(run.final.disposition, 'revision_required');
    assert.ok(run.final.findings.every((f) => f.code === 'final_incomplete'));
  });
});
