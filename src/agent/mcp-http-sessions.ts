// The MCP sessions the HTTP proxy holds, and their bounds: at most `maxSessions` in all and
// `maxSessionsPerClient` per client, and a session nobody used for `idleTimeoutMs` is closed. Idle
// time is read from an injected clock: it decides when memory is freed, never a verdict.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { InputError } from '../core/index.ts';

export interface SessionLimits {
  /** most concurrent MCP sessions (default 64) */
  maxSessions?: number;
  /** most concurrent MCP sessions of one client (default 8; see `clientKeyOf`) */
  maxSessionsPerClient?: number;
  /** a session with no request for this long, and none in flight, is closed (default 10 minutes) */
  idleTimeoutMs?: number;
  /** monotonic milliseconds (default `performance.now`); tests pass their own clock */
  now?: () => number;
}

export const DEFAULT_MAX_SESSIONS = 64;
export const DEFAULT_MAX_SESSIONS_PER_CLIENT = 8;
export const DEFAULT_IDLE_TIMEOUT_MS = 10 * 60_000;
/** how often idle sessions are looked for between requests (they are also looked for on every request) */
const SWEEP_EVERY_MS = 60_000;

export interface HeldSession<T> {
  transport: T;
  close(): Promise<void>;
  /** who opened it (`clientKeyOf`) */
  client: string;
  lastActive: number;
  /** POST requests not yet answered */
  inFlight: number;
}

/**
 * Who a request comes from: its bearer token (hashed; the proxy does not verify it, so it separates
 * cooperating clients, not hostile ones), else its remote address.
 */
export function clientKeyOf(req: IncomingMessage): string {
  const auth = req.headers.authorization;
  const token = typeof auth === 'string' ? /^Bearer\s+(\S+)/i.exec(auth)?.[1] : undefined;
  if (token) return `token:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
  return `address:${req.socket.remoteAddress ?? 'unknown'}`;
}

export class SessionTable<T> {
  readonly #sessions = new Map<string, HeldSession<T>>();
  readonly #max: number;
  readonly #perClient: number;
  readonly #idleMs: number;
  readonly #now: () => number;
  #sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(limits: SessionLimits) {
    this.#max = positive(limits.maxSessions, DEFAULT_MAX_SESSIONS, 'maxSessions');
    this.#perClient = positive(
      limits.maxSessionsPerClient,
      DEFAULT_MAX_SESSIONS_PER_CLIENT,
      'maxSessionsPerClient',
    );
    this.#idleMs = positive(limits.idleTimeoutMs, DEFAULT_IDLE_TIMEOUT_MS, 'idleTimeoutMs');
    this.#now = limits.now ?? (() => performance.now());
  }

  get size(): number {
    return this.#sessions.size;
  }

  get(id: string): HeldSession<T> | undefined {
    return this.#sessions.get(id);
  }

  add(id: string, session: Omit<HeldSession<T>, 'lastActive' | 'inFlight'>): void {
    this.#sessions.set(id, { ...session, lastActive: this.#now(), inFlight: 0 });
  }

  delete(id: string): void {
    this.#sessions.delete(id);
  }

  touch(session: HeldSession<T>): void {
    session.lastActive = this.#now();
  }

  /** A request is being answered: the session is not idle until the response is over. */
  busy(session: HeldSession<T>, res: ServerResponse): void {
    session.inFlight += 1;
    session.lastActive = this.#now();
    res.once('close', () => {
      session.inFlight -= 1;
      session.lastActive = this.#now();
    });
  }

  /** Closes every session idle for longer than the timeout. */
  async expireIdle(): Promise<void> {
    const now = this.#now();
    const idle = [...this.#sessions].filter(([, s]) => s.inFlight === 0 && now - s.lastActive > this.#idleMs);
    for (const [id, s] of idle) await this.#close(id, s);
  }

  /**
   * Room for one more session of `client`: at its own bound, its least recently used session that
   * is not answering a request is closed (a client that forgets its sessions keeps working, and
   * only ever displaces itself); at the overall bound the new session is refused.
   */
  async makeRoom(client: string): Promise<true | { status: number; message: string }> {
    const own = [...this.#sessions].filter(([, s]) => s.client === client);
    if (own.length >= this.#perClient) {
      const spare = own
        .filter(([, s]) => s.inFlight === 0)
        .sort(([, a], [, b]) => a.lastActive - b.lastActive);
      const oldest = spare[0];
      if (!oldest)
        return {
          status: 429,
          message: `too many MCP sessions for this client: ${own.length} open and all busy (limit maxSessionsPerClient = ${this.#perClient})`,
        };
      await this.#close(...oldest);
    }
    if (this.#sessions.size >= this.#max)
      return {
        status: 503,
        message: `too many open MCP sessions: ${this.#sessions.size} (limit maxSessions = ${this.#max}); idle ones close after ${Math.round(this.#idleMs / 1000)} s`,
      };
    return true;
  }

  /** Looks for idle sessions between requests too (the timer does not keep the process alive). */
  startSweeping(): void {
    this.#sweeper ??= setInterval(() => void this.expireIdle(), Math.min(this.#idleMs, SWEEP_EVERY_MS));
    this.#sweeper.unref();
  }

  async closeAll(): Promise<void> {
    if (this.#sweeper) clearInterval(this.#sweeper);
    for (const [id, s] of [...this.#sessions]) await this.#close(id, s);
  }

  async #close(id: string, session: HeldSession<T>): Promise<void> {
    this.#sessions.delete(id);
    await session.close().catch(() => undefined);
  }
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!(value > 0)) throw new InputError(`${name} must be a positive number (got ${value})`);
  return value;
}
