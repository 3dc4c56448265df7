import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { denyAll, terminalConfirmer } from '../../src/agent/confirmers.ts';
import { renderTrajectory, runGuardedAgent } from '../../src/agent/loop.ts';
import { scriptedProposer } from '../../src/agent/scripted-proposer.ts';
import type { Confirmation } from '../../src/core/verdict.ts';
import { BANK_INSTRUCTION, BANK_SPEC } from './helpers.ts';

const confirmation: Confirmation = {
  call: { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } },
  reason: 'Confirm transfer details with user',
  scope: { session: 's', tool: 'transfer_money', argsHash: 'h', reuse: 'exact_call' },
  prompt: 'Allow transfer_money?',
};

async function ask(typed: string | null): Promise<{ answer: unknown; shown: string }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (c: Buffer) => {
    shown += c.toString();
  });
  const pending = terminalConfirmer({ input, output })(confirmation);
  if (typed === null) input.end();
  else input.write(`${typed}\n`);
  return { answer: await pending, shown };
}

describe('confirmers', () => {
  it('the terminal prompt shows the exact call, the reason and the scope; only yes grants', async () => {
    const yes = await ask('y');
    assert.equal(yes.answer, true);
    assert.match(yes.shown, /call: {3}transfer_money \{"recipient":"alice","amount":500\}/);
    assert.match(yes.shown, /reason: Confirm transfer details with user/);
    assert.match(
      yes.shown,
      /scope: {2}this exact call \(same tool, same arguments\) in this session; nothing else is approved/,
    );
    assert.match(yes.shown, /Allow this exact call\? \[y\/N\]/);
    assert.equal((await ask('YES')).answer, true);
    assert.deepEqual((await ask('n')).answer, { granted: false, note: 'the user said no' });
    assert.deepEqual((await ask('')).answer, { granted: false, note: 'no answer' });
    assert.deepEqual((await ask(null)).answer, { granted: false, note: 'no answer' });
  });

  it('deny-all denies with a note', async () => {
    assert.deepEqual(await denyAll(confirmation), {
      granted: false,
      note: 'unattended run: confirmations are denied',
    });
  });

  it('a confirmer that throws counts as a denial; the call does not run', async () => {
    let ran = 0;
    const run = await runGuardedAgent({
      instruction: BANK_INSTRUCTION,
      tools: [{ name: 'check_balance', hints: { readOnly: true } }, { name: 'transfer_money' }],
      spec: BANK_SPEC,
      propose: scriptedProposer([
        { tool: 'check_balance', args: {} },
        { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } },
        { answer: 'x' },
        { answer: 'x' },
        { answer: 'x' },
      ]),
      execute: (call) => {
        if (call.tool === 'transfer_money') ran++;
        return 'ok';
      },
      confirmer: () => {
        throw new Error('terminal closed');
      },
    });
    assert.equal(ran, 0);
    const text = renderTrajectory(run.trajectory);
    assert.match(text, /UserConfirmation: denied\. Reason asked: .*Confirm transfer details with user/);
    assert.match(text, /the confirmation could not be obtained: terminal closed/);
    assert.match(text, /^Action: check_balance \{\}\nVerifier: approved\nObservation: ok/);
  });
});
