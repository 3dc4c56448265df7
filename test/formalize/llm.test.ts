// The LLM formalizer's check-and-retry loop (RefineAct 4.2-4.3) against scripted models.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FormalizeError } from '../../src/core/errors/formalize-error.ts';
import type { Tool } from '../../src/core/types.ts';
import { extractProlog } from '../../src/formalize/llm/extract-prolog.ts';
import { formalizeWithModel } from '../../src/formalize/llm/formalize-with-model.ts';
import { scriptedModel } from '../../src/formalize/llm/scripted-model.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { createSession } from '../../src/verify/session.ts';

const engine = await PrologEngine.shared();
const INSTRUCTION = 'Transfer $500 to Alice if my balance exceeds $1000.';
const TOOLS: Tool[] = [
  {
    name: 'check_balance',
    description: 'Returns the account balance.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'transfer_money',
    description: 'Sends money to a recipient.',
    inputSchema: {
      type: 'object',
      properties: { recipient: { type: 'string' }, amount: { type: 'number' } },
      required: ['recipient', 'amount'],
    },
  },
];
const fence = (text: string) => `\`\`\`prolog\n${text}\n\`\`\``;
const GOAL = fence(
  'user_goal(transfer_money, [param(recipient, alice), param(amount, 500), param(threshold, 1000)], [balance_check]).',
);
const PLAN_FACTS = `refined_step(1, check_balance, [], true, balance_known, none).
refined_step(2, transfer_money, [recipient(alice), amount(500)], balance_known, transfer_complete,
             constraint(security, 'Confirm transfer details with user')).
risky_action(transfer_money, 'transfer', user_consent).`;
const PLAN = fence(PLAN_FACTS);
const SINGLE = fence(
  `user_goal(transfer_money, [param(recipient, alice), param(amount, 500), param(threshold, 1000)], [balance_check]).\n${PLAN_FACTS}`,
);
const run = (answers: readonly string[], options = {}) => {
  const scripted = scriptedModel(answers);
  const result = formalizeWithModel({
    instruction: INSTRUCTION,
    tools: TOOLS,
    model: scripted.model,
    engine,
    options,
  });
  return { scripted, result };
};
const failure = async (p: Promise<unknown>): Promise<FormalizeError> => {
  try {
    await p;
  } catch (error) {
    assert.ok(error instanceof FormalizeError, `expected FormalizeError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a FormalizeError');
};

describe('LLM formalizer: two stages, checked', () => {
  it('goal then plan: two calls, a spec grounded in the tools', async () => {
    const { scripted, result } = run([GOAL, PLAN]);
    const { checked, llmCalls, attempts } = await result;
    assert.equal(llmCalls, 2);
    assert.deepEqual(
      attempts.map((a) => [a.stage, a.accepted]),
      [
        ['intent', true],
        ['plan', true],
      ],
    );
    assert.equal(checked.spec.intent?.goal, 'transfer_money');
    assert.deepEqual(
      checked.spec.steps.map((s) => s.action),
      ['check_balance', 'transfer_money'],
    );
    assert.equal(checked.spec.risks[0]?.pattern, 'transfer');
    // stage 1 is few-shot with the paper's example; stage 2 sees the goal and the tool signatures
    assert.match(scripted.calls[0]!.system, /Transfer \$500 to Alice if my balance exceeds \$1000/);
    assert.match(scripted.calls[0]!.lastUser, /Instruction: Transfer \$500 to Alice/);
    assert.match(scripted.calls[1]!.lastUser, /user_goal\(transfer_money,/);
    assert.match(scripted.calls[1]!.lastUser, /transfer_money\(recipient: string, amount: number\)/);
  });

  it('full path: the formalized spec guards the agent (transfer needs the balance first, then consent)', async () => {
    const { checked } = await run([GOAL, PLAN]).result;
    const s = await createSession({ spec: checked, id: 'llm-full-path' });
    const transfer = { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } };
    assert.equal(s.check(transfer).disposition, 'revision_required');
    assert.equal(s.check({ tool: 'check_balance', args: {} }).disposition, 'approved');
    s.record({ tool: 'check_balance', args: {} }, { balance: 1500 });
    assert.equal(s.check(transfer).disposition, 'approved_with_constraints');
    assert.equal(
      s.check({ tool: 'transfer_money', args: { recipient: 'mallory', amount: 500 } }).disposition !==
        'approved',
      true,
    );
    s.close();
  });

  it('malformed Prolog first, then a fix: the retry carries the syntax error with line and column', async () => {
    const bad = fence(
      'user_goal(transfer_money, [param(recipient, alice) param(amount, 500)], [balance_check]).',
    );
    const { scripted, result } = run([bad, GOAL, PLAN]);
    const { llmCalls, attempts } = await result;
    assert.equal(llmCalls, 3);
    assert.deepEqual(
      attempts.map((a) => [a.stage, a.accepted]),
      [
        ['intent', false],
        ['intent', true],
        ['plan', true],
      ],
    );
    assert.equal(attempts[0]!.issues[0]?.code, 'syntax_error');
    const retry = scripted.calls[1]!;
    assert.match(retry.lastUser, /line 1, column \d+: Syntax error/);
    assert.match(retry.lastUser, /full stop/);
    assert.equal(retry.messages.at(-2)?.role, 'assistant');
    assert.equal(retry.messages.at(-2)?.text, bad);
  });

  it('single-call mode with a malformed first answer: two calls', async () => {
    const bad = SINGLE.replace('[balance_check]).', '[balance_check])');
    const { scripted, result } = run([bad, SINGLE], { singleCall: true });
    const { llmCalls, attempts, checked } = await result;
    assert.equal(llmCalls, 2);
    assert.deepEqual(
      attempts.map((a) => a.stage),
      ['single', 'single'],
    );
    assert.match(scripted.calls[1]!.lastUser, /line \d+, column \d+: Syntax error/);
    assert.equal(checked.spec.steps.length, 2);
  });

  it('single-call mode: one call gives goal, plan and risks', async () => {
    const { scripted, result } = run([SINGLE], { singleCall: true });
    const { llmCalls, checked } = await result;
    assert.equal(llmCalls, 1);
    assert.equal(checked.spec.intent?.goal, 'transfer_money');
    assert.equal(checked.spec.steps.length, 2);
    assert.match(scripted.calls[0]!.lastUser, /Instruction: .*\n\nTools/);
  });

  it('four failures (1 + 3 retries) -> FormalizeError holding every attempt', async () => {
    const bad = fence('user_goal(transfer money, [], []).');
    const { result } = run([bad, bad, bad, bad, GOAL]);
    const error = await failure(result);
    assert.equal(error.code, 'formalize_failed');
    assert.equal(error.llmCalls, 4);
    assert.equal(error.attempts.length, 4);
    assert.ok(error.attempts.every((a) => a.stage === 'intent' && !a.accepted && a.raw === bad));
    assert.ok(error.attempts.every((a) => a.issues.some((i) => i.code === 'syntax_error')));
    assert.match(error.message, /no valid goal .* in 4 attempts/);
  });

  it('retries: 2 -> three failures end it', async () => {
    const bad = 'I think the goal is to transfer money.';
    const { scripted, result } = run([bad, bad, bad], { retries: 2 });
    const error = await failure(result);
    assert.equal(error.attempts.length, 3);
    assert.equal(error.llmCalls, 3);
    assert.equal(scripted.calls.length, 3);
  });

  it('wrong tool names: the retry names the unknown action and lists the real tools', async () => {
    const wrong = PLAN.replace('transfer_money, [recipient', 'send_money, [recipient');
    const { scripted, result } = run([GOAL, wrong, PLAN]);
    const { llmCalls, attempts } = await result;
    assert.equal(llmCalls, 3);
    assert.equal(attempts[1]!.issues[0]?.code, 'unknown_action');
    assert.match(scripted.calls[2]!.lastUser, /action send_money is not a tool of the toolkit/);
    assert.match(
      scripted.calls[2]!.lastUser,
      /Use only these tool names, exactly as written: check_balance, transfer_money/,
    );
  });

  it('parameters the tool does not have are refused', async () => {
    const wrong = PLAN.replace('[recipient(alice), amount(500)]', '[to(alice), amount(500)]');
    const { scripted, result } = run([GOAL, wrong, PLAN]);
    const { llmCalls, attempts } = await result;
    assert.equal(llmCalls, 3);
    assert.equal(attempts[1]!.issues[0]?.code, 'unknown_parameter');
    assert.match(
      scripted.calls[2]!.lastUser,
      /transfer_money has no parameter to; its parameters are recipient, amount/,
    );
  });

  it('a spec that tries js_run_script is refused by the checker and never executed', async () => {
    const g = globalThis as { __intentguardPwned?: unknown };
    delete g.__intentguardPwned;
    const directive = fence(
      `${PLAN_FACTS}\n:- initialization(js_run_script("globalThis.__intentguardPwned = true")).`,
    );
    const rule = fence(
      `${PLAN_FACTS}\nrefined_step(3, check_balance, [], true, done, none) :- js_run_script("globalThis.__intentguardPwned = true").`,
    );
    const helper = fence(`${PLAN_FACTS}\npwn :- js_run_script("globalThis.__intentguardPwned = true").`);
    const { result } = run([GOAL, directive, rule, helper, directive]);
    const error = await failure(result);
    assert.equal(g.__intentguardPwned, undefined);
    assert.equal(error.llmCalls, 5);
    const codes = error.attempts.filter((a) => a.stage === 'plan').map((a) => a.issues.map((i) => i.code));
    assert.ok(codes[0]!.includes('directive'), JSON.stringify(codes));
    assert.ok(codes[1]!.length > 0 && codes[2]!.includes('unknown_predicate'), JSON.stringify(codes));

    // refused, then a clean plan: the accepted spec carries none of it
    const ok = await run([GOAL, helper, PLAN]).result;
    assert.equal(g.__intentguardPwned, undefined);
    assert.doesNotMatch(ok.checked.text, /js_run_script/);
  });

  it('two user_goals -> retry asking for exactly one', async () => {
    const two = fence(
      'user_goal(check_balance, [], []).\nuser_goal(transfer_money, [param(recipient, alice)], []).',
    );
    const { scripted, result } = run([two, GOAL, PLAN]);
    const { llmCalls, attempts } = await result;
    assert.equal(llmCalls, 3);
    assert.equal(attempts[0]!.issues[0]?.code, 'duplicate_goal');
    assert.match(scripted.calls[1]!.lastUser, /exactly one user_goal\/3/);
  });

  it('stage 1 refuses anything but the goal', async () => {
    const extra = fence(`${GOAL.slice(10, -4)}\nrefined_step(1, check_balance, [], true, done, none).`);
    const { scripted, result } = run([extra, GOAL, PLAN]);
    const { llmCalls, attempts } = await result;
    assert.equal(llmCalls, 3);
    assert.ok(attempts[0]!.issues.some((i) => i.code === 'extra_clause'));
    assert.match(scripted.calls[1]!.lastUser, /Write only the single user_goal\/3 fact/);
  });

  it('singleton warnings are retried (paper-faithful) with casing guidance; acceptWarnings keeps them', async () => {
    const cased = fence(
      'user_goal(transfer_money, [param(recipient, Alice), param(amount, 500)], [balance_check]).',
    );
    const { scripted, result } = run([cased, GOAL, PLAN]);
    const { llmCalls, attempts } = await result;
    assert.equal(llmCalls, 3);
    assert.equal(attempts[0]!.issues[0]?.severity, 'warning');
    assert.match(scripted.calls[1]!.lastUser, /Singleton variables: \[Alice\]/);
    assert.match(scripted.calls[1]!.lastUser, /'Alice', not Alice/);

    const paperPlan = fence(PLAN_FACTS.replace(/balance_known/g, 'balance_known(B)'));
    const strict = await run([GOAL, paperPlan, PLAN]).result;
    assert.equal(strict.llmCalls, 3);
    const lenient = await run([GOAL, paperPlan], { acceptWarnings: true }).result;
    assert.equal(lenient.llmCalls, 2);
    assert.ok(lenient.checked.issues.every((i) => i.code === 'singletons'));
  });

  it('a failing model call becomes a FormalizeError with the cause', async () => {
    const { scripted, result } = run([GOAL]); // the plan call finds no answer: the mock throws
    const error = await failure(result);
    assert.match(error.message, /the model call failed/);
    assert.equal(error.llmCalls, 2);
    assert.equal(error.attempts.length, 1);
    assert.ok(error.cause instanceof Error);
    assert.equal(scripted.calls.length, 2);
  });

  it('bad arguments are InputErrors, before any call', async () => {
    const scripted = scriptedModel([]);
    await assert.rejects(formalizeWithModel({ instruction: '  ', tools: TOOLS, model: scripted.model }), {
      code: 'input_unusable',
    });
    await assert.rejects(formalizeWithModel({ instruction: INSTRUCTION, tools: [], model: scripted.model }), {
      code: 'input_unusable',
    });
    await assert.rejects(
      formalizeWithModel({
        instruction: INSTRUCTION,
        tools: TOOLS,
        model: scripted.model,
        options: { samples: 0 },
      }),
      { code: 'input_unusable' },
    );
    assert.equal(scripted.calls.length, 0);
  });
});

describe('extractProlog', () => {
  it('takes prolog fences, else any fence, else the whole answer; an unterminated fence runs to the end', () => {
    assert.equal(extractProlog('Here:\n```prolog\na(1).\n```\nand\n```json\n{}\n```'), 'a(1).');
    assert.equal(extractProlog('```\na(1).\n```\n```\nb(2).\n```'), 'a(1).\nb(2).');
    assert.equal(extractProlog('  a(1).  '), 'a(1).');
    assert.equal(extractProlog('```prolog\na(1).\nb(2'), 'a(1).\nb(2');
  });
});
