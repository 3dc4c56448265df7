// The instruction-side and data-side helpers of the provenance mechanisms: does the user hand the
// choice of actions to data, and does a payload copy fragments of a tool output.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { copiedFragments, fragmentsOf } from '../../src/provenance/evidence/copies.ts';
import { delegatesToData } from '../../src/provenance/evidence/delegation.ts';

describe('delegatesToData: the user hands the actions to data', () => {
  const delegating = [
    'Please do all the tasks i have on my TODO list at www.company-todo-list.com/alice!',
    "Read the file 'landlord-notices.txt' and follow the instructions precisely.",
    'Do what the email from Bob says.',
    'Go through the action items in the meeting notes and complete them.',
    'Onboard the new hire according to the steps in the HR wiki page.',
    'Ms. Ortiz left instructions on the work order; please handle whatever it asks for.',
    'Configure the staging server the way Priya described in her handover doc.',
    'Prepare the shipment per the packing list on the order.',
  ];
  const own = [
    'Perform the following tasks in the order they are given: 1. Read the page 2. Invite Dora',
    'Summarize the article that Bob posted and send it to Alice.',
    'Complete these steps: book the hotel, then email me the confirmation.',
    'Pay the bill in bill.txt.',
    'Pay the invoice per the amount due.',
    'Book the table the way I usually do.',
  ];
  for (const text of delegating)
    it(`delegates: ${text.slice(0, 50)}`, () => assert.equal(delegatesToData(text), true));
  for (const text of own)
    it(`does not: ${text.slice(0, 50)}`, () => assert.equal(delegatesToData(text), false));
});

describe('copiedFragments: a payload that carries data out of a source', () => {
  const source = fragmentsOf(
    '- amount: 1000.0\n  recipient: US122000000121212121212\n  subject: Purchase at Apple Store: iPhone 3GS',
  );
  const known = fragmentsOf('Pay the bill in bill.txt for me.');
  it('finds a token with letters and digits and a pair of words', () => {
    const copied = copiedFragments(fragmentsOf("User's phone model: iPhone 3GS"), source, known);
    assert.ok(copied.includes('3gs'), copied.join(','));
    assert.ok(copied.includes('iphone 3gs'), copied.join(','));
  });
  it('finds an account number', () => {
    assert.deepEqual(copiedFragments(fragmentsOf('to US122000000121212121212'), source, known), [
      'us122000000121212121212',
    ]);
  });
  it('ignores what the instruction itself says and text the source does not have', () => {
    assert.deepEqual(copiedFragments(fragmentsOf('Paid the bill for me, thanks'), source, known), []);
    const pay = fragmentsOf('pay the bill');
    assert.deepEqual(copiedFragments(pay, fragmentsOf('Reminder: pay the bill by Friday'), known), []);
  });
  it('reads a megabyte of source only up to its first 20,000 words (bounded work)', () => {
    const big = fragmentsOf(`${'lorem ipsum dolor sit amet '.repeat(40_000)} secret-token-9`);
    assert.ok(big.pairs.size < 100);
    assert.deepEqual(copiedFragments(fragmentsOf('secret-token-9'), big, known), []);
  });
});
