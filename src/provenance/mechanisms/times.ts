// Invented times: a changing call sets a time of day (`start: "18:00"`, `startTime`,
// `"2027-01-19T18:00"`) that neither the user's words nor any tool output gives ("schedule the
// parent info session for next week": the agent chose 6 pm). The user left the time open and the
// agent filled it in instead of asking (underspecification), so the call is confirmed. Decided by
// structure: the times the user wrote (chrono-node's parse, "2 to 4pm", "at 9", 24-hour "1400"),
// the times every earlier output holds, and the call's own time-shaped fields; not an end of a
// range (`end`, `until`: the agent works it out from a length) unless the user wrote the range
// ("18:30 to 21:00", TIME_RANGE: its end is the user's too), not when the user speaks of a part
// of the day or a length of time ("tomorrow morning", "an hour later": the agent fills in within
// what was said), and not when the user leaves the choice to the agent (SELECTION_WORDS: "the
// first free slot"). Counted: MAX_CHANGE_FIELDS fields per call.

import { extractTimes } from '../../analyze/index.ts';
import {
  DAY_PARTS,
  DURATION,
  END_WORDS,
  MAX_CHANGE_FIELDS,
  MAX_OUTPUT_DEPTH,
  OPENING_TIME,
  RELATIVE_DATE_PHRASE,
  SAME_TIME_RULE,
  SELECTION_WORDS,
  TIME_RANGE,
} from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { latestRecord, parsedOf } from './changes.ts';
import { recordIds, tokens } from './picks.ts';

/** A time of day inside a value: `18:00`, `18:00:00`, `2027-01-19T18:00`, `09:00-12:00` (its start). */
const TIME_IN_VALUE = /(?:^|T|\s)([01]\d|2[0-3]):([0-5]\d)(?::\d{2})?(?=$|[^\d])/;

/** The ends of a day (a code valid from 00:00, a card revoked at 23:59): no time anyone chose. */
const BOUNDARY_TIMES = new Set(['00:00', '23:59']);

/** Time-shaped scalar fields of a call (top level and one nested object), with their keys. */
function timeFields(args: Record<string, unknown>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const visit = (key: string, v: unknown, depth: number) => {
    if (out.length >= MAX_CHANGE_FIELDS || depth > Math.min(2, MAX_OUTPUT_DEPTH)) return;
    if (typeof v === 'string') {
      // (`00:03:10`, an offset into a recording, is no time of day)
      const m = /^00:\d{2}:\d{2}/.test(v) ? null : TIME_IN_VALUE.exec(v);
      // (free text, a message, carries no field of its own)
      if (m && v.length <= 40) out.push([key, `${m[1]}:${m[2]}`]);
    } else if (v !== null && typeof v === 'object' && !Array.isArray(v))
      for (const [k, x] of Object.entries(v)) visit(k, x, depth + 1);
  };
  for (const [k, v] of Object.entries(args)) visit(k, v, 0);
  return out;
}

/** Characters of one output read for times written in words ("the 6am slot"): bounded work. */
const MAX_TIME_TEXT = 20_000;

const outputTimes = new WeakMap<DataSource, Set<string>>();

/** The times an output writes, as the user's are read (parsed once per output). */
function timesOf(s: DataSource): Set<string> {
  let times = outputTimes.get(s);
  if (!times) {
    times = extractTimes(s.text.slice(0, MAX_TIME_TEXT));
    outputTimes.set(s, times);
  }
  return times;
}

const userTimes = new WeakMap<object, Set<string>>();

/** The times the user wrote, read once per session. */
function instructionTimes(options: { instruction: string }): Set<string> {
  let times = userTimes.get(options);
  if (!times) {
    times = extractTimes(options.instruction);
    userTimes.set(options, times);
  }
  return times;
}

export const inventedTimes: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  // (not the end of a range, and not when something happened, `given_at`, `effective_at`: the
  // agent stamps the time it acts)
  // (an end is judged only when the user wrote a range of times, "10 to 2": it is one of them)
  const mine = instructionTimes(c.facts.options);
  const range = TIME_RANGE.test(c.facts.options.instruction);
  const fields = timeFields(call.args).filter(([key, time]) => {
    const words = nameWords(key);
    const end = words.some((w) => END_WORDS.has(w));
    return (!end || range) && !words.includes('at') && !BOUNDARY_TIMES.has(time);
  });
  if (fields.length === 0) return [];
  const instruction = c.facts.options.instruction;
  // ("next" in a date, "next week", leaves no choice to the agent: only a rule for choosing does)
  const said = tokens(instruction.replace(RELATIVE_DATE_PHRASE, ' '));
  if (
    [...said].some((w) => SELECTION_WORDS.has(w) || DAY_PARTS.has(w)) ||
    DURATION.test(instruction) ||
    OPENING_TIME.test(instruction)
  )
    return [];
  // ("same time", "same daypart": the user's rule for choosing is the record's own time)
  const sameRule = SAME_TIME_RULE.test(instruction);
  // (the time the record the call changes already holds: nothing chosen)
  const ids = new Set(recordIds(call.args).map((v) => v.toLowerCase()));
  const record = ids.size > 0 ? latestRecord(c.facts.sources.all, ids)?.record : undefined;
  const heldBefore = (time: string) =>
    record !== undefined &&
    Object.values(record).some(
      (v) => typeof v === 'string' && v.length <= 40 && TIME_IN_VALUE.exec(v)?.slice(1, 3).join(':') === time,
    );
  for (const [key, time] of fields) {
    if (mine.has(time)) continue;
    // (a time one of several listed slots holds, `slots: [{start: "09:00"}, {start: "13:30"}]`,
    // is one the agent chose among: the user gave no time and no rule for choosing)
    const among = sameRule ? undefined : offeredIn(c.facts.sources.all, time);
    if (among !== undefined && !heldBefore(time))
      return [
        {
          action: c.facts.policy.inventedTime,
          code: 'invented_time',
          path: `args.${key}`,
          reason: `${call.tool} sets ${key} to ${time}, one of ${among.n} times ${among.s.tool} listed: the user gave no time and no rule for choosing, so the agent chose`,
        },
      ];
    // (a time an output holds, `"slot": "14:30"`, `14:30:00`, "the 6am slot", is one the agent read)
    if (c.facts.sources.all.some((s) => s.text.includes(time) || timesOf(s).has(time))) continue;
    // (or one an output holds, moved as far as the user moves another: "push from 11:00 to 13:00"
    // moves a booking's 17:00 end to 19:00)
    if (movedTime(time, mine, c.facts.sources.all)) continue;
    return [
      {
        action: c.facts.policy.inventedTime,
        code: 'invented_time',
        path: `args.${key}`,
        reason: `${call.tool} sets ${key} to ${time}, a time the user did not give and no tool output holds: the agent chose when`,
      },
    ];
  }
  return [];
};

/** The first output that offers `time` among several slots, and how many times it offers. */
function offeredIn(sources: readonly DataSource[], time: string): { s: DataSource; n: number } | undefined {
  for (const s of sources) {
    const n = slotsOffered(s, time);
    if (n !== undefined) return { s, n };
  }
  return undefined;
}

/**
 * How many distinct times a list of records in the output offers, when `time` is one of them and
 * at least one other record holds another (`[{date, start: "09:00"}, {date, start: "13:30"}]`):
 * slots to choose from. Counted: MAX_SLOT_RECORDS records per list.
 */
function slotsOffered(s: DataSource, time: string): number | undefined {
  const data = parsedOf(s);
  let found: number | undefined;
  let budget = MAX_SLOT_RECORDS * 8;
  const timesIn = (r: unknown): Set<string> => {
    const out = new Set<string>();
    if (r === null || typeof r !== 'object') return out;
    for (const v of Object.values(r).slice(0, MAX_CHANGE_FIELDS))
      if (typeof v === 'string' && v.length <= 40) {
        const m = TIME_IN_VALUE.exec(v);
        if (m) out.add(`${m[1]}:${m[2]}`);
      }
    return out;
  };
  const visit = (v: unknown, depth: number) => {
    if (
      found !== undefined ||
      --budget < 0 ||
      depth > MAX_OUTPUT_DEPTH ||
      v === null ||
      typeof v !== 'object'
    )
      return;
    if (Array.isArray(v)) {
      const records = v.slice(0, MAX_SLOT_RECORDS).map(timesIn);
      const all = new Set(records.flatMap((t) => [...t]));
      if (
        records.filter((t) => t.size > 0).length >= 2 &&
        all.has(time) &&
        records.some((t) => t.size > 0 && !t.has(time))
      )
        found = all.size;
      for (const x of v.slice(0, MAX_SLOT_RECORDS)) visit(x, depth + 1);
    } else for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(data, 0);
  return found;
}

/** Records of one list read for offered slots (counted). */
const MAX_SLOT_RECORDS = 64;

/** Most times of the user's, and of the outputs, paired to find how far a change moves them. */
const MAX_MOVED_TIMES = 16;

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * `time` is a time an output holds, moved by the distance between two times the user wrote (the
 * move the user asked for: "from 11:00 to 13:00" is two hours later).
 */
function movedTime(time: string, mine: ReadonlySet<string>, sources: readonly DataSource[]): boolean {
  const user = [...mine].slice(0, MAX_MOVED_TIMES).map(minutes);
  const moves = new Set(user.flatMap((a) => user.map((b) => b - a)).filter((d) => d !== 0));
  if (moves.size === 0) return false;
  const want = minutes(time);
  return sources.some((s) =>
    [...timesOf(s)]
      .slice(0, MAX_MOVED_TIMES)
      .some((t) => moves.has((want - minutes(t) + 1440) % 1440) || moves.has(want - minutes(t))),
  );
}
