// A tool known by its name alone, whose service is a brand made of a verb that moves money or
// sends and one noun, reads when the brand is followed by a read verb and its object
// (`ChargeBayListVehicles`, `PayLaneGetStatement`, `SendRocketFetchStats`); a name whose read verb
// has no object of its own, or a snake_case name, keeps the destructive verb. Names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferHints } from '../../src/tools/index.ts';

describe('a brand of a money or sending verb before a read', () => {
  it('a PascalCase brand and a read verb with its object read', () => {
    for (const name of ['ChargeBayListVehicles', 'PayLaneGetStatement', 'SendRocketFetchStats'])
      assert.deepEqual(inferHints(name, undefined), { readOnly: true, destructive: false }, name);
  });
  it('the destructive verb stays without a brand, an object, or with a change after the read', () => {
    for (const name of ['CancelOrderList', 'cancel_order_list_all', 'ChargeBayListAndRefund', 'PayInvoice'])
      assert.equal(inferHints(name, undefined)?.readOnly, false, name);
  });
});
