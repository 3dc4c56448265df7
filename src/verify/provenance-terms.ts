// The words, parameter names and small readers the provenance check decides with: which tool
// names read sensitive data, which parameters say where a call goes, the spellings a value has in
// text. Kept apart from the decisions so each list can be read (and extended) on its own.
import {
  type InjectionEvidence,
  insideInjectedPassage,
  toolWords,
  type ValueProvenance,
} from '../analyze/index.ts';
import { stringLeaves, type ToolCall } from '../core/index.ts';
import type { DataSource } from './data-sources.ts';

/** Verbs too common in tool names and in ordinary data to say which action was asked for. */
export const GENERIC_VERBS = new Set(
  'get use include attach read fetch retrieve collect run open go call text message write reply follow order'.split(
    ' ',
  ),
);

/** What a read-only tool's name says it reads, when that is sensitive. */
const SENSITIVE_WORDS = new Set(
  'password passwords passwd passcode pin otp credential credentials secret secrets token tokens key keys apikey payment payments card cards credit bank banking iban account accounts balance balances wallet payee payees holding holdings portfolio statement statements transactions salary tax contact contacts friends people person addressbook medical health patient patients prescription prescriptions diagnosis genetic dna passport ssn identity personal private saved user userinfo information history location reservation reservations'.split(
    ' ',
  ),
);

/** Words of a task that involves the web (pages, sites, links, searching online). */
export const WEB_TASK =
  /\b(web|website|websites|webpage|webpages|web page|page|pages|site|sites|link|links|url|urls|article|articles|blog|blogs|online|internet|browse|browser|visit|google|search the web|news)\b/i;

/** The user asks the agent to follow links from the pages it reads. */
export const FOLLOW_LINKS = /\b(links?|linked|follow|click|crawl|browse|navigate|subpages?)\b/i;

/** Where money goes: whatever the tool's hints say, a new account is never a plain write. */
export const MONEY_KINDS: ReadonlySet<string> = new Set(['iban', 'account']);

/** Parameters that say where a call goes. */
export const TARGET_PARAM =
  /^(to|cc|bcc|recipients?|receivers?|payee|beneficiary|destination|target|email|e_?mail_?address|user_?email|emails|url|uri|urls|link|href|endpoint|webhook|host|iban|account|account_?(id|number|no)|phone|phone_?number|handle|recipient_?\w+|to_?\w+)$/i;

/** Parameters that name the file or folder a write goes to. */
export const PATH_PARAM =
  /^(path|paths|file|files|file_?path|file_?name|filename|dir|directory|folder|destination|dest|target_?path|output_?path|output_?file)$/i;

/** Parameters of a read that say which URL it fetches, and ones that only search. */
export const FETCH_PARAM =
  /^(url|uri|urls|link|href|endpoint|page|web_?page|site|website|address|domain|location)$/i;
export const SEARCH_PARAM = /^(q|query|queries|keywords?|search|terms?|filter|text|pattern)$/i;

/** (value, source) pairs whose sentences one call may have read. */
const MAX_SENTENCE_READS = 256;

export function sentenceBudget(): { take(n: number): boolean } {
  let left = MAX_SENTENCE_READS;
  return {
    take(n) {
      if (left < n) return false;
      left -= n;
      return true;
    },
  };
}

/** Shortest free text that counts as dictated by an injected passage. */
export const MIN_DICTATED = 8;
/** Characters of a call's arguments followed into the data it may copy. */
export const MAX_PAYLOAD = 64 * 1024;

/** Pairs of name words that read sensitive data together (`GoogleMapSearchAddressBook`). */
const SENSITIVE_PAIRS = new Set(['address book', 'access history', 'saved addresses']);

/** The tool's name says it reads sensitive data (credentials, money, contacts, health, history, location). */
export function readsSensitiveData(tool: string): boolean {
  const words = toolWords(tool);
  return (
    words.some((w) => SENSITIVE_WORDS.has(w)) ||
    words.slice(1).some((w, i) => SENSITIVE_PAIRS.has(`${words[i]} ${w}`))
  );
}

/** A full URL with a query or a path beyond `/`, whose exact text the agent saw nowhere. */
export function composedUrl(p: ValueProvenance): boolean {
  if (p.kind !== 'url' || p.origin !== 'unknown') return false;
  try {
    const u = new URL(p.value);
    return u.search.length > 1 || u.pathname.length > 1;
  } catch {
    return false;
  }
}

/** The paths and queries of the URLs in a call's arguments (what a fetch carries out). */
export function urlPayload(call: ToolCall): string[] {
  const out: string[] = [];
  for (const leaf of stringLeaves(call.args)) {
    const v = leaf.trim();
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(v)) continue;
    try {
      const u = new URL(v);
      const rest = `${decodeURIComponentSafe(u.pathname)} ${decodeURIComponentSafe(u.search.replace(/[?&=+]/g, ' '))}`;
      if (rest.trim().length > 1) out.push(rest);
    } catch {}
  }
  return out;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The value (or one of its raw spellings) occurs near an injection marker in that output. */
export function nearMarker(source: DataSource, p: ValueProvenance): boolean {
  const evidence = source.evidence as InjectionEvidence;
  return spellings(p).some((s) => insideInjectedPassage(source.text, evidence, s));
}

/** A field of the record set holds the value itself (in one of its spellings). */
export function heldBy(fields: ReadonlySet<string>, p: ValueProvenance): boolean {
  return spellings(p).some((s) => fields.has(s.toLowerCase()));
}

/** The raw spellings a canonical value may have in text. */
export function spellings(p: ValueProvenance): string[] {
  const out = new Set([p.value, p.value.replace(/^https?:\/\//, '').replace(/\/$/, '')]);
  if (p.kind === 'iban') out.add(p.value.replace(/(.{4})/g, '$1 ').trim());
  return [...out];
}
