// The service's event store on SQLite: the embedded default for one instance (`intentguard serve
// --db FILE`). better-sqlite3 is loaded when a store is opened, not when the audit room is imported.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import { InputError, importPeer } from '../core/index.ts';
import {
  EVENT_MIGRATIONS,
  LATEST_EVENT_VERSION,
  LEGACY_ROWS_NOTE,
  MIGRATIONS_TABLE,
} from './event-migrations.ts';
import { EventSealer, type LegacyRows, sealLegacyRows } from './event-seal.ts';
import {
  type ApprovalRow,
  type ApprovalState,
  approvalFrom,
  DEFAULT_LIST_LIMIT,
  type EventStoreAccess,
  emptyCounts,
  eventColumns,
  type SessionDefinition,
  type SessionEvent,
  type SessionEventBody,
  type SessionEventStore,
  type SessionSummary,
} from './event-store.ts';
import { META_CHECK, META_SALT, StoreKey } from './store-key.ts';

interface EventRow {
  session_id: string;
  seq: number;
  time: string;
  body_json: string;
  sealed: string | null;
}

interface ApprovalSqlRow extends Omit<EventRow, 'sealed'> {
  answer_json: string | null;
  answer_time: string | null;
}

export const SUMMARY_SQL = `SELECT s.id, s.created_at, s.agent, s.instruction,
    SUM(CASE WHEN e.disposition = 'approved' THEN 1 ELSE 0 END) AS approved,
    SUM(CASE WHEN e.disposition = 'approved_with_constraints' THEN 1 ELSE 0 END) AS approved_with_constraints,
    SUM(CASE WHEN e.disposition = 'revision_required' THEN 1 ELSE 0 END) AS revision_required,
    SUM(CASE WHEN e.disposition = 'rejected' THEN 1 ELSE 0 END) AS rejected,
    COUNT(e.seq) AS events, MAX(e.time) AS last_time
  FROM serve_sessions s LEFT JOIN serve_events e ON e.session_id = s.id
  GROUP BY s.id, s.created_at, s.agent, s.instruction
  ORDER BY COALESCE(MAX(e.time), s.created_at) DESC, s.id`;

export const APPROVALS_SQL = `SELECT d.session_id, d.seq, d.time, d.body_json, c.body_json AS answer_json, c.time AS answer_time
  FROM serve_events d LEFT JOIN serve_events c
    ON c.session_id = d.session_id AND c.kind = 'confirm' AND c.ref_seq = d.seq
  WHERE d.kind = 'decide' AND d.disposition = 'approved_with_constraints'`;

export interface SummarySqlRow {
  id: string;
  created_at: string;
  agent: string | null;
  instruction: string;
  approved: number | string | null;
  approved_with_constraints: number | string | null;
  revision_required: number | string | null;
  rejected: number | string | null;
  events: number | string;
  last_time: string | null;
}

export function summaryFrom(r: SummarySqlRow): SessionSummary {
  const counts = emptyCounts();
  counts.approved = Number(r.approved ?? 0);
  counts.approved_with_constraints = Number(r.approved_with_constraints ?? 0);
  counts.revision_required = Number(r.revision_required ?? 0);
  counts.rejected = Number(r.rejected ?? 0);
  const summary: SessionSummary = {
    id: r.id,
    createdAt: r.created_at,
    instruction: r.instruction,
    counts,
    lastActivity: r.last_time ?? r.created_at,
    events: Number(r.events),
  };
  if (r.agent !== null) summary.agent = r.agent;
  return summary;
}

export function approvalRowFrom(r: ApprovalSqlRow): ApprovalRow {
  const answer =
    r.answer_json === null || r.answer_time === null
      ? undefined
      : { body: JSON.parse(r.answer_json) as SessionEventBody, time: r.answer_time };
  return approvalFrom(r.session_id, Number(r.seq), r.time, JSON.parse(r.body_json), answer);
}

export function stateFilter(state: ApprovalState | undefined): string {
  switch (state) {
    case undefined:
      return '';
    case 'pending':
      return ' AND c.seq IS NULL';
    case 'approved':
    case 'denied':
      return ` AND c.seq IS NOT NULL`;
  }
}

export class SqliteEventStore implements SessionEventStore {
  readonly path: string;
  readonly readOnly: boolean;
  readonly #db: Database.Database;
  readonly #sealer: EventSealer;

  private constructor(path: string, db: Database.Database, sealer: EventSealer) {
    this.path = path;
    this.#db = db;
    this.#sealer = sealer;
    this.readOnly = !sealer.keyed;
  }

  /**
   * Opens (and migrates) the database at `path` (`:memory:` for a throwaway one) with its key, or
   * an existing one read-only. A key that is not the store's throws before anything is read.
   */
  static async open(path: string, access: EventStoreAccess): Promise<SqliteEventStore> {
    const { default: Sqlite } = await importPeer(
      'better-sqlite3',
      "the service's SQLite store",
      () => import('better-sqlite3'),
    );
    if ('readOnly' in access) return SqliteEventStore.#openReadOnly(Sqlite, path);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new Sqlite(path);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL'); // as the audit log: durable across crashes of the process, not of the machine
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
      db.pragma('secure_delete = ON'); // rewritten rows leave no old bytes in free pages
      db.exec(MIGRATIONS_TABLE);
      let sealer: EventSealer | undefined;
      let legacy = 0;
      // immediate: a second process opening the same new file waits, then sees this one's salt
      db.transaction(() => {
        const applied = appliedVersions(db, path);
        for (const m of EVENT_MIGRATIONS) {
          if (applied.has(m.version)) continue;
          for (const s of m.statements) db.exec(s);
          db.prepare('INSERT INTO serve_schema (version, applied_at) VALUES (?, ?)').run(
            m.version,
            new Date().toISOString(),
          );
        }
        const meta = (name: string) =>
          (
            db.prepare('SELECT value FROM serve_meta WHERE name = ?').get(name) as
              | { value: string }
              | undefined
          )?.value;
        const { key, write } = StoreKey.establish(access.key, {
          salt: meta(META_SALT),
          check: meta(META_CHECK),
        });
        if (write) {
          const put = db.prepare('INSERT INTO serve_meta (name, value) VALUES (?, ?)');
          put.run(META_SALT, write.salt);
          put.run(META_CHECK, write.check);
        }
        sealer = new EventSealer(key);
        legacy = sealLegacy(db, sealer);
      }).immediate();
      if (legacy > 0) {
        // the clear version-1 rows must not survive in free pages or the write-ahead log
        db.exec('VACUUM');
        db.pragma('wal_checkpoint(TRUNCATE)');
      }
      return new SqliteEventStore(path, db, sealer!);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Whether `path` is an existing SQLite file holding an event store (read without changing it). */
  static async isEventStore(path: string): Promise<boolean> {
    if (path === ':memory:' || !existsSync(path)) return false;
    const { default: Sqlite } = await importPeer(
      'better-sqlite3',
      "the service's SQLite store",
      () => import('better-sqlite3'),
    );
    let db: Database.Database | undefined;
    try {
      db = new Sqlite(path, { readonly: true, fileMustExist: true });
      return (
        db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'serve_schema'").get() !==
        undefined
      );
    } catch {
      return false;
    } finally {
      db?.close();
    }
  }

  static #openReadOnly(Sqlite: typeof Database, path: string): SqliteEventStore {
    if (path === ':memory:' || !existsSync(path))
      throw new InputError(`no event store at ${path}`, { source: path });
    const db = new Sqlite(path, { readonly: true, fileMustExist: true });
    try {
      const table = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'serve_schema'")
        .get();
      if (!table)
        throw new InputError(`${path} is not an event store of intentguard serve`, { source: path });
      const applied = appliedVersions(db, path);
      if (EVENT_MIGRATIONS.some((m) => !applied.has(m.version)))
        throw new InputError(`${path} is an event store of an earlier version: ${LEGACY_ROWS_NOTE}`, {
          source: path,
        });
      return new SqliteEventStore(path, db, new EventSealer(undefined));
    } catch (error) {
      db.close();
      throw error;
    }
  }

  async createSession(d: SessionDefinition): Promise<void> {
    const row = this.#sealer.definitionRow(d);
    this.#db
      .prepare(
        'INSERT INTO serve_sessions (id, created_at, agent, instruction, definition_json, sealed) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(d.id, d.createdAt, row.agent, row.instruction, row.definitionJson, row.sealed);
  }

  async getSession(id: string): Promise<SessionDefinition | undefined> {
    const row = this.#db.prepare('SELECT definition_json, sealed FROM serve_sessions WHERE id = ?').get(id) as
      | { definition_json: string; sealed: string | null }
      | undefined;
    return row ? this.#sealer.definition(id, row.definition_json, row.sealed) : undefined;
  }

  async listSessions(limit = DEFAULT_LIST_LIMIT): Promise<SessionSummary[]> {
    const rows = this.#db.prepare(`${SUMMARY_SQL} LIMIT ?`).all(limit) as SummarySqlRow[];
    return rows.map(summaryFrom);
  }

  async events(sessionId: string, afterSeq = 0): Promise<SessionEvent[]> {
    const rows = this.#db
      .prepare(
        'SELECT session_id, seq, time, body_json, sealed FROM serve_events WHERE session_id = ? AND seq > ? ORDER BY seq',
      )
      .all(sessionId, afterSeq) as EventRow[];
    return rows.map((r) => ({
      sessionId: r.session_id,
      seq: r.seq,
      time: r.time,
      body: this.#sealer.body(r.session_id, r.seq, r.body_json, r.sealed),
    }));
  }

  async append(event: SessionEvent): Promise<boolean> {
    const c = eventColumns(event.body);
    let decide: SessionEventBody | undefined;
    if (c.refSeq !== null) {
      const r = this.#db
        .prepare('SELECT body_json, sealed FROM serve_events WHERE session_id = ? AND seq = ?')
        .get(event.sessionId, c.refSeq) as { body_json: string; sealed: string | null } | undefined;
      if (r) decide = this.#sealer.body(event.sessionId, c.refSeq, r.body_json, r.sealed);
    }
    const row = this.#sealer.eventRow(event, decide);
    try {
      this.#db
        .prepare(
          `INSERT INTO serve_events (session_id, seq, time, kind, ref_seq, tool, disposition, body_json, sealed)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          event.sessionId,
          event.seq,
          event.time,
          c.kind,
          c.refSeq,
          row.tool,
          c.disposition,
          row.bodyJson,
          row.sealed,
        );
      return true;
    } catch (error) {
      if (String((error as { code?: unknown }).code).startsWith('SQLITE_CONSTRAINT')) return false;
      throw error;
    }
  }

  async approvals(state?: ApprovalState, limit = DEFAULT_LIST_LIMIT): Promise<ApprovalRow[]> {
    const rows = this.#db
      .prepare(`${APPROVALS_SQL}${stateFilter(state)} ORDER BY d.time, d.session_id, d.seq LIMIT ?`)
      .all(limit) as ApprovalSqlRow[];
    return rows.map(approvalRowFrom).filter((a) => state === undefined || a.state === state);
  }

  async approval(sessionId: string, decisionSeq: number): Promise<ApprovalRow | undefined> {
    const row = this.#db
      .prepare(`${APPROVALS_SQL} AND d.session_id = ? AND d.seq = ?`)
      .get(sessionId, decisionSeq) as ApprovalSqlRow | undefined;
    return row ? approvalRowFrom(row) : undefined;
  }

  async close(): Promise<void> {
    if (this.#db.open) this.#db.close();
  }
}

/** The versions a store records; one newer than this code knows is refused. */
function appliedVersions(db: Database.Database, path: string): Set<number> {
  const versions = (db.prepare('SELECT version FROM serve_schema').all() as Array<{ version: number }>).map(
    (r) => r.version,
  );
  tooNew(versions, path);
  return new Set(versions);
}

/** Refuses a store migrated by a newer intentguard (its rows may be in a format this one misreads). */
export function tooNew(versions: readonly number[], where: string): void {
  const newest = Math.max(0, ...versions);
  if (newest > LATEST_EVENT_VERSION)
    throw new InputError(
      `${where}: the event store is at version ${newest}, newer than this intentguard knows (${LATEST_EVENT_VERSION}); upgrade intentguard`,
    );
}

/** Seals the rows version 1 wrote in clear (inside the opening transaction); how many there were. */
function sealLegacy(db: Database.Database, sealer: EventSealer): number {
  const legacy: LegacyRows = {
    sessions: db
      .prepare('SELECT id, definition_json FROM serve_sessions WHERE sealed IS NULL')
      .all() as LegacyRows['sessions'],
    events: db
      .prepare(
        'SELECT session_id, seq, body_json FROM serve_events WHERE sealed IS NULL ORDER BY session_id, seq',
      )
      .all() as LegacyRows['events'],
  };
  const sealed = sealLegacyRows(sealer, legacy);
  const session = db.prepare(
    'UPDATE serve_sessions SET instruction = ?, agent = ?, definition_json = ?, sealed = ? WHERE id = ?',
  );
  for (const r of sealed.sessions) session.run(r.instruction, r.agent, r.definitionJson, r.sealed, r.id);
  const event = db.prepare(
    'UPDATE serve_events SET body_json = ?, sealed = ?, tool = ? WHERE session_id = ? AND seq = ?',
  );
  for (const r of sealed.events) event.run(r.bodyJson, r.sealed, r.tool, r.sessionId, r.seq);
  return sealed.sessions.length + sealed.events.length;
}
