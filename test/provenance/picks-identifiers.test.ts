// A value written as an identifier (`files-weekly`, `eu/prod/api-key`) that is a field of one record
// of a list picks that record, as a code does: "the weekly policy", with two weekly policies
// found, is a guess whichever the call takes. A rule or a name the user wrote settles it. Tools
// and records are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pickGuessed } from './lookup-session.ts';

const tools = ['policies.find:query', 'policy.set_retention:policy,days'];
const look = { tool: 'policies.find', args: { query: 'weekly' } };
const two = {
  policies: [
    { policy: 'files-weekly', days: 60, storage_tb: 12.5 },
    { policy: 'mail-weekly', days: 90, storage_tb: 30.1 },
  ],
};
const set = (policy: string) => ({ tool: 'policy.set_retention', args: { policy, days: 14 } });

describe('a record picked by an identifier', () => {
  it('one of two weekly policies, for "the weekly policy", is a guess', async () => {
    assert.equal(
      await pickGuessed(
        tools,
        'cut retention on the weekly policy to 14 days',
        look,
        two,
        set('mail-weekly'),
      ),
      true,
    );
  });

  it('the one the user named is no guess', async () => {
    assert.equal(
      await pickGuessed(
        tools,
        'cut retention on the mail weekly policy to 14 days',
        look,
        two,
        set('mail-weekly'),
      ),
      false,
    );
  });

  it('a rule for choosing is no guess', async () => {
    assert.equal(
      await pickGuessed(
        tools,
        'cut retention on the largest weekly policy to 14 days',
        look,
        two,
        set('mail-weekly'),
      ),
      false,
    );
  });

  it('a path of a secret picks as well', async () => {
    const secrets = ['secrets.list:query', 'secrets.extend:path,until'];
    const out = {
      secrets: [
        { path: 'eu/prod/api-key', expires: '2028-07-01' },
        { path: 'us/prod/api-key', expires: '2028-07-03' },
      ],
    };
    const extend = { tool: 'secrets.extend', args: { path: 'us/prod/api-key', until: '2028-08-01' } };
    assert.equal(
      await pickGuessed(
        secrets,
        'extend the prod api key by a month',
        { tool: 'secrets.list', args: { query: 'api-key' } },
        out,
        extend,
      ),
      true,
    );
  });
});

describe('a record picked by its phone number', () => {
  const tools = ['members.find:name', 'sms.send:to,body'];
  const look = { tool: 'members.find', args: { name: 'Imre' } };
  const out = {
    members: [
      { member: 'M-771', name: 'Imre Kovacs', phone: '+36 30 555 0142', locker: 'L-12' },
      { member: 'M-804', name: 'Imre Szabo', phone: '+36 30 555 0199', locker: 'L-40' },
    ],
  };
  const text = { tool: 'sms.send', args: { to: '+36 30 555 0199', body: 'Your locker is L-40.' } };

  it('texting one of two people of the name is a guess', async () => {
    assert.equal(await pickGuessed(tools, 'text Imre his new locker number', look, out, text), true);
  });

  it('the person the user named in full is no guess', async () => {
    assert.equal(await pickGuessed(tools, 'text Imre Szabo his new locker number', look, out, text), false);
  });

  it('those members, pointed at as several, are each the user’s', async () => {
    assert.equal(
      await pickGuessed(tools, 'find the Imres and text those members their locker numbers', look, out, text),
      false,
    );
  });
});

describe('a date is no phone number', () => {
  it('a refund dated like a record is no pick by a phone', async () => {
    const tools = ['recent_payments:n', 'pay:recipient,amount,date'];
    const out = {
      payments: [
        { recipient: 'NL91ABNA0417164300', amount: 120, date: '2027-04-02', note: 'deposit' },
        { recipient: 'NL91ABNA0417164300', amount: 80, date: '2027-05-09', note: 'balance' },
      ],
    };
    const pay = { tool: 'pay', args: { recipient: 'NL91ABNA0417164300', amount: 80, date: '2027-05-09' } };
    assert.equal(
      await pickGuessed(
        tools,
        'pay NL91ABNA0417164300 back for what they sent me',
        { tool: 'recent_payments', args: { n: 5 } },
        out,
        pay,
      ),
      false,
    );
  });
});
