// Does an outgoing call carry data copied out of a tool output? The guard follows data, not
// wording: the traceable values of a text (accounts, e-mail addresses, phone numbers, long
// numbers), its tokens that mix letters and digits (`3GS`, `A-1182`) and its pairs of adjacent
// words. A fragment the user's own instruction contains proves nothing and is left out.
import { extractValues } from './values.ts';

export interface Fragments {
  values: Set<string>;
  pairs: Set<string>;
}

/** Words read from one text (pairs are built from these); longer texts are read up to here. */
export const MAX_FRAGMENT_WORDS = 20_000;
/** Characters of a text searched for values. */
const MAX_VALUE_TEXT = 128 * 1024;

const STOP = new Set(
  'a an the to of in on for and or my me i you your it its is are be was were this that these those with from by at as if then than please can could would should will all any some do does did not no so also just only into about up out over via s t'.split(
    ' ',
  ),
);
const WORD = /[\p{L}\p{N}]+/gu;

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
  for (const m of text.toLowerCase().matchAll(WORD)) {
    if (++n > limit) break;
    const w = m[0];
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
