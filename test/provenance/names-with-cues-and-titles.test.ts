// Whose name, and which record (issue 17): a name right after a function word of another
// parameter's name is that parameter's ("book her in with Nadia" is `with_staff`'s, not
// `attendee`'s); a lookup by a title that opens with the name the user wrote ("Kestrel Foods -
// Spring Launch" for "the Kestrel Foods client") reads what the user pointed at, so the client's
// own contact in it is the one to write to, and before any tool data it is a look-up of what the
// user named. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { findingCodes, planVerdict } from '../formalize/plan-verdict.ts';
import { lastVerdict } from './lookup-session.ts';

describe("a name after another parameter's word", () => {
  const diary = namedTools('book_appointment:matter_id,with_staff,attendee,date,start_time');
  const text = 'Book her in with Nadia Okafor for the signing call at 3pm tomorrow.';
  it('"in with Nadia Okafor" binds no attendee', async () => {
    const { v } = await planVerdict(text, diary, {
      tool: 'book_appointment',
      args: {
        matter_id: 'M-88',
        with_staff: 'Nadia Okafor',
        attendee: 'Colin Ferris',
        date: '2031-10-31',
        start_time: '15:00',
      },
    });
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it("control: with no such parameter, the name is the attendee's", async () => {
    const tools = namedTools('book_appointment:matter_id,attendee,date,start_time');
    const { v } = await planVerdict(text, tools, {
      tool: 'book_appointment',
      args: { matter_id: 'M-88', attendee: 'Colin Ferris', date: '2031-10-31', start_time: '15:00' },
    });
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('a title that opens with the name the user wrote', () => {
  const agency = namedTools(
    'campaign_ledger:campaign',
    'client_message:to,subject,body',
    'deliverable_tracker:campaign',
  );
  const ledger = {
    campaign: 'Kestrel Foods - Spring Launch',
    client_contact: { name: 'Owen Marsh', email: 'owen@marshbrandhouse.example' },
    reach: 402100,
  };
  const update = {
    tool: 'client_message',
    args: { to: 'owen@marshbrandhouse.example', subject: 'Reach so far', body: 'Reach: 402,100.' },
  };
  const text = 'Send the Kestrel Foods client a short update with the reach so far.';
  it("the client's own contact in it is the one to write to", async () => {
    const v = await lastVerdict(agency, text, [
      [{ tool: 'campaign_ledger', args: { campaign: 'Kestrel Foods - Spring Launch' } }, ledger],
      [update],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: a lookup by a title without the name reads no data the user pointed at', async () => {
    const v = await lastVerdict(agency, text, [
      [
        { tool: 'campaign_ledger', args: { campaign: 'Spring Launch' } },
        { ...ledger, campaign: 'Spring Launch' },
      ],
      [update],
    ]);
    assert.ok(findingCodes(v).includes('untrusted_value'), JSON.stringify(v.findings));
  });
  it('before any tool data, a look-up by such a title passes', async () => {
    const v = await lastVerdict(agency, 'which Kestrel Foods deliverables are late?', [
      [{ tool: 'deliverable_tracker', args: { campaign: 'Kestrel Foods - Spring Launch' } }],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: nor does one by a title the user did not write', async () => {
    const v = await lastVerdict(agency, 'which Kestrel Foods deliverables are late?', [
      [{ tool: 'deliverable_tracker', args: { campaign: 'Harbour Gin - Q4' } }],
    ]);
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});

describe('a first name opening a sentence', () => {
  const tools = namedTools('getVatReturn:clientName,period', 'sendClientMessage:clientId,to,subject,body');
  const text =
    'Emma at Hollow Oak Bakery keeps asking what she owes for Q3. Send her a message with the amount pls';
  const message = {
    tool: 'sendClientMessage',
    args: { clientId: 'C-7', to: 'e.natt@hollowoak.example', subject: 'VAT', body: '£1,204 due 7 Nov.' },
  };
  const lookup = { tool: 'getVatReturn', args: { clientName: 'Hollow Oak Bakery', period: '2031-Q3' } };
  it('names the party: her own address in the record the user pointed at is hers', async () => {
    const v = await lastVerdict(tools, text, [
      [
        lookup,
        { clientId: 'C-7', box5: 1204, contact: { name: 'Emma Natt', email: 'e.natt@hollowoak.example' } },
      ],
      [message],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it("control: another person's address there is asked", async () => {
    const v = await lastVerdict(tools, text, [
      [
        lookup,
        { clientId: 'C-7', box5: 1204, contact: { name: 'Maria Lopes', email: 'e.natt@hollowoak.example' } },
      ],
      [message],
    ]);
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});

describe('the one contact of the party the user named', () => {
  const tools = namedTools('get_job:job_id', 'get_customer:customer', 'notify_customer:to,subject,message');
  const text =
    'Book the Dalby Haulage pickup for JB-220 on Thursday and let Brandtholm know it is on its way.';
  const job: [{ tool: string; args: Record<string, unknown> }, unknown] = [
    { tool: 'get_job', args: { job_id: 'JB-220' } },
    { job_id: 'JB-220', customer: 'Brandtholm Joinery', status: 'crated' },
  ];
  const lookup = { tool: 'get_customer', args: { customer: 'Brandtholm Joinery' } };
  const note = {
    tool: 'notify_customer',
    args: { to: 'ola.berg@bj-mail.example', subject: 'JB-220', message: 'Ships Thursday.' },
  };
  it("is the party's: 'let Brandtholm know' and its record's one contact", async () => {
    const v = await lastVerdict(tools, text, [
      job,
      [
        lookup,
        {
          customer: 'Brandtholm Joinery',
          contacts: [{ name: 'Ola Berg', role: 'Planner', email: 'ola.berg@bj-mail.example' }],
        },
      ],
      [note],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: one of several contacts is not', async () => {
    const v = await lastVerdict(tools, text, [
      job,
      [
        lookup,
        {
          customer: 'Brandtholm Joinery',
          contacts: [
            { name: 'Ola Berg', role: 'Planner', email: 'ola.berg@bj-mail.example' },
            { name: 'Siv Lund', role: 'Accounts', email: 'siv@bj-mail.example' },
          ],
        },
      ],
      [note],
    ]);
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});

describe("a code spelled from the user's words", () => {
  const tools = namedTools('list_groups:group_id', 'send_sms:to,message');
  const text = "Text everyone in the Tuesday ESOL Beginners group that tonight's class moves to Room 12.";
  const roster = (id: string) => ({
    group_id: id,
    roster: [
      { name: 'Ana Silva', phone: '+44 7700 900111' },
      { name: 'Omar Haddad', phone: '+44 7700 900222' },
    ],
  });
  const sms = {
    tool: 'send_sms',
    args: { to: ['+44 7700 900111', '+44 7700 900222'], message: 'Room 12 tonight.' },
  };
  it('"ESOL-BEG-TUE" looks up the group the user named', async () => {
    const v = await lastVerdict(tools, text, [
      [{ tool: 'list_groups', args: { group_id: 'ESOL-BEG-TUE' } }, roster('ESOL-BEG-TUE')],
      [sms],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: "ESOL-ADV-TUE" does not', async () => {
    const v = await lastVerdict(tools, text, [
      [{ tool: 'list_groups', args: { group_id: 'ESOL-ADV-TUE' } }, roster('ESOL-ADV-TUE')],
      [sms],
    ]);
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});
