// Ambiguous picks: the user described a record ("Daniel's order", "the Dr. Hale interview", "the
// test record we added yesterday"), a lookup by those words returned several records that the
// words match equally, and the agent acts on one of them: the user did not say which, so the call
// is confirmed (underspecification: a crucial detail left open, guessed instead of asked). Decided
// by structure: the record ids a changing call carries (RECORD_ID_PARAM, or any value that is a
// field of exactly one record), the records of earlier structured outputs that hold them, and
// which of the user's words each record holds. A user who gives a rule for choosing ("the latest",
// "the cheapest": SELECTION_WORDS) is not second-guessed; from a plain list (a lookup the user's
// words did not steer) a pick is judged only by the user's words the chosen record holds.

import { isPhoneNumber } from '../../analyze/index.ts';
import { singular } from '../../core/index.ts';
import {
  ARRANGING_VERBS,
  CLOCK_RANGE,
  CLOCK_TIME,
  COUNTING_UNIVERSALS,
  countedAsMany,
  DAY_PART_HOURS,
  DAY_PARTS,
  DUPLICATE_WORDS,
  FUNCTION_WORDS,
  IDENTIFIER_SLUG,
  INDEFINITE_WORDS,
  MAX_DUPLICATE_CODES,
  MAX_OUTPUT_DEPTH,
  MAX_PAYLOAD,
  MAX_PICK_RECORDS,
  MAX_QUANTIFIED_WORDS,
  MIN_NAMED_VALUE,
  MONEY_PARAM,
  MOVED_AMOUNT_PARAM,
  NOT_A_SELECTOR,
  OPEN_CHOICE_COUNT,
  OPEN_CHOICE_PRONOUNS,
  OWN_NAME_KEY,
  POINTED_PLURAL,
  QUANTIFIED_FILLER,
  QUANTIFIED_NO_NOUN,
  RECORD_ID_PARAM,
  RELATIVE_DATE_PHRASE,
  RELATIVE_DAY,
  SELECTION_WORDS,
  UNIVERSAL_WORDS,
  WEEKDAY_REACH_DAYS,
} from '../../lexicon/index.ts';
import { nameVerbAt, nameWords } from '../../tools/index.ts';
import type { CallMechanism, Ruling } from '../context.ts';
import { type DataSource, dateNamedIn } from '../data-sources.ts';
import { parseStructured } from '../evidence/record-fields.ts';

/** A record of a list: the words and values it holds, and the words of its own keys (`jobId`: job, id). */
/** `own`: the record's own name (its `name` or `full_name`, lower-cased): the record is that party. */
type Rec = { words: Set<string>; ids: Set<string>; keys: Set<string>; own?: string };

/**
 * Words of a text, an ordinal as its number ("2nd period" and "Period 2" share `2`), a plural also
 * as its singular, a time of day whole (`21:00`: its `00` is no word that 19:00 and 20:00 share).
 */
export const tokens = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\b(?:[01]?\d|2[0-3]):[0-5]\d\b|[\p{L}\p{N}]+/gu) ?? []).flatMap((w) => {
      const n = w.replace(/^(\d+)(?:st|nd|rd|th)$/, '$1');
      // (a plural and its singular are one word: "flyers", "flyer")
      const one = singular(n);
      return one === n ? [n] : [n, one];
    }),
  );

/** The record ids the call carries (top-level or nested arguments named like ids), as text. */
export function recordIds(args: Record<string, unknown>): string[] {
  const out: string[] = [];
  const visit = (v: unknown, key: string, depth: number) => {
    if (depth > 3 || out.length > 64) return;
    if (RECORD_ID_PARAM.test(key) && (typeof v === 'string' || typeof v === 'number')) out.push(String(v));
    else if (Array.isArray(v)) for (const x of v) visit(x, key, depth + 1);
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) visit(x, k, depth + 1);
  };
  for (const [k, v] of Object.entries(args)) visit(v, k, 0);
  return out;
}

/** The call's string and number arguments, at any depth (counted). */
function scalarArgs(args: Record<string, unknown>): string[] {
  const out: string[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 3 || out.length > 64) return;
    if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(args, 0);
  return out;
}

/**
 * Whole numbers of three or more digits the call passes, with the singular of the last word of
 * their parameter's name (`tags: ["3102"]` → tag, 3102), at any depth (counted); not sums or
 * quantities (`MONEY_PARAM`, `MOVED_AMOUNT_PARAM`).
 */
function keyedNumbers(args: Record<string, unknown>): Array<{ key: string; value: string }> {
  const out: Array<{ key: string; value: string }> = [];
  const visit = (v: unknown, key: string, depth: number) => {
    if (depth > 3 || out.length > 64) return;
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
    if (text !== undefined) {
      const word = nameWords(key).pop();
      // (not a sum or a quantity: `amount: 200` is what moves, not which record)
      const measure = MONEY_PARAM.test(key) || MOVED_AMOUNT_PARAM.test(key);
      if (word !== undefined && !measure && /^\d{3,}$/.test(text))
        out.push({ key: singular(word), value: text });
    } else if (Array.isArray(v)) for (const x of v) visit(x, key, depth + 1);
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) visit(x, k, depth + 1);
  };
  for (const [k, v] of Object.entries(args)) visit(v, k, 0);
  return out;
}

/** The lists of two or more records (objects) in an output, each with its words and leaf values. */
function recordLists(output: unknown): Rec[][] {
  const data = typeof output === 'string' ? parseStructured(output) : output;
  const lists: Rec[][] = [];
  let seen = 0;
  const describe = (r: unknown): Rec => {
    const words = new Set<string>();
    const ids = new Set<string>();
    const keys = new Set<string>();
    let own: string | undefined;
    if (r !== null && typeof r === 'object')
      for (const [k, v] of Object.entries(r).slice(0, MAX_PICK_RECORDS)) {
        for (const w of nameWords(k)) keys.add(singular(w));
        if (OWN_NAME_KEY.test(k) && typeof v === 'string' && v.length <= 80) own = v.trim().toLowerCase();
      }
    const leaf = (v: unknown, depth: number) => {
      if (++seen > MAX_PICK_RECORDS * 32 || depth > MAX_OUTPUT_DEPTH) return;
      if (typeof v === 'string' || typeof v === 'number') {
        ids.add(String(v).toLowerCase());
        // (a code grouped by spaces, "EP 3 556 210", is the code a call writes without them)
        if (typeof v === 'string' && v.length <= MAX_GROUPED_CODE && GROUPED_CODE.test(v))
          ids.add(v.replace(/\s+/g, '').toLowerCase());
        // (and a code written inside a longer value, "FO-30942 (10 x 50L Argon)", is the record's too)
        if (typeof v === 'string' && v.length <= MAX_CODED_VALUE)
          for (const m of v.matchAll(EMBEDDED_CODE))
            if (codeLike(m[0].toLowerCase())) ids.add(m[0].toLowerCase());
        for (const w of tokens(String(v))) words.add(w);
        // (a time of day holds the part of the day it falls in: "the evening course", 18:30)
        const hour = typeof v === 'string' ? /(?:^|T|\s)([01]\d|2[0-3]):[0-5]\d/.exec(v)?.[1] : undefined;
        if (hour !== undefined)
          for (const [part, [from, to]] of DAY_PART_HOURS)
            if (Number(hour) >= from && Number(hour) < to) words.add(part);
      } else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) leaf(x, depth + 1);
    };
    leaf(r, 0);
    return { words, ids, keys, ...(own === undefined ? {} : { own }) };
  };
  const visit = (v: unknown, depth: number) => {
    if (depth > 4 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      const objects = v.filter((x) => x !== null && typeof x === 'object' && !Array.isArray(x));
      if (objects.length >= 2 && objects.length <= MAX_PICK_RECORDS) lists.push(objects.map(describe));
      for (const x of v.slice(0, MAX_PICK_RECORDS)) visit(x, depth + 1);
    } else for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(data, 0);
  return lists;
}

/** A value that opens with an ISO date. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Records that differ only in one value each (their ids) besides when they were made (a charge
 * taken twice is two records seconds apart): duplicates of each other.
 */
function alike(a: Rec, b: Rec): boolean {
  // (a charge made twice differs in its id, its payment reference and the seconds of its time:
  // `G-…655` and `G-…656`, `ch_8fA21` and `ch_8fA22`, 19:02:11 and 19:02:14 on one day)
  // (codes only, with a digit: a record that says `cash` where the other says `card` is another)
  const only = (x: Rec, y: Rec) => [...x.ids].filter((v) => !y.ids.has(v) && !ISO_DAY.test(v));
  const codes = (vs: string[]) =>
    vs.length <= 1 || (vs.length <= MAX_DUPLICATE_CODES && vs.every((v) => /\d/.test(v)));
  return a.ids.size >= 2 && codes(only(a, b)) && codes(only(b, a));
}

/**
 * The user spoke of the thing looked for with a determiner that leaves which one open ("book a
 * room near the venue", "any slot Tuesday"): one of `INDEFINITE_WORDS` within the three words
 * before a word the lookup looked for.
 */
function indefinite(instruction: string, looked: readonly string[]): boolean {
  const words = instruction.match(/[\p{L}\p{N}]+/gu) ?? [];
  const lookedFor = (w: string) => looked.includes(w) || looked.includes(w.replace(/s$/, ''));
  return words.some(
    (w, i) => lookedFor(w) && words.slice(Math.max(0, i - 3), i).some((u) => INDEFINITE_WORDS.has(u)),
  );
}

/**
 * The two records answer to a name the user wrote as two different people: each holds it inside
 * a longer value ("marco vennemann", "marco bianchi"), and none of those values is the other's;
 * or each is a party named so by its own name field.
 */
function anotherNamed(a: Rec, b: Rec, names: ReadonlySet<string>): boolean {
  // (or each is a party of its own bearing the same name, two patients both "Sarah Khan": a rule
  // for choosing, "whoever's free", chooses among what the user left open, not between them)
  if (a.own !== undefined && a.own === b.own && [...tokens(a.own)].some((w) => names.has(w))) return true;
  const holding = (r: Rec, w: string) =>
    [...r.ids].filter((v) => v !== w && v.length <= 80 && tokens(v).has(w));
  for (const w of names) {
    const x = holding(a, w);
    const y = holding(b, w);
    if (x.length > 0 && y.length > 0 && !x.some((v) => y.includes(v))) return true;
  }
  return false;
}

/** The value is a span of times of day that holds the minute `t` of the day. */
function spanHolds(value: string, t: number): boolean {
  const m = CLOCK_RANGE.exec(value);
  if (!m) return false;
  const from = Number(m[1]) * 60 + Number(m[2]);
  const to = Number(m[3]) * 60 + Number(m[4]);
  return from <= to ? t >= from && t < to : t >= from || t < to;
}

/** A code joined by hyphens, dots or slashes inside a value (`FO-30942`, `LN-2030-07`). */
const EMBEDDED_CODE = /(?<![\p{L}\d])[\p{L}\d]+(?:[-_/.][\p{L}\d]+)+(?![\p{L}\d])/gu;
/** Longest value searched for codes inside it (counted). */
const MAX_CODED_VALUE = 200;

/** A code written in groups with spaces between (`EP 3 556 210`, `GB82 WEST 1234`): two or more groups, digits in it. */
const GROUPED_CODE = /^(?=[^\s]*\d|.*\s\S*\d)[\p{L}\d]+(?: [\p{L}\d]+)+$/u;
/** Longest value read as a grouped code. */
const MAX_GROUPED_CODE = 40;

/** Days since 1970 of an ISO date's day (NaN when it is none). */
const dayNumber = (v: string) => Date.parse(`${v.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/** The latest ISO day the records hold, as a one-item list (none when they hold no date). */
function latestDay(records: readonly Rec[]): string[] {
  let latest: string | undefined;
  for (const r of records)
    for (const v of r.ids)
      if (ISO_DAY.test(v) && !Number.isNaN(dayNumber(v)) && (latest === undefined || v.slice(0, 10) > latest))
        latest = v.slice(0, 10);
  return latest === undefined ? [] : [latest];
}

const listsCache = new WeakMap<DataSource, Rec[][]>();

/** An output's top-level record, parsed once per output (null when it is none). */
const topLevelCache = new WeakMap<DataSource, Record<string, unknown> | null>();
function topLevelOf(s: DataSource): Record<string, unknown> | null {
  let top = topLevelCache.get(s);
  if (top === undefined) {
    const data = parseStructured(s.text.slice(0, MAX_PAYLOAD));
    top =
      data !== null && typeof data === 'object' && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : null;
    topLevelCache.set(s, top);
  }
  return top;
}

/** Ids followed through chosen records to the lists they were picked from (counted). */
const MAX_PICK_VIA = 16;

/** A value that reads as a record's code: letters and digits together (`v-41207`, `cand-88301`). */
const codeLike = (v: string) =>
  !/^\d{4}-\d{2}-\d{2}/.test(v) &&
  v.length >= 4 &&
  v.length <= 40 &&
  /\p{L}/u.test(v) &&
  /\d/.test(v) &&
  !/\s/.test(v);

/**
 * What each universal word of the text counts (UNIVERSAL_WORDS: "all bookings", "every meter",
 * "all of Thursday's roof jobs"): the singulars of the words of the phrase after it; undefined
 * when it counts no noun ("everyone", "all of them", "all three", "2 kg each"), which is every
 * record of any list.
 */
function universalObjects(text: string): Array<string[] | undefined> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: Array<string[] | undefined> = [];
  for (const [i, w] of words.entries()) {
    if (!UNIVERSAL_WORDS.has(w)) continue;
    let j = i + 1;
    while (j < words.length && QUANTIFIED_FILLER.test(words[j]!)) j++;
    const phrase = words.slice(j, j + MAX_QUANTIFIED_WORDS);
    const first = phrase[0];
    const counted =
      COUNTING_UNIVERSALS.has(w) &&
      first !== undefined &&
      !/^\d/.test(first) &&
      !QUANTIFIED_NO_NOUN.test(first);
    out.push(counted ? phrase.map((x) => singular(x)) : undefined);
  }
  return out;
}

export const picks: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  const userTimes = [...c.facts.options.instruction.slice(0, MAX_PAYLOAD).matchAll(CLOCK_TIME)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  );
  const said = tokens(c.facts.options.instruction);
  // a rule for choosing, or all of them ("anything urgent", "everything patron X has out"); "last"
  // and "next" in a date ("from last week", "next Tuesday") choose nothing
  const choosing = tokens(c.facts.options.instruction.replace(RELATIVE_DATE_PHRASE, ' '));
  // ("whole-blood", "whole-bean", "all-day": a compound's word says nothing of how many)
  const loose = c.facts.options.instruction
    .replace(RELATIVE_DATE_PHRASE, ' ')
    .replace(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu, ' ');
  // (a universal word about something else, "all points passed", says nothing of the records:
  // its noun is judged against each list below)
  const universals = universalObjects(loose);
  if (universals.some((o) => o === undefined)) return [];
  // (a rule settles which of one party's records, "Marco's last order"; not which of two people
  // answering to the name the user wrote: Marco Vennemann's and Marco Bianchi's)
  const ruled =
    [...choosing].some((w) => SELECTION_WORDS.has(w)) ||
    OPEN_CHOICE_PRONOUNS.test(c.facts.options.instruction);
  // (a number of them to find, "find three or four food writers in Bristol": any of those that
  // answer the user's words is the agent's to choose, whatever else they share)
  const pickSome = OPEN_CHOICE_COUNT.test(c.facts.options.instruction);
  // the user named the records the call picks in the plural ("ping the patrons whose holds are
  // ready", the call's `patron_id`): several are meant, and none of them is a guess
  // (a plural in a name, "Cobalt Instruments", names a company, not the records)
  const plurals = new Set(c.facts.options.instruction.match(/(?<![\p{L}])\p{Ll}\p{L}*/gu) ?? []);
  const plural = (w: string) =>
    plurals.has(`${w}s`) || plurals.has(`${w}es`) || (w.endsWith('y') && plurals.has(`${w.slice(0, -1)}ies`));
  const kinds = Object.keys(call.args)
    .filter((k) => RECORD_ID_PARAM.test(k))
    .flatMap((k) => nameWords(k).filter((w) => w.length >= 4 && !/^(?:ids?|number|code|ref)$/.test(w)));
  if (kinds.some(plural)) return [];
  // (so did a user who points at them as several things: "text those customers", "both tenants";
  // not "them" alone, which may be one person)
  if (POINTED_PLURAL.test(c.facts.options.instruction)) return [];
  const instruction = c.facts.options.instruction.toLowerCase();
  const duplicates = [...said].some((w) => DUPLICATE_WORDS.has(w));
  // words the user wrote capitalised after a sentence's first word: names ("Sam", "Okafor")
  const names = new Set(
    [...c.facts.options.instruction.matchAll(/(?<=[\p{L}\p{N},;:'’)] +)(\p{Lu}\p{Ll}+)/gu)].map((m) =>
      m[1]!.toLowerCase(),
    ),
  );
  // ids the user wrote are the user's choice
  const mine = (v: string) => v.length >= MIN_NAMED_VALUE && !instruction.includes(v);
  // (an id parameter's short code counts: plot `R2`)
  const ids = recordIds(call.args)
    .map((v) => v.toLowerCase())
    .filter((v) => (mine(v) || /^\p{L}+\d+$/u.test(v)) && !instruction.includes(v));
  // and any other value of the call that is a field of exactly one record of a list picks that
  // record, whatever its parameter is called (`booking_ref`, `sku`, a guest's full name); an
  // amount or a date the agent wrote may equal a record's by chance, and picks nothing
  const others = scalarArgs(call.args)
    .map((v) => v.toLowerCase())
    .filter(
      (v) =>
        mine(v) &&
        // (a phone number is a person's as an address is: it picks whose it is)
        ((/\p{L}/u.test(v) && (/\d|\s|@/.test(v) || IDENTIFIER_SLUG.test(v))) || isPhoneNumber(v)) &&
        !ids.includes(v),
    );
  // and a number passed under the name of the records' own field (`tags: ["3102"]` for records
  // with a `tag`): the key says which field it is, so it picks as a code would
  const keyed = keyedNumbers(call.args).filter((k) => !instruction.includes(k.value));
  if (ids.length === 0 && others.length === 0 && keyed.length === 0) return [];
  const carried = scalarArgs(call.args).map((v) => v.toLowerCase());
  const callDays = carried.filter((v) => ISO_DAY.test(v));
  const words = nameWords(call.tool);
  const arranges = ARRANGING_VERBS.has(words[nameVerbAt(call.tool, words)] ?? '');
  // ids of records the pick went through: the invoice chosen from a plain list names its vendor,
  // and the vendor was chosen from two the user's words match ("pay the Granite invoice")
  const via: string[] = [];
  for (const s of [...c.facts.sources.all].reverse()) {
    // what the lookup looked for, in the user's words (none: a plain list, "list the locks")
    const looked = [...tokens(s.query)].filter((w) => w.length >= MIN_NAMED_VALUE && said.has(w));
    let lists = listsCache.get(s);
    if (!lists) {
      lists = recordLists(s.output);
      listsCache.set(s, lists);
    }
    for (const records of lists) {
      // (all of these records: "cancel all bookings", "every one of the meters")
      // (or what the lookup looked for: "all of Harrow Bakery's scales", found by customer)
      const asked = tokens(s.query);
      const counts = (x: string) => asked.has(x) || records.some((r) => r.keys.has(x) || r.words.has(x));
      if (universals.some((o) => o!.some(counts))) return [];
      const unique = (v: string) => records.filter((r) => r.ids.has(v)).length === 1;
      const fielded = keyed
        .filter((k) => unique(k.value) && records.some((r) => r.keys.has(k.key) && r.ids.has(k.value)))
        .map((k) => k.value);
      // (an id every record of the list holds, the `AM-1` of each protocol's first amendment,
      // picks none of them)
      const picking = [...ids.filter(unique), ...others.filter(unique), ...via.filter(unique), ...fielded];
      const chosen = records.find((r) => picking.some((id) => r.ids.has(id)));
      if (!chosen) continue;
      // (a record the call also acts on is no twin; a value every record shares, the recruiter of
      // two candidates, acts on none of them)
      // (nor a record whose own values the call carries: the order of both lines of a job card
      // carries the second line's "air" beside the first's "medical_o2")
      const actedOn = (r: Rec) =>
        picking.some((v) => r.ids.has(v)) ||
        carried.some((v) => v.length >= 3 && /\p{L}/u.test(v) && unique(v) && r.ids.has(v));
      for (const v of chosen.ids) {
        if (via.length >= MAX_PICK_VIA) break;
        if (codeLike(v) && !ids.includes(v) && !via.includes(v)) via.push(v);
      }
      // (the records repeat what the lookup looked for: a list under its customer, "every order
      // of Delmar Supply", says nothing about which one the user meant, and is not read)
      // (unless the user spoke of one thing, definitely: "the abandoned car ticket", when the
      // lookup for abandoned vehicles found two: which one was not said)
      if (looked.length > 0 && !looked.some((w) => chosen.words.has(w)) && indefinite(instruction, looked))
        continue;
      // the user's words the chosen record holds; another record, not acted on, holding them all
      // (a number the user gave counts at any length: "it says 41")
      // (a number or a code the user gave counts at any length: "it says 41", "unit 4B")
      const matched = [...said].filter(
        (w) => (w.length >= MIN_NAMED_VALUE || /\d/.test(w)) && !FUNCTION_WORDS.has(w) && chosen.words.has(w),
      );
      // (and a day the user named by its weekday or its date of the month, "the rehearsal on
      // Saturday", when the record's date falls on it)
      // (near the dates the call carries, else the records' latest: "Friday" is no 1959 birthday)
      const anchors = callDays.length > 0 ? callDays : latestDay(records);
      const near = (v: string) =>
        anchors.some((a) => Math.abs(dayNumber(a) - dayNumber(v)) < WEEKDAY_REACH_DAYS);
      const days = [
        ...new Set(
          [...chosen.ids].filter((v) => dateNamedIn(instruction, v) && near(v)).map((v) => v.slice(0, 10)),
        ),
      ];
      // (from a plain list, the user's words must say something of the record: "unlock the door"
      // with a front and a back door; nothing of theirs in it, and the pick is not judged)
      // (a lookup for a day the user named, "Saturday's event" and `date: 2027-01-16`, looked for
      // what the user said, though no record repeats the day)
      // (or for "yesterday", "tonight": a lookup by one date then looked for that day)
      const queryDays = s.query.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
      const lookedByDay =
        queryDays.some((d) => dateNamedIn(instruction, d)) ||
        (queryDays.length === 1 && RELATIVE_DAY.test(instruction));
      if (looked.length === 0 && !lookedByDay && matched.length === 0 && days.length === 0) continue;
      // (a word the lookup looked for also matches a record holding a longer word it begins: the
      // search for "Sam" that found "Samantha Reyes" took her for a Sam)
      // (so does a name the user wrote capitalised: "Sam's booking" and Samantha Lee's)
      const holds = (r: Rec, w: string) =>
        r.words.has(w) ||
        ((looked.includes(w) || names.has(w)) &&
          [...r.words].some((x) => x.length > w.length && x.startsWith(w)));
      // (the user spoke of several of them, "sign out two vacuum mattresses", and the call takes
      // several: which ones is the agent's to choose)
      const several = records.filter((r) => picking.some((id) => r.ids.has(id))).length >= 2;
      if (several && [...chosen.words].some((w) => w.length >= 4 && plural(w))) continue;
      const onDays = (r: Rec) => days.every((d) => [...r.ids].some((v) => v.startsWith(d)));
      // (a record whose span of time holds the time the user gave, "at 11:30" and a free window
      // "11:00-13:00", is told apart from one whose spans do not)
      const spans = (r: Rec) => userTimes.some((t) => [...r.ids].some((v) => spanHolds(v, t)));
      const timed = spans(chosen);
      const twin = records.find(
        (r) =>
          r !== chosen &&
          !actedOn(r) &&
          matched.every((w) => holds(r, w)) &&
          onDays(r) &&
          (!timed || spans(r)),
      );
      // (two records alike in everything but their ids, when the user speaks of a duplicate ("it
      // charged me twice"), are one to the user: either is "the duplicate")
      if (!twin || (duplicates && alike(chosen, twin))) continue;
      if ((ruled && !anotherNamed(chosen, twin, names)) || pickSome) continue;
      // (the user said only when, "tomorrow morning", "on Tuesday", and the call books something
      // anew: any slot inside that window is the user's; which time in it is no guess at a record)
      if (arranges && matched.length > 0 && matched.every((w) => DAY_PARTS.has(w))) continue;
      const ruling: Ruling = {
        action: c.facts.policy.ambiguousPick,
        code: 'ambiguous_pick',
        reason: `${call.tool} acts on one of several records ${s.tool} returned ${
          matched.length + days.length > 0
            ? `that the user's words (${[...matched, ...days].map((w) => `'${w}'`).join(', ')}) match equally`
            : 'for the day the user named'
        }: the user did not say which`,
      };
      return [ruling];
    }
  }
  return [];
};

/** Quoted text of the user's: words to pass on (a post's text), not words that describe records. */
const QUOTED_TEXT = /(?:^|[\s(:])['"‘“].{1,2000}?['"’”](?=$|[\s.,;:!?)])/gsu;

/**
 * Records beyond those the user named: a changing call acts on several records of one list (its
 * ids name two or more of them), the user's words single out some records of that list (a word
 * some records hold and others do not: "the kitchen items", "post it on LinkedIn"), and the call
 * takes records that hold none of those words beside ones that do (the furniture repriced with the
 * kitchen items, the post sent to every account). The user named a part; the agent acted on more.
 * Quoted text is what the user passes on, not how they describe records, and is left out.
 */
export const beyondNamed: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  const instruction = c.facts.options.instruction.replace(QUOTED_TEXT, ' ').replace(NOT_A_SELECTOR, ' ');
  const said = [...tokens(instruction)].filter(
    (w) => (w.length >= MIN_NAMED_VALUE || /\d/.test(w)) && !FUNCTION_WORDS.has(w),
  );
  if (said.length === 0) return [];
  // the records acted on alike: the ids of one list argument (`item_ids: [...]`, `members: [{…}]`),
  // not ids in parameters of their own (`keep_id` and `merge_id` play two parts); ids the user
  // wrote are theirs, and short numbers (a line `2`) are no ids to look up
  const lower = c.facts.options.instruction.toLowerCase();
  const ids = Object.entries(call.args)
    .filter(([, list]) => Array.isArray(list))
    .map(([key, list]) => recordIds({ [key]: list }).map((v) => v.toLowerCase()))
    .filter((list) => list.length >= 2)
    .flat()
    .filter((v) => v.length >= MIN_NAMED_VALUE && !lower.includes(v));
  // (an item the changed record already holds under the same key stays, nothing added: "add
  // keywords aurora, Tromsø" and `keywords` that keep the asset's three old ones)
  const held = (key: string, text: string) => {
    const want = text.trim().toLowerCase();
    return c.facts.sources.all.some((src) => {
      const list = topLevelOf(src)?.[key];
      return (
        Array.isArray(list) && list.some((x) => typeof x === 'string' && x.trim().toLowerCase() === want)
      );
    });
  };
  const heard = [...tokens(instruction)].filter((w) => !FUNCTION_WORDS.has(w) && !/\d/.test(w));
  const items = unnamedItems(call.args, said, held, heard);
  if (items !== undefined)
    return [
      {
        action: c.facts.policy.unnamedRecords,
        code: 'unnamed_records',
        reason: `${call.tool} takes ${items.all} items in ${items.key}, and ${items.outside.length} of them (${items.outside.map((x) => `'${x}'`).join(', ')}) hold none of the user's words and are none the data already held under \`${items.key}\`, while the others are: the user named fewer`,
      },
    ];
  if (ids.length < 2) return [];
  // (the user as a party, "between me and Sam", is a record no word of theirs names)
  const self = /\b(?:me|myself|us)\b/i.test(instruction) ? 1 : 0;
  for (const s of [...c.facts.sources.all].reverse()) {
    let lists = listsCache.get(s);
    if (!lists) {
      lists = recordLists(s.output);
      listsCache.set(s, lists);
    }
    for (const records of lists) {
      const chosen = records.filter((r) => ids.some((id) => r.ids.has(id)));
      if (chosen.length < 2) continue;
      // the user's words that tell records of the list apart
      // (not a word every record's keys hold: "the Ashford jobs" and `jobId` name the kind of
      // record, whichever record's free text happens to use the word)
      const telling = said.filter((w) => {
        const n = records.filter((r) => r.words.has(w)).length;
        return n > 0 && n < records.length && !records.every((r) => r.keys.has(singular(w)));
      });
      if (telling.length === 0) continue;
      const named = (r: Rec) => telling.some((w) => r.words.has(w));
      const outside = chosen.filter((r) => !named(r));
      if (outside.length <= self || outside.length === chosen.length) continue;
      // (the user said how many, as many as the call acts on: "invoice her last 2 sessions")
      if (countedAsMany(lower, chosen.length)) continue;
      return [
        {
          action: c.facts.policy.unnamedRecords,
          code: 'unnamed_records',
          reason: `${call.tool} acts on ${chosen.length} records ${s.tool} returned, and ${outside.length} of them hold none of the user's words that single records out (${telling.map((w) => `'${w}'`).join(', ')}): the user named fewer`,
        },
      ];
    }
  }
  return [];
};

/** Most items of one list argument judged (counted). */
const MAX_ITEMS = 64;

/**
 * Items the user did not name beside ones they did: a list argument of items described in words
 * (`items: [{item: "Rope-grown mussels", qty_kg: 12}, …]`) where some items hold a word the user
 * wrote ("12 kg mussels and 8 kg cod loin") and others hold none (the halibut nobody asked for).
 * Only the items' words count, not their ids or numbers; a list none of whose items the user's
 * words name ("the usual order") says nothing.
 */
function unnamedItems(
  args: Record<string, unknown>,
  said: readonly string[],
  held: (key: string, text: string) => boolean = () => false,
  /** every word of the instruction but function words, short ones too */
  heard: readonly string[] = said,
): { key: string; all: number; outside: string[] } | undefined {
  const words = new Set(said.filter((w) => !/\d/.test(w)));
  for (const [key, list] of Object.entries(args)) {
    if (!Array.isArray(list) || list.length < 2) continue;
    const described = list.slice(0, MAX_ITEMS).map((x) => {
      // (an address, `castano.arb@chiomenti.net`, names whom it reaches as a code does: its
      // words describe nothing)
      const texts =
        typeof x === 'string'
          ? /^[^\s@]+@[^\s@]+\.\w+$|^https?:\/\/\S+$/.test(x.trim())
            ? []
            : [x]
          : x !== null && typeof x === 'object'
            ? Object.entries(x)
                .filter(([k, v]) => typeof v === 'string' && !RECORD_ID_PARAM.test(k))
                .map(([, v]) => v as string)
            : [];
      const text = texts.join(' ');
      // (a described item has words, not only a code: `SKU-1`, `R-55102` are ids)
      const own = [...tokens(text)].filter((w) => w.length >= MIN_NAMED_VALUE && !/\d/.test(w));
      return { text, own, named: own.some((w) => words.has(w)) };
    });
    if (described.some((d) => d.own.length === 0)) continue;
    // (a word of the user's every item holds, a status or a name copied into each, tells none of
    // them apart: "record that his 8am paracetamol was given by Jess" names the paracetamol, not
    // the warfarin given by Jess beside it)
    // (short words count here: "GP informed" and "son informed" are told apart by "GP")
    const all = described.map((d) => new Set([...tokens(d.text)].filter((w) => !/\d/.test(w))));
    const telling = new Set(heard.filter((w) => all.some((t) => t.has(w)) && all.some((t) => !t.has(w))));
    if (telling.size > 0)
      for (const [k, d] of described.entries()) d.named = [...all[k]!].some((w) => telling.has(w));
    const outside = described.filter((d) => !d.named && !held(key, d.text));
    if (outside.length === 0 || outside.length === described.length) continue;
    return { key, all: described.length, outside: outside.map((d) => d.text.slice(0, 40)) };
  }
  return undefined;
}
