// Stage 1 without a model: the instruction's goal, the values the user named, and constraint
// labels read from its wording. Deterministic; what it cannot tell it leaves out.

import type { ValueFact } from '../../analyze/index.ts';
import { extractValues } from '../../analyze/index.ts';
import {
  ACTION_NAMING_VERBS,
  AMOUNT_WORKED_OUT,
  ASKS_CONFIRMATION,
  BASE_IN_ED,
  CONDITION_WORDS,
  COPIED_ADDRESS,
  FORBIDS_DESTRUCTION,
  FUNCTION_WORDS,
  INFORMATION_REQUEST,
  INFORMING_VERBS,
  KEEP_PATTERN,
  LOWER_BOUND,
  NOUN_MARKERS,
  PHRASAL_PARTICLES,
  SCOPE_FOLDER,
  STOP_WORDS,
  THRESHOLD_WORDS,
  UPPER_BOUND,
} from '../../lexicon/index.ts';
import { atom, num, type PrologTerm, str } from '../../logic/index.ts';
import { nameWords, repeatedVerb, verbClass } from '../../tools/index.ts';
import { bareSums, QUOTED, shareOf } from './named-values.ts';

export interface OfflineIntent {
  goal: string;
  params: Array<{ name: string; value: PrologTerm }>;
  constraints: string[];
  /** values the user named (emails, URLs, accounts, amounts, dates) */
  values: ValueFact[];
  /** content words of the instruction (lower case, crude stems) */
  words: Set<string>;
  /** the words used as actions: not right after a determiner (`email Bob`, not `the latest email`) */
  actions: Set<string>;
  /** a bound the user put on amounts ("at most $100") */
  amountBound?: { form: 'at_most' | 'at_least'; value: number };
  /** the request asks for a sum worked out from its figures ("refund the unused months pro rata") */
  amountWorkedOut: boolean;
  /** addresses the user writes as a copy ("cc me (dan@…)", "bcc ops@…"): no main recipient's */
  copied: Set<string>;
  /** folders the user confined the work to ("only under /tmp/build") */
  pathScopes: string[];
  /** globs of files the user wants kept ("everything except *.keep") */
  keepGlobs: string[];
  /** the user asks to be told something: a question, "give me", "tell me", "show me" */
  asksForInformation: boolean;
  /** the user forbids destruction or asks to be asked first */
  forbidsDestruction: boolean;
  asksConfirmation: boolean;
}

/**
 * British spellings in their American form, so a request and a tool name written on either side
 * of the Atlantic meet (`licence` and `CreateLicense`, `catalogue` and `catalog`, `cancelled` and
 * `canceled`): spelling rules, not a word list, applied to both sides alike.
 */
function americanSpelling(w: string): string {
  return w
    .replace(/(?<=\w{2})our(?=$|s$|ed$|ing$|ite|able|er)/, 'or')
    .replace(/ence(?=$|s$|d$)/, 'ense')
    .replace(/(?<=\w{3})tre(?=$|s$)/, 'ter')
    .replace(/(?<=\w{2})logue(?=$|s$)/, 'log')
    .replace(/(?<=\w{3})mme(?=$|s$)/, 'm')
    .replace(/(?<=\w{3})is(?=e$|es$|ed$|ing$|ation)/, 'iz');
}

/** Crude stem so `emails`/`email`, `deleted`/`delete` meet. */
export function stem(word: string): string {
  const known = STEMS.get(word);
  if (known !== undefined) return known;
  const out = stemOf(word);
  // (a cache of the words seen, emptied when full: the same stem whatever was asked before)
  if (STEMS.size >= MAX_CACHED_STEMS) STEMS.clear();
  STEMS.set(word, out);
  return out;
}

/** Stems already computed, by the word as given. */
const STEMS = new Map<string, string>();
/** Most stems kept before the cache is emptied (bounded memory; a stem never depends on it). */
const MAX_CACHED_STEMS = 8192;

function stemOf(word: string): string {
  let w = americanSpelling(word.toLowerCase());
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 7 && w.endsWith('ation')) w = w.slice(0, -5);
  else if (w.length > 6 && w.endsWith('ment')) w = w.slice(0, -4);
  // reserve / reservation / reserved meet at `reserv`
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  // (cancel / cancelled / cancelling, enrol / enroll meet at `cancel`, `enrol`)
  if (w.length > 5 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}

/**
 * Stems of the words that stand where an action would: not right after a determiner, unless
 * that determiner follows a light verb ("make a transfer" asks for a transfer).
 */
export function actionWords(text: string): Set<string> {
  const out = new Set<string>();
  let previous = '';
  let before = '';
  const tokens = [
    ...withoutAddresses(text)
      .toLowerCase()
      .matchAll(/[a-z][a-z0-9']*|[.!?;:,\n]/g),
  ].map((m) => m[0]);
  // words left in the noun phrase a determiner opened ("the controversial tweet": two)
  let nounPhrase = 0;
  for (const [i, w] of tokens.entries()) {
    const isWord = /^[a-z]/.test(w);
    if (!isWord || STOP_WORDS.has(w)) nounPhrase = 0;
    const opened = NOUN_MARKERS.has(previous) && !ACTION_NAMING_VERBS.has(before);
    const asNoun = opened || nounPhrase > 0;
    // "the shared calendar", "emails I received": a participle describes, it does not ask
    const participle = w.length >= 5 && w.endsWith('ed') && !BASE_IN_ED.has(w);
    // "SMS messages", "my emails": a request uses a verb's base form, not a plural
    const plural = w.length >= 5 && /[^su]s$/.test(w);
    // "give me the details", "tell us", "show me": a request for information, not a grant or a message
    const asksToBeTold = INFORMING_VERBS.has(w) && (tokens[i + 1] === 'me' || tokens[i + 1] === 'us');
    if (isWord && !STOP_WORDS.has(w) && !asNoun && !participle && !plural && !asksToBeTold) {
      out.add(stem(w));
      // (a verb done again asks for the verb: "reassign" for `assignInstaller`)
      const again = repeatedVerb(w);
      if (again !== undefined) out.add(stem(again));
      // (a verb and its particle, written as one word in a tool's name: "sign out" and
      // `kit_signout`, "back up" and `backup_db`)
      const next = tokens[i + 1];
      if (next !== undefined && PHRASAL_PARTICLES.has(next)) out.add(stem(`${w}${next}`));
    }
    nounPhrase = opened ? 1 : Math.max(0, nounPhrase - 1);
    before = previous;
    previous = isWord ? w : '';
  }
  return out;
}

/** The text with e-mail addresses, URLs and handles blanked: `world.news@…` names no action. */
function withoutAddresses(text: string): string {
  return text.replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+|(?<![\w.])@\w+/gi, ' ');
}

/**
 * The user's own request, without material pasted into it: fenced blocks, JSON objects and
 * arrays (tool lists, schemas), and lines that start with the name of one of the task's tools
 * (a tool listing). Tools offered to the agent are not tools the user asked for.
 */
export function requestText(instruction: string, toolNames: readonly string[] = []): string {
  let text = instruction.replace(/```[\s\S]*?(```|$)/g, '\n');
  text = removeJsonBlocks(text);
  const names = new Set(toolNames.map((n) => n.toLowerCase()));
  if (names.size === 0) return text;
  return text
    .split('\n')
    .filter((line) => {
      const m = /^[\s*\-•\d.)]*([A-Za-z_][\w.-]*)(.?)/.exec(line);
      const first = m?.[1];
      if (first === undefined || !names.has(first.toLowerCase())) return true;
      // a plain word that names a tool (`dispatch`, `reroute`) opens the user's own sentence
      // unless a listing follows it (`dispatch: …`, `dispatch(job_id)`, `dispatch - …`, alone)
      const identifier = /[_.\-\d]|[a-z][A-Z]/.test(first);
      const rest = line.slice((m!.index ?? 0) + m![0].length - m![2]!.length);
      const listing = /^\s*(?:$|[:(]|[-–—]\s)/.test(rest);
      // (an identifier and then a function word is the user's own sentence calling the tool by
      // its name: "recordPayment on LA-44019 pls", "exportTimesheets for May")
      const called = identifier && FUNCTION_WORDS.has(/^\s+([a-z]+)\b/.exec(rest)?.[1] ?? '');
      return called || (!identifier && !listing);
    })
    .join('\n');
}

/** Drops every balanced `{…}` or `[…]` block that reads as JSON (or a Python literal) data. */
function removeJsonBlocks(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if ((c === '{' || c === '[') && /^[[{]\s*["'{[]/.test(text.slice(i, i + 3))) {
      const end = balancedEnd(text, i);
      if (end > i) {
        out += ' ';
        i = end + 1;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"') quote = c;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i;
  }
  return -1;
}

export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z0-9]*/g))
    if (!STOP_WORDS.has(m[0])) out.add(stem(m[0]));
  return out;
}

function amountBound(text: string): OfflineIntent['amountBound'] {
  const upper = UPPER_BOUND.exec(text);
  if (upper) return { form: 'at_most', value: Number(upper[1]!.replace(/,/g, '')) };
  const lower = LOWER_BOUND.exec(text);
  if (lower) return { form: 'at_least', value: Number(lower[1]!.replace(/,/g, '')) };
  return undefined;
}

export function extractIntent(instruction: string, reference?: Date): OfflineIntent {
  // (a sum written right after a share word names that share: "half of booking PL-7802 ($60)")
  const values = extractValues(instruction, reference ? { reference } : undefined).map((v) =>
    v.kind === 'amount' && instruction.includes(v.text)
      ? { ...v, value: shareOf(instruction, instruction.indexOf(v.text), v.value) }
      : v,
  );
  values.push(...bareSums(instruction, values));
  const words = contentWords(instruction);
  const constraints: string[] = [];
  const forbidsDestruction = FORBIDS_DESTRUCTION.test(instruction);
  const asksConfirmation = ASKS_CONFIRMATION.test(instruction);
  if (forbidsDestruction) constraints.push('no_destructive_changes');
  if (asksConfirmation) constraints.push('confirm_before_acting');
  if (CONDITION_WORDS.test(instruction)) constraints.push('conditional');
  if (/\bonly\b/i.test(instruction)) constraints.push('limited_scope');

  const params: OfflineIntent['params'] = [];
  const seen = new Set<string>();
  const add = (name: string, value: PrologTerm) => {
    const key = `${name}:${JSON.stringify(value)}`;
    if (seen.has(key) || params.length >= 24) return;
    seen.add(key);
    params.push({ name, value });
  };
  const bound = amountBound(instruction);
  const threshold = THRESHOLD_WORDS.exec(instruction);
  const thresholdValue = threshold ? Number(threshold[2]!.replace(/,/g, '')) : undefined;
  for (const v of values) {
    switch (v.kind) {
      case 'email':
        add('recipient', atom(v.value));
        break;
      case 'url':
        add('url', atom(v.value));
        break;
      case 'iban':
      case 'account':
        add('account', atom(v.value));
        break;
      case 'phone':
        add('phone', atom(v.value));
        break;
      case 'handle':
        add('handle', atom(v.value));
        break;
      case 'amount':
        add(v.value === thresholdValue ? 'threshold' : 'amount', num(v.value));
        break;
      case 'date':
        add('date', atom(v.iso));
        break;
    }
  }
  // (the same quotes as the named values: an apostrophe in "yesterday's" opens none)
  for (const m of instruction.matchAll(QUOTED))
    if (m[2]!.length >= 2 && m[2]!.length <= 80) add('quoted', str(m[2]!));
  for (const m of instruction.matchAll(
    /(?:^|\s)((?:~|\.{1,2})?\/[\w.\-/*]+|[\w-]+\.(?:txt|csv|json|pdf|docx?|xlsx?|md|py|js|ts|sh|log|png|jpg|zip))\b/g,
  ))
    add('file', atom(m[1]!));
  return {
    goal: goalName(instruction),
    params,
    constraints,
    values,
    words,
    actions: actionWords(instruction),
    ...(bound ? { amountBound: bound } : {}),
    amountWorkedOut: AMOUNT_WORKED_OUT.test(instruction),
    copied: new Set([...instruction.matchAll(COPIED_ADDRESS)].map((m) => m[1]!.toLowerCase())),
    pathScopes: [
      ...new Set([...instruction.matchAll(SCOPE_FOLDER)].map((m) => m[1]!.replace(/\/+$/, '') || '/')),
    ],
    keepGlobs: [...new Set([...instruction.matchAll(KEEP_PATTERN)].map((m) => m[1]!))],
    asksForInformation: INFORMATION_REQUEST.test(instruction),
    forbidsDestruction,
    asksConfirmation,
  };
}

/** `verb_object` from the first action verb and the next content word; `task` when none is found. */
function goalName(instruction: string): string {
  const tokens = instruction.toLowerCase().match(/[a-z]+|[.!?;]/g) ?? [];
  const isVerb = (t: string) => verbClass(t) !== undefined || verbClass(stem(t)) !== undefined;
  // prefer an imperative: a verb right after "please" or at the start of a sentence
  const imperative = tokens.findIndex(
    (t, i) => isVerb(t) && (i === 0 || /^(please|[.!?;]|and|then|kindly)$/.test(tokens[i - 1]!)),
  );
  const at = imperative >= 0 ? imperative : tokens.findIndex(isVerb);
  if (at < 0) return 'task';
  const object = tokens
    .slice(at + 1)
    .find((t) => /^[a-z]+$/.test(t) && !STOP_WORDS.has(t) && t.length > 2 && verbClass(t) === undefined);
  const name = [stem(tokens[at]!), object ? stem(object) : undefined].filter(Boolean).join('_');
  return nameWords(name).join('_') || 'task';
}
