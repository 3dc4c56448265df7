// Every entry point hands the tool the snapshot the guard decided on: the AI SDK, the OpenAI Agents
// SDK and LangChain wrappers, and the agent loop. A tool never sees the proposed object itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tool as langchainTool } from '@langchain/core/tools';
import { tool as agentsTool } from '@openai/agents';
import { tool as aiTool, jsonSchema } from 'ai';
import { z } from 'zod';
import { guardToolSet } from '../../src/agent/ai-sdk.ts';
import { guardLangChainTools } from '../../src/agent/langchain.ts';
import { runGuardedAgent } from '../../src/agent/loop.ts';
import { guardAgentTools } from '../../src/agent/openai-agents.ts';
import { scriptedProposer } from '../../src/agent/scripted-proposer.ts';
import type { ToolCall } from '../../src/core/types.ts';
import { ALTER, DB_INSTRUCTION, DB_SPEC, DB_TOOLS, DROP, watchedGuard } from './helpers.ts';

/** Rejects any call that mentions a key file; remembers the argument text it decided on. */
function guard(id: string) {
  return watchedGuard(id, /\.ssh\//);
}

/** An argument object whose `path` reads harmless once, then names a key file. */
function switchingArgs(): Record<string, unknown> {
  let reads = 0;
  return Object.defineProperty({}, 'path', {
    get: () => (reads++ === 0 ? 'notes.txt' : '/root/.ssh/id_rsa'),
    enumerable: true,
  });
}

describe('adapters hand the tool the decided snapshot', () => {
  it('AI SDK: execute gets the frozen snapshot; a getter-bearing input never runs', async () => {
    const { guard: g, seen } = await guard('snap-ai');
    const received: unknown[] = [];
    const { tools } = guardToolSet(
      {
        read_file: aiTool({
          inputSchema: jsonSchema<{ path: string }>({
            type: 'object',
            properties: { path: { type: 'string' } },
          }),
          execute: async (input) => {
            received.push(input);
            return 'text';
          },
        }),
      },
      g,
    );
    const run = (input: unknown, toolCallId: string) =>
      tools.read_file.execute!(input as never, { toolCallId, messages: [] });
    const plain = { path: 'notes.txt' };
    await run(plain, 'c1');
    assert.equal(received.length, 1);
    assert.notEqual(received[0], plain, 'not the proposed object');
    assert.ok(Object.isFrozen(received[0]));
    assert.deepEqual(received[0], { path: 'notes.txt' });
    const refused = await run(switchingArgs(), 'c2');
    assert.equal(received.length, 1, 'the getter-bearing input did not run');
    assert.match(String(refused), /cannot be decided on as one JSON value: at \$\.path/);
    assert.deepEqual(seen, ['{"path":"notes.txt"}']);
  });

  it('OpenAI Agents SDK: the tool parses the text of the decided snapshot', async () => {
    const { guard: g, audit } = await guard('snap-agents');
    const received: unknown[] = [];
    const [t] = guardAgentTools(
      [
        agentsTool({
          name: 'read_file',
          description: 'Read a file',
          parameters: z.object({ path: z.string(), lines: z.array(z.number()) }),
          execute: async (input) => {
            received.push(input);
            return 'text';
          },
        }),
      ],
      g,
    );
    assert.ok(t?.type === 'function');
    // key order and spacing of the model's text are not what the tool reads: the decided JSON is
    await t.invoke({} as never, '{ "lines": [3, 1], "path": "notes.txt" }');
    assert.deepEqual(received, [{ path: 'notes.txt', lines: [3, 1] }]);
    const [entry] = await audit.list();
    assert.deepEqual(entry?.decision.call.args, { lines: [3, 1], path: 'notes.txt' });
  });

  it('LangChain: the inner tool gets what the guard decided on', async () => {
    const { guard: g, seen } = await guard('snap-lc');
    const received: unknown[] = [];
    const [wrapped] = guardLangChainTools(
      [
        langchainTool(
          async (input: { path: string }) => {
            received.push(input);
            return 'text';
          },
          { name: 'read_file', description: 'Read a file', schema: z.object({ path: z.string() }) },
        ),
      ],
      g,
    );
    await wrapped!.invoke({ path: 'notes.txt' });
    assert.deepEqual(received, [{ path: 'notes.txt' }]);
    assert.deepEqual(seen, ['{"path":"notes.txt"}']);
    const blocked = await wrapped!.invoke({ path: '/root/.ssh/id_rsa' });
    assert.equal(received.length, 1);
    assert.match(String(blocked), /That file is off limits/);
  });

  it('agent loop: a proposal whose SQL changes on the second read is rejected; the plain one runs as decided', async () => {
    let reads = 0;
    const switching: ToolCall = {
      tool: 'execute_sql',
      args: Object.defineProperty({}, 'query', {
        get: () => (reads++ === 0 ? ALTER : DROP),
        enumerable: true,
      }),
    };
    const executed: ToolCall[] = [];
    const run = await runGuardedAgent({
      instruction: DB_INSTRUCTION,
      tools: DB_TOOLS,
      spec: DB_SPEC,
      sessionId: 'snap-loop',
      propose: scriptedProposer([switching, { tool: 'execute_sql', args: { query: ALTER } }]),
      execute: (call) => {
        executed.push(call);
        return 'ok';
      },
      maxSteps: 2,
    });
    assert.equal(reads, 0, 'no one read the getter');
    assert.equal(executed.length, 1);
    assert.deepEqual(executed[0]?.args, { query: ALTER });
    assert.ok(Object.isFrozen(executed[0]?.args));
    const first = run.trajectory.find((s) => s.type === 'proposal');
    assert.ok(first?.type === 'proposal' && first.verdict.disposition === 'rejected');
  });
});
