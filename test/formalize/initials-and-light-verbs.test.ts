// A thing named by its initials is the tool's object of those words ("raise a WO" and
// `create_work_order`, "cut a PO" and `create_purchase_order`), and raising, cutting or lodging a
// new thing asks for what makes it ("raise a work order"), not for a raise. "Raise the price"
// still asks for a change. Tools and records are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

async function planned(instruction: string, ...signatures: string[]) {
  return (await formalizeOffline(instruction, namedTools(...signatures))).report.planned;
}

describe('initials and light verbs', () => {
  it('"raise a WO" plans the work order', async () => {
    const p = await planned(
      'raise a WO for the coolant leak on lathe L-4, low priority',
      'get_machine:machine_id',
      'create_work_order:machine_id,priority,description',
    );
    assert.ok(p.includes('create_work_order'), p.join(','));
  });

  it('"cut a PO" plans the purchase order', async () => {
    const p = await planned(
      'cut a PO to Brenmar Coatings for 40 kg of RAL 7016 primer',
      'list_suppliers:query',
      'create_purchase_order:supplier,item,quantity',
    );
    assert.ok(p.includes('create_purchase_order'), p.join(','));
  });

  it('"raise the price" is still a change of the price', async () => {
    const p = await planned(
      'raise the price of SKU-2207 to 14.50',
      'get_product:sku',
      'update_price:sku,price',
      'create_product:name,price',
    );
    assert.ok(p.includes('update_price'), p.join(','));
    assert.ok(!p.includes('create_product'), p.join(','));
  });
});
