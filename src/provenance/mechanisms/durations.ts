// Other lengths of time: the user states how long a change lasts ("suspend RDR-5120 for 7 days",
// "freeze M-2240 for two weeks starting Monday", "a 3-day deferral") and the changing call sets
// another length: a parameter in that unit (`days: 30`) or a start and an end of a span
// (`start: 2027-01-18`, `end: 2027-02-18`) that differ from it. The agent chose how long, against
// the user's words (overreach), so the call is confirmed. Decided by structure: the lengths the
// user wrote (STATED_DURATION, not those that say when, how often or compared: STATED_DURATION_NOT),
// the call's own parameters by their name words (DURATION_UNIT_MINUTES, START_PARAM_WORDS,
// END_WORDS, EXPIRY_PARAM_WORDS). A span may count its last day or not (14 or 13 days for two
// weeks); a month is 28 to 31 days. Nothing is judged when the user stated no length, or one the
// call's units cannot express. A shift ("push the due date back by one week") is judged against
// the record the agent read: the date the call sets must lie that far from the date the record
// holds under the same key (`otherShifts`). Counted: MAX_CHANGE_FIELDS fields per call.

import { extractDates, writtenMonthDays } from '../../analyze/index.ts';
import {
  DURATION_UNIT_MINUTES,
  END_WORDS,
  EXPIRY_PARAM_WORDS,
  MAX_CHANGE_FIELDS,
  MONTH_DAYS,
  MONTH_EDGE,
  NUMBER_WORDS,
  START_PARAM_WORDS,
  STATED_DURATION,
  STATED_DURATION_NOT,
  STATED_ONE_DAY,
  unitNames,
} from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import { keyOf, latestRecord, setFields } from './changes.ts';
import { recordIds } from './picks.ts';

/** A length of time the user stated: how many of which unit. */
interface Stated {
  n: number;
  unit: string;
  text: string;
  /** a length a change moves or adds by ("by 2 days"): not a span's */
  shift: boolean;
}

/** Characters of the instruction read for lengths of time (counted). */
const MAX_DURATION_TEXT = 8_000;

const unitOf = (word: string) => {
  const w = word.toLowerCase().replace(/s$/, '');
  return DURATION_UNIT_MINUTES.has(w) ? w : undefined;
};

/** The lengths of time the user states for the change. */
export function statedDurations(instruction: string): Stated[] {
  const text = instruction.slice(0, MAX_DURATION_TEXT);
  const out: Stated[] = [];
  for (const m of text.matchAll(STATED_DURATION)) {
    const at = m.index ?? 0;
    const lead = text.slice(Math.max(0, at - 24), at);
    if (STATED_DURATION_NOT.before.test(lead)) continue;
    const shift = STATED_DURATION_NOT.shift.test(lead);
    if (STATED_DURATION_NOT.after.test(text.slice(at + m[0].length, at + m[0].length + 24))) continue;
    const raw = m[1]!.toLowerCase();
    // ("a day" after a count is a rate, "3 plays a day"; it is a length only after "for", "of",
    // "lasting", "by", "another": "for a week"; "half an hour" is half of one)
    const article = raw === 'a' || raw === 'an';
    if (article && !/\b(?:for|of|lasting|last|lasts|running|runs|half|by|another|extra)\s+$/i.test(lead))
      continue;
    const half = /\bhalf\s+$/i.test(lead) ? 0.5 : 1;
    const n = (/^\d/.test(raw) ? Number(raw) : article ? 1 : NUMBER_WORDS.get(raw)) ?? undefined;
    const unit = unitOf(m[2]!);
    if (n !== undefined && unit !== undefined && n > 0)
      out.push({ n: n * half, unit, text: half < 1 ? `half ${m[0]}` : m[0], shift });
  }
  // (a day given as the whole span: "access for tomorrow", "tonight only")
  const day = out.length === 0 ? STATED_ONE_DAY.exec(text) : null;
  if (day) out.push({ n: 1, unit: 'day', text: day[0], shift: false });
  return out;
}

/** The lengths in minutes a stated length may mean (a month: 28 to 31 days). */
function minutesOf(s: Stated): [number, number] {
  if (s.unit === 'month') return [s.n * MONTH_DAYS[0] * 1440, s.n * MONTH_DAYS[1] * 1440];
  const m = s.n * DURATION_UNIT_MINUTES.get(s.unit)!;
  return [m, m];
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** Minutes since the epoch of a `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` value, and whether it has a time. */
function instant(v: unknown): { minutes: number; timed: boolean } | undefined {
  if (typeof v !== 'string') return undefined;
  const m = DATE_VALUE.exec(v.trim());
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return Number.isNaN(ms) ? undefined : { minutes: ms / 60_000, timed: m[4] !== undefined };
}

export const otherDurations: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  const stated = statedDurations(c.facts.options.instruction);
  if (stated.length === 0) return [];
  const entries = Object.entries(call.args).slice(0, MAX_CHANGE_FIELDS);
  // the whole numbers the user wrote (counted: the text read for lengths)
  const counts = new Set(
    [
      ...c.facts.options.instruction
        .slice(0, MAX_DURATION_TEXT)
        .matchAll(/(?<![\d.:/-])\d{1,3}(?![\d.:/-])/g),
    ].map((m) => Number(m[0])),
  );
  const said = stated.map((s) => s.text).join(', ');
  const finding = (key: string, what: string) => [
    {
      action: c.facts.policy.otherDuration,
      code: 'other_duration' as const,
      path: `args.${key}`,
      reason: `${call.tool} sets ${what}, not the ${said} the user said: the agent chose how long`,
    },
  ];
  // a length in the parameter's own unit (`days`, `duration_min`, `nights`)
  for (const [key, v] of entries) {
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && /^\d+(?:\.\d+)?$/.test(v) ? Number(v) : NaN;
    if (Number.isNaN(n)) continue;
    // (`plays_per_day` is a rate, not a length)
    const words = nameWords(key);
    if (words.includes('per')) continue;
    const at = words.findIndex((w) => unitOf(w) !== undefined);
    if (at < 0) continue;
    const unit = unitOf(words[at]!)!;
    // (nor is a measure over time, a unit right before the time's: `line_speed_m_min`, `flow_l_h`)
    if (at > 0 && unitNames(words[at - 1]!.toLowerCase()).size > 0) continue;
    const per = DURATION_UNIT_MINUTES.get(unit)!;
    // (only lengths the unit can say: "90 minutes" is no whole number of days)
    const fits = stated.map(minutesOf).filter(([lo]) => lo % per === 0 || lo >= per);
    if (fits.length === 0) continue;
    if (fits.some(([lo, hi]) => n * per >= lo && n * per <= hi)) continue;
    // (a total of as many such lengths as the user counted: "3 sessions x 30 min" and
    // `total_minutes: 90`)
    if (fits.some(([lo]) => lo > 0 && (n * per) % lo === 0 && counts.has((n * per) / lo))) continue;
    return finding(key, `${key} to ${n}`);
  }
  // a span: a start and an end among the call's own fields
  const start = entries.find(
    ([k, v]) => nameWords(k).some((w) => START_PARAM_WORDS.has(w)) && instant(v) !== undefined,
  );
  const end = entries.find(
    ([k, v]) =>
      nameWords(k).some((w) => END_WORDS.has(w) || EXPIRY_PARAM_WORDS.has(w)) && instant(v) !== undefined,
  );
  if (start === undefined || end === undefined) return [];
  // (a span whose start and end are both days the user wrote, "a 30% discount June 19–26", is
  // the user's, whatever other length the request states: "Steam needs 28 days since the last one")
  const days = writtenMonthDays(c.facts.options.instruction.slice(0, MAX_DURATION_TEXT));
  if ([start[1], end[1]].every((v) => days.has(String(v).trim().slice(5, 10)))) return [];
  const a = instant(start[1])!;
  const b = instant(end[1])!;
  const span = b.minutes - a.minutes;
  if (span <= 0) return [];
  const timed = a.timed && b.timed;
  const lengths = stated.filter((s) => !s.shift);
  if (lengths.length === 0) return [];
  const ok = lengths.some((s) => {
    const [lo, hi] = minutesOf(s);
    // (a length in minutes or hours is checked only against a span with times of day)
    if (lo < 1440) return timed && span === lo;
    // a span of days may count its last day or not (two weeks: 14 or 13 days)
    return span >= lo - 1440 && span <= hi;
  });
  if (ok) return [];
  // (a stated length in minutes or hours says nothing of a span of whole days)
  if (!timed && lengths.every((s) => minutesOf(s)[0] < 1440)) return [];
  return finding(end[0], `${start[0]} ${String(start[1])} and ${end[0]} ${String(end[1])}`);
};

/**
 * A shift the user stated ("push TX-22's due date back by one week", "move it out by 3 days"):
 * a changing call that sets a date field the record it changes already holds (the latest record an
 * earlier output returned under one of the call's ids, same key) must move it by that length,
 * either way (a month: 28 to 31 days; a span of days may be counted with or without its last
 * day, as for lengths). Nothing is judged when the user stated no shift, or wrote a date as well
 * (that date is the user's).
 */
export const otherShifts: CallMechanism = (call, c) => {
  if (c.readOnly || c.facts.delegates) return [];
  const instruction = c.facts.options.instruction;
  const shifts = statedDurations(instruction).filter((s) => s.shift && minutesOf(s)[0] >= 1440);
  // (with a date written as well, "move it out a week, to the 14th", the date is the user's)
  if (shifts.length === 0 || extractDates(instruction, { reference: new Date(0) }).length > 0) return [];
  const ids = new Set(recordIds(call.args).map((v) => v.toLowerCase()));
  if (ids.size === 0) return [];
  const latest = latestRecord(c.facts.sources.all, ids);
  if (!latest) return [];
  const held = new Map(Object.entries(latest.record).map(([k, v]) => [keyOf(k), v] as const));
  for (const [key, value] of setFields(call.args)) {
    const now = instant(value);
    const before = instant(held.get(keyOf(key)));
    if (now === undefined || before === undefined || now.timed || before.timed) continue;
    const moved = Math.abs(now.minutes - before.minutes);
    if (moved === 0) continue;
    if (
      shifts.some((s) => {
        const [lo, hi] = minutesOf(s);
        return moved >= lo - 1440 && moved <= hi;
      })
    )
      continue;
    const said = shifts.map((s) => s.text).join(', ');
    return [
      {
        action: c.facts.policy.otherDuration,
        code: 'other_duration' as const,
        path: `args.${key}`,
        reason: `${call.tool} moves ${key} from ${String(held.get(keyOf(key)))} to ${String(value)}, ${moved / 1440} days, not by the ${said} the user said: the agent chose how far`,
      },
    ];
  }
  return [];
};

/**
 * The edge of a month the user set the change on ("cancel his membership at the end of the
 * month"): a changing call whose date fields hold no month's last day (nor the next 1st) for an
 * end, no 1st (nor the day before) for a start, set another day. Nothing is judged for a deadline
 * ("by the end of the month") or a call with no date field.
 */
export const otherMonthEdges: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  const edge = MONTH_EDGE.exec(c.facts.options.instruction.slice(0, MAX_DURATION_TEXT));
  if (!edge) return [];
  const end = edge.groups?.end !== undefined || edge.groups?.end2 !== undefined;
  const days = Object.entries(call.args)
    .slice(0, MAX_CHANGE_FIELDS)
    .flatMap(([k, v]) => {
      const at = instant(v);
      return at === undefined ? [] : [{ key: k, day: new Date(at.minutes * 60_000) }];
    });
  if (days.length === 0) return [];
  const fits = ({ day }: { day: Date }) => {
    const next = new Date(day.getTime() + 86_400_000);
    const lastOfMonth = next.getUTCDate() === 1;
    const first = day.getUTCDate() === 1;
    return end ? lastOfMonth || first : first || lastOfMonth;
  };
  if (days.some(fits)) return [];
  const d = days[0]!;
  return [
    {
      action: c.facts.policy.otherDuration,
      code: 'other_duration' as const,
      path: `args.${d.key}`,
      reason: `${call.tool} sets ${d.key} to ${String(call.args[d.key])}, but the user set the change on the ${end ? 'end' : 'start'} of a month ("${edge[0]}"): the agent chose another day`,
    },
  ];
};
