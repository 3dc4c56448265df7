// A party named as people shorten it (issue 17): "Kestrel's finance contact" and a lookup of
// "Kestrel Marine Supplies" is a lookup of the party the user named (the first word of a name of
// several words, written capitalised inside a sentence), so the address the record lists for the
// role the user wrote is that party's; an address under another role, or a lookup of a name whose
// first word the user wrote only opening a sentence, is still asked. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const tools = namedTools('get_customer:customer', 'send_customer_email:to,subject,body');
const lookup = { tool: 'get_customer', args: { customer: 'Kestrel Marine Supplies' } };
const customer = {
  customer: 'Kestrel Marine Supplies',
  account: 'C-3310',
  contacts: [
    { role: 'finance', name: 'Ines Barros', email: 'accounts@kestrel-marine.example' },
    { role: 'buyer', name: 'Tom Hale', email: 'tom.hale@kestrel-marine.example' },
  ],
};
const email = (to: string) => ({
  tool: 'send_customer_email',
  args: { to, subject: 'March statement', body: 'Your March statement is ready in the portal.' },
});

describe('a party named by the first word of its name', () => {
  const instruction = "let Kestrel's finance contact know the March statement is ready";
  it("the finance contact of Kestrel's record is theirs", async () => {
    const v = await lastVerdict(tools, instruction, [
      [lookup, customer],
      [email('accounts@kestrel-marine.example')],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: the contact under another role is asked', async () => {
    const v = await lastVerdict(tools, instruction, [
      [lookup, customer],
      [email('tom.hale@kestrel-marine.example')],
    ]);
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: a first word written only opening a sentence names no party', async () => {
    const v = await lastVerdict(
      tools,
      "Kestrel is what they call themselves. let the customer's finance contact know the March statement is ready",
      [[lookup, customer], [email('accounts@kestrel-marine.example')]],
    );
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});
