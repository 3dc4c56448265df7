import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ToolCall } from '../../src/core/types.ts';
import type { Verdict } from '../../src/core/verdict.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { compileSpec } from '../../src/spec/load.ts';
import { createSession } from '../../src/verify/session.ts';

const engine = await PrologEngine.shared();
const SPEC = compileSpec(
  engine,
  `refined_step(1, check_balance, [], true, balance_known(_B), none).
refined_step(2, transfer_money, [recipient(alice), amount(500)], balance_known(_B), transfer_complete,
             constraint(security, 'Confirm transfer details with user')).
refined_step(3, search_files, [], true, found(_F), none).
refined_step(4, terminal, [command('rm <found_files>')], found(_F), removed, none).
refined_step(5, send_report, [], [transfer_complete, removed], reported, none).
risky_action(terminal, 'rm -rf /', reject).
risky_action(transfer_money, 'transfer', user_consent).
`,
);

const callArb: fc.Arbitrary<ToolCall> = fc.oneof(
  fc.constant({ tool: 'check_balance', args: {} }),
  fc
    .record({ recipient: fc.constantFrom('alice', 'mallory'), amount: fc.constantFrom(500, 5000) })
    .map((args) => ({
      tool: 'transfer_money',
      args,
    })),
  fc.constant({ tool: 'search_files', args: {} }),
  fc
    .constantFrom('rm a.tmp', 'rm -rf /', 'ls', 'rm -rf / --no-preserve-root')
    .map((command) => ({ tool: 'terminal', args: { command } })),
  fc.constant({ tool: 'send_report', args: {} }),
  fc.constant({ tool: 'final_answer', args: { answer: 'done' } }),
  fc.constant({ tool: 'unplanned_tool', args: {} }),
);
const stepArb = fc.record({ call: callArb, confirm: fc.boolean() });

const blocked = (v: Verdict) => v.disposition === 'rejected' || v.disposition === 'revision_required';

describe('verifier properties', () => {
  it('no sequence of calls advances the state through a blocked or unconfirmed call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 25 }), async (steps) => {
        const s = await createSession({ engine, spec: SPEC, id: 'p' });
        for (const { call, confirm } of steps) {
          const before = s.satisfied();
          const v = s.check(call);
          if (call.tool === 'final_answer') continue;
          if (blocked(v)) {
            assert.throws(() => s.record(call));
            assert.deepEqual(s.satisfied(), before);
          } else if (v.disposition === 'approved_with_constraints') {
            s.confirm(v.confirmation!, confirm);
            if (confirm) s.record(call);
            else {
              assert.throws(() => s.record(call));
              assert.deepEqual(s.satisfied(), before);
            }
          } else s.record(call);
          // a reject pattern is never approved, whatever came before
          if (String(call.args.command ?? '').includes('rm -rf /')) assert.equal(v.disposition, 'rejected');
        }
        s.close();
      }),
      { numRuns: 60 },
    );
  });

  it('verdicts are deterministic: the same calls in a fresh session give the same verdicts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 20 }), async (steps) => {
        const run = async () => {
          const s = await createSession({ engine, spec: SPEC, id: 'same' });
          const out: Verdict[] = [];
          for (const { call, confirm } of steps) {
            const v = s.check(call);
            out.push(v);
            if (call.tool === 'final_answer' || blocked(v)) continue;
            if (v.confirmation) s.confirm(v.confirmation, confirm);
            if (v.disposition === 'approved' || confirm) s.record(call);
          }
          s.close();
          return out;
        };
        assert.deepEqual(await run(), await run());
      }),
      { numRuns: 40 },
    );
  });
});
