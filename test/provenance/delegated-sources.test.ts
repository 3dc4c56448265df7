// Delegation read from where the steps are: "the next steps in Priya's shift note" hands the
// actions to the note (a list the user writes out, "the following steps in order: 1. …", stays
// the user's own), and a tool that makes or arranges its object does what the note asks of that
// object ("Refund $12 …" and `issueRefund`). Tasks, notes and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { delegatesToData } from '../../src/provenance/evidence/delegation.ts';
import { namedTools } from '../formalize/named-tools.ts';

async function afterReading(
  instruction: string,
  tools: Tool[],
  read: { tool: string; args: Record<string, unknown> },
  output: unknown,
) {
  const guard = await createGuard({
    instruction,
    tools,
    formalize: async (i, t) => (await formalizeOffline(i, [...t])).checked,
  });
  guard.session.check(read);
  guard.session.record(read, JSON.stringify(output));
  return guard.session;
}

describe('delegation to the data that holds the steps', () => {
  it('"the next steps in <someone>\'s note" hands over; "the following steps in order" does not', () => {
    assert.equal(delegatesToData("Work through the next steps in Priya's shift note on WO-88."), true);
    assert.equal(
      delegatesToData('Do the following steps in order: 1. close WO-88 2. email the crew.'),
      false,
    );
    assert.equal(delegatesToData('Follow these steps: restart the pump, then log it.'), false);
  });

  it("a step of the note, done by a tool of the task, is the user's request", async () => {
    const tools = namedTools(
      'workorder.get:wo_id',
      'workorder.close:wo_id,resolution',
      'crew.notify:crew,message',
    );
    const s = await afterReading(
      "Work through the next steps in Priya's shift note on WO-88.",
      tools,
      { tool: 'workorder.get', args: { wo_id: 'WO-88' } },
      {
        wo_id: 'WO-88',
        notes: [{ author: 'Priya', text: 'Valve replaced. Next: close WO-88 and notify the night crew.' }],
      },
    );
    const v = s.check({ tool: 'workorder.close', args: { wo_id: 'WO-88', resolution: 'Valve replaced' } });
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
    s.close();
  });

  it('"Refund $12 …" in the note asks `issueRefund`, which issues refunds', async () => {
    const tools = namedTools(
      'getComplaint:complaint_id',
      'issueRefund:order_id,amount,reason',
      'closeComplaint:complaint_id',
    );
    const s = await afterReading(
      'handle what complaint CP-41 says',
      tools,
      { tool: 'getComplaint', args: { complaint_id: 'CP-41' } },
      {
        complaint_id: 'CP-41',
        order_id: 'ORD-7710',
        resolution: 'Refund $12.00 for the cracked lid. Approved by T. Hale.',
      },
    );
    const v = s.check({
      tool: 'issueRefund',
      args: { order_id: 'ORD-7710', amount: 12 },
    });
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
    s.close();
  });
});
