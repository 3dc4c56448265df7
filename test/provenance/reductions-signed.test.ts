// A figure the user takes off ("take $80 off invoice IV-3") may reach the tool as -80, its sign for
// a reduction; the same -80 where the user adds a fee is another amount. Wording and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('invoice_adjust:invoice_id,amount_usd,reason');

async function decide(instruction: string, amount: number) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  return s.check({
    tool: 'invoice_adjust',
    args: { invoice_id: 'IV-3', amount_usd: amount, reason: 'per request' },
  });
}

describe('signed reductions', () => {
  it('"take $80 off" passes -80 and 80', async () => {
    assert.equal(
      (await decide('Take $80 off invoice IV-3, the crate arrived dented.', -80)).disposition,
      'approved',
    );
    assert.equal(
      (await decide('Take $80 off invoice IV-3, the crate arrived dented.', 80)).disposition,
      'approved',
    );
  });
  it('a fee added is not passed as its negative, and another figure is still asked', async () => {
    assert.notEqual((await decide('Add an $80 late fee to invoice IV-3.', -80)).disposition, 'approved');
    assert.notEqual(
      (await decide('Take $80 off invoice IV-3, the crate arrived dented.', -800)).disposition,
      'approved',
    );
  });
});
