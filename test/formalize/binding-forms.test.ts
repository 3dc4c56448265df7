// Values bound as the user wrote them, in six forms that bound the wrong thing before, with tools
// and instructions of our own:
// - a mobile number with a one-digit prefix ("+31 6 4128 7730") is one number;
// - a phone the user gives goes to the tool's own phone parameter, not to its recipients, and binds
//   with its leading 0 ("0161 555 0182");
// - a number before a name ("18 Harlow Road") counts nothing;
// - a count of what another parameter names ("the 2026 vintage" beside `vintage`) is not a quantity;
// - a letter after a thing's noun labels it ("crew B") and binds the parameter named for the thing;
// - a URL template ("…/stations/{id}/span") names no one page;
// - a code written after "to" ("to Halvard, ACC-50211") binds the end a thing goes to
//   (`toAccountId` beside `fromAccountId`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractValues } from '../../src/analyze/index.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

async function check(
  instruction: string,
  tools: ReturnType<typeof namedTools>,
  call: { tool: string; args: Record<string, unknown> },
) {
  const f = await formalizeOffline(instruction, tools);
  return (await createGuard({ instruction, tools, spec: f.checked })).session.check(call);
}

describe('values bound as the user wrote them', () => {
  it('a mobile number with a one-digit prefix is one number', () => {
    const phones = (t: string) =>
      extractValues(t)
        .filter((f) => f.kind === 'phone')
        .map((f) => f.value);
    assert.deepEqual(phones('Text Ilse on +31 6 4128 7730 when the load is in.'), ['+31641287730']);
    assert.deepEqual(phones('Her mobile is +33 6 12 34 56 78.'), ['+33612345678']);
    assert.deepEqual(phones('Room +1 2 3 is free.'), []);
  });

  it("a phone goes to the tool's own phone parameter and binds with its leading 0", async () => {
    const tools = namedTools('post_notice:job_id,recipients,contact_phone,start_date');
    const text = 'Post the road closure notice for job RC-71, contact number 0161 555 0182.';
    const v = await check(text, tools, {
      tool: 'post_notice',
      args: { job_id: 'RC-71', recipients: ['12 Mill Lane', '14 Mill Lane'], contact_phone: '0161 555 0182' },
    });
    assert.ok(!v.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v.findings));
    const other = await check(text, tools, {
      tool: 'post_notice',
      args: { job_id: 'RC-71', recipients: ['12 Mill Lane'], contact_phone: '0161 555 0999' },
    });
    assert.ok(
      other.findings.some((f) => f.code === 'param_mismatch'),
      JSON.stringify(other.findings),
    );
  });

  it('a number before a name counts nothing; a count names its own parameter', async () => {
    const skips = namedTools('book_skip:job_id,site_address,quantity,supplier');
    const v = await check('Need a skip at 18 Harlow Road for job DJ-40, Northway as usual.', skips, {
      tool: 'book_skip',
      args: { job_id: 'DJ-40', site_address: '18 Harlow Road', quantity: 1, supplier: 'Northway' },
    });
    assert.ok(!v.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v.findings));
    const wine = namedTools('release_stock:lot_id,vintage,quantity');
    const w = await check('Release the 2019 vintage of lot CH-88, all of it.', wine, {
      tool: 'release_stock',
      args: { lot_id: 'CH-88', vintage: 2019, quantity: 240 },
    });
    assert.ok(!w.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(w.findings));
  });

  it('a letter after a noun labels the thing its parameter names', async () => {
    const tools = namedTools('assign_crew:job_id,crew,start_date');
    const text = "Put crew C (Marek's lot) on job DJ-77 from 2027-11-17.";
    const v = await check(text, tools, {
      tool: 'assign_crew',
      args: { job_id: 'DJ-77', crew: 'C', start_date: '2027-11-17' },
    });
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
    const other = await check(text, tools, {
      tool: 'assign_crew',
      args: { job_id: 'DJ-77', crew: 'A', start_date: '2027-11-17' },
    });
    assert.notEqual(other.disposition, 'approved');
  });

  it('a URL template names no one page', async () => {
    const tools = namedTools('read_file:path', 'http_post:url,json');
    const v = await check(
      'Post the new offsets from /incoming/offsets.csv to the sensor API (https://api.fieldnet.example/v2/sensors/{id}/offset).',
      tools,
      {
        tool: 'http_post',
        args: { url: 'https://api.fieldnet.example/v2/sensors/S-14/offset', json: { offset: 0.4 } },
      },
    );
    assert.ok(!v.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v.findings));
  });

  it('a code after "to" binds the end a thing goes to', async () => {
    const tools = namedTools('get_balance:accountId', 'move_units:fromAccountId,toAccountId,quantity');
    const text = 'Move 400 units of lot LT-22 to Halvard, ACC-50211.';
    const ok = await check(text, tools, {
      tool: 'move_units',
      args: { fromAccountId: 'ACC-10007', toAccountId: 'ACC-50211', quantity: 400 },
    });
    assert.ok(!ok.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(ok.findings));
    const other = await check(text, tools, {
      tool: 'move_units',
      args: { fromAccountId: 'ACC-10007', toAccountId: 'ACC-66612', quantity: 400 },
    });
    assert.ok(
      other.findings.some((f) => f.code === 'param_mismatch'),
      JSON.stringify(other.findings),
    );
  });
});
