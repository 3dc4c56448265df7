// Other labelled numbers: the user writes a number right after the word that names it ("set up a
// drive at City Hall, capacity 40", "a code with max 200 uses") and a changing call sets the
// parameter of that name (`capacity: 60`) to another number. The agent chose the value against
// the user's words (overreach), so the call is confirmed. Decided by structure: the user's
// word-and-number pairs (LABELLED_NUMBER) and the call's number parameters whose name words hold
// the word; every number the user wrote after the word counts ("grade 3 … put it in as grade 1").
// Counted: MAX_CHANGE_FIELDS fields per call, MAX_LABEL_TEXT characters of the instruction.

import { singular } from '../../core/index.ts';
import {
  COUNTED_NOUN,
  FUNCTION_WORDS,
  LABELLED_NUMBER,
  MAX_CHANGE_FIELDS,
  MONTH_AFTER,
  NUMBER_WORDS,
  PLURAL_COUNT,
  UNIT_AFTER,
  unitNames,
} from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import { type Term, taggedSentences } from '../evidence/imperative.ts';

/**
 * A further number of a range or list after a labelled one (" to 13.1", ", 7 and 9"), or the new
 * value of a change written with an arrow ("pieces 6 -> 7", "qty 4 → 5").
 */
const LABEL_LIST_MORE = /^\s*(?:to|and|or|through|thru|->|=>|→|[-–,/&])\s*(\d{1,7}(?:\.\d+)?)(?![\p{L}\d:])/u;
/** Most further numbers read after one labelled number. */
const MAX_LABEL_LIST = 8;

/** Characters of the instruction read for labelled numbers (counted). */
const MAX_LABEL_TEXT = 8_000;

const labelsBySession = new WeakMap<object, Map<string, Set<number>>>();
const countsBySession = new WeakMap<object, Map<string, Set<number>>>();

/** The user's numbers by the word written right before each ("capacity" → 40). */
export function labelledNumbers(instruction: string): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const m of instruction.slice(0, MAX_LABEL_TEXT).matchAll(LABELLED_NUMBER)) {
    const word = singular(m[1]!.toLowerCase());
    if (FUNCTION_WORDS.has(word)) continue;
    // (a month after the number makes it a date's day: "last day 30 April")
    const end = (m.index ?? 0) + m[0].length;
    if (MONTH_AFTER.test(instruction.slice(end, end + 16))) continue;
    const set = out.get(word) ?? new Set<number>();
    set.add(Number(m[2]) * (m[3] ? 1000 : 1));
    // (a range or list after the word names each: "mile 12.4 to 13.1", "routes 6 and 11")
    let rest = instruction.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 80);
    for (let k = 0; k < MAX_LABEL_LIST; k++) {
      const more = LABEL_LIST_MORE.exec(rest);
      if (!more) break;
      set.add(Number(more[1]));
      rest = rest.slice(more[0].length);
    }
    // (a number in a unit names each further number in that unit in its sentence: "hours: 9.5 h
    // yesterday and 8 h today"; UNIT_AFTER)
    const unit = UNIT_AFTER.exec(instruction.slice(end, end + 12))?.[1];
    if (
      unit !== undefined &&
      (unitNames(unit).size > 0 || (unit.length <= 2 && !FUNCTION_WORDS.has(unit.toLowerCase())))
    ) {
      const sentence = instruction.slice(end, end + 200).split(/[.;!?\n]/)[0]!;
      for (const n of sentence.matchAll(
        new RegExp(String.raw`(?<![\d.,])(\d{1,7}(?:\.\d+)?)\s*${unit}\b`, 'g'),
      ))
        set.add(Number(n[1]));
    }
    out.set(word, set);
  }
  return out;
}

/** The counts the user joined to their nouns ("a single-seat licence": seat → 1). */
export function countedNouns(instruction: string): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const m of instruction.slice(0, MAX_LABEL_TEXT).matchAll(COUNTED_NOUN)) {
    const word = singular(m[2]!.toLowerCase());
    if (FUNCTION_WORDS.has(word)) continue;
    const raw = m[1]!.toLowerCase();
    const n = raw === 'single' ? 1 : /^\d/.test(raw) ? Number(raw) : NUMBER_WORDS.get(raw);
    if (n === undefined) continue;
    const set = out.get(word) ?? new Set<number>();
    set.add(n);
    out.set(word, set);
  }
  // (the same noun counted again in the plural counts too: "a 2-day shoot …, valid 30 days"
  // lets `valid_days` take 30; PLURAL_COUNT)
  if (out.size > 0)
    for (const m of instruction.slice(0, MAX_LABEL_TEXT).matchAll(PLURAL_COUNT)) {
      const word = singular(m[2]!.toLowerCase());
      const raw = m[1]!.toLowerCase();
      const n = /^\d/.test(raw) ? Number(raw) : NUMBER_WORDS.get(raw);
      if (word !== m[2]!.toLowerCase() && n !== undefined) out.get(word)?.add(n);
    }
  return out;
}

/**
 * The number a sentence gives its subject: "Grade came back from the lab at 3.2 g/t", "Moisture
 * tested at 11.5%", "The pH is 6.8" (grade → 3.2). The sentence opens with a noun phrase (an
 * article aside) and its verb, and holds one number; compromise, the tagger the offline formalizer
 * uses, reads nouns and verbs. The nouns of the subject label the number as a word right before it
 * would (LABELLED_NUMBER). Counted: MAX_LABEL_TEXT characters of the instruction.
 */
export function subjectNumbers(instruction: string): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  // (sentences split where a capital follows a full stop, as the tagger may read "26 t. Moisture"
  // as one)
  const sentences = instruction.slice(0, MAX_LABEL_TEXT).split(/(?<=[.!?;])\s+(?=\p{Lu})/u);
  for (const { terms } of sentences.flatMap((x) => taggedSentences(x))) {
    const tags = (t: Term | undefined) => new Set(t?.tags ?? []);
    const values = terms.filter((t) => tags(t).has('Value'));
    if (values.length !== 1) continue;
    let k = 0;
    while (tags(terms[k]).has('Determiner')) k++;
    const subject: string[] = [];
    for (; k < terms.length; k++) {
      const t = tags(terms[k]);
      if (!t.has('Noun') || t.has('Pronoun') || t.has('ProperNoun') || t.has('Value')) break;
      subject.push(terms[k]!.text.toLowerCase());
    }
    if (subject.length === 0 || !tags(terms[k]).has('Verb')) continue;
    const n = Number.parseFloat(values[0]!.text.replace(/[^\d.]/g, ''));
    if (!Number.isFinite(n)) continue;
    for (const w of subject.map((x) => singular(x.replace(/[^\p{L}]/gu, '')))) {
      if (w.length < 2 || FUNCTION_WORDS.has(w)) continue;
      out.set(w, new Set([...(out.get(w) ?? []), n]));
    }
  }
  return out;
}

export const otherLabelledNumbers: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  const options = c.facts.options;
  let labels = labelsBySession.get(options);
  if (!labels) {
    labels = labelledNumbers(options.instruction);
    for (const [w, ns] of subjectNumbers(options.instruction))
      labels.set(w, new Set([...(labels.get(w) ?? []), ...ns]));
    labelsBySession.set(options, labels);
  }
  let counts = countsBySession.get(options);
  if (!counts) {
    counts = countedNouns(options.instruction);
    countsBySession.set(options, counts);
  }
  if (labels.size === 0 && counts.size === 0) return [];
  for (const [key, v] of Object.entries(call.args).slice(0, MAX_CHANGE_FIELDS)) {
    if (typeof v !== 'number') continue;
    // (a parameter named for a counted noun, `seats` for "a single-seat licence"; not a rate)
    const words = nameWords(key).map(singular);
    const counted = words.includes('per') ? undefined : counts.get(words[words.length - 1] ?? '');
    if (counted !== undefined && !counted.has(v))
      return [
        {
          action: c.facts.policy.otherValue,
          code: 'other_value',
          path: `args.${key}`,
          reason: `${call.tool} sets ${key} to ${v}, but the user counted ${[...counted].join(' / ')}: the agent chose another number`,
        },
      ];
    // (a rate names its measure, not the unit it is per: `rate_gbp_per_cycle` is no cycle's number)
    for (const w of words.includes('per') ? words.slice(0, words.indexOf('per')) : words) {
      const said = labels.get(w);
      if (said === undefined || said.has(v)) continue;
      return [
        {
          action: c.facts.policy.otherValue,
          code: 'other_value',
          path: `args.${key}`,
          reason: `${call.tool} sets ${key} to ${v}, but the user wrote "${w} ${[...said].join(' / ')}": the agent chose another number`,
        },
      ];
    }
  }
  return [];
};
