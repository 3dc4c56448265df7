import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { resolveAuditDbPath, SCHEMA_VERSION, SqliteAuditStore } from '../../src/audit/index.ts';
import { InputError } from '../../src/core/errors/input-error.ts';
import { approved, deterministic, rejected, tempDir } from './helpers.ts';

const tmp = tempDir();
after(tmp.cleanup);

describe('SqliteAuditStore', () => {
  it('persists across close and reopen, in WAL mode, at a versioned schema', async () => {
    const path = join(tmp.dir, 'nested', 'dir', 'audit.db');
    const first = new SqliteAuditStore({ path, ...deterministic() });
    const d = await first.appendDecision({
      sessionId: 's',
      call: { tool: 'execute_sql', args: { q: 'x' } },
      verdict: rejected,
      latencyMs: 1.5,
    });
    await first.appendOutcome(d.id, { status: 'blocked' });
    await first.close();
    await first.close(); // idempotent

    const raw = new Database(path, { readonly: true });
    assert.equal(raw.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(raw.pragma('user_version', { simple: true }), SCHEMA_VERSION);
    raw.close();

    const again = new SqliteAuditStore({ path, mustExist: true });
    const [entry] = await again.list();
    assert.deepEqual(entry!.decision.verdict, rejected);
    assert.equal(entry!.status, 'blocked');
    await again.close();
  });

  it('pages through many entries while writes interleave', async () => {
    const store = new SqliteAuditStore({ path: join(tmp.dir, 'pages.db'), pageSize: 4, ...deterministic() });
    for (let i = 0; i < 10; i++) {
      await store.appendDecision({
        sessionId: 's',
        call: { tool: 't', args: { i } },
        verdict: approved,
        latencyMs: 0,
      });
    }
    const seen: number[] = [];
    for await (const e of store.iterate({ sessionId: 's' })) {
      seen.push(e.decision.call.args.i as number);
      // writing while iterating must not fail ("connection is busy")
      if (e.status === 'pending') await store.appendOutcome(e.decision.id, { status: 'executed' });
    }
    assert.deepEqual(seen, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.ok((await store.list()).every((e) => e.status === 'executed'));
    await store.close();
  });

  it('refuses a missing file when it must exist, a non-database, and a newer schema', async () => {
    const missing = join(tmp.dir, 'missing.db');
    assert.throws(() => new SqliteAuditStore({ path: missing, mustExist: true }), /no audit log at/);
    assert.equal(existsSync(missing), false);

    const junk = join(tmp.dir, 'junk.db');
    writeFileSync(junk, 'this is not a database, just text that is long enough to have a header'.repeat(20));
    assert.throws(
      () => new SqliteAuditStore({ path: junk }),
      (e: unknown) => e instanceof InputError && e.source === junk,
    );

    const future = join(tmp.dir, 'future.db');
    const raw = new Database(future);
    raw.pragma('user_version = 99');
    raw.close();
    assert.throws(
      () => new SqliteAuditStore({ path: future }),
      /schema version 99; this intentguard reads up to 1/,
    );
  });
});

describe('resolveAuditDbPath', () => {
  it('prefers the option, then $INTENTGUARD_AUDIT_DB, then .intentguard/audit.db under the cwd', () => {
    assert.equal(resolveAuditDbPath('/x/a.db', { INTENTGUARD_AUDIT_DB: '/y/b.db' }, '/w'), '/x/a.db');
    assert.equal(resolveAuditDbPath(undefined, { INTENTGUARD_AUDIT_DB: '/y/b.db' }, '/w'), '/y/b.db');
    assert.equal(resolveAuditDbPath(undefined, {}, '/w'), join('/w', '.intentguard', 'audit.db'));
  });
});
