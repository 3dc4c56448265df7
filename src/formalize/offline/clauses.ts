// The parts of an instruction and the action each asks for: enumerated items ("1. … 2. …",
// bullets), sentences, `;` and "and then" split it; the tagger (nlp.ts) gives each part's verbs
// by lemma, so "appended", "appends" and "append" all ask for an append.

import {
  CLOCK_OR_DAY_NUMBER,
  CLOCK_WORDS_AFTER,
  COMPLEMENT_VERBS,
  CONDITION_WORDS,
  CURRENCY_WORD,
  EACH_WORDS,
  ENUMERATION_MARKER,
  INDEFINITE_OBJECT,
  INFORMING_VERBS,
  LEVEL_VERB,
  LEXICON_VERB_WORDS,
  LIGHT_VERBS,
  MANY_WORDS,
  MAX_CAUSATIVE_OBJECT,
  MAX_CONDITION_WORDS,
  MAX_HEADLINE_WORDS,
  MAX_INDIRECT_OBJECT,
  MAX_LEVEL_OBJECT,
  MAX_MESSAGE_TO_COLON,
  MAX_SPLIT_OBJECT,
  MESSAGE_HANDING_VERBS,
  MESSAGE_NOUNS,
  MESSAGE_VERBS,
  MONEY_TAKING_VERBS,
  NAMING_CUES,
  NOT_ASKED_AFTER,
  OBJECT_PRONOUN,
  PART_BREAK,
  PHRASAL_PARTICLES,
  PHRASAL_VERBS,
  PLEASE_WORDS,
  RECEIVING_VERBS,
  RECORD_CODE,
  REPLACEMENT_WORDS,
  REQUEST_OPENERS,
  STATUS_NOUNS,
  TEXT_CONTENT_NOUNS,
  VIEW_NOUNS,
  WANTING_VERBS,
  WH_CONTRACTION,
} from '../../lexicon/index.ts';
import { verbClass } from '../../tools/index.ts';
import type { ProperName, TaggedWord, Tagger } from './nlp.ts';

export interface Clause {
  text: string;
  /** the part of the instruction the clause comes from, as written (values are found in it) */
  part: string;
  /** an enumeration marker opens the clause's part ("2) …", "- …"): an item of the user's list */
  item?: true;
  /** the clause's sentence as written */
  sentence: string;
  /** lemmas of the verbs the part asks for (imperatives, "please X", "I want you to X") */
  verbs: string[];
  /** lemmas of the part's nouns */
  nouns: string[];
  /** each asked verb with the nouns between it and the next asked verb ("invite X to Y and schedule a meeting") */
  scopes: Array<{
    verb: string;
    nouns: string[];
    head: string;
    /** the words up to the next asked verb, as written (what the verb acts on: "SJ-2240 until Friday") */
    object: string;
    /** the verb's object is one thing, named in the singular ("revoke the permit for plate X",
     * "cancel load L-1", "send Leo $20"): its step acts on one object (`objectIsOne`) */
    one?: true;
    /** the verb asks for a new one of a thing named before ("get her a new one", "send her fresh
     * ones"): a tool that makes that thing anew does it (`REPLACEMENT_WORDS`) */
    renew?: true;
    /** a light verb with a new thing as its object ("get an offer out", "give them a credit"):
     * the thing names the action, the verb does not (`LIGHT_VERBS`) */
    light?: true;
  }>;
  /** lemmas of the verbs the part forbids ("don't approve it") */
  forbidden: string[];
  /** the text the user dictates after a colon ("add a note: …"), as written: it asks for nothing */
  dictated?: string;
  /** `create` was read from a wanted new thing ("I need a new folder"), not from a verb: only a
   * tool whose object the part names does it */
  fromNoun?: true;
}

/** The instruction split into its parts (empty parts dropped). */
export function splitParts(text: string): string[] {
  return listedParts(text).map((p) => p.part);
}

/**
 * The instruction's parts, each marked when an enumeration marker opens it ("2) …", "- …", "b)
 * …"): an item of a list the user wrote, a task of its own.
 */
export function listedParts(text: string): Array<{ part: string; item: boolean }> {
  const out: Array<{ part: string; item: boolean }> = [];
  let at = 0;
  let item = false;
  const push = (raw: string) => {
    const part = raw.trim();
    // (a marker the break left in place, before a figure: "2) 400 labels for …")
    const marked = item || ENUMERATION_MARKER.test(/^\S+\s/.exec(part)?.[0] ?? '');
    if (/\p{L}/u.test(part)) out.push({ part, item: marked });
  };
  for (const m of text.matchAll(PART_BREAK)) {
    push(text.slice(at, m.index));
    at = m.index + m[0].length;
    item = ENUMERATION_MARKER.test(m[0]);
  }
  push(text.slice(at));
  return out;
}

/**
 * The object of the verb at `i` is one thing: the words after the verb up to the first
 * preposition, punctuation, conjunction or other verb (its object phrase: "the parking permit",
 * "load L-88440", "Leo $20") hold a noun, none of them plural or a word of `MANY_WORDS`, and the
 * phrase is not one of several coordinated objects ("load L-1 and L-2"; "the code and let her
 * know" coordinates clauses, not objects).
 */

/** The verb's span sends to many: "to everyone", "to all residents", "to them" (MANY_WORDS). */
function toMany(span: readonly TaggedWord[]): boolean {
  return span.some(
    (w, k) => w.normal === 'to' && [span[k + 1], span[k + 2]].some((x) => MANY_WORDS.has(x?.normal ?? '')),
  );
}

function objectIsOne(words: readonly TaggedWord[], i: number): boolean {
  let j = i + 1;
  // (the particle of a phrasal verb, which the tagger may read as a preposition: "tag out the
  // fan", "shut down pump 2"; not "on" and "in", which more often start a place or a time)
  while (
    words[j]?.tags.has('Particle') ||
    (PHRASAL_PARTICLES.has(words[j]?.normal ?? '') &&
      !/^(?:on|in)$/.test(words[j]!.normal) &&
      !/[,;:.!?]$/.test(words[j]!.post))
  )
    j++;
  let last: TaggedWord | undefined;
  for (; j < words.length; j++) {
    const w = words[j]!;
    if (w.text === '' && nounAfterOwner(words, j + 1)) continue;
    // a plural noun the tagger took for a verb ("make work orders", "the open requests")
    if (w.tags.has('PresentTense') && /s$/.test(w.normal) && j > i + 1 && words[j - 1]?.tags.has('Noun'))
      return false;
    // (a verb's form right after an owner or a determiner is a noun: "Juno's move", "the cleaning")
    const named = nounAfterOwner(words, j);
    if (
      w.tags.has('Preposition') ||
      w.tags.has('Conjunction') ||
      (w.tags.has('Verb') && !w.tags.has('Gerund') && !named)
    )
      break;
    if (MANY_WORDS.has(w.normal)) return false;
    // a possessive owner may be plural ("the Hendersons' cat"): the thing owned is what counts
    if (w.tags.has('Plural') && !possessive(w)) return false;
    // a family by its name ("seat the Nakamuras", "invite the Okafors"): several people
    if (words[j - 1]?.normal === 'the' && /^\p{Lu}\p{L}+s$/u.test(w.text) && w.tags.has('ProperNoun'))
      return false;
    last = w;
    if (/[,;:.!?]$/.test(w.post)) {
      j++;
      break;
    }
  }
  // the phrase ends on its head, a noun, a value or a pronoun ("Tomás's pending leave requests"
  // that the tagger cut at "leave" has no head: its number is not known)
  const head =
    last !== undefined &&
    !possessive(last) &&
    (last.tags.has('Noun') ||
      last.tags.has('Value') ||
      // (a code, which the tagger may read as a date: "quarantine 4410-OX-022")
      RECORD_CODE.test(last.text) ||
      last.tags.has('Pronoun') ||
      nounAfterOwner(words, words.indexOf(last)));
  if (!head) return false;
  // "open a ticket for each one", "… for both of them": a distributing word later in the
  // sentence makes it several (a pronoun there is someone else: "cancel load L-1, they called")
  if (words.slice(j).some((w) => EACH_WORDS.has(w.normal))) return false;
  // ("log 7.5h on J-5530 yesterday + 2h travel": a plus adds another of what the verb makes)
  if (words.slice(i + 1).some((w) => w.text === '+')) return false;
  // "… and L-2", "…, L-3": another object follows; "… and let her know": another clause
  const stop = words[j];
  const next = words[j + 1];
  if (stop && /^(and|or|&)$/.test(stop.normal) && next && !next.tags.has('Verb')) return false;
  return true;
}

/** The word at `j` stands where a noun does: right after a possessive owner or a determiner. */
function nounAfterOwner(words: readonly TaggedWord[], j: number): boolean {
  // (the tagger reads "Demir's cleaning" as "Demir is cleaning": the "is" it adds has no text)
  const k = words[j - 1]?.text === '' ? j - 2 : j - 1;
  const before = words[k];
  return (
    before !== undefined &&
    before.post === '' &&
    (possessive(before) || /^(?:the|a|an|his|her|their|its|my|our|your)$/.test(before.normal))
  );
}

function possessive(w: TaggedWord): boolean {
  return /['’]s?$/.test(w.text) || w.tags.has('Possessive');
}

/**
 * The word at `j` is who receives: a noun ("the organizers"), a plural the tagger took for a verb
 * after a number or a noun ("four weekend volunteers"), or a person who needs something ("she
 * needs a heads-up").
 */
function receiver(words: readonly TaggedWord[], j: number, lemma: string): boolean {
  const w = words[j]!;
  // (the user's own need, "I need a new folder", is a wanted thing: `wantsMade`)
  if (w.tags.has('Pronoun')) return lemma === 'need' && /^(he|she|they)$/.test(w.normal);
  if (w.tags.has('Noun')) return true;
  const previous = words[j - 1];
  return (
    /[^s]s$/.test(w.normal) &&
    previous !== undefined &&
    (previous.tags.has('Noun') || previous.tags.has('Value') || previous.tags.has('Adjective'))
  );
}

/**
 * A sentence with no verb that asks for a thing by "please" ("Trucks for CO-88412 please: 5
 * mixers", "Two more chairs for table 4, pls"): the thing it opens with is wanted, as "I need a
 * new one" is. The first word is a plural or counted noun (a thing asked for in number), not a
 * name or a greeting.
 */
function askedByPlease(words: readonly TaggedWord[]): boolean {
  if (!words.some((w) => PLEASE_WORDS.test(w.normal))) return false;
  if (words.some((w) => w.tags.has('Verb') && !w.tags.has('Auxiliary') && !PLEASE_WORDS.test(w.normal)))
    return false;
  const k = words[0]?.tags.has('Value') ? 1 : 0;
  const head = words[k];
  return head?.tags.has('Noun') === true && head.tags.has('Plural') && !head.tags.has('ProperNoun');
}

/**
 * The verb at `i` wants a thing that is not there yet: "she wants autopay on the 1st", "the
 * customer needs a replacement card", "I'd like a callback" (`WANTING_VERBS` with an indefinite
 * or bare noun, one adjective allowed). A definite or owned thing is one to find ("I need the
 * invoice"), and a thing wanted done has its own verb ("I need the hotel booked").
 */
function wantsThing(words: readonly TaggedWord[], i: number): boolean {
  const w = words[i]!;
  if (!WANTING_VERBS.has(w.lemma) || !w.tags.has('Verb') || negated(words, i)) return false;
  // (a new or named thing wanted is read as a making request of its own: `wantsMade`)
  if (wantsMade(words)) return false;
  if (w.lemma === 'like' && !/^(would|'d|d)$/.test(words[i - 1]?.normal ?? '')) return false;
  let k = i + 1;
  if (/^(a|an|another|some)$/.test(words[k]?.normal ?? '')) k++;
  if (words[k]?.tags.has('Adjective') && !words[k]!.tags.has('Determiner')) k++;
  const thing = words[k];
  if (
    thing === undefined ||
    !thing.tags.has('Noun') ||
    thing.tags.has('Pronoun') ||
    thing.tags.has('Determiner') ||
    thing.tags.has('Possessive')
  )
    return false;
  for (let j = k + 1; j < words.length && !/[,;:.!?]$/.test(words[j - 1]!.post); j++)
    if (words[j]!.tags.has('Verb') && (words[j]!.tags.has('Participle') || words[j]!.tags.has('PastTense')))
      return false;
  return true;
}

/** The verb at `i` is a receiving verb said of its subject ("the organizers get a credit"). */
function receivedBySubject(words: readonly TaggedWord[], i: number): boolean {
  const before = words[i - 1];
  return (
    RECEIVING_VERBS.has(words[i]!.lemma) &&
    before !== undefined &&
    !/[,;:.!?]$/.test(before.post) &&
    (before.tags.has('Noun') || before.tags.has('Value')) &&
    !before.tags.has('Pronoun')
  );
}

/** The verb at `i` has a new thing as its object: an indefinite word within its first words. */
function newThingAfter(words: readonly TaggedWord[], i: number): boolean {
  return objectWordAt(words, i, MAX_INDIRECT_OBJECT, (w) => INDEFINITE_OBJECT.test(w.normal)) >= 0;
}

/**
 * The first word after the verb at `i`, within `reach` words more, that passes `test`; -1 when a
 * verb or a punctuation mark ends the object first. The words of whom a thing goes to are read
 * this way ("give the organizers a $50 credit", "drop the director a line").
 */
function objectWordAt(
  words: readonly TaggedWord[],
  i: number,
  reach: number,
  test: (w: TaggedWord, j: number) => boolean,
): number {
  for (let j = i + 1; j < words.length && j <= i + 1 + reach; j++) {
    const w = words[j]!;
    if (test(w, j)) return j;
    if (w.tags.has('Verb') || /[,;:.!?]$/.test(w.post)) return -1;
  }
  return -1;
}

/** "I need an email sent", "I'd like the file saved": the participle after a want's object. */
function wantedDone(words: readonly TaggedWord[], i: number): boolean {
  const w = words[i]!;
  if (!(w.tags.has('PastTense') || w.tags.has('Participle')) || w.tags.has('Gerund')) return false;
  // "an event called 'Retro'" names the thing; it asks for no call
  if (NAMING_CUES.has(w.normal)) return false;
  for (let j = i - 1; j >= 0; j--) {
    const u = words[j]!;
    if (WANTING_VERBS.has(u.lemma) && u.tags.has('Verb')) return j < i - 1;
    // the want's object lies between: determiners, adjectives, nouns, names, quoted titles
    if (u.tags.has('Verb') || /[,;:.]$/.test(u.post)) return false;
  }
  return false;
}

/** A verb's past form that differs from its base ("excused", "paid"; not "set" or "cut"). */
function pastParticiple(w: TaggedWord): boolean {
  return (
    (w.tags.has('PastTense') || w.tags.has('Participle')) &&
    !w.tags.has('Infinitive') &&
    !w.tags.has('Imperative') &&
    w.normal !== w.lemma
  );
}

/** "let … know" within a few words (group 'let' with the 'know' that completes it). */
function letKnow(words: readonly TaggedWord[], i: number): boolean {
  return words.slice(i + 1, i + 8).some((u) => u.normal === 'know');
}

/**
 * The verb at `i` as a tool's name would say it: a phrasal verb ("turn off", "let … know", "get
 * rid of") read as its one verb (PHRASAL_VERBS), else the lemma.
 */
function verbAt(words: readonly TaggedWord[], i: number): string {
  const w = words[i]!;
  const next = words[i + 1];
  // (the tagger may read the particle as a preposition: "putting in a clean")
  if (next) {
    const one = PHRASAL_VERBS[`${w.lemma} ${next.normal}`];
    if (one) return one;
  }
  // (or its particle after a short object, closing the phrase: "take her photos out of the
  // book", "turn the heater off")
  const split = splitParticle(words, i);
  if (split !== undefined) return split;
  const taking = MONEY_TAKING_VERBS.get(w.lemma);
  if (taking !== undefined && takesSum(words, i)) return taking;
  if (w.lemma === 'let' && letKnow(words, i)) return PHRASAL_VERBS['let know']!;
  if (handsMessage(words, i) || (i === 0 && messageHeading(words))) return PHRASAL_VERBS['let know']!;
  if (verbClass(w.lemma) === 'destructive' && setsLevel(words, i)) return LEVEL_VERB;
  return w.lemma;
}

/**
 * The verb at `i` has a sum of money as its object, then "from": "take the £205 from the deposit".
 * Within MAX_SPLIT_OBJECT words, with no verb between.
 */
function takesSum(words: readonly TaggedWord[], i: number): boolean {
  let money = false;
  for (let j = i + 1; j < words.length && j <= i + 1 + MAX_SPLIT_OBJECT; j++) {
    const u = words[j]!;
    // (not "off": "take $80 off invoice IV-3" reduces the invoice, it charges no one)
    if (u.normal === 'from' && money) return true;
    if (u.tags.has('Verb') || /[,;:.!?]$/.test(words[j - 1]!.post)) return false;
    if (u.tags.has('Money') || CURRENCY_WORD.test(u.normal)) money = true;
  }
  return false;
}

/**
 * A phrasal verb written around its object ("take her photos out of the book", "call the 3pm
 * off"): the particle within MAX_SPLIT_OBJECT words after the verb, with no verb or preposition
 * between, ending the phrase (a punctuation mark, the sentence's end or "of" after it). Its one
 * verb (PHRASAL_VERBS), if the pair is one.
 */
function splitParticle(words: readonly TaggedWord[], i: number): string | undefined {
  for (let j = i + 2; j < words.length && j <= i + 1 + MAX_SPLIT_OBJECT; j++) {
    const between = words[j - 1]!;
    if (between.tags.has('Verb') || between.tags.has('Preposition') || /[,;:.!?]$/.test(between.post))
      return undefined;
    const u = words[j]!;
    if (!PHRASAL_PARTICLES.has(u.normal)) continue;
    const closes = j === words.length - 1 || /[,;:.!?]$/.test(u.post) || words[j + 1]!.normal === 'of';
    return closes ? PHRASAL_VERBS[`${words[i]!.lemma} ${u.normal}`] : undefined;
  }
  return undefined;
}

/**
 * The verb at `i`, one the lexicon does not know as a change or a destructive one, brings its
 * object to a number: "pull the Ridge Line down to 3 m/s", "drop the print to $1,150", "knock the
 * fridge back to 4 degrees". A destruction has no target value: the request sets a level
 * (`LEVEL_VERB`) instead; a verb the lexicon does not know asks for the setting beside its own
 * ("scale the workers group from 4 to 6": `ScaleGroup`, or a setting).
 */
function setsLevel(words: readonly TaggedWord[], i: number): boolean {
  const cls = verbClass(words[i]!.lemma);
  if (cls === 'write' || cls === 'read') return false;
  for (let j = i + 2; j < words.length && j <= i + 1 + MAX_LEVEL_OBJECT; j++) {
    const w = words[j]!;
    if (w.normal === 'to') {
      const n = words[j + 1];
      // (a number, not a time or a day: "shunt the party to 20:15" moves it, "to the 5th" too)
      const when =
        n === undefined ||
        ['Time', 'Date', 'Ordinal'].some((t) => n.tags.has(t)) ||
        CLOCK_OR_DAY_NUMBER.test(n.text) ||
        CLOCK_WORDS_AFTER.test(words[j + 2]?.normal ?? '');
      return !when && (n.tags.has('Value') || /^[$€£]?\d/.test(n.text));
    }
    if (w.tags.has('Verb') || /[,;:.!?]$/.test(words[j - 1]!.post)) return false;
  }
  return false;
}

/**
 * The verb at `i`, a light or handing one, asks for a new one of a thing: "get her a new one",
 * "get him a replacement", "send her fresh ones" (`REPLACEMENT_WORDS` within the words of whom it
 * goes to).
 */
function asksReplacement(words: readonly TaggedWord[], i: number): boolean {
  const verb = words[i]!.lemma;
  if (!LIGHT_VERBS.has(verb) && !MESSAGE_HANDING_VERBS.has(verb)) return false;
  const replacement = (w: TaggedWord, j: number) =>
    REPLACEMENT_WORDS.test(w.normal) || REPLACEMENT_WORDS.test(`${w.normal} ${words[j + 1]?.normal ?? ''}`);
  return objectWordAt(words, i, MAX_INDIRECT_OBJECT + 1, replacement) >= 0;
}

/**
 * The verb at `i` hands someone a message: "give them a heads-up", "drop the director a line",
 * "push an alert to guests" (`MESSAGE_HANDING_VERBS`, an indefinite `MESSAGE_NOUNS` object after
 * at most `MAX_INDIRECT_OBJECT` words of whom it goes to, an adjective allowed: "a quick note").
 */
function handsMessage(words: readonly TaggedWord[], i: number): boolean {
  if (!MESSAGE_HANDING_VERBS.has(words[i]!.lemma)) return false;
  const j = objectWordAt(words, i, MAX_INDIRECT_OBJECT, (w) => INDEFINITE_OBJECT.test(w.normal));
  if (j < 0) return false;
  let k = j + 1;
  if (words[k]?.tags.has('Adjective') && words[k + 1] !== undefined) k++;
  const u = words[k];
  if (u === undefined) return false;
  const joined = u.post === '-' && words[k + 1] ? `${u.normal}${words[k + 1]!.normal}` : u.normal;
  return MESSAGE_NOUNS.has(joined) || MESSAGE_NOUNS.has(u.normal);
}

/**
 * The verb at `i` is negated: a negative (the tagger's `Negative`: "n't", "not", "never") stands
 * among the few words before it, with only auxiliaries or adverbs between ("don't approve",
 * "do not ever merge", "never just share").
 */
function negated(words: readonly TaggedWord[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const u = words[j]!;
    if (/[,;:.]$/.test(u.post)) return false;
    // ("if not, put their standing order in" written without its comma: "if not" is
    // "otherwise", and the verb after it is asked)
    if (u.normal === 'not' && j === i - 1 && /^(?:if|or)$/.test(words[j - 1]?.normal ?? '')) return false;
    if (u.tags.has('Negative') || u.normal === 'not' || u.normal === 'never') return true;
    if (!(u.tags.has('Auxiliary') || u.tags.has('Adverb') || u.normal === '')) return false;
  }
  return false;
}

/** The verbs a part forbids ("don't merge yet"), by lemma. */
export function forbiddenVerbs(words: readonly TaggedWord[]): string[] {
  return words
    .filter(
      (w, i) => w.tags.has('Verb') && !w.tags.has('Auxiliary') && !w.tags.has('Modal') && negated(words, i),
    )
    .map((w) => w.lemma);
}

/**
 * Where the verbs a part asks for stand (indexes into `words`): imperatives, and base forms after
 * "please", "to", "and", a part's start.
 */
function askedVerbsAt(words: readonly TaggedWord[], toolVerbs: ReadonlySet<string>): number[] {
  const out: number[] = [];
  // "would you mind releasing the bed and putting in a clean": the gerunds are what is asked
  const mind = words.findIndex((w, i) => w.lemma === 'mind' && words[i - 1]?.normal === 'you');
  for (const [i, w] of words.entries()) {
    if (i === mind) continue;
    if (
      mind >= 0 &&
      i > mind &&
      w.tags.has('Gerund') &&
      (i === mind + 1 || /^(and|or)$/.test(words[i - 1]!.normal) || /,$/.test(words[i - 1]!.post))
    ) {
      out.push(i);
      continue;
    }
    if (imperativeNoun(words, i, toolVerbs)) {
      out.push(i);
      continue;
    }
    // "floor 3 needs a heads-up", "Norland Lifts needs a badge": after a number or a name the
    // tagger counts the verb as a plural noun ("3 needs", "Lifts needs"); a receiving verb's third
    // person there, with a new thing after it, is the verb all the same
    if (
      RECEIVING_VERBS.has(w.lemma) &&
      w.tags.has('Plural') &&
      w.normal === `${w.lemma}s` &&
      i > 1 &&
      ((words[i - 1]!.tags.has('Value') && receiver(words, i - 2, w.lemma)) ||
        (!words[i - 1]!.tags.has('Pronoun') &&
          (words[i - 1]!.tags.has('Noun') || /^\p{Lu}/u.test(words[i - 1]!.text)))) &&
      !/[,;:.!?]$/.test(words[i - 1]!.post) &&
      newThingAfter(words, i)
    ) {
      out.push(i);
      continue;
    }
    if (!w.tags.has('Verb') || w.tags.has('Auxiliary') || w.tags.has('Copula') || w.tags.has('Modal'))
      continue;
    // ("whats the drop-off code?": a question word with its "is" run on, WH_CONTRACTION, asks nothing)
    if (WH_CONTRACTION.test(w.normal)) continue;
    // the particle of a phrasal verb ("turn off") is part of its verb
    if (w.tags.has('Particle')) continue;
    // (an adverb before the verb leaves it where it stands: "temporarily block FC-3301")
    let before = i - 1;
    while (before >= 0 && adverbOnly(words[before]!)) before--;
    const prev = words[before]?.normal ?? '';
    if (wantedDone(words, i)) {
      out.push(i);
      continue;
    }
    if (NOT_ASKED_AFTER.has(prev)) continue;
    // "all three organizers get a $50 credit", "everyone on floor 3 needs a heads-up"
    if (
      RECEIVING_VERBS.has(w.lemma) &&
      w.tags.has('PresentTense') &&
      before >= 0 &&
      receiver(words, before, w.lemma) &&
      newThingAfter(words, i)
    ) {
      out.push(i);
      continue;
    }
    // "she wants autopay on the 1st", "the tenant needs a plumber": a thing wanted, not one
    // to be found, is to be made or arranged
    if (wantsThing(words, i)) {
      out.push(i);
      continue;
    }
    // "to order 77120", "to ticket 4410": after "to", a word before a number labels a record
    if (prev === 'to' && /^#?\d{3,}\b/.test(words[i + 1]?.text ?? '')) continue;
    // ", order 5530." : a word before a bare record number that ends the phrase labels the record
    // (and in a list of a thing's values, any number: "40 pages, grade 2, embossed")
    const listed = /,$/.test(words[before]?.post ?? '') && /^\d{1,2}$/.test(words[i + 1]?.text ?? '');
    if (
      (/^#?\d{3,6}$/.test(words[i + 1]?.text ?? '') || listed) &&
      (i + 2 >= words.length || /[,;:.!?)]/.test(words[i + 1]!.post))
    )
      continue;
    // the "do" of "don't approve it" is the negation's auxiliary, not a request
    const after = words[i + 1];
    if (w.lemma === 'do' && after !== undefined && (after.tags.has('Negative') || after.normal === 'not'))
      continue;
    // "don't approve it", "do not merge yet", "never share": forbidden, not asked
    if (negated(words, i)) continue;
    // "tell me", "show us", "give me the details": a request to be told, not a message or a grant
    if (INFORMING_VERBS.has(w.lemma) && /^(me|us)$/.test(words[i + 1]?.normal ?? '')) continue;
    // "let her know", "let everyone at Maple Court know": one request, to notify
    if (w.lemma === 'let' && letKnow(words, i) && !/^(me|us)$/.test(words[i + 1]?.normal ?? '')) {
      out.push(i);
      continue;
    }
    // "help me delete", "try to book": the verb that follows is the one asked for
    // (not a past participle after the object: "mark her excused", "flag them paid" ask for the
    // first verb, the participle says the state it gives its object)
    const next = words[i + 1];
    if (
      next?.normal === 'to' ||
      (/^(me|us|him|her|them)$/.test(next?.normal ?? '') &&
        words[i + 2]?.tags.has('Verb') &&
        !pastParticiple(words[i + 2]!))
    )
      continue;
    // (a past form the tagger took for the base form asks nothing: "…, checked this morning by me")
    if (writtenPast(w)) continue;
    const base =
      w.tags.has('Imperative') ||
      w.tags.has('Infinitive') ||
      (w.tags.has('PresentTense') && !w.tags.has('Gerund'));
    const start =
      before < 0 ||
      REQUEST_OPENERS.has(prev) ||
      /^(so|to|me|us|you|u)$/.test(prev) ||
      (prev === 'not' && /^(?:if|or)$/.test(words[before - 1]?.normal ?? '')) ||
      /[,:—–]$/.test(words[before]?.post ?? '');
    if (w.tags.has('Imperative') || (base && start)) out.push(causative(words, i) ?? i);
  }
  return out;
}

/**
 * "email her that they're waiting", "email the client the quote", "fax Dr. Mensah": a word the
 * tagger read as a noun, opening its part (or after "please") and followed at once by an object (a
 * pronoun, a determiner, a capitalised name, a quoted title, a number and "to"), is the part's imperative when the
 * verb lexicon knows it as a verb, or a tool's name attests it (`tasking.request` for "task a
 * collect"): in English a noun is not followed by "her" or "the" at a sentence's start.
 */
function imperativeNoun(words: readonly TaggedWord[], i: number, toolVerbs: ReadonlySet<string>): boolean {
  const w = words[i]!;
  if (w.tags.has('Verb') || !w.tags.has('Noun') || /[,;:.!?]$/.test(w.post)) return false;
  if (i > 0 && !REQUEST_OPENERS.has(words[i - 1]!.normal)) return false;
  // (a phrasal verb a tool's name attests, its particle before the object: "Haul out 'Sea Wren'"
  // and `book-haul-out`)
  const particle = words[i + 1] !== undefined && toolVerbs.has(`${w.normal} ${words[i + 1]!.normal}`);
  const o = particle ? i + 1 : i;
  const next = words[o + 1];
  if (next === undefined) return false;
  // (or a record's noun and its code: "shred item MR-88213", "void ticket 4410")
  const labelled =
    next.tags.has('Noun') && /\d/.test(words[o + 2]?.text ?? '') && !/[,;:.!?]$/.test(next.post);
  const object =
    /^(?:him|her|them|us|me|the|a|an|every|each|all|this|these|those)$/.test(next.normal) ||
    (/^\p{Lu}/u.test(next.text) && next.tags.has('ProperNoun')) ||
    // (or a quoted title: "Mark 'Ash and Ember' as delivered")
    /["'‘“]$/.test(next.pre ?? '') ||
    labelled ||
    // (or a number and where it goes: "push 0.9.4 to the public branch")
    (/\d/.test(next.text) && !/[,;:.!?]$/.test(next.post) && words[o + 2]?.normal === 'to');
  return (
    object &&
    (particle ||
      LEXICON_VERB_WORDS.has(w.normal) ||
      verbClass(w.normal) !== undefined ||
      toolVerbs.has(w.normal))
  );
}

/**
 * A list step that opens with a verb the tagger read as a noun ("book delivery for Friday",
 * "order 40 kg of primer"): a word the lexicon knows as a verb, followed by a noun or a number,
 * with no punctuation between.
 */
function listStepVerb(words: readonly TaggedWord[]): boolean {
  const [w, next] = words;
  if (w === undefined || next === undefined || w.tags.has('Verb') || !w.tags.has('Noun')) return false;
  // (a first name written in lower case is the tagger's guess, "mark", "bill": no name)
  const named = w.tags.has('ProperNoun') && w.text !== w.text.toLowerCase();
  if (/[,;:.!?]$/.test(w.post) || w.tags.has('Plural') || named) return false;
  const known = LEXICON_VERB_WORDS.has(w.normal) || verbClass(w.normal) !== undefined;
  return known && (next.tags.has('Noun') || next.tags.has('Value') || next.tags.has('Determiner'));
}

/**
 * "notice to all residents that it's being fixed", "reminder to Sam: keys by 5": a part that
 * opens with a message (`MESSAGE_NOUNS`), then "to" and whom it goes to, before any verb, asks for
 * that message to be sent, as "send a notice to all residents" does.
 */
function messageHeading(words: readonly TaggedWord[]): boolean {
  const [first, to, whom] = words;
  if (first === undefined || to === undefined || whom === undefined) return false;
  return (
    MESSAGE_NOUNS.has(first.normal) &&
    !/[,;:.!?—–-]$/.test(first.post) &&
    to.normal === 'to' &&
    !whom.tags.has('Verb')
  );
}

/**
 * "Check stock and order enough", "Log intake for Quillan Ridge: 14 fleeces": a sentence that opens
 * with a word the lexicon knows as a verb, read by the tagger as a noun, followed by a noun or a
 * number, asks for that verb when the phrase it opens has no verb of its own (up to the first
 * break: a punctuation mark or "and" / "or" / "then"). A noun phrase that is a subject is followed
 * by its verb ("Print queue for floor 3 is stuck", "Book club meets Tuesday"); a question asks
 * nothing here ("Order status for 4410?").
 */
function headlessOpener(words: readonly TaggedWord[]): boolean {
  if (!listStepVerb(words) || /\?\s*$/.test(words.at(-1)!.post)) return false;
  // (a verb whose object, a record it names by a number or code, takes a state: "mark row BC-07
  // verified" asks, "verified" is the state; "Log book arrived damaged" says what a thing did)
  const complement = COMPLEMENT_VERBS.has(words[0]!.normal);
  for (const [k, w] of words.slice(1).entries()) {
    if (/^(?:and|or|then)$/.test(w.normal)) return true;
    if (
      complement &&
      w.tags.has('PastTense') &&
      !w.tags.has('Copula') &&
      !w.tags.has('Auxiliary') &&
      words.slice(1, k + 1).some((x) => /\d/.test(x.text))
    )
      continue;
    if (finiteVerb(w)) return false;
    if (/[,;:.!?—–(]/.test(w.post)) return true;
  }
  return true;
}

/**
 * Where the main clause starts after a leading condition closed by a comma ("If it matches, mark
 * row BC-07 …", "When the box is in, log …"): the word after the comma, within
 * MAX_CONDITION_WORDS; undefined when the sentence opens otherwise.
 */
function mainClauseAt(words: readonly TaggedWord[]): number | undefined {
  const first = words[0];
  if (first === undefined || !CONDITION_WORDS.test(first.normal)) return undefined;
  const k = words.findIndex((w) => /,\s*$/.test(w.post));
  if (k > 0 && k < MAX_CONDITION_WORDS && k + 1 < words.length) return k + 1;
  // (with no comma, after the condition's own verb: a verb the lexicon knows before its object
  // pronoun, "if FFA is under 0.8 mark it extra virgin")
  const finite = words.findIndex((w, i) => i > 0 && w.tags.has('Verb'));
  if (finite < 0) return undefined;
  for (let i = finite + 1; i < Math.min(words.length - 1, MAX_CONDITION_WORDS); i++) {
    const w = words[i]!;
    const known = LEXICON_VERB_WORDS.has(w.normal) || verbClass(w.normal) !== undefined;
    if (known && OBJECT_PRONOUN.test(words[i + 1]!.normal)) return i;
  }
  return undefined;
}

/**
 * A verb written in its past form: "-ed" after a verb the lexicon knows ("checked", "logged" of
 * log), whatever the tagger made of it in context.
 */
function writtenPast(w: TaggedWord): boolean {
  if (!/ed$/.test(w.normal)) return false;
  const stemmed = [w.normal.slice(0, -2), w.normal.slice(0, -1), w.normal.slice(0, -3)];
  return stemmed.some((v) => v.length > 2 && (verbClass(v) !== undefined || LEXICON_VERB_WORDS.has(v)));
}

/** A verb in a finite form: a copula, an auxiliary or a modal, or a past or present tense. */
function finiteVerb(w: TaggedWord): boolean {
  return (
    w.tags.has('Verb') &&
    (w.tags.has('Copula') ||
      w.tags.has('Auxiliary') ||
      w.tags.has('Modal') ||
      w.tags.has('PastTense') ||
      (w.tags.has('PresentTense') && !w.tags.has('Infinitive')))
  );
}

/** A manner adverb standing alone before a verb ("temporarily", "quickly"): not a negation, no punctuation after it. */
function adverbOnly(w: TaggedWord): boolean {
  return (
    w.tags.has('Adverb') &&
    /ly$/.test(w.normal) &&
    !w.tags.has('Negative') &&
    w.normal !== 'only' &&
    !/[,;:.!?]$/.test(w.post)
  );
}

/**
 * "Get that recorded", "have both runs groomed tonight": get / have + an object + a past
 * participle asks for the participle's action. The participle's index, if the verb at `i` is one.
 */
function causative(words: readonly TaggedWord[], i: number): number | undefined {
  if (words[i]!.lemma !== 'get' && words[i]!.lemma !== 'have') return undefined;
  for (let j = i + 1; j < words.length && j <= i + MAX_CAUSATIVE_OBJECT; j++) {
    const u = words[j]!;
    if (j > i + 1 && (u.tags.has('PastTense') || u.tags.has('Participle')) && u.tags.has('Verb')) return j;
    if (u.tags.has('Verb') || /[,;:.?!]$/.test(u.post)) return undefined;
  }
  return undefined;
}

/**
 * "I need a new folder projects/alpha", "I'd like a calendar event called 'Retro'": a wanted thing
 * with no verb for it is a thing to create, when it is new or given a name (a thing to find has
 * neither). What is wanted runs from the want to the next verb or punctuation.
 */
function wantsMade(words: readonly TaggedWord[]): boolean {
  for (const [i, w] of words.entries()) {
    if (!WANTING_VERBS.has(w.lemma) || !w.tags.has('Verb')) continue;
    let noun = false;
    for (let j = i + 1; j < words.length; j++) {
      const u = words[j]!;
      if (/^(you|to|me|us|him|her|them|it)$/.test(u.normal)) break;
      if (u.tags.has('Verb') && !NAMING_CUES.has(u.normal)) break;
      if (u.tags.has('Noun') && !u.tags.has('Pronoun')) noun = true;
      if (u.normal === 'new' && words[j + 1]?.tags.has('Noun')) return true;
      // the name given is quoted (the tagger keeps a closing quote in the word's `post`)
      const named = words[j + 1];
      if (noun && NAMING_CUES.has(u.normal) && named && /["'‘’“”]/.test(`${named.text}${named.post}`))
        return true;
      if (/[,;:.!?]$/.test(u.post)) break;
    }
  }
  return false;
}

/**
 * "Citation for the silver Tacoma, plate 7KDM219, …", "Condition report for 1987.114.3: …", "site
 * diary DJ-2288 today: …": a message that opens with the thing and what it is for, closed by a
 * comma or a colon (or the thing and a colon), and then its details, with no verb in the heading
 * (within MAX_HEADLINE_WORDS) and no question, asks for that thing to be made; not a state or a
 * view ("delivery status for …"), nor a statement ("Print queue for floor 3 is stuck").
 */
function headline(words: readonly TaggedWord[]): boolean {
  const first = words[0];
  if (first === undefined || !first.tags.has('Noun') || first.tags.has('Pronoun')) return false;
  if (/\?\s*$/.test(words.at(-1)!.post)) return false;
  // the thing: nouns up to "for" or a colon, with no verb
  let end = -1;
  for (let i = 0; i < words.length && i <= MAX_HEADLINE_WORDS; i++) {
    const w = words[i]!;
    if (i > 0 && w.normal === 'for') {
      end = i;
      break;
    }
    if (w.tags.has('Verb') || w.tags.has('Pronoun') || /[;.!?]$/.test(w.post)) return false;
    if (/:$/.test(w.post) && i > 0) return !looked(w);
    if (/,$/.test(w.post)) return false;
  }
  if (end < 0 || looked(words[end - 1]!)) return false;
  // (what it is for, closed by a comma or a colon before its details: a statement goes on to its
  // verb, "Print queue for floor 3 is stuck", "Stock count for bay 9 looks wrong.")
  for (let i = end + 1; i < words.length && i <= end + MAX_HEADLINE_WORDS + 2; i++) {
    const w = words[i]!;
    if (finiteVerb(w) || /[.!?;]$/.test(w.post)) return false;
    if (/[,:—–]$/.test(w.post)) return true;
  }
  return false;
}

/**
 * "new student!! Theo Brandt, 9, violin …", "New job: Mr Hamish Reid, brown brogues …": a message
 * that opens with "new" and a thing, closed by a mark, and then its details, asks for that thing
 * to be made (the thing's words, up to MAX_HEADLINE_WORDS, with no verb among them).
 */
function newHeading(words: readonly TaggedWord[]): boolean {
  if (words[0]?.normal !== 'new' || /[,;:.!?—–-]$/.test(words[0].post)) return false;
  for (let i = 1; i < words.length && i <= MAX_HEADLINE_WORDS; i++) {
    const w = words[i]!;
    if (!w.tags.has('Noun') || w.tags.has('Pronoun') || w.tags.has('ProperNoun')) return false;
    if (/[:!—–-]$/.test(w.post) || (/[.,]$/.test(w.post) && i + 1 < words.length)) return !looked(w);
  }
  return false;
}

/** A state or a view of a thing is looked at, not made ("delivery status for Pennard"). */
function looked(w: TaggedWord): boolean {
  return STATUS_NOUNS.has(w.lemma) || VIEW_NOUNS.has(w.lemma);
}

/** Tagged words back to text: a word joined to the next by a hyphen stays joined (`MT-3377`). */
function asWritten(words: readonly TaggedWord[]): string {
  return words
    .map((w) => `${w.pre ?? ''}${w.text}${w.post}${w.post.endsWith('-') ? '' : ' '}`)
    .join('')
    .trim();
}

export function clausesOf(text: string, tag: Tagger): Clause[] {
  return readParts(text, tag).clauses;
}

/** The clauses and the proper names of the text, each part tagged once. */
export function readParts(
  text: string,
  tag: Tagger,
  /** verbs the task's tools attest (`tasking.request`: "task" is a verb) */
  toolVerbs: ReadonlySet<string> = new Set(),
): { clauses: Clause[]; names: ProperName[] } {
  const clauses: Clause[] = [];
  const names: ProperName[] = [];
  const parts = listedParts(text).map(({ part, item }) => ({ part, item, tagged: tag(part) }));
  // parts that open with an asked verb: in a list of steps ("1) find the order 2) book delivery
  // for Friday 3) email Dan"), a step that opens with a word the tagger read as a noun but that is
  // a verb ("book", "order", "ship") asks for it as its siblings ask for theirs
  const opens = parts.map(({ tagged }) => {
    const first = tagged.sentences[0];
    return first !== undefined && askedVerbsAt(first, toolVerbs).includes(0);
  });
  for (const [p, { part, item, tagged }] of parts.entries()) {
    names.push(...tagged.names);
    const parallel = parts.length >= 2 && opens.some((o, q) => o && q !== p);
    for (const [n, words] of tagged.sentences.entries()) {
      // (a text the user dictates after a colon asks for nothing: "add a note: she wants to talk")
      const asked = askedVerbsAt(words, toolVerbs);
      if (parallel && n === 0 && !asked.includes(0) && listStepVerb(words)) asked.unshift(0);
      else if (!asked.includes(0) && (headlessOpener(words) || messageHeading(words))) asked.unshift(0);
      else {
        // (or the main clause after a leading condition: "If it matches, mark row BC-07 verified")
        const main = mainClauseAt(words);
        if (
          main !== undefined &&
          !asked.includes(main) &&
          (headlessOpener(words.slice(main)) || OBJECT_PRONOUN.test(words[main + 1]?.normal ?? ''))
        ) {
          asked.push(main);
          asked.sort((a, b) => a - b);
        }
      }
      const content = contentStart(words, asked);
      const at = asked.filter((i) => i < content);
      // (a verb the lexicon does not know that brings its object to a number asks for a setting too)
      const levels = at.filter((i) => verbClass(words[i]!.lemma) === undefined && setsLevel(words, i));
      const verbs = [
        ...new Set([...at.map((i) => verbAt(words, i)), ...(levels.length > 0 ? [LEVEL_VERB] : [])]),
      ];
      const made =
        verbs.length === 0 &&
        (wantsMade(words) || askedByPlease(words) || (n === 0 && (headline(words) || newHeading(words))));
      // (a gerund in a verb's span is what it acts on: "schedule a kickoff meeting"; it is kept
      // as written, since its lemma is the verb)
      const noun = (w: TaggedWord | undefined) => w?.tags.has('Noun') === true && !w.tags.has('Pronoun');
      const nounsIn = (from: number, to: number, gerunds = false) => [
        ...new Set([
          ...words
            .slice(from, to)
            .filter((w) => noun(w) || (gerunds && w.tags.has('Gerund')))
            .map((w) => (w.tags.has('Gerund') && !w.tags.has('Noun') ? w.normal : w.lemma)),
          // two nouns in a row also name their compound, as tool names write it ("work order":
          // `workorder.create`, "time sheet": `timesheet_submit`; stems compare them)
          ...words.slice(from, to - 1).flatMap((w, k) => {
            const next = words[from + k + 1];
            // (the second may be tagged a verb: "work order")
            const head = noun(next) || (next?.tags.has('Verb') === true && !next.tags.has('Auxiliary'));
            return noun(w) && head && !/[,;:.!?]$/.test(w.post) ? [`${w.normal}${next!.normal}`] : [];
          }),
        ]),
      ];
      clauses.push({
        text: words.map((w) => w.text).join(' '),
        part,
        ...(item ? { item: true as const } : {}),
        sentence: tagged.texts[n] ?? part,
        verbs: made ? ['create'] : verbs,
        nouns: nounsIn(0, words.length),
        forbidden: forbiddenVerbs(words),
        // each asked verb with the nouns up to the next one: what that verb acts on
        scopes: [
          ...at.map((i, k) => [i, k, verbAt(words, i)] as const),
          ...levels.map((i) => [i, at.indexOf(i), LEVEL_VERB] as const),
        ].map(([i, k, verb]) => ({
          verb,
          // the word as written ("turn" of "turn off"): a description may use it
          head: words[i]!.lemma,
          // (not those of a text the user dictates: "add a note: … his payment" adds a note)
          nouns: nounsIn(i + 1, Math.min(at[k + 1] ?? words.length, content), true),
          object: asWritten(words.slice(i + 1, at[k + 1] ?? words.length)),
          // (a message handed over, a thing someone receives: the one thing is the message or
          // the credit, not whom it goes to: "floor 3 needs a heads-up")
          ...(objectIsOne(words, i) &&
          !handsMessage(words, i) &&
          !receivedBySubject(words, i) &&
          !toMany(words.slice(i + 1, at[k + 1] ?? words.length))
            ? { one: true as const }
            : {}),
          ...(asksReplacement(words, i) ? { renew: true as const } : {}),
          ...((LIGHT_VERBS.has(words[i]!.lemma) && newThingAfter(words, i) && !handsMessage(words, i)) ||
          wantsThing(words, i)
            ? { light: true as const }
            : {}),
        })),
        ...(made ? { fromNoun: true as const } : {}),
        ...(content < words.length
          ? { dictated: dictatedText(tagged.texts[n] ?? part, words[content - 1]!) }
          : {}),
      });
    }
  }
  return { clauses, names };
}

/** The sentence's text after the colon that ends `before`'s word, as the user wrote it. */
function dictatedText(sentence: string, before: TaggedWord): string {
  const at = sentence.indexOf(`${before.text}:`);
  return at < 0 ? '' : sentence.slice(at + before.text.length + 1).trim();
}

/**
 * Where the text the user dictates starts: after a colon that follows a noun for a written text
 * (`TEXT_CONTENT_NOUNS`: "add a case note: …") or closes an asked message verb's few words
 * ("text Fatima: …", `MESSAGE_VERBS`). The text runs to the end of the sentence; with no such
 * colon, the sentence's length.
 */
function contentStart(words: readonly TaggedWord[], asked: readonly number[]): number {
  for (const [k, w] of words.entries()) {
    if (!/:\s*$/.test(w.post) || k + 1 >= words.length) continue;
    // (the colon closes an asked verb's few words: "add a case note:", "text Fatima:"; a heading,
    // "Quick summary: …", is no text to write)
    const verb = asked.filter((i) => i <= k).pop();
    if (verb === undefined || k - verb > MAX_MESSAGE_TO_COLON) continue;
    if (TEXT_CONTENT_NOUNS.has(w.normal) || MESSAGE_VERBS.has(words[verb]!.lemma)) return k + 1;
  }
  return words.length;
}

/**
 * Verbs a task's tool names attest: the stem of a gerund in a name (`tasking.request`: "task";
 * `staffing_assign`: "staff"), for a part that opens with one ("Task a 0.5 m collect over AOI-7").
 */
export function toolAttestedVerbs(nameWordLists: ReadonlyArray<readonly string[]>): Set<string> {
  const out = new Set<string>();
  for (const words of nameWordLists)
    for (const [k, w] of words.entries()) {
      // (a word and its particle, `book-haul-out`, attest the phrasal verb: "haul out 'Sea Wren'")
      const next = words[k + 1];
      if (next !== undefined && w.length > 2 && PHRASAL_PARTICLES.has(next)) out.add(`${w} ${next}`);
      if (w.length > 5 && w.endsWith('ing')) {
        const base = w.slice(0, -3);
        out.add(base);
        out.add(`${base}e`);
        // ("planning", "shipping": a doubled consonant)
        if (/(.)\1$/.test(base)) out.add(base.slice(0, -1));
      }
    }
  return out;
}
