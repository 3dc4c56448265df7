// Run by scripts/consumer-test.mjs in a fresh project: the LangChain v1 middleware from the
// installed package, in `createAgent` with LangChain's fake tool-calling model. The transfer
// raises an interrupt with the call and reason; `Command({ resume })` approves it. Ends in `ok`.
import { readFileSync } from 'node:fs';
import { tool } from '@langchain/core/tools';
import { Command, MemorySaver } from '@langchain/langgraph';
import { guardLangChainAgent } from 'intentguard/langchain';
import { createAgent, FakeToolCallingModel } from 'langchain';

const spec = readFileSync(process.argv[2], 'utf8');
const ran = [];
const tools = [
  tool(
    async () => {
      ran.push('check_balance');
      return '1800';
    },
    {
      name: 'check_balance',
      description: 'Account balance',
      schema: { type: 'object', properties: {} },
    },
  ),
  tool(
    async ({ recipient, amount }) => {
      ran.push(`transfer ${recipient} ${amount}`);
      return 'sent';
    },
    {
      name: 'transfer_money',
      description: 'Send money',
      schema: {
        type: 'object',
        properties: { recipient: { type: 'string' }, amount: { type: 'number' } },
        required: ['recipient', 'amount'],
      },
    },
  ),
];
const instruction = 'Transfer $500 to Alice if my balance exceeds $1000.';
const { middleware } = await guardLangChainAgent(tools, { instruction, spec });
const model = new FakeToolCallingModel({
  toolCalls: [
    [{ id: 'b1', name: 'check_balance', args: {} }],
    [{ id: 't1', name: 'transfer_money', args: { recipient: 'alice', amount: 500 } }],
    [],
  ],
});
const agent = createAgent({ model, tools, middleware: [middleware], checkpointer: new MemorySaver() });
const config = { configurable: { thread_id: 'consumer' } };
const first = await agent.invoke({ messages: [{ role: 'user', content: instruction }] }, config);
const reason = first.__interrupt__?.[0]?.value?.confirmation?.reason;
if (!reason || ran.join() !== 'check_balance') throw new Error(`no interrupt with a reason: ${ran}`);
await agent.invoke(new Command({ resume: { decisions: [{ type: 'approve' }] } }), config);
if (ran.join() !== 'check_balance,transfer alice 500') throw new Error(`after resume ran: ${ran}`);
console.log(`interrupt "${reason.slice(0, 50)}…", Command({ resume }), ran once: ok`);
