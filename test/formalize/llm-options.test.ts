// The LLM formalizer's options: decode-back (VeriSafe 5.1.1), experience (5.1.2), majority vote.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { compareRestatement } from '../../src/formalize/llm/decode-back.ts';
import { experienceKey, MemoryExperienceStore } from '../../src/formalize/llm/experience.ts';
import { JsonFileExperienceStore } from '../../src/formalize/llm/experience-file.ts';
import { formalizeWithModel } from '../../src/formalize/llm/formalize-with-model.ts';
import { majorityVote } from '../../src/formalize/llm/majority-vote.ts';
import { scriptedModel } from '../../src/formalize/llm/scripted-model.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { checkSpec } from '../../src/spec/load.ts';

const engine = await PrologEngine.shared();
const INSTRUCTION = 'Transfer $500 to Alice if my balance exceeds $1000.';
const TOOLS: Tool[] = [
  { name: 'check_balance', inputSchema: { type: 'object', properties: {} } },
  {
    name: 'transfer_money',
    inputSchema: {
      type: 'object',
      properties: { recipient: { type: 'string' }, amount: { type: 'number' } },
    },
  },
];
const spec = (amount: number, recipient = 'alice') =>
  `\`\`\`prolog
user_goal(transfer_money, [param(recipient, ${recipient}), param(amount, ${amount}), param(threshold, 1000)], [balance_check]).
refined_step(1, check_balance, [], true, balance_known, none).
refined_step(2, transfer_money, [recipient(${recipient}), amount(${amount})], balance_known, transfer_complete, constraint(security, 'Confirm transfer details with user')).
risky_action(transfer_money, 'transfer', user_consent).
\`\`\``;
const GOAL =
  '```prolog\nuser_goal(transfer_money, [param(recipient, alice), param(amount, 500), param(threshold, 1000)], [balance_check]).\n```';
const PLAN =
  '```prolog\nrefined_step(1, check_balance, [], true, balance_known, none).\nrefined_step(2, transfer_money, [recipient(alice), amount(500)], balance_known, transfer_complete, none).\n```';
const GOOD_RESTATEMENT =
  'The user wants to transfer 500 to Alice if the balance exceeds 1000: first check the balance, then transfer the money after confirming the details.';
const noModel = () =>
  scriptedModel(() => {
    throw new Error('the model must not be called');
  });

describe('decode-back (VeriSafe 5.1.1)', () => {
  it('a mismatch is fed back and the next round fixes it (single call: 4 calls)', async () => {
    const bad =
      'The user wants to transfer 5000 to Alice if the balance exceeds 1000, after checking the balance.';
    const s = scriptedModel([spec(5000), bad, spec(500), GOOD_RESTATEMENT]);
    const r = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: s.model,
      engine,
      options: { singleCall: true, decodeBack: true },
    });
    assert.equal(r.llmCalls, 4);
    assert.deepEqual(
      r.attempts.map((a) => [a.stage, a.accepted]),
      [
        ['single', true],
        ['decode_back', false],
        ['single', true],
        ['decode_back', true],
      ],
    );
    const messages = r.attempts[1]!.issues.map((i) => i.message);
    assert.ok(
      messages.includes('the instruction gives the number 500, which the specification does not carry'),
    );
    assert.ok(
      messages.includes('the specification adds the number 5000, which the instruction does not give'),
    );
    // the decoder never sees the instruction; the encoder's next round sees the discrepancies
    assert.doesNotMatch(s.calls[1]!.lastUser, /Transfer \$500/);
    assert.match(s.calls[1]!.lastUser, /amount, 5000/);
    assert.match(s.calls[2]!.lastUser, /did not match the instruction/);
    assert.match(s.calls[2]!.lastUser, /number 500, which the specification does not carry/);
    assert.equal(r.checked.spec.intent?.params.find((p) => p.name === 'amount')?.value.type, 'num');
    assert.match(r.checked.text, /amount\(500\)/);
  });

  it('two stages: intent, plan, decode per round (6 calls)', async () => {
    const wrongGoal = GOAL.replace('param(recipient, alice)', 'param(recipient, bob)');
    const wrongPlan = PLAN.replace('recipient(alice)', 'recipient(bob)');
    const s = scriptedModel([
      wrongGoal,
      wrongPlan,
      'Transfer 500 to Bob if the balance exceeds 1000, after checking the balance.',
      GOAL,
      PLAN,
      GOOD_RESTATEMENT,
    ]);
    const r = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: s.model,
      engine,
      options: { decodeBack: true },
    });
    assert.equal(r.llmCalls, 6);
    assert.deepEqual(
      r.attempts[2]!.issues.map((i) => i.message),
      [
        'the instruction names alice, which the specification does not mention',
        'the specification adds bob, which the instruction does not name',
      ],
    );
    assert.match(s.calls[3]!.lastUser, /Your previous specification was/);
  });

  it('persistent disagreement ends in a FormalizeError after 1 + retries rounds', async () => {
    const s = scriptedModel((call) =>
      call.system.startsWith('You explain') ? 'Something else entirely.' : spec(500),
    );
    await assert.rejects(
      formalizeWithModel({
        instruction: INSTRUCTION,
        tools: TOOLS,
        model: s.model,
        engine,
        options: { singleCall: true, decodeBack: true, retries: 1 },
      }),
      (e: { code: string; llmCalls: number; attempts: unknown[] }) =>
        e.code === 'formalize_failed' && e.llmCalls === 4 && e.attempts.length === 4,
    );
  });

  it('the comparison: addresses both ways, names and numbers, word overlap', () => {
    const { checked } = checkSpec(engine, "user_goal(send, [param(to, 'dana@acme.com'), param(n, 3)], []).");
    const s = checked!.spec;
    const instruction = 'Send the three newest invoices in /data/inv to dana@acme.com and Priya.';
    assert.deepEqual(
      compareRestatement(
        instruction,
        'Send the 3 newest invoices in /data/inv to dana@acme.com and Priya.',
        s,
      ),
      { ok: true, discrepancies: [], overlap: 1 },
    );
    const off = compareRestatement(instruction, 'Send 3 invoices from /data/inv to eve@evil.com.', s);
    assert.deepEqual(off.discrepancies.slice(0, 3), [
      'the instruction gives dana@acme.com, which the specification does not carry',
      'the instruction names priya, which the specification does not mention',
      'the specification adds eve@evil.com, which the instruction does not give',
    ]);
    const low = compareRestatement('Archive every closed ticket in the support queue', 'Do a thing.', s);
    assert.equal(low.ok, false);
    assert.match(low.discrepancies[0]!, /shares only 0% .* missing: archive, every, closed, ticket/);
  });
});

describe('experience-driven encoding (VeriSafe 5.1.2)', () => {
  it('the same instruction and toolkit reuse the spec with zero model calls', async () => {
    const store = new MemoryExperienceStore();
    const first = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: scriptedModel([GOAL, PLAN]).model,
      engine,
      options: { experience: store },
    });
    assert.equal(first.llmCalls, 2);
    assert.equal((await store.entries()).length, 1);
    const again = await formalizeWithModel({
      instruction: `  ${INSTRUCTION.replace(' ', '   ')} `,
      tools: [...TOOLS].reverse(),
      model: noModel().model,
      engine,
      options: { experience: store },
    });
    assert.equal(again.llmCalls, 0);
    assert.equal(again.fromExperience, true);
    assert.equal(again.checked.hash, first.checked.hash);
  });

  it('another toolkit misses; similar past specs are shown as examples', async () => {
    const store = new MemoryExperienceStore();
    await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: scriptedModel([GOAL, PLAN]).model,
      engine,
      options: { experience: store },
    });
    const s = scriptedModel([GOAL.replace('500', '700'), PLAN.replace('500', '700')]);
    const similar = 'Transfer $700 to Alice if my balance exceeds $1000.';
    const r = await formalizeWithModel({
      instruction: similar,
      tools: TOOLS,
      model: s.model,
      engine,
      options: { experience: store },
    });
    assert.equal(r.llmCalls, 2);
    assert.match(
      s.calls[0]!.system,
      /Instruction: Transfer \$500 to Alice if my balance exceeds \$1000\.\nuser_goal\(transfer_money, \[param\(recipient, alice\), param\(amount, 500\)/,
    );
    assert.match(s.calls[1]!.system, /Plans accepted before for similar goals/);
    const extended = [...TOOLS, { name: 'send_email' }];
    const miss = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: extended,
      model: scriptedModel([GOAL, PLAN]).model,
      engine,
      options: { experience: store },
    });
    assert.equal(miss.llmCalls, 2);
  });

  it('a tampered entry is re-checked, not trusted: the model is asked again', async () => {
    const store = new MemoryExperienceStore();
    const key = experienceKey(INSTRUCTION, TOOLS);
    const first = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: scriptedModel([GOAL, PLAN]).model,
      engine,
      options: { experience: store },
    });
    const entry = (await store.get(key))!;
    await store.put({ ...entry, text: `${entry.text}\npwn :- js_run_script("globalThis.__igExp = 1").` });
    const r = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: scriptedModel([GOAL, PLAN]).model,
      engine,
      options: { experience: store },
    });
    assert.equal(r.llmCalls, 2);
    assert.equal((globalThis as { __igExp?: unknown }).__igExp, undefined);
    assert.equal((await store.get(key))?.text, first.checked.text);
  });

  it('the JSON file store persists across instances; a malformed file is an InputError', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ig-exp-'));
    const path = join(dir, 'nested', 'experience.json');
    await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: scriptedModel([GOAL, PLAN]).model,
      engine,
      options: { experience: new JsonFileExperienceStore(path) },
    });
    assert.equal(JSON.parse(readFileSync(path, 'utf8')).entries.length, 1);
    const r = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: noModel().model,
      engine,
      options: { experience: new JsonFileExperienceStore(path) },
    });
    assert.equal(r.llmCalls, 0);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"version": 1, "entries": [{"key": 3}]}');
    await assert.rejects(new JsonFileExperienceStore(broken).entries(), { code: 'input_unusable' });
  });
});

describe('majority vote', () => {
  it('three samples: the spec produced twice wins; 3 calls', async () => {
    const s = scriptedModel([spec(500), spec(500, 'bob'), spec(500)]);
    const r = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: s.model,
      engine,
      options: { singleCall: true, samples: 3 },
    });
    assert.equal(r.llmCalls, 3);
    assert.deepEqual(
      r.votes?.map((v) => [v.count, v.firstSample]),
      [
        [2, 0],
        [1, 1],
      ],
    );
    assert.match(r.checked.text, /recipient\(alice\)/);
    assert.deepEqual(
      r.attempts.map((a) => a.sample),
      [0, 1, 2],
    );
  });

  it('a tie goes to the earliest spec; a failed sample abstains', async () => {
    const s = scriptedModel([spec(500, 'bob'), 'not prolog', spec(500), 'not prolog either']);
    const r = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: s.model,
      engine,
      options: { singleCall: true, samples: 3, retries: 0 },
    });
    assert.equal(r.llmCalls, 3);
    assert.match(r.checked.text, /recipient\(bob\)/);
    assert.deepEqual(
      r.votes?.map((v) => [v.count, v.firstSample]),
      [
        [1, 0],
        [1, 2],
      ],
    );
    assert.equal(majorityVote([]), undefined);
  });
});
