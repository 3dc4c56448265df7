// The embedded default AuditStore: SQLite through better-sqlite3, WAL journal with
// synchronous=NORMAL (a committed decision survives the process being killed; only an OS crash or
// power loss can drop the last transactions), prepared statements, schema in sqlite-schema.ts.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import type { Verdict } from '../core/index.ts';
import { InputError, requirePeer, SessionError } from '../core/index.ts';
import { resolveAuditDbPath } from './default-path.ts';
import { RecordBuilder } from './records.ts';
import { migrate } from './sqlite-schema.ts';
import type {
  AuditEntry,
  AuditOptions,
  AuditQuery,
  AuditStore,
  DecisionInput,
  DecisionRecord,
  OutcomeInput,
  OutcomeRecord,
  OutcomeStatus,
} from './types.ts';

export interface SqliteAuditOptions extends AuditOptions {
  /** database file; default: `INTENTGUARD_AUDIT_DB`, else `.intentguard/audit.db` under the cwd */
  path?: string;
  /** refuse to create a new database (for readers such as `intentguard log`) */
  mustExist?: boolean;
  /** `NORMAL` (default) or `FULL` (fsync on every commit: survives power loss, slower) */
  synchronous?: 'NORMAL' | 'FULL';
  /** rows read per page by `iterate` (default 500) */
  pageSize?: number;
}

interface Row {
  seq: number;
  id: string;
  time: string;
  session_id: string;
  spec_hash: string | null;
  tool: string;
  call_id: string | null;
  args_json: string;
  args_hash: string;
  redacted: number;
  verdict_json: string;
  latency_ms: number;
  o_time: string | null;
  status: string | null;
  result: string | null;
  error: string | null;
  duration_ms: number | null;
}

const SELECT = `SELECT d.*, o.time AS o_time, o.status, o.result, o.error, o.duration_ms
  FROM decisions d LEFT JOIN outcomes o ON o.decision_id = d.id`;

export class SqliteAuditStore implements AuditStore {
  readonly path: string;
  readonly #db: Database.Database;
  readonly #builder: RecordBuilder;
  readonly #pageSize: number;
  readonly #insertDecision: Statement;
  readonly #insertOutcome: Statement;
  readonly #findDecision: Statement<[string], { has_outcome: number }>;
  readonly #page: Statement<[number, number], Row>;
  readonly #sessionPage: Statement<[string, number, number], Row>;
  readonly #latest: Statement<[number], Row>;
  readonly #sessionLatest: Statement<[string, number], Row>;

  constructor(options: SqliteAuditOptions = {}) {
    this.path = options.path ?? resolveAuditDbPath();
    this.#builder = new RecordBuilder(options);
    this.#pageSize = options.pageSize ?? 500;
    this.#db = openDatabase(this.path, options);
    const db = this.#db;
    this.#insertDecision = db.prepare(
      `INSERT INTO decisions (id, time, session_id, spec_hash, tool, call_id, args_json, args_hash, redacted,
         disposition, step, verdict_json, latency_ms)
       VALUES (@id, @time, @session_id, @spec_hash, @tool, @call_id, @args_json, @args_hash, @redacted,
         @disposition, @step, @verdict_json, @latency_ms)`,
    );
    this.#insertOutcome = db.prepare(
      `INSERT INTO outcomes (decision_id, time, status, result, error, duration_ms)
       VALUES (@decision_id, @time, @status, @result, @error, @duration_ms)`,
    );
    this.#findDecision = db.prepare(
      `SELECT (SELECT COUNT(*) FROM outcomes o WHERE o.decision_id = d.id) AS has_outcome FROM decisions d WHERE d.id = ?`,
    );
    this.#page = db.prepare(`${SELECT} WHERE d.seq > ? ORDER BY d.seq LIMIT ?`);
    this.#sessionPage = db.prepare(`${SELECT} WHERE d.session_id = ? AND d.seq > ? ORDER BY d.seq LIMIT ?`);
    this.#latest = db.prepare(`SELECT * FROM (${SELECT} ORDER BY d.seq DESC LIMIT ?) ORDER BY seq`);
    this.#sessionLatest = db.prepare(
      `SELECT * FROM (${SELECT} WHERE d.session_id = ? ORDER BY d.seq DESC LIMIT ?) ORDER BY seq`,
    );
  }

  async appendDecision(input: DecisionInput): Promise<DecisionRecord> {
    const d = this.#builder.decision(input);
    this.#insertDecision.run({
      id: d.id,
      time: d.time,
      session_id: d.sessionId,
      spec_hash: d.specHash ?? null,
      tool: d.call.tool,
      call_id: d.call.id ?? null,
      args_json: JSON.stringify(d.call.args),
      args_hash: d.argsHash,
      redacted: d.redacted ? 1 : 0,
      disposition: d.verdict.disposition,
      step: d.verdict.step ?? null,
      verdict_json: JSON.stringify(d.verdict),
      latency_ms: d.latencyMs,
    });
    return d;
  }

  async appendOutcome(decisionId: string, input: OutcomeInput): Promise<OutcomeRecord> {
    const found = this.#findDecision.get(decisionId);
    if (!found) throw new SessionError(`no decision ${decisionId} in the audit log`);
    if (found.has_outcome > 0) throw new SessionError(`decision ${decisionId} already has an outcome`);
    const o = this.#builder.outcome(decisionId, input);
    this.#insertOutcome.run({
      decision_id: o.decisionId,
      time: o.time,
      status: o.status,
      result: o.result ?? null,
      error: o.error ?? null,
      duration_ms: o.durationMs ?? null,
    });
    this.#builder.settled(decisionId);
    return o;
  }

  async listSession(sessionId: string): Promise<AuditEntry[]> {
    return this.list({ sessionId });
  }

  async list(query: AuditQuery = {}): Promise<AuditEntry[]> {
    if (query.limit !== undefined) {
      const rows =
        query.sessionId === undefined
          ? this.#latest.all(query.limit)
          : this.#sessionLatest.all(query.sessionId, query.limit);
      return rows.map(toEntry);
    }
    const out: AuditEntry[] = [];
    for await (const entry of this.iterate(query)) out.push(entry);
    return out;
  }

  /** Pages by sequence number, so no statement stays open across `await`s (writes may interleave). */
  async *iterate(query: Omit<AuditQuery, 'limit'> = {}): AsyncIterable<AuditEntry> {
    let after = 0;
    for (;;) {
      const rows =
        query.sessionId === undefined
          ? this.#page.all(after, this.#pageSize)
          : this.#sessionPage.all(query.sessionId, after, this.#pageSize);
      for (const row of rows) yield toEntry(row);
      if (rows.length < this.#pageSize) return;
      after = rows[rows.length - 1]!.seq;
    }
  }

  async close(): Promise<void> {
    if (this.#db.open) this.#db.close();
  }
}

function openDatabase(path: string, options: SqliteAuditOptions): Database.Database {
  // better-sqlite3 is an optional peer (native), loaded when a SQLite log is first opened
  const Sqlite = requirePeer<typeof Database>('better-sqlite3', 'the SQLite audit log');
  try {
    if (!options.mustExist) mkdirSync(dirname(path), { recursive: true });
    const db = new Sqlite(path, { fileMustExist: options.mustExist ?? false });
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, path);
    return db;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const message = (error as Error).message;
    throw new InputError(
      options.mustExist && /unable to open|does not exist/i.test(message)
        ? `no audit log at ${path}`
        : `cannot open audit database ${path}: ${message}`,
      { source: path },
    );
  }
}

function toEntry(row: Row): AuditEntry {
  const decision: DecisionRecord = {
    id: row.id,
    time: row.time,
    sessionId: row.session_id,
    call: { tool: row.tool, args: JSON.parse(row.args_json) as Record<string, unknown> },
    argsHash: row.args_hash,
    redacted: row.redacted === 1,
    verdict: JSON.parse(row.verdict_json) as Verdict,
    latencyMs: row.latency_ms,
  };
  if (row.spec_hash !== null) decision.specHash = row.spec_hash;
  if (row.call_id !== null) decision.call.id = row.call_id;
  if (row.status === null || row.o_time === null) return { decision, status: 'pending' };
  const outcome: OutcomeRecord = {
    decisionId: row.id,
    time: row.o_time,
    status: row.status as OutcomeStatus,
  };
  if (row.result !== null) outcome.result = row.result;
  if (row.error !== null) outcome.error = row.error;
  if (row.duration_ms !== null) outcome.durationMs = row.duration_ms;
  return { decision, outcome, status: outcome.status };
}
