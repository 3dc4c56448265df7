// Quantities in an order's lines (`lines: [{sku, qty}]`) are judged as a top-level quantity is: a
// count the user wrote ("12x hinges", "12 x hinges") passes, one nobody gave is the agent's
// choice. A line's sum is its quantity times its rate ("90 m at £4.20/m" and `amount: 378`), not
// a sum the user failed to name, and a figure per unit ("the €25pp deposit") is one to work out.
// Tools and parts are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { plainNumbers } from '../../src/provenance/mechanisms/amounts.ts';
import { namedTools } from '../formalize/named-tools.ts';

async function codes(signature: string, instruction: string, call: { tool: string; args: object }) {
  const tools = namedTools(signature);
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  return s.check(call as never).findings.map((x) => x.code);
}

describe('quantities in line items', () => {
  const order = 'order_parts:lines,deliver_to';
  const lines = (qty: number) => ({
    tool: 'order_parts',
    args: { lines: [{ part: 'HG-220', qty }], deliver_to: 'Mill Lane depot' },
  });

  it('a count written with a times sign is the user’s', async () => {
    assert.ok(plainNumbers('Order 12x HG-220 hinges').includes(12));
    assert.ok(
      !(await codes(order, 'Order 12x HG-220 hinges to the Mill Lane depot.', lines(12))).includes(
        'invented_amount',
      ),
    );
  });

  it('a count in a line that nobody gave is the agent’s', async () => {
    assert.ok(
      (await codes(order, 'Order 12x HG-220 hinges to the Mill Lane depot.', lines(40))).includes(
        'invented_amount',
      ),
    );
    assert.ok(
      (await codes(order, 'Order HG-220 hinges for the Mill Lane depot.', lines(40))).includes(
        'invented_amount',
      ),
    );
  });

  it("a line's sum is its quantity times its rate", async () => {
    const found = await codes(
      'create_invoice:account,lines',
      'Invoice Harrow Joinery for 90 m of skirting at £4.20/m.',
      {
        tool: 'create_invoice',
        args: {
          account: 'Harrow Joinery',
          lines: [{ item: 'skirting', metres: 90, rate: 4.2, amount: 378 }],
        },
      },
    );
    assert.ok(!found.includes('invented_amount'), JSON.stringify(found));
  });
});

describe('a figure per unit', () => {
  it('"4 guests, the €25pp deposit" gives 100 as a sum worked out', async () => {
    assert.ok(plainNumbers('charge the €25pp deposit').includes(25));
    const found = await codes(
      'charge_deposit:booking_ref,amount_eur',
      'Book 4 into Friday’s tasting under Ines Roth and charge the €25pp deposit.',
      { tool: 'charge_deposit', args: { booking_ref: 'BK-7', amount_eur: 100 } },
    );
    assert.ok(!found.includes('invented_amount'), JSON.stringify(found));
  });
});
