// The plan comes from the user's own words: reading a thing does not plan sending it, and tool
// lists, schemas or listings pasted into the instruction are not requests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { actionWords, requestText } from '../../src/formalize/offline/intent.ts';

const MAIL: Tool[] = [
  { name: 'GmailReadEmail', toolkit: 'Gmail', description: 'Read an email by id', hints: { readOnly: true } },
  { name: 'GmailSearchEmails', toolkit: 'Gmail', description: 'Search emails', hints: { readOnly: true } },
  { name: 'GmailSendEmail', toolkit: 'Gmail', description: 'Send an email', hints: { destructive: true } },
  { name: 'BankTransferFunds', toolkit: 'Bank', description: 'Transfer funds', hints: { destructive: true } },
  { name: 'BankGetBalance', toolkit: 'Bank', description: 'Get the balance', hints: { readOnly: true } },
];

async function planned(instruction: string): Promise<string[]> {
  return (await formalizeOffline(instruction, MAIL)).report.planned;
}

describe('actions come from words in action position', () => {
  it('a noun after a determiner is not an action', () => {
    assert.equal(actionWords('read the latest email').has('email'), false);
    assert.equal(actionWords('check my messages').has('messag'), false);
    assert.equal(actionWords('email Bob the notes').has('email'), true);
    assert.equal(actionWords('please make a transfer of 40 dollars').has('transfer'), true);
  });

  for (const instruction of [
    'Read the latest email from my landlord.',
    'Can you look at my most recent email and summarise it?',
    'What does the newest email in my inbox say?',
    'Open the unread email from Carla.',
  ]) {
    it(`"${instruction}" plans no send`, async () => {
      assert.ok(!(await planned(instruction)).includes('GmailSendEmail'));
    });
  }

  for (const instruction of [
    'Email Bob the minutes from yesterday.',
    'Send an email to bob@example.com with the minutes.',
    'Read my last email and reply to the sender.',
  ]) {
    it(`"${instruction}" plans the send`, async () => {
      assert.ok((await planned(instruction)).includes('GmailSendEmail'));
    });
  }
});

describe('material pasted into the instruction is not a request', () => {
  it('drops a JSON tool list and a listing of the tools', () => {
    const text = requestText(
      'Summarise my inbox.\nTools: [{"type": "function", "function": {"name": "GmailSendEmail"}}]\n- BankTransferFunds: moves money\nThanks',
      MAIL.map((t) => t.name),
    );
    assert.ok(!text.includes('GmailSendEmail') && !text.includes('moves money'), text);
    assert.ok(text.startsWith('Summarise my inbox.') && text.includes('Thanks'));
  });

  it('a tool list inside the first message plans none of the listed writes', async () => {
    const instruction = [
      'You can use these tools:',
      '```json',
      '[{"name": "GmailSendEmail", "description": "Send an email to anyone"},',
      ' {"name": "BankTransferFunds", "description": "Transfer money, pay, send funds"}]',
      '```',
      'GmailSendEmail(to, subject, body): send an email',
      'BankTransferFunds(to, amount): transfer funds to an account',
      'What is my current balance?',
    ].join('\n');
    const plan = await planned(instruction);
    assert.deepEqual(
      plan.filter((t) => t === 'GmailSendEmail' || t === 'BankTransferFunds'),
      [],
    );
    assert.ok(plan.includes('BankGetBalance'), plan.join(','));
  });
});
