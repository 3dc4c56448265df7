import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SessionError } from '../../src/core/errors/session-error.ts';
import type { Tool } from '../../src/core/types.ts';
import { mayRun } from '../../src/core/verdict.ts';
import { createSession } from '../../src/verify/session.ts';

const BANK = readFileSync(new URL('../../examples/specs/bank-transfer.pl', import.meta.url), 'utf8');
const DB = readFileSync(new URL('../../examples/specs/production-db.pl', import.meta.url), 'utf8');
const transfer = { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } };

describe('RefineAct running example: bank transfer (section 4.4, verbatim)', () => {
  it('transfer before check_balance: revision required naming balance_known(B) and check_balance', async () => {
    const s = await createSession({ spec: BANK, id: 't1' });
    const v = s.check(transfer);
    assert.equal(v.disposition, 'revision_required');
    assert.equal(v.step, 2);
    assert.equal(
      v.feedback,
      'Revision required: transfer_money cannot run yet (step 2). Unmet precondition: balance_known(B). Execute check_balance first.',
    );
    assert.ok(v.findings.some((f) => f.code === 'precondition_unmet' && f.rule === 'balance_known(B)'));
    s.close();
  });

  it('after check_balance ran: approved with constraints and a scoped confirmation', async () => {
    const s = await createSession({ spec: BANK, id: 't2' });
    assert.equal(s.check({ tool: 'check_balance', args: {} }).disposition, 'approved');
    s.record({ tool: 'check_balance', args: {} }, { balance: 1500 });
    const v = s.check(transfer);
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.equal(v.step, 2);
    assert.deepEqual(v.confirmation?.call, transfer);
    assert.equal(v.confirmation?.scope.session, 't2');
    assert.equal(v.confirmation?.scope.tool, 'transfer_money');
    assert.match(v.confirmation!.reason, /Confirm transfer details with user/);
    assert.match(v.confirmation!.reason, /risky pattern 'transfer'/);
    s.close();
  });

  it('state advances only for a confirmed call; the final answer then passes the completeness check', async () => {
    const s = await createSession({ spec: BANK, id: 't3' });
    s.check({ tool: 'check_balance', args: {} });
    s.record({ tool: 'check_balance', args: {} });
    const v = s.check(transfer);
    assert.throws(() => s.record(transfer), SessionError);
    assert.equal(s.checkFinal('done').disposition, 'revision_required');
    s.confirm(v.confirmation!, true);
    s.record(transfer, { ok: true });
    assert.deepEqual(s.satisfied(), ['balance_known(_)', 'transfer_complete']);
    assert.equal(s.checkFinal('done').disposition, 'approved');
    s.close();
  });

  it('confirming one call never approves the next one with different arguments', async () => {
    const s = await createSession({
      spec: "risky_action(transfer_money, 'transfer', user_consent).\n",
      id: 't4',
    });
    const v1 = s.check(transfer);
    s.confirm(v1.confirmation!, true);
    s.record(transfer);
    const other = { tool: 'transfer_money', args: { recipient: 'mallory', amount: 5000 } };
    const v2 = s.check(other);
    assert.equal(v2.disposition, 'approved_with_constraints');
    assert.notEqual(v2.confirmation?.scope.argsHash, v1.confirmation?.scope.argsHash);
    assert.throws(() => s.record(other), SessionError);
    // the identical call is covered by its user_consent scope
    assert.equal(s.check(transfer).disposition, 'approved');
    s.close();
  });

  it('repeat_consent asks for every invocation, even an identical one', async () => {
    const s = await createSession({
      spec: "refined_step(1, terminal, [command('rm <identified_files>')], true, removed, none).\n",
      id: 't5',
    });
    const call = { tool: 'terminal', args: { command: 'rm a.tmp' } };
    const v1 = s.check(call);
    assert.equal(v1.disposition, 'approved_with_constraints');
    assert.equal(v1.confirmation?.scope.reuse, 'once');
    s.confirm(v1.confirmation!, true);
    s.record(call);
    const v2 = s.check(call);
    assert.equal(v2.disposition, 'approved_with_constraints', 'template step repeats, consent asked again');
    assert.equal(s.check({ tool: 'terminal', args: { command: 'ls' } }).disposition, 'approved');
    s.close();
  });

  it('a denied confirmation leaves the state unchanged', async () => {
    const s = await createSession({ spec: BANK, id: 't6' });
    s.check({ tool: 'check_balance', args: {} });
    s.record({ tool: 'check_balance', args: {} });
    const v = s.check(transfer);
    s.confirm(v.confirmation!, false);
    assert.throws(() => s.record(transfer), /did not confirm/);
    assert.deepEqual(s.satisfied(), ['balance_known(_)']);
    s.close();
  });
});

describe('RefineAct Figure 1: production database', () => {
  it('DROP TABLE is rejected; the revised ALTER TABLE is approved', async () => {
    const s = await createSession({ spec: DB, id: 'db' });
    const drop = s.check({ tool: 'execute_sql', args: { query: 'DROP TABLE users;' } });
    assert.equal(drop.disposition, 'rejected');
    assert.match(drop.feedback, /forbidden pattern 'DROP TABLE'/);
    const alter = {
      tool: 'execute_sql',
      args: { query: 'ALTER TABLE users ADD COLUMN last_login TIMESTAMP;' },
    };
    assert.equal(s.check(alter).disposition, 'approved');
    s.record(alter);
    assert.equal(s.checkFinal('done').disposition, 'approved');
    s.close();
  });

  it('patterns are checked longest first: the reject pattern wins over a shorter consent one', async () => {
    const s = await createSession({
      spec: "risky_action(terminal, 'rm -rf', user_consent).\nrisky_action(terminal, 'rm -rf /', reject).\n",
    });
    const v = s.check({ tool: 'terminal', args: { command: 'sudo rm -rf / --no-preserve-root' } });
    assert.equal(v.disposition, 'rejected');
    assert.deepEqual(
      v.findings.map((f) => f.data?.pattern),
      ['rm -rf /', 'rm -rf'],
    );
    assert.equal(
      s.check({ tool: 'terminal', args: { command: 'rm -rf ./build' } }).disposition,
      'approved_with_constraints',
    );
    s.close();
  });
});

describe('feedback becomes more directive on repeats', () => {
  it('premature final answers escalate to naming the tool to call', async () => {
    const s = await createSession({ spec: BANK });
    const texts = [1, 2, 3].map(() => s.checkFinal('all done').feedback);
    assert.match(texts[0]!, /^Revision required: the task is not complete/);
    assert.match(texts[1]!, /You must call transfer_money\(recipient\(alice\), amount\(500\)\) now/);
    assert.match(texts[2]!, /^STOP giving final answers.*Your next action must be a call to transfer_money/);
    s.close();
  });

  it('repeated precondition violations escalate', async () => {
    const s = await createSession({ spec: BANK });
    const texts = [1, 2, 3].map(() => s.check(transfer).feedback);
    assert.notEqual(texts[0], texts[1]);
    assert.match(texts[2]!, /The only acceptable next action is check_balance/);
    s.close();
  });
});

describe('calls outside the plan and faults', () => {
  const tools: Tool[] = [
    { name: 'check_balance', hints: { readOnly: true } },
    { name: 'transfer_money', hints: { destructive: true } },
    { name: 'get_history', hints: { readOnly: true } },
    { name: 'close_account', hints: { destructive: true } },
    { name: 'mystery' },
  ];

  it('read-only unplanned tools pass; destructive or unknown ones need confirmation; unknown tools are rejected', async () => {
    const s = await createSession({ spec: BANK, tools });
    const ro = s.check({ tool: 'get_history', args: {} });
    assert.equal(ro.disposition, 'approved');
    assert.equal(ro.findings[0]?.code, 'unplanned_tool');
    assert.equal(s.check({ tool: 'close_account', args: {} }).disposition, 'approved_with_constraints');
    assert.equal(s.check({ tool: 'mystery', args: {} }).disposition, 'approved_with_constraints');
    assert.equal(s.check({ tool: 'format_disk', args: {} }).disposition, 'rejected');
    s.close();
  });

  it('the unplanned-tool policy can reject instead', async () => {
    const s = await createSession({
      spec: BANK,
      tools,
      unplannedTools: { readOnly: 'approve', other: 'reject' },
    });
    assert.equal(s.check({ tool: 'close_account', args: {} }).disposition, 'rejected');
    s.close();
  });

  it('parameters that contradict the plan require revision', async () => {
    const s = await createSession({ spec: BANK });
    s.check({ tool: 'check_balance', args: {} });
    s.record({ tool: 'check_balance', args: {} });
    const v = s.check({ tool: 'transfer_money', args: { recipient: 'mallory', amount: 500 } });
    assert.equal(v.disposition, 'revision_required');
    assert.equal(v.findings.find((f) => f.code === 'param_mismatch')?.path, 'args.recipient');
    s.close();
  });

  it('bad calls and a closed session fail closed, never approved', async () => {
    const s = await createSession({ spec: BANK });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const bad of [
      { tool: '', args: {} },
      { tool: 'check_balance', args: null },
      { tool: 'check_balance', args: [] },
      { tool: 'check_balance', args: cyclic },
      { tool: 'check_balance', args: { blob: 'x'.repeat(1_100_000) } },
    ]) {
      assert.equal(s.check(bad as never).disposition, 'rejected');
    }
    s.close();
    const v = s.check({ tool: 'check_balance', args: {} });
    assert.equal(v.disposition, 'rejected');
    assert.equal(v.findings[0]?.code, 'engine_error');
  });

  it('a check that throws becomes a rejection', async () => {
    const s = await createSession({
      checks: [
        {
          name: 'boom',
          check() {
            throw new Error('solver crashed');
          },
        },
      ],
    });
    const v = s.check({ tool: 'anything', args: {} });
    assert.equal(v.disposition, 'rejected');
    assert.match(v.feedback, /solver crashed/);
    s.close();
  });
});

describe('spec layout', () => {
  it('loads specs whose facts are interleaved and whose templates derive patterns', async () => {
    const s = await createSession({
      spec: `risky_action(terminal, 'rm -rf /', reject).
refined_step(1, terminal, [command('rm <files>')], true, removed, none).
risky_action(terminal, 'shred', user_consent).
`,
    });
    assert.equal(s.spec?.spec.risks.length, 3);
    assert.equal(
      s.check({ tool: 'terminal', args: { command: 'shred x' } }).disposition,
      'approved_with_constraints',
    );
    s.close();
  });
});

describe('mayRun: the one rule for running a call', () => {
  it('approved runs; constrained runs only once confirmed; revision and rejection never run', () => {
    assert.equal(mayRun({ disposition: 'approved' }, undefined), true);
    assert.equal(mayRun({ disposition: 'approved_with_constraints' }, true), true);
    assert.equal(mayRun({ disposition: 'approved_with_constraints' }, false), false);
    assert.equal(mayRun({ disposition: 'approved_with_constraints' }, undefined), false);
    assert.equal(mayRun({ disposition: 'revision_required' }, true), false);
    assert.equal(mayRun({ disposition: 'rejected' }, true), false);
  });
});
