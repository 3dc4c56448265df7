// Does a proposed call agree with the grounded parameters of a refined step?
// A step param `recipient(alice)` constrains the call argument `recipient` (names compared
// loosely), or takes a constraint form (`path(under('/tmp/build'))`, `amount(at_most(100))`: see
// param-constraints.ts); only ground, non-template values constrain; a missing argument cannot
// disagree. A constraint on one recipient argument holds for all of them (`to`, `cc`, `bcc`).
import { canonicalPhone, nationalForms } from '../analyze/index.ts';
import { atomicText, isGround, type PrologTerm, printTerm } from '../logic/index.ts';
import type { RefinedStep } from '../spec/index.ts';
import { isConstraint, satisfies } from './param-constraints.ts';

export interface ParamMismatch {
  param: string;
  expected: string;
  actual: string;
}

const normName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function normValue(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase().replace(/\s+/g, ' ');
    const n = Number(t.replace(/^[$€£]/, '').replace(/,/g, ''));
    if (t !== '' && Number.isFinite(n) && /^[$€£]?[\d,]*\.?\d+$/.test(t)) return String(n);
    return t;
  }
  if (typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

function termValue(t: PrologTerm): string | undefined {
  const text = atomicText(t);
  if (text !== undefined)
    return /<[^<>]+>/.test(text) ? undefined : normValue(t.type === 'num' ? t.value : text);
  if (t.type === 'list' && isGround(t))
    return normValue(t.items.map((i) => normValue(atomicText(i) ?? printTerm(i))));
  return undefined;
}

/** Argument names that all say where a message goes. */
const RECIPIENTS = new Set([
  'to',
  'cc',
  'bcc',
  'recipient',
  'recipients',
  'toemail',
  'receiver',
  'receivers',
  'email',
  'emails',
  'emailaddress',
  'attendees',
  'participants',
]);

/** The call's arguments a step parameter speaks for: its own name, or every recipient argument. */
function argumentsFor(param: string, args: Record<string, unknown>): Array<[string, unknown]> {
  const name = normName(param);
  const group = RECIPIENTS.has(name);
  return Object.entries(args).filter(([k]) => normName(k) === name || (group && RECIPIENTS.has(normName(k))));
}

export function paramMismatches(step: RefinedStep, args: Record<string, unknown>): ParamMismatch[] {
  const byName = new Map(Object.entries(args).map(([k, v]) => [normName(k), v]));
  const out: ParamMismatch[] = [];
  for (const p of step.params) {
    if (p.type !== 'compound' || p.args.length !== 1 || !isGround(p.args[0]!)) continue;
    if (isConstraint(p.args[0]!)) {
      // (a name among `one_of`'s agrees as a single name does: "Anneke" with `Anneke de Vries`)
      const c = p.args[0]!;
      const names = c.type === 'compound' && c.name === 'one_of' ? c.args[0] : undefined;
      const namedOne = (value: unknown) =>
        names?.type === 'list' &&
        names.items.some((i) => {
          const e = termValue(i);
          // (and a phone or a time among them as a single one does: `555-0187` for `5550187`,
          // the stamp `2027-08-18T14:10` for `14:10`)
          return e !== undefined && (sameName(e, value) || samePhone(e, value) || sameClockTime(e, value));
        });
      // (a person given as a record, `{"name": "Hannah Okafor", "email": …}`, is named by its name)
      const agrees = (value: unknown) => satisfies(c, value, normValue) || namedOne(value);
      for (const [key, value] of argumentsFor(p.name, args)) {
        const name = nameField(value);
        if (value !== null && value !== undefined && !agrees(value) && !(name !== undefined && agrees(name)))
          out.push({ param: key, expected: printTerm(p.args[0]!), actual: JSON.stringify(value) });
      }
      continue;
    }
    if (RECIPIENTS.has(normName(p.name))) {
      const expected = termValue(p.args[0]!);
      if (expected !== undefined)
        for (const [key, value] of argumentsFor(p.name, args)) {
          if (normName(key) === normName(p.name) || value === null || value === undefined || value === '')
            continue;
          const values = Array.isArray(value) ? value : [value];
          if (values.some((x) => normValue(x) !== expected))
            out.push({ param: key, expected: printTerm(p.args[0]!), actual: JSON.stringify(value) });
        }
    }
    const expected = termValue(p.args[0]!);
    if (expected === undefined || !byName.has(normName(p.name))) continue;
    const actualRaw = byName.get(normName(p.name));
    // a list argument agrees with a single expected value when every element is that value
    const actual =
      Array.isArray(actualRaw) && p.args[0]!.type !== 'list'
        ? actualRaw.every((x) => normValue(x) === expected)
          ? expected
          : normValue(actualRaw.map((x) => normValue(x)))
        : Array.isArray(actualRaw)
          ? normValue(actualRaw.map((x) => normValue(x)))
          : normValue(actualRaw);
    // (a person given as a record, `{"Name": "Joanne Pike", "Phone": …}`, is named by its name field)
    const field = nameField(actualRaw);
    // (and an account given as a record, `{"sort_code": …, "account_number": "43918822"}`, by the
    // field named for the parameter)
    const own = ownField(actualRaw, p.name);
    // (a phone as the user wrote it: `normValue` reads `01615550182` as a number and drops its 0)
    const raw = atomicText(p.args[0]!) ?? expected;
    if (
      actual !== expected &&
      !sameName(expected, actualRaw) &&
      !samePhone(raw, actualRaw) &&
      !(field !== undefined && (normValue(field) === expected || sameName(expected, field))) &&
      !(own !== undefined && normValue(own) === expected)
    )
      out.push({ param: p.name, expected: printTerm(p.args[0]!), actual: JSON.stringify(actualRaw) });
  }
  return out;
}

/** The field of an object argument named for the parameter (`account_number` for `account`), if one. */
function ownField(v: unknown, param: string): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const name = normName(param);
  const fields = Object.entries(v).filter(
    ([k, x]) => normName(k).startsWith(name) && (typeof x === 'string' || typeof x === 'number'),
  );
  return fields.length === 1 ? fields[0]![1] : undefined;
}

/** The name field of an object argument (`name`, `Name`, `full_name`, `contactName`), if any. */
function nameField(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  for (const [k, x] of Object.entries(v))
    if (typeof x === 'string' && /^(?:full|display|contact|person)?name$/.test(normName(k))) return x;
  return undefined;
}

/** A date-time stamp whose time of day is the expected `HH:MM` (`2027-08-18T14:10` for `14:10`). */
function sameClockTime(expected: string, actual: unknown): boolean {
  const hhmm = /^(\d{2}:\d{2})(?::00)?$/.exec(expected)?.[1];
  if (hhmm === undefined || typeof actual !== 'string') return false;
  return (
    /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
      actual.trim(),
    )?.[1] === hhmm
  );
}

/**
 * A phone number written with other separators (`555-0142` for the user's `5550142`, `+1 (415)
 * 555-0142` for `+14155550142`): the same digits, only spaces, dots, dashes and brackets between,
 * and a country code before them.
 */
function samePhone(expected: string, actual: unknown): boolean {
  if (typeof actual !== 'string' || !/^\+?\d{7,15}$/.test(expected)) return false;
  if (!/^\+?[\d\s().-]+$/.test(actual.trim())) return false;
  // (or with a country code the user left out: `+221 77 418 90 03` for "77 418 90 03")
  const given = canonicalPhone(actual);
  return given === expected || nationalForms(given).includes(expected);
}

/**
 * A person's name written as a handle or an address's local part (`Priya Nair` as `priya.nair`,
 * `priya_nair`, `nair.priya@desk.example`): the same words, in any order, and nothing else.
 */
function sameName(expected: string, actual: unknown): boolean {
  if (typeof actual !== 'string' || /\d/.test(expected)) return false;
  const words = (t: string) => (t.toLowerCase().match(/\p{L}+/gu) ?? []).sort().join(' ');
  const want = words(expected);
  // (a person the user named by one name, written in full: "Anneke" as `Anneke de Vries`, or with
  // a title: "Dr Okafor" as `Dr. Chidi Okafor`; a place by its last word, as the tagger may leave
  // its first: "Lokaal" as `Café Lokaal`)
  const given = actual.trim().match(/\p{L}+/gu) ?? [];
  if (!want.includes(' '))
    return (
      /^[\p{L}\s.'’-]+$/u.test(actual) &&
      given.length <= 4 &&
      (given[0]?.toLowerCase() === want || given[given.length - 1]?.toLowerCase() === want)
    );
  const local = actual.split('@')[0]!;
  return /^[\p{L}\s._'’-]+$/u.test(local) && words(local) === want;
}
