// A code the user wrote after no record's noun ("log a deviation for LOT-22-0913") is the
// record of the parameter that takes codes of its series: the planned call binds it, and the same
// call on another record of that series (LOT-22-0914) is sent back. An id of another series is
// the tool's own name for a record and is left to the call; so is a code written after another
// parameter's noun ("customer C-1180"), and a parameter of several records (`lot_ids`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

async function verdicts(
  instruction: string,
  signatures: string[],
  calls: Array<{ tool: string; args: object }>,
) {
  const tools = namedTools(...signatures);
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  return calls.map((c) => {
    const v = s.check(c as never);
    if (v.disposition === 'approved') s.record(c as never, JSON.stringify({ ok: true, ref: 'R-1' }));
    return v;
  });
}

describe('a code the user wrote after no noun binds the parameter of its series', () => {
  const deviation = 'log_deviation:lot_id,due_date,reason';

  it('the named lot passes, and another lot of the same series is sent back', async () => {
    const [first, second] = await verdicts(
      'Log a deviation for LOT-22-0913, due 2028-04-02.',
      [deviation],
      [
        {
          tool: 'log_deviation',
          args: { lot_id: 'LOT-22-0913', due_date: '2028-04-02', reason: 'seal fault' },
        },
        {
          tool: 'log_deviation',
          args: { lot_id: 'LOT-22-0914', due_date: '2028-04-02', reason: 'same line' },
        },
      ],
    );
    assert.equal(first!.disposition, 'approved', JSON.stringify(first!.findings));
    assert.equal(second!.disposition, 'revision_required');
    assert.ok(second!.findings.some((f) => f.code === 'param_mismatch' && f.path === 'args.lot_id'));
  });

  it('an id of another series is the tool’s own name for the record', async () => {
    const [v] = await verdicts(
      'Log a deviation for LOT-22-0913, due 2028-04-02.',
      ['log_deviation:batch_id,due_date'],
      [{ tool: 'log_deviation', args: { batch_id: 'B-0077', due_date: '2028-04-02' } }],
    );
    assert.equal(v!.disposition, 'approved', JSON.stringify(v!.findings));
    // (of the same shape, with other letters: another series)
    const [w] = await verdicts(
      'Log a deviation for LOT-22-0913, due 2028-04-02.',
      ['log_deviation:lot_id,due_date'],
      [{ tool: 'log_deviation', args: { lot_id: 'BAT-22-0913', due_date: '2028-04-02' } }],
    );
    assert.ok(!w!.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(w!.findings));
  });

  it("a code after another parameter's noun binds that one, not this", async () => {
    const [v] = await verdicts(
      'Open a warranty claim for customer C-1180 on serial SN-55120.',
      ['warranty_claim:claim_ref,customer_id,serial'],
      [{ tool: 'warranty_claim', args: { claim_ref: 'C-1181', customer_id: 'C-1180', serial: 'SN-55120' } }],
    );
    assert.ok(!v!.findings.some((f) => f.path === 'args.claim_ref'), JSON.stringify(v!.findings));
  });

  it('a parameter of several records takes more than the one the user wrote', async () => {
    const [v] = await verdicts(
      'If three or more complaints including CP-31-0442 name the same café, open an outbreak review.',
      ['outbreak_review:complaint_ids,venue'],
      [
        {
          tool: 'outbreak_review',
          args: { complaint_ids: ['CP-31-0442', 'CP-31-0450', 'CP-31-0457'], venue: 'Café Lune' },
        },
      ],
    );
    assert.ok(!v!.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v!.findings));
  });

  it('two codes of one series leave the choice to the call', async () => {
    const [v] = await verdicts(
      'Log a deviation for LOT-22-0913 or LOT-22-0920, whichever failed the seal test.',
      [deviation],
      [{ tool: 'log_deviation', args: { lot_id: 'LOT-22-0920', reason: 'seal test' } }],
    );
    assert.ok(!v!.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v!.findings));
  });
});
