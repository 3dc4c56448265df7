// Run by scripts/consumer-test.mjs in a fresh project: the AI SDK adapter from the installed
// package, with the SDK's mock model. A transfer needs confirmation: the approval request names the
// call and reason; approving it runs the tool once. Prints a summary ending in `ok`.
import { readFileSync } from 'node:fs';
import { generateText, jsonSchema, stepCountIs, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { guardAiSdk } from 'intentguard/ai-sdk';

const spec = readFileSync(process.argv[2], 'utf8');
const ran = [];
const tools = {
  check_balance: tool({
    description: 'Account balance',
    inputSchema: jsonSchema({ type: 'object', properties: {} }),
    execute: async () => {
      ran.push('check_balance');
      return '1800';
    },
  }),
  transfer_money: tool({
    description: 'Send money',
    inputSchema: jsonSchema({
      type: 'object',
      properties: { recipient: { type: 'string' }, amount: { type: 'number' } },
      required: ['recipient', 'amount'],
    }),
    execute: async ({ recipient, amount }) => {
      ran.push(`transfer ${recipient} ${amount}`);
      return 'sent';
    },
  }),
};
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const call = (id, name, input) => ({
  content: [{ type: 'tool-call', toolCallId: id, toolName: name, input: JSON.stringify(input) }],
  finishReason: { unified: 'tool-calls', raw: undefined },
  usage,
  warnings: [],
});
const model = new MockLanguageModelV3({
  doGenerate: [
    call('b1', 'check_balance', {}),
    call('t1', 'transfer_money', { recipient: 'alice', amount: 500 }),
    {
      content: [{ type: 'text', text: 'Sent.' }],
      finishReason: { unified: 'stop', raw: undefined },
      usage,
      warnings: [],
    },
  ],
});
const instruction = 'Transfer $500 to Alice if my balance exceeds $1000.';
const guarded = await guardAiSdk(tools, { instruction, spec });
const first = await generateText({
  model,
  tools: guarded.tools,
  prompt: instruction,
  stopWhen: stepCountIs(5),
});
const request = first.content.find((p) => p.type === 'tool-approval-request');
const reason = request && guarded.confirmationFor(request)?.reason;
if (!reason || ran.join() !== 'check_balance') throw new Error(`no approval request with a reason: ${ran}`);
const messages = [
  { role: 'user', content: instruction },
  ...first.response.messages,
  {
    role: 'tool',
    content: [{ type: 'tool-approval-response', approvalId: request.approvalId, approved: true }],
  },
];
await generateText({ model, tools: guarded.tools, messages, stopWhen: stepCountIs(5) });
if (ran.join() !== 'check_balance,transfer alice 500') throw new Error(`after approval ran: ${ran}`);
console.log(`approval request "${reason.slice(0, 50)}…", approved, ran once: ok`);
