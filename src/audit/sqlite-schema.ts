// The audit database schema, versioned with `PRAGMA user_version`. Append migrations; never edit one
// that has shipped. A database newer than this code is refused rather than misread.
import type { Database } from 'better-sqlite3';
import { InputError } from '../core/index.ts';

export const MIGRATIONS: readonly string[] = [
  // 1: decisions written before a tool runs, outcomes after
  `
  CREATE TABLE decisions (
    seq          INTEGER PRIMARY KEY AUTOINCREMENT,
    id           TEXT    NOT NULL UNIQUE,
    time         TEXT    NOT NULL,
    session_id   TEXT    NOT NULL,
    spec_hash    TEXT,
    tool         TEXT    NOT NULL,
    call_id      TEXT,
    args_json    TEXT    NOT NULL,
    args_hash    TEXT    NOT NULL,
    redacted     INTEGER NOT NULL,
    disposition  TEXT    NOT NULL,
    step         INTEGER,
    verdict_json TEXT    NOT NULL,
    latency_ms   REAL    NOT NULL
  );
  CREATE INDEX decisions_by_session ON decisions (session_id, seq);
  CREATE TABLE outcomes (
    decision_id  TEXT    PRIMARY KEY REFERENCES decisions (id),
    time         TEXT    NOT NULL,
    status       TEXT    NOT NULL,
    result       TEXT,
    error        TEXT,
    duration_ms  REAL
  );
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Bring the database to SCHEMA_VERSION in one transaction. */
export function migrate(db: Database, source: string): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new InputError(
      `audit database ${source} has schema version ${current}; this intentguard reads up to ${SCHEMA_VERSION}`,
      { source },
    );
  }
  if (current === SCHEMA_VERSION) return;
  db.transaction(() => {
    for (let v = current; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
