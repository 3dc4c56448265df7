// A message sent "to everyone" (issue 17): the one notice the user names goes to many people, so
// a call that sends it to several is no repeat on other objects; sent to one person by name, it
// still is. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lastVerdict } from '../provenance/lookup-session.ts';
import { namedTools } from './named-tools.ts';
import { findingCodes } from './plan-verdict.ts';

const tools = namedTools('objection_list:application_ref', 'notice_send:application_ref,recipients,body');
const list = { tool: 'objection_list', args: { application_ref: 'TP-2031-0412' } };
const found = {
  objections: [
    { name: 'Ruth Hale', email: 'ruth.hale@example.org' },
    { name: 'Owen Price', email: 'owen.price@example.org' },
  ],
};
const send = {
  tool: 'notice_send',
  args: {
    application_ref: 'TP-2031-0412',
    recipients: ['ruth.hale@example.org', 'owen.price@example.org'],
    body: 'Hearing on 12 Nov.',
  },
};

describe('a notice sent to everyone', () => {
  it('"send the hearing notice to everyone who objected" is no repeat', async () => {
    const v = await lastVerdict(
      tools,
      'For TP-2031-0412, send the hearing notice to everyone who objected.',
      [[list, found], [send]],
    );
    assert.ok(!findingCodes(v).includes('repeated_object'), JSON.stringify(v.findings));
  });
  it('control: sent to one person the user named, the others are a repeat', async () => {
    const v = await lastVerdict(tools, 'For TP-2031-0412, send the hearing notice to Ruth Hale.', [
      [list, found],
      [send],
    ]);
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});

describe('a number of them to find', () => {
  const press = namedTools('contacts_search:beat,location', 'mail_send:to,subject,body');
  const search = { tool: 'contacts_search', args: { beat: 'food', location: 'Leeds' } };
  const writers = {
    results: [
      {
        contact_id: 'J-11',
        name: 'Amy Cole',
        outlet: 'Leeds Live',
        beat: 'food',
        email: 'amy@leedslive.example',
      },
      {
        contact_id: 'J-12',
        name: 'Raj Bhatt',
        outlet: 'Leeds Eats',
        beat: 'food',
        email: 'raj@leedseats.example',
      },
      {
        contact_id: 'J-13',
        name: 'Tom Reed',
        outlet: 'Yorkshire Post Leeds',
        beat: 'food',
        email: 'tom@ypost.example',
      },
    ],
  };
  const mail = { tool: 'mail_send', args: { to: ['J-11', 'J-12'], subject: 'Opening', body: 'Invite.' } };
  it('"find two or three food writers in Leeds and invite them": which ones is the agent\'s', async () => {
    const v = await lastVerdict(
      press,
      'find two or three food writers in Leeds and invite them to the opening',
      [[search, writers], [mail]],
    );
    assert.ok(!findingCodes(v).includes('ambiguous_pick'), JSON.stringify(v.findings));
  });
  it('control: "the food writer in Leeds" is one the user did not say', async () => {
    const v = await lastVerdict(press, 'invite the food writer in Leeds to the opening', [
      [search, writers],
      [{ tool: 'mail_send', args: { to: ['J-11'], subject: 'Opening', body: 'Invite.' } }],
    ]);
    assert.ok(findingCodes(v).includes('ambiguous_pick'), JSON.stringify(v.findings));
  });
});
