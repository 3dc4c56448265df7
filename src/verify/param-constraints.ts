// Constraint forms a step parameter may take instead of a single value (docs/spec-constraints.md):
//   path(under('/tmp/build'))          every path the argument names lies inside the folder
//   path(glob('*.log'))                every path matches the glob
//   path(except(glob('*.keep')))       no path matches the glob
//   recipient(one_of([alice, bob]))    every value is one of the list
//   amount(at_most(100)), amount(at_least(5)), amount(between(5, 100))
//   ticket_id(same_series(['T-88315']))  an id written like the user's is one the user named
//   reel_ids(count_of(6))              the list holds that many items (a number argument is it)
//   date(on_weekday([saturday]))       a date falls on one of those days of the week
// A value the form cannot read (a relative path under `under`, a non-number under a bound) does
// not satisfy it: the guard does not approve what it cannot show to be inside the constraint.
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { codeSeries } from '../analyze/index.ts';
import { WEEKDAY_NAMES } from '../core/index.ts';
import { atomicText, type PrologTerm, printTerm } from '../logic/index.ts';

export const CONSTRAINT_FORMS: ReadonlySet<string> = new Set([
  'under',
  'glob',
  'except',
  'one_of',
  'at_most',
  'at_least',
  'between',
  'same_series',
  'count_of',
  'on_weekday',
]);

/** Is this parameter value one of the constraint forms? */
export function isConstraint(t: PrologTerm): boolean {
  return t.type === 'compound' && CONSTRAINT_FORMS.has(t.name);
}

/** Does every value of the argument satisfy the constraint? */
export function satisfies(constraint: PrologTerm, actual: unknown, norm: (v: unknown) => string): boolean {
  // (a count speaks for the whole argument: how many items the list holds)
  if (constraint.type === 'compound' && constraint.name === 'count_of')
    return compare(Array.isArray(actual) ? actual.length : actual, constraint.args[0], (x, y) => x === y);
  const values = Array.isArray(actual) ? actual : [actual];
  if (values.length === 0) return true;
  return values.every((v) => satisfiesOne(constraint, v, norm));
}

function satisfiesOne(c: PrologTerm, v: unknown, norm: (v: unknown) => string): boolean {
  if (c.type !== 'compound') return false;
  const [a, b] = c.args;
  switch (c.name) {
    case 'under':
      return texts(a).some((prefix) => isUnder(v, prefix));
    case 'glob':
      return texts(a).some((g) => typeof v === 'string' && matchGlob(g, v));
    case 'except':
      return a !== undefined && !satisfiesOne(a, v, norm);
    case 'one_of':
      return a?.type === 'list' && a.items.some((i) => norm(atomicText(i) ?? printTerm(i)) === norm(v));
    case 'at_most':
      return compare(v, a, (x, y) => x <= y);
    case 'at_least':
      return compare(v, a, (x, y) => x >= y);
    case 'between':
      return compare(v, a, (x, y) => x >= y) && compare(v, b, (x, y) => x <= y);
    case 'on_weekday': {
      // an ISO date's day of the week, or a day's name written in the value ("Saturday 09:00")
      if (typeof v !== 'string') return false;
      const days = texts(a).map((d) => d.toLowerCase());
      const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(v);
      if (iso) {
        const day = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
        return !Number.isNaN(day.getTime()) && days.includes(WEEKDAY_NAMES[day.getUTCDay()]!);
      }
      const named = WEEKDAY_NAMES.filter((d) => new RegExp(`\\b${d}\\b`, 'i').test(v));
      return named.length > 0 && named.every((d) => days.includes(d));
    }
    case 'same_series': {
      // a value of the series of one of the user's codes (`T-88316` beside `T-88315`: the same
      // letters, numbers of the same form) is another record of that series and must be the
      // user's own; one written otherwise (`o_98ad`, `CAND-87311` beside `REQ-4388`) is no code of
      // theirs, and may well be how the tool names the same record
      if (typeof v !== 'string' && typeof v !== 'number') return false;
      const codes = texts(a);
      return (
        codes.some((c) => norm(c) === norm(v)) || !codes.some((c) => codeSeries(c) === codeSeries(String(v)))
      );
    }
    default:
      return false;
  }
}

function texts(t: PrologTerm | undefined): string[] {
  if (t === undefined) return [];
  if (t.type === 'list') return t.items.flatMap(texts);
  const text = atomicText(t);
  return text === undefined ? [] : [text];
}

/** An absolute path (or `~/…`) that, once `.` and `..` are resolved, lies inside the folder. */
function isUnder(v: unknown, prefix: string): boolean {
  if (typeof v !== 'string' || v.includes('\0')) return false;
  const absolute = (p: string) => p.startsWith('/') || p.startsWith('~/') || p === '~';
  if (!absolute(v) || !absolute(prefix)) return false;
  const path = posix.normalize(v);
  const folder = posix.normalize(prefix).replace(/\/+$/, '');
  return path === folder || path.startsWith(`${folder}/`);
}

function matchGlob(glob: string, path: string): boolean {
  try {
    const m = picomatch(glob, { dot: false, basename: !glob.includes('/') });
    return m(path);
  } catch {
    return false;
  }
}

function compare(v: unknown, bound: PrologTerm | undefined, ok: (x: number, y: number) => boolean): boolean {
  const x = toNumber(v);
  const y =
    bound?.type === 'num' ? bound.value : toNumber(bound === undefined ? undefined : atomicText(bound));
  return x !== undefined && y !== undefined && ok(x, y);
}

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const t = v
    .trim()
    .replace(/^[$€£]/, '')
    .replace(/,/g, '');
  if (!/^-?\d*\.?\d+$/.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}
