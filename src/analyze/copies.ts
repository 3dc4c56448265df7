// Does an outgoing call carry data copied out of a tool output? The guard follows data, not
// wording: the traceable values of a text (accounts, e-mail addresses, phone numbers, long
// numbers), its tokens that mix letters and digits (`3GS`, `A-1182`) and its pairs of adjacent
// words. A fragment the user's own instruction contains proves nothing and is left out, and so
// does one that carries too little information to be anything but a coincidence (a date, a count).
import { extractValues } from './values.ts';

export interface Fragments {
  values: Set<string>;
  pairs: Set<string>;
}

/** Words read from one text (pairs are built from these); longer texts are read up to here. */
export const MAX_FRAGMENT_WORDS = 20_000;
/** Characters of a text searched for values. */
const MAX_VALUE_TEXT = 128 * 1024;

/**
 * Least information (bits, estimated by `informationBits`) that copied fragments must carry
 * together to count as evidence that data was carried out, and that a tool output must carry to
 * count as data the agent read (text an injection could hide in). 20 bits is a one-in-a-million
 * coincidence: a calendar date (≈15 bits), a time of day, a boolean (1 bit), a count or a four-
 * or five-digit number (13–17 bits) stay below it; a card or account number (≥ 40 bits), an API
 * key, a street address or two words of prose (≥ 30 bits) are well above it. Measured on the
 * bench-data replays (docs/evaluation.md): clock and counter outputs no longer count as data, no
 * exfiltration finding was lost. The cost: a secret shorter than 20 bits (a 4-digit PIN) copied
 * alone is not followed.
 */
export const MIN_EVIDENCE_BITS = 20;

/**
 * Dates, times and boolean words: coordinates everyone shares (what a clock tool returns), never
 * secrets, whatever their length. They are cut out of a text before it is split into fragments.
 */
const LOW_INFORMATION_SPANS = new RegExp(
  [
    // 2025-03-14, 2025-03-14T09:30:00Z, 2025-03-14 09:30+01:00
    String.raw`\b\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?\b`,
    // 14/03/2025, 3.14.25
    String.raw`\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b`,
    // 09:30, 9:30:15 pm
    String.raw`\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?\b`,
    // 14 March 2025, March 14th, 2025 (names of months and days included)
    String.raw`\b(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?(?:,?\s+\d{4}\b)?`,
    String.raw`\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b`,
    String.raw`\b(?:true|false|yes|no|null|none|ok|utc|gmt)\b`,
  ].join('|'),
  'giu',
);

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
  if (/\p{N}/u.test(s)) alphabet += 10;
  if (/\p{L}/u.test(s)) alphabet += 26;
  if (/[^\p{L}\p{N}]/u.test(s)) alphabet += 16;
  return s.length * Math.log2(Math.max(alphabet, 2));
}

/** Characters measured at a time (a date cut in two by a chunk boundary only counts as more). */
const CHUNK = 4096;

/**
 * The information a text carries once dates, times and booleans are cut out, counted up to
 * `limit` (work stops there). A text too long to measure counts as reaching the limit.
 */
export function textInformationBits(text: string, limit = MIN_EVIDENCE_BITS * 4): number {
  if (text.length > MAX_VALUE_TEXT) return limit;
  let bits = 0;
  for (let at = 0; at < text.length && bits < limit; at += CHUNK)
    for (const m of text
      .slice(at, at + CHUNK)
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
    if (bits >= MIN_EVIDENCE_BITS || depth > 32 || ++leaves > 4096) {
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
    if (depth === 0 && (t.startsWith('{') || t.startsWith('[')) && t.length < 4096) {
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
  if (depth > 32 || out.length > 4096) return;
  if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  else if (Array.isArray(v)) for (const x of v) collect(x, out, depth + 1);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) collect(x, out, depth + 1);
}

const STOP = new Set(
  'a an the to of in on for and or my me i you your it its is are be was were this that these those with from by at as if then than please can could would should will all any some do does did not no so also just only into about up out over via s t'.split(
    ' ',
  ),
);

export function fragmentsOf(text: string, limit = MAX_FRAGMENT_WORDS): Fragments {
  const values = new Set<string>();
  for (const v of extractValues(text.slice(0, MAX_VALUE_TEXT))) {
    if (v.kind === 'date') continue;
    if (v.kind === 'amount') {
      // small amounts repeat everywhere; four or more digits are worth following
      if (String(v.value).replace(/\D/g, '').length >= 4) values.add(`n:${v.value}`);
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
    if (/\p{L}/u.test(w) && /\p{N}/u.test(w) && w.length >= 3) values.add(`t:${w}`);
    if (previous !== undefined && (!STOP.has(previous) || !STOP.has(w)) && `${previous}${w}`.length >= 6)
      pairs.add(`${previous} ${w}`);
    previous = w;
  }
  return { values, pairs };
}

/**
 * The fragments of `payload` that also occur in `source` and not in `known` (the user's
 * instruction): evidence that the payload copies that source. At most `max` are returned.
 */
export function copiedFragments(payload: Fragments, source: Fragments, known: Fragments, max = 5): string[] {
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

/** Values assigned in a secrets file or a record (`API_KEY=…`, `password: …`), read up to here. */
const MAX_SECRETS = 256;
const ASSIGNED =
  /^[ \t]*(?:export[ \t]+)?["']?[\w.-]{1,64}["']?[ \t]*[=:][ \t]*["']?([^\s"',;]{4,256})["']?[ \t]*,?[ \t]*$/gm;

/**
 * The values a secret-holding text assigns (`STRIPE_KEY=sk_live_9Qa…`, `"password": "tulipmoon"`),
 * lower-cased, each carrying at least `MIN_EVIDENCE_BITS`: what may not leave in any argument,
 * a file name or a URL path included (found there as a substring, whatever surrounds it).
 */
export function assignedValues(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.slice(0, MAX_VALUE_TEXT).matchAll(ASSIGNED)) {
    const v = m[1]!.toLowerCase();
    // a host, address or path a secrets file names is where things are, not a secret
    if (/[/@]/.test(v) || extractValues(v).some((f) => f.kind === 'url' || f.kind === 'email')) continue;
    if (informationBits(v) >= MIN_EVIDENCE_BITS && textInformationBits(v) >= MIN_EVIDENCE_BITS) out.add(v);
    if (out.size >= MAX_SECRETS) break;
  }
  return out;
}
