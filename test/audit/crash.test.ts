// The decision is written before the tool runs: a process killed mid-call leaves a `pending`
// entry and loses nothing that executed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { SqliteAuditStore } from '../../src/audit/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'intentguard-audit-crash-'));
after(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the decision of a call whose process was killed (SIGKILL) while the tool ran', async () => {
  const path = join(dir, 'audit.db');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'fixtures/crash-child.ts'), path],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const runningId = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const m = /running (\S+)\n/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`child exited early (${code}): ${stderr}`)));
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  child.kill('SIGKILL');
  assert.equal(await exited, 'SIGKILL');

  const store = new SqliteAuditStore({ path, mustExist: true });
  try {
    const entries = await store.listSession('crash');
    assert.deepEqual(
      entries.map((e) => [e.decision.call.tool, e.status]),
      [
        ['read_file', 'executed'],
        ['delete_file', 'pending'],
      ],
    );
    assert.equal(entries[1]!.decision.id, runningId);
    assert.equal(entries[1]!.outcome, undefined);
    assert.equal(entries[0]!.outcome?.result, 'contents of a');
    // the store is usable after recovery: the pending call can still get its outcome
    await store.appendOutcome(runningId, { status: 'failed', error: 'process was killed' });
    assert.equal((await store.listSession('crash'))[1]!.status, 'failed');
  } finally {
    await store.close();
  }
});
