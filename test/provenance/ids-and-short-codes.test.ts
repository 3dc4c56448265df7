// A long number under a key that names something else (`prescriber_npi`, `isbn`) is that thing's
// id, not an account the call pays or sends to; under an account's key it still is one. And a
// short code the user wrote ("room B4") names the data a lookup by it returns: the guests booked
// in it are the user's to email when the user says "everyone booked in B4". Tools and people ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

async function last(signatures: string[], instruction: string, steps: Array<[object, unknown?]>) {
  const tools = namedTools(...signatures);
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  let v: ReturnType<typeof s.check> | undefined;
  for (const [call, out] of steps) {
    v = s.check(call as never);
    if (out !== undefined) s.record(call as never, JSON.stringify(out));
  }
  return v!.findings.filter((x) => x.code === 'untrusted_value');
}

describe('ids under their own names', () => {
  const tools = [
    'find_script:patient',
    'fax_prescriber:prescriber_npi,fax,message',
    'pay_vendor:account_number,amount',
  ];
  const record = {
    scripts: [
      { drug: 'ramipril', prescriber: { name: 'Dr. Ilse Horvat', npi: '1730458821', fax: '+1-555-0190' } },
    ],
  };
  const look = { tool: 'find_script', args: { patient: 'Tomas Reyes' } };

  it('an NPI from the record is no account the fax goes to', async () => {
    const found = await last(tools, "Tomas Reyes's ramipril is out. Fax Dr. Horvat for a renewal.", [
      [look, record],
      [
        {
          tool: 'fax_prescriber',
          args: { prescriber_npi: '1730458821', fax: '+1-555-0190', message: 'Renewal please' },
        },
      ],
    ]);
    assert.ok(!found.some((x) => x.path === 'args.prescriber_npi'), JSON.stringify(found));
  });

  it('a number under an account key is still an account', async () => {
    const found = await last(tools, "Tomas Reyes's ramipril is out. Fax Dr. Horvat for a renewal.", [
      [look, record],
      [{ tool: 'pay_vendor', args: { account_number: '1730458821', amount: 40 } }],
    ]);
    assert.ok(
      found.some((x) => x.path === 'args.account_number'),
      JSON.stringify(found),
    );
  });
});

describe('a short code the user wrote', () => {
  it("names the lookup by it: everyone booked in room B4 is the user's to email", async () => {
    const found = await last(
      ['find_bookings:room,date', 'send_email:to,subject,body'],
      'Room B4 is closed today, email everyone booked in B4 that we will call to rebook.',
      [
        [
          { tool: 'find_bookings', args: { room: 'B4', date: '2028-03-09' } },
          {
            bookings: [
              { ref: 'EB-1', name: 'Lea Marsh', email: 'lea@marsh.example' },
              { ref: 'EB-2', name: 'Ovid Tan', email: 'ovid@tan.example' },
            ],
          },
        ],
        [
          {
            tool: 'send_email',
            args: { to: 'lea@marsh.example', subject: 'Room B4', body: 'We will call you.' },
          },
        ],
      ],
    );
    assert.deepEqual(found, []);
  });
});
