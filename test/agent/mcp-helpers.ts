// Fixtures for the MCP proxy tests: a scratch tree served by the real filesystem server, and a
// snapshot of it to prove refused calls left the disk untouched.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';

export const FS_SERVER = new URL(
  '../../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js',
  import.meta.url,
).pathname;
export const BIN = new URL('../../bin/intentguard.js', import.meta.url).pathname;
export const FS_SPEC = new URL('../../examples/adapters/fs-summary.pl', import.meta.url).pathname;
export const FS_SPEC_TEXT = readFileSync(FS_SPEC, 'utf8');

export interface Scratch {
  dir: string;
  /** the tree the filesystem server may touch */
  root: string;
  /** a sibling directory outside it */
  outside: string;
  cleanup(): void;
}

export function scratchTree(): Scratch {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'intentguard-mcp-')));
  const root = join(dir, 'root');
  const outside = join(dir, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  writeFileSync(join(root, 'notes.txt'), 'hello from the notes\n');
  return { dir, root, outside, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file under `dir` with its content, for before/after comparisons. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[p] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

export function textOf(result: unknown): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content ?? [];
  return content.map((c) => c.text ?? '').join('\n');
}

export type ElicitAnswer = { action: 'accept' | 'decline' | 'cancel'; allow?: boolean };

/** A client; with `elicit`, it supports form elicitation and answers with it (recording each question). */
export function newClient(elicit?: (message: string) => ElicitAnswer): Client & { asked: string[] } {
  const client = new Client(
    { name: 'test-client', version: '0.0.0' },
    elicit ? { capabilities: { elicitation: { form: {} } } } : {},
  );
  const asked: string[] = [];
  if (elicit)
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      const message = request.params.message;
      asked.push(message);
      const { action, allow } = elicit(message);
      return action === 'accept' ? { action, content: { allow: allow === true } } : { action };
    });
  return Object.assign(client, { asked });
}
