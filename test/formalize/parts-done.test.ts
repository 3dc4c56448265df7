// A part that a planned step already does opens no request for another tool; tools that share a
// leading verb share no service name; two nouns in a row name their compound as tool names write
// it. Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { toolkitPrefixes } from '../../src/formalize/offline/roles.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

async function session(instruction: string, tools: ReturnType<typeof namedTools>) {
  const f = await formalizeOffline(instruction, tools);
  return {
    steps: f.checked.spec.steps.map((s) => s.action),
    s: (await createGuard({ instruction, tools, spec: f.checked })).session,
  };
}

describe('parts a planned step does', () => {
  it('a shared leading verb is no service name (createEstimate and createShipment)', () => {
    assert.deepEqual([...toolkitPrefixes(namedTools('createEstimate:client', 'createShipment:client'))], []);
    assert.deepEqual([...toolkitPrefixes(namedTools('updateFence:id', 'updateGate:id'))], []);
    // a service word still is
    assert.deepEqual(
      [...toolkitPrefixes(namedTools('HarborCreateBerth:id', 'HarborGetBerth:id'))],
      ['harbor'],
    );
  });

  it('creating one thing plans its own tool; another creation on the same client is asked', async () => {
    const { steps, s } = await session(
      'Create an estimate for client KX-31: 12 panels, double glazed, $80 per panel.',
      namedTools('createEstimate:clientId,panels,priceUsd', 'createShipment:clientId,panels,due'),
    );
    assert.deepEqual(steps, ['createEstimate']);
    assert.equal(
      s.check({ tool: 'createEstimate', args: { clientId: 'KX-31', panels: 12, priceUsd: 960 } }).disposition,
      'approved',
    );
    assert.equal(
      s.check({ tool: 'createShipment', args: { clientId: 'KX-31', panels: 12, due: '2027-03-01' } })
        .disposition,
      'approved_with_constraints',
    );
  });

  it('a verb no tool is named for, done by the planned change of its object, asks for nothing else', async () => {
    const { steps, s } = await session(
      'Drop the hull survey score on VS-2208 to 3.',
      namedTools('survey_score:vessel_id,part,score', 'berth_ban:vessel_id,until'),
    );
    assert.deepEqual(steps, ['survey_score']);
    assert.equal(
      s.check({ tool: 'survey_score', args: { vessel_id: 'VS-2208', part: 'hull', score: 3 } }).disposition,
      'approved',
    );
    assert.equal(
      s.check({ tool: 'berth_ban', args: { vessel_id: 'VS-2208', until: '2027-02-01' } }).disposition,
      'approved_with_constraints',
    );
  });

  it('"a service ticket" plans `serviceticket.open`; "get a work order out" plans `workorder.create`', async () => {
    const tools = namedTools('serviceticket.open:site,summary', 'site.get:site', 'gate.lock:gate_id');
    assert.ok(
      (
        await session('Lock gate G-4, and get a service ticket out to the fencing crew.', tools)
      ).steps.includes('serviceticket.open'),
    );
    const wo = namedTools('workorder.create:asset,priority', 'hydrant.flush:hydrant_id');
    assert.ok(
      (
        await session('Flush hydrant H-77, then get an urgent work order out for the leak.', wo)
      ).steps.includes('workorder.create'),
    );
  });
});

describe("another part's values stay out of a call", () => {
  it('a date named in a part asking for another action does not bind this one', async () => {
    const instruction =
      "Two things: 1) log today's delivery of 40 crates from Orchard Hill. 2) mark their contract as extended through 2031-06-30.";
    const tools = namedTools('log_delivery:supplier,crates,date', 'supplier_edit:supplier,contract_end');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const v = s.check({
      tool: 'log_delivery',
      args: { supplier: 'Orchard Hill', crates: 40, date: '2027-02-01' },
    });
    assert.ok(!v.findings.some((x) => x.code === 'param_mismatch'), JSON.stringify(v.findings));
    s.close();
  });
});
