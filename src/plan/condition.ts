// The comparison operators shared by plan conditionals (`if`) and policy conditions on tool
// arguments, and their three-valued evaluation: a symbolic value (a reference to a result that does
// not exist before the plan runs) makes a comparison `unknown`, never silently true or false.
import { z } from 'zod';
import type { Json } from '../core/index.ts';
import { canonicalJson } from '../core/index.ts';
import { safeRegex } from './regex-safety.ts';

export const OPERATORS = ['equals', 'notEquals', 'in', 'notIn', 'matches', 'min', 'max', 'isEmpty'] as const;
export type Operator = (typeof OPERATORS)[number];

export const operatorFields = {
  equals: z.json().optional(),
  notEquals: z.json().optional(),
  /** values, e-mail domains or URL hosts; see `inList` */
  in: z.array(z.json()).optional(),
  notIn: z.array(z.json()).optional(),
  /** a regular expression source (JavaScript syntax that RE2 accepts: no backreferences or lookaround), matched in linear time */
  matches: z
    .string()
    .max(500)
    .superRefine((source, ctx) => {
      const safety = safeRegex(source);
      if (!safety.ok) ctx.addIssue({ code: 'custom', message: safety.problem });
    })
    .optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  isEmpty: z.boolean().optional(),
};

export type OperatorSpec = {
  [K in Operator]?: K extends 'in' | 'notIn'
    ? Json[]
    : K extends 'matches'
      ? string
      : K extends 'min' | 'max'
        ? number
        : K extends 'isEmpty'
          ? boolean
          : Json;
};

/** The single operator a condition object uses; schemas refine to exactly one. */
export function operatorOf(spec: OperatorSpec): Operator | undefined {
  const used = OPERATORS.filter((op) => spec[op] !== undefined);
  return used.length === 1 ? used[0] : undefined;
}

export function countOperators(spec: Record<string, unknown>): number {
  return OPERATORS.filter((op) => spec[op] !== undefined).length;
}

export type Truth = 'true' | 'false' | 'unknown';

/** What is known about a value when a condition is evaluated: a concrete value, or only its symbol. */
export type AbstractValue = { known: true; value: Json | undefined } | { known: false; symbol: string };

export function not3(t: Truth): Truth {
  return t === 'true' ? 'false' : t === 'false' ? 'true' : 'unknown';
}

export function and3(ts: Truth[]): Truth {
  if (ts.includes('false')) return 'false';
  return ts.includes('unknown') ? 'unknown' : 'true';
}

export function or3(ts: Truth[]): Truth {
  if (ts.includes('true')) return 'true';
  return ts.includes('unknown') ? 'unknown' : 'false';
}

const asTruth = (b: boolean): Truth => (b ? 'true' : 'false');

export function evaluateOperator(spec: OperatorSpec, value: AbstractValue): Truth {
  const op = operatorOf(spec);
  if (!op || !value.known) return 'unknown';
  const v = value.value;
  switch (op) {
    case 'equals':
      return asTruth(v !== undefined && canonicalJson(v) === canonicalJson(spec.equals));
    case 'notEquals':
      return asTruth(v === undefined || canonicalJson(v) !== canonicalJson(spec.notEquals));
    case 'in':
      return asTruth(v !== undefined && everyIn(v, spec.in ?? []));
    case 'notIn':
      return asTruth(v === undefined || !everyIn(v, spec.notIn ?? []));
    case 'matches': {
      if (typeof v !== 'string') return 'false';
      // a pattern that was not checked (built in code) and is refused: the guard cannot tell, and
      // callers treat that as not holding for sure
      const safety = safeRegex(spec.matches ?? '');
      if (!safety.ok) return 'unknown';
      return asTruth(safety.regex.test(v));
    }
    case 'min':
      return asTruth(typeof v === 'number' && v >= (spec.min ?? 0));
    case 'max':
      return asTruth(typeof v === 'number' && v <= (spec.max ?? 0));
    case 'isEmpty':
      return asTruth(isEmptyValue(v) === spec.isEmpty);
  }
}

function isEmptyValue(v: Json | undefined): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

/** A list of recipients is "in" only when every element is; a single value when `inList` says so. */
function everyIn(v: Json, list: Json[]): boolean {
  if (Array.isArray(v)) return v.length > 0 && v.every((x) => inList(x, list));
  return inList(v, list);
}

/**
 * `value` is in `list` when it equals an entry, or when it is an e-mail address or URL whose domain
 * is an entry or a subdomain of one (`valleysharks.com` covers `bob@valleysharks.com` and
 * `https://mail.valleysharks.com/x`). Domains compare case-insensitively.
 */
export function inList(value: Json, list: Json[]): boolean {
  const key = canonicalJson(value);
  if (list.some((entry) => canonicalJson(entry) === key)) return true;
  if (typeof value !== 'string') return false;
  const domain = domainOf(value);
  if (!domain) return false;
  return list.some((entry) => {
    if (typeof entry !== 'string') return false;
    const d = entry.toLowerCase().replace(/^@/, '');
    return domain === d || domain.endsWith(`.${d}`);
  });
}

function domainOf(value: string): string | undefined {
  const email = /^[^@\s]+@([^@\s]+)$/.exec(value.trim());
  if (email) return email[1]!.toLowerCase().replace(/\.$/, '');
  try {
    const url = new URL(value);
    return url.hostname ? url.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** `notIn: [...]` printed the way a person writes it. */
export function describeOperator(spec: OperatorSpec): string {
  const op = operatorOf(spec);
  if (!op) return '?';
  return `${op} ${JSON.stringify(spec[op])}`;
}
