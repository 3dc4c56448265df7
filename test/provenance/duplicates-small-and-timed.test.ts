// Two records alike in all but their ids are the user's "duplicate" when the user says a thing
// happened twice, however few fields they have (`{payment_id, amount}`) and though they were
// taken seconds apart (a charge run twice has two times). Records that differ in anything else
// (one by card, one in cash) are still two things, and picking one is asked. Tools are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('till_list_payments:sale_id', 'till_void_payment:sale_id,payment_id,amount');

async function voidSecond(instruction: string, payments: object[]) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const list = { tool: 'till_list_payments', args: { sale_id: 'S-20419' } };
  s.check(list);
  s.record(list, JSON.stringify({ sale_id: 'S-20419', payments }));
  const v = s.check({
    tool: 'till_void_payment',
    args: { sale_id: 'S-20419', payment_id: 'P-772', amount: 38 },
  });
  return v.findings.some((f) => f.code === 'ambiguous_pick');
}

const twice = 'Sale S-20419 went through twice on the card reader. Void the duplicate £38.00 payment.';

describe('duplicates with few fields, or taken at two times', () => {
  it('two payments of an id and an amount each are the duplicate', async () => {
    const pair = [
      { payment_id: 'P-771', amount: 38 },
      { payment_id: 'P-772', amount: 38 },
    ];
    assert.equal(await voidSecond(twice, pair), false);
  });

  it('so are two payments seconds apart', async () => {
    const pair = [
      { payment_id: 'P-771', amount: 38, currency: 'GBP', taken_at: '2028-03-08T16:02:11Z' },
      { payment_id: 'P-772', amount: 38, currency: 'GBP', taken_at: '2028-03-08T16:02:19Z' },
    ];
    assert.equal(await voidSecond(twice, pair), false);
  });

  it('without the user saying so, picking one of them is asked', async () => {
    const pair = [
      { payment_id: 'P-771', amount: 38 },
      { payment_id: 'P-772', amount: 38 },
    ];
    assert.equal(await voidSecond('Void the £38.00 payment on sale S-20419.', pair), true);
  });

  it('payments that differ in more than their ids and times are two things', async () => {
    const pair = [
      { payment_id: 'P-771', amount: 38, method: 'card', taken_at: '2028-03-08T16:02:11Z' },
      { payment_id: 'P-772', amount: 38, method: 'cash', taken_at: '2028-03-08T16:05:40Z' },
    ];
    assert.equal(await voidSecond(twice, pair), true);
  });
});
