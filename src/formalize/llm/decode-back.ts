// Decoding-based semantics check (VeriSafe 5.1.1). A model restates the spec in plain language
// without seeing the instruction; this deterministic checker compares the two: every address,
// path, date, number and name the user gave must come back, none may be added, and the
// restatement must share enough of the instruction's words.
import { atomicText, type PrologTerm } from '../../logic/index.ts';
import type { Spec } from '../../spec/index.ts';

export interface DecodeBackComparison {
  ok: boolean;
  /** one sentence per discrepancy, written to be fed back to the encoding model */
  discrepancies: string[];
  /** share of the instruction's content words found in the restatement (0..1) */
  overlap: number;
}

export interface CompareOptions {
  /** minimum share of the instruction's content words in the restatement (default 0.4) */
  minOverlap?: number;
}

interface Entities {
  /** emails, URLs, paths, ISO dates: compared as literal text */
  literals: Set<string>;
  numbers: Set<string>;
  /** capitalised words that do not start a sentence, lower-cased */
  names: Set<string>;
}

const URL_RE = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PATH_RE = /(?<![\w/])(?:~|\.{1,2})?\/[\w.-]+(?:\/[\w.-]*)*/g;
const DATE_RE = /\b\d{4}-\d{2}-\d{2}\b/g;
const NUMBER_RE = /(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w])|(?<![\w.,])\d+(?:\.\d+)?(?![\w])/g;
const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
const NOT_NAMES = new Set(
  'i a an the my your our their this that these those if then and or but please also only do not no all any each every'.split(
    ' ',
  ),
);
const STOP = new Set(
  'a an the to of in on for and or my me i you your it its is are be was were this that these those with from by at as if then than please can could would should will all any some do does did not no so also just only into about up out over via using use user agent wants want'.split(
    ' ',
  ),
);

export function compareRestatement(
  instruction: string,
  restatement: string,
  spec: Spec,
  options: CompareOptions = {},
): DecodeBackComparison {
  const said = entities(instruction);
  const back = entities(restatement);
  const backLower = restatement.toLowerCase();
  const backWords = words(restatement);
  const saidLower = instruction.toLowerCase();
  const saidWords = words(instruction);
  const specValues = valuesOf(spec);
  const discrepancies: string[] = [];

  for (const l of said.literals)
    if (!backLower.includes(l))
      discrepancies.push(`the instruction gives ${l}, which the specification does not carry`);
  for (const n of said.numbers)
    if (!back.numbers.has(n))
      discrepancies.push(`the instruction gives the number ${n}, which the specification does not carry`);
  for (const n of said.names)
    if (!backWords.has(n))
      discrepancies.push(`the instruction names ${n}, which the specification does not mention`);

  for (const l of back.literals)
    if (!saidLower.includes(l))
      discrepancies.push(`the specification adds ${l}, which the instruction does not give`);
  for (const n of back.numbers)
    if (specValues.has(n) && !said.numbers.has(n))
      discrepancies.push(`the specification adds the number ${n}, which the instruction does not give`);
  for (const n of back.names)
    if (specValues.has(n) && !saidWords.has(n))
      discrepancies.push(`the specification adds ${n}, which the instruction does not name`);

  // stems are compared; the words themselves are reported
  const content = [...saidWords].filter((w) => !STOP.has(w) && !NUMBER_WORDS.includes(w) && !/^\d/.test(w));
  const backStems = new Set([...backWords].map(stem));
  const absent = content.filter((w) => !backStems.has(stem(w)));
  const overlap = content.length === 0 ? 1 : (content.length - absent.length) / content.length;
  const minOverlap = options.minOverlap ?? 0.4;
  if (overlap < minOverlap) {
    const missing = absent.slice(0, 8);
    discrepancies.push(
      `the restatement shares only ${Math.round(overlap * 100)}% of the instruction's words (at least ${Math.round(minOverlap * 100)}% expected); missing: ${missing.join(', ')}`,
    );
  }
  return { ok: discrepancies.length === 0, discrepancies, overlap };
}

function entities(text: string): Entities {
  const literals = new Set<string>();
  let rest = text;
  for (const re of [URL_RE, EMAIL_RE, PATH_RE, DATE_RE])
    rest = rest.replace(re, (m) => {
      literals.add(m.replace(/[.,;:]+$/, '').toLowerCase());
      return ' ';
    });
  const numbers = new Set<string>();
  for (const m of rest.matchAll(NUMBER_RE)) numbers.add(normNumber(m[0]));
  for (const w of rest.toLowerCase().match(/[a-z]+/g) ?? []) {
    const i = NUMBER_WORDS.indexOf(w);
    if (i >= 0) numbers.add(String(i));
  }
  const names = new Set<string>();
  for (const m of rest.matchAll(/[A-Z][\w'-]*/g)) {
    const before = rest.slice(0, m.index).trimEnd();
    const sentenceStart =
      before === '' || /[.!?:;\n\-*•]$/.test(before) || /\n\s*$/.test(rest.slice(0, m.index));
    const word = m[0].toLowerCase().replace(/'s$/, '');
    if (!sentenceStart && !NOT_NAMES.has(word) && /[a-z]/.test(word)) names.add(word);
  }
  return { literals, numbers, names };
}

function normNumber(text: string): string {
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? String(n) : text;
}

function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 0));
}

function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Lower-cased words and normalized numbers of the values the spec fixes (goal and step parameters). */
function valuesOf(spec: Spec): Set<string> {
  const out = new Set<string>();
  const add = (t: PrologTerm, depth = 0): void => {
    if (depth > 32) return;
    if (t.type === 'num') out.add(String(t.value));
    else if (t.type === 'compound') for (const a of t.args) add(a, depth + 1);
    else if (t.type === 'list') for (const a of t.items) add(a, depth + 1);
    else {
      const text = atomicText(t);
      if (text !== undefined)
        for (const w of text.toLowerCase().match(/[a-z0-9.]+/g) ?? [])
          out.add(/^\d/.test(w) ? normNumber(w) : w);
    }
  };
  for (const p of spec.intent?.params ?? []) add(p.value);
  for (const s of spec.steps) for (const p of s.params) add(p);
  return out;
}
