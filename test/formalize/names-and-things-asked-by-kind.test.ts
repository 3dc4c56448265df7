// Which proper name a tool's object takes (issue 17): a thing asked for by its kind alone ("put
// her on a free pontoon berth") is the agent's to find, so the boat's name binds no berth; and a
// name before an "-ing" noun after an article names a thing of that kind ("from the Okoro
// wedding"), not the tool's object. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

describe('a thing asked for by its kind alone', () => {
  const tools = namedTools(
    'list_moorings:type,free_on',
    'get_boat:name',
    'assign_mooring:boat_id,mooring,from',
  );
  const assign = (mooring: string) => ({
    tool: 'assign_mooring',
    args: { boat_id: 'B-221', mooring, from: '2027-03-06' },
  });
  it('"put her on a free visitor mooring": the mooring found passes', async () => {
    const { v } = await planVerdict(
      "Grey Kittiwake is back Saturday — put her on a free visitor mooring that'll take 11m",
      tools,
      assign('V7'),
    );
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
    assert.notEqual(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
  it('control: a mooring the user names by its name binds it', async () => {
    const { v } = await planVerdict(
      "Kittiwake's back on the 6th — put her on the Pier mooring, Lantern",
      namedTools('list_moorings:type,free_on', 'assign_mooring:boat_id,mooring,from'),
      assign('V7'),
    );
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
});

describe('a name before an "-ing" noun names a thing of that kind', () => {
  const tools = namedTools('GetEvent:name', 'LogLoss:order_ref,item,loss,charge_gbp');
  const log = {
    tool: 'LogLoss',
    args: { order_ref: 'HO-1101', item: 'wireless mic', loss: 'not returned', charge_gbp: 120 },
  };
  it('"from the Okoro wedding": the loss is not "Okoro"', async () => {
    const { v } = await planVerdict(
      'One wireless mic never came back from the Okoro wedding. Log the loss, charge per our terms',
      tools,
      log,
    );
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});
