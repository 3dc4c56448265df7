// `npx tsx examples/adapters/openai-agents.ts`: an OpenAI Agents SDK agent behind intentguard.
// The SDK's ScriptedModel proposes DROP TABLE; intentguard's tool input guardrail rejects it with
// feedback (rejectContent); the model revises to ALTER TABLE, which runs once.
// Exits non-zero if that is not what happens.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Agent, Runner, tool } from '@openai/agents';
import { assistantMessage, functionCall, ScriptedModel } from '@openai/agents/testing';
import { guardOpenAiAgents } from 'intentguard/openai-agents';
import { z } from 'zod';

const instruction =
  'Add a last_login column to the users table. Do not make destructive changes without my permission.';
const spec = readFileSync(new URL('../specs/production-db.pl', import.meta.url), 'utf8');

const executed: string[] = [];
const executeSql = tool({
  name: 'execute_sql',
  description: 'Run one SQL statement on the production database',
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    executed.push(query);
    return `ok: ${query}`;
  },
});

const { tools, guard } = await guardOpenAiAgents([executeSql], { instruction, spec });

const model = new ScriptedModel([
  [functionCall('execute_sql', { query: 'DROP TABLE users' }, { callId: 'c1' })],
  [
    functionCall(
      'execute_sql',
      { query: 'ALTER TABLE users ADD COLUMN last_login timestamp' },
      { callId: 'c2' },
    ),
  ],
  [assistantMessage('Added last_login.')],
]);
const agent = new Agent({ name: 'dba', instructions: 'You manage the production database.', model, tools });
const result = await new Runner({ tracingDisabled: true }).run(agent, instruction);

for (const r of result.toolInputGuardrailResults) console.log(`guardrail: ${r.output.behavior.type}`);
console.log(`final: ${result.finalOutput}`);

assert.deepEqual(
  executed,
  ['ALTER TABLE users ADD COLUMN last_login timestamp'],
  'only the revised call ran',
);
assert.deepEqual(
  result.toolInputGuardrailResults.map((r) => r.output.behavior.type),
  ['rejectContent', 'allow'],
);
assert.match(
  JSON.stringify(model.calls[1]!.request.input),
  /forbidden pattern 'DROP TABLE'/,
  'the model saw why',
);
guard.session.close();
console.log('ok: DROP TABLE rejected by the tool input guardrail, ALTER TABLE ran once');
