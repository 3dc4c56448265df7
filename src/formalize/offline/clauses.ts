// The parts of an instruction and the action each asks for: enumerated items ("1. … 2. …",
// bullets), sentences, `;` and "and then" split it; the tagger (nlp.ts) gives each part's verbs
// by lemma, so "appended", "appends" and "append" all ask for an append.
import type { ProperName, TaggedWord, Tagger } from './nlp.ts';

export interface Clause {
  text: string;
  /** the part of the instruction the clause comes from, as written (values are found in it) */
  part: string;
  /** lemmas of the verbs the part asks for (imperatives, "please X", "I want you to X") */
  verbs: string[];
  /** lemmas of the part's nouns */
  nouns: string[];
}

/** Enumeration markers and connectives that start a new part of the task. */
const PART_BREAK =
  /(?:^|\s)(?:\(?\d{1,2}[.)]|[a-h]\)|[-*•])\s+(?=\p{L})|;\s*|\n+|,?\s+and then\s+|,\s*then\s+|\bafterwards?,?\s+/giu;

/** The instruction split into its parts (empty parts dropped). */
export function splitParts(text: string): string[] {
  return text
    .split(PART_BREAK)
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p));
}

/** Words after which a verb is not asked for: "if it is rated", "the reserved room", "to be booked". */
const NOT_ASKED = new Set([
  'if',
  'unless',
  'whether',
  'when',
  'because',
  'that',
  'which',
  'who',
  'was',
  'were',
  'is',
  'are',
  'be',
  'been',
  'has',
  'have',
  'had',
]);

const INFORMING = new Set(['give', 'tell', 'show', 'let']);

/** Verbs whose object is followed by what is to be done to it: "I need the hotel booked". */
const WANTING = new Set(['need', 'want', 'like']);

/** "I need an email sent", "I'd like the file saved": the participle after a want's object. */
function wantedDone(words: readonly TaggedWord[], i: number): boolean {
  const w = words[i]!;
  if (!(w.tags.has('PastTense') || w.tags.has('Participle')) || w.tags.has('Gerund')) return false;
  for (let j = i - 1; j >= 0; j--) {
    const u = words[j]!;
    if (WANTING.has(u.lemma) && u.tags.has('Verb')) return j < i - 1;
    // the want's object lies between: determiners, adjectives, nouns, names, quoted titles
    if (u.tags.has('Verb') || /[,;:.]$/.test(u.post)) return false;
  }
  return false;
}

/** Verbs a part asks for: imperatives, and base forms after "please", "to", "and", a part's start. */
function askedVerbs(words: readonly TaggedWord[]): string[] {
  const out: string[] = [];
  for (const [i, w] of words.entries()) {
    if (!w.tags.has('Verb') || w.tags.has('Auxiliary') || w.tags.has('Copula') || w.tags.has('Modal'))
      continue;
    const prev = words[i - 1]?.normal ?? '';
    if (wantedDone(words, i)) {
      out.push(w.lemma);
      continue;
    }
    if (NOT_ASKED.has(prev)) continue;
    // "tell me", "show us", "give me the details": a request to be told, not a message or a grant
    if (INFORMING.has(w.lemma) && /^(me|us)$/.test(words[i + 1]?.normal ?? '')) continue;
    // "help me delete", "try to book": the verb that follows is the one asked for
    const next = words[i + 1];
    if (
      next?.normal === 'to' ||
      (/^(me|us|him|her|them)$/.test(next?.normal ?? '') && words[i + 2]?.tags.has('Verb'))
    )
      continue;
    const base =
      w.tags.has('Imperative') ||
      w.tags.has('Infinitive') ||
      (w.tags.has('PresentTense') && !w.tags.has('Gerund'));
    const start =
      i === 0 ||
      /^(please|kindly|also|then|and|now|first|finally|next|just|to|me|us|you)$/.test(prev) ||
      /[,:]$/.test(words[i - 1]?.post ?? '');
    if (w.tags.has('Imperative') || (base && start)) out.push(w.lemma);
  }
  return out;
}

export function clausesOf(text: string, tag: Tagger): Clause[] {
  return readParts(text, tag).clauses;
}

/** The clauses and the proper names of the text, each part tagged once. */
export function readParts(text: string, tag: Tagger): { clauses: Clause[]; names: ProperName[] } {
  const clauses: Clause[] = [];
  const names: ProperName[] = [];
  for (const part of splitParts(text)) {
    const tagged = tag(part);
    names.push(...tagged.names);
    for (const words of tagged.sentences)
      clauses.push({
        text: words.map((w) => w.text).join(' '),
        part,
        verbs: [...new Set(askedVerbs(words))],
        nouns: [
          ...new Set(words.filter((w) => w.tags.has('Noun') && !w.tags.has('Pronoun')).map((w) => w.lemma)),
        ],
      });
  }
  return { clauses, names };
}
