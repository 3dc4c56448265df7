// A part that opens with a word the tagger reads as a noun but that is followed at once by its
// object ("email her that …", "email the client the quote", "fax Dr. Mensah …") asks for that
// verb, and a tool named for mail does what "email" asks. Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRequest } from '../../src/formalize/offline/build.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const verbsOf = async (instruction: string) =>
  (await readRequest(instruction, namedTools('note_add:text'))).clauses.map((c) => c.verbs);

const planned = async (instruction: string, tools: ReturnType<typeof namedTools>) =>
  (await formalizeOffline(instruction, tools)).checked.spec.steps.map((s) => s.action);

describe('imperatives the tagger reads as nouns', () => {
  it('a part opening with a lexicon verb before its object asks for that verb', async () => {
    assert.deepEqual(await verbsOf('1) refund order QX-4410, 2) email her that the money is on its way.'), [
      ['refund'],
      ['email'],
    ]);
    assert.deepEqual(await verbsOf('Email the landlord the signed lease.'), [['email']]);
    assert.deepEqual(await verbsOf('Please fax Dr. Okafor the referral.'), [['fax']]);
  });

  it('a noun opening a statement asks for nothing', async () => {
    // a noun before a verb, not before an object; "yesterday" is no verb of the lexicon
    assert.deepEqual(await verbsOf('Email from the bank came in.'), [[]]);
    assert.deepEqual(await verbsOf('Yesterday the courier was late.'), [[]]);
  });

  it('the asked e-mail plans the tool named for mail, beside the other part', async () => {
    const tools = namedTools(
      'member_lookup:query',
      'refund_order:order_id,amount',
      'member_mail:to,subject,body',
      'member_delete:member_id',
    );
    const steps = await planned('1) refund order QX-4410, 2) email her that the money is on its way.', tools);
    assert.ok(steps.includes('refund_order'), steps.join());
    assert.ok(steps.includes('member_mail'), steps.join());
    assert.ok(!steps.includes('member_delete'), steps.join());
  });
});
