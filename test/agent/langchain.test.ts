import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AIMessage, type BaseMessage, HumanMessage, type ToolMessage } from '@langchain/core/messages';
import { type StructuredToolInterface, tool } from '@langchain/core/tools';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { z } from 'zod';
import { guardLangChain } from '../../src/agent/langchain.ts';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import { ALTER, BANK_INSTRUCTION, BANK_SPEC, DB_INSTRUCTION, DB_SPEC, DROP } from './helpers.ts';

/**
 * LangChain's scripted fake chat model, where each scripted response is a JSON list of tool
 * calls (or plain text for the final answer). It records the messages it was shown.
 */
class FakeToolCallingModel extends FakeListChatModel {
  readonly seen: BaseMessage[][] = [];
  override async _generate(messages: BaseMessage[], options?: this['ParsedCallOptions']) {
    this.seen.push([...messages]);
    return super._generate(messages, options);
  }
  override _formatGeneration(text: string) {
    if (!text.startsWith('[')) return { message: new AIMessage(text), text };
    const calls = JSON.parse(text) as Array<{ id: string; name: string; args: Record<string, unknown> }>;
    return { message: new AIMessage({ content: '', tool_calls: calls }), text: '' };
  }
}

const calls = (...list: Array<[string, string, Record<string, unknown>]>) =>
  JSON.stringify(list.map(([id, name, args]) => ({ id, name, args })));

/** The usual tool-calling loop: the model proposes, each tool call is invoked, ToolMessages go back. */
async function runAgent(model: FakeToolCallingModel, tools: StructuredToolInterface[], prompt: string) {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const messages: BaseMessage[] = [new HumanMessage(prompt)];
  for (let turn = 0; turn < 8; turn++) {
    const reply = (await model.invoke(messages)) as AIMessage;
    messages.push(reply);
    if (!reply.tool_calls?.length) return { answer: reply.content, messages };
    for (const call of reply.tool_calls)
      messages.push((await byName.get(call.name)!.invoke({ ...call, type: 'tool_call' })) as ToolMessage);
  }
  throw new Error('agent did not finish');
}

describe('LangChain.js adapter (FakeListChatModel)', () => {
  it('the wrapper blocks the destructive call, the ToolMessage carries the reason, the model revises, the tool runs once', async () => {
    const executed: string[] = [];
    const sql = tool(
      async ({ query }: { query: string }) => {
        executed.push(query);
        return `ok: ${query}`;
      },
      { name: 'execute_sql', description: 'Run SQL on production', schema: z.object({ query: z.string() }) },
    );
    const audit = new MemoryAuditStore();
    const { tools } = await guardLangChain([sql], {
      instruction: DB_INSTRUCTION,
      spec: DB_SPEC,
      audit,
      sessionId: 'lc-1',
    });
    const model = new FakeToolCallingModel({
      responses: [
        calls(['c1', 'execute_sql', { query: DROP }]),
        calls(['c2', 'execute_sql', { query: ALTER }]),
        'Added the last_login column.',
      ],
    });
    const { answer, messages } = await runAgent(model, tools, DB_INSTRUCTION);
    assert.equal(answer, 'Added the last_login column.');
    assert.deepEqual(executed, [ALTER]);
    const blocked = messages[2] as ToolMessage;
    assert.equal(blocked.tool_call_id, 'c1');
    assert.match(String(blocked.content), /forbidden pattern 'DROP TABLE'.*Attempt 1 of 3/);
    // the model's second call was shown that ToolMessage
    assert.ok(model.seen[1]!.includes(blocked));
    assert.equal((messages[4] as ToolMessage).content, `ok: ${ALTER}`);
    const entries = await audit.listSession('lc-1');
    assert.deepEqual(
      entries.map((e) => `${e.decision.call.id}:${e.decision.verdict.disposition}:${e.status}`),
      ['c1:rejected:blocked', 'c2:approved:executed'],
    );
  });

  it('confirmations: a callback confirmer authorises exactly the transfer; deny-all (default) blocks it', async () => {
    for (const grant of [true, false]) {
      const executed: string[] = [];
      const balance = tool(
        async () => {
          executed.push('check_balance');
          return '1500';
        },
        {
          name: 'check_balance',
          description: 'balance',
          schema: z.object({}),
        },
      );
      const transfer = tool(
        async ({ recipient, amount }: { recipient: string; amount: number }) => {
          executed.push(`transfer ${recipient} ${amount}`);
          return 'sent';
        },
        {
          name: 'transfer_money',
          description: 'transfer',
          schema: z.object({ recipient: z.string(), amount: z.number() }),
        },
      );
      const { tools, guard } = await guardLangChain([balance, transfer], {
        instruction: BANK_INSTRUCTION,
        spec: BANK_SPEC,
        ...(grant ? { confirmer: () => true } : {}),
      });
      const model = new FakeToolCallingModel({
        responses: [
          calls(['b1', 'check_balance', {}]),
          calls(['t1', 'transfer_money', { recipient: 'alice', amount: 500 }]),
          'done',
        ],
      });
      const { messages } = await runAgent(model, tools, BANK_INSTRUCTION);
      if (grant) {
        assert.deepEqual(executed, ['check_balance', 'transfer alice 500']);
        assert.equal(guard.session.checkFinal('done').disposition, 'approved');
      } else {
        assert.deepEqual(executed, ['check_balance']);
        assert.match(String((messages[4] as ToolMessage).content), /The user did not confirm transfer_money/);
      }
    }
  });
});
