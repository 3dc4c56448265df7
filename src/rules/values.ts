// Typed values: constants of the rules and values observed in the app, in the comparable form
// the engine uses (dates as day numbers, times as seconds). Dates and times in words go
// through chrono-node against an injected reference date, never the clock.
import type * as Chrono from 'chrono-node/en';
import { lazy, requireDependency } from '../core/index.ts';
import type { Literal, StateVariable, TypedValue } from './types.ts';

// chrono-node's English parser (not its 900+ modules of every locale) is loaded on the first date
// parse, not when intentguard is imported
const chrono = lazy(() => requireDependency('chrono-node/en') as typeof Chrono);

/** The moment relative words (`Today`, `tomorrow`, `next Friday`) are read against. */
export interface ReferenceDate {
  instant: Date;
  /** minutes east of UTC for the calendar day of `instant`; default 0 (UTC) */
  timezone?: number;
}

/** A value as the engine stores it: a type tag, the comparable value, and the text to show. */
export type Observed =
  | { t: 'unset' }
  | { t: 'str'; display: string }
  | { t: 'num' | 'date' | 'time'; x: number; display: string }
  | { t: 'bool'; x: boolean; display: string }
  | { t: 'enum'; x: string; display: string }
  /** observed, but not a value of the variable's type: every constraint on it is false */
  | { t: 'bad'; display: string; reason: string };

const DAY_MS = 86_400_000;

export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function formatTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const hm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return s === 0 ? hm : `${hm}:${String(s).padStart(2, '0')}`;
}

/** The calendar day of the reference instant. */
export function referenceDay(ref: ReferenceDate): number {
  return Math.floor((ref.instant.getTime() + (ref.timezone ?? 0) * 60_000) / DAY_MS);
}

const RELATIVE_DAYS: Record<string, number> = { today: 0, tomorrow: 1, yesterday: -1 };

/** Day number of a date in words or digits, or undefined when the text names no day. */
export function parseDate(text: string, ref: ReferenceDate): number | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const relative = RELATIVE_DAYS[trimmed.toLowerCase()];
  if (relative !== undefined) return referenceDay(ref) + relative;
  const [found] = chrono().parse(trimmed, { instant: ref.instant, timezone: ref.timezone ?? 0 });
  if (!found || !(found.start.isCertain('day') || found.start.isCertain('weekday'))) return undefined;
  const y = found.start.get('year');
  const m = found.start.get('month');
  const d = found.start.get('day');
  return y !== null && m !== null && d !== null ? validDay(y, m, d) : undefined;
}

/** Seconds since midnight of a time (`19:00`, `7 PM`, `6:30pm`), or undefined. */
export function parseTime(text: string, ref: ReferenceDate): number | undefined {
  const trimmed = text.trim();
  const hms = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (hms) {
    const [h, m, s] = [Number(hms[1]), Number(hms[2]), Number(hms[3] ?? 0)];
    return h < 24 && m < 60 && s < 60 ? h * 3600 + m * 60 + s : undefined;
  }
  const [found] = chrono().parse(trimmed, { instant: ref.instant, timezone: ref.timezone ?? 0 });
  if (!found?.start.isCertain('hour')) return undefined;
  return (
    (found.start.get('hour') ?? 0) * 3600 +
    (found.start.get('minute') ?? 0) * 60 +
    (found.start.get('second') ?? 0)
  );
}

function validDay(y: number, m: number, d: number): number | undefined {
  const n = dayNumber(y, m, d);
  const back = new Date(n * DAY_MS);
  return back.getUTCFullYear() === y && back.getUTCMonth() + 1 === m && back.getUTCDate() === d
    ? n
    : undefined;
}

const BOOLEANS: Record<string, boolean> = { true: true, false: false, yes: true, no: false };

/**
 * The typed value of a constant for a variable, or an error message saying why it does not fit
 * (`'name' is a string, but 100 is a number`).
 */
export function resolveConstant(
  variable: StateVariable,
  literal: Literal,
  ref: ReferenceDate,
): TypedValue | string {
  const shown = literal.kind === 'string' ? JSON.stringify(literal.value) : String(literal.value);
  const mismatch = (what: string) =>
    `'${variable.name}' is ${article(variable.type)}, but ${shown} is ${what}`;
  switch (variable.type) {
    case 'string':
      return literal.kind === 'string'
        ? { type: 'string', value: literal.value }
        : mismatch(literalKind(literal));
    case 'number':
      return literal.kind === 'number'
        ? { type: 'number', value: literal.value }
        : mismatch(literalKind(literal));
    case 'boolean': {
      const b = literal.kind === 'name' ? BOOLEANS[literal.value.toLowerCase()] : undefined;
      return b === undefined
        ? `${mismatch(literalKind(literal))} (use True or False)`
        : { type: 'boolean', value: b };
    }
    case 'enum': {
      const text = literal.kind === 'name' || literal.kind === 'string' ? literal.value : undefined;
      const value = text === undefined ? undefined : matchEnum(variable, text);
      return value === undefined
        ? `${shown} is not a value of '${variable.name}' (one of ${(variable.values ?? []).join(', ')})`
        : { type: 'enum', value };
    }
    case 'date': {
      if (literal.kind !== 'date' && literal.kind !== 'name' && literal.kind !== 'string')
        return mismatch(literalKind(literal));
      const day = parseDate(literal.value, ref);
      return day === undefined
        ? `${shown} is not a date (use Today, 2025-03-14 or "March 14")`
        : { type: 'date', value: day };
    }
    case 'time': {
      if (literal.kind !== 'time' && literal.kind !== 'string') return mismatch(literalKind(literal));
      const seconds = parseTime(literal.value, ref);
      return seconds === undefined
        ? `${shown} is not a time (use 19:00 or "7 PM")`
        : { type: 'time', value: seconds };
    }
  }
}

function article(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

function literalKind(literal: Literal): string {
  switch (literal.kind) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'date':
      return 'a date';
    case 'time':
      return 'a time';
    case 'name':
      return 'a name';
  }
}

export function matchEnum(variable: StateVariable, text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return (variable.values ?? []).find((v) => v.toLowerCase() === wanted);
}

/** An observed raw value in the variable's type; `null`/`undefined` make it unobserved. */
export function observe(variable: StateVariable, raw: unknown, ref: ReferenceDate): Observed {
  if (raw === null || raw === undefined) return { t: 'unset' };
  const display =
    raw instanceof Date ? raw.toISOString() : typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  const bad = (reason: string): Observed => ({ t: 'bad', display, reason });
  switch (variable.type) {
    case 'string':
      return typeof raw === 'object' ? bad('not a string') : { t: 'str', display };
    case 'number': {
      const cleaned = typeof raw === 'string' ? raw.replace(/[,\s$€£]/g, '') : '';
      const n = typeof raw === 'number' ? raw : cleaned === '' ? Number.NaN : Number(cleaned);
      return Number.isFinite(n) ? { t: 'num', x: n, display } : bad('not a number');
    }
    case 'boolean': {
      const b =
        typeof raw === 'boolean'
          ? raw
          : typeof raw === 'string'
            ? BOOLEANS[raw.trim().toLowerCase()]
            : undefined;
      return b === undefined ? bad('not True or False') : { t: 'bool', x: b, display: b ? 'True' : 'False' };
    }
    case 'enum': {
      const value = typeof raw === 'string' ? matchEnum(variable, raw) : undefined;
      return value === undefined
        ? bad(`not one of ${(variable.values ?? []).join(', ')}`)
        : { t: 'enum', x: value, display: value };
    }
    case 'date': {
      const day =
        raw instanceof Date
          ? Math.floor(raw.getTime() / DAY_MS)
          : typeof raw === 'string'
            ? parseDate(raw, ref)
            : undefined;
      return day === undefined ? bad('not a date') : { t: 'date', x: day, display };
    }
    case 'time': {
      const seconds = typeof raw === 'string' ? parseTime(raw, ref) : undefined;
      return seconds === undefined ? bad('not a time') : { t: 'time', x: seconds, display };
    }
  }
}
