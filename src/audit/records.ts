// Building the stored records from what the guard and the tool produced. Shared by every store.
import { randomUUID } from 'node:crypto';
import type { ToolCall } from '../core/index.ts';
import { canonicalHash, canonicalJson } from '../core/index.ts';
import { DEFAULT_REDACTION, type RedactionConfig, Redactor } from './redact.ts';
import type { AuditOptions, DecisionInput, DecisionRecord, OutcomeInput, OutcomeRecord } from './types.ts';

export const DEFAULT_MAX_RESULT_CHARS = 4000;

/** Decisions awaiting their outcome whose secrets are remembered (in memory only) to scrub the result. */
const MAX_REMEMBERED = 1024;

export class RecordBuilder {
  readonly #clock: () => Date;
  readonly #newId: () => string;
  readonly #redaction: RedactionConfig | false;
  readonly #maxResultChars: number;
  readonly #secrets = new Map<string, string[]>();

  constructor(options: AuditOptions = {}) {
    // the edge: real time and random ids unless injected
    this.#clock = options.clock ?? (() => new Date());
    this.#newId = options.newId ?? randomUUID;
    this.#redaction = options.redaction ?? DEFAULT_REDACTION;
    this.#maxResultChars = options.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS;
  }

  decision(input: DecisionInput): DecisionRecord {
    const redactor = new Redactor(this.#redaction);
    redactor.collect(input.call.args);
    const args = JSON.parse(canonicalJson(redactor.value(input.call.args))) as Record<string, unknown>;
    const call: ToolCall = { tool: input.call.tool, args };
    if (input.call.id !== undefined) call.id = input.call.id;
    const verdict = redactor.value(input.verdict);
    const record: DecisionRecord = {
      id: this.#newId(),
      time: this.#clock().toISOString(),
      sessionId: input.sessionId,
      call,
      argsHash: canonicalHash(input.call.args),
      redacted: redactor.changed,
      verdict,
      latencyMs: input.latencyMs,
    };
    if (input.specHash !== undefined) record.specHash = input.specHash;
    const literals = redactor.literals;
    if (literals.length > 0) {
      this.#secrets.set(record.id, literals);
      if (this.#secrets.size > MAX_REMEMBERED) this.#secrets.delete(this.#secrets.keys().next().value!);
    }
    return record;
  }

  /** The call's secrets (remembered from its decision in this process) are scrubbed from the result too. */
  outcome(decisionId: string, input: OutcomeInput): OutcomeRecord {
    const redactor = new Redactor(this.#redaction, this.#secrets.get(decisionId));
    const record: OutcomeRecord = { decisionId, time: this.#clock().toISOString(), status: input.status };
    if (input.result !== undefined) {
      redactor.collect(input.result);
      record.result = clip(summarize(redactor.value(input.result)), this.#maxResultChars);
    }
    if (input.error !== undefined) record.error = clip(redactor.text(input.error), this.#maxResultChars);
    if (input.durationMs !== undefined) record.durationMs = input.durationMs;
    return record;
  }

  /** The outcome was stored: forget the call's secrets. */
  settled(decisionId: string): void {
    this.#secrets.delete(decisionId);
  }
}

function summarize(result: unknown): string {
  if (typeof result === 'string') return result;
  try {
    return canonicalJson(result);
  } catch {
    return String(result);
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[+${text.length - max} chars]`;
}
