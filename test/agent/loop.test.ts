import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { runGuardedAgent } from '../../src/agent/loop.ts';
import { scriptedProposer as scripted } from '../../src/agent/scripted-proposer.ts';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import type { AuditStore } from '../../src/audit/types.ts';
import { InputError } from '../../src/core/errors/input-error.ts';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { Guard } from '../../src/guard/index.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { compileSpec } from '../../src/spec/load.ts';
import { createSession } from '../../src/verify/session.ts';

const BANK = readFileSync(new URL('../../examples/specs/bank-transfer.pl', import.meta.url), 'utf8');
const DB = readFileSync(new URL('../../examples/specs/production-db.pl', import.meta.url), 'utf8');
const BANK_TOOLS: Tool[] = [
  { name: 'check_balance', hints: { readOnly: true } },
  { name: 'transfer_money', hints: { destructive: true } },
];
const DB_TOOLS: Tool[] = [{ name: 'execute_sql', hints: { destructive: true } }];
const transfer: ToolCall = { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } };
const balance: ToolCall = { tool: 'check_balance', args: {} };
const final = (answer: string): ToolCall => ({ tool: 'final_answer', args: { answer } });
const sql = (query: string): ToolCall => ({ tool: 'execute_sql', args: { query } });

function recorder() {
  const executed: ToolCall[] = [];
  const execute = (call: ToolCall) => {
    executed.push(call);
    return { ok: true, tool: call.tool };
  };
  return { executed, execute };
}

describe('guarded agent loop', () => {
  it('revision, then the right order, a confirmation injected into the trajectory, and a checked final answer', async () => {
    const model = scripted([transfer, balance, transfer, final('Sent $500 to Alice.')]);
    const tools = recorder();
    const asked: string[] = [];
    const run = await runGuardedAgent({
      instruction: 'Transfer $500 to Alice if my balance exceeds $1000.',
      tools: BANK_TOOLS,
      spec: BANK,
      sessionId: 'loop-1',
      propose: model,
      execute: tools.execute,
      confirmer: (c) => {
        asked.push(c.prompt);
        return true;
      },
    });
    assert.equal(run.status, 'completed');
    assert.equal(run.answer, 'Sent $500 to Alice.');
    assert.deepEqual(
      tools.executed.map((c) => c.tool),
      ['check_balance', 'transfer_money'],
    );
    // the model's second view carries the guard's feedback with the attempt count
    assert.match(
      model.views[1]!.feedback!,
      /Unmet precondition: balance_known\(B\)\. Execute check_balance first/,
    );
    assert.match(model.views[1]!.feedback!, /Attempt 1 of 3/);
    // the user was asked about exactly this call, and the step is in the trajectory
    assert.equal(asked.length, 1);
    assert.match(asked[0]!, /transfer_money\(\{"amount":500,"recipient":"alice"\}\)/);
    const confirmation = run.trajectory.find((s) => s.type === 'user_confirmation');
    assert.ok(confirmation && confirmation.type === 'user_confirmation');
    assert.equal(confirmation.granted, true);
    assert.deepEqual(confirmation.call, transfer);
    assert.equal(confirmation.scope.session, 'loop-1');
    assert.match(confirmation.reason, /Confirm transfer details with user/);
    assert.match(confirmation.statement, /not approval for any other call/);
    assert.deepEqual(
      run.trajectory.map((s) => s.type),
      [
        'proposal',
        'feedback',
        'proposal',
        'observation',
        'proposal',
        'user_confirmation',
        'observation',
        'proposal',
        'final_answer',
      ],
    );
  });

  it('a premature final answer is sent back; the model must do the missing step first', async () => {
    const model = scripted([balance, final('done'), transfer, final('done')]);
    const tools = recorder();
    const run = await runGuardedAgent({
      instruction: 'Transfer $500 to Alice if my balance exceeds $1000.',
      tools: BANK_TOOLS,
      spec: BANK,
      propose: model,
      execute: tools.execute,
      confirmer: () => true,
    });
    assert.equal(run.status, 'completed');
    assert.match(
      model.views[2]!.feedback!,
      /the task is not complete; transfer_complete has not been established/,
    );
  });

  it('never executes a rejected call: after 3 retries the run stops with the unmet requirements', async () => {
    const model = scripted(Array(4).fill(sql('DROP TABLE users')));
    const tools = recorder();
    const run = await runGuardedAgent({
      instruction: 'Add a last_login column to the users table.',
      tools: DB_TOOLS,
      spec: DB,
      propose: model,
      execute: tools.execute,
    });
    assert.equal(run.status, 'stopped');
    assert.equal(tools.executed.length, 0);
    assert.equal(model.views.length, 4, 'first proposal plus three revisions');
    assert.match(run.explanation!, /refused 4 proposals in a row/);
    assert.match(run.explanation!, /DROP TABLE/);
    assert.ok(run.unmet.some((f) => f.code === 'risky_pattern_reject'));
    // feedback becomes more directive on every repeat, and carries the attempt count
    const feedback = run.trajectory.flatMap((s) => (s.type === 'feedback' ? [s.text] : []));
    assert.equal(feedback.length, 4);
    assert.match(feedback[0]!, /Propose a safer alternative.*Attempt 1 of 3/);
    assert.match(feedback[1]!, /proposed a forbidden action again.*Attempt 2 of 3/);
    assert.match(feedback[2]!, /Do not propose this kind of action again.*Attempt 3 of 3/);
    assert.match(feedback[3]!, /^Stopped by intentguard after 4 refused proposals/);
  });

  it('a revision in time resets the retry budget', async () => {
    const model = scripted([
      sql('DROP TABLE users'),
      sql('DROP TABLE users'),
      sql('ALTER TABLE users ADD COLUMN last_login timestamp'),
      final('Added last_login.'),
    ]);
    const tools = recorder();
    const run = await runGuardedAgent({
      instruction: 'Add a last_login column to the users table.',
      tools: DB_TOOLS,
      spec: DB,
      propose: model,
      execute: tools.execute,
    });
    assert.equal(run.status, 'completed');
    assert.deepEqual(tools.executed, [sql('ALTER TABLE users ADD COLUMN last_login timestamp')]);
  });

  it('unattended (deny-all): a call needing consent never runs and the user_confirmation step says so', async () => {
    const model = scripted([balance, transfer, final('done'), final('done'), final('done')]);
    const tools = recorder();
    const run = await runGuardedAgent({
      instruction: 'Transfer $500 to Alice if my balance exceeds $1000.',
      tools: BANK_TOOLS,
      spec: BANK,
      propose: model,
      execute: tools.execute,
    });
    assert.deepEqual(
      tools.executed.map((c) => c.tool),
      ['check_balance'],
    );
    const step = run.trajectory.find((s) => s.type === 'user_confirmation');
    assert.ok(step && step.type === 'user_confirmation' && !step.granted);
    assert.match(step.statement, /unattended run/);
    assert.match(model.views[2]!.feedback!, /The user did not confirm transfer_money/);
    assert.equal(run.status, 'stopped');
    assert.match(run.explanation!, /transfer_complete/);
  });

  it('shadow mode decides and logs everything but enforces nothing', async () => {
    const audit = new MemoryAuditStore();
    const model = scripted([sql('DROP TABLE users'), final('done')]);
    const tools = recorder();
    const run = await runGuardedAgent({
      instruction: 'Add a last_login column to the users table.',
      tools: DB_TOOLS,
      spec: DB,
      sessionId: 'shadow-1',
      mode: 'shadow',
      audit,
      propose: model,
      execute: tools.execute,
    });
    assert.equal(run.status, 'completed');
    assert.deepEqual(tools.executed, [sql('DROP TABLE users')]);
    assert.ok(!run.trajectory.some((s) => s.type === 'feedback'));
    const entries = await audit.listSession('shadow-1');
    assert.deepEqual(
      entries.map((e) => [e.decision.call.tool, e.decision.verdict.disposition, e.status]),
      [
        ['execute_sql', 'rejected', 'executed'],
        ['final_answer', 'revision_required', 'executed'],
      ],
    );
  });

  it('writes each decision before the tool runs and its outcome after', async () => {
    const audit = new MemoryAuditStore();
    const seenAtRun: string[] = [];
    const model = scripted([transfer, balance, transfer, final('ok')]);
    const run = await runGuardedAgent({
      instruction: 'Transfer $500 to Alice if my balance exceeds $1000.',
      tools: BANK_TOOLS,
      spec: BANK,
      sessionId: 'audit-1',
      audit,
      propose: model,
      confirmer: () => true,
      execute: async (call) => {
        const entries = await audit.listSession('audit-1');
        seenAtRun.push(`${call.tool}:${entries.at(-1)!.status}`);
        return 'ok';
      },
    });
    assert.equal(run.status, 'completed');
    assert.deepEqual(seenAtRun, ['check_balance:pending', 'transfer_money:pending']);
    const entries = await audit.listSession('audit-1');
    assert.deepEqual(
      entries.map((e) => `${e.decision.call.tool}:${e.decision.verdict.disposition}:${e.status}`),
      [
        'transfer_money:revision_required:blocked',
        'check_balance:approved:executed',
        'transfer_money:approved_with_constraints:confirmed',
        'final_answer:approved:executed',
      ],
    );
    assert.ok(entries.every((e) => e.decision.specHash && e.decision.latencyMs >= 0));
  });

  it('fails closed when the audit log cannot record a decision', async () => {
    const broken: AuditStore = Object.assign(new MemoryAuditStore(), {
      appendDecision: async () => {
        throw new Error('disk full');
      },
    });
    const tools = recorder();
    const run = await runGuardedAgent({
      instruction: 'Add a last_login column to the users table.',
      tools: DB_TOOLS,
      spec: DB,
      audit: broken,
      propose: scripted(Array(4).fill(sql('ALTER TABLE users ADD COLUMN last_login timestamp'))),
      execute: tools.execute,
    });
    assert.equal(tools.executed.length, 0);
    assert.equal(run.status, 'stopped');
    assert.match(run.explanation!, /audit log could not record the decision \(disk full\)/);
  });

  it('a tool that throws is an observation the model sees; nothing advances', async () => {
    const model = scripted([balance, transfer, transfer]);
    const run = await runGuardedAgent({
      instruction: 'Transfer $500 to Alice if my balance exceeds $1000.',
      tools: BANK_TOOLS,
      spec: BANK,
      propose: model,
      maxSteps: 3,
      execute: () => {
        throw new Error('bank offline');
      },
    });
    assert.equal(run.status, 'step_limit');
    const obs = run.trajectory.find((s) => s.type === 'observation');
    assert.deepEqual(obs, { type: 'observation', call: balance, error: 'bank offline' });
    // check_balance failed, so transfer is still blocked on balance_known(B)
    assert.match(model.views[2]!.feedback!, /balance_known\(B\)/);
  });

  it('formalizes the instruction when no spec is given; refuses to run with neither', async () => {
    const engine = await PrologEngine.shared();
    const seen: string[] = [];
    const run = await runGuardedAgent({
      instruction: 'Add a last_login column to the users table.',
      tools: DB_TOOLS,
      formalize: async (instruction, tools) => {
        seen.push(`${instruction}|${tools.map((t) => t.name).join(',')}`);
        return compileSpec(engine, DB);
      },
      propose: scripted(Array(4).fill(sql('TRUNCATE users'))),
      execute: () => assert.fail('must not run'),
    });
    assert.deepEqual(seen, ['Add a last_login column to the users table.|execute_sql']);
    assert.equal(run.status, 'stopped');
    await assert.rejects(
      runGuardedAgent({
        instruction: 'x',
        tools: DB_TOOLS,
        propose: scripted([final('x')]),
        execute: () => undefined,
      }),
      InputError,
    );
  });

  it('guardCall never runs a refused call, and says stop once the budget is spent', async () => {
    const session = await createSession({ spec: DB, tools: DB_TOOLS });
    const guard = new Guard(session, { maxRetries: 1 });
    let runs = 0;
    const first = await guard.run(sql('DROP TABLE users'), async () => ++runs);
    const second = await guard.run(sql('DROP TABLE users'), async () => ++runs);
    assert.equal(runs, 0);
    assert.ok(!first.ran && !first.stop && /Attempt 1 of 1/.test(first.feedback));
    assert.ok(!second.ran && second.stop && /^Stopped by intentguard/.test(second.feedback));
    const ok = await guard.run(sql('SELECT 1'), async () => ++runs);
    assert.ok(ok.ran && ok.result === 1);
    assert.equal(guard.refusals, 0);
    session.close();
  });
});
