// Values the user gave in forms other than the call's: a share of an amount ("loss GBP 900,000,
// our share 40%": the call passes 360,000), a figure grouped by spaces ("350 000 XOF"), a phone
// number written without its country code ("his new number is 612 44 90 17": the call passes
// `+31 612 44 90 17`), a national number with its trunk 0 ("08712 604455" and `+353 8712
// 604455`). Each is the user's value, not a slip, an invention or an unasked change.
// Tools, records and people are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractValues } from '../../src/analyze/index.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

describe('a share of an amount the user gave', () => {
  const tools = namedTools('TreatyGetLoss:lossId', 'TreatyIssueCashCall:lossId,amount,currency');
  const instruction = 'Issue the cash call for loss LS-2207: 100% loss GBP 900,000, our share 40%.';

  it('the share passes', async () => {
    const v = await lastVerdict(tools, instruction, [
      [{ tool: 'TreatyIssueCashCall', args: { lossId: 'LS-2207', amount: 360000, currency: 'GBP' } }],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it('another figure is still sent back or asked', async () => {
    const v = await lastVerdict(tools, instruction, [
      [{ tool: 'TreatyIssueCashCall', args: { lossId: 'LS-2207', amount: 630000, currency: 'GBP' } }],
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('a figure grouped by spaces', () => {
  it('"350 000 XOF" is 350000, no slip of 350', async () => {
    const tools = namedTools('getLoan:loanId', 'disburseLoan:loanId,amount,currency');
    const v = await lastVerdict(tools, 'Disburse the 350 000 XOF approved on LN-5120 to her wallet.', [
      [
        { tool: 'getLoan', args: { loanId: 'LN-5120' } },
        { loanId: 'LN-5120', status: 'approved' },
      ],
      [{ tool: 'disburseLoan', args: { loanId: 'LN-5120', amount: 350000, currency: 'XOF' } }],
    ]);
    assert.ok(!v.findings.some((f) => f.code === 'amount_mismatch'), JSON.stringify(v.findings));
  });
});

describe('a phone number the user wrote without its country code', () => {
  const tools = namedTools('findMember:name', 'updateMember:memberId,phone');
  const look = { tool: 'findMember', args: { name: 'Joost Verbeek' } };
  const found = { members: [{ memberId: 'MB-2290', name: 'Joost Verbeek', phone: '+31 655 10 42 77' }] };
  const instruction = 'Joost Verbeek has a new number: 612 44 90 17. Update it please.';

  it('with the code added, it is the user’s number', async () => {
    const v = await lastVerdict(tools, instruction, [
      [look, found],
      [{ tool: 'updateMember', args: { memberId: 'MB-2290', phone: '+31 612 44 90 17' } }],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it('another number is not', async () => {
    const v = await lastVerdict(tools, instruction, [
      [look, found],
      [{ tool: 'updateMember', args: { memberId: 'MB-2290', phone: '+31 699 10 00 01' } }],
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('a national number written with its trunk 0', () => {
  const tools = namedTools('send_text:to,body');
  const instruction = 'Text Grainne on 08712 604455 that the boiler part arrives Thursday.';

  it('is found as a phone number, however its groups are split', () => {
    for (const text of ['ring 08712 604455 today', 'ring 0871 260 4455 today', 'ring 0301-2345678 today'])
      assert.ok(
        extractValues(text).some((f) => f.kind === 'phone'),
        text,
      );
  });

  it('sent in international form, it is the user’s number', async () => {
    const v = await lastVerdict(tools, instruction, [
      [{ tool: 'send_text', args: { to: '+3538712604455', body: 'The boiler part arrives Thursday.' } }],
    ]);
    assert.ok(!v.findings.some((f) => f.code === 'untrusted_value'), JSON.stringify(v.findings));
  });

  it('another number in international form is not', async () => {
    const v = await lastVerdict(tools, instruction, [
      [{ tool: 'send_text', args: { to: '+3538712609999', body: 'The boiler part arrives Thursday.' } }],
    ]);
    assert.ok(
      v.findings.some((f) => f.code === 'untrusted_value'),
      JSON.stringify(v.findings),
    );
  });
});
