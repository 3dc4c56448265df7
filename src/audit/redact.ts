// Secrets are replaced by `[REDACTED]` before anything is stored. Two rules, both configurable:
// a key-name test (the whole value under a matching key goes, and that value is also removed
// wherever else it appears in the record, e.g. inside a confirmation prompt), and value patterns
// (matching parts of any string go: token formats, passwords in commands, URLs and SQL,
// `KEY=value` lines), and a detector reporting secret ranges: by default secretlint's maintained
// recommended preset (token formats). The defaults live in secret-rules.ts; every one is linear.
import { isSecretKey, maintainedSecretRanges, SECRET_RULES, type SecretRange } from './secret-rules.ts';

export const REDACTED = '[REDACTED]';

export interface RedactionConfig {
  /** object keys (and, in text, option and variable names) whose values are secrets */
  keys?: RegExp | ((key: string) => boolean);
  /**
   * substrings of any string that are secrets; a named group `secret` (or `secret2`, `secret3`)
   * is the part replaced, and a named group `key` makes a match count only under a secret key
   */
  values?: RegExp[];
  /** reports the `[start, end)` ranges of a string that are secrets (a maintained detector) */
  detect?: (text: string) => readonly SecretRange[];
}

/**
 * secretlint's recommended rules, then the rules of `secret-rules.ts`: the token formats it lacks,
 * credentials in commands, URLs and SQL, key = value.
 */
export const DEFAULT_REDACTION: RedactionConfig = {
  keys: isSecretKey,
  values: SECRET_RULES.map((r) => r.pattern),
  detect: maintainedSecretRanges,
};

/** Secret values shorter than this are redacted under their key but not searched for elsewhere. */
const MIN_LITERAL = 4;
const MAX_DEPTH = 64;

/** A redactor for one record: collects secrets under sensitive keys, then scrubs every string. */
export class Redactor {
  readonly #keys: ((key: string) => boolean) | undefined;
  readonly #values: RegExp[];
  readonly #detect: ((text: string) => readonly SecretRange[]) | undefined;
  readonly #literals = new Set<string>();
  #changed = false;

  constructor(config: RedactionConfig | false, literals: Iterable<string> = []) {
    const keys = config === false ? undefined : config.keys;
    this.#keys = keys instanceof RegExp ? (key) => keys.test(key) : keys;
    this.#values = config === false ? [] : (config.values ?? []).map(withIndices);
    this.#detect = config === false ? undefined : config.detect;
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
      if (this.#keys(key)) this.#collectLeaves(v, depth + 1);
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
      if (this.#keys?.(key) && v !== null && v !== undefined && v !== '') {
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
    if (this.#detect) out = replaceRanges(out, this.#detect(out));
    for (const pattern of this.#values) out = this.#scrub(out, pattern);
    if (out !== text) this.#changed = true;
    return out;
  }

  /** Replaces each match's secret part (or the whole match); matches under a harmless key stay. */
  #scrub(text: string, pattern: RegExp): string {
    let out = '';
    let at = 0;
    // exec on the one global copy: matchAll would clone the pattern for every string
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      if (m[0] === '') pattern.lastIndex++;
      const key = m.groups?.key;
      if (key !== undefined && !this.#keys?.(key)) continue;
      const span =
        m.indices?.groups?.secret ??
        m.indices?.groups?.secret2 ??
        m.indices?.groups?.secret3 ??
        m.indices?.[0];
      if (!span || span[1] <= span[0] || span[0] < at) continue;
      if (text.slice(span[0], span[1]) === REDACTED) continue;
      out += text.slice(at, span[0]) + REDACTED;
      at = span[1];
    }
    return at === 0 ? text : out + text.slice(at);
  }
}

/** Replaces sorted, disjoint ranges (as a detector reports them) with the marker; a bare marker stays. */
function replaceRanges(text: string, ranges: readonly SecretRange[]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || end <= start) continue;
    if (text.slice(start, end) === REDACTED) continue;
    out += text.slice(at, start) + REDACTED;
    at = end;
  }
  return at === 0 ? text : out + text.slice(at);
}

const copies = new WeakMap<RegExp, RegExp>();

/** A global copy with match indices (`d`), so the secret group's position is known; made once per pattern. */
function withIndices(pattern: RegExp): RegExp {
  let copy = copies.get(pattern);
  if (!copy) {
    const flags = new Set(pattern.flags);
    flags.add('g').add('d');
    copy = new RegExp(pattern.source, [...flags].join(''));
    copies.set(pattern, copy);
  }
  return copy;
}
