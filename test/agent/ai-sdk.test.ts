import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateText, jsonSchema, type ModelMessage, stepCountIs, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { guardAiSdk } from '../../src/agent/ai-sdk.ts';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import { ALTER, BANK_INSTRUCTION, BANK_SPEC, DB_INSTRUCTION, DB_SPEC, DROP } from './helpers.ts';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const toolCall = (toolCallId: string, toolName: string, input: object) => ({
  content: [{ type: 'tool-call' as const, toolCallId, toolName, input: JSON.stringify(input) }],
  finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
  usage,
  warnings: [],
});
const text = (t: string) => ({
  content: [{ type: 'text' as const, text: t }],
  finishReason: { unified: 'stop' as const, raw: 'stop' },
  usage,
  warnings: [],
});

function sqlTools(executed: string[]) {
  return {
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
}

function bankTools(executed: string[]) {
  const empty = jsonSchema<Record<string, never>>({ type: 'object', properties: {} });
  return {
    check_balance: tool({
      inputSchema: empty,
      execute: async () => {
        executed.push('check_balance');
        return { balance: 1500 };
      },
    }),
    transfer_money: tool({
      inputSchema: jsonSchema<{ recipient: string; amount: number }>({
        type: 'object',
        properties: { recipient: { type: 'string' }, amount: { type: 'number' } },
      }),
      execute: async ({ recipient, amount }) => {
        executed.push(`transfer ${recipient} ${amount}`);
        return 'sent';
      },
    }),
  };
}

describe('AI SDK adapter (ai@6, MockLanguageModelV3)', () => {
  it('blocks the destructive call, feeds the reason back, the model revises, the tool runs once with safe input', async () => {
    const executed: string[] = [];
    const audit = new MemoryAuditStore();
    const guarded = await guardAiSdk(sqlTools(executed), {
      instruction: DB_INSTRUCTION,
      spec: DB_SPEC,
      audit,
      sessionId: 'ai-1',
    });
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('c1', 'execute_sql', { query: DROP }),
        toolCall('c2', 'execute_sql', { query: ALTER }),
        text('Added the last_login column.'),
      ],
    });
    const result = await generateText({
      model,
      tools: guarded.tools,
      prompt: DB_INSTRUCTION,
      stopWhen: [stepCountIs(6), guarded.stopWhen],
    });
    assert.deepEqual(executed, [ALTER]);
    assert.equal(result.text, 'Added the last_login column.');
    // the second model call saw the guard's feedback as the result of the blocked call
    const prompt = JSON.stringify(model.doGenerateCalls[1]!.prompt);
    assert.match(
      prompt,
      /Action rejected: the input of execute_sql matches the forbidden pattern 'DROP TABLE'/,
    );
    assert.match(prompt, /Attempt 1 of 3/);
    const entries = await audit.listSession('ai-1');
    assert.deepEqual(
      entries.map((e) => `${e.decision.verdict.disposition}:${e.status}:${e.decision.call.id}`),
      ['rejected:blocked:c1', 'approved:executed:c2'],
    );
  });

  it('stops the SDK loop once the retry budget is spent, without running anything', async () => {
    const executed: string[] = [];
    const guarded = await guardAiSdk(sqlTools(executed), { instruction: DB_INSTRUCTION, spec: DB_SPEC });
    const model = new MockLanguageModelV3({
      doGenerate: Array.from({ length: 8 }, (_, i) => toolCall(`c${i}`, 'execute_sql', { query: DROP })),
    });
    const result = await generateText({
      model,
      tools: guarded.tools,
      prompt: DB_INSTRUCTION,
      stopWhen: [stepCountIs(8), guarded.stopWhen],
    });
    assert.deepEqual(executed, []);
    assert.equal(result.steps.length, 4);
    assert.match(
      JSON.stringify(result.steps.at(-1)!.toolResults),
      /Stopped by intentguard after 4 refused proposals/,
    );
  });

  it('maps confirmations to the SDK approval flow: approved runs once, for exactly that call', async () => {
    const executed: string[] = [];
    const audit = new MemoryAuditStore();
    const guarded = await guardAiSdk(bankTools(executed), {
      instruction: BANK_INSTRUCTION,
      spec: BANK_SPEC,
      audit,
      sessionId: 'ai-2',
    });
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('b1', 'check_balance', {}),
        toolCall('t1', 'transfer_money', { recipient: 'alice', amount: 500 }),
        text('Sent $500 to Alice.'),
      ],
    });
    const first = await generateText({
      model,
      tools: guarded.tools,
      prompt: BANK_INSTRUCTION,
      stopWhen: stepCountIs(5),
    });
    assert.deepEqual(executed, ['check_balance']);
    const request = first.content.find((p) => p.type === 'tool-approval-request');
    assert.ok(request && request.type === 'tool-approval-request');
    assert.equal(request.toolCall.toolName, 'transfer_money');
    // the request carries the exact call and the reason to show the user
    const confirmation = guarded.confirmationFor(request);
    assert.equal(confirmation?.call.tool, 'transfer_money');
    assert.deepEqual(confirmation?.call.args, { recipient: 'alice', amount: 500 });
    assert.match(confirmation!.reason, /risky pattern 'transfer'/);
    assert.equal(guarded.confirmationFor('b1'), undefined);

    const messages: ModelMessage[] = [
      { role: 'user', content: BANK_INSTRUCTION },
      ...first.response.messages,
      {
        role: 'tool',
        content: [{ type: 'tool-approval-response', approvalId: request.approvalId, approved: true }],
      },
    ];
    const second = await generateText({ model, tools: guarded.tools, messages, stopWhen: stepCountIs(5) });
    assert.equal(second.text, 'Sent $500 to Alice.');
    assert.deepEqual(executed, ['check_balance', 'transfer alice 500']);
    assert.equal(guarded.guard.session.checkFinal('done').disposition, 'approved');
    const entries = await audit.listSession('ai-2');
    assert.deepEqual(
      entries.map((e) => `${e.decision.call.tool}:${e.status}`),
      ['check_balance:executed', 'transfer_money:confirmed'],
    );
  });

  it('a denied approval never runs; the denial is recorded', async () => {
    const executed: string[] = [];
    const audit = new MemoryAuditStore();
    const guarded = await guardAiSdk(bankTools(executed), {
      instruction: BANK_INSTRUCTION,
      spec: BANK_SPEC,
      audit,
      sessionId: 'ai-3',
    });
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('b1', 'check_balance', {}),
        toolCall('t1', 'transfer_money', { recipient: 'alice', amount: 500 }),
        text('The transfer was not approved.'),
      ],
    });
    const first = await generateText({
      model,
      tools: guarded.tools,
      prompt: BANK_INSTRUCTION,
      stopWhen: stepCountIs(5),
    });
    const request = first.content.find((p) => p.type === 'tool-approval-request')!;
    assert.ok(request.type === 'tool-approval-request');
    const messages: ModelMessage[] = [
      { role: 'user', content: BANK_INSTRUCTION },
      ...first.response.messages,
      {
        role: 'tool',
        content: [{ type: 'tool-approval-response', approvalId: request.approvalId, approved: false }],
      },
    ];
    await generateText({ model, tools: guarded.tools, messages, stopWhen: stepCountIs(5) });
    await guarded.settleApprovals(messages);
    assert.deepEqual(executed, ['check_balance']);
    const entries = await audit.listSession('ai-3');
    assert.deepEqual(
      entries.map((e) => `${e.decision.call.tool}:${e.status}`),
      ['check_balance:executed', 'transfer_money:denied'],
    );
  });

  it('with a Confirmer instead of the approval flow, deny-all keeps the transfer from running', async () => {
    const executed: string[] = [];
    const guarded = await guardAiSdk(bankTools(executed), {
      instruction: BANK_INSTRUCTION,
      spec: BANK_SPEC,
      confirm: () => false,
    });
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('b1', 'check_balance', {}),
        toolCall('t1', 'transfer_money', { recipient: 'alice', amount: 500 }),
        text('Could not transfer.'),
      ],
    });
    const result = await generateText({
      model,
      tools: guarded.tools,
      prompt: BANK_INSTRUCTION,
      stopWhen: stepCountIs(5),
    });
    assert.deepEqual(executed, ['check_balance']);
    assert.match(JSON.stringify(result.steps[1]!.toolResults), /The user did not confirm transfer_money/);
  });

  it('refuses to wrap a tool the guard could not stop (no execute)', async () => {
    await assert.rejects(
      guardAiSdk(
        { client_side: tool({ inputSchema: jsonSchema({ type: 'object', properties: {} }) }) },
        { instruction: 'x', spec: DB_SPEC },
      ),
      /cannot guard tools without execute/,
    );
  });
});
