// Values that matter when data leaves the user's control: recipients, hosts, accounts, amounts
// and dates, each in a canonical form so that two spellings of one value compare equal.
import type * as Chrono from 'chrono-node';
import { lazy, requireDependency } from '../core/index.ts';
import { ACCOUNT_OWNERS, HOUR_AFTER_CUE, NUMBER_OWNER } from '../lexicon/index.ts';
import type { ValueFact } from './facts.ts';

// chrono-node (900+ modules) is loaded on the first date parse, not when intentguard is imported
const chrono = lazy(() => requireDependency('chrono-node') as typeof Chrono);

// lookbehinds: a match starts only where a value can start, so long runs cost one pass, not n²
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}\b/g;
const URL_RE = /\b(?:https?|ftp|wss?|ssh|git|s3|sftp|file):\/\/[^\s<>"'`)\]}]+/gi;
const TLDS =
  'com|org|net|io|dev|ai|co|gov|edu|info|biz|app|xyz|me|us|uk|de|fr|nl|eu|ru|cn|jp|in|br|ch|it|es|ca|au|se|no|pl|cz|tk|top|site|online|cloud|sh|gg|tv|ly';
const DOMAIN = new RegExp(
  `(?<![\\w@.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS})(?!\\.*[\\w-]|@)`,
  'gi',
);
/** An IPv4 address in the text around a match: four numbers of up to three digits joined by dots. */
const IPV4_AROUND = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]\d)/;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/gi;
// (a number after `WORD-` is part of an identifier, `SW-2026-0190`, not a phone number)
// (an international number may group six to eight digits: `+44 7700 900999`, `+49 151 23456789`,
// and a mobile prefix of one digit: `+31 6 4128 7730`, `+33 6 12 34 56 78`)
const INTERNATIONAL_PHONE = /(?<![\w+])\+\d{1,3}(?:[\s.-]\d{1,8}){2,5}(?![\w-])/g;
// (a national number opens with its trunk `0` and an area or mobile prefix of up to five digits:
// "07700 900318", "0151 2345 6789", "01632 960118")
const NATIONAL_PHONE = String.raw`(?<![\w+])(?<!\w-)0\d{1,4}(?:[\s.-]\d{2,8}){1,3}(?![\w-])`;
const PHONE = new RegExp(
  String.raw`(?<![\w+])(?<!\w-)(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){1,4}(?![\w-])|` +
    String.raw`${INTERNATIONAL_PHONE.source}|\+\d{7,15}\b|${NATIONAL_PHONE}`,
  'g',
);
const ACCOUNT = /(?<![\w+.-])\d{8,20}(?![\w.-]*\d)|(?<![\w+.-])\d{4}(?:[ -]\d{4}){2,4}(?![\w-])/g;
const NAME_AFTER = /^ ([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/;
const HANDLE = /(?<![\w.@])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?)/g;

export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `HTTPS://Example.COM:443/a#x` → `https://example.com/a`; `undefined` when not a URL. */
export function canonicalUrl(text: string): string | undefined {
  try {
    const u = new URL(text.trim());
    u.hash = '';
    const href = u.href;
    return u.pathname === '/' && !u.search ? href.replace(/\/$/, '') : href;
  } catch {
    return undefined;
  }
}

/** Host of a URL, `user@host`, `host:path` (scp) or bare domain, lower-cased. */
export function hostOf(text: string): string | undefined {
  const t = text.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t)) {
    try {
      return new URL(t).hostname.toLowerCase() || undefined;
    } catch {
      return undefined;
    }
  }
  const m =
    /^(?:[^@\s/]+@)?(\[[0-9a-f:]+\]|[a-z0-9.-]+\.[a-z]{2,63}|\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::|\/|$)/i.exec(
      t,
    );
  return m ? m[1]!.toLowerCase() : undefined;
}

const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 EG29 ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SC31 SE24 SI19 SK24 SM27 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20'
    .split(' ')
    .map((e) => [e.slice(0, 2), Number(e.slice(2))]),
);

export function canonicalIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: known country length and mod-97 remainder 1. */
export function ibanValid(text: string): boolean {
  const iban = canonicalIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && expected !== iban.length) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** The whole text is one phone number (`+1 313-555-0158`, `(020) 7946 0018`), not a date. */
export function isPhoneNumber(text: string): boolean {
  const t = text.trim();
  // (seven digits at least, and no date: `2022-02-12` has the shape of a grouped number)
  if (t.replace(/\D/g, '').length < 7 || /^\d{4}-\d{2}-\d{2}|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(t))
    return false;
  return [...t.matchAll(PHONE)].some((m) => m[0] === t);
}

export function canonicalPhone(text: string): string {
  const digits = text.replace(/[^\d]/g, '');
  return text.trim().startsWith('+') ? `+${digits}` : digits;
}

/** `1,234.56`, `1.234,56`, `1 234`, `12k` → number; `undefined` when not a number. */
export function parseNumber(text: string): number | undefined {
  let t = text.trim().toLowerCase().replace(/\s+/g, '');
  const scale = /(k|thousand|m|million|mn|bn|billion)$/.exec(t);
  if (scale) t = t.slice(0, -scale[1]!.length);
  if (!/^[+-]?\d[\d.,']*$/.test(t)) return undefined;
  t = t.replace(/'/g, '');
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    t = lastDot > lastComma ? t.replace(/,/g, '') : t.replace(/\./g, '').replace(',', '.');
  } else if (lastComma >= 0) {
    // `1,234` groups thousands, `12,5` is a decimal comma
    t = /,\d{3}(?:,\d{3})*$/.test(t) && !/^0,/.test(t) ? t.replace(/,/g, '') : t.replace(',', '.');
  } else if ((t.match(/\./g) ?? []).length > 1) t = t.replace(/\./g, '');
  const n = Number(t);
  if (!Number.isFinite(n)) return undefined;
  const factor = !scale
    ? 1
    : scale[1] === 'k' || scale[1] === 'thousand'
      ? 1e3
      : scale[1] === 'bn' || scale[1] === 'billion'
        ? 1e9
        : 1e6;
  return n * factor;
}

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₿': 'BTC',
};
const WORDS: Record<string, string> = {
  dollars: 'USD',
  dollar: 'USD',
  euros: 'EUR',
  euro: 'EUR',
  pounds: 'GBP',
};
const CODES = 'USD|EUR|GBP|JPY|CHF|CAD|AUD|INR|CNY|SEK|NOK|DKK|PLN|BTC|ETH|USDC|USDT';
// (a group separator takes three digits after it: "$3,000, 2nd $1,500" is two amounts, not "3,000, 2")
const NUM = String.raw`\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d+)?`;
const SCALE = String.raw`(?:\s?(?:k|m|bn|thousand|million|billion)\b)?`;
const AMOUNT = new RegExp(
  String.raw`([$€£¥₹₿]|\b(?:${CODES})\b)\s?(${NUM})(${SCALE})|(?<!\d[.,' ]?)(${NUM})(${SCALE})\s?([$€£¥₹]|\b(?:${CODES}|dollars?|euros?|pounds)\b)`,
  'gi',
);

export function extractAmounts(text: string): Array<{ value: number; currency?: string; text: string }> {
  const out: Array<{ value: number; currency?: string; text: string }> = [];
  for (const m of text.matchAll(AMOUNT)) {
    const unit = (m[1] ?? m[6] ?? '').trim();
    const value = parseNumber((m[2] ?? m[4] ?? '') + (m[3] ?? m[5] ?? ''));
    if (value === undefined) continue;
    const currency = SYMBOLS[unit] ?? WORDS[unit.toLowerCase()] ?? (unit ? unit.toUpperCase() : undefined);
    out.push({ value, ...(currency ? { currency } : {}), text: m[0].trim() });
  }
  return out;
}

export interface DateOptions {
  /** "now" for relative dates; injected so that a replay gives the same answer */
  reference: Date;
  /** minutes east of UTC, or an abbreviation (`CET`); default UTC */
  timezone?: string | number;
}

export function extractDates(
  text: string,
  opts: DateOptions,
): Array<{ iso: string; text: string; certain: boolean }> {
  const results = chrono().parse(text, { instant: opts.reference, timezone: opts.timezone ?? 0 });
  return results.map((r) => ({
    iso: r.start.date().toISOString(),
    text: r.text,
    certain: r.start.isCertain('day'),
  }));
}

let lastMonthDays: { text: string; days: ReadonlySet<string> } | undefined;

/**
 * The days of the year the text writes with their month and day ("June 19–26", "3 March"), both
 * ends of a range, as `MM-DD`: what a span the user wrote runs between, in any year.
 */
export function writtenMonthDays(text: string): ReadonlySet<string> {
  // (a session asks for the same instruction's days on every call that sets a span: read once)
  if (lastMonthDays?.text === text) return lastMonthDays.days;
  const out = new Set<string>();
  // (the parser reads a range by its hyphen: "June 19–26" is written with a dash)
  for (const r of chrono().parse(text.replace(/[–—]/g, '-'), { instant: new Date(0), timezone: 0 }))
    for (const c of [r.start, r.end])
      if (c?.isCertain('month') && c.isCertain('day'))
        out.add(`${pad(c.get('month') ?? 0)}-${pad(c.get('day') ?? 0)}`);
  lastMonthDays = { text, days: out };
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Every time of day a text writes, as `HH:MM`: chrono-node's parse (both ends of a range), 24-hour
 * "1400", and bare hours after a time word or in a range ("at 9", "2-3") either side of noon.
 */
export function extractTimes(instruction: string): Set<string> {
  const out = new Set<string>();
  for (const r of chrono().parse(instruction, new Date(0))) {
    for (const c of [r.start, r.end]) {
      if (!c?.isCertain('hour')) continue;
      const h = c.get('hour') ?? 0;
      out.add(`${pad(h)}:${pad(c.get('minute') ?? 0)}`);
      // ("at 3:15" with no am or pm is either side of noon, as a bare hour is)
      if (!c.isCertain('meridiem') && h >= 1 && h <= 12)
        out.add(`${pad((h % 12) + 12)}:${pad(c.get('minute') ?? 0)}`);
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
  for (const m of instruction.matchAll(HOUR_AFTER_CUE)) hour(Number(m[1]));
  // ("tomorrow 2-3", "Sat 11-3")
  for (const m of instruction.matchAll(/(?<![\d.,:/-])(\d{1,2})\s*[-–]\s*(\d{1,2})(?![\d%/-]|[.,:]\d)/g)) {
    hour(Number(m[1]));
    hour(Number(m[2]));
  }
  return out;
}

function unique<T extends { kind: string; value?: unknown }>(facts: T[]): T[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const key = `${f.kind}:${String(f.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every value in `text`; dates only when a reference date is given. */
export function extractValues(text: string, dates?: DateOptions): ValueFact[] {
  const facts: ValueFact[] = [];
  const emails = [...text.matchAll(EMAIL)].map((m) => canonicalEmail(m[0]));
  for (const value of emails)
    facts.push({ kind: 'email', value, domain: value.slice(value.indexOf('@') + 1) });
  // spans of URLs and IBANs as offsets: a domain inside a URL or digits inside an IBAN are
  // found by position, in one forward pass, not by searching every span again
  const urlSpans: Array<[number, number]> = [];
  for (const m of text.matchAll(URL_RE)) {
    const raw = m[0].replace(/[.,;:!?]+$/, '');
    urlSpans.push([m.index, m.index + raw.length]);
    const value = canonicalUrl(raw);
    const host = hostOf(raw);
    if (value && host) facts.push({ kind: 'url', value, host });
  }
  const emailDomains = new Set(emails.map((e) => e.slice(e.indexOf('@') + 1)));
  const inUrl = within(urlSpans);
  for (const m of text.matchAll(DOMAIN)) {
    const host = m[0].toLowerCase();
    if (emailDomains.has(host) || inUrl(m.index)) continue;
    facts.push({ kind: 'url', value: host, host });
  }
  const ibanSpans: Array<[number, number]> = [];
  for (const m of text.matchAll(IBAN)) {
    const value = canonicalIban(m[0]);
    if (!/\d{6}/.test(value.replace(/[A-Z]/g, ''))) continue;
    ibanSpans.push([m.index, m.index + m[0].length]);
    facts.push({ kind: 'iban', value, country: value.slice(0, 2), valid: ibanValid(value) });
  }
  const inIban = within(ibanSpans);
  // (the subscriber part of an international phone number is no account: `+49 151 23456789`)
  const intlPhoneSpans = [...text.matchAll(INTERNATIONAL_PHONE)].map((m): [number, number] => [
    m.index,
    m.index + m[0].length,
  ]);
  const inPhone = within(intlPhoneSpans);
  for (const m of text.matchAll(ACCOUNT)) {
    const value = m[0].replace(/[ -]/g, '');
    // (a thing's number, "part no. 00620774", "serial # 40218877", is that thing's, no account)
    const owner = NUMBER_OWNER.exec(text.slice(Math.max(0, m.index - 32), m.index))?.[1]?.toLowerCase();
    if (owner !== undefined && !ACCOUNT_OWNERS.test(owner)) continue;
    if (!inIban(m.index) && !inPhone(m.index)) facts.push({ kind: 'account', value });
  }
  for (const m of text.matchAll(PHONE)) {
    const value = canonicalPhone(m[0]);
    const digits = value.replace('+', '').length;
    if (digits < 7 || digits > 15 || (!m[0].startsWith('+') && !/[\s().-]/.test(m[0]))) continue;
    // a short local number is written 3-4 ("555-0147"): "105 11-32" (a part's sizes) is none
    if (!m[0].startsWith('+') && digits < 8 && !/\d{4}$/.test(m[0])) continue;
    // dates and times are not phone numbers: `2024-05-01 10:30` starts with a date, runs into a time
    if (/^\d{4}-\d{2}-\d{2}\b/.test(m[0]) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/.test(m[0])) continue;
    if (text[m.index + m[0].length] === ':' || /^\d{1,2}[:.]\d{2}\b/.test(m[0])) continue;
    // nor is an IP address, four numbers joined by dots (`198.51.100.40`, `10.0.0.1/24`)
    if (
      /^\d{1,3}(?:\.\d{1,3}){3}$/.test(m[0]) ||
      IPV4_AROUND.test(text.slice(Math.max(0, m.index - 4), m.index + m[0].length + 4))
    )
      continue;
    facts.push({ kind: 'phone', value });
  }
  for (const m of text.matchAll(HANDLE)) {
    // `@Sarah Conner` names a person by display name; it is not the handle `@sarah`
    const surname = /^[A-Z]/.test(m[1]!)
      ? NAME_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 40))
      : null;
    const name = surname ? `${m[1]} ${surname[1]}` : m[1]!;
    facts.push({ kind: 'handle', value: `@${name.toLowerCase()}` });
  }
  for (const a of extractAmounts(text)) facts.push({ kind: 'amount', ...a });
  if (dates) for (const d of extractDates(text, dates)) facts.push({ kind: 'date', ...d });
  return unique(facts);
}

/**
 * For offsets asked in increasing order: does one fall inside one of the spans (sorted, as
 * matchAll yields them)? Amortised O(1) per question.
 */
function within(spans: ReadonlyArray<[number, number]>): (offset: number) => boolean {
  let i = 0;
  return (offset) => {
    while (i < spans.length && spans[i]![1] <= offset) i++;
    const span = spans[i];
    return span !== undefined && span[0] <= offset && offset < span[1];
  };
}

/**
 * A code's series: its letters as written and the form of its numbers (`MS-CX-0141` and
 * `MS-CX-0142` are one series, `REQ-4388` and `CAND-87311` two, though of one shape).
 */
export function codeSeries(code: string): string {
  return code.trim().toUpperCase().replace(/\d+/g, '9');
}

/**
 * How a record code is written: letters as `A`, digit runs as `9`, separators kept, case ignored
 * (`T-88315` and `t-12` → `A-9`; `tkt_9f2a` → `A_9A9A`). (`codeSeries` keeps the letters).
 */
export function codeShape(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/\p{L}+/gu, 'A')
    .replace(/\d+/g, '9');
}
