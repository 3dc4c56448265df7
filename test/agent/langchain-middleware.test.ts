// The LangChain v1 middleware under a real `createAgent` run with LangChain's fake tool-calling
// model: refusals are the ToolMessage the model reads; a confirmation is a LangGraph interrupt
// carrying the exact call and reason, answered with `Command({ resume })`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BaseMessage, ToolMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent, FakeToolCallingModel } from 'langchain';
import { z } from 'zod';
import { type GuardInterrupt, guardLangChainAgent } from '../../src/agent/langchain.ts';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import { BANK_SPEC, DB_SPEC } from './helpers.ts';

const toolMessages = (messages: BaseMessage[]) =>
  messages.filter((m): m is ToolMessage => ToolMessage.isInstance(m));

function walletTools(ran: string[]) {
  return [
    tool(
      async () => {
        ran.push('check_balance');
        return 'balance: 2400';
      },
      { name: 'check_balance', description: 'Read the account balance', schema: z.object({}) },
    ),
    tool(
      async ({ recipient, amount }: { recipient: string; amount: number }) => {
        ran.push(`transfer_money ${recipient} ${amount}`);
        return `sent ${amount} to ${recipient}`;
      },
      {
        name: 'transfer_money',
        description: 'Move money to someone',
        schema: z.object({ recipient: z.string(), amount: z.number() }),
      },
    ),
  ];
}

describe('LangChain v1 middleware (createAgent, FakeToolCallingModel)', () => {
  it('a refused call never runs: its feedback is the ToolMessage, and the revised call runs once', async () => {
    const ran: string[] = [];
    const sql = tool(
      async ({ query }: { query: string }) => {
        ran.push(query);
        return 'done';
      },
      {
        name: 'execute_sql',
        description: 'Run a statement on the live database',
        schema: z.object({ query: z.string() }),
      },
    );
    const audit = new MemoryAuditStore();
    const { middleware } = await guardLangChainAgent([sql], {
      instruction:
        'Give the users table a last_login column; nothing destructive on production without asking me.',
      spec: DB_SPEC,
      audit,
      sessionId: 'lcm-1',
    });
    const model = new FakeToolCallingModel({
      toolCalls: [
        [{ id: 'q1', name: 'execute_sql', args: { query: 'DROP TABLE users' } }],
        [
          {
            id: 'q2',
            name: 'execute_sql',
            args: { query: 'ALTER TABLE users ADD COLUMN last_login timestamp' },
          },
        ],
        [],
      ],
    });
    const agent = createAgent({ model, tools: [sql], middleware: [middleware] });
    const result = await agent.invoke({ messages: [{ role: 'user', content: 'add last_login to users' }] });
    assert.deepEqual(ran, ['ALTER TABLE users ADD COLUMN last_login timestamp']);
    const [blocked, done] = toolMessages(result.messages);
    assert.equal(blocked?.tool_call_id, 'q1');
    assert.equal(blocked?.status, 'error');
    assert.match(String(blocked?.content), /forbidden pattern 'DROP TABLE'/);
    assert.equal(done?.content, 'done');
    const statuses = (await audit.listSession('lcm-1')).map((e) => `${e.decision.call.id}:${e.status}`);
    assert.deepEqual(statuses, ['q1:blocked', 'q2:executed']);
  });

  it('ends the run before the next model call once the retry budget is spent; nothing ran', async () => {
    const ran: string[] = [];
    const sql = tool(
      async ({ query }: { query: string }) => {
        ran.push(query);
        return 'done';
      },
      {
        name: 'execute_sql',
        description: 'Run a statement on the live database',
        schema: z.object({ query: z.string() }),
      },
    );
    const { middleware, guard } = await guardLangChainAgent([sql], {
      instruction: 'Add a last_login column to users; do not destroy anything in production unless I agree.',
      spec: DB_SPEC,
    });
    // the model insists on dropping the table, far beyond the retry budget
    const model = new FakeToolCallingModel({
      toolCalls: Array.from({ length: 10 }, (_, i) => [
        { id: `d${i}`, name: 'execute_sql', args: { query: 'DROP TABLE users' } },
      ]),
    });
    const agent = createAgent({ model, tools: [sql], middleware: [middleware] });
    const result = await agent.invoke({ messages: [{ role: 'user', content: 'add last_login' }] });
    assert.deepEqual(ran, []);
    assert.ok(guard.exhausted);
    const refusals = toolMessages(result.messages);
    // one proposal plus the three retries, then no further model call
    assert.equal(refusals.length, guard.maxRetries + 1);
    assert.match(String(refusals.at(-1)?.content), /Stopped by intentguard/);
  });

  it('a confirmation interrupts the run with the call and reason; resuming with approve runs it once', async () => {
    for (const answer of ['approve', 'reject'] as const) {
      const ran: string[] = [];
      const tools = walletTools(ran);
      const audit = new MemoryAuditStore();
      const { middleware } = await guardLangChainAgent(tools, {
        instruction: 'If there is more than $1000 in my account, send Alice $500.',
        spec: BANK_SPEC,
        audit,
        sessionId: `lcm-${answer}`,
      });
      const model = new FakeToolCallingModel({
        toolCalls: [
          [{ id: 'b1', name: 'check_balance', args: {} }],
          [{ id: 't1', name: 'transfer_money', args: { recipient: 'alice', amount: 500 } }],
          [],
        ],
      });
      const agent = createAgent({ model, tools, middleware: [middleware], checkpointer: new MemorySaver() });
      const config = { configurable: { thread_id: `wallet-${answer}` } };
      const first = await agent.invoke({ messages: [{ role: 'user', content: 'pay alice' }] }, config);
      assert.deepEqual(ran, ['check_balance']);
      const interrupts = (first as { __interrupt__?: Array<{ value: GuardInterrupt }> }).__interrupt__ ?? [];
      assert.equal(interrupts.length, 1);
      const request = interrupts[0]!.value;
      assert.deepEqual(request.confirmation.call.args, { recipient: 'alice', amount: 500 });
      assert.equal(request.confirmation.call.tool, 'transfer_money');
      assert.match(request.confirmation.reason, /risky pattern 'transfer'/);
      assert.deepEqual(request.actionRequests[0]?.args, { recipient: 'alice', amount: 500 });
      assert.match(request.actionRequests[0]!.description, /reason: .*transfer/);

      const decision =
        answer === 'approve' ? { type: 'approve' } : { type: 'reject', message: 'not this month' };
      const second = await agent.invoke(new Command({ resume: { decisions: [decision] } }), config);
      const statuses = (await audit.listSession(`lcm-${answer}`)).map(
        (e) => `${e.decision.call.tool}:${e.status}`,
      );
      const last = toolMessages(second.messages).at(-1);
      if (answer === 'approve') {
        assert.deepEqual(ran, ['check_balance', 'transfer_money alice 500']);
        assert.equal(last?.content, 'sent 500 to alice');
        // decided once, although the tool node ran twice (interrupted, then resumed)
        assert.deepEqual(statuses, ['check_balance:executed', 'transfer_money:confirmed']);
      } else {
        assert.deepEqual(ran, ['check_balance']);
        assert.match(String(last?.content), /did not confirm transfer_money.*not this month/);
        assert.deepEqual(statuses, ['check_balance:executed', 'transfer_money:denied']);
      }
    }
  });

  it('with a Confirmer option, no interrupt: the callback decides', async () => {
    const ran: string[] = [];
    const tools = walletTools(ran);
    const asked: string[] = [];
    const { middleware } = await guardLangChainAgent(tools, {
      instruction: 'Send Alice $500 provided my balance is over $1000.',
      spec: BANK_SPEC,
      confirmer: (c) => {
        asked.push(`${c.call.tool} ${JSON.stringify(c.call.args)}`);
        return true;
      },
    });
    const model = new FakeToolCallingModel({
      toolCalls: [
        [{ id: 'b1', name: 'check_balance', args: {} }],
        [{ id: 't1', name: 'transfer_money', args: { recipient: 'alice', amount: 500 } }],
        [],
      ],
    });
    const agent = createAgent({ model, tools, middleware: [middleware] });
    await agent.invoke({ messages: [{ role: 'user', content: 'pay alice' }] });
    assert.deepEqual(asked, ['transfer_money {"recipient":"alice","amount":500}']);
    assert.deepEqual(ran, ['check_balance', 'transfer_money alice 500']);
  });
});
