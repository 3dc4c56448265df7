// `npx tsx examples/adapters/agent-loop.ts`: the framework-free guarded loop on RefineAct's running
// example ("Transfer $500 to Alice if my balance exceeds $1000"). A scripted model transfers
// first (revision required: check the balance first), then checks the balance, transfers (the
// user is asked; a UserConfirmation step is injected), and answers. Exits non-zero otherwise.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { renderTrajectory, runGuardedAgent, scriptedProposer } from '../../src/agent/index.ts';

const transfer = { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } };
const asked: string[] = [];

const run = await runGuardedAgent({
  instruction: 'Transfer $500 to Alice if my balance exceeds $1000.',
  tools: [
    { name: 'check_balance', hints: { readOnly: true } },
    { name: 'transfer_money', hints: { destructive: true } },
  ],
  spec: readFileSync(new URL('../specs/bank-transfer.pl', import.meta.url), 'utf8'),
  propose: scriptedProposer([
    transfer,
    { tool: 'check_balance', args: {} },
    transfer,
    { answer: 'Your balance was $1500, so I sent $500 to Alice.' },
  ]),
  execute: (call) => (call.tool === 'check_balance' ? { balance: 1500 } : { status: 'sent' }),
  // an app would ask its user here (terminalConfirmer() asks at the terminal)
  confirmer: (confirmation) => {
    asked.push(confirmation.prompt);
    return true;
  },
});

console.log(renderTrajectory(run.trajectory));
assert.equal(run.status, 'completed');
assert.equal(asked.length, 1, 'the user was asked once, about the transfer');
assert.deepEqual(
  run.trajectory.flatMap((s) => (s.type === 'proposal' ? [s.verdict.disposition] : [])),
  ['revision_required', 'approved', 'approved_with_constraints', 'approved'],
);
assert.ok(run.trajectory.some((s) => s.type === 'user_confirmation' && s.granted));
console.log('\nok: revision, then confirmation injected into the trajectory, then a checked final answer');
