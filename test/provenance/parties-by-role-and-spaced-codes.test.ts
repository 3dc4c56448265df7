// The party a record names under the user's word for it (issue 17): "email the consignee" and a
// container record with `consignee: "Harbour Mills Ltd"`, then a lookup of Harbour Mills Ltd whose
// one contact address is theirs; a lookup of the record's other party (its shipper) is not the
// consignee's. And a code the user wrote with spaces or a dash inside ("TGHU 448120-7") names the
// same record as `TGHU4481207`. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const tools = namedTools(
  'getShipment:containerNo',
  'getCustomerProfile:customer',
  'sendMessage:to,subject,body',
);
const shipment = {
  containerNo: 'TGHU4481207',
  consignee: 'Harbour Mills Ltd',
  shipper: 'Kestrel Foods Co',
  status: 'customs cleared',
  eta: '2027-03-04',
};
const profile = (customer: string, email: string) => ({
  customer,
  contacts: [{ name: 'Ada Moss', role: 'logistics', email }],
});
const calls = (customer: string, email: string, code = 'TGHU4481207') =>
  [
    [{ tool: 'getShipment', args: { containerNo: code } }, shipment],
    [{ tool: 'getCustomerProfile', args: { customer } }, profile(customer, email)],
    [
      {
        tool: 'sendMessage',
        args: { to: email, subject: 'Release note', body: 'Your container has cleared customs.' },
      },
    ],
  ] as Array<[{ tool: string; args: Record<string, unknown> }, unknown?]>;

describe('the party a record names under the role the user wrote', () => {
  const instruction = 'Container TGHU4481207 has cleared customs, email the consignee the release note.';
  it("the consignee's one contact is theirs", async () => {
    const v = await lastVerdict(
      tools,
      instruction,
      calls('Harbour Mills Ltd', 'logistics@harbourmills.example'),
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it("control: the shipper's contact is no consignee's", async () => {
    const v = await lastVerdict(tools, instruction, calls('Kestrel Foods Co', 'ops@kestrelfoods.example'));
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('a code written with a space and a dash names the same container', async () => {
    const v = await lastVerdict(
      tools,
      'Container TGHU 448120-7 has cleared customs, email the consignee the release note.',
      calls('Harbour Mills Ltd', 'logistics@harbourmills.example'),
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});
