// `npx tsx examples/adapters/langchain.ts`: LangChain.js tools behind intentguard. A scripted
// fake chat model (LangChain's FakeListChatModel, answering with tool calls) proposes DROP TABLE;
// the guarded tool returns the reason as its ToolMessage; the model revises to ALTER TABLE,
// which runs once. Exits non-zero if that is not what happens.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { AIMessage, type BaseMessage, HumanMessage, type ToolMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { guardLangChain } from 'intentguard/langchain';
import { z } from 'zod';

const instruction =
  'Add a last_login column to the users table. Do not make destructive changes without my permission.';
const spec = readFileSync(new URL('../specs/production-db.pl', import.meta.url), 'utf8');

const executed: string[] = [];
const executeSql = tool(
  async ({ query }: { query: string }) => {
    executed.push(query);
    return `ok: ${query}`;
  },
  {
    name: 'execute_sql',
    description: 'Run one SQL statement on the production database',
    schema: z.object({ query: z.string() }),
  },
);

const { tools, guard } = await guardLangChain([executeSql], { instruction, spec });

/** LangChain's scripted fake, where a response starting with `[` is a list of tool calls. */
class ScriptedToolModel extends FakeListChatModel {
  override _formatGeneration(text: string) {
    if (!text.startsWith('[')) return { message: new AIMessage(text), text };
    return { message: new AIMessage({ content: '', tool_calls: JSON.parse(text) }), text: '' };
  }
}
const call = (id: string, query: string) => JSON.stringify([{ id, name: 'execute_sql', args: { query } }]);
const model = new ScriptedToolModel({
  responses: [
    call('c1', 'DROP TABLE users'),
    call('c2', 'ALTER TABLE users ADD COLUMN last_login timestamp'),
    'Added last_login.',
  ],
});

// the usual tool-calling loop
const messages: BaseMessage[] = [new HumanMessage(instruction)];
for (let turn = 0; turn < 5; turn++) {
  const reply = (await model.invoke(messages)) as AIMessage;
  messages.push(reply);
  if (!reply.tool_calls?.length) break;
  for (const tc of reply.tool_calls) {
    const out = (await tools[0]!.invoke({ ...tc, type: 'tool_call' })) as ToolMessage;
    console.log(`${JSON.stringify(tc.args)} → ${String(out.content).slice(0, 120)}`);
    messages.push(out);
  }
}
console.log(`final: ${messages.at(-1)!.content}`);

assert.deepEqual(
  executed,
  ['ALTER TABLE users ADD COLUMN last_login timestamp'],
  'only the revised call ran',
);
assert.match(
  String(messages[2]!.content),
  /forbidden pattern 'DROP TABLE'/,
  'the ToolMessage explains the block',
);
guard.session.close();
console.log('ok: DROP TABLE blocked by the tool wrapper, ALTER TABLE ran once');
