// The one trajectory runner (check, demo, log replay, intentguard replay): which recorded calls
// advance the state, and where confirmations come from.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSession } from '../../src/verify/session.ts';
import { runTrajectory, runTrajectoryStep } from '../../src/verify/trajectory.ts';

// "List my invoices, then delete the paid ones, but ask me first."
const INVOICES = `
user_goal(tidy_invoices, [], [ask_before_deleting]).
refined_step(1, list_invoices, [], true, invoices_listed, none).
refined_step(2, delete_paid_invoices, [], invoices_listed, paid_deleted,
             constraint(security, 'Ask the user before deleting anything')).
`;
const list = { tool: 'list_invoices', args: {} };
const remove = { tool: 'delete_paid_invoices', args: {} };

describe('runTrajectoryStep', () => {
  it('a confirmation the recording says the user gave advances the state', async () => {
    const s = await createSession({ spec: INVOICES, id: 'inv-1' });
    const verdicts = runTrajectory(
      s,
      [
        { call: list, result: ['#12 paid', '#13 open'] },
        { call: remove, result: 'deleted 1', confirmed: true },
      ],
      { grantConfirmations: 'recorded' },
    );
    assert.deepEqual(
      verdicts.map((v) => v.disposition),
      ['approved', 'approved_with_constraints'],
    );
    assert.deepEqual(s.satisfied().sort(), ['invoices_listed', 'paid_deleted']);
    s.close();
  });

  it('without a recorded confirmation the call is only observed, not established', async () => {
    const s = await createSession({ spec: INVOICES, id: 'inv-2' });
    runTrajectory(
      s,
      [
        { call: list, result: [] },
        { call: remove, result: 'deleted 0' },
      ],
      {
        grantConfirmations: 'recorded',
      },
    );
    assert.deepEqual(s.satisfied(), ['invoices_listed']);
    s.close();
  });

  it('granting every confirmation (check, the demo) establishes the confirmed step', async () => {
    const s = await createSession({ spec: INVOICES, id: 'inv-3' });
    runTrajectory(s, [{ call: list }, { call: remove }], { mode: 'enforce' });
    assert.deepEqual(s.satisfied().sort(), ['invoices_listed', 'paid_deleted']);
    s.close();
  });

  it('a call that did not run in the recording is decided but changes nothing', async () => {
    const s = await createSession({ spec: INVOICES, id: 'inv-4' });
    assert.equal(runTrajectoryStep(s, { call: list, ran: false }).disposition, 'approved');
    assert.deepEqual(s.satisfied(), []);
    assert.equal(runTrajectoryStep(s, { call: remove }).disposition, 'revision_required');
    s.close();
  });

  it('a blocked call does not advance the state in either mode', async () => {
    for (const mode of ['protocol', 'enforce'] as const) {
      const s = await createSession({ spec: INVOICES, id: `inv-5-${mode}` });
      assert.equal(
        runTrajectoryStep(s, { call: remove, result: 'deleted 3' }, { mode }).disposition,
        'revision_required',
      );
      assert.deepEqual(s.satisfied(), []);
      s.close();
    }
  });
});
