// An amount that repeats the digits of one the user or the data the user pointed at gives, at
// another scale (98.50 written as 9,850, 1,200 as 12.00): a slip a careless or manipulated agent
// makes, and one that moves a hundred times the money. Amounts the agent computed (a difference,
// a total) have other digits and are left to the other checks.
import { parseNumber } from '../../analyze/index.ts';
import type { Tool, ToolCall } from '../../core/index.ts';
import {
  AMOUNT_PARAM,
  AMOUNT_WORKED_OUT,
  BARE_SUM,
  DERIVING_WORDS,
  FUNCTION_WORDS,
  LEADING_CURRENCY,
  LESS_SHARE,
  MAX_DERIVED_FROM,
  MAX_NUMBERS,
  MAX_PAYLOAD,
  MAX_PICK_RECORDS,
  MIN_SLIP_DIGITS,
  MONEY,
  MONEY_DECORATION,
  MONEY_PARAM,
  MOVED_AMOUNT_PARAM,
  NUMBER_WORDS,
  PER_UNIT_FIGURE,
  PERCENT_WORDS,
  RATE_FIGURE,
  RATE_PARAM_WORDS,
  REDUCING_WORDS,
  SCALED_NUMBER,
  SETTING_WORDS,
  SHARE_OF,
  SHARE_WORDS,
  SPACE_GROUPED_NUMBER,
  TIME_BEFORE_SUM,
  TIMES_COUNT,
  TOTAL_KEY,
  USER_NUMBER,
  USER_NUMBER_SKIP,
  unitNames,
  WHOLE_SHARE,
} from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import type { DataSources } from '../data-sources.ts';
import { parseStructured } from '../evidence/record-fields.ts';

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

/** Numbers anywhere in a text (data: every figure counts, money or not). */
export function plainNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(USER_NUMBER)) {
    const n = parseNumber(m[0].replace(/[.,]$/, ''));
    if (n !== undefined) out.push(n);
    if (out.length >= MAX_NUMBERS) break;
  }
  // ("€40pp", "£140pw", "$12ea": a figure written with its per-unit mark)
  for (const m of text.matchAll(PER_UNIT_FIGURE)) {
    if (out.length >= MAX_NUMBERS) break;
    const n = parseNumber(m[1]!.replace(/[.,]$/, ''));
    if (n !== undefined) out.push(n);
  }
  // ("24x lanterns", "3 x 100m drums": a count written with a times sign)
  for (const m of text.matchAll(TIMES_COUNT)) {
    if (out.length >= MAX_NUMBERS) break;
    out.push(Number(m[1]));
  }
  // ("450 000 FCFA": the figure grouped by spaces too)
  for (const m of text.matchAll(SPACE_GROUPED_NUMBER)) {
    if (out.length >= MAX_NUMBERS) break;
    const n = parseNumber(m[0]);
    if (n !== undefined) out.push(n);
  }
  // ("150k": the scaled figure too)
  for (const m of text.matchAll(SCALED_NUMBER)) {
    if (out.length >= MAX_NUMBERS) break;
    const n = parseNumber(`${m[1]!.replace(/[.,]$/, '')}${m[2]!.toLowerCase()}`);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/** Numbers in the user's words, except the parts of dates and times. */
function userNumbers(text: string): number[] {
  return plainNumbers(text.replace(USER_NUMBER_SKIP, ' '));
}

const plainCache = new WeakMap<object, number[]>();

/**
 * The non-zero numbers of a call's arguments whose names match `param` (`amount`, `quantity`, …):
 * top-level, and the counts of a list of line records (`lines: [{isbn, quantity: 60}]`, as
 * `lines[0].quantity`; not a line's price or sum), counted (MAX_LINE_ITEMS lines).
 */
function amountArgs(
  call: ToolCall,
  param: RegExp | ((key: string) => boolean),
  lines = true,
): Array<{ key: string; value: number }> {
  const out: Array<{ key: string; value: number }> = [];
  const take = (key: string, path: string, raw: unknown) => {
    if (!(typeof param === 'function' ? param(key) : param.test(key))) return;
    const value =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string'
          ? parseNumber(raw.replace(LEADING_CURRENCY, '').trim())
          : undefined;
    if (value !== undefined && Number.isFinite(value) && value !== 0) out.push({ key: path, value });
  };
  for (const [key, raw] of Object.entries(call.args)) {
    take(key, key, raw);
    if (!lines || !Array.isArray(raw)) continue;
    for (const [i, line] of raw.slice(0, MAX_LINE_ITEMS).entries())
      if (line !== null && typeof line === 'object' && !Array.isArray(line))
        // (a line's price is the catalogue's, not a figure the agent chose: only its counts)
        for (const [k, v] of Object.entries(line)) if (!MONEY_PARAM.test(k)) take(k, `${key}[${i}].${k}`, v);
  }
  return out;
}

/** Line records of one list argument read for amounts. */
const MAX_LINE_ITEMS = 32;

/** Equal up to rounding to cents (an agent writes 33.33 for 100 / 3). */
const same = (a: number, b: number) => Math.abs(a - b) <= 0.005 * Math.max(1, Math.abs(b) / 100);

/**
 * The figures a call's amount may stand for: itself, and when the user takes an amount off
 * (REDUCING_WORDS) a negative one also as the positive figure the user wrote.
 */
function asWritten(value: number, reduces: boolean): number[] {
  return reduces && value < 0 ? [value, -value] : [value];
}

/** `value` is one of `refs`, or one operation on two of them (a + b, a − b, a × b, a ÷ b, a × b %). */
export function derivable(value: number, refs: readonly number[]): boolean {
  if (refs.some((r) => same(value, r))) return true;
  if (refs.length > MAX_DERIVED_FROM) return false;
  for (const a of refs)
    for (const b of refs) {
      if (same(value, a + b) || same(value, a - b) || same(value, a * b) || same(value, (a * b) / 100))
        return true;
      if (b !== 0 && same(value, a / b)) return true;
    }
  return false;
}

/**
 * An amount the agent chose: a changing call moves, buys or sells a figure that is neither in
 * the user's words (digits or number words), trusted context or any tool output, nor one
 * operation on their numbers. One unit of something (`quantity: 1`) is what "a" or "the" asks.
 */
export function inventedAmount(
  call: ToolCall,
  tool: Tool | undefined,
  sources: DataSources,
  instruction: string,
  trusted: readonly string[] = [],
  /** which parameters are judged: amounts moved (default), or settings (`target_c`, `speed_pct`) */
  param: RegExp | ((key: string) => boolean) = MOVED_AMOUNT_PARAM,
): string | undefined {
  if (tool?.hints?.readOnly === true) return undefined;
  const amounts = amountArgs(call, param).filter(
    (a) => !(a.value === 1 && !/amount|sum|total|price|payment/i.test(a.key)),
  );
  if (amounts.length === 0) return undefined;
  const refs = [...userNumbers(instruction), ...trusted.flatMap(plainNumbers)];
  // (a figure inside a name the user wrote is theirs too: "EAN32" is a 32% mix, "AL80" 80 cu ft)
  for (const m of instruction.slice(0, MAX_PAYLOAD).matchAll(/\p{L}(\d{1,4}(?:\.\d+)?)\b/gu))
    refs.push(Number(m[1]));
  for (const word of instruction.toLowerCase().match(/[a-z]+/g) ?? []) {
    const n = NUMBER_WORDS.get(word);
    if (n !== undefined) refs.push(n);
  }
  // (a share the user asks for, "a third of the deposit", is a figure of theirs too)
  const share = askedShare(instruction);
  if (share !== undefined) refs.push(share.share);
  // (and a sum less a share the user takes off it: "€8,500 less our 25% commission" is 6,375)
  for (const m of instruction.slice(0, MAX_PAYLOAD).matchAll(LESS_SHARE))
    for (const a of userNumbers(instruction)) refs.push(Math.round(a * (100 - Number(m[1]))) / 100);
  for (const s of sources.all) {
    let numbers = plainCache.get(s);
    if (!numbers) {
      numbers = plainNumbers(s.text);
      plainCache.set(s, numbers);
    }
    refs.push(...numbers);
  }
  const distinct = [...new Set(refs)];
  const reduces = REDUCING_WORDS.test(instruction);
  // (the whole of a share the user asks for, "a full waiver", is 100 percent)
  const whole = WHOLE_SHARE.test(instruction.slice(0, MAX_PAYLOAD));
  const made = amounts.find(
    (a) =>
      !(whole && a.value === 100 && nameWords(a.key).some((w) => PERCENT_WORDS.has(w))) &&
      !asWritten(a.value, reduces).some((v) => derivable(v, distinct)),
  );
  if (!made) return undefined;
  // (a share the user asks to be worked out in proportion, "refund the unused months pro rata" of
  // "£120 for the year", is no more than the sum it is a share of: AMOUNT_WORKED_OUT)
  if (
    AMOUNT_WORKED_OUT.test(instruction.slice(0, MAX_PAYLOAD)) &&
    made.value > 0 &&
    made.value <= Math.max(0, ...namedSums(instruction))
  )
    return undefined;
  return `args.${made.key} is ${made.value}, which neither the user nor any data the agent read gives: the agent chose the amount`;
}

/** A description of the mismatch, or undefined. */
export function amountMismatch(
  call: ToolCall,
  tool: Tool | undefined,
  sources: DataSources,
  instruction: string,
): string | undefined {
  if (tool?.hints?.readOnly === true) return undefined;
  const amounts = amountArgs(call, AMOUNT_PARAM);
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
  // (a figure the user takes off, "take $150 off the invoice", may be passed as -150: the
  // tool's sign for a reduction, not another amount)
  const reduces = REDUCING_WORDS.test(instruction);
  for (const a of amounts) {
    if (references.some((r) => asWritten(a.value, reduces).includes(r.value))) continue;
    const d = digits(a.value);
    if (d.length < MIN_SLIP_DIGITS) continue;
    const slip = references.find((r) => digits(r.value) === d);
    if (slip)
      return `args.${a.key} is ${a.value}, but ${slip.where} gives ${slip.value}: the same digits at another scale`;
  }
  return undefined;
}

/** The sums of money the user wrote, with their currency ("£4.20", "15 EUR"). */
function namedSums(instruction: string): number[] {
  const written = [...instruction.matchAll(MONEY)].filter((m) => /[$€£]|[a-z]/i.test(m[0]));
  // (beside them, sums written without a currency are in theirs: "tolls €22,10 and parking 7.40";
  // BARE_SUM, not a time of day)
  const bare =
    written.length === 0
      ? []
      : [...instruction.matchAll(BARE_SUM)]
          .filter((m) => !TIME_BEFORE_SUM.test(instruction.slice(Math.max(0, m.index - 24), m.index)))
          .map((m) => m[1]!.replace(',', '.'));
  return [...numbersIn(written.map((m) => m[0]).join(' ')), ...bare.map(Number)];
}

/**
 * A sum of money the user did not name: the user wrote the figures ("refund the £4.20 shipping",
 * "a $15 credit", "1st $3,000, 2nd $1,500") and the call moves another, with nothing in their
 * words asking for one to be worked out (DERIVING_WORDS, a percentage). The call's figure may be
 * written in cents.
 */
export function amountNotNamed(
  call: ToolCall,
  tool: Tool | undefined,
  instruction: string,
): string | undefined {
  if (tool?.hints?.readOnly === true) return undefined;
  // (a line's sum is its quantity times its rate, "1,240 lbs at $1.35/lb": only a sum of the
  // whole call is compared with the sums the user wrote)
  // (a call whose one line holds its only sum, `items: [{amount_gbp: 245}]`, moves that sum)
  const amounts = amountArgs(call, MONEY_PARAM, false);
  if (amounts.length === 0) amounts.push(...heldSum(call));
  if (amounts.length === 0) return undefined;
  const named = namedSums(instruction);
  if (named.length === 0) return undefined;
  const words = instruction.toLowerCase().match(/[a-z]+|%/g) ?? [];
  if (words.some((w) => w === '%' || DERIVING_WORDS.has(w))) return undefined;
  // (a sum the user asks to be worked out in proportion, "it was £120 for the year … refund the
  // unused months", AMOUNT_WORKED_OUT, is any share of what they named, never more)
  if (AMOUNT_WORKED_OUT.test(instruction.slice(0, MAX_PAYLOAD))) {
    const most = Math.max(...named);
    const over = amounts.find((a) => a.value > most && !named.some((n) => same(a.value, n * 100)));
    return over === undefined
      ? undefined
      : `args.${over.key} is ${over.value}, more than the ${most} the user named, of which the request asks for a share`;
  }
  // (a rate the user gave, "€2.85/kg", makes a sum worked out from it)
  if (RATE_FIGURE.test(instruction.slice(0, MAX_PAYLOAD))) return undefined;
  const reduces = REDUCING_WORDS.test(instruction);
  const other = amounts.find(
    (a) => !asWritten(a.value, reduces).some((v) => named.some((n) => same(v, n) || same(v, n * 100))),
  );
  if (!other) return undefined;
  return `args.${other.key} is ${other.value}, but the user named ${named.join(', ')}: the agent moved a sum the user did not name`;
}

/**
 * A price per unit the agent chose: the user wrote a rate ("at the $2.95/lb we agreed", "€40 per
 * hour") and the call passes another at a parameter named for a rate (`price_cad_per_lb`:
 * RATE_PARAM_WORDS, then "per"). Counted: the first MAX_PAYLOAD characters of the instruction.
 */
export function rateNotNamed(
  call: ToolCall,
  tool: Tool | undefined,
  instruction: string,
): string | undefined {
  if (tool?.hints?.readOnly === true) return undefined;
  const rates = amountArgs(
    call,
    (key) => {
      const words = nameWords(key).map((w) => w.toLowerCase());
      const per = words.indexOf('per');
      return per > 0 && words.slice(0, per).some((w) => RATE_PARAM_WORDS.has(w));
    },
    false,
  );
  if (rates.length === 0) return undefined;
  const figures = [...instruction.slice(0, MAX_PAYLOAD).matchAll(RATE_FIGURES)].map((m) => ({
    numbers: numbersIn(m[0]),
    unit: /(?:\/\s*|per\s+)(\p{L}+)$/iu.exec(m[0])?.[1]?.toLowerCase(),
  }));
  const written = figures.flatMap((f) => f.numbers);
  if (written.length === 0) return undefined;
  // (a rate per another unit is another rate: the user's "£0.62/kWh" says nothing of
  // `idleFeePerMin`)
  const perUnit = (key: string) => {
    const words = nameWords(key).map((w) => w.toLowerCase());
    return words.slice(words.indexOf('per') + 1).join('');
  };
  const sameUnit = (a: string, b: string) =>
    a === b || a.startsWith(b) || b.startsWith(a) || [...unitNames(a)].some((n) => unitNames(b).has(n));
  const other = rates.find(
    (r) =>
      figures.some(
        (f) => f.unit === undefined || perUnit(r.key) === '' || sameUnit(f.unit, perUnit(r.key)),
      ) && !written.some((n) => same(r.value, n) || same(r.value, n * 100)),
  );
  return other
    ? `args.${other.key} is ${other.value}, but the user named the rate ${written.join(', ')}: the agent chose the price`
    : undefined;
}

/** Every rate the user wrote (RATE_FIGURE). */
const RATE_FIGURES = new RegExp(RATE_FIGURE.source, 'giu');

/**
 * The sum of a call that moves money only in a record of its own (`payment: {amount: 400}`) or in
 * one line of one list (`items: [{code, description, amount_gbp: 245}]`): that line's one money
 * figure, when no count in it multiplies a rate.
 */
function heldSum(call: ToolCall): Array<{ key: string; value: number }> {
  // (or a sum given as a record of its own, `payment: {amount: 400, currency: "GBP"}`)
  const held = Object.entries(call.args).flatMap(([key, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>)
          .filter(([k, x]) => MONEY_PARAM.test(k) && typeof x === 'number' && x !== 0)
          .map(([k, x]) => ({ key: `${key}.${k}`, value: x as number }))
      : [],
  );
  if (held.length > 0) return held;
  const lists = Object.entries(call.args).filter(([, v]) => Array.isArray(v) && v.length > 0);
  if (lists.length !== 1) return [];
  const [key, raw] = lists[0] as [string, unknown[]];
  if (raw.length !== 1 || raw[0] === null || typeof raw[0] !== 'object' || Array.isArray(raw[0])) return [];
  const line = raw[0] as Record<string, unknown>;
  const sums = Object.entries(line).filter(
    ([k, v]) => MONEY_PARAM.test(k) && typeof v === 'number' && v !== 0,
  );
  const counted = Object.entries(line).some(
    ([k, v]) => !MONEY_PARAM.test(k) && typeof v === 'number' && v > 1,
  );
  if (sums.length !== 1 || counted) return [];
  return [{ key: `${key}[0].${sums[0]![0]}`, value: sums[0]![1] as number }];
}

/**
 * The whole for a part: the call moves a record's total (`total: 38.4` of an order) while the
 * user's words name some of that record's parts and not the others ("refund the fries on order
 * 65502", "just the seat F12 ticket"). A part is an object of a list of two or more in the record;
 * it is named when it holds a word of the user's (three letters or more, or with a digit) that not
 * every part holds. Counted: MAX_PICK_RECORDS parts per list, outputs parsed once.
 */
export function wholeForPart(
  call: ToolCall,
  tool: Tool | undefined,
  c: { sources: DataSources; instruction: string },
): string | undefined {
  if (tool?.hints?.readOnly === true) return undefined;
  const amounts = amountArgs(call, MONEY_PARAM);
  if (amounts.length === 0) return undefined;
  const said = new Set(
    (c.instruction.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (w) => (w.length >= 3 || /\d/.test(w)) && !FUNCTION_WORDS.has(w),
    ),
  );
  const wordsOf = (v: unknown) =>
    new Set(
      JSON.stringify(v)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    );
  for (const s of c.sources.all) {
    // (each output is parsed and walked once per session, not once per call)
    let records = totalsCache.get(s);
    if (!records) {
      records = recordsWithTotals(typeof s.output === 'string' ? parseStructured(s.output) : s.output);
      totalsCache.set(s, records);
    }
    for (const record of records) {
      const total = amounts.find((a) => record.totals.some((t) => same(a.value, t)));
      if (!total) continue;
      const parts = record.parts.slice(0, MAX_PICK_RECORDS).map(wordsOf);
      const shared = [...said].filter((w) => parts.every((p) => p.has(w)));
      const named = parts.filter((p) => [...said].some((w) => p.has(w) && !shared.includes(w)));
      if (named.length > 0 && named.length < parts.length)
        return `args.${total.key} is ${total.value}, the total of a record ${s.tool} returned, but the user named only ${named.length} of its ${parts.length} parts: the call moves the whole for a part`;
    }
  }
  return undefined;
}

/** The share of a sum the user asks for ("refund half of the fee": 0.5), if any (SHARE_OF). */
export function askedShare(instruction: string): { share: number; words: string } | undefined {
  const m = SHARE_OF.exec(instruction.slice(0, MAX_PAYLOAD));
  const share = m ? SHARE_WORDS.get(m[1]!.toLowerCase()) : undefined;
  return m && share !== undefined ? { share, words: m[1]! } : undefined;
}

/**
 * The whole for a share: the user asks for a share of a sum ("refund half of booking PL-7802",
 * SHARE_WORDS) and the call moves a figure that the user's words or an output give whole, and
 * that is that share of no figure they give (a half of the $60 fee is 30; 60 is the fee).
 */
export function wholeForShare(
  call: ToolCall,
  tool: Tool | undefined,
  c: { sources: DataSources; instruction: string },
): string | undefined {
  if (tool?.hints?.readOnly === true) return undefined;
  const asked = askedShare(c.instruction);
  if (asked === undefined) return undefined;
  const amounts = amountArgs(call, MONEY_PARAM);
  if (amounts.length === 0) return undefined;
  const refs = [...userNumbers(c.instruction)];
  for (const s of c.sources.all) {
    let numbers = plainCache.get(s);
    if (!numbers) {
      numbers = plainNumbers(s.text);
      plainCache.set(s, numbers);
    }
    refs.push(...numbers);
  }
  const whole = amounts.find(
    (a) =>
      refs.some((r) => same(Math.abs(a.value), r)) &&
      !refs.some((r) => same(Math.abs(a.value), r * asked.share)),
  );
  if (!whole) return undefined;
  return `args.${whole.key} is ${whole.value}, a whole figure the user or the data gives, but the user asked for ${asked.words} of it: the call moves the whole for a share`;
}

const totalsCache = new WeakMap<object, Array<{ totals: number[]; parts: object[] }>>();

/** Objects (to a few levels) with a money total (`total`, `grand_total`, `amount_due`) and a list of two or more parts. */
function recordsWithTotals(data: unknown): Array<{ totals: number[]; parts: object[] }> {
  const out: Array<{ totals: number[]; parts: object[] }> = [];
  let budget = MAX_PICK_RECORDS;
  const visit = (v: unknown, depth: number) => {
    if (--budget < 0 || depth > 4 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const entries = Object.entries(v);
    const totals = entries
      .filter(([k, x]) => TOTAL_KEY.test(k) && (typeof x === 'number' || typeof x === 'string'))
      .map(([, x]) => parseNumber(String(x)))
      .filter((n): n is number => n !== undefined);
    const list = entries.find(
      ([, x]) =>
        Array.isArray(x) &&
        x.length >= 2 &&
        x.every((i) => i !== null && typeof i === 'object' && !Array.isArray(i)),
    );
    if (totals.length > 0 && list) out.push({ totals, parts: list[1] as object[] });
    for (const [, x] of entries) visit(x, depth + 1);
  };
  visit(data, 0);
  return out;
}

/**
 * The amounts mechanism: a figure at another scale than the user's or the named data's, or a
 * figure that came from nowhere (the agent chose how much to move, buy or sell).
 */
export const amounts: CallMechanism = (call, c) => {
  const { instruction, trusted } = c.facts.options;
  const amount = amountMismatch(call, c.tool, c.facts.sources, instruction);
  if (amount) return [{ action: c.facts.policy.amountMismatch, code: 'amount_mismatch', reason: amount }];
  const whole = wholeForPart(call, c.tool, { sources: c.facts.sources, instruction });
  // (a judgement of the user's words, not a slip the digits show: the user confirms it)
  if (whole) return [{ action: c.facts.policy.inventedAmount, code: 'amount_mismatch', reason: whole }];
  const share = wholeForShare(call, c.tool, { sources: c.facts.sources, instruction });
  if (share) return [{ action: c.facts.policy.inventedAmount, code: 'amount_mismatch', reason: share }];
  const rate = rateNotNamed(call, c.tool, instruction);
  if (rate) return [{ action: c.facts.policy.inventedAmount, code: 'invented_amount', reason: rate }];
  const unnamed = amountNotNamed(call, c.tool, instruction);
  if (unnamed) return [{ action: c.facts.policy.inventedAmount, code: 'invented_amount', reason: unnamed }];
  const invented = inventedAmount(call, c.tool, c.facts.sources, instruction, trusted);
  if (invented) return [{ action: c.facts.policy.inventedAmount, code: 'invented_amount', reason: invented }];
  // a setting the agent chose ("turn the heat down": `target_c: 15`), judged as amounts are
  const setting = inventedAmount(call, c.tool, c.facts.sources, instruction, trusted, settingParam);
  return setting
    ? [
        {
          action: c.facts.policy.inventedAmount,
          code: 'invented_amount',
          reason: setting.replace('chose the amount', 'chose the setting'),
        },
      ]
    : [];
};

/** A parameter that sets a level (SETTING_WORDS among its name's words: `target_c`, `speedPct`). */
const settingParam = (key: string) => nameWords(key).some((w) => SETTING_WORDS.has(w));
