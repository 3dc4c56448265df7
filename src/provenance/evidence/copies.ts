// Does an outgoing call carry data copied out of a tool output? The guard follows data, not
// wording: the traceable values of a text (accounts, e-mail addresses, phone numbers, long
// numbers), its tokens that mix letters and digits (`3GS`, `A-1182`) and its pairs of adjacent
// words. A fragment the user's own instruction contains proves nothing and is left out, and so
// does one that carries too little information to be anything but a coincidence (a date, a count).
// The thresholds (`MIN_EVIDENCE_BITS`, …) and word lists are in src/lexicon/provenance.ts.
import { extractValues } from '../../analyze/index.ts';
import {
  INFORMATION_ALPHABETS,
  INFORMATION_CHUNK,
  INFORMATION_LIMIT,
  LOW_INFORMATION_SPANS,
  MAX_ASSIGNED_VALUES,
  MAX_COPIED_FRAGMENTS,
  MAX_EMBEDDED_JSON,
  MAX_FRAGMENT_WORDS,
  MAX_MEASURED_VALUES,
  MAX_OUTPUT_DEPTH,
  MAX_VALUE_TEXT,
  MIN_EVIDENCE_BITS,
  MIN_FOLLOWED_AMOUNT_DIGITS,
  MIN_MIXED_TOKEN,
  MIN_PAIR_CHARS,
  NAMES_A_PLACE,
  PAIR_STOP_WORDS,
  SECRET_ASSIGNMENT,
} from '../../lexicon/index.ts';

export interface Fragments {
  values: Set<string>;
  pairs: Set<string>;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Estimated information of a fragment in bits: its length times log2 of the alphabet its
 * characters are drawn from (digits 10, letters 26, letters and digits 36, more for other
 * characters). An upper bound for prose, a fair estimate for numbers and random keys.
 */
export function informationBits(fragment: string): number {
  const s = fragment.replace(/\s+/g, '');
  if (s.length === 0) return 0;
  let alphabet = 0;
  if (/\p{N}/u.test(s)) alphabet += INFORMATION_ALPHABETS.digits;
  if (/\p{L}/u.test(s)) alphabet += INFORMATION_ALPHABETS.letters;
  if (/[^\p{L}\p{N}]/u.test(s)) alphabet += INFORMATION_ALPHABETS.other;
  return s.length * Math.log2(Math.max(alphabet, 2));
}

/**
 * The information a text carries once dates, times and booleans are cut out, counted up to
 * `limit` (work stops there). A text too long to measure counts as reaching the limit.
 */
export function textInformationBits(text: string, limit = INFORMATION_LIMIT): number {
  if (text.length > MAX_VALUE_TEXT) return limit;
  let bits = 0;
  for (let at = 0; at < text.length && bits < limit; at += INFORMATION_CHUNK)
    for (const m of text
      .slice(at, at + INFORMATION_CHUNK)
      .replace(LOW_INFORMATION_SPANS, ' ')
      .matchAll(WORD)) {
      bits += informationBits(m[0]);
      if (bits >= limit) break;
    }
  return bits;
}

/**
 * A tool output that carries less than `MIN_EVIDENCE_BITS` (a date, a time, a boolean, a small
 * count, `ok`, an empty list): there is nothing in it an injection could say. Structured outputs
 * are measured on their values, not their keys.
 */
export function lowInformation(output: unknown): boolean {
  let bits = 0;
  let leaves = 0;
  const visit = (v: unknown, depth: number): void => {
    if (bits >= MIN_EVIDENCE_BITS || depth > MAX_OUTPUT_DEPTH || ++leaves > MAX_MEASURED_VALUES) {
      bits = Math.max(bits, MIN_EVIDENCE_BITS);
      return;
    }
    if (typeof v === 'string') bits += textInformationBits(parsedOrText(v, depth));
    else if (typeof v === 'number' || typeof v === 'bigint') bits += textInformationBits(String(v));
    else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(output, 0);
  return bits < MIN_EVIDENCE_BITS;

  /** a JSON string is measured on its values (`{"count": 3}` is a count, not three words) */
  function parsedOrText(s: string, depth: number): string {
    const t = s.trim();
    if (depth === 0 && (t.startsWith('{') || t.startsWith('[')) && t.length < MAX_EMBEDDED_JSON) {
      try {
        const parsed: unknown = JSON.parse(t);
        const inner: string[] = [];
        collect(parsed, inner, 0);
        return inner.join(' ');
      } catch {
        return s;
      }
    }
    return s;
  }
}

function collect(v: unknown, out: string[], depth: number): void {
  if (depth > MAX_OUTPUT_DEPTH || out.length > MAX_MEASURED_VALUES) return;
  if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  else if (Array.isArray(v)) for (const x of v) collect(x, out, depth + 1);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) collect(x, out, depth + 1);
}

export function fragmentsOf(text: string, limit = MAX_FRAGMENT_WORDS): Fragments {
  const values = new Set<string>();
  for (const v of extractValues(text.slice(0, MAX_VALUE_TEXT))) {
    if (v.kind === 'date') continue;
    if (v.kind === 'amount') {
      // small amounts repeat everywhere; four or more digits are worth following
      if (String(v.value).replace(/\D/g, '').length >= MIN_FOLLOWED_AMOUNT_DIGITS) values.add(`n:${v.value}`);
      continue;
    }
    values.add(`${v.kind}:${String(v.value).toLowerCase()}`);
  }
  const pairs = new Set<string>();
  let previous: string | undefined;
  let n = 0;
  // a date or a time between two words ends a pair: its parts are not words of the text
  for (const m of text
    .slice(0, MAX_VALUE_TEXT)
    .toLowerCase()
    .replace(LOW_INFORMATION_SPANS, ' | ')
    .matchAll(/[\p{L}\p{N}]+|\|/gu)) {
    if (++n > limit) break;
    const w = m[0];
    if (w === '|') {
      previous = undefined;
      continue;
    }
    if (/\p{L}/u.test(w) && /\p{N}/u.test(w) && w.length >= MIN_MIXED_TOKEN) values.add(`t:${w}`);
    if (
      previous !== undefined &&
      (!PAIR_STOP_WORDS.has(previous) || !PAIR_STOP_WORDS.has(w)) &&
      `${previous}${w}`.length >= MIN_PAIR_CHARS
    )
      pairs.add(`${previous} ${w}`);
    previous = w;
  }
  return { values, pairs };
}

/**
 * The fragments of `payload` that also occur in `source` and not in `known` (the user's
 * instruction): evidence that the payload copies that source. At most `max` are returned.
 */
export function copiedFragments(
  payload: Fragments,
  source: Fragments,
  known: Fragments,
  max = MAX_COPIED_FRAGMENTS,
): string[] {
  const out = new Set<string>();
  for (const v of payload.values) {
    if (source.values.has(v) && !known.values.has(v)) out.add(v.slice(v.indexOf(':') + 1));
    if (out.size >= max) return [...out];
  }
  for (const p of payload.pairs) {
    if (source.pairs.has(p) && !known.pairs.has(p)) out.add(p);
    if (out.size >= max) return [...out];
  }
  return [...out];
}

/** Copied fragments that together carry at least `MIN_EVIDENCE_BITS`: evidence, not coincidence. */
export function enoughEvidence(copied: readonly string[]): boolean {
  let bits = 0;
  for (const c of copied) bits += informationBits(c);
  return bits >= MIN_EVIDENCE_BITS;
}

/**
 * The values a secret-holding text assigns (`STRIPE_KEY=sk_live_9Qa…`, `"password": "tulipmoon"`),
 * lower-cased, each carrying at least `MIN_EVIDENCE_BITS`: what may not leave in any argument,
 * a file name or a URL path included (found there as a substring, whatever surrounds it).
 */
export function assignedValues(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.slice(0, MAX_VALUE_TEXT).matchAll(SECRET_ASSIGNMENT)) {
    const v = m[1]!.toLowerCase();
    // a host, address or path a secrets file names is where things are, not a secret
    if (NAMES_A_PLACE.test(v) || extractValues(v).some((f) => f.kind === 'url' || f.kind === 'email'))
      continue;
    if (informationBits(v) >= MIN_EVIDENCE_BITS && textInformationBits(v) >= MIN_EVIDENCE_BITS) out.add(v);
    if (out.size >= MAX_ASSIGNED_VALUES) break;
  }
  return out;
}
