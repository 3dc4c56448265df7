// Invented times: a changing call sets a time of day (`start: "18:00"`, `startTime`,
// `"2027-01-19T18:00"`) that neither the user's words nor any tool output gives ("schedule the
// parent info session for next week": the agent chose 6 pm). The user left the time open and the
// agent filled it in instead of asking (underspecification), so the call is confirmed. Decided by
// structure: the times the user wrote (chrono-node's parse, "2 to 4pm", "at 9", 24-hour "1400"),
// the times every earlier output holds, and the call's own time-shaped fields; not an end of a
// range (`end`, `until`: the agent works it out from a length), not when the user speaks of a part
// of the day or a length of time ("tomorrow morning", "an hour later": the agent fills in within
// what was said), and not when the user leaves the choice to the agent (SELECTION_WORDS: "the
// first free slot"). Counted: MAX_CHANGE_FIELDS fields per call.

import type * as Chrono from 'chrono-node';
import { lazy, requireDependency } from '../../core/index.ts';
import {
  DAY_PARTS,
  DURATION,
  END_WORDS,
  MAX_CHANGE_FIELDS,
  MAX_OUTPUT_DEPTH,
  SELECTION_WORDS,
} from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { tokens } from './picks.ts';

// chrono-node is loaded on the first instruction that reaches this check, not on import
const chrono = lazy(() => requireDependency('chrono-node') as typeof Chrono);

/** A time of day inside a value: `18:00`, `18:00:00`, `2027-01-19T18:00`, `09:00-12:00` (its start). */
const TIME_IN_VALUE = /(?:^|T|\s)([01]\d|2[0-3]):([0-5]\d)(?::\d{2})?(?=$|[^\d])/;

/** The ends of a day (a code valid from 00:00, a card revoked at 23:59): no time anyone chose. */
const BOUNDARY_TIMES = new Set(['00:00', '23:59']);

const pad = (n: number) => String(n).padStart(2, '0');

/** Every time of day the user wrote, as `HH:MM` (both ends of a range; a bare hour also as pm). */
export function userTimes(instruction: string): Set<string> {
  const out = new Set<string>();
  for (const r of chrono().parse(instruction, new Date(0))) {
    for (const c of [r.start, r.end]) {
      if (!c?.isCertain('hour')) continue;
      out.add(`${pad(c.get('hour') ?? 0)}:${pad(c.get('minute') ?? 0)}`);
    }
  }
  // ("the 1400 job", "at 0600"), and bare hours ("at 9", "from 12 to 2") either side of noon
  for (const m of instruction.matchAll(/(?<![\d.,:$€£-])([01]\d|2[0-3])([0-5]\d)(?![\d%]|[.,:]\d)/g))
    out.add(`${m[1]}:${m[2]}`);
  const hour = (h: number) => {
    if (h < 1 || h > 12) return;
    out.add(`${pad(h)}:00`);
    out.add(`${pad((h % 12) + 12)}:00`);
  };
  for (const m of instruction.matchAll(
    /\b(?:at|from|to|till|until|around|about|by)\s+(\d{1,2})(?![\d%]|[.,:]\d)/gi,
  ))
    hour(Number(m[1]));
  // ("tomorrow 2-3", "Sat 11-3")
  for (const m of instruction.matchAll(/(?<![\d.,:/-])(\d{1,2})\s*[-–]\s*(\d{1,2})(?![\d%/-]|[.,:]\d)/g)) {
    hour(Number(m[1]));
    hour(Number(m[2]));
  }
  return out;
}

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
    times = userTimes(s.text.slice(0, MAX_TIME_TEXT));
    outputTimes.set(s, times);
  }
  return times;
}

export const inventedTimes: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  // (not the end of a range, and not when something happened, `given_at`, `effective_at`: the
  // agent stamps the time it acts)
  const fields = timeFields(call.args).filter(([key, time]) => {
    const words = nameWords(key);
    return !words.some((w) => END_WORDS.has(w) || w === 'at') && !BOUNDARY_TIMES.has(time);
  });
  if (fields.length === 0) return [];
  const instruction = c.facts.options.instruction;
  const said = tokens(instruction);
  if ([...said].some((w) => SELECTION_WORDS.has(w) || DAY_PARTS.has(w)) || DURATION.test(instruction))
    return [];
  const mine = userTimes(instruction);
  for (const [key, time] of fields) {
    if (mine.has(time)) continue;
    // (a time an output holds, `"slot": "14:30"`, `14:30:00`, "the 6am slot", is one the agent read)
    if (c.facts.sources.all.some((s) => s.text.includes(time) || timesOf(s).has(time))) continue;
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
