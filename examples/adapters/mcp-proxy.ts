// `npx tsx examples/adapters/mcp-proxy.ts`: any MCP client behind intentguard. The example starts
//   intentguard mcp --spec fs-summary.pl -- node server-filesystem <scratch dir>
// and talks to it with the MCP SDK's Client, as a desktop assistant or IDE would. Reads pass; a
// write to .env and a move out of the folder are refused with reasons; the planned summary write
// passes. Exits non-zero if that is not what happens, or if a refused call touched the disk.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const dir = realpathSync(mkdtempSync(join(tmpdir(), 'intentguard-example-')));
writeFileSync(join(dir, 'notes.txt'), 'Meeting moved to Thursday.\n');

const client = new Client({ name: 'example-client', version: '1.0.0' });
await client.connect(
  new StdioClientTransport({
    command: process.execPath,
    args: [
      here('../../bin/intentguard.js'),
      'mcp',
      '--spec',
      here('./fs-summary.pl'),
      '--no-audit',
      '--quiet',
      '--',
      process.execPath,
      here('../../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js'),
      dir,
    ],
    stderr: 'ignore',
  }),
);

const call = async (name: string, args: Record<string, unknown>) => {
  const r = await client.callTool({ name, arguments: args });
  const text = (r.content as Array<{ text?: string }>).map((c) => c.text ?? '').join(' ');
  console.log(`${name} ${JSON.stringify(args)}\n  → ${r.isError ? 'REFUSED' : 'ok'}: ${text.slice(0, 160)}`);
  return { refused: r.isError === true, text };
};

try {
  const read = await call('read_text_file', { path: join(dir, 'notes.txt') });
  assert.ok(!read.refused && read.text.includes('Thursday'), 'reads pass');
  const env = await call('write_file', { path: join(dir, '.env'), content: 'TOKEN=x' });
  assert.ok(env.refused && /forbidden pattern '\.env'/.test(env.text), 'writing .env is refused');
  const move = await call('move_file', {
    source: join(dir, 'notes.txt'),
    destination: join(tmpdir(), 'stolen.txt'),
  });
  assert.ok(move.refused && /did not confirm move_file/.test(move.text), 'moving out is refused');
  assert.deepEqual(readdirSync(dir), ['notes.txt'], 'refused calls left the folder untouched');
  const write = await call('write_file', {
    path: join(dir, 'summary.txt'),
    content: 'The meeting is on Thursday.',
  });
  assert.ok(!write.refused && existsSync(join(dir, 'summary.txt')), 'the planned write passes');
  assert.equal(readFileSync(join(dir, 'summary.txt'), 'utf8'), 'The meeting is on Thursday.');
  console.log('ok: reads pass, .env write and move-out refused with reasons, planned write ran');
} finally {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
}
