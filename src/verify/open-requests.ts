// Open requests: a part of the task asks for an action that no planned step does ("park
// SJ-2240", "free up bed 6S-04": a verb the formalizer could not tie to any tool), and names the
// record it acts on. A call outside the plan that carries that record, and agrees with the dates,
// times and amounts the part names, is taken as that part's action: the user named the object,
// the verb is theirs. One tool per request (a second tool on the same record is asked), never a
// tool that destroys, sends, pays or runs code, and every other check still judges the call.
import { sameDay, type ToolCall } from '../core/index.ts';
import { MIN_PROSE_WORDS, MIN_TELLING_NUMBER } from '../lexicon/index.ts';
import { atomicText, type PrologTerm } from '../logic/index.ts';
import { delegatesToData, parseStructured, recordHoldsKey, recordIds } from '../provenance/index.ts';
import { ACTION_PARAM, nameWords, verbClass } from '../tools/index.ts';
import type { CheckContext } from './guard-check.ts';

/** The spec's `open_request(Verb, Keys, Values)` facts, read. */
export interface OpenRequest {
  verb: string;
  keys: string[];
  dates: string[];
  times: string[];
  amounts: number[];
}

/** The request a call carries out, and the record that says so. */
export interface OpenRequestMatch {
  verb: string;
  key: string;
}

/** Most argument values looked at in one call (counted, so a huge argument costs no more). */
const MAX_LEAVES = 200;
/** Longest argument string searched for a record's key. */
const MAX_LEAF_CHARS = 4_000;

export function openRequestsOf(clauses: ReadonlyArray<{ term: PrologTerm }>): OpenRequest[] {
  const out: OpenRequest[] = [];
  for (const { term } of clauses) {
    if (term.type !== 'compound' || term.name !== 'open_request' || term.args.length !== 3) continue;
    const [verb, keys, values] = term.args as [PrologTerm, PrologTerm, PrologTerm];
    const items = (t: PrologTerm) => (t.type === 'list' ? t.items : []);
    const typed = (kind: string) =>
      items(values).flatMap((v) =>
        v.type === 'compound' && v.name === kind && v.args[0] ? [atomicText(v.args[0])!] : [],
      );
    out.push({
      verb: atomicText(verb) ?? '',
      keys: items(keys).flatMap((k) => (atomicText(k) === undefined ? [] : [atomicText(k)!])),
      dates: typed('date'),
      times: typed('time'),
      amounts: typed('amount').map(Number),
    });
  }
  return out;
}

/** The scalar values in a call's arguments, counted. */
function leaves(args: unknown): Array<string | number> {
  const out: Array<string | number> = [];
  const walk = (v: unknown, depth: number) => {
    if (out.length >= MAX_LEAVES || depth > 4) return;
    if (typeof v === 'string') out.push(v.slice(0, MAX_LEAF_CHARS));
    else if (typeof v === 'number') out.push(v);
    else if (v !== null && typeof v === 'object')
      for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x, depth + 1);
  };
  walk(args, 0);
  return out;
}

/** `key` stands in `text` as a whole token (`PB-7781`, not `PB-77810`). */
function carries(text: string, key: string): boolean {
  const at = text.toLowerCase().indexOf(key.toLowerCase());
  if (at < 0) return false;
  // (a key mentioned in a sentence, "Inconvenience - ride RD-90355", names what the text is
  // about, not the record the call acts on: a value is the key with at most one word beside it)
  const rest = `${text.slice(0, at)} ${text.slice(at + key.length)}`.match(/\p{L}{2,}/gu) ?? [];
  if (rest.length > 1) return false;
  const before = text[at - 1] ?? ' ';
  const after = text[at + key.length] ?? ' ';
  return (
    !/[\p{L}\p{N}_-]/u.test(before) &&
    !/[\p{L}\p{N}_]/u.test(after) &&
    !/-\p{N}/u.test(text.slice(at + key.length, at + key.length + 2))
  );
}

/** Most earlier outputs searched for the record a call's id picks. */
const MAX_OUTPUTS = 32;

/**
 * The call acts on the record `key` names: it carries the key itself, or an id that a record of
 * an earlier output holds beside the key ("move the Ferreira party" and the reservation whose
 * guest is Ana Ferreira).
 */
function actsOn(call: ToolCall, key: string, ctx: Pick<CheckContext, 'history'>): boolean {
  if (leaves(call.args).some((s) => typeof s === 'string' && carries(s, key))) return true;
  const ids = recordIds(call.args).slice(0, 8);
  if (ids.length === 0) return false;
  return ctx.history
    .slice(-MAX_OUTPUTS)
    .some((h) => h.result !== undefined && ids.some((id) => recordHoldsKey(h.result, id, key)));
}

/** The call's dates, times and numbers agree with those the request names (where it names any). */
function agrees(values: ReadonlyArray<string | number>, r: OpenRequest): boolean {
  for (const v of values) {
    if (typeof v === 'number') {
      if (r.amounts.length > 0 && !r.amounts.some((a) => Math.abs(a) === Math.abs(v))) return false;
      continue;
    }
    const date = /^(\d{4}-\d{2}-\d{2})/.exec(v)?.[1];
    if (date !== undefined && r.dates.length > 0 && !r.dates.some((d) => sameDay(d, date))) return false;
    const time = /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{2}:\d{2})(?::\d{2})?/.exec(v)?.[1];
    if (time !== undefined && r.times.length > 0 && !r.times.includes(time)) return false;
  }
  return true;
}

/**
 * The tool may destroy, send, pay or run something (its hints, else its name's words), or the
 * call's action argument does (`MakeTransaction` with `action: "buy"`).
 */
function forceful(call: ToolCall, ctx: Pick<CheckContext, 'tools'>): boolean {
  const tool = ctx.tools?.get(call.tool);
  if (tool?.hints?.destructive === true) return true;
  if (nameWords(call.tool).some((w) => verbClass(w) === 'destructive')) return true;
  return Object.entries(call.args).some(
    ([k, v]) =>
      ACTION_PARAM.test(k) && typeof v === 'string' && verbClass(nameWords(v)[0] ?? '') === 'destructive',
  );
}

/**
 * A value of the request that the call carries and that tells it apart: a date, a time, or a
 * number of MIN_TELLING_NUMBER or more (a lone "2" or "1" is too common to say which request).
 */
function carriedValue(values: ReadonlyArray<string | number>, r: OpenRequest): string | undefined {
  for (const v of values) {
    if (typeof v === 'number') {
      if (
        (Math.abs(v) >= MIN_TELLING_NUMBER || !Number.isInteger(v)) &&
        r.amounts.some((a) => Math.abs(a) === Math.abs(v))
      )
        return String(v);
      continue;
    }
    const date = /^(\d{4}-\d{2}-\d{2})/.exec(v)?.[1];
    if (date !== undefined && r.dates.some((d) => sameDay(d, date))) return date;
    const time = /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{2}:\d{2})(?::\d{2})?/.exec(v)?.[1];
    if (time !== undefined && r.times.includes(time)) return time;
  }
  return undefined;
}

/**
 * The key of request `r` that the call acts on, when its values agree with the request's; for a
 * request that names no record, the value of it the call carries.
 */
function matchKey(call: ToolCall, r: OpenRequest, ctx: Pick<CheckContext, 'history'>): string | undefined {
  const values = leaves(call.args);
  if (!agrees(values, r)) return undefined;
  if (r.keys.length === 0) return carriedValue(values, r);
  const strings = values.filter((v): v is string => typeof v === 'string');
  return r.keys.find((k) => strings.some((s) => carries(s, k))) ?? r.keys.find((k) => actsOn(call, k, ctx));
}

/**
 * A number of the call that earlier tool data states only inside prose, not as a field of its own
 * ("our baseline is wrong since the new chiller went in, it's 4.0 MW now" and `baseline_mw: 4`):
 * the call does what that text says. Numbers the request itself names, and small whole numbers
 * (below MIN_TELLING_NUMBER), are not counted; one a record holds as a field is the record's (the
 * fee of the booking the user named). Counted: the last MAX_OUTPUTS outputs, MAX_LEAVES values each.
 */
function fromProse(
  call: ToolCall,
  r: OpenRequest,
  ctx: Pick<CheckContext, 'history' | 'instruction'>,
): boolean {
  // (data the user handed the actions to speaks for the user: "handle what Luis's note says")
  if (ctx.instruction !== undefined && delegatesToData(ctx.instruction)) return false;
  const fields = new Set<string>();
  const prose: string[] = [];
  for (const h of ctx.history.slice(-MAX_OUTPUTS)) {
    const data = typeof h.result === 'string' ? (parseStructured(h.result) ?? h.result) : h.result;
    for (const v of leaves(data)) {
      const t = String(v).trim().toLowerCase();
      if (typeof v === 'string' && (t.match(/\p{L}+/gu) ?? []).length >= MIN_PROSE_WORDS) prose.push(t);
      else fields.add(t);
    }
  }
  if (prose.length === 0) return false;
  const numbersIn = (t: string) => (t.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  return leaves(call.args).some(
    (v) =>
      typeof v === 'number' &&
      !fields.has(String(v)) &&
      (Math.abs(v) >= MIN_TELLING_NUMBER || !Number.isInteger(v)) &&
      !r.amounts.some((a) => Math.abs(a) === Math.abs(v)) &&
      prose.some((p) => numbersIn(p).includes(v)),
  );
}

/**
 * The open request this unplanned call carries out, if any: it acts on one of the request's
 * records, agrees with its values, is not forceful, and no other unplanned tool took the request.
 * Earlier unplanned calls take requests in order, each the first one it carries out that no
 * other tool took (so "move the Ferreira party and let them know" is one tool each).
 */
export function openRequestFor(
  call: ToolCall,
  ctx: Pick<CheckContext, 'tools' | 'history' | 'planned' | 'instruction'>,
  requests: readonly OpenRequest[],
): OpenRequestMatch | undefined {
  if (requests.length === 0 || forceful(call, ctx)) return undefined;
  const takenBy = new Map<number, string>();
  const spent = new Set<number>();
  const from = Math.max(0, ctx.history.length - MAX_OUTPUTS);
  for (let k = from; k < ctx.history.length; k++) {
    const h = ctx.history[k]!;
    if (
      (ctx.planned?.has(h.call.tool) ?? false) ||
      forceful(h.call, ctx) ||
      ctx.tools?.get(h.call.tool)?.hints?.readOnly === true
    )
      continue;
    const i = requests.findIndex(
      (r, n) =>
        !spent.has(n) &&
        (takenBy.get(n) ?? h.call.tool) === h.call.tool &&
        matchKey(h.call, r, { history: ctx.history.slice(from, k) }) !== undefined,
    );
    if (i >= 0 && !takenBy.has(i)) takenBy.set(i, h.call.tool);
    // (a request that names no record is one call's: a second call carrying its values acts on
    // something the user did not name)
    if (i >= 0 && requests[i]!.keys.length === 0) spent.add(i);
  }
  for (const [n, r] of requests.entries()) {
    if ((takenBy.get(n) ?? call.tool) !== call.tool || spent.has(n)) continue;
    const key = matchKey(call, r, ctx);
    if (key !== undefined && !fromProse(call, r, ctx)) return { verb: r.verb, key };
  }
  return undefined;
}
