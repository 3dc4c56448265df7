// Building the stored records from what the guard and the tool produced. Shared by every store:
// every text a record carries (arguments, findings, feedback, confirmation prompt, result, error,
// names) goes through one Redactor here, so no store writes a field it did not redact.
import { createHash, randomUUID } from 'node:crypto';
import type { ToolCall } from '../core/index.ts';
import { canonicalJson } from '../core/index.ts';
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
    const firstArgs = redactor.value(input.call.args);
    const firstVerdict = redactor.value(input.verdict);
    // secrets first found in the verdict (or late in the arguments) leave the earlier fields too
    const argsJson = canonicalJson(redactor.again(firstArgs));
    const args = JSON.parse(argsJson) as Record<string, unknown>;
    const verdict = redactor.again(firstVerdict);
    // the hash of arguments that held a secret would let anyone holding the log test guesses of
    // it (a PIN has 10^4): such a record keeps the hash of its redacted arguments instead, in the
    // decision and in its confirmation scope alike
    const originalJson = canonicalJson(input.call.args);
    const originalHash = sha256(originalJson);
    const argsHash = argsJson === originalJson ? originalHash : sha256(argsJson);
    if (verdict.confirmation?.scope.argsHash === originalHash) verdict.confirmation.scope.argsHash = argsHash;
    // names and ids are searched by the patterns alone: a remembered argument value must not
    // rename a session or a tool that merely contains it
    const names = new Redactor(this.#redaction);
    const call: ToolCall = { tool: names.text(input.call.tool), args };
    if (input.call.id !== undefined) call.id = names.text(input.call.id);
    const record: DecisionRecord = {
      id: this.#newId(),
      time: this.#clock().toISOString(),
      sessionId: names.text(input.sessionId),
      call,
      argsHash,
      redacted: redactor.changed || names.changed,
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
    if (input.result !== undefined) redactor.collect(input.result);
    const result = input.result === undefined ? undefined : redactor.value(input.result);
    const error = input.error === undefined ? undefined : redactor.text(input.error);
    if (result !== undefined) record.result = clip(summarize(redactor.again(result)), this.#maxResultChars);
    if (error !== undefined) record.error = clip(redactor.again(error), this.#maxResultChars);
    if (input.durationMs !== undefined) record.durationMs = input.durationMs;
    return record;
  }

  /** The outcome was stored: forget the call's secrets. */
  settled(decisionId: string): void {
    this.#secrets.delete(decisionId);
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
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
