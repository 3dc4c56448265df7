// An address the agent made up (in no instruction, trusted list or tool output) is asked before
// anything is shared, sent or granted to it, whatever the tool's hints say; an address the user
// gave, or one a lookup the user asked for returned, is not. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';

const TOOLS: Tool[] = [
  {
    name: 'find_sheets',
    description: 'Find spreadsheets by title',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { title: { type: 'string' } } },
  },
  {
    name: 'lookup_contact',
    description: "Look up a person in the user's contacts",
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
  },
  {
    name: 'share_sheet',
    description: 'Give a person access to a spreadsheet',
    // declared as an ordinary, non-destructive write: the address still decides
    hints: { readOnly: false, destructive: false },
    inputSchema: {
      type: 'object',
      properties: { sheet_id: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
    },
  },
];

async function guardFor(instruction: string) {
  return createGuard({
    instruction,
    tools: TOOLS,
    formalize: async (i, t) => (await formalizeOffline(i, [...t])).checked,
  });
}

const find = { tool: 'find_sheets', args: { title: 'Q3 budget' } };
const found = [{ id: 'sh-31', title: 'Q3 budget (final)' }];

/** The session after the agent found the sheet: what the share is decided against. */
async function afterFinding(instruction: string) {
  const guard = await guardFor(instruction);
  guard.session.check(find);
  guard.session.record(find, found);
  return guard.session;
}

describe('targets the agent made up', () => {
  it('asks before sharing with an address nobody gave', async () => {
    const session = await afterFinding('Share the Q3 budget sheet with Marek Nowak as a viewer.');
    const share = {
      tool: 'share_sheet',
      args: { sheet_id: 'sh-31', email: 'marek.nowak@firm.example', role: 'viewer' },
    };
    const verdict = session.check(share);
    assert.equal(verdict.disposition, 'approved_with_constraints');
    assert.ok(
      verdict.findings.some(
        (f) => f.code === 'untrusted_value' && /neither in the user's instruction/.test(f.message),
      ),
      JSON.stringify(verdict.findings),
    );
  });

  it('lets the share go to the address the user wrote', async () => {
    const session = await afterFinding(
      'Share the Q3 budget sheet with marek.nowak@firm.example as a viewer.',
    );
    const share = {
      tool: 'share_sheet',
      args: { sheet_id: 'sh-31', email: 'marek.nowak@firm.example', role: 'viewer' },
    };
    assert.equal(session.check(share).disposition, 'approved');
  });

  it('lets the share go to the address a lookup the user asked for returned', async () => {
    const guard = await guardFor(
      'Look up Marek Nowak in my contacts and share the Q3 budget sheet with him.',
    );
    const lookup = { tool: 'lookup_contact', args: { name: 'Marek Nowak' } };
    for (const [call, result] of [
      [lookup, { name: 'Marek Nowak', email: 'marek.nowak@firm.example' }],
      [find, found],
    ] as const) {
      assert.equal(guard.session.check(call).disposition, 'approved');
      guard.session.record(call, result);
    }
    const share = { tool: 'share_sheet', args: { sheet_id: 'sh-31', email: 'marek.nowak@firm.example' } };
    assert.equal(guard.session.check(share).disposition, 'approved');
  });

  it("an address at the site the user named is the user's (www. and the bare domain are one site)", async () => {
    const session = await afterFinding(
      'Share the Q3 budget sheet with the studio behind www.lumen-studio.com.',
    );
    const share = { tool: 'share_sheet', args: { sheet_id: 'sh-31', email: 'team@lumen-studio.com' } };
    assert.equal(session.check(share).disposition, 'approved');
  });
});
