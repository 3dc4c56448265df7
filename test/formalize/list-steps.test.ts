// A step of a list that opens with a verb the tagger read as a noun ("2) book delivery for Friday")
// asks for it, as its sibling steps ask for theirs ("1) find the order", "3) email Dan"). A part
// alone, or a list of noun phrases, asks for nothing that way. Tools and people are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const tools = namedTools('search_jobs:customer', 'create_delivery:job_id,date,address', 'send_email:to,body');

async function planned(instruction: string) {
  return (await formalizeOffline(instruction, tools)).report.planned;
}

describe('a list step that opens with a verb read as a noun', () => {
  it('"book delivery" between two asked steps plans the delivery', async () => {
    const p = await planned(
      '1) find the open job for Pennard Stoneworks\n2) book delivery for Tuesday to their depot, 3 Mill Lane, Truro TR1 2AB\n3) email Lowri at lowri@pennardstone.co.uk to confirm',
    );
    assert.ok(p.includes('create_delivery'), p.join(','));
  });

  it('a list of noun phrases asks for no delivery', async () => {
    const p = await planned('1) delivery status for Pennard Stoneworks\n2) book value of the depot stock');
    assert.ok(!p.includes('create_delivery'), p.join(','));
  });
});

describe('the values of one list item bind no other item’s tool', () => {
  const listTools = namedTools(
    'cement_order:supplier,bags,delivery_date',
    'print_job:quantity,due_date',
    'send_email:to,body',
  );
  const steps = async (instruction: string) =>
    (await formalizeOffline(instruction, listTools)).checked.spec.steps.map((s) => ({
      action: s.action,
      params: JSON.stringify(s.params),
    }));
  it('a date in item 2 does not bind the order item 1 asks for', async () => {
    const s = await steps(
      'Few things:\n1) cement order: 20 bags from Brightwell for Friday\n2) 300 leaflets for the open day, due 2029-05-02\n3) email Dana the rota',
    );
    const order = s.find((x) => x.action === 'cement_order');
    assert.ok(order, JSON.stringify(s));
    assert.ok(!order.params.includes('2029-05-02'), order.params);
  });
  it('a date in the order’s own item still binds it', async () => {
    const s = await steps(
      'Few things:\n1) cement order: 20 bags from Brightwell, delivery 2029-05-04\n2) 300 leaflets for the open day, due 2029-05-02',
    );
    const order = s.find((x) => x.action === 'cement_order');
    assert.ok(order?.params.includes('2029-05-04'), JSON.stringify(s));
    assert.ok(!order?.params.includes('2029-05-02'), JSON.stringify(s));
  });
  it('a bullet list binds the same way', async () => {
    const s = await steps(
      'From the handover:\n- cement order: 20 bags from Brightwell for Friday\n- 300 leaflets for the open day, due 2029-05-02',
    );
    const order = s.find((x) => x.action === 'cement_order');
    assert.ok(order && !order.params.includes('2029-05-02'), JSON.stringify(s));
  });
  it('a dash inside a sentence makes no list: its date still binds', async () => {
    const s = await steps('Place the cement order for 20 bags from Brightwell - delivery 2029-05-04 please.');
    const order = s.find((x) => x.action === 'cement_order');
    assert.ok(order?.params.includes('2029-05-04'), JSON.stringify(s));
  });
});
