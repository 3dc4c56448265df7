import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Agent, Runner, ToolCallError, ToolInputGuardrailTripwireTriggered, tool } from '@openai/agents';
import { assistantMessage, functionCall, ScriptedModel } from '@openai/agents/testing';
import { z } from 'zod';
import { denyAll } from '../../src/agent/confirmers.ts';
import { guardOpenAiAgents } from '../../src/agent/openai-agents.ts';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import { ALTER, BANK_INSTRUCTION, BANK_SPEC, DB_INSTRUCTION, DB_SPEC, DROP } from './helpers.ts';

function sqlTool(executed: string[]) {
  return tool({
    name: 'execute_sql',
    description: 'Run one SQL statement on the production database',
    parameters: z.object({ query: z.string() }),
    execute: async ({ query }) => {
      executed.push(query);
      return `ok: ${query}`;
    },
  });
}

const runner = new Runner({ tracingDisabled: true });

function bankTools(executed: string[]) {
  return [
    tool({
      name: 'check_balance',
      description: 'Current balance of the account',
      parameters: z.object({}),
      execute: async () => {
        executed.push('check_balance');
        return '1500';
      },
    }),
    tool({
      name: 'transfer_money',
      description: 'Send money to a recipient',
      parameters: z.object({ recipient: z.string(), amount: z.number() }),
      execute: async ({ recipient, amount }) => {
        executed.push(`transfer ${recipient} ${amount}`);
        return 'sent';
      },
    }),
  ];
}

describe('OpenAI Agents SDK adapter (ScriptedModel)', () => {
  it('the input guardrail rejects the destructive call with feedback; the model revises; the tool runs once', async () => {
    const executed: string[] = [];
    const audit = new MemoryAuditStore();
    const { tools } = await guardOpenAiAgents([sqlTool(executed)], {
      instruction: DB_INSTRUCTION,
      spec: DB_SPEC,
      audit,
      sessionId: 'oa-1',
    });
    const model = new ScriptedModel([
      [functionCall('execute_sql', { query: DROP }, { callId: 'c1' })],
      [functionCall('execute_sql', { query: ALTER }, { callId: 'c2' })],
      [assistantMessage('Added the last_login column.')],
    ]);
    const agent = new Agent({ name: 'dba', model, tools });
    const result = await runner.run(agent, DB_INSTRUCTION);
    assert.deepEqual(executed, [ALTER]);
    assert.equal(result.finalOutput, 'Added the last_login column.');
    // the model's second request carried the rejection as the output of call c1
    const input = JSON.stringify(model.calls[1]!.request.input);
    assert.match(
      input,
      /Action rejected: the input of execute_sql matches the forbidden pattern 'DROP TABLE'/,
    );
    assert.match(input, /Attempt 1 of 3/);
    const behaviors = result.toolInputGuardrailResults.map((r) => r.output.behavior.type);
    assert.deepEqual(behaviors, ['rejectContent', 'allow']);
    const entries = await audit.listSession('oa-1');
    assert.deepEqual(
      entries.map((e) => `${e.decision.verdict.disposition}:${e.status}`),
      ['rejected:blocked', 'approved:executed'],
    );
    assert.match(entries[1]!.outcome!.result!, /ok: ALTER TABLE/);
    model.assertComplete();
  });

  it('ends the run with a tripwire once the retries are spent; nothing ran', async () => {
    const executed: string[] = [];
    const { tools } = await guardOpenAiAgents([sqlTool(executed)], {
      instruction: DB_INSTRUCTION,
      spec: DB_SPEC,
    });
    const model = new ScriptedModel(
      Array.from({ length: 4 }, (_, i) => [
        functionCall('execute_sql', { query: DROP }, { callId: `c${i}` }),
      ]),
    );
    const agent = new Agent({ name: 'dba', model, tools });
    await assert.rejects(runner.run(agent, DB_INSTRUCTION), (error: unknown) => {
      // the runner wraps the guardrail's tripwire in a ToolCallError
      assert.ok(error instanceof ToolCallError);
      const tripwire = error.error;
      assert.ok(tripwire instanceof ToolInputGuardrailTripwireTriggered);
      assert.match(
        JSON.stringify(tripwire.result.output.outputInfo),
        /Stopped by intentguard after 4 refused proposals/,
      );
      return true;
    });
    assert.deepEqual(executed, []);
  });

  it('a confirmation is an SDK interruption with the call and reason; state.approve() resumes and runs it once', async () => {
    for (const approve of [true, false]) {
      const executed: string[] = [];
      const audit = new MemoryAuditStore();
      const guarded = await guardOpenAiAgents(bankTools(executed), {
        instruction: 'Once you have checked that my balance is above $1000, send Alice $500.',
        spec: BANK_SPEC,
        audit,
        sessionId: `oa-approve-${approve}`,
      });
      const model = new ScriptedModel([
        [functionCall('check_balance', {}, { callId: 'b1' })],
        [functionCall('transfer_money', { recipient: 'alice', amount: 500 }, { callId: 't1' })],
        [assistantMessage(approve ? 'Sent Alice $500.' : 'I did not send the money.')],
      ]);
      const agent = new Agent({ name: 'bank', model, tools: guarded.tools });
      const first = await runner.run(agent, 'Send Alice $500 if I have more than $1000.');
      // the run stopped before the transfer, with one approval request for exactly that call
      assert.deepEqual(executed, ['check_balance']);
      assert.equal(first.interruptions.length, 1);
      const item = first.interruptions[0]!;
      assert.equal(item.name, 'transfer_money');
      assert.deepEqual(JSON.parse(item.arguments!), { recipient: 'alice', amount: 500 });
      const confirmation = guarded.confirmationFor(item);
      assert.deepEqual(confirmation?.call, {
        tool: 'transfer_money',
        args: { recipient: 'alice', amount: 500 },
      });
      assert.match(confirmation!.reason, /risky pattern 'transfer'/);
      if (approve) first.state.approve(item);
      else first.state.reject(item);
      const second = await runner.run(agent, first.state);
      await guarded.settleApprovals(second.state);
      const statuses = (await audit.listSession(`oa-approve-${approve}`)).map(
        (e) => `${e.decision.call.tool}:${e.status}`,
      );
      if (approve) {
        assert.deepEqual(executed, ['check_balance', 'transfer alice 500']);
        assert.deepEqual(statuses, ['check_balance:executed', 'transfer_money:confirmed']);
      } else {
        assert.deepEqual(executed, ['check_balance']);
        assert.deepEqual(statuses, ['check_balance:executed', 'transfer_money:denied']);
      }
      assert.equal(second.finalOutput, approve ? 'Sent Alice $500.' : 'I did not send the money.');
      model.assertComplete();
    }
  });

  it('with a Confirmer option, the guardrail asks it instead: granted runs once; deny-all keeps it from running', async () => {
    for (const grant of [true, false]) {
      const executed: string[] = [];
      const asked: string[] = [];
      const guarded = await guardOpenAiAgents(bankTools(executed), {
        instruction: BANK_INSTRUCTION,
        spec: BANK_SPEC,
        confirmer: grant
          ? (c) => {
              asked.push(c.call.tool);
              return true;
            }
          : denyAll,
      });
      const model = new ScriptedModel([
        [functionCall('check_balance', {}, { callId: 'b1' })],
        [functionCall('transfer_money', { recipient: 'alice', amount: 500 }, { callId: 't1' })],
        [assistantMessage('done')],
      ]);
      const result = await runner.run(
        new Agent({ name: 'bank', model, tools: guarded.tools }),
        BANK_INSTRUCTION,
      );
      assert.equal(result.interruptions.length, 0);
      if (grant) {
        assert.deepEqual(executed, ['check_balance', 'transfer alice 500']);
        assert.deepEqual(asked, ['transfer_money']);
        assert.equal(guarded.guard.session.checkFinal('done').disposition, 'approved');
      } else {
        assert.deepEqual(executed, ['check_balance']);
        assert.match(
          JSON.stringify(model.calls[2]!.request.input),
          /unattended run: confirmations are denied/,
        );
      }
    }
  });

  it('an invoke without the guardrail decision is decided on the spot and refused', async () => {
    const executed: string[] = [];
    const { tools } = await guardOpenAiAgents([sqlTool(executed)], {
      instruction: DB_INSTRUCTION,
      spec: DB_SPEC,
    });
    const t = tools[0]!;
    assert.ok(t.type === 'function');
    const out = await t.invoke({} as never, JSON.stringify({ query: DROP }));
    assert.deepEqual(executed, []);
    assert.match(String(out), /forbidden pattern 'DROP TABLE'/);
  });
});
