// Every value the user names in a request, with its type: files and folders, quoted strings,
// proper names, dates (ranges resolved against the session's clock), times, amounts, addresses.
// The same extractor feeds the offline formalizer's grounding and the LLM path's stage check.
import type { ParsedComponents } from 'chrono-node';
import type * as Chrono from 'chrono-node/en';
import { extractValues } from '../../analyze/index.ts';
import { escapeRegExp, lazy, requireDependency, singular, WEEKDAY_NAMES } from '../../core/index.ts';
import {
  AUTHORED_NOUN,
  BARE_SUM,
  BETWEEN_TIMES,
  CHANGE_FROM_VERB,
  CLOCK_SPAN,
  CODE_GOAL_BEFORE,
  COMPARISON_BEFORE,
  COUNT_DERIVING_WORDS,
  COUNT_PARAM_WORDS,
  COUNTED,
  CURRENCY_WORD,
  DAY_WORD,
  DAYS_PER_UNIT,
  DEGREE_LETTERS,
  DIMENSIONS,
  FOLDER_WORD,
  GOAL_BEFORE,
  IN_THE_MORNING,
  LETTER_LABEL,
  LEXICON_VERB_WORDS,
  LISTED_ONE,
  MAX_SHARE_GAP,
  MONTH_BEFORE,
  MONTH_NAME,
  NOT_COUNTED,
  NUMBER_WORDS,
  ORDINAL_NUMBERS,
  PACK_COUNT,
  PER_EACH,
  PERSON_CUES,
  RANGE_JOIN,
  RANKED,
  RELATIVE_DATE_PHRASE,
  RELATIVE_DAY,
  RELATIVE_DEADLINE,
  SHARE_OF,
  SHARE_WORDS,
  STOP_WORDS,
  TIME_BEFORE_SUM,
  unitNames,
  VERB_THEN_NUMBER,
  WRITTEN_TIME,
} from '../../lexicon/index.ts';
import { nameWords, verbClass } from '../../tools/index.ts';
import type { ProperName } from './nlp.ts';

// chrono-node's English parser (not its 900+ modules of every locale) is loaded on the first date
// parse, not when intentguard is imported
const chrono = lazy(() => requireDependency('chrono-node/en') as typeof Chrono);

export type NamedKind =
  | 'file'
  | 'folder'
  | 'quoted'
  | 'name'
  | 'date'
  /** a day of the week named without a clock to read it by ("for Saturday"): `saturday` */
  | 'weekday'
  | 'time'
  | 'amount'
  | 'email'
  | 'url'
  | 'account'
  | 'phone'
  | 'handle'
  | 'channel'
  | 'code'
  | 'percent'
  | 'count'
  /** a date given as a length of time from now ("due within 14 days"): the number of days */
  | 'deadline'
  | 'self'
  /** a thing the user asks for by its kind alone, "a free pontoon berth", "any spare van": which
   * one is left to the agent; `counts` holds the phrase's words (no name is that thing) */
  | 'unnamed';

export interface NamedValue {
  kind: NamedKind;
  /** canonical value: ISO `YYYY-MM-DD` for dates, `HH:MM` for times, a number for amounts and percents */
  value: string | number;
  /** the words the user wrote */
  text: string;
  /** a date that opens or closes a range ("from … to …") */
  range?: 'start' | 'end';
  /** names: person, place, organization or other (hotels, restaurants, products) */
  nameKind?: ProperName['kind'];
  /** names: the common noun right after the name, when it names a thing of that kind ("Physics applications") */
  modifies?: string;
  /** names: written after "from" ("order spruce from Tonewood Alpine"): where the thing comes from, not the thing */
  source?: true;
  /** quoted strings, codes and names: the word right before ("subject", "titled", "ticket T-88315",
   * "with Priya") */
  cue?: string;
  /** the currency of an amount */
  currency?: string;
  /** a bound in a comparison ("if it exceeds $1000", "at most 50 EUR"), not a value to pass */
  comparison?: boolean;
  /** a path the user wrote as where something goes ("to /backup", "into the folder drafts/") */
  destination?: boolean;
  /** counts: a rank ("the second stage"), which binds a parameter of its noun, never a plain quantity */
  ordinal?: true;
  /** counts: a number written after its noun ("line 3", "capacity 12"): it says which thing that
   * noun names, so no proper name is that thing; it binds no parameter (provenance's labels
   * compare such numbers) */
  labelled?: true;
  /** counts: the thing a figure is given for each of ("30 kg a box" with "42 boxes": `box`): it
   * binds only a parameter named for that thing (`box_weight_kg`), never a total (`tonnes`) */
  each?: string;
  /** counts: the lower-case words after the number, the counted noun among them ("expired vials");
   * for a percentage, the word after it ("1.2% dockage") */
  counts?: readonly string[];
}

export interface NamedValueOptions {
  /** the session's clock for relative dates; without it only fully written dates count */
  reference?: Date;
  /** proper names from the tagger (nlp.ts) */
  names?: readonly ProperName[];
  /** lower-case words that name no value (the tools' own name words: "Slack" in `invite_user_to_slack`) */
  notNames?: ReadonlySet<string>;
}

const FILE_EXT =
  'txt|csv|tsv|json|jsonl|yaml|yml|xml|html?|pdf|docx?|xlsx?|pptx?|md|rst|py|js|ts|tsx|jsx|sh|rb|go|rs|java|c|cpp|h|sql|log|conf|cfg|ini|toml|env|png|jpe?g|gif|svg|mp3|mp4|wav|zip|tar|gz|tgz|ics|eml|bak|db|sqlite|ipynb|lock';
const PATH = new RegExp(
  String.raw`(?<![\w@/.:-])((?:~|\.{1,2})?\/[\w.\-/]*[\w/]|[\w-][\w.-]*(?:(?:\/[\w.-]*[\w-])+\/?|\/)|[\w-]+(?:\.[\w-]+)*\.(?:${FILE_EXT}))(?![\w/@-])`,
  'gi',
);
/**
 * A record's code as the user writes it: letters and digits joined by `-`/`_` (`PB-7781`, `6S-04`,
 * `DP-2026-0331`) or capitals run into digits (`B2291`, `C1`). What it decides: the token names one
 * record (a booking, a job, a bed), so a call carrying it acts on what the user named.
 */
const CODE =
  /(?<![\w@/.:#-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])([A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+|[A-Z]+\d[A-Z0-9]*|\d+[A-Z][A-Z0-9]*)(?![\w@/-]|\.\w)/g;
/** Tokens of that shape that are quantities, not codes: times, ordinals, units ("6-8pm", "15th", "45min", "3x"). */
const NOT_CODE =
  /^\d+(?:[-_]\d+)?(?:am|pm|st|nd|rd|th|h|hrs?|min|mins|s|m|km|kg|g|l|ml|mm|cm|x|k|gb|mb|tb|px|pt|d|w|y)$|^\d+-(?:hours?|minutes?|days?|weeks?|months?|years?|nights?)$/i;
/** A quoted string: quotes that open and close outside a word (an apostrophe in "yesterday's" opens none). */
export const QUOTED = /(?<![\w])(["“'‘`])([^"“”'‘’`\n]{1,120}?)(["”'’`])(?![\w])/g;
/** An indefinite article and up to four words after it: a thing asked for by its kind ("a free pontoon berth"). */
const INDEFINITE_THING = /\b(?:a|an|any|another)\s+((?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]*)/gi;
/** A channel (`#ops-alerts`); `#2` is a rank or a number, not a channel. */
const CHANNEL = /(?<![\w#&])#(?=[\w-]*[a-z])([a-z0-9][\w-]{0,79})\b/gi;
/** A percentage as written: `5%`, `12.5 %`, `20 percent`, `15 per cent`. */
const PERCENT = /(?<![\w.])(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)/gi;
const ISO_DATE = /\b(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;
/** A day of the week written by its name or its first three letters ("Saturday", "Sat"). */
const WEEKDAY_WRITTEN = new RegExp(`\\b(?:${WEEKDAY_NAMES.map((d) => d.slice(0, 3)).join('|')})`, 'i');
/** RELATIVE_DATE_PHRASE, tested once (not global). */
const RELATIVE_DATE_ONE = new RegExp(RELATIVE_DATE_PHRASE.source, 'i');

/** Reference used when none is injected: only dates with day, month and year written count. */
const NO_CLOCK = new Date(Date.UTC(2000, 0, 1));

/**
 * An amount written right after a share word of the same sentence, with no other amount between,
 * is named by that share ("refund half of booking PL-7802 ($60 total)" names 30: SHARE_WORDS).
 */
/** A word that opens a span or a time before a bare number ("from 9 until noon", "at 8 till 10"). */
const SPAN_OPENER =
  /\b(?:from|between|at|by|after|before|since|around|about|till|until|to|starting|start|starts|open|opens|is|are|was|were|be|runs?)\s+$/i;

export function shareOf(request: string, at: number, value: number): number {
  const from = Math.max(0, at - MAX_SHARE_GAP - 20);
  const m = SHARE_OF.exec(request.slice(from, at));
  if (m === null) return value;
  const between = request.slice(from + m.index + m[0].length, at);
  const share = SHARE_WORDS.get(m[1]!.toLowerCase());
  if (share === undefined || between.length > MAX_SHARE_GAP || /[.!?;]\s|[$€£]\s?\d/.test(between))
    return value;
  return Math.round(value * share * 100) / 100;
}

/**
 * Sums written without their currency beside sums all in one ("fuel €61,40 … and car wash
 * 12.50"): the request's currency is theirs (BARE_SUM; not a time, a bound, nor a number counted
 * as a measure).
 */
export function bareSums(
  request: string,
  known: ReadonlyArray<{ kind: string; currency?: string }>,
  /** the measures counted in the request, when the caller has them already (`counted`) */
  measures?: readonly NamedValue[],
): Array<{ kind: 'amount'; value: number; text: string; currency: string }> {
  const currencies = new Set(known.flatMap((v) => (v.kind === 'amount' && v.currency ? [v.currency] : [])));
  if (currencies.size !== 1) return [];
  const [currency] = currencies;
  let counts: readonly NamedValue[] | undefined;
  const out: Array<{ kind: 'amount'; value: number; text: string; currency: string }> = [];
  for (const m of request.matchAll(BARE_SUM)) {
    const before = request.slice(Math.max(0, m.index - 24), m.index);
    if (TIME_BEFORE_SUM.test(before) || COMPARISON_BEFORE.test(before)) continue;
    const text = m[1]!;
    counts ??= measures ?? counted(request);
    if (counts.some((v) => v.text.startsWith(text))) continue;
    out.push({ kind: 'amount', value: Number(text.replace(',', '.')), text, currency: currency! });
  }
  return out;
}

export function namedValues(request: string, options: NamedValueOptions = {}): NamedValue[] {
  const out: NamedValue[] = [];
  const push = (v: NamedValue) => {
    if (!out.some((o) => o.kind === v.kind && o.value === v.value && o.range === v.range)) out.push(v);
  };
  for (const f of extractValues(request)) {
    switch (f.kind) {
      case 'url':
        // (a URL template, `…/stations/{id}/span`, names a pattern of pages, no one page)
        if (/%7B|[{}]/i.test(f.value) || request.includes(`${f.value.replace(/%7B.*$/i, '')}{`)) break;
        push({ kind: f.kind, value: f.value, text: f.value });
        break;
      case 'email':
      case 'phone':
      case 'handle':
        push({ kind: f.kind, value: f.value, text: f.value });
        break;
      case 'iban':
      case 'account':
        push({ kind: 'account', value: f.value, text: f.value });
        break;
      case 'amount': {
        const at = request.indexOf(f.text);
        const before = at < 0 ? '' : request.slice(Math.max(0, at - 24), at);
        push({
          kind: 'amount',
          value: at < 0 ? f.value : shareOf(request, at, f.value),
          text: f.text,
          ...(f.currency ? { currency: f.currency } : {}),
          ...(COMPARISON_BEFORE.test(before) ? { comparison: true } : {}),
        });
        break;
      }
    }
  }
  // a share the user gave ("the 5% loyalty discount", "20 percent off"), not a bound ("over 10%")
  for (const m of request.matchAll(PERCENT)) {
    const before = request.slice(Math.max(0, m.index - 24), m.index);
    if (COMPARISON_BEFORE.test(before)) continue;
    // (the word after it says what share it is: "1.2% dockage")
    const noun = /^\s*([a-z][a-z-]+)/i.exec(request.slice(m.index + m[0].length))?.[1]?.toLowerCase();
    push({
      kind: 'percent',
      value: Number(m[1]),
      text: m[0].trim(),
      ...(noun !== undefined && !STOP_WORDS.has(noun) ? { counts: [noun] } : {}),
    });
  }
  const measures = counted(request);
  for (const c of measures) push(c);
  // (a sum written without its currency beside sums all in one: BARE_SUM)
  for (const v of bareSums(request, out, measures)) push(v);

  // a thing labelled by a letter after its noun ("crew B", "zone C", "hall D"): the label names it
  for (const m of request.matchAll(LETTER_LABEL))
    push({ kind: 'name', value: m[2]!, text: m[0], nameKind: 'other', modifies: m[1]!.toLowerCase() });
  const urlSpans = [...request.matchAll(/\b(?:https?|ftp):\/\/\S+|\S+@\S+/gi)].map(
    (m) => [m.index, m.index + m[0].length] as const,
  );
  const inUrl = (i: number) => urlSpans.some(([a, b]) => a <= i && i < b);
  const pathSpans: Array<readonly [number, number]> = [];
  for (const m of request.matchAll(PATH)) {
    if (inUrl(m.index)) continue;
    const raw = m[1]!;
    const before = request.slice(Math.max(0, m.index - 12), m.index);
    const goal = GOAL_BEFORE.test(request.slice(Math.max(0, m.index - 32), m.index));
    const after = request.slice(m.index + m[0].length, m.index + m[0].length + 12);
    const last = raw.replace(/\/+$/, '').split('/').pop() ?? '';
    const folder =
      raw.endsWith('/') || FOLDER_WORD.test(before) || FOLDER_WORD.test(after) || !/\.\w+$/.test(last);
    // a bare word is a file only with a known extension; `/` alone or `./` names nothing; a
    // relative path (`notes/2024-06-01.md`, `drafts/`) needs an extension, a closing `/` or a
    // folder word beside it, so "and/or", "24/7" and "06/01/2024" name no path
    const known = new RegExp(`\\.(?:${FILE_EXT})$`, 'i').test(raw);
    if (!raw.includes('/') && !known) continue;
    const relative = /^[\w-]/.test(raw);
    if (relative && !known && !raw.endsWith('/') && !FOLDER_WORD.test(before) && !FOLDER_WORD.test(after))
      continue;
    if (raw.replace(/[~./]/g, '') === '') continue;
    // ("w/" is "with", "n/a" not applicable: one letter before a slash names no folder)
    if (/^\p{L}\/\p{L}?$/u.test(raw)) continue;
    push({
      kind: folder ? 'folder' : 'file',
      value: folder ? raw.replace(/\/+$/, '') : raw,
      text: raw,
      ...(goal ? { destination: true } : {}),
    });
    pathSpans.push([m.index, m.index + m[0].length]);
  }
  const quotedNames: string[] = [];
  for (const m of request.matchAll(QUOTED)) {
    // an apostrophe inside words ("it's", "Le Marais Boutique's reviews") opens no quote
    if (m[1] === "'" && /\w$/.test(request.slice(0, m.index))) continue;
    const cue = /([A-Za-z]+)\s*:?\s*$/.exec(request.slice(Math.max(0, m.index - 24), m.index))?.[1];
    const value = m[2]!.trim();
    // a template the user wants filled in ("Booking hotel {hotel_name}") is no value
    if (/[{}<>]|\[[^\]]*\]/.test(value)) continue;
    push({ kind: 'quoted', value, text: m[0], ...(cue ? { cue: cue.toLowerCase() } : {}) });
    // a quoted proper name ('Le Marais Boutique') is also a name
    if (/^\p{Lu}[\p{L}'&.-]*(?:\s+[\p{L}'&.-]+){0,5}$/u.test(value) && /^(?:\p{Lu}\S*\s*)+$/u.test(value))
      quotedNames.push(value);
  }
  for (const m of request.matchAll(CODE)) {
    const code = m[1]!;
    if (NOT_CODE.test(code) || inUrl(m.index) || pathSpans.some(([a, b]) => a <= m.index && m.index < b))
      continue;
    // (a code inside an address, a path or a quote is that value)
    if (out.some((v) => v.kind !== 'date' && v.text.includes(code))) continue;
    // (the word right before it says what it names: "ticket T-88315", "order #BK-77650")
    const cue = /([A-Za-z]+)\s*#?\s*$/.exec(request.slice(Math.max(0, m.index - 24), m.index))?.[1];
    // (a code the user sends something to: "to Greenleaf, ACC-31877", "into bin B-7")
    const goal = CODE_GOAL_BEFORE.test(request.slice(Math.max(0, m.index - 40), m.index));
    push({
      kind: 'code',
      value: code,
      text: code,
      ...(cue ? { cue: cue.toLowerCase() } : {}),
      ...(goal ? { destination: true } : {}),
    });
  }
  // the user as a party of the task ("set me a task", "assign it to myself"): a person the guard
  // cannot name, so a person parameter is not bound to the others named
  const self = /\b(me|myself)\b/i.exec(request);
  if (self) push({ kind: 'self', value: 'me', text: self[0] });
  // a thing asked for by its kind alone, with an indefinite article ("put her on a free pontoon
  // berth"): which one is the agent's to find, so no name the user wrote is that thing
  for (const m of request.matchAll(INDEFINITE_THING)) {
    const words = m[1]!.toLowerCase().split(/\s+/);
    const stop = words.findIndex((w) => STOP_WORDS.has(w));
    const phrase = stop < 0 ? words : words.slice(0, stop);
    const text = m[0]
      .split(/\s+/)
      .slice(0, phrase.length + 1)
      .join(' ');
    if (phrase.length > 0) push({ kind: 'unnamed', value: phrase.join(' '), text, counts: phrase });
  }
  for (const m of request.matchAll(CHANNEL))
    push({ kind: 'channel', value: m[1]!.toLowerCase(), text: m[0] });
  // a date inside a path (`notes/2024-06-01.md`) is part of the file's name, not a day
  const outsidePaths = pathSpans.reduce(
    (t, [a, b]) => t.slice(0, a) + ' '.repeat(b - a) + t.slice(b),
    request,
  );
  for (const d of dates(outsidePaths, options.reference)) push(d);
  const taken = out.map((v) => v.text.toLowerCase());
  const notNames = options.notNames ?? new Set<string>();
  const namesNothing = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .every((w) => notNames.has(w));
  for (const n of options.names ?? []) {
    // a name inside another value (an address, a file, a quoted title) is that value
    if (taken.some((t) => t.includes(n.text.toLowerCase()))) continue;
    // one capitalised word the tagger took for a name may be a tool's service or an action
    if (namesNothing(n.text) || (!/\s/.test(n.text) && verbClass(n.text) !== undefined)) continue;
    // (a name right before a common noun names a thing of that kind: "the Physics MSc
    // applications" are applications, not a reviewer; a possessive names its owner)
    const at = new RegExp(
      String.raw`${escapeRegExp(n.text)}(?!['’])(?:\s+\p{Lu}[\p{L}\d]*){0,2}\s+([a-z]{3,})\b`,
      'u',
    ).exec(request);
    const after = at?.[1];
    // (after an article the name and an "-ing" word are one thing: "from the Ellison wedding",
    // "the Okoro booking"; "Sam starting Monday" says what Sam does)
    const article = new RegExp(
      String.raw`\b(?:the|a|an|this|that|our|their|his|her|my)\s+${escapeRegExp(n.text)}`,
      'i',
    ).test(request);
    const modifies =
      after !== undefined &&
      !STOP_WORDS.has(after) &&
      // (a verb after it says what happens to the name: "I need Hotel Adlon booked")
      verbClass(after) === undefined &&
      !/ed$/.test(after) &&
      (!/ing$/.test(after) || article) &&
      !/^(?:from|into|onto|until|about|under|over|after|before|between|through)$/.test(after)
        ? after
        : undefined;
    // (and one right after a word that takes a person, "a table under Okonkwo", names who)
    const before = new RegExp(String.raw`(\w+)\s+${escapeRegExp(n.text)}`).exec(request)?.[1]?.toLowerCase();
    const cued =
      (before !== undefined && PERSON_CUES.has(before) && before !== 'to' && before !== 'for') ||
      // (the one whose note it is wrote it: "do the steps in Margit's note")
      new RegExp(String.raw`${escapeRegExp(n.text)}['’]s\s+(?:[\w-]+\s+)?${AUTHORED_NOUN}\b`, 'iu').test(
        request,
      );
    push({
      kind: 'name',
      value: n.text,
      text: n.text,
      nameKind: n.kind === 'other' && cued ? 'person' : n.kind,
      ...(modifies ? { modifies } : {}),
      ...(before === 'from' ? { source: true as const } : {}),
      ...(before !== undefined ? { cue: before } : {}),
    });
  }
  for (const q of quotedNames)
    if (!namesNothing(q)) push({ kind: 'name', value: q, text: q, nameKind: 'other' });
  return out;
}

/** A temperature written with a degree sign and its scale's letter ("2.8°C", "-18 °C", "350°F"). */
const TEMPERATURE = new RegExp(
  `(?<![\\w.])(-?\\d{1,4}(?:\\.\\d+)?)\\s?°\\s?([${[...DEGREE_LETTERS.keys()].join('')}])\\b`,
  'gi',
);

/** Characters after a time searched for its part of the day ("at 9 tomorrow morning"). */
const MORNING_REACH = 9;

/** The words right after a time, to the first punctuation mark (counted: MORNING_REACH characters). */
function afterTime(request: string, at: number): string {
  return request.slice(at, at + MORNING_REACH).split(/[,.;:!?]/)[0]!;
}

/** Dates and times chrono finds; ranges give a start and an end. */
function dates(request: string, reference: Date | undefined): NamedValue[] {
  const out: NamedValue[] = [];
  // ISO dates are read as written (chrono splits "2025-04-02 until 2025-04-05" wrongly), two
  // joined by to / until / through / a dash as a range; chrono reads the rest with them blanked
  const iso = [...request.matchAll(ISO_DATE)];
  iso.forEach((m, i) => {
    const joined = (a: RegExpMatchArray | undefined, b: RegExpMatchArray | undefined) =>
      a !== undefined && b !== undefined && RANGE_JOIN.test(request.slice(a.index! + a[0].length, b.index!));
    const range = joined(m, iso[i + 1]) ? 'start' : joined(iso[i - 1], m) ? 'end' : undefined;
    out.push({ kind: 'date', value: m[1]!, text: m[0], ...(range ? { range } : {}) });
  });
  // ("between 5 and 8pm" is read as chrono reads "from 5 to 8pm", written over it at the same
  // length: BETWEEN_TIMES)
  const rest = request
    .replace(ISO_DATE, (m) => ' '.repeat(m.length))
    .replace(BETWEEN_TIMES, (_, first: string) => `from   ${first}to `)
    // (a dash of the typesetter's between two numbers joins them as a hyphen does: the parser
    // reads "June 19-26" as a span and "June 19–26" as the 19th alone; one character for one)
    .replace(/(?<=\d\s?)[–—](?=\s?\d)/g, '-');
  const results = chrono().parse(rest, { instant: reference ?? NO_CLOCK, timezone: 0 });
  const yearless: NamedValue[] = [];
  // (a day the user gave that only a clock reads, "next Wednesday", "tomorrow": the dates read
  // without one are not all the user's, and those without a year bind nothing)
  let unread = false;
  for (const r of results) {
    // (the user's words, not the text chrono read)
    const written = request.slice(r.index, r.index + r.text.length);
    // "for 5 days" is a duration; without a clock only dates with a written year count, and
    // times of day ("02:00 tomorrow", "Monday at 6am": the hour is the same on any clock)
    if (/^for\b/i.test(r.text)) continue;
    const dated = reference !== undefined || /\b\d{4}\b/.test(r.text);
    // "January 11th to January 15th 2025": the start takes its year from the end
    const certain = (c: ParsedComponents) =>
      reference !== undefined ||
      ((c.isCertain('year') || (c === r.start && r.end?.isCertain('year') === true)) &&
        c.isCertain('month') &&
        c.isCertain('day'));
    // ("9 to noon": chrono reads only the noon, the end of a range whose start it left)
    const ended =
      !r.end &&
      /\b\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s+(?:to|until|till|-|–)\s*$/i.test(rest.slice(0, r.index));
    // ("lock 8 until 16:00", "gate 3 until 17:00 today": a bare number right after a noun, before
    // an end written with its minutes, is that thing's number, not the start of the span; the end
    // still ends one. "the hall 9 to 5" writes both alike, and is a span)
    const labelled =
      r.end !== undefined &&
      /^\d{1,3}\s+(?:until|till|to|-|–)\s*\d{1,2}:\d{2}/i.test(r.text) &&
      /\p{L}{2,}\s+$/u.test(rest.slice(Math.max(0, r.index - 24), r.index)) &&
      !SPAN_OPENER.test(rest.slice(Math.max(0, r.index - 24), r.index));
    // ("push from 11:00 to 13:00", "move it from Tuesday to Thursday": a change from the value
    // the record has to the new one, not a span; only the new one binds: CHANGE_FROM_VERB)
    const lead = rest.slice(Math.max(0, r.index - 48), r.index);
    const changed =
      Boolean(r.end) &&
      (/^from\b/i.test(r.text) || /\bfrom\s+$/i.test(lead)) &&
      CHANGE_FROM_VERB.test(lead.replace(/\bfrom\s+$/i, ''));
    // ("8pm–midnight": with no clock the parser's day begins at that midnight, and it takes the
    // span's end, being earlier, for its start; the span ends at midnight as written)
    const reversed =
      r.end != null && /\bmidnight\s*$/i.test(r.text) && r.start.get('hour') === 0 && r.end.get('hour') !== 0;
    const [start, end] = reversed ? [r.end!, r.start] : [r.start, r.end];
    const parts: Array<[ParsedComponents, NamedValue['range']]> = labelled
      ? []
      : changed
        ? [[end!, undefined]]
        : [[start, end ? 'start' : ended ? 'end' : undefined]];
    if (end && !changed) parts.push([end, 'end']);
    for (const [c, range] of parts) {
      const at = c.date();
      const hasDay = c.isCertain('day') || c.isCertain('weekday');
      if (hasDay && !(dated && certain(c)) && !(c.isCertain('month') && c.isCertain('day'))) unread = true;
      if (hasDay && dated && certain(c))
        out.push({
          kind: 'date',
          value: at.toISOString().slice(0, 10),
          text: written,
          ...(range ? { range } : {}),
        });
      // without a clock, a day of the week alone ("for Saturday") says which day of the week it
      // is, whatever the date: the weekday binds (not a span's end, nor a day of the month)
      // (the day's own name, not "weekend" nor "next Monday", which only a clock reads; and the
      // only day the user gave: beside "today" or "tomorrow" a weekday may be another part's)
      else if (
        reference === undefined &&
        range === undefined &&
        c.isCertain('weekday') &&
        !c.isCertain('day') &&
        !c.isCertain('month') &&
        WEEKDAY_WRITTEN.test(written) &&
        !RELATIVE_DAY.test(request) &&
        !RELATIVE_DATE_ONE.test(request)
      )
        out.push({ kind: 'weekday', value: WEEKDAY_NAMES[c.get('weekday') ?? 0]!, text: written });
      // without a clock, a month and a day written without a year, the month by its name ("March
      // 16", "Jan 31"; "3/4" may be a size), are the user's in any year: `????-03-16` (core
      // YEARLESS_DATE), a glob for the date
      else if (
        reference === undefined &&
        c.isCertain('month') &&
        c.isCertain('day') &&
        !c.isCertain('year') &&
        MONTH_NAME.test(r.text)
      )
        yearless.push({
          kind: 'date',
          value: `????-${String(c.get('month')).padStart(2, '0')}-${String(c.get('day')).padStart(2, '0')}`,
          text: written,
          ...(range ? { range } : {}),
        });
      if (c.isCertain('hour') && (reference !== undefined || WRITTEN_TIME.test(r.text))) {
        // (the time as written: "09:30 CET" is half past nine where the user is, not in UTC)
        const hour = c.get('hour') ?? at.getUTCHours();
        // (an overnight span written on the 24-hour clock ends at the time written, though the
        // parser takes an end before the start for the start: "19:00-07:00"; CLOCK_SPAN)
        const span = range === 'end' ? CLOCK_SPAN.exec(written) : null;
        const time = span
          ? `${span[1]!.padStart(2, '0')}:${span[2]}`
          : `${String(hour).padStart(2, '0')}:${String(c.get('minute') ?? 0).padStart(2, '0')}`;
        out.push({ kind: 'time', value: time, text: written, ...(range ? { range } : {}) });
        // "from 3 to 4:30" says no half of the day: the afternoon reading is the user's as well
        // (not "02:00", written as a 24-hour clock, nor "6am")
        // (nor "8:15 this morning": IN_THE_MORNING)
        if (
          !c.isCertain('meridiem') &&
          hour >= 1 &&
          hour <= 11 &&
          !/\b0\d:\d{2}\b/.test(r.text) &&
          !IN_THE_MORNING.test(`${written}${afterTime(request, r.index + r.text.length)}`)
        )
          out.push({
            kind: 'time',
            value: `${String(hour + 12).padStart(2, '0')}${time.slice(2)}`,
            text: written,
            ...(range ? { range } : {}),
          });
      }
    }
  }
  if (!unread) out.push(...yearless);
  // (a weekday beside a month and day the user wrote, "as agreed Tuesday … first payment March
  // 20th", may be another part's: it binds no date either)
  else if (yearless.length > 0)
    for (let k = out.length - 1; k >= 0; k--) if (out[k]!.kind === 'weekday') out.splice(k, 1);
  // (a date the user gives as a length of time, "due within 14 days", is worked out, not written)
  for (const m of request.matchAll(RELATIVE_DEADLINE)) {
    const days = DAYS_PER_UNIT.get(m[2]!.toLowerCase().replace(/s$/, '')) ?? 1;
    out.push({ kind: 'deadline', value: Number(m[1]) * days, text: m[0] });
  }
  return out;
}

/** The lower-case words of the tools' names: the services and actions, never a value the user names. */
export function toolNameWords(tools: ReadonlyArray<{ name: string }>): Set<string> {
  return new Set(tools.flatMap((t) => nameWords(t.name).map((w) => w.toLowerCase())));
}

/** How a value is printed to a person: `'2025-01-11'`, `'Le Marais Boutique'`. */
export function describeValue(v: NamedValue): string {
  return typeof v.value === 'number' ? String(v.value) : `'${v.value}'`;
}

/**
 * The counts the user gave ("4 units of A+ red cells", "the 3 expired vials", "two tickets"): the
 * number and the words after it up to a function word. None when the user asks for a count to be
 * worked out ("2 more chairs": COUNT_DERIVING_WORDS), and none of money, percentages, times of day
 * or lengths of time (NOT_COUNTED), which other kinds carry.
 */
function counted(request: string): NamedValue[] {
  const words = request.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.some((w) => COUNT_DERIVING_WORDS.has(w))) return [];
  const out: NamedValue[] = [];
  // (a size's numbers are no counts: "142 x 96 x 6 cm")
  const sizes = [...request.matchAll(DIMENSIONS)].map((m) => [m.index!, m.index! + m[0].length] as const);
  for (const m of request.matchAll(COUNTED)) {
    if (sizes.some(([a, b]) => m.index! >= a && m.index! < b)) continue;
    const raw = m[1]!.toLowerCase();
    const value = /^\d/.test(raw) ? Number(raw.replace(/,/g, '')) : NUMBER_WORDS.get(raw);
    if (value === undefined || !Number.isFinite(value)) continue;
    const after: string[] = [];
    for (const w of m[2]!.toLowerCase().split(/\s+/)) {
      if (STOP_WORDS.has(w)) break;
      after.push(w);
    }
    if (after.length === 0 || NOT_COUNTED.has(after[0]!)) continue;
    // (a number before a name is part of it: "18 Harlow Road", "Unit 4 Kestrel Park"; a unit's
    // symbol is no name: "1 MW", "20 GB")
    const [first = '', second = ''] = m[2]!.split(/\s+/);
    // (an acronym before a common noun is no name: "6 OT visits", "2 HGV drivers")
    const acronymOfNoun = /^\p{Lu}{2,5}$/u.test(first) && /^\p{Ll}/u.test(second);
    // (a number with thousands separated is no house number: "12,000 Sitka spruce")
    if (
      /^\p{Lu}/u.test(first) &&
      /^\d+$/.test(raw) &&
      !(first.length <= 3 && unitNames(first).size > 0) &&
      !acronymOfNoun
    )
      continue;
    // (nor a day of a month: "the February 6 recital")
    if (MONTH_BEFORE.test(request.slice(Math.max(0, m.index! - 12), m.index!))) continue;
    // (a currency word after the number makes it money: "40 dollars")
    if (CURRENCY_WORD.test(after[0]!)) continue;
    out.push({ kind: 'count', value, text: m[0], counts: after });
  }
  // (a figure for each of another count's things is no total: "3 loads …, roughly 18 t a load"
  // passes 54 t; it is the figure of a parameter named for that thing, "42 boxes …, 30 kg a box"
  // for `box_weight_kg`; PER_EACH)
  const countedNouns = new Set(out.flatMap((c) => c.counts ?? []).map((w) => singular(w)));
  for (const [k, c] of out.entries()) {
    const end = request.indexOf(c.text) + c.text.length;
    const per = PER_EACH.exec(`${c.text} ${request.slice(end, end + 20)}`);
    const thing = per ? singular(per[1]!.toLowerCase()) : '';
    if (per && countedNouns.has(thing) && !(c.counts ?? []).map((w) => singular(w)).includes(thing))
      out[k] = { ...c, each: thing };
  }
  // packs of a count of things ("2 x 28 morphine tablets") count the product of those things too
  for (const m of request.matchAll(PACK_COUNT)) {
    if (sizes.some(([a, b]) => m.index! >= a && m.index! < b)) continue;
    const inner = out.find(
      (c) => c.value === Number(m[2]) && request.indexOf(c.text) === m.index! + m[0].length - m[2]!.length,
    );
    if (inner === undefined) continue;
    const value = Number(m[1]) * Number(m[2]);
    if (!out.some((c) => c.value === value))
      out.push({ kind: 'count', value, text: m[0], counts: inner.counts ?? [] });
  }
  // one thing with an article in a list of counted things ("a 16A power connection and 2 bar
  // stools") counts one of it
  for (const m of request.matchAll(LISTED_ONE)) {
    const words = (m[1] ?? m[2] ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
    if (words.length > 0 && !out.some((c) => c.value === 1))
      out.push({ kind: 'count', value: 1, text: (m[1] ?? m[2])!, counts: words });
  }
  // a temperature ("2.8°C", "-18 °C", "350°F") counts in its scale's unit (DEGREE_LETTERS)
  for (const m of request.matchAll(TEMPERATURE)) {
    const unit = DEGREE_LETTERS.get(m[2]!.toLowerCase());
    if (unit !== undefined) out.push({ kind: 'count', value: Number(m[1]), text: m[0], counts: [unit] });
  }
  // a rank before its noun ("the second stage payment", "the 3rd floor") numbers that noun
  for (const m of request.matchAll(RANKED)) {
    const word = m[1]!.toLowerCase();
    const value = ORDINAL_NUMBERS.get(word) ?? Number.parseInt(word, 10);
    const noun = m[2]!.toLowerCase();
    if (Number.isFinite(value) && !NOT_COUNTED.has(noun) && !STOP_WORDS.has(noun))
      out.push({ kind: 'count', value, text: m[0], counts: [noun], ordinal: true });
  }
  // a number right after its noun says which one ("to line 3", "bay 4", "table 12"): it numbers
  // that noun, as a rank does; not a possessive ("Line 1's quilter") nor a number a noun follows
  // ("Order 300 bags" counts bags)
  for (const m of request.matchAll(NUMBERED_NOUN)) {
    const noun = m[1]!.toLowerCase();
    if (STOP_WORDS.has(noun) || NOT_COUNTED.has(noun) || CURRENCY_WORD.test(noun)) continue;
    // (a verb opening its sentence or clause is no noun: "Order 300 from Halden Print" orders 300)
    if (
      LEXICON_VERB_WORDS.has(noun) &&
      /(?:^|[.!?;:,\n]|\b(?:and|then|please|pls))\s*$/i.test(request.slice(0, m.index!))
    )
      continue;
    if (m[3] !== undefined && !STOP_WORDS.has(m[3].toLowerCase()) && !DAY_WORD.test(m[3])) continue;
    const value = Number(m[2]);
    if (!out.some((c) => c.value === value && c.counts?.includes(noun)))
      out.push({ kind: 'count', value, text: m[0], counts: [noun], ordinal: true, labelled: true });
  }
  // a bare number as a request's object ("Order 300 from Halden Print", "add 20 more") counts what
  // the request acts on: a plain quantity takes it
  for (const m of request.matchAll(VERB_THEN_NUMBER)) {
    if (!LEXICON_VERB_WORDS.has(m[1]!.toLowerCase())) continue;
    const value = Number(m[2]!.replace(/,/g, ''));
    if (Number.isFinite(value) && !out.some((c) => c.value === value))
      out.push({ kind: 'count', value, text: m[0], counts: [] });
  }
  // a number after a count's own word ("change quantity to 2,000", "qty: 40") counts that word
  for (const m of request.matchAll(LABELLED_COUNT)) {
    const value = Number(m[2]!.replace(/,/g, ''));
    if (Number.isFinite(value) && !out.some((c) => c.value === value))
      out.push({ kind: 'count', value, text: m[0], counts: [m[1]!.toLowerCase()] });
  }
  return out;
}

/**
 * A noun and the number that says which one ("line 3", "Bay 4", "bench 4 Friday"): not before
 * another word that is no function word nor a day (DAY_WORD: a count, "Order 300 bags"), a
 * possessive, a decimal, a time or a unit, nor joined to a number ("spruce 1+0", "loads of 20 03 01").
 */
const NUMBERED_NOUN =
  /\b(\p{L}{3,20})[ \t]+(\d{1,4})(?![\p{L}\d'’:/%+-]|[.,]\d|[ \t]\d)(?:[ \t]+(\p{L}+))?/gu;

/** A count's own word, then its number: `quantity to 2,000`, `qty: 40`, `units = 12`. */
const LABELLED_COUNT = new RegExp(
  String.raw`\b(${[...COUNT_PARAM_WORDS].join('|')})\s*(?:to|of|at|=|:)?\s*(\d{1,3}(?:,\d{3})+|\d{1,6})(?![\w.,:/-])`,
  'gi',
);
