// Where did an argument value come from? From the user's instruction, from trusted context, only
// from tool outputs the agent has read (untrusted: a prompt injection can put it there), or from
// nowhere. Tool outputs are indexed once, when they arrive, so a check never rescans history.

import type { Finding, Tool, ToolCall } from '../core/index.ts';
import { stringLeaves } from '../core/index.ts';
import { MESSAGE_RECORD } from '../lexicon/index.ts';
import {
  canonicalEmail,
  canonicalIban,
  canonicalPhone,
  canonicalUrl,
  extractValues,
  hostOf,
  parseNumber,
} from './values.ts';

export type Origin = 'user' | 'trusted' | 'untrusted' | 'unknown';
export type ValueKind = 'email' | 'url' | 'iban' | 'account' | 'phone' | 'handle' | 'number' | 'text';
/** Kinds that name where data or money goes. */
export const SINK_KINDS: ReadonlySet<ValueKind> = new Set([
  'email',
  'url',
  'iban',
  'account',
  'phone',
  'handle',
]);

export interface SourceRef {
  /** position of the tool output in the order outputs were added */
  index: number;
  tool: string;
}

export interface ValueProvenance {
  /** argument path (`args.to`, `args.recipients[1]`) */
  path: string;
  /** canonical value (lower-case email, canonical URL, IBAN without spaces, number) */
  value: string;
  kind: ValueKind;
  origin: Origin;
  /** for emails and URLs: where the domain/host was seen, when the exact value was not */
  domainOrigin?: Origin;
  /** tool outputs the value (or, failing that, its domain) appears in */
  sources: SourceRef[];
  /** the argument is this value alone (an address), not prose that mentions it */
  whole?: boolean;
}

interface Posting {
  user: boolean;
  trusted: boolean;
  outputs: number[];
  /** a whole field of a record the user named (`named-records`): the user's by reference */
  record?: boolean;
}

/** Most values of one tool output walked for the records the user named (counted). */
const MAX_RECORD_WALK = 2_000;
/** Longest tool output text parsed as JSON for its records. */
const MAX_RECORD_JSON = 200_000;
/** Shortest and longest field that can say which record the user named. */
const MIN_NAMING_FIELD = 4;
/** A record's id: letters and digits in one token (`E-1260`, `rec_7f21a`), or six digits or more. */
const RECORD_ID = /^(?=[\w-]*\p{L})(?=[\w-]*\d)[\w-]{3,40}$|^\d{6,20}$/u;
const MAX_NAMING_FIELD = 80;

const MIN_TEXT = 4;
const WORD = /[\p{L}\p{N}_]+/gu;

export class ProvenanceIndex {
  readonly #keys = new Map<string, Posting>();
  readonly #words = new Map<string, Set<number>>();
  /** normalised text per document: 0 = instruction, then trusted strings, then tool outputs */
  readonly #docs: string[] = [];
  readonly #docOrigin: Array<'user' | 'trusted' | number> = [];
  readonly #tools = new Map<number, string>();
  #nextIndex = 0;

  /** the instruction as written (names are told from common words by their capitals) */
  readonly #instruction: string;
  /** ids held by records the user named: the records they point to are named too */
  readonly #recordIds = new Set<string>();

  constructor(input: { instruction: string; trusted?: readonly string[] }) {
    this.#instruction = input.instruction.normalize('NFKC').replace(/\s+/g, ' ').trim();
    this.#addDoc(input.instruction, 'user');
    for (const t of input.trusted ?? []) this.#addDoc(t, 'trusted');
  }

  /**
   * Records a tool output the agent has seen; returns its index (by default the count of outputs
   * added before it; pass the position in the session's history to report that instead).
   */
  addToolOutput(tool: string, output: unknown, index = this.#nextIndex): number {
    this.#nextIndex = Math.max(this.#nextIndex, index + 1);
    this.#tools.set(index, tool);
    this.#addDoc(typeof output === 'string' ? output : stringLeaves(output).join('\n'), index);
    this.#addNamedRecords(output);
    return index;
  }

  /**
   * The record the user named: an object of structured output one of whose own fields the user
   * wrote (an order's `TX-55190`, an account's `Halvorsen Foods`). The addresses that are whole
   * fields of it, or of what it holds, are that record's own: the user's by reference ("send her
   * fresh tickets to the same email", "send Ray at Halvorsen Foods the quote"). An address only
   * mentioned in a field's prose is not; nor is anything in a record the user did not name.
   */
  #addNamedRecords(output: unknown): void {
    let data = output;
    if (typeof output === 'string') {
      const t = output.trim();
      if (!/^[[{]/.test(t) || t.length > MAX_RECORD_JSON) return;
      try {
        data = JSON.parse(t);
      } catch {
        return;
      }
    }
    const instruction = this.#instruction;
    let budget = MAX_RECORD_WALK;
    const names = (v: string) => {
      const n = v.normalize('NFKC').replace(/\s+/g, ' ').trim();
      if (n.length < MIN_NAMING_FIELD || n.length > MAX_NAMING_FIELD) return false;
      // a record the user named reaches the records its ids point to (`employee_id: E-1260`)
      if (this.#recordIds.has(n.toLowerCase())) return true;
      // a code, an address or a name of several words opening with a capital, as the user wrote
      // it ("Tomorrow, and Tomorrow, and Tomorrow"; "the travel agent" names a role, not a record)
      if (!/\d|@/.test(n) && !/^\p{Lu}\S*\s+\S/u.test(n)) return false;
      // the whole field, or its first words ("Halvorsen Foods" of "Halvorsen Foods AS")
      const words = n.split(' ');
      for (let k = words.length; k >= Math.min(2, words.length); k--) {
        const head = words.slice(0, k).join(' ');
        if (head.length < MIN_NAMING_FIELD || (k < words.length && !/\s/.test(head))) break;
        if (wordAt(instruction, head)) return true;
      }
      return false;
    };
    // the domains of the e-mail addresses an object holds as its own fields
    const domainsOf = (entries: ReadonlyArray<readonly [string, unknown]>) =>
      new Set(
        entries.flatMap(([, x]) =>
          typeof x === 'string' && /^[^\s@]+@[^\s@]+$/.test(x.trim())
            ? [x.trim().toLowerCase().split('@')[1]!]
            : [],
        ),
      );
    const walk = (v: unknown, named: boolean, depth: number, domains: ReadonlySet<string>): void => {
      if (budget-- <= 0 || depth > 8 || v === null || typeof v !== 'object') return;
      const entries = Array.isArray(v) ? v.map((x) => ['', x] as const) : Object.entries(v);
      // (a message the record holds, `inbound_emails: [{from, text}]`, is its author's: its sender
      // is the named record's party only where the record has no address of its own, or one on
      // the sender's domain; `dossier@lumiere-optique-ip.fr` beside the client's
      // `brevets@lumiere-optique.fr` is someone else)
      const message = !Array.isArray(v) && MESSAGE_RECORD.test(Object.keys(v).join(' '));
      const mine = domainsOf(entries);
      const sameParty = domains.size === 0 || [...mine].every((d) => domains.has(d));
      const own =
        (named && (!message || sameParty)) ||
        (!Array.isArray(v) && entries.some(([, x]) => typeof x === 'string' && names(x)));
      const held = own && !message && mine.size > 0 ? mine : domains;
      for (const [, x] of entries) {
        // (the ids a named record holds name the records they point to)
        // (a code of letters and digits, or a long number: not a date, an amount or a count)
        if (own && (typeof x === 'string' || typeof x === 'number') && RECORD_ID.test(String(x).trim()))
          this.#recordIds.add(String(x).trim().toLowerCase());
        if (typeof x === 'string' && own && x.trim().length > 0 && !/\s/.test(x.trim()))
          for (const key of valueKeys(x)) {
            if (key.startsWith('number:') || key.startsWith('host:')) continue;
            const p = this.#keys.get(key);
            if (p) p.record = true;
          }
        else if (typeof x === 'object') walk(x, own, depth + 1, held);
      }
    };
    walk(data, false, 0, new Set());
  }

  get outputCount(): number {
    return this.#tools.size;
  }

  /** Provenance of every value worth tracing in the call's arguments. */
  classifyCall(call: ToolCall): ValueProvenance[] {
    const out: ValueProvenance[] = [];
    visitArgs(call.args, 'args', (path, value) => out.push(...this.classify(value, path)));
    return out;
  }

  /** Provenance of the values inside one argument value. */
  classify(value: string | number, path = 'value'): ValueProvenance[] {
    if (typeof value === 'number') return [{ ...this.#lookup(path, 'number', String(value)), whole: true }];
    const out: ValueProvenance[] = [];
    const values = extractValues(value);
    const whole = values.length === 1 && !/\s/.test(value.trim());
    for (const v of values) {
      switch (v.kind) {
        case 'email':
          out.push(this.#lookup(path, 'email', v.value, v.domain));
          break;
        case 'url':
          out.push(this.#lookup(path, 'url', v.value, v.host));
          break;
        case 'iban':
        case 'account':
        case 'phone':
        case 'handle':
          out.push(this.#lookup(path, v.kind, v.value));
          break;
        default:
          break;
      }
    }
    if (whole) for (const p of out) p.whole = true;
    // (an account written in groups, `NL91 ABNA 0417 1643 00`, is the whole value all the same,
    // and the digits it ends with are no phone number)
    const grouped = value.replace(/\s+/g, '').toUpperCase();
    if (
      !whole &&
      /\s/.test(value.trim()) &&
      out.some((p) => p.kind === 'iban' && p.value.toUpperCase() === grouped)
    )
      return out.filter((p) => p.kind === 'iban').map((p) => ({ ...p, whole: true }));
    const n = parseNumber(value);
    if (n !== undefined) out.push({ ...this.#lookup(path, 'number', String(n)), whole: true });
    else if (out.length === 0 && value.trim().length >= MIN_TEXT) out.push(this.#text(path, value));
    return out;
  }

  /**
   * `untrusted_value` findings: a recipient, URL, account, phone or handle that appears only in
   * tool outputs; for parameters the tool declares as sinks, any such value.
   */
  findings(call: ToolCall, tool?: Tool): Finding[] {
    const sinks = new Set(tool?.dataflow?.sinks ?? []);
    const out: Finding[] = [];
    for (const p of this.classifyCall(call)) {
      const effective = p.origin === 'unknown' ? (p.domainOrigin ?? 'unknown') : p.origin;
      if (effective !== 'untrusted') continue;
      const param = /^args\.([^.[]+)/.exec(p.path)?.[1] ?? '';
      if (!SINK_KINDS.has(p.kind) && !sinks.has(param)) continue;
      const from = p.sources.map((s) => `${s.tool} (output #${s.index})`).join(', ');
      out.push({
        code: 'untrusted_value',
        message: `${p.kind} \`${p.value}\` in ${p.path} does not appear in the user's instruction; it comes from ${from}`,
        path: p.path,
        data: { value: p.value, kind: p.kind, origin: p.origin, sources: p.sources },
      });
    }
    return out;
  }

  #addDoc(raw: string, origin: 'user' | 'trusted' | number): void {
    const doc = this.#docs.length;
    const text = normalizeText(raw);
    this.#docs.push(text);
    this.#docOrigin.push(origin);
    for (const key of valueKeys(raw)) {
      let p = this.#keys.get(key);
      if (!p) {
        p = { user: false, trusted: false, outputs: [] };
        this.#keys.set(key, p);
      }
      if (origin === 'user') p.user = true;
      else if (origin === 'trusted') p.trusted = true;
      else if (p.outputs.at(-1) !== origin) p.outputs.push(origin);
    }
    for (const w of new Set(text.match(WORD) ?? [])) {
      let s = this.#words.get(w);
      if (!s) {
        s = new Set();
        this.#words.set(w, s);
      }
      s.add(doc);
    }
  }

  #lookup(path: string, kind: ValueKind, value: string, domain?: string): ValueProvenance {
    // (a phone number with its country code is the number written without it: `+221774189003`
    // for the user's "77 418 90 03", `+447700900461` for "07700 900461")
    const exact =
      this.#keys.get(`${kind}:${value}`) ??
      (kind === 'phone'
        ? nationalForms(value)
            .map((v) => this.#keys.get(`phone:${v}`))
            .find(Boolean)
        : undefined);
    // the extractor may miss a value the user typed in an odd spot (`www.x.com.They`): as text,
    // it is still the user's
    const typed = exact === undefined && value.length >= 6 && this.#docs[0]!.includes(bare(value));
    // a bare domain above a host the user named is theirs (`fernhill.dev`, the zone of
    // "staging-old.fernhill.dev")
    const zone = kind === 'url' && parentOfUserHost(bare(value), this.#docs[0]!);
    const origin = typed || zone ? 'user' : originOf(exact);
    const result: ValueProvenance = { path, value, kind, origin, sources: this.#refs(exact?.outputs ?? []) };
    if (domain !== undefined && origin === 'unknown') {
      const d = this.#keys.get(`host:${site(domain)}`);
      result.domainOrigin = originOf(d);
      result.sources = this.#refs(d?.outputs ?? []);
    }
    return result;
  }

  #text(path: string, value: string): ValueProvenance {
    const needle = normalizeText(value);
    const words = [...new Set(needle.match(WORD) ?? [])];
    let candidates: number[] | undefined;
    for (const w of words.sort((a, b) => (this.#words.get(a)?.size ?? 0) - (this.#words.get(b)?.size ?? 0))) {
      const docs = this.#words.get(w);
      if (!docs) {
        candidates = [];
        break;
      }
      candidates = candidates === undefined ? [...docs] : candidates.filter((d) => docs.has(d));
      if (candidates.length === 0) break;
    }
    const hits = (candidates ?? []).filter((d) => this.#docs[d]!.includes(needle));
    const posting: Posting = { user: false, trusted: false, outputs: [] };
    for (const d of hits) {
      const o = this.#docOrigin[d]!;
      if (o === 'user') posting.user = true;
      else if (o === 'trusted') posting.trusted = true;
      else posting.outputs.push(o);
    }
    return {
      path,
      value: needle,
      kind: 'text',
      origin: originOf(posting),
      sources: this.#refs(posting.outputs),
    };
  }

  #refs(outputs: number[]): SourceRef[] {
    return outputs.map((index) => ({ index, tool: this.#tools.get(index) ?? '' }));
  }
}

function originOf(p: Posting | undefined): Origin {
  if (!p) return 'unknown';
  if (p.user || p.record) return 'user';
  if (p.trusted) return 'trusted';
  return p.outputs.length > 0 ? 'untrusted' : 'unknown';
}

/** `domain` (two labels or more, no path) is the parent of a host written in `text`. */
function parentOfUserHost(domain: string, text: string): boolean {
  if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(domain)) return false;
  const at = text.indexOf(`.${domain}`);
  return at > 0 && /[a-z0-9-]/.test(text[at - 1]!) && !/[a-z0-9-]/.test(text[at + domain.length + 1] ?? ' ');
}

/** `needle` stands in `text` as whole words, written the same (case and all). */
function wordAt(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1))
    if (!/[\p{L}\p{N}]/u.test(text[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(text[at + needle.length] ?? ' '))
      return true;
  return false;
}

/** A value without its scheme and trailing slash, lower-cased, as it may be written in prose. */
function bare(value: string): string {
  return value
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/$/, '');
}

function normalizeText(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A site's host and its `www.` host are one site: `dora@dora-website.com` is at `www.dora-website.com`. */
function site(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** Index keys of every traceable value in a text: `email:…`, `host:…`, `number:…`, … */
function valueKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const v of extractValues(text)) {
    switch (v.kind) {
      case 'email':
        keys.add(`email:${v.value}`).add(`host:${site(v.domain)}`);
        break;
      case 'url':
        keys.add(`url:${v.value}`).add(`host:${site(v.host)}`);
        break;
      case 'amount':
        keys.add(`number:${v.value}`);
        break;
      case 'date':
        break;
      default:
        keys.add(`${v.kind}:${v.value}`);
    }
  }
  for (const m of text.matchAll(/(?<![\w.])\d[\d,.]*\d(?![\w])|(?<![\w.])\d(?![\w.])/g)) {
    const n = parseNumber(m[0]);
    if (n !== undefined) keys.add(`number:${n}`);
  }
  return keys;
}

/** Every string and finite number in a call's arguments, with its path (`args.to[1]`). */
export function visitArgs(
  value: unknown,
  path: string,
  fn: (path: string, v: string | number) => void,
  depth = 0,
): void {
  if (depth > 32) return;
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) fn(path, value);
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) visitArgs(v, `${path}[${i}]`, fn, depth + 1);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) visitArgs(v, `${path}.${k}`, fn, depth + 1);
}

/**
 * The forms a canonical international phone number (`+221774189003`) takes written nationally:
 * without a country code of one to three digits, and with a trunk `0` instead; only forms of at
 * least seven digits.
 */
export function nationalForms(phone: string): string[] {
  if (!phone.startsWith('+')) return [];
  const digits = phone.slice(1);
  const out: string[] = [];
  for (let cc = 1; cc <= 3; cc++) {
    const rest = digits.slice(cc);
    if (rest.length >= 7) out.push(rest, `0${rest}`);
  }
  return out;
}

/** Canonical forms used for comparison, exported for callers that compare values themselves. */
export const canonical = {
  email: canonicalEmail,
  url: canonicalUrl,
  iban: canonicalIban,
  phone: canonicalPhone,
  host: hostOf,
};
