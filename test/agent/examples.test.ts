// Every example under examples/adapters runs and checks itself (exit 0 only when the guard
// blocked what it should and the revised call ran).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../examples/adapters/', import.meta.url));
const examples = readdirSync(dir).filter((f) => f.endsWith('.ts'));

function run(file: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `${dir}${file}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('examples/adapters', () => {
  it('has one example per adapter and one for the loop', () => {
    assert.deepEqual(examples.sort(), [
      'agent-loop.ts',
      'ai-sdk.ts',
      'langchain.ts',
      'mcp-proxy.ts',
      'openai-agents.ts',
    ]);
  });
  for (const file of examples) {
    it(`${file} runs and checks itself`, async () => {
      const { code, out } = await run(file);
      assert.equal(code, 0, out);
      assert.match(out, /^ok: /m);
    });
  }
});
