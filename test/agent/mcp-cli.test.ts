// `intentguard mcp` for real: the SDK's Client over stdio (and Streamable HTTP) → the proxy CLI →
// @modelcontextprotocol/server-filesystem as its child, in a scratch directory.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SqliteAuditStore } from '../../src/audit/sqlite-store.ts';
import { cli } from '../cli/run-cli.ts';
import {
  BIN,
  FS_SERVER,
  FS_SPEC,
  newClient,
  type Scratch,
  scratchTree,
  snapshot,
  textOf,
} from './mcp-helpers.ts';

describe('intentguard mcp over stdio, guarding server-filesystem', () => {
  let tree: Scratch;
  let client: Client;
  let direct: Client;
  let audit: string;
  const stderr: string[] = [];

  before(async () => {
    tree = scratchTree();
    audit = join(tree.dir, 'audit.db');
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        BIN,
        'mcp',
        '--spec',
        FS_SPEC,
        '--audit-db',
        audit,
        '--',
        process.execPath,
        FS_SERVER,
        tree.root,
      ],
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    client = newClient();
    await client.connect(transport);
    direct = new Client({ name: 'direct', version: '0.0.0' });
    await direct.connect(
      new StdioClientTransport({ command: process.execPath, args: [FS_SERVER, tree.root], stderr: 'ignore' }),
    );
  });

  after(async () => {
    await client?.close();
    await direct?.close();
    tree?.cleanup();
  });

  it('serves the same tools with the same annotations as the server itself', async () => {
    const viaProxy = (await client.listTools()).tools;
    const itself = (await direct.listTools()).tools;
    assert.equal(viaProxy.length, 14);
    assert.deepEqual(
      viaProxy.map((t) => [t.name, t.annotations, t.inputSchema]),
      itself.map((t) => [t.name, t.annotations, t.inputSchema]),
    );
  });

  it('reads pass; protected writes and moves out of the tree are refused with reasons; the disk is untouched', async () => {
    const before = { root: snapshot(tree.root), outside: snapshot(tree.outside) };

    const read = await client.callTool({
      name: 'read_text_file',
      arguments: { path: join(tree.root, 'notes.txt') },
    });
    assert.ok(!read.isError);
    assert.equal(textOf(read), 'hello from the notes\n');

    const env = await client.callTool({
      name: 'write_file',
      arguments: { path: join(tree.root, '.env'), content: 'API_KEY=sk-live-0123456789abcdef' },
    });
    assert.equal(env.isError, true);
    assert.match(
      textOf(env),
      /intentguard refused this call\. Action rejected: the input of write_file matches the forbidden pattern '\.env'/,
    );
    // the verdict travels in _meta: the spec's pattern fired (other checks may add their findings)
    const verdict = env._meta?.['io.intentguard/verdict'] as {
      disposition: string;
      step?: number;
      findings: unknown[];
    };
    assert.equal(verdict.disposition, 'rejected');
    assert.equal(verdict.step, 2);
    assert.deepEqual(verdict.findings[0], {
      code: 'risky_pattern_reject',
      message: "input matches risky pattern '.env' (reject)",
      rule: "risky_action(write_file, '.env', reject)",
      data: { pattern: '.env', disposition: 'reject' },
    });

    const moveOut = await client.callTool({
      name: 'move_file',
      arguments: { source: join(tree.root, 'notes.txt'), destination: join(tree.outside, 'notes.txt') },
    });
    assert.equal(moveOut.isError, true);
    assert.match(textOf(moveOut), /The user did not confirm move_file/);
    assert.match(textOf(moveOut), /this MCP client cannot ask the user: it does not support elicitation/);
    assert.match(textOf(moveOut), /move_file is not part of the plan for this task/);

    const moveUp = await client.callTool({
      name: 'move_file',
      arguments: { source: join(tree.root, 'notes.txt'), destination: `${tree.root}/../outside/notes.txt` },
    });
    assert.equal(moveUp.isError, true);
    assert.match(textOf(moveUp), /forbidden pattern '\.\.'/);

    assert.deepEqual({ root: snapshot(tree.root), outside: snapshot(tree.outside) }, before);
    assert.ok(!existsSync(join(tree.root, '.env')));
  });

  it('the planned write runs once its precondition holds', async () => {
    const summary = join(tree.root, 'summary.txt');
    const write = await client.callTool({
      name: 'write_file',
      arguments: { path: summary, content: 'A greeting.' },
    });
    assert.ok(!write.isError, textOf(write));
    assert.equal(readFileSync(summary, 'utf8'), 'A greeting.');
  });

  it('puts every decision on record, with what ran', async () => {
    // the proxy answers the client first and records the outcome right after: wait for it (≤ 5 s)
    let entries: Awaited<ReturnType<SqliteAuditStore['list']>> = [];
    for (let i = 0; i < 50; i++) {
      const store = new SqliteAuditStore({ path: audit, mustExist: true });
      entries = await store.list();
      await store.close();
      if (!entries.some((e) => e.status === 'pending')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.deepEqual(
      entries.map((e) => `${e.decision.call.tool}:${e.decision.verdict.disposition}:${e.status}`),
      [
        'read_text_file:approved:executed',
        'write_file:rejected:blocked',
        'move_file:approved_with_constraints:denied',
        'move_file:rejected:blocked',
        'write_file:approved:executed',
      ],
    );
    assert.ok(entries.every((e) => e.decision.specHash && e.decision.sessionId.startsWith('mcp-')));
    assert.ok(
      !JSON.stringify(entries).includes('sk-live-0123456789abcdef'),
      'secrets are redacted in the log',
    );
    assert.match(stderr.join(''), /write_file → rejected \(step 2\): refused/);
  });
});

/** Starts `intentguard mcp --http 0 …` and waits for the URL it prints. */
async function startHttpProxy(root: string, auditDb: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      BIN,
      'mcp',
      '--http',
      '0',
      '--spec',
      FS_SPEC,
      '--audit-db',
      auditDb,
      '--',
      process.execPath,
      FS_SERVER,
      root,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let err = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const m = /serving (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`proxy exited (${code}): ${err}`)));
  });
  return { child, url };
}

describe('intentguard mcp --http (Streamable HTTP on 127.0.0.1)', () => {
  let tree: Scratch;
  let proxy: { child: ChildProcess; url: string };

  before(async () => {
    tree = scratchTree();
    proxy = await startHttpProxy(tree.root, join(tree.dir, 'audit.db'));
  });

  after(() => {
    if (proxy?.child.exitCode === null) proxy.child.kill('SIGKILL');
    tree?.cleanup();
  });

  it('binds 127.0.0.1 and checks every call; each HTTP client is its own session', async () => {
    assert.match(proxy.url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const a = newClient();
    await a.connect(new StreamableHTTPClientTransport(new URL(proxy.url)));
    assert.equal((await a.listTools()).tools.length, 14);
    const blocked = await a.callTool({
      name: 'write_file',
      arguments: { path: join(tree.root, '.ssh/id_rsa'), content: 'k' },
    });
    assert.equal(blocked.isError, true);
    assert.match(textOf(blocked), /forbidden pattern '\.ssh'/);
    const read = await a.callTool({
      name: 'read_text_file',
      arguments: { path: join(tree.root, 'notes.txt') },
    });
    assert.equal(textOf(read), 'hello from the notes\n');
    // a second client has its own session: notes_read is not established for it
    const b = newClient();
    await b.connect(new StreamableHTTPClientTransport(new URL(proxy.url)));
    const early = await b.callTool({
      name: 'write_file',
      arguments: { path: join(tree.root, 's.txt'), content: 'x' },
    });
    assert.match(textOf(early), /Unmet precondition: notes_read\. Execute read_text_file first/);
    await a.close();
    await b.close();
    assert.ok(!existsSync(join(tree.root, 's.txt')));
  });

  it('refuses requests whose Host is not the proxy (DNS rebinding)', async () => {
    const port = new URL(proxy.url).port;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/mcp',
          method: 'POST',
          headers: {
            host: 'attacker.example',
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }));
    });
    assert.equal(status, 403);
  });

  it('shuts down cleanly on SIGTERM, taking the server with it', async () => {
    const exited = new Promise<number | null>((resolve) => proxy.child.once('exit', (code) => resolve(code)));
    proxy.child.kill('SIGTERM');
    assert.equal(await exited, 0);
  });
});

const OFFLINE_FORMALIZER = new URL('../../src/formalize/offline/index.ts', import.meta.url);

describe('intentguard mcp --instruction (offline formalizer)', () => {
  it('formalizes the instruction against the server tools: reads pass, an unplanned move is refused', {
    skip: !existsSync(OFFLINE_FORMALIZER) && 'the offline formalizer is not in this build',
  }, async () => {
    const tree = scratchTree();
    const client = newClient();
    try {
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [
            BIN,
            'mcp',
            '--no-audit',
            '--instruction',
            'Read notes.txt and write a short summary of it to summary.txt.',
            '--',
            process.execPath,
            FS_SERVER,
            tree.root,
          ],
          stderr: 'ignore',
        }),
      );
      const before = snapshot(tree.dir);
      const read = await client.callTool({
        name: 'read_text_file',
        arguments: { path: join(tree.root, 'notes.txt') },
      });
      assert.equal(textOf(read), 'hello from the notes\n');
      const move = await client.callTool({
        name: 'move_file',
        arguments: { source: join(tree.root, 'notes.txt'), destination: join(tree.outside, 'notes.txt') },
      });
      assert.equal(move.isError, true);
      assert.match(textOf(move), /did not confirm move_file/);
      assert.deepEqual(snapshot(tree.dir), before);
    } finally {
      await client.close();
      tree.cleanup();
    }
  });
});

// in-process (runCli): each fails before serving, and a server it started is closed again
describe('intentguard mcp: unusable input', async () => {
  const run = async (...args: string[]) => {
    const r = await cli(['mcp', ...args]);
    return { status: r.code, stderr: r.err };
  };

  it('a spec naming a tool the server does not have: located error, exit 2, no server left running', async () => {
    const tree = scratchTree();
    try {
      const spec = join(tree.dir, 'bad.pl');
      writeFileSync(spec, 'refined_step(1, delete_everything, [], true, gone, none).\n');
      const r = await run('--spec', spec, '--no-audit', '--', process.execPath, FS_SERVER, tree.root);
      assert.equal(r.status, 2, r.stderr);
      assert.match(r.stderr, /bad\.pl:1:\d+: .*delete_everything is not a tool of the toolkit/);
    } finally {
      tree.cleanup();
    }
  });

  it('a missing policy file is unusable input; two task sources are refused', async () => {
    const policy = await run('--policy', 'p.json', '--', 'true');
    assert.equal(policy.status, 2);
    assert.match(policy.stderr, /cannot read policy p\.json: no such file/);
    const both = await run('--spec', FS_SPEC, '--policy', 'p.json', '--', 'true');
    assert.equal(both.status, 2);
    assert.match(both.stderr, /at most one of --spec \(with --instruction\) and --policy/);
  });

  it('a JSON file shaped like a checked spec is checked again, not trusted: exit 2 before serving', async () => {
    const tree = scratchTree();
    try {
      const forged = join(tree.dir, 'forged.json');
      // claims to be checked, with an empty plan and a hash; its text is not a spec
      writeFileSync(
        forged,
        JSON.stringify({
          spec: { steps: [], risks: [] },
          hash: 'f'.repeat(64),
          text: 'anything goes',
          issues: [],
        }),
      );
      const r = await run('--spec', forged, '--no-audit', '--', process.execPath, FS_SERVER, tree.root);
      assert.equal(r.status, 2, r.stderr);
      assert.match(r.stderr, /forged\.json/);
      assert.doesNotMatch(r.stderr, /serving/);
    } finally {
      tree.cleanup();
    }
  });

  it('a bad port, a server that cannot start and one that never answers: one line each, exit 2', async () => {
    const oneLine = (stderr: string) => stderr.split('\n').filter((l) => l.trim() !== '');
    const port = await run('--http', 'eighty', '--spec', FS_SPEC, '--no-audit', '--', 'true');
    assert.equal(port.status, 2);
    assert.deepEqual(oneLine(port.stderr), [
      'intentguard: --http must be a port number from 0 to 65535 (got eighty)',
    ]);
    const missing = await run('--spec', FS_SPEC, '--no-audit', '--', '/no/such/mcp-server');
    assert.equal(missing.status, 2);
    assert.equal(oneLine(missing.stderr).length, 1, missing.stderr);
    assert.match(
      missing.stderr,
      /^intentguard: could not start the MCP server \/no\/such\/mcp-server: .*ENOENT/,
    );
    // gave up at the startup timeout (the message says so), not when the silent server exited
    const silent = await run('--spec', FS_SPEC, '--no-audit', '--startup-timeout', '1', '--', 'sleep', '30');
    assert.equal(silent.status, 2);
    assert.match(silent.stderr, /^intentguard: could not start the MCP server sleep: .*timed out/);
  });
});
