// A thing's number ("part no. 00620774", "serial # 40218877") is that thing's, not an account a
// message may go to; an account's number stays one. And a role the user cuts short ("text the
// cust") names the party whose record holds it (`customer_name` beside a bare `phone`) in data
// the user pointed at. Tools, codes and people are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractValues } from '../../src/analyze/index.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

describe("a thing's number", () => {
  it('is no account; an account number is', () => {
    assert.deepEqual(extractValues('fit the hinge, part no. 00620774'), []);
    assert.deepEqual(extractValues('serial # 40218877 is the faulty one'), []);
    assert.deepEqual(extractValues('pay it to account no. 40118772'), [
      { kind: 'account', value: '40118772' },
    ]);
  });
});

describe('a role cut short', () => {
  const tools = namedTools('get_job:job_id', 'order_part:job_id,part_number', 'send_sms:to,message');
  const job = {
    job_id: 'JB-5071',
    customer_name: 'Aoife Brennan',
    phone: '+353 86 114 2290',
    appliance: 'tumble dryer',
  };

  async function text(instruction: string, to: string) {
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const look = { tool: 'get_job', args: { job_id: 'JB-5071' } };
    s.check(look);
    s.record(look, JSON.stringify(job));
    return s.check({ tool: 'send_sms', args: { to, message: 'Your part is on order.' } }).findings;
  }

  it("the customer's phone on the job the user named is theirs", async () => {
    const found = await text(
      'JB-5071: order part no. 00620774 and text the cust so she knows.',
      '+353 86 114 2290',
    );
    assert.ok(
      !found.some((x) => x.code === 'untrusted_value' || x.code === 'param_mismatch'),
      JSON.stringify(found),
    );
  });

  it('a phone the job does not hold is not', async () => {
    const found = await text(
      'JB-5071: order part no. 00620774 and text the cust so she knows.',
      '+353 87 555 0101',
    );
    assert.ok(found.length > 0);
  });
});
