// The address of a record the user named by its code is the user's to use: "credit ACC-7702 and
// text them" and `{account: "ACC-7702", mobile: …}`. An address in a record of another code, or
// the user naming no record, is still asked. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const run = (instruction: string, tools: Tool[], calls: Array<[ToolCall, unknown?]>) =>
  lastVerdict(tools, instruction, calls);

describe("a named record's own address", () => {
  const tools = namedTools('lookupMember:memberId', 'addCredit:memberId,amount', 'textMember:to,body');
  const record = (memberId: string) => ({ memberId, name: 'Ines Marlow', mobile: '+44 7700 900555' });
  const sms: [ToolCall] = [
    { tool: 'textMember', args: { to: '+44 7700 900555', body: 'Sorry about Tuesday, £20 credited.' } },
  ];
  it('is the address of the party the user named by the code', async () => {
    const v = await run('Credit GM-5521 £20 for the cancelled class and text them an apology.', tools, [
      [{ tool: 'lookupMember', args: { memberId: 'GM-5521' } }, record('GM-5521')],
      sms,
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it("a record of another code is not the user's", async () => {
    const v = await run('Credit GM-5521 £20 for the cancelled class and text them an apology.', tools, [
      [{ tool: 'lookupMember', args: { memberId: 'GM-5521' } }, record('GM-5529')],
      sms,
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
});
