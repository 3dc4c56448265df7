// The service's event store on PostgreSQL (`intentguard serve --postgres URL`): many instances
// share one database; (session, seq) uniqueness makes concurrent appends lose and duplicate nothing.
import type { Pool, PoolClient, PoolConfig } from 'pg';
import { InputError, importPeer } from '../core/index.ts';
import { EVENT_MIGRATIONS, LEGACY_ROWS_NOTE, MIGRATIONS_TABLE } from './event-migrations.ts';
import { EventSealer, type LegacyRows, sealLegacyRows } from './event-seal.ts';
import {
  type ApprovalRow,
  type ApprovalState,
  DEFAULT_LIST_LIMIT,
  type EventStoreAccess,
  eventColumns,
  type SessionDefinition,
  type SessionEvent,
  type SessionEventBody,
  type SessionEventStore,
  type SessionSummary,
} from './event-store.ts';
import {
  APPROVALS_SQL,
  approvalRowFrom,
  SUMMARY_SQL,
  type SummarySqlRow,
  stateFilter,
  summaryFrom,
  tooNew,
} from './sqlite-event-store.ts';
import { META_CHECK, META_SALT, StoreKey } from './store-key.ts';

/** Any key: serializes migrations when several instances start at once. */
const MIGRATION_LOCK = 20_2611_25;

export class PgEventStore implements SessionEventStore {
  readonly readOnly: boolean;
  readonly #pool: Pool;
  readonly #sealer: EventSealer;

  private constructor(pool: Pool, sealer: EventSealer) {
    this.#pool = pool;
    this.#sealer = sealer;
    this.readOnly = !sealer.keyed;
  }

  /**
   * Connects (pg is loaded here), applies the migrations the database lacks and checks the key (or,
   * read-only, that the database is migrated); all under one lock, so instances starting together
   * agree on the store's salt.
   */
  static async open(connection: string | PoolConfig, access: EventStoreAccess): Promise<PgEventStore> {
    const { default: pg } = await importPeer('pg', 'the PostgreSQL event store', () => import('pg'));
    const pool = new pg.Pool(
      typeof connection === 'string' ? { connectionString: connection, max: 8 } : connection,
    );
    // a dropped idle connection must not crash the service
    pool.on('error', () => undefined);
    let sealer = new EventSealer(undefined);
    const client = await pool.connect().catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if ('readOnly' in access) {
        const { rows } = await client
          .query<{ version: number }>(
            "SELECT version FROM serve_schema WHERE to_regclass('serve_schema') IS NOT NULL",
          )
          .catch(() => ({ rows: [] as Array<{ version: number }> }));
        const applied = new Set(rows.map((r) => Number(r.version)));
        tooNew([...applied], 'PostgreSQL');
        if (EVENT_MIGRATIONS.some((m) => !applied.has(m.version)))
          throw new InputError(
            `the PostgreSQL event store is not at the current version: ${LEGACY_ROWS_NOTE}`,
          );
      } else {
        await client.query(MIGRATIONS_TABLE);
        const { rows } = await client.query<{ version: number }>('SELECT version FROM serve_schema');
        const applied = new Set(rows.map((r) => Number(r.version)));
        tooNew([...applied], 'PostgreSQL');
        for (const m of EVENT_MIGRATIONS) {
          if (applied.has(m.version)) continue;
          for (const s of m.statements) await client.query(s);
          await client.query('INSERT INTO serve_schema (version, applied_at) VALUES ($1, $2)', [
            m.version,
            new Date().toISOString(),
          ]);
        }
        const meta = await client.query<{ name: string; value: string }>(
          'SELECT name, value FROM serve_meta',
        );
        const value = (name: string) => meta.rows.find((r) => r.name === name)?.value;
        const { key, write } = StoreKey.establish(access.key, {
          salt: value(META_SALT),
          check: value(META_CHECK),
        });
        if (write)
          await client.query('INSERT INTO serve_meta (name, value) VALUES ($1, $2), ($3, $4)', [
            META_SALT,
            write.salt,
            META_CHECK,
            write.check,
          ]);
        sealer = new EventSealer(key);
        await sealLegacy(client, sealer);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
      await pool.end();
      throw error;
    }
    client.release();
    return new PgEventStore(pool, sealer);
  }

  async createSession(d: SessionDefinition): Promise<void> {
    const row = this.#sealer.definitionRow(d);
    await this.#pool.query(
      'INSERT INTO serve_sessions (id, created_at, agent, instruction, definition_json, sealed) VALUES ($1, $2, $3, $4, $5, $6)',
      [d.id, d.createdAt, row.agent, row.instruction, row.definitionJson, row.sealed],
    );
  }

  async getSession(id: string): Promise<SessionDefinition | undefined> {
    const { rows } = await this.#pool.query<{ definition_json: string; sealed: string | null }>(
      'SELECT definition_json, sealed FROM serve_sessions WHERE id = $1',
      [id],
    );
    return rows[0] ? this.#sealer.definition(id, rows[0].definition_json, rows[0].sealed) : undefined;
  }

  async listSessions(limit = DEFAULT_LIST_LIMIT): Promise<SessionSummary[]> {
    const { rows } = await this.#pool.query<SummarySqlRow>(`${SUMMARY_SQL} LIMIT $1`, [limit]);
    return rows.map(summaryFrom);
  }

  async events(sessionId: string, afterSeq = 0): Promise<SessionEvent[]> {
    const { rows } = await this.#pool.query<{
      session_id: string;
      seq: number;
      time: string;
      body_json: string;
      sealed: string | null;
    }>(
      'SELECT session_id, seq, time, body_json, sealed FROM serve_events WHERE session_id = $1 AND seq > $2 ORDER BY seq',
      [sessionId, afterSeq],
    );
    return rows.map((r) => ({
      sessionId: r.session_id,
      seq: Number(r.seq),
      time: r.time,
      body: this.#sealer.body(r.session_id, Number(r.seq), r.body_json, r.sealed),
    }));
  }

  async append(event: SessionEvent): Promise<boolean> {
    const c = eventColumns(event.body);
    let decide: SessionEventBody | undefined;
    if (c.refSeq !== null) {
      const { rows } = await this.#pool.query<{ body_json: string; sealed: string | null }>(
        'SELECT body_json, sealed FROM serve_events WHERE session_id = $1 AND seq = $2',
        [event.sessionId, c.refSeq],
      );
      if (rows[0]) decide = this.#sealer.body(event.sessionId, c.refSeq, rows[0].body_json, rows[0].sealed);
    }
    const row = this.#sealer.eventRow(event, decide);
    try {
      await this.#pool.query(
        `INSERT INTO serve_events (session_id, seq, time, kind, ref_seq, tool, disposition, body_json, sealed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          event.sessionId,
          event.seq,
          event.time,
          c.kind,
          c.refSeq,
          row.tool,
          c.disposition,
          row.bodyJson,
          row.sealed,
        ],
      );
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === '23505') return false; // unique_violation
      throw error;
    }
  }

  async approvals(state?: ApprovalState, limit = DEFAULT_LIST_LIMIT): Promise<ApprovalRow[]> {
    const { rows } = await this.#pool.query(
      `${APPROVALS_SQL}${stateFilter(state)} ORDER BY d.time, d.session_id, d.seq LIMIT $1`,
      [limit],
    );
    return rows.map(approvalRowFrom).filter((a) => state === undefined || a.state === state);
  }

  async approval(sessionId: string, decisionSeq: number): Promise<ApprovalRow | undefined> {
    const { rows } = await this.#pool.query(`${APPROVALS_SQL} AND d.session_id = $1 AND d.seq = $2`, [
      sessionId,
      decisionSeq,
    ]);
    return rows[0] ? approvalRowFrom(rows[0]) : undefined;
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}

/**
 * Seals the rows version 1 wrote in clear, inside the opening transaction. PostgreSQL keeps the old
 * row versions until a VACUUM (docs/serve.md says to run VACUUM FULL after this migration).
 */
async function sealLegacy(client: PoolClient, sealer: EventSealer): Promise<number> {
  const sessions = await client.query<LegacyRows['sessions'][number]>(
    'SELECT id, definition_json FROM serve_sessions WHERE sealed IS NULL',
  );
  const events = await client.query<LegacyRows['events'][number]>(
    'SELECT session_id, seq, body_json FROM serve_events WHERE sealed IS NULL ORDER BY session_id, seq',
  );
  const sealed = sealLegacyRows(sealer, { sessions: sessions.rows, events: events.rows });
  for (const r of sealed.sessions)
    await client.query(
      'UPDATE serve_sessions SET instruction = $1, agent = $2, definition_json = $3, sealed = $4 WHERE id = $5',
      [r.instruction, r.agent, r.definitionJson, r.sealed, r.id],
    );
  for (const r of sealed.events)
    await client.query(
      'UPDATE serve_events SET body_json = $1, sealed = $2, tool = $3 WHERE session_id = $4 AND seq = $5',
      [r.bodyJson, r.sealed, r.tool, r.sessionId, r.seq],
    );
  return sealed.sessions.length + sealed.events.length;
}
