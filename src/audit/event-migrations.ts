// The service's event tables, as numbered migrations shared by SQLite and PostgreSQL (the SQL
// below is the common subset). A store applies the ones its database has not seen, in order.

export interface Migration {
  version: number;
  statements: string[];
}

export const EVENT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE serve_sessions (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        agent TEXT,
        instruction TEXT NOT NULL,
        definition_json TEXT NOT NULL
      )`,
      `CREATE TABLE serve_events (
        session_id TEXT NOT NULL REFERENCES serve_sessions (id),
        seq INTEGER NOT NULL,
        time TEXT NOT NULL,
        kind TEXT NOT NULL,
        ref_seq INTEGER,
        tool TEXT,
        disposition TEXT,
        body_json TEXT NOT NULL,
        PRIMARY KEY (session_id, seq)
      )`,
      // one confirmation and one result per decision, whichever instance writes it
      `CREATE UNIQUE INDEX serve_events_one_answer ON serve_events (session_id, kind, ref_seq)
        WHERE ref_seq IS NOT NULL`,
      `CREATE INDEX serve_events_by_disposition ON serve_events (disposition, kind)`,
    ],
  },
  {
    // issue 16: rows keep a redacted copy in the old columns and the original sealed under the
    // store key; serve_meta holds the key's salt and check value. Rows of version 1 (in clear)
    // are sealed by the store when it opens with a key (LEGACY_ROWS_NOTE).
    version: 2,
    statements: [
      `CREATE TABLE serve_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `ALTER TABLE serve_sessions ADD COLUMN sealed TEXT`,
      `ALTER TABLE serve_events ADD COLUMN sealed TEXT`,
    ],
  },
];

/** The newest version: a store that records a later one was written by a newer intentguard. */
export const LATEST_EVENT_VERSION = EVENT_MIGRATIONS.at(-1)!.version;

/** Why a read-only open refuses a store whose migrations have not run. */
export const LEGACY_ROWS_NOTE =
  'open it once with `intentguard serve` and its store key to migrate it (version 1 kept events in clear; the migration seals them)';

export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS serve_schema (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`;
