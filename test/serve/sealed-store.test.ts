// The event store keeps no secret in clear (issue 16 part 6): the raw SQLite files and the
// PostgreSQL rows hold redacted copies and sealed originals; another instance with the same key
// rebuilds and decides the same; a wrong key stops the store (and the command) with one line.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Sqlite from 'better-sqlite3';
import { EVENT_MIGRATIONS } from '../../src/audit/event-migrations.ts';
import { PgEventStore } from '../../src/audit/pg-store.ts';
import { SqliteEventStore } from '../../src/audit/sqlite-event-store.ts';
import { SealError, StoreKey, WRONG_KEY_MESSAGE } from '../../src/audit/store-key.ts';
import { eventStoreSource } from '../../src/serve/page-source.ts';
import { startService } from '../../src/serve/server.ts';
import { SessionHost } from '../../src/serve/session-host.ts';
import { cli } from '../cli/run-cli.ts';
import { send, TOKEN } from './helpers.ts';
import { startPgCluster } from './pg-cluster.ts';
import {
  inProcessSecretVerdicts,
  playThroughHost,
  SECRET_CALLS,
  SECRET_INSTRUCTION,
  SECRET_SPEC,
  SECRET_TOOLS,
  SECRETS,
} from './sealed-store-fixture.ts';

const KEY = 'store-key-for-the-sealing-tests-42';
const dir = mkdtempSync(join(tmpdir(), 'ig-sealed-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The secrets found in clear in `bytes` (as UTF-8, which is how both stores write text). */
function secretsIn(bytes: Buffer): string[] {
  return SECRETS.filter((s) => bytes.includes(Buffer.from(s, 'utf8')));
}

/** The database file and its write-ahead log and shared-memory index, as they are on disk. */
function sqliteFiles(file: string): Buffer {
  return Buffer.concat(
    [file, `${file}-wal`, `${file}-shm`].filter((f) => existsSync(f)).map((f) => readFileSync(f)),
  );
}

const newSession = (host: SessionHost) =>
  host.create({ instruction: SECRET_INSTRUCTION, tools: SECRET_TOOLS, spec: SECRET_SPEC });

describe('the SQLite event store seals what a rebuild needs', () => {
  const file = join(dir, 'serve.db');

  it('writes no secret in clear, and a second instance with the key rebuilds and decides the same', async () => {
    const expected = await inProcessSecretVerdicts();
    const first = await SqliteEventStore.open(file, { key: KEY });
    const host = new SessionHost({ store: first });
    const { id } = await newSession(host);
    const played = await playThroughHost(host, id, SECRET_CALLS.slice(0, 3));
    assert.ok(sqliteFiles(file).length > 0);
    // while the first instance is open (the write-ahead log holds the recent pages)
    assert.deepEqual(secretsIn(sqliteFiles(file)), []);

    // the originals are there for whoever holds the key (a rebuild compares later arguments with them)
    const second = await SqliteEventStore.open(file, { key: KEY });
    const events = await second.events(id);
    assert.equal(JSON.stringify(events).includes('Wint3r-Harbor-77'), true);
    // … and another instance rebuilds the session from them and decides the next call as the in-process guard
    const other = new SessionHost({ store: second });
    played.push(...(await playThroughHost(other, id, SECRET_CALLS.slice(3))));
    assert.deepEqual(played, expected);
    assert.ok(
      played.some((v) => v.disposition !== 'approved'),
      'the task reaches more than one disposition',
    );

    await other.close();
    await host.close();
    await second.close();
    await first.close();
    assert.deepEqual(secretsIn(sqliteFiles(file)), []);
  });

  it('reads redacted copies without the key, and such a store cannot host sessions', async () => {
    const viewer = await SqliteEventStore.open(file, { readOnly: true });
    try {
      const [summary] = await viewer.listSessions();
      assert.ok(summary);
      const events = await viewer.events(summary.id);
      assert.equal(events.filter((e) => e.body.kind === 'decide').length, SECRET_CALLS.length);
      assert.ok(events.some((e) => e.body.kind === 'result'));
      const text = JSON.stringify(events);
      assert.deepEqual(
        SECRETS.filter((s) => text.includes(s)),
        [],
      );
      assert.match(text, /\[REDACTED\]/);
      assert.throws(() => new SessionHost({ store: viewer }), /read-only, without its key/);

      // what `intentguard ui --db` serves over it: the timeline, from the redacted copies
      assert.equal(await SqliteEventStore.isEventStore(file), true);
      assert.equal(await SqliteEventStore.isEventStore(join(dir, 'absent.db')), false);
      const ui = await startService({ token: TOKEN, pages: eventStoreSource(viewer) });
      try {
        const page = await send(ui.url, 'GET', `/sessions/${summary.id}`);
        assert.equal(page.status, 200);
        assert.match(page.text, /post_report/);
        assert.deepEqual(
          SECRETS.filter((s) => page.text.includes(s)),
          [],
        );
        assert.equal((await send(ui.url, 'GET', '/v1/sessions')).status, 404, 'no API on the viewer');
      } finally {
        await ui.close();
      }
    } finally {
      await viewer.close();
    }
  });

  it('refuses a wrong key before reading anything, and the command says so in one line', async () => {
    await assert.rejects(
      SqliteEventStore.open(file, { key: 'not-the-key-of-this-store' }),
      (error: Error) => {
        assert.equal(error.message, WRONG_KEY_MESSAGE);
        return true;
      },
    );
    const r = await cli(['serve', '--db', file, '--port', '0', '--token', 'a-token-that-is-long-enough'], {
      env: { ...process.env, INTENTGUARD_STORE_KEY: 'another-key-than-this-store-has' },
    });
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, /store key does not open this event store/);
    assert.equal(r.err.trim().split('\n').length, 1);
  });

  it('a sealed value opens only under its key and in its own row', () => {
    const { key, write } = StoreKey.establish(KEY, {});
    assert.ok(write);
    const sealed = key.seal('{"args":{"pin":"4711"}}', 'event "s" 1');
    assert.equal(sealed.includes('4711'), false);
    assert.equal(key.open(sealed, 'event "s" 1'), '{"args":{"pin":"4711"}}');
    assert.throws(() => key.open(sealed, 'event "s" 2'), SealError);
    const again = StoreKey.establish(KEY, write).key;
    assert.equal(again.open(sealed, 'event "s" 1'), '{"args":{"pin":"4711"}}');
    assert.throws(() => StoreKey.establish(`${KEY}!`, write), /does not open this event store/);
  });
});

describe('a version-1 store (events in clear) is sealed when it opens with a key', () => {
  it('migrates, leaves no secret in the files, and still rebuilds the session', async () => {
    // a real session's originals, written back in the version-1 layout
    const source = await SqliteEventStore.open(':memory:', { key: KEY });
    const host = new SessionHost({ store: source });
    const { id } = await newSession(host);
    await playThroughHost(host, id, SECRET_CALLS.slice(0, 3));
    const definition = (await source.getSession(id))!;
    const events = await source.events(id);
    await host.close();
    await source.close();

    const file = join(dir, 'legacy.db');
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE serve_schema (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const s of EVENT_MIGRATIONS[0]!.statements) db.exec(s);
    db.prepare('INSERT INTO serve_schema VALUES (1, ?)').run(definition.createdAt);
    db.prepare('INSERT INTO serve_sessions VALUES (?, ?, NULL, ?, ?)').run(
      id,
      definition.createdAt,
      definition.instruction,
      JSON.stringify(definition),
    );
    const insert = db.prepare('INSERT INTO serve_events VALUES (?, ?, ?, ?, ?, NULL, NULL, ?)');
    for (const e of events)
      insert.run(
        id,
        e.seq,
        e.time,
        e.body.kind,
        e.body.kind === 'decide' ? null : e.body.decisionSeq,
        JSON.stringify(e.body),
      );
    db.close();
    assert.notDeepEqual(secretsIn(sqliteFiles(file)), [], 'the version-1 file holds the secrets in clear');

    await assert.rejects(SqliteEventStore.open(file, { readOnly: true }), /earlier version.*migrate/);
    const migrated = await SqliteEventStore.open(file, { key: KEY });
    assert.deepEqual(secretsIn(sqliteFiles(file)), []);
    const next = new SessionHost({ store: migrated });
    const [last] = await playThroughHost(next, id, SECRET_CALLS.slice(3));
    assert.deepEqual(last, (await inProcessSecretVerdicts()).at(-1));
    await next.close();
    await migrated.close();
    assert.deepEqual(secretsIn(sqliteFiles(file)), []);
  });
});

const started = await startPgCluster();
const skip = typeof started === 'string' ? started : false;
const cluster = typeof started === 'string' ? undefined : started;

describe('the PostgreSQL event store seals what a rebuild needs', { skip }, () => {
  after(() => cluster?.stop());

  it('stores no secret in any row, rebuilds on a second instance, and refuses a wrong key', async () => {
    const url = cluster!.url;
    const expected = await inProcessSecretVerdicts();
    const first = await PgEventStore.open(url, { key: KEY });
    const host = new SessionHost({ store: first });
    const { id } = await newSession(host);
    const played = await playThroughHost(host, id, SECRET_CALLS.slice(0, 3));

    const second = await PgEventStore.open(url, { key: KEY });
    const other = new SessionHost({ store: second });
    played.push(...(await playThroughHost(other, id, SECRET_CALLS.slice(3))));
    assert.deepEqual(played, expected);

    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      let rows = '';
      for (const table of ['serve_sessions', 'serve_events', 'serve_meta', 'serve_schema'])
        rows += JSON.stringify((await client.query(`SELECT * FROM ${table}`)).rows);
      assert.ok(rows.includes(id));
      assert.deepEqual(
        SECRETS.filter((s) => rows.includes(s)),
        [],
      );
    } finally {
      await client.end();
    }
    const viewer = await PgEventStore.open(url, { readOnly: true });
    const seen = JSON.stringify(await viewer.events(id));
    assert.match(seen, /post_report/);
    assert.deepEqual(
      SECRETS.filter((s) => seen.includes(s)),
      [],
    );
    await viewer.close();
    await assert.rejects(PgEventStore.open(url, { key: 'a-key-this-cluster-never-saw' }), (error: Error) => {
      assert.equal(error.message, WRONG_KEY_MESSAGE);
      return true;
    });
    await other.close();
    await host.close();
    await second.close();
    await first.close();
  });
});
