// Run by scripts/consumer-test.mjs in a fresh project: the OpenAI Agents JS adapter from the
// installed package, with a fake Model. The transfer stops the run with an interruption whose call
// and reason the guard names; `state.approve()` resumes it and the tool runs once. Ends in `ok`.
import { readFileSync } from 'node:fs';
import { Agent, Runner, tool } from '@openai/agents';
import { guardOpenAiAgents } from 'intentguard/openai-agents';

const spec = readFileSync(process.argv[2], 'utf8');
const ran = [];
const tools = [
  tool({
    name: 'check_balance',
    description: 'Account balance',
    parameters: { type: 'object', properties: {}, required: [], additionalProperties: false },
    strict: true,
    execute: async () => {
      ran.push('check_balance');
      return '1800';
    },
  }),
  tool({
    name: 'transfer_money',
    description: 'Send money',
    parameters: {
      type: 'object',
      properties: { recipient: { type: 'string' }, amount: { type: 'number' } },
      required: ['recipient', 'amount'],
      additionalProperties: false,
    },
    strict: true,
    execute: async ({ recipient, amount }) => {
      ran.push(`transfer ${recipient} ${amount}`);
      return 'sent';
    },
  }),
];

/** A fake Model: answers each turn from a script (a function call, or the final text). */
class FakeModel {
  turn = 0;
  constructor(script) {
    this.script = script;
  }
  async getResponse() {
    const step = this.script[this.turn++];
    const output =
      typeof step === 'string'
        ? [
            {
              type: 'message',
              role: 'assistant',
              status: 'completed',
              content: [{ type: 'output_text', text: step }],
            },
          ]
        : [
            {
              type: 'function_call',
              status: 'completed',
              ...step,
              arguments: JSON.stringify(step.arguments),
            },
          ];
    return {
      output,
      usage: { requests: 1, inputTokens: 1, outputTokens: 1, totalTokens: 2 },
      responseId: `r${this.turn}`,
    };
  }
  // biome-ignore lint/correctness/useYield: the runner here never streams
  async *getStreamedResponse() {
    throw new Error('not streamed');
  }
}

const instruction = 'Transfer $500 to Alice if my balance exceeds $1000.';
const guarded = await guardOpenAiAgents(tools, { instruction, spec });
const model = new FakeModel([
  { callId: 'b1', name: 'check_balance', arguments: {} },
  { callId: 't1', name: 'transfer_money', arguments: { recipient: 'alice', amount: 500 } },
  'Sent.',
]);
const runner = new Runner({ tracingDisabled: true });
const agent = new Agent({ name: 'bank', model, tools: guarded.tools });
const first = await runner.run(agent, instruction);
const [item] = first.interruptions;
const reason = item && guarded.confirmationFor(item)?.reason;
if (!reason || ran.join() !== 'check_balance') throw new Error(`no interruption with a reason: ${ran}`);
first.state.approve(item);
const second = await runner.run(agent, first.state);
if (ran.join() !== 'check_balance,transfer alice 500' || second.finalOutput !== 'Sent.')
  throw new Error(`after approval ran: ${ran}`);
console.log(`interruption "${reason.slice(0, 50)}…", state.approve(), ran once: ok`);
