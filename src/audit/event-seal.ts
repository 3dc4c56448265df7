// What a row of the service's event store holds: a redacted copy (listings, pages, a keyless
// reader) and the exact original sealed under the store key (a rebuild needs what the agent sent).
import type { Verdict } from '../core/index.ts';
import type { SessionDefinition, SessionEvent, SessionEventBody } from './event-store.ts';
import { RecordBuilder } from './records.ts';
import { DEFAULT_REDACTION, Redactor } from './redact.ts';
import type { StoreKey } from './store-key.ts';

export interface SessionRow {
  instruction: string;
  agent: string | null;
  definitionJson: string;
  sealed: string;
}

export interface EventRow {
  bodyJson: string;
  sealed: string;
  /** the tool column: the redacted copy's tool name (a name can carry a secret too) */
  tool: string | null;
}

/** Reads and writes rows under one store key; without a key, reads give the redacted copies. */
export class EventSealer {
  readonly #key: StoreKey | undefined;

  constructor(key: StoreKey | undefined) {
    this.#key = key;
  }

  /** Whether rows can be written and originals read. */
  get keyed(): boolean {
    return this.#key !== undefined;
  }

  definitionRow(d: SessionDefinition): SessionRow {
    const redacted = redactedDefinition(d);
    return {
      instruction: redacted.instruction,
      agent: redacted.agent ?? null,
      definitionJson: JSON.stringify(redacted),
      sealed: this.#need().seal(JSON.stringify(d), sessionContext(d.id)),
    };
  }

  /** `decide`: for a confirmation or result, the original body of the decision it answers. */
  eventRow(event: SessionEvent, decide: SessionEventBody | undefined): EventRow {
    const redacted = redactedBody(event, decide);
    return {
      bodyJson: JSON.stringify(redacted),
      sealed: this.#need().seal(JSON.stringify(event.body), eventContext(event.sessionId, event.seq)),
      tool: redacted.kind === 'decide' ? redacted.call.tool : null,
    };
  }

  /** The original definition (with a key), or the redacted copy (a keyless reader). */
  definition(id: string, definitionJson: string, sealed: string | null): SessionDefinition {
    const text = this.#key && sealed !== null ? this.#key.open(sealed, sessionContext(id)) : definitionJson;
    return JSON.parse(text) as SessionDefinition;
  }

  /** The original body (with a key), or the redacted copy (a keyless reader). */
  body(sessionId: string, seq: number, bodyJson: string, sealed: string | null): SessionEventBody {
    const text =
      this.#key && sealed !== null ? this.#key.open(sealed, eventContext(sessionId, seq)) : bodyJson;
    return JSON.parse(text) as SessionEventBody;
  }

  #need(): StoreKey {
    if (!this.#key) throw new TypeError('this event store was opened read-only, without its key');
    return this.#key;
  }
}

/** What a sealed value is bound to: a row's sealed value copied to another row does not open. */
function sessionContext(id: string): string {
  return `intentguard session ${JSON.stringify(id)}`;
}

function eventContext(sessionId: string, seq: number): string {
  return `intentguard event ${JSON.stringify(sessionId)} ${seq}`;
}

/** The definition with every text redacted; a secret found in one field leaves the others too. */
export function redactedDefinition(d: SessionDefinition): SessionDefinition {
  const r = new Redactor(DEFAULT_REDACTION);
  r.collect(d.tools);
  const instruction = r.text(d.instruction);
  const specText = r.text(d.specText);
  const agent = d.agent === undefined ? undefined : r.text(d.agent);
  const tools = r.value(d.tools);
  const out: SessionDefinition = {
    ...d,
    instruction: r.again(instruction),
    specText: r.again(specText),
    tools: r.again(tools),
  };
  if (agent !== undefined) out.agent = r.again(agent);
  return out;
}

/**
 * A body as the audit log records it (records.ts: the same redaction, argument hash and result
 * summary); an answer's texts also lose the secrets of the call it answers.
 */
export function redactedBody(event: SessionEvent, decide: SessionEventBody | undefined): SessionEventBody {
  const body = event.body;
  const builder = new RecordBuilder({ newId: () => 'decision', clock: () => new Date(0) });
  const decided = (d: Extract<SessionEventBody, { kind: 'decide' }>, verdict: Verdict = d.verdict) =>
    builder.decision({ sessionId: event.sessionId, call: d.call, verdict, latencyMs: d.latencyMs });
  switch (body.kind) {
    case 'decide': {
      const record = decided(body);
      const told = decided(body, { ...body.verdict, feedback: body.feedback });
      return {
        kind: 'decide',
        call: record.call,
        verdict: record.verdict,
        feedback: told.verdict.feedback,
        latencyMs: body.latencyMs,
      };
    }
    case 'confirm': {
      if (decide?.kind === 'decide') decided(decide);
      const out: SessionEventBody = { kind: 'confirm', decisionSeq: body.decisionSeq, granted: body.granted };
      if (body.note !== undefined) {
        const o = builder.outcome('decision', { status: 'denied', error: body.note });
        if (o.error !== undefined) out.note = o.error;
      }
      return out;
    }
    case 'result': {
      if (decide?.kind === 'decide') decided(decide);
      const o = builder.outcome('decision', {
        status: body.ran ? 'executed' : 'failed',
        ...(body.result === undefined ? {} : { result: body.result }),
        ...(body.error === undefined ? {} : { error: body.error }),
      });
      const out: SessionEventBody = { kind: 'result', decisionSeq: body.decisionSeq, ran: body.ran };
      if (o.result !== undefined) out.result = o.result;
      if (o.error !== undefined) out.error = o.error;
      if (body.durationMs !== undefined) out.durationMs = body.durationMs;
      return out;
    }
  }
}

/** Rows written before version 2 (in clear), as read back for sealing. */
export interface LegacyRows {
  sessions: Array<{ id: string; definition_json: string }>;
  /** in (session, seq) order, so a decision comes before its answers */
  events: Array<{ session_id: string; seq: number | string; body_json: string }>;
}

/** The sealed rows that replace legacy ones (the originals were the clear columns). */
export function sealLegacyRows(
  sealer: EventSealer,
  legacy: LegacyRows,
): {
  sessions: Array<SessionRow & { id: string }>;
  events: Array<EventRow & { sessionId: string; seq: number }>;
} {
  const decides = new Map<string, SessionEventBody>();
  const sessions = legacy.sessions.map((r) => ({
    id: r.id,
    ...sealer.definitionRow(JSON.parse(r.definition_json) as SessionDefinition),
  }));
  const events = legacy.events.map((r) => {
    const event: SessionEvent = {
      sessionId: r.session_id,
      seq: Number(r.seq),
      time: '',
      body: JSON.parse(r.body_json) as SessionEventBody,
    };
    if (event.body.kind === 'decide') decides.set(`${event.sessionId} ${event.seq}`, event.body);
    const decide =
      event.body.kind === 'decide' ? undefined : decides.get(`${event.sessionId} ${event.body.decisionSeq}`);
    return { sessionId: event.sessionId, seq: event.seq, ...sealer.eventRow(event, decide) };
  });
  return { sessions, events };
}
