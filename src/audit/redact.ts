// Secrets are replaced by `[REDACTED]` before anything is stored. Two rules, both configurable:
// a key-name test (the whole value under a matching key goes, and that value is also removed
// wherever else it appears in the record, e.g. inside a confirmation prompt), and value patterns
// (matching parts of any string go: token formats, passwords in commands, URLs and SQL,
// `KEY=value` lines), and a detector reporting secret ranges: by default secretlint's maintained
// recommended preset (token formats). The defaults live in secret-rules.ts; every one is linear.
// A secret found anywhere in a record is removed everywhere in it (a finding message that echoes a
// password from the arguments, an outcome that repeats the call's token).
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

/** Secret values shorter than this are redacted where found but not searched for elsewhere. */
const MIN_LITERAL = 4;
/** Nesting beyond this is not walked: it is stored as one `[REDACTED]` (never unread and in clear). */
const MAX_DEPTH = 64;
/**
 * Secrets found by the patterns that one record remembers to search for elsewhere in it: each costs
 * one scan of every later string. Past the bound a secret is still redacted where a pattern finds
 * it; only its echoes elsewhere go unsearched.
 */
const MAX_LEARNED = 128;

/** The fields that name a name/value pair's name, and its value (see `#pairedValue`). */
const PAIR_NAME_FIELDS = ['name', 'Name', 'key', 'Key', 'header', 'Header'] as const;
const PAIR_VALUE_FIELDS = ['value', 'Value'] as const;

/** A redactor for one record: collects secrets under sensitive keys, then scrubs every string. */
export class Redactor {
  readonly #keys: ((key: string) => boolean) | undefined;
  readonly #values: RegExp[];
  readonly #detect: ((text: string) => readonly SecretRange[]) | undefined;
  readonly #literals = new Set<string>();
  #learned = 0;
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
    const paired = this.#pairedValue(value);
    if (paired !== undefined) this.#collectLeaves(paired, depth + 1);
    for (const [key, v] of Object.entries(value)) {
      if (this.#keys(key)) this.#collectLeaves(v, depth + 1);
      else this.collect(v, depth + 1);
    }
  }

  /**
   * The value of a name/value pair whose name is a secret key: `{ name: 'DB_PASSWORD', value }`
   * (Kubernetes and ECS environments), `{ key: 'X-Api-Key', value }`, `['Authorization', value]`
   * (header lists). Its name is data, not a key, so the key test alone would miss it.
   */
  #pairedValue(value: object): unknown {
    const keys = this.#keys;
    if (!keys) return undefined;
    if (Array.isArray(value))
      return value.length === 2 && typeof value[0] === 'string' && keys(value[0]) ? value[1] : undefined;
    const record = value as Record<string, unknown>;
    for (const nameField of PAIR_NAME_FIELDS) {
      const name = Object.hasOwn(record, nameField) ? record[nameField] : undefined;
      if (typeof name !== 'string' || !keys(name)) continue;
      for (const valueField of PAIR_VALUE_FIELDS)
        if (Object.hasOwn(record, valueField)) return record[valueField];
    }
    return undefined;
  }

  #collectLeaves(value: unknown, depth: number): void {
    if (depth > MAX_DEPTH) return;
    if (typeof value === 'string' && value.length >= MIN_LITERAL) {
      for (const form of secretForms(value)) this.#literals.add(form);
    } else if (typeof value === 'number' && String(value).length >= MIN_LITERAL)
      this.#literals.add(String(value));
    else if (value !== null && typeof value === 'object')
      for (const v of Object.values(value)) this.#collectLeaves(v, depth + 1);
  }

  /**
   * A redacted copy of a JSON-like value: every string, object keys included; nesting deeper than
   * MAX_DEPTH (or a cycle) becomes one `[REDACTED]`. The distinct strings are scanned together, as
   * one text, so a value of many small strings costs one pass of each rule, not one per string.
   */
  value<T>(value: T, depth = 0): T {
    const strings = new Set<string>();
    this.#gather(value, depth, strings);
    const redacted = this.#redactAll([...strings]);
    return this.#walk(value, depth, (text) => redacted.get(text) ?? this.#replaceLiterals(text)) as T;
  }

  /**
   * The remembered secrets removed from a value already redacted once: a secret first found in a
   * later field also leaves the fields redacted before it.
   */
  again<T>(value: T): T {
    return this.#walk(value, 0, (text) => this.#replaceLiterals(text)) as T;
  }

  /** A redacted copy of a text; what the detector and the patterns find is remembered for the rest of the record. */
  text(text: string): string {
    return this.#redactAll([text]).get(text) ?? text;
  }

  /** Every string `#walk` will ask about (values under secret keys are dropped whole, never asked). */
  #gather(value: unknown, depth: number, into: Set<string>): void {
    if (typeof value === 'string') into.add(value);
    if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const v of value) this.#gather(v, depth + 1, into);
      return;
    }
    for (const [key, v] of Object.entries(value)) {
      into.add(key);
      if (!this.#keys?.(key)) this.#gather(v, depth + 1, into);
    }
  }

  #walk(value: unknown, depth: number, text: (s: string) => string): unknown {
    if (typeof value === 'string') return text(value);
    if (value === null || typeof value !== 'object') return value;
    if (depth > MAX_DEPTH) {
      this.#changed = true;
      return REDACTED;
    }
    if (Array.isArray(value)) return value.map((v) => this.#walk(v, depth + 1, text));
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const redactedKey = text(key);
      let name = redactedKey;
      // two keys redacted to the same text both stay
      for (let n = 2; Object.hasOwn(out, name); n++) name = `${redactedKey}#${n}`;
      // a value under a secret key, or under a key that itself held a secret, goes whole
      const redacted =
        (this.#keys?.(key) && v !== null && v !== undefined && v !== '') || redactedKey !== key
          ? REDACTED
          : this.#walk(v, depth + 1, text);
      if (redacted === REDACTED && v !== REDACTED) this.#changed = true;
      // defined, not assigned: a key named __proto__ stays a key
      Object.defineProperty(out, name, {
        value: redacted,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }

  /**
   * Redacts texts together: remembered secrets first, then the detector and the patterns over the
   * texts joined by newlines (the rules stop at a line end or end at their secret, so a match does
   * not hide one in the next text), each range found cut back to the texts it covers.
   */
  #redactAll(texts: readonly string[]): Map<string, string> {
    const out = new Map<string, string>();
    if (texts.length === 0) return out;
    const pre = texts.map((t) => this.#replaceLiterals(t));
    const joined = pre.join('\n');
    const ranges: [number, number][] = [];
    if (this.#detect)
      for (const [start, end] of this.#detect(joined))
        if (Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start)
          ranges.push([start, Math.min(end, joined.length)]);
    for (const pattern of this.#values) this.#matches(joined, pattern, ranges);
    const merged = mergeRanges(ranges);
    let offset = 0;
    let next = 0;
    texts.forEach((original, i) => {
      const text = pre[i]!;
      const end = offset + text.length;
      while (next < merged.length && merged[next]![1] <= offset) next++;
      let result = '';
      let at = 0;
      for (let r = next; r < merged.length && merged[r]![0] < end; r++) {
        const start = Math.max(merged[r]![0], offset) - offset;
        const stop = Math.min(merged[r]![1], end) - offset;
        if (stop <= start || start < at) continue;
        const secret = text.slice(start, stop);
        if (secret === REDACTED) continue;
        this.#learn(secret);
        result += text.slice(at, start) + REDACTED;
        at = stop;
      }
      const redacted = at === 0 ? text : result + text.slice(at);
      if (redacted !== original) this.#changed = true;
      out.set(original, redacted);
      offset = end + 1;
    });
    return out;
  }

  #replaceLiterals(text: string): string {
    let out = text;
    for (const literal of this.#literals) if (out.includes(literal)) out = out.split(literal).join(REDACTED);
    if (out !== text) this.#changed = true;
    return out;
  }

  /** A secret found in one string is searched for in every later one (and in `again`). */
  #learn(secret: string): void {
    if (secret.length < MIN_LITERAL || secret.includes(REDACTED) || this.#literals.has(secret)) return;
    if (this.#learned >= MAX_LEARNED) return;
    this.#learned++;
    for (const form of secretForms(secret)) this.#literals.add(form);
  }

  /** Adds each match's secret part (or the whole match) to `ranges`; matches under a harmless key are skipped. */
  #matches(text: string, pattern: RegExp, ranges: [number, number][]): void {
    // exec on the one global copy: matchAll would clone the pattern for every string
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      if (m[0] === '') pattern.lastIndex++;
      const key = m.groups?.key;
      if (key !== undefined && !this.#keys?.(key)) {
        // a harmless key's match must not swallow the secret key after it (`--batch --passphrase X`)
        pattern.lastIndex = m.index + 1;
        continue;
      }
      const span =
        m.indices?.groups?.secret ??
        m.indices?.groups?.secret2 ??
        m.indices?.groups?.secret3 ??
        m.indices?.[0];
      if (span && span[1] > span[0]) ranges.push([span[0], span[1]]);
    }
  }
}

/**
 * The ways one secret is written into another text: as itself, JSON-escaped (a confirmation prompt
 * quotes the canonical arguments), percent-encoded (a query string) and base64 (an `Authorization:
 * Basic` header, a Kubernetes secret); base64 with and without its padding, standard and URL-safe.
 */
function secretForms(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]);
  const b64 = Buffer.from(secret, 'utf8').toString('base64');
  const bare = b64.replace(/=+$/, '');
  forms.add(b64).add(bare).add(bare.replace(/\+/g, '-').replace(/\//g, '_'));
  return [...forms].filter((f) => f.length >= MIN_LITERAL);
}

/** The ranges sorted, overlapping or touching ones joined. */
function mergeRanges(ranges: [number, number][]): [number, number][] {
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of ranges) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
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
