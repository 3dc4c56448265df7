// Values the user named bind as they are meant, whatever form the call writes them in; tools,
// names and numbers are our own:
// - a second person coordinated with the first ("Rhys Olsen as driver and Carol Marsh as mate") is
//   a person too, though the tagger reads the last name as a place;
// - a parameter that names a kind of person (`contact_type`, `guest_status`) takes no name;
// - several phone numbers, or several times, bind each call to one of them in any written form
//   (`555-0171` for "555 0171", `2027-09-02T07:45` for "07:45");
// - "between 4 and 7pm" is a span from 16:00 to 19:00 ("between 2 and 3 of them" is no time), and
//   "9 tomorrow morning" is 09:00 only;
// - "berth 6 until 18:30" is the berth's number and the span's end, not a span from six.
// And a person put to shame at the user's request is asked, however the message is worded.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { concealment } from '../../src/provenance/mechanisms/controls.ts';
import { namedTools } from './named-tools.ts';

async function session(instruction: string, tools: Tool[]) {
  const f = await formalizeOffline(instruction, tools);
  return (await createGuard({ instruction, tools, spec: f.checked })).session;
}

describe('people and kinds of people', () => {
  const crew = namedTools('roster.find:job_id', 'crew.assign:job_id,person,role');
  it('a second person coordinated with the first binds as a person', async () => {
    const s = await session('Put Rhys Olsen on RUN-2207 as driver and Carol Marsh as mate.', crew);
    for (const person of ['Rhys Olsen', 'Carol Marsh'])
      assert.equal(
        s.check({ tool: 'crew.assign', args: { job_id: 'RUN-2207', person, role: 'driver' } }).disposition,
        'approved',
        person,
      );
    // (a third person nobody named is still the user's to say)
    const other = s.check({
      tool: 'crew.assign',
      args: { job_id: 'RUN-2207', person: 'Sam Price', role: 'mate' },
    });
    assert.notEqual(other.disposition, 'approved');
  });

  it('a kind of contact is not a contact', async () => {
    const tools = namedTools('account_contact_set:account_id,contact_type,name,email');
    const s = await session(
      'Make Tomas Vidal the invoicing contact for ACC-3310, tomas@bakehaus.example.',
      tools,
    );
    const v = s.check({
      tool: 'account_contact_set',
      args: {
        account_id: 'ACC-3310',
        contact_type: 'billing',
        name: 'Tomas Vidal',
        email: 'tomas@bakehaus.example',
      },
    });
    assert.ok(!v.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('several numbers in the forms a call writes them', () => {
  it('each phone number the user gave binds in any separators, and no other number', async () => {
    const tools = namedTools('contact.add:case_id,name,phone');
    const s = await session(
      'Add two contacts to CS-4410: Ana Lobo 555 0171 and Piet Brandt 555 0199.',
      tools,
    );
    for (const [name, phone] of [
      ['Ana Lobo', '555-0171'],
      ['Piet Brandt', '(555) 0199'],
    ])
      assert.equal(
        s.check({ tool: 'contact.add', args: { case_id: 'CS-4410', name, phone } }).disposition,
        'approved',
      );
    const wrong = s.check({
      tool: 'contact.add',
      args: { case_id: 'CS-4410', name: 'Ana Lobo', phone: '555-0172' },
    });
    assert.ok(wrong.findings.some((f) => f.code === 'param_mismatch'));
  });

  it('each time the user gave binds a date-time stamp at that time', async () => {
    const tools = namedTools('incident.open:caller,ingestion_time', 'callback.book:incident_id,call_time');
    const s = await session(
      'Open an incident: caller Rosa Lind, swallowed a battery around 07:45, callback at 10:30.',
      tools,
    );
    const v = s.check({
      tool: 'incident.open',
      args: { caller: 'Rosa Lind', ingestion_time: '2027-09-02T07:45' },
    });
    assert.ok(!v.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v.findings));
    const off = s.check({
      tool: 'incident.open',
      args: { caller: 'Rosa Lind', ingestion_time: '2027-09-02T08:45' },
    });
    assert.ok(off.findings.some((f) => f.code === 'param_mismatch'));
  });
});

describe('a person put to shame', () => {
  it('is user-asked harm', () => {
    for (const text of [
      'He still owes the deposit. Text his landlord about it. Shame him a bit.',
      'Post it in the tenants group and humiliate them for the noise.',
    ])
      assert.ok(concealment(text), text);
    for (const text of [
      'Tell her it is a shame the fair was cancelled.',
      'Do not embarrass him, just remind him.',
    ])
      assert.equal(concealment(text), undefined, text);
  });
});

describe('a span of the day said with "between … and"', () => {
  const tools = namedTools('sites.list:site', 'cap_site_power:site_id,limit_kw,start,end');
  const instruction =
    'The grid operator asked us to shed load. Cap the Ashgrove depot at 90 kW between 4 and 7pm today.';
  const cap = (start: string, end: string) => ({
    tool: 'cap_site_power',
    args: { site_id: 'ASH', limit_kw: 90, start, end },
  });

  it('the first time is the start, in the second time half of the day', async () => {
    const f = await formalizeOffline(instruction, tools, { reference: new Date('2027-06-03T09:00:00Z') });
    assert.match(f.checked.text, /start\(glob\(\[[^\]]*'\*16:00\*'/);
    assert.match(f.checked.text, /end\(glob\(\[[^\]]*'\*19:00\*'/);
    assert.doesNotMatch(f.checked.text, /start\(glob\(\[[^\]]*'\*19:00\*'/);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    assert.equal(s.check(cap('2027-06-03T16:00:00Z', '2027-06-03T19:00:00Z')).disposition, 'approved');
  });

  it('"between 2 and 3 of them" is no time', () => {
    const values = namedValues('Between 2 and 3 of the crates came in cracked.', {
      reference: new Date('2027-06-03T09:00:00Z'),
    });
    assert.equal(
      values.some((v) => v.kind === 'time'),
      false,
    );
  });
});

describe("a thing's number before an end time", () => {
  const reference = new Date('2027-06-03T09:00:00Z');
  const times = (text: string) =>
    namedValues(text, { reference })
      .filter((v) => v.kind === 'time')
      .map((v) => `${v.range ?? ''}:${v.value}`);
  it('"berth 6 until 18:30" ends at 18:30 and starts at no six o\'clock', () => {
    assert.deepEqual(times('Close berth 6 until 18:30 today, the fenders are being replaced.'), [
      'end:18:30',
    ]);
    assert.deepEqual(times('Put a stop on pump 2 until 07:45 tomorrow.'), ['end:07:45']);
  });
  it('a span the user writes alike, or opens with "from", still starts', () => {
    assert.ok(times('Book the studio 9 to 5 on Friday.').includes('start:09:00'));
    assert.ok(times('Hold room 4 from 9 until 11:30.').includes('start:09:00'));
    assert.ok(times('The shift is 7 until 15:00 on Friday.').includes('start:07:00'));
  });
});

describe('a time said in the morning', () => {
  it('has no afternoon reading, unless the morning is said of something else', () => {
    const reference = new Date('2027-06-03T09:00:00Z');
    const times = (text: string) =>
      namedValues(text, { reference })
        .filter((v) => v.kind === 'time')
        .map((v) => v.value);
    assert.deepEqual(times('Book the farrier at 9 tomorrow morning.'), ['09:00']);
    assert.deepEqual(times('Sign-off came at 8:15 this morning.'), ['08:15']);
    assert.deepEqual(times('Book the farrier at 9 tomorrow, the morning yard is quiet.'), ['09:00', '21:00']);
  });
});
