// `npx tsx examples/adapters/ai-sdk.ts`: a Vercel AI SDK agent behind intentguard. A scripted
// model (the SDK's own MockLanguageModelV3) first proposes DROP TABLE; the guard blocks it and
// returns the reason as the tool result; the model revises to ALTER TABLE, which runs once.
// Exits non-zero if that is not what happens.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { generateText, jsonSchema, stepCountIs, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { guardAiSdk } from 'intentguard/ai-sdk';

const instruction =
  'Add a last_login column to the users table. Do not make destructive changes without my permission.';
const spec = readFileSync(new URL('../specs/production-db.pl', import.meta.url), 'utf8');

const executed: string[] = [];
const tools = {
  execute_sql: tool({
    description: 'Run one SQL statement on the production database',
    inputSchema: jsonSchema<{ query: string }>({
      type: 'object',
      properties: { query: { type: 'string' } },
      required: ['query'],
    }),
    execute: async ({ query }) => {
      executed.push(query);
      return `ok: ${query}`;
    },
  }),
};

// one line to guard the tool set
const guarded = await guardAiSdk(tools, { instruction, spec });

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const sql = (id: string, query: string) => ({
  content: [
    { type: 'tool-call' as const, toolCallId: id, toolName: 'execute_sql', input: JSON.stringify({ query }) },
  ],
  finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
  usage,
  warnings: [],
});
const model = new MockLanguageModelV3({
  doGenerate: [
    sql('c1', 'DROP TABLE users'),
    sql('c2', 'ALTER TABLE users ADD COLUMN last_login timestamp'),
    {
      content: [{ type: 'text', text: 'Added last_login.' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    },
  ],
});

const result = await generateText({
  model,
  tools: guarded.tools,
  prompt: instruction,
  stopWhen: [stepCountIs(5), guarded.stopWhen],
});
for (const step of result.steps)
  for (const r of step.toolResults)
    console.log(`${JSON.stringify(r.input)} → ${String(r.output).slice(0, 120)}`);
console.log(`final: ${result.text}`);

assert.deepEqual(
  executed,
  ['ALTER TABLE users ADD COLUMN last_login timestamp'],
  'only the revised call ran',
);
assert.match(
  String(result.steps[0]!.toolResults[0]!.output),
  /forbidden pattern 'DROP TABLE'/,
  'the block was explained',
);
guarded.guard.session.close();
console.log('ok: DROP TABLE blocked with feedback, ALTER TABLE ran once');
