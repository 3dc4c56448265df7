// An in-memory AuditStore for tests and short-lived tools: same records, same rules, no file.
import { SessionError } from '../core/index.ts';
import { RecordBuilder } from './records.ts';
import type {
  AuditEntry,
  AuditOptions,
  AuditQuery,
  AuditStore,
  DecisionInput,
  DecisionRecord,
  OutcomeInput,
  OutcomeRecord,
} from './types.ts';

export class MemoryAuditStore implements AuditStore {
  readonly #builder: RecordBuilder;
  readonly #entries: AuditEntry[] = [];
  readonly #byId = new Map<string, AuditEntry>();

  constructor(options: AuditOptions = {}) {
    this.#builder = new RecordBuilder(options);
  }

  async appendDecision(input: DecisionInput): Promise<DecisionRecord> {
    const decision = this.#builder.decision(input);
    if (this.#byId.has(decision.id)) throw new SessionError(`decision id ${decision.id} is already recorded`);
    const entry: AuditEntry = { decision, status: 'pending' };
    this.#entries.push(entry);
    this.#byId.set(decision.id, entry);
    return structuredClone(decision);
  }

  async appendOutcome(decisionId: string, input: OutcomeInput): Promise<OutcomeRecord> {
    const entry = this.#byId.get(decisionId);
    if (!entry) throw new SessionError(`no decision ${decisionId} in the audit log`);
    if (entry.outcome)
      throw new SessionError(`decision ${decisionId} already has an outcome (${entry.outcome.status})`);
    const outcome = this.#builder.outcome(decisionId, input);
    entry.outcome = outcome;
    entry.status = outcome.status;
    this.#builder.settled(decisionId);
    return structuredClone(outcome);
  }

  async listSession(sessionId: string): Promise<AuditEntry[]> {
    return this.list({ sessionId });
  }

  async list(query: AuditQuery = {}): Promise<AuditEntry[]> {
    const matching = this.#entries.filter(
      (e) => query.sessionId === undefined || e.decision.sessionId === query.sessionId,
    );
    const picked =
      query.limit === undefined ? matching : matching.slice(Math.max(0, matching.length - query.limit));
    return structuredClone(picked);
  }

  async *iterate(query: Omit<AuditQuery, 'limit'> = {}): AsyncIterable<AuditEntry> {
    for (const entry of await this.list(query)) yield entry;
  }

  async close(): Promise<void> {}
}
