// A guard option set once reaches every entry point. The provenance policy (and the values the
// user vouches for) go through the AI SDK adapter, the agent loop, the MCP proxy and the CLI, and
// each one's behaviour changes with it: by default a payment to an account the agent made up is
// put to the user (who grants it here, so it runs); with `unknown: 'reject'` the same call is
// rejected and never runs, whatever the user would say; a vouched-for account needs no question.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { tool as aiTool, jsonSchema } from 'ai';
import { guardAiSdk } from '../../src/agent/ai-sdk.ts';
import { runGuardedAgent } from '../../src/agent/loop.ts';
import { VERDICT_META } from '../../src/agent/mcp-connection.ts';
import { McpGuardProxy } from '../../src/agent/mcp-proxy.ts';
import { scriptedProposer } from '../../src/agent/scripted-proposer.ts';
import type { Disposition, Tool } from '../../src/core/index.ts';
import type { GuardOptions } from '../../src/guard/index.ts';
import { BIN, newClient } from '../agent/mcp-helpers.ts';
import { cli } from '../cli/run-cli.ts';

// a gift the user asked for, paid to an account number that appears nowhere the agent could have got it
const INSTRUCTION = 'Chip in 25 for the farewell present for Ines from the team.';
const MADE_UP = 'FR7630006000011234567890189';
const SPEC = `user_goal(farewell_present, [param(amount, 25)], []).
refined_step(1, transfer_funds, [amount(25)], true, chipped_in, none).
`;
const SCHEMA: {
  type: 'object';
  properties: Record<string, { type: 'string' | 'number' }>;
  required: string[];
} = {
  type: 'object',
  properties: { iban: { type: 'string' }, amount: { type: 'number' } },
  required: ['iban', 'amount'],
};
const TOOLS: Tool[] = [
  { name: 'transfer_funds', description: 'Transfer money to a bank account', inputSchema: SCHEMA },
];
const CALL = { tool: 'transfer_funds', args: { iban: MADE_UP, amount: 25 } };

/** The three settings compared, as one GuardOptions fragment each. */
const SETTINGS: Record<string, Pick<GuardOptions, 'provenance' | 'trusted'>> = {
  default: {},
  policy: { provenance: { unknown: 'reject' } },
  trusted: { trusted: [MADE_UP] },
};

/** What each entry point reports: the guard's disposition and whether the transfer ran. */
type Seen = { disposition: Disposition | undefined; ran: boolean };

/** The mechanism, asserted for every entry point alike. */
function assertTakesEffect(name: string, seen: Record<string, Seen>): void {
  assert.deepEqual(
    seen.default,
    { disposition: 'approved_with_constraints', ran: true },
    `${name}: default asks`,
  );
  assert.deepEqual(seen.policy, { disposition: 'rejected', ran: false }, `${name}: the policy rejects`);
  assert.deepEqual(seen.trusted, { disposition: 'approved', ran: true }, `${name}: a trusted value passes`);
}

const dir = mkdtempSync(join(tmpdir(), 'ig-options-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function viaAiSdk(settings: Pick<GuardOptions, 'provenance' | 'trusted'>): Promise<Seen> {
  let ran = false;
  let disposition: Disposition | undefined;
  const tools = {
    transfer_funds: aiTool({
      description: 'Transfer money to a bank account',
      inputSchema: jsonSchema<{ iban: string; amount: number }>(SCHEMA),
      execute: async () => {
        ran = true;
        return 'sent';
      },
    }),
  };
  const guarded = await guardAiSdk(tools, {
    instruction: INSTRUCTION,
    spec: SPEC,
    ...settings,
    confirm: () => true,
    onDecision: (d) => {
      disposition = d.verdict.disposition;
    },
  });
  await guarded.tools.transfer_funds.execute!(CALL.args, { toolCallId: 'c1', messages: [] });
  guarded.guard.close();
  return { disposition, ran };
}

async function viaLoop(settings: Pick<GuardOptions, 'provenance' | 'trusted'>): Promise<Seen> {
  let ran = false;
  const run = await runGuardedAgent({
    instruction: INSTRUCTION,
    tools: TOOLS,
    spec: SPEC,
    ...settings,
    maxRetries: 0,
    confirmer: () => true,
    propose: scriptedProposer([CALL, { tool: 'final_answer', args: { answer: 'done' } }]),
    execute: () => {
      ran = true;
      return 'sent';
    },
  });
  const proposal = run.trajectory.find((s) => s.type === 'proposal');
  return { disposition: proposal?.type === 'proposal' ? proposal.verdict.disposition : undefined, ran };
}

async function viaMcpProxy(settings: Pick<GuardOptions, 'provenance' | 'trusted'>): Promise<Seen> {
  // the real server, in process: one tool, and a record of what reached it
  let ran = false;
  const real = new Server({ name: 'bank', version: '0.0.0' }, { capabilities: { tools: {} } });
  real.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{ name: 'transfer_funds', description: 'Transfer money', inputSchema: SCHEMA }],
  }));
  real.setRequestHandler(CallToolRequestSchema, async () => {
    ran = true;
    return { content: [{ type: 'text', text: 'sent' }] };
  });
  const [upstreamSide, realSide] = InMemoryTransport.createLinkedPair();
  await real.connect(realSide);
  const upstream = new Client({ name: 'proxy', version: '0.0.0' });
  await upstream.connect(upstreamSide);
  const proxy = await McpGuardProxy.create({
    upstream,
    task: { kind: 'spec', spec: SPEC, instruction: INSTRUCTION },
    ...settings,
  });
  try {
    const { server } = await proxy.openConnection();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    // the user, asked through elicitation, allows the call
    const client = newClient(() => ({ action: 'accept', allow: true }));
    await client.connect(clientSide);
    const result = await client.callTool({ name: CALL.tool, arguments: CALL.args });
    const verdict = result._meta?.[VERDICT_META] as { disposition: Disposition } | undefined;
    const asked = client.asked.length > 0;
    await client.close();
    // a call that ran carries no verdict: it was approved, or asked and allowed
    return { disposition: verdict?.disposition ?? (asked ? 'approved_with_constraints' : 'approved'), ran };
  } finally {
    await proxy.close();
  }
}

async function viaCli(flags: string[]): Promise<Seen> {
  const spec = join(dir, 'task.pl');
  writeFileSync(spec, SPEC);
  const tools = join(dir, 'tools.json');
  writeFileSync(tools, JSON.stringify({ tools: TOOLS }));
  const calls = join(dir, 'calls.jsonl');
  writeFileSync(calls, `${JSON.stringify(CALL)}\n`);
  const args = ['check', '--spec', spec, '--tools', tools, '--instruction', INSTRUCTION, '--calls', calls];
  // confirmations are granted by default in `check`: a call that is asked counts as executed
  const r = await cli([...args, '--json', ...flags]);
  assert.equal(r.code, 0, r.err);
  const line = JSON.parse(r.out.trim()) as { disposition: Disposition; executed: boolean };
  return { disposition: line.disposition, ran: line.executed };
}

let mcpRuns = 0;

/** `intentguard mcp … -- <a recording server>` as a process; the client's user allows what is asked. */
async function viaMcpCommand(flags: string[]): Promise<Seen> {
  const server = new URL('../agent/fixtures/recording-server.mjs', import.meta.url).pathname;
  const record = join(dir, `reached-${++mcpRuns}.jsonl`);
  const inbox = join(dir, 'inbox.txt');
  writeFileSync(inbox, '');
  const spec = join(dir, 'send.pl');
  writeFileSync(spec, SPEC.replaceAll('transfer_funds', 'send_money'));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      BIN,
      'mcp',
      '--spec',
      spec,
      '--instruction',
      INSTRUCTION,
      '--no-audit',
      '--quiet',
      ...flags,
      '--',
    ].concat([process.execPath, server, record, inbox]),
    stderr: 'ignore',
  });
  const client = newClient(() => ({ action: 'accept', allow: true }));
  await client.connect(transport);
  try {
    const result = await client.callTool({
      name: 'send_money',
      arguments: { recipient: MADE_UP, amount: 25 },
    });
    const verdict = result._meta?.[VERDICT_META] as { disposition: Disposition } | undefined;
    const ran = existsSync(record) && readFileSync(record, 'utf8').includes(MADE_UP);
    const asked = client.asked.length > 0;
    return { disposition: verdict?.disposition ?? (asked ? 'approved_with_constraints' : 'approved'), ran };
  } finally {
    await client.close();
  }
}

describe('a guard option reaches every entry point', () => {
  it('the AI SDK adapter', async () => {
    const seen: Record<string, Seen> = {};
    for (const [name, settings] of Object.entries(SETTINGS)) seen[name] = await viaAiSdk(settings);
    assertTakesEffect('AI SDK', seen);
  });

  it('the agent loop', async () => {
    const seen: Record<string, Seen> = {};
    for (const [name, settings] of Object.entries(SETTINGS)) seen[name] = await viaLoop(settings);
    assertTakesEffect('agent loop', seen);
  });

  it('the MCP proxy', async () => {
    const seen: Record<string, Seen> = {};
    for (const [name, settings] of Object.entries(SETTINGS)) seen[name] = await viaMcpProxy(settings);
    assertTakesEffect('MCP proxy', seen);
  });

  it('the CLI (check --provenance-policy FILE, --trusted VALUE)', async () => {
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify(SETTINGS.policy!.provenance));
    assertTakesEffect('CLI', {
      default: await viaCli([]),
      policy: await viaCli(['--provenance-policy', policy]),
      trusted: await viaCli(['--trusted', MADE_UP]),
    });
  });

  it('the CLI mcp command, as a process (--provenance-policy FILE, --trusted VALUE)', async () => {
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify(SETTINGS.policy!.provenance));
    assertTakesEffect('CLI mcp', {
      default: await viaMcpCommand([]),
      policy: await viaMcpCommand(['--provenance-policy', policy]),
      trusted: await viaMcpCommand(['--trusted', MADE_UP]),
    });
  });

  it('the CLI refuses a policy file naming an unknown case or action, before anything runs', async () => {
    const calls = join(dir, 'none.jsonl');
    writeFileSync(calls, '');
    const refusal = async (policy: object) => {
      const file = join(dir, 'bad-policy.json');
      writeFileSync(file, JSON.stringify(policy));
      const r = await cli([
        'check',
        '--spec',
        join(dir, 'task.pl'),
        '--calls',
        calls,
        '--provenance-policy',
        file,
      ]);
      assert.notEqual(r.code, 0);
      return r.err;
    };
    assert.match(
      await refusal({ unknown: 'ignore' }),
      /unknown must be one of allow, confirm, revise, reject/,
    );
    assert.match(await refusal({ strangers: 'reject' }), /'strangers' is not a provenance case/);
  });
});
