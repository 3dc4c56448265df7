// An amount that repeats the digits of one the user or the data the user pointed at gives, at
// another scale (98.50 written as 9,850, 1,200 as 12.00): a slip a careless or manipulated agent
// makes, and one that moves a hundred times the money. Amounts the agent computed (a difference,
// a total) have other digits and are left to the other checks.
import { parseNumber } from '../../analyze/index.ts';
import type { Tool, ToolCall } from '../../core/index.ts';
import type { CallMechanism } from '../context.ts';
import type { DataSources } from '../data-sources.ts';
import {
  AMOUNT_PARAM,
  LEADING_CURRENCY,
  MAX_NUMBERS,
  MIN_SLIP_DIGITS,
  MONEY,
  MONEY_DECORATION,
  USER_NUMBER,
  USER_NUMBER_SKIP,
} from '../lexicon.ts';

/** The significant digits of a number: 98.5, 9850 and 0.985 all give `985`. */
function digits(n: number): string {
  return String(Math.abs(n)).replace(/e.*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
}

function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(MONEY)) {
    const n = parseNumber(m[0].replace(MONEY_DECORATION, '').trim().replace(/[.,]$/, ''));
    if (n !== undefined) out.push(n);
    if (out.length >= MAX_NUMBERS) break;
  }
  return out;
}

const cache = new WeakMap<object, number[]>();

/** Numbers in the user's words, except the parts of dates and times. */
function userNumbers(text: string): number[] {
  const out: number[] = [];
  const plain = text.replace(USER_NUMBER_SKIP, ' ');
  for (const m of plain.matchAll(USER_NUMBER)) {
    const n = parseNumber(m[0].replace(/[.,]$/, ''));
    if (n !== undefined) out.push(n);
    if (out.length >= MAX_NUMBERS) break;
  }
  return out;
}

/** A description of the mismatch, or undefined. */
export function amountMismatch(
  call: ToolCall,
  tool: Tool | undefined,
  sources: DataSources,
  instruction: string,
): string | undefined {
  if (tool?.hints?.readOnly === true) return undefined;
  const amounts: Array<{ key: string; value: number }> = [];
  for (const [key, raw] of Object.entries(call.args)) {
    if (!AMOUNT_PARAM.test(key)) continue;
    const value =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string'
          ? parseNumber(raw.replace(LEADING_CURRENCY, ''))
          : undefined;
    if (value !== undefined && value !== 0) amounts.push({ key, value });
  }
  if (amounts.length === 0) return undefined;
  // every number the user wrote counts ("rent of 950"); in data, only figures written as money
  const references: Array<{ value: number; where: string }> = userNumbers(instruction).map((value) => ({
    value,
    where: "the user's instruction",
  }));
  for (const s of sources.all) {
    if (!s.named) continue;
    let numbers = cache.get(s);
    if (!numbers) {
      numbers = numbersIn(s.text);
      cache.set(s, numbers);
    }
    for (const value of numbers) references.push({ value, where: `the output of ${s.tool}` });
  }
  for (const a of amounts) {
    if (references.some((r) => r.value === a.value)) continue;
    const d = digits(a.value);
    if (d.length < MIN_SLIP_DIGITS) continue;
    const slip = references.find((r) => digits(r.value) === d);
    if (slip)
      return `args.${a.key} is ${a.value}, but ${slip.where} gives ${slip.value}: the same digits at another scale`;
  }
  return undefined;
}

/** The amounts mechanism: a figure at another scale than the user's or the named data's. */
export const amounts: CallMechanism = (call, c) => {
  const amount = amountMismatch(call, c.tool, c.facts.sources, c.facts.options.instruction);
  return amount ? [{ action: c.facts.policy.amountMismatch, code: 'amount_mismatch', reason: amount }] : [];
};
