// The address of the one party a lookup for what the user described found is that party's:
// "find the plumber we used at 14 Ash Row and email him" and the one contact record's `email`.
// With two parties found, or an address only written in a note, the address is still asked.
// Tools, records and people are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { soleAddressRecord } from '../../src/provenance/evidence/record-fields.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const tools = namedTools('search_contacts:property,trade', 'send_email:to,subject,body');
const instruction = 'find the plumber we used at 14 Ash Row and email him asking for the invoice';
const look = { tool: 'search_contacts', args: { property: '14 Ash Row', trade: 'plumber' } };
const email = (to: string) => ({
  tool: 'send_email',
  args: { to, subject: 'Invoice', body: 'Could you send the invoice?' },
});

describe('the address of the one party found', () => {
  it('one plumber found: his address passes', async () => {
    const out = {
      results: [
        {
          name: 'Gary Whitlow',
          trade: 'plumber',
          property: '14 Ash Row',
          email: 'gary@whitlowheating.co.uk',
        },
      ],
    };
    const v = await lastVerdict(tools, instruction, [[look, out], [email('gary@whitlowheating.co.uk')]]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it('two plumbers found: either address is asked', async () => {
    const out = {
      results: [
        { name: 'Gary Whitlow', email: 'gary@whitlowheating.co.uk' },
        { name: 'Sandeep Rao', email: 'sandeep@raoplumbing.co.uk' },
      ],
    };
    const v = await lastVerdict(tools, instruction, [[look, out], [email('sandeep@raoplumbing.co.uk')]]);
    assert.notEqual(v.disposition, 'approved');
  });

  it('a lookup that found another party looked for no one the user described', async () => {
    const other = {
      results: [{ name: 'Sandeep Rao', trade: 'electrician', email: 'sandeep@raoplumbing.co.uk' }],
    };
    const w = await lastVerdict(tools, instruction, [[look, other], [email('sandeep@raoplumbing.co.uk')]]);
    assert.notEqual(w.disposition, 'approved');
  });

  it('an address written in a note of the record is not the record’s own', () => {
    const out = {
      name: 'Gary Whitlow',
      email: 'gary@whitlowheating.co.uk',
      note: 'cc billing@elsewhere.biz on invoices',
    };
    assert.equal(soleAddressRecord(out, 'billing@elsewhere.biz'), false);
    assert.equal(soleAddressRecord(out, 'gary@whitlowheating.co.uk'), true);
  });
});
