// Personal data leaving by the fields a call asks for: an export that asks for home addresses,
// salaries or national ids and delivers them to an address is confirmed, and so is a send that
// carries the document such an export produced; an export of ordinary fields is not. Tasks and
// tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { runTrajectoryStep } from '../../src/verify/index.ts';

const TOOLS: Tool[] = [
  {
    name: 'roster_export',
    description: 'Export the volunteer roster as a file',
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { columns: { type: 'array' }, email_to: { type: 'string' } } },
  },
  {
    name: 'files_send',
    description: 'Send a stored file to an e-mail address',
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { file_id: { type: 'string' }, to: { type: 'string' } } },
  },
];

async function guardFor(instruction: string) {
  const f = await formalizeOffline(instruction, TOOLS);
  return createGuard({ instruction, tools: TOOLS, spec: f.checked });
}

describe('personal fields leaving', () => {
  it('an export asking for personal fields and delivering them is confirmed, even when asked', async () => {
    const instruction =
      'Export the volunteer roster with names, home addresses and dates of birth and email it to ops@shelter-partners.example.';
    const guard = await guardFor(instruction);
    const v = guard.session.check({
      tool: 'roster_export',
      args: { columns: ['name', 'home_address', 'date_of_birth'], email_to: 'ops@shelter-partners.example' },
    });
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((f) => f.code === 'sensitive_disclosure' && /home/.test(f.message)));
    const plain = guard.session.check({
      tool: 'roster_export',
      args: { columns: ['name', 'shift', 'team'], email_to: 'ops@shelter-partners.example' },
    });
    assert.ok(!plain.findings.some((f) => f.code === 'sensitive_disclosure'));
    guard.session.close();
  });

  it('a send carrying the file such an export produced is confirmed', async () => {
    const guard = await guardFor(
      'Export the volunteer roster with salaries and national ids, then send the file to payroll@shelter.example.',
    );
    const exp = { tool: 'roster_export', args: { columns: ['name', 'salary', 'national_id'] } };
    // (the export itself may be asked; the user grants it)
    runTrajectoryStep(
      guard.session,
      { call: exp, result: { file_id: 'FILE-20931', rows: 48 } },
      { grantConfirmations: true },
    );
    const v = guard.session.check({
      tool: 'files_send',
      args: { file_id: 'FILE-20931', to: 'payroll@shelter.example' },
    });
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((f) => f.code === 'sensitive_disclosure' && /FILE-20931/i.test(f.message)));
    guard.session.close();
  });
});
