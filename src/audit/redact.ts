// Secrets are replaced by `[REDACTED]` before anything is stored. Two rules, both configurable:
// a key-name pattern (the whole value under a matching key goes, and that value is also removed
// wherever else it appears in the record, e.g. inside a confirmation prompt), and value patterns
// (matching substrings of any string go: bearer tokens, API keys, private keys).
export const REDACTED = '[REDACTED]';

export interface RedactionConfig {
  /** object keys whose values are secrets */
  keys?: RegExp;
  /** substrings of any string that are secrets */
  values?: RegExp[];
}

export const DEFAULT_REDACTION: RedactionConfig = {
  keys: /password|passwd|passphrase|secret|token|api[-_]?key|authorization|cookie|credential|private[-_]?key/i,
  values: [
    /\bBearer\s+[A-Za-z0-9._~+/-]+=*/g,
    /\bsk-[A-Za-z0-9_-]{16,}/g,
    /\bgh[pousr]_[A-Za-z0-9]{30,}/g,
    /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
    /\bAKIA[0-9A-Z]{16}\b/g,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
  ],
};

/** Secret values shorter than this are redacted under their key but not searched for elsewhere. */
const MIN_LITERAL = 4;
const MAX_DEPTH = 64;

/** A redactor for one record: collects secrets under sensitive keys, then scrubs every string. */
export class Redactor {
  readonly #keys: RegExp | undefined;
  readonly #values: RegExp[];
  readonly #literals = new Set<string>();
  #changed = false;

  constructor(config: RedactionConfig | false, literals: Iterable<string> = []) {
    this.#keys = config === false ? undefined : config.keys;
    this.#values = config === false ? [] : (config.values ?? []).map(globalCopy);
    for (const l of literals) this.#literals.add(l);
  }

  /** the secret values collected so far (to scrub the same call's outcome later) */
  get literals(): string[] {
    return [...this.#literals];
  }

  /** whether anything was redacted so far */
  get changed(): boolean {
    return this.#changed;
  }

  /** Remember the secrets of `value` (strings under sensitive keys) without changing it. */
  collect(value: unknown, depth = 0): void {
    if (!this.#keys || depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (this.#keys.test(key)) this.#collectLeaves(v, depth + 1);
      else this.collect(v, depth + 1);
    }
  }

  #collectLeaves(value: unknown, depth: number): void {
    if (depth > MAX_DEPTH) return;
    if (typeof value === 'string' && value.length >= MIN_LITERAL) {
      this.#literals.add(value);
      // as it appears inside JSON text (a confirmation prompt quotes the canonical arguments)
      this.#literals.add(JSON.stringify(value).slice(1, -1));
    } else if (typeof value === 'number' && String(value).length >= MIN_LITERAL)
      this.#literals.add(String(value));
    else if (value !== null && typeof value === 'object')
      for (const v of Object.values(value)) this.#collectLeaves(v, depth + 1);
  }

  /** A redacted copy of a JSON-like value. */
  value<T>(value: T, depth = 0): T {
    if (typeof value === 'string') return this.text(value) as T;
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => this.value(v, depth + 1)) as T;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (this.#keys?.test(key) && v !== null && v !== undefined && v !== '') {
        out[key] = REDACTED;
        this.#changed = true;
      } else out[key] = this.value(v, depth + 1);
    }
    return out as T;
  }

  /** A redacted copy of a text. */
  text(text: string): string {
    let out = text;
    for (const literal of this.#literals) if (out.includes(literal)) out = out.split(literal).join(REDACTED);
    for (const pattern of this.#values) out = out.replace(pattern, REDACTED);
    if (out !== text) this.#changed = true;
    return out;
  }
}

function globalCopy(pattern: RegExp): RegExp {
  return pattern.global
    ? new RegExp(pattern.source, pattern.flags)
    : new RegExp(pattern.source, `${pattern.flags}g`);
}
