// Packs of a count of things (issue 17): "4 × 6 magnums" is 24 magnums as well as 4 packs of 6, so a
// call that logs the total takes the user's count (PACK_COUNT); a total the user's numbers do not
// make is still the agent's choice. A size ("60 x 40 cm") and things of a size ("24 x 330ml") make
// no product. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';
import { namedTools } from './named-tools.ts';

describe('packs of a count of things', () => {
  const counts = (text: string) =>
    namedValues(text)
      .filter((v) => v.kind === 'count')
      .map((v) => v.value);
  it('"2 x 28 tablets" and "3 × 12 bottles" count the product too', () => {
    assert.ok(counts('log the delivery: 2 x 28 co-codamol tablets from Alliance').includes(56));
    assert.ok(counts('order 3 × 12 bottles of the house red').includes(36));
  });
  it('control: a size and things of a size make no product', () => {
    assert.ok(!counts('a crate 60 x 40 cm for the mirror').includes(2400));
    assert.ok(!counts('received 24 x 330ml cans of cola').includes(7920));
  });

  const tools = namedTools('get_cellar_stock:wine', 'log_cellar_receipt:wine,quantity,supplier');
  const instruction = 'received 4 × 6 magnums of the 2019 Rioja from Bodegas Ruiz, log it';
  const log = (quantity: number) => ({
    tool: 'log_cellar_receipt',
    args: { wine: '2019 Rioja', quantity, supplier: 'Bodegas Ruiz' },
  });
  it('"4 × 6 magnums … log it" and a receipt of 24', async () => {
    const v = await lastVerdict(tools, instruction, [[log(24)]]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: a receipt of 30 is not what the user counted', async () => {
    const v = await lastVerdict(tools, instruction, [[log(30)]]);
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
});

describe('one thing in a list of counted things', () => {
  const tools = namedTools('get_room:room', 'order_equipment:room,item,quantity');
  const instruction = 'for the Elm Room on Friday: order 4 folding chairs and a lectern';
  const order = (item: string, quantity: number) => ({
    tool: 'order_equipment',
    args: { room: 'Elm Room', item, quantity },
  });
  it('"4 folding chairs and a lectern" and an order of one lectern', async () => {
    const v = await lastVerdict(tools, instruction, [[order('folding chair', 4)], [order('lectern', 1)]]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it("control: three lecterns are no count of the user's", async () => {
    const v = await lastVerdict(tools, instruction, [[order('lectern', 3)]]);
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
});
