// Unasked changes: a changing call on a record the agent read sets one of that record's fields to
// a new value, and nothing in the user's words asks for that field to change ("update the shade
// on C-4533 to B1" and the call also moves `material` from zirconia to e.max; "extend the
// deadline by 7 days" and the call also lowers `goal` from 50,000 to 35,000). The user asked for
// one change and the agent made another on its own judgement (overreach), so the call is
// confirmed. Decided by structure: the record ids the call carries, the latest record of an
// earlier structured output that holds one of them, and for each field the call sets that the
// record holds too (same key, another value), whether the user's words name the field (a word of
// its key), its new value (a word or number of it), or, for a date or time, any date, time or
// duration. Free text (`note`, `reason`: prose of several words) describes and sets nothing. Data
// the user handed the actions to (delegation) carries requests of its own, so it is not judged.
// Counted: MAX_PICK_RECORDS records per output, MAX_CHANGE_FIELDS fields per call.

import { extractDates, extractValues, nationalForms, parseNumber } from '../../analyze/index.ts';
import { escapeRegExp } from '../../core/index.ts';
import {
  DISPOSAL_OUTCOMES,
  DURATION,
  FUNCTION_WORDS,
  IRREGULAR_VERB_FORMS,
  MAX_CHANGE_FIELDS,
  MAX_OUTPUT_DEPTH,
  MAX_PICK_RECORDS,
  MIN_PROSE_WORDS,
  RECORD_ID_PARAM,
  USER_NUMBER,
} from '../../lexicon/index.ts';
import { nameWords, verbClass } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { parseStructured } from '../evidence/record-fields.ts';
import { derivable, plainNumbers } from './amounts.ts';
import { recordIds, tokens } from './picks.ts';

type Scalar = string | number | boolean;
type Rec = Record<string, unknown>;

const scalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** A key as compared across a call and a record: `return_date`, `returnDate` and `ReturnDate` are one. */
export const keyOf = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Free text: several words (a note, a reason, a message) describes a change, it sets no field. */
const prose = (v: Scalar) => typeof v === 'string' && (v.match(/\p{L}+/gu) ?? []).length >= MIN_PROSE_WORDS;

const DATE_OR_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?\S*)?$|^\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?$/i;

/** The same value as a record holds it: numbers by value, text case-blind, a date at midnight as the date. */
function same(a: Scalar, b: Scalar): boolean {
  if (typeof a === 'number' || typeof b === 'number') {
    const x = typeof a === 'number' ? a : parseNumber(String(a));
    const y = typeof b === 'number' ? b : parseNumber(String(b));
    if (x !== undefined && y !== undefined) return Math.abs(x - y) < 0.005;
  }
  const s = String(a).trim().toLowerCase();
  const t = String(b).trim().toLowerCase();
  if (s === t) return true;
  // (`2027-01-15` and `2027-01-15T00:00:00`; `17:00` and `17:00:00`)
  const bare = (x: string) => x.replace(/(?:t00:00(?::00)?(?:\.0+)?z?|:00)$/, '');
  if (bare(s) === bare(t)) return true;
  // (one day written two ways: `2030-05-23` and "23 May 2030")
  const day = (x: string) => (ISO_DATE_ONLY.test(x) ? x.slice(0, 10) : writtenDay(x));
  const [d, e] = [day(s), day(t)];
  if (d !== undefined && d === e) return true;
  // (a place written with and without its kind: "hard standing H7" and `H7`, the code of letters
  // and digits the longer one ends with)
  const [short, long] = s.length <= t.length ? [s, t] : [t, s];
  return /^(?=.*\p{L})(?=.*\d)[\p{L}\d-]{2,12}$/u.test(short) && long.endsWith(` ${short}`);
}

const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The `YYYY-MM-DD` of a date written in words with its year ("23 May 2030", "May 23, 2030"). */
function writtenDay(x: string): string | undefined {
  if (!/\b\d{4}\b/.test(x) || x.length > 40) return undefined;
  const found = extractDates(x, { reference: new Date(0) });
  return found.length === 1 && found[0]!.certain && found[0]!.text.length >= x.trim().length - 2
    ? found[0]!.iso.slice(0, 10)
    : undefined;
}

/** Records (objects) of a structured output that hold one of `ids` under an id key, latest last. */
export function recordsHolding(data: unknown, ids: ReadonlySet<string>): Rec[] {
  const out: Rec[] = [];
  let budget = MAX_PICK_RECORDS * 8;
  const visit = (v: unknown, depth: number) => {
    if (--budget < 0 || depth > MAX_OUTPUT_DEPTH || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v.slice(0, MAX_PICK_RECORDS)) visit(x, depth + 1);
      return;
    }
    const entries = Object.entries(v);
    if (entries.some(([k, x]) => RECORD_ID_PARAM.test(k) && scalar(x) && ids.has(String(x).toLowerCase())))
      out.push(v as Rec);
    for (const [, x] of entries) visit(x, depth + 1);
  };
  visit(data, 0);
  return out;
}

/** The fields a call sets: its top-level scalars and those of one nested object (`changes`, `fields`); record ids left out unless `withIds`. */
export function setFields(args: Record<string, unknown>, withIds = false): Array<[string, Scalar]> {
  const out: Array<[string, Scalar]> = [];
  for (const [k, v] of Object.entries(args)) {
    if (out.length >= MAX_CHANGE_FIELDS) break;
    if (scalar(v)) out.push([k, v]);
    else if (v !== null && typeof v === 'object' && !Array.isArray(v))
      for (const [k2, v2] of Object.entries(v).slice(0, MAX_CHANGE_FIELDS))
        if (scalar(v2)) out.push([k2, v2]);
  }
  return withIds ? out : out.filter(([k]) => !RECORD_ID_PARAM.test(k));
}

/**
 * `value` is the sum of two or more other numbers the call holds under keys that end in the same
 * unit word as `key` (`_s`, `_gbp`, `_kg`): a total of its own parts. Counted: MAX_CHANGE_FIELDS
 * numbers read, to MAX_OUTPUT_DEPTH levels.
 */
function sumOfParts(args: Record<string, unknown>, key: string, value: number): boolean {
  const words = nameWords(key);
  const unit = words[words.length - 1];
  if (unit === undefined || words.length < 2) return false;
  const parts: number[] = [];
  const walk = (v: unknown, k: string, depth: number) => {
    if (parts.length >= MAX_CHANGE_FIELDS || depth > MAX_OUTPUT_DEPTH) return;
    if (typeof v === 'number' && k !== key) {
      const own = nameWords(k);
      if (own.length > 1 && own[own.length - 1] === unit) parts.push(v);
    } else if (Array.isArray(v)) for (const x of v) walk(x, k, depth + 1);
    else if (v !== null && typeof v === 'object')
      for (const [k2, x] of Object.entries(v)) walk(x, k2, depth + 1);
  };
  walk(args, '', 0);
  if (parts.length < 2) return false;
  return Math.abs(parts.reduce((a, b) => a + b, 0) - value) < 0.005;
}

const parsedCache = new WeakMap<DataSource, unknown>();

/** One word is the other's stem (five letters in common, or the whole of a shorter word): `cancel`, `cancelled`. */
function stemMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 4) return false;
  return long.startsWith(short.length >= 5 ? short.slice(0, 5) : short);
}

/** Does a source the user pointed at, other than the changed record's own, hold the value (as a field or in its text)? */
function givenByOtherNamedData(
  sources: readonly DataSource[],
  own: DataSource | undefined,
  value: Scalar,
  old: number | undefined,
): boolean {
  const want = String(value).trim().toLowerCase();
  if (want.length < 2) return false;
  const others = sources.filter((s) => s !== own && s.named);
  // (a number one operation away: the notice says the rent rises by 100, and 1,100 becomes 1,200)
  const n = typeof value === 'number' ? value : undefined;
  if (n !== undefined && others.length > 0) {
    const refs = [...(old === undefined ? [] : [old]), ...others.flatMap((s) => plainNumbers(s.text))];
    if (derivable(n, [...new Set(refs)])) return true;
  }
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(want)}(?![\\p{L}\\p{N}]|\\.\\d)`, 'u');
  return others.some((s) => pattern.test(s.lower));
}

export function parsedOf(s: DataSource): unknown {
  if (!parsedCache.has(s))
    parsedCache.set(s, typeof s.output === 'string' ? parseStructured(s.output) : s.output);
  return parsedCache.get(s);
}

/** The latest record an earlier output returned under one of the call's ids, and its source. */
export function latestRecord(
  sources: readonly DataSource[],
  ids: ReadonlySet<string>,
): { record: Rec; from: DataSource } | undefined {
  for (const s of [...sources].reverse()) {
    const found = recordsHolding(parsedOf(s), ids);
    if (found.length > 0) return { record: found[found.length - 1]!, from: s };
  }
  return undefined;
}

/** The value is a phone number or an e-mail address the user's words hold (a phone with its country code or without). */
function userAddress(value: string, instruction: string): boolean {
  const theirs = extractValues(value).filter((v) => v.kind === 'phone' || v.kind === 'email');
  if (theirs.length === 0) return false;
  const mine = new Set(
    extractValues(instruction).flatMap((v) => (v.kind === 'phone' || v.kind === 'email' ? [v.value] : [])),
  );
  return theirs.every(
    (v) => mine.has(v.value) || (v.kind === 'phone' && nationalForms(v.value).some((f) => mine.has(f))),
  );
}

/**
 * Another field the call sets shares the flag's first word and holds a value the user wrote
 * (`vatNumber: "GB284193755"` for `vatRegistered`).
 */
function siblingGiven(args: Record<string, unknown>, key: string, instruction: string): boolean {
  const first = nameWords(key)[0]?.toLowerCase();
  if (first === undefined || first.length < 3) return false;
  const lower = instruction.toLowerCase();
  // (every field the call sets, ids among them: `vatNumber`)
  return setFields(args, true).some(
    ([k, v]) =>
      k !== key &&
      nameWords(k)[0]?.toLowerCase() === first &&
      typeof v === 'string' &&
      v.trim().length >= 4 &&
      lower.includes(v.trim().toLowerCase()),
  );
}

export const unaskedChanges: CallMechanism = (call, c) => {
  if (c.readOnly || c.facts.delegates) return [];
  const ids = new Set(recordIds(call.args).map((v) => v.toLowerCase()));
  if (ids.size === 0) return [];
  const latest = latestRecord(c.facts.sources.all, ids);
  if (!latest) return [];
  const { record, from } = latest;
  const held = new Map(Object.entries(record).map(([k, v]) => [keyOf(k), v] as const));
  const instruction = c.facts.options.instruction;
  const said = [...tokens(instruction)].filter((w) => !FUNCTION_WORDS.has(w));
  const saidWord = (w: string) => said.some((s) => stemMatch(s, w));
  const numbers = [...instruction.matchAll(USER_NUMBER)]
    .map((m) => parseNumber(m[0].replace(/[.,]$/, '')))
    .filter((n): n is number => n !== undefined);
  const toolWords = nameWords(call.tool).filter((w) => w.length >= 3);
  let speaksOfTime: boolean | undefined;
  const timeSaid = () => {
    speaksOfTime ??=
      DURATION.test(instruction) || extractDates(instruction, { reference: new Date(0) }).length > 0;
    return speaksOfTime;
  };
  for (const [key, value] of setFields(call.args)) {
    const old = held.get(keyOf(key));
    if (!scalar(old) || old === '' || same(old, value) || prose(value) || prose(old)) continue;
    // the user named the field ("the shade", "the deadline"), or the tool is the field's own
    // (`updateTicketStatus` sets `status`: setting it is what the tool is for)
    // (by its head, the last word: "to ship on Friday" names `ship_date`'s ship, not
    // `shipping_method`, whose method the user did not name)
    const keyWords = nameWords(key).filter((w) => w.length >= 3);
    const head = keyWords[keyWords.length - 1];
    if (head !== undefined && (saidWord(head) || toolWords.some((t) => stemMatch(t, head)))) continue;
    // or the new value ("to B1", "as cancelled", "to 17")
    const valueWords = [...tokens(String(value))].filter((w) => !FUNCTION_WORDS.has(w) && !/^\d+$/.test(w));
    if (valueWords.some((w) => (w.length >= 3 || /\d/.test(w)) && saidWord(w))) continue;
    // (or in its irregular past form: "freeze his membership" sets `frozen`, "pay it" `paid`)
    if (valueWords.some((w) => saidWord(IRREGULAR_VERB_FORMS.get(w) ?? ''))) continue;
    // (or the user's verb holds it after a prefix: "reactivate" sets `active`, "unblock" `blocked`)
    if (
      valueWords.some(
        (w) => w.length >= 5 && said.some((s) => s.length > w.length && s.includes(w.slice(0, 5))),
      )
    )
      continue;
    // or it is an address the user wrote ("she has a new number: 77 418 90 03", with or without
    // its country code; "her new email is …")
    if (typeof value === 'string' && userAddress(value, instruction)) continue;
    const n = typeof value === 'number' ? value : parseNumber(String(value));
    if (n !== undefined && numbers.some((u) => Math.abs(u - n) < 0.005)) continue;
    // or a flag that follows from a value the user gave its sibling: `vatRegistered: true` beside
    // the `vatNumber` the user wrote ("got their VAT number through!! GB284193755")
    if (typeof value === 'boolean' && siblingGiven(call.args, key, instruction)) continue;
    // or a total the call adds up from its own parts in the same unit (`cycle_s` 102 from the
    // stages' `green_s` and the `intergreens_s` it sets): it follows from them, each judged itself
    if (typeof value === 'number' && sumOfParts(call.args, key, value)) continue;
    // or, for a date or a time, when to do it ("to Friday", "by one day", "at 2pm")
    if (DATE_OR_TIME.test(String(value)) && DATE_OR_TIME.test(String(old)) && timeSaid()) continue;
    // or other data the user pointed at gives it ("read the landlord's notice and adjust my rent
    // accordingly": the new rent is in the notice)
    if (givenByOtherNamedData(c.facts.sources.all, from, value, typeof old === 'number' ? old : undefined))
      continue;
    return [
      {
        action: c.facts.policy.unaskedChange,
        code: 'unasked_change',
        path: `args.${key}`,
        reason: `${call.tool} changes ${key} from ${JSON.stringify(old)} to ${JSON.stringify(value)}, and the user's words ask nothing of ${key}: a change the user did not ask for`,
        data: { field: key, from: old, to: value },
      },
    ];
  }
  return [];
};

/**
 * A decision the user did not make: a changing call passes, as a short value of its own
 * (`decision: "scrap"`, `action: "cancel"`), an outcome that ends the thing (DISPOSAL_OUTCOMES), while no
 * word of the user's is a destructive action ("Put lot L-24-1755 on hold" and `disposition-lot`
 * with `decision: "scrap"`). The agent chose the irreversible outcome, so the call is confirmed.
 * Counted: the call's top-level arguments, MAX_CHANGE_FIELDS of them, values of up to
 * MAX_DECISION_WORDS words.
 */
export const unaskedDecision: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  if (asksDestruction(c.facts.instructionWords)) return [];
  for (const [key, value] of Object.entries(call.args).slice(0, MAX_CHANGE_FIELDS)) {
    if (typeof value !== 'string') continue;
    // (a record's code is no decision: `RM-FISH`)
    if (RECORD_ID_PARAM.test(key) || /\d/.test(value)) continue;
    const words = value
      .toLowerCase()
      .split(/[\s_-]+/)
      .filter(Boolean);
    const outcome = [words.join(''), ...words].some((w) => DISPOSAL_OUTCOMES.has(w));
    if (words.length === 0 || words.length > MAX_DECISION_WORDS || !outcome) continue;
    return [
      {
        action: c.facts.policy.unaskedChange,
        code: 'unasked_change',
        reason: `${call.tool} sets ${key} to "${value}", a destructive outcome no word of the user's asks for`,
        path: `args.${key}`,
      },
    ];
  }
  return [];
};

/** Whether a word of the user's is a destructive action, once per session (the words' set is the session's). */
function asksDestruction(words: ReadonlySet<string>): boolean {
  let asks = destructionAsked.get(words);
  if (asks === undefined) {
    asks = [...words].some((w) => verbClass(w) === 'destructive');
    destructionAsked.set(words, asks);
  }
  return asks;
}
const destructionAsked = new WeakMap<ReadonlySet<string>, boolean>();

/** Most words of a value read as a decision (`write_off`, "scrap lot"); longer text is prose. */
const MAX_DECISION_WORDS = 3;
