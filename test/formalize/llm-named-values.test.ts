// The LLM formalizer binds the values the user named: its prompt lists them, and a plan that
// leaves one unbound goes back to the model with the value named (scripted models, no network).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeWithModel } from '../../src/formalize/llm/formalize-with-model.ts';
import { scriptedModel } from '../../src/formalize/llm/scripted-model.ts';
import { unboundValues } from '../../src/formalize/llm/stage-checks.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { checkSpec } from '../../src/spec/load.ts';

const engine = await PrologEngine.shared();
const fence = (text: string) => `\`\`\`prolog\n${text}\n\`\`\``;
const TOOLS: Tool[] = [
  {
    name: 'book_cabin',
    description: 'Book a holiday cabin',
    inputSchema: {
      type: 'object',
      properties: {
        cabin: { type: 'string' },
        first_night: { type: 'string', description: 'YYYY-MM-DD' },
        last_night: { type: 'string', description: 'YYYY-MM-DD' },
      },
    },
  },
];
const INSTRUCTION = 'Book the cabin at 2025-04-02 until 2025-04-05 and send the bill to kai@example.net.';
const GOAL = "user_goal(book_cabin, [param(start, '2025-04-02')], []).";
const THIN = `${GOAL}\nrefined_step(1, book_cabin, [], true, booked, none).`;
const BOUND = `${GOAL}\nrefined_step(1, book_cabin, [first_night('2025-04-02'), last_night('2025-04-05')], true, booked, none).`;

describe('LLM formalizer: named values', () => {
  it('lists the named values in the prompt and sends unbound ones back with the retry', async () => {
    const scripted = scriptedModel([fence(THIN), fence(BOUND), fence(BOUND)]);
    const { checked, attempts } = await formalizeWithModel({
      instruction: INSTRUCTION,
      tools: TOOLS,
      model: scripted.model,
      engine,
      options: { singleCall: true, retries: 2 },
    });
    assert.match(scripted.calls[0]!.lastUser, /Values the user named[\s\S]*'2025-04-02'[\s\S]*'2025-04-05'/);
    assert.equal(attempts[0]!.accepted, false);
    const unbound = attempts[0]!.issues.filter((i) => i.code === 'unbound_value').map((i) => i.message);
    assert.ok(unbound.some((m) => m.includes("'2025-04-05'")));
    assert.match(scripted.calls[1]!.lastUser, /2025-04-05/);
    // the e-mail address has no parameter to go to; the retry reports it, the last answer stands
    assert.equal(attempts.length, 3, JSON.stringify(attempts.map((a) => a.issues.map((i) => i.message))));
    assert.deepEqual(
      checked.spec.steps[0]!.params.map((p) => (p.type === 'compound' ? p.name : '')),
      ['first_night', 'last_night'],
    );
  });

  it('reports each value no step carries, and none that a step carries in any form', () => {
    const text = 'Reserve Casa Olivo for 12 March 2025 and pay at most €300 for it.';
    const named = namedValues(text, { names: [{ text: 'Casa Olivo', kind: 'other' }] });
    const spec = (params: string) =>
      checkSpec(engine, `refined_step(1, reserve, [${params}], true, done, none).`).checked!.spec;
    const all = unboundValues(spec(''), named).map((i) => i.message);
    assert.equal(all.length, 2, all.join('\n'));
    assert.ok(all.some((m) => m.includes("'Casa Olivo'")));
    assert.ok(all.some((m) => m.includes("'2025-03-12'")));
    assert.deepEqual(unboundValues(spec("place('Casa Olivo'), day('2025-03-12')"), named), []);
  });
});

describe('LLM formalizer: one object named, one object changed', () => {
  const tools: Tool[] = [
    {
      name: 'revoke_permit',
      description: 'Revoke a parking permit',
      inputSchema: { type: 'object', properties: { plate: { type: 'string' } } },
    },
    {
      name: 'list_permits',
      description: 'List parking permits',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: {} },
    },
  ];
  const plan = (goal: string) =>
    fence(
      `${goal}\nrefined_step(1, list_permits, [], true, listed, none).\nrefined_step(2, revoke_permit, [plate('7KXP291')], listed, revoked, none).`,
    );

  it('marks the step the user asked for once, on one thing, as the offline formalizer does', async () => {
    const { checked } = await formalizeWithModel({
      instruction: 'Revoke the parking permit for plate 7KXP291, the tenant moved out.',
      tools,
      model: scriptedModel([plan('user_goal(revoke_permit, [], []).')]).model,
      engine,
      options: { singleCall: true, retries: 0 },
    });
    assert.match(checked.text, /single_object\(2\)/);
    assert.doesNotMatch(checked.text, /single_object\(1\)/);
  });

  it('marks nothing when the user asked for several', async () => {
    const { checked } = await formalizeWithModel({
      instruction: 'Revoke the parking permits for plates 7KXP291 and 8LMN402, both tenants moved out.',
      tools,
      model: scriptedModel([plan('user_goal(revoke_permit, [], []).')]).model,
      engine,
      options: { singleCall: true, retries: 0, acceptWarnings: true },
    });
    assert.doesNotMatch(checked.text, /single_object/);
  });
});

describe('LLM formalizer: an asked action the plan leaves open', () => {
  it('gets the open request the offline formalizer writes, on the record the user named', async () => {
    const tools: Tool[] = [
      {
        name: 'kiln.lookup',
        description: 'Look up a kiln batch',
        hints: { readOnly: true },
        inputSchema: { type: 'object', properties: { batch_id: { type: 'string' } } },
      },
      {
        name: 'kiln.shelve',
        description: 'Shelve a kiln batch',
        inputSchema: {
          type: 'object',
          properties: { batch_id: { type: 'string' }, until: { type: 'string' } },
        },
      },
    ];
    const goal = 'user_goal(mothball_batch, [], []).';
    const { checked } = await formalizeWithModel({
      instruction: 'Mothball KB-2207 until 2026-12-01, the clay supplier is late.',
      tools,
      model: scriptedModel([fence(`${goal}\nrefined_step(1, 'kiln.lookup', [], true, found, none).`)]).model,
      engine,
      options: { singleCall: true, retries: 0, acceptWarnings: true },
    });
    assert.match(checked.text, /open_request\(mothball, \['KB-2207'\]/);
  });
});
