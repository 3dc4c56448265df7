// The language tooling behind the offline formalizer: compromise (chosen over wink-nlp by
// bench/nlp.ts) tags words, verbs' lemmas, proper names and their kind. Loaded on first use.
//
// `import 'intentguard'` never loads compromise: `loadLanguage()` requires it on first use from
// the async formalize path, and everything else here works on the plain data it returns.

import { requireDependency } from '../../core/index.ts';
import { DATE_ABBREVIATION, PERSON_CUES, REQUEST_OPENERS } from '../../lexicon/index.ts';

/** One word as the tagger read it. */
export interface TaggedWord {
  text: string;
  /** lower case, punctuation stripped */
  normal: string;
  /** the verb's infinitive or the noun's singular; `normal` otherwise */
  lemma: string;
  tags: ReadonlySet<string>;
  /** punctuation after the word (`,`, `;`, `:`) */
  post: string;
  /** punctuation before the word (an opening quote or bracket), when there is any */
  pre?: string;
}

/** A proper name and its kind, from the tagger's Person / Place / Organization tags. */
export interface ProperName {
  text: string;
  kind: 'person' | 'place' | 'organization' | 'other';
}

export interface TaggedText {
  sentences: TaggedWord[][];
  /** each sentence as written */
  texts: string[];
  names: ProperName[];
}

export type Tagger = (text: string) => TaggedText;

let loading: Promise<Tagger> | undefined;

/**
 * The tagger, loaded once per process: compromise's own single-file CommonJS build (the same
 * release as its ESM source tree, which loads as some 200 modules: ~200 ms against ~700 ms here).
 */
export function loadLanguage(): Promise<Tagger> {
  loading ??= Promise.resolve().then(() => makeTagger(requireDependency('compromise')));
  return loading;
}

interface CompromiseTerm {
  text: string;
  normal?: string;
  root?: string;
  tags?: string[];
  pre?: string;
  post?: string;
}
type Compromise = (text: string) => {
  compute(what: string): void;
  json(opts?: object): Array<{ text?: string; terms: CompromiseTerm[] }>;
  verbs(): { toInfinitive(): { text(): string } };
};

/** compromise gives participles no root ("written", "chosen"): conjugate the verb back. */
function participleRoot(parse: Compromise, t: CompromiseTerm): string | undefined {
  if (!t.tags?.includes('Participle')) return undefined;
  const inf = parse(t.text).verbs().toInfinitive().text().trim();
  return /^\p{L}+$/u.test(inf) ? inf : undefined;
}

function makeTagger(nlp: unknown): Tagger {
  const parse = nlp as Compromise;
  return (text) => {
    const doc = parse(text);
    doc.compute('root');
    const json = doc.json({ terms: { root: true } });
    const sentences = json.map((s) =>
      s.terms.map((t): TaggedWord => {
        const normal = (t.normal ?? t.text).toLowerCase().replace(/[^\p{L}\p{N}@.#/_'-]+/gu, '');
        return {
          text: t.text,
          normal,
          lemma: (t.root ?? participleRoot(parse, t) ?? normal).toLowerCase(),
          tags: new Set(t.tags ?? []),
          post: (t.post ?? '').trim(),
          ...((t.pre ?? '').trim() === '' ? {} : { pre: t.pre!.trim() }),
        };
      }),
    );
    for (const words of sentences) repairVerbs(words, parse);
    return {
      sentences,
      texts: json.map((s) => (s.text ?? '').trim()),
      names: properNames(sentences, compromiseLexicon(parse)),
    };
  };
}

/**
 * Verbs the tagger reads as nouns, repaired by structure. A hyphenated compound that opens a
 * request is headed by its last part ("squash-merge it", "force-push the branch", "re-run the
 * job": merge, push, run), when that part is a verb the tagger knows; "re" + a verb the tagger
 * knows, written as one word the tagger's lexicon does not hold, is that verb again ("resend the
 * invoice", "reopen ticket 42": send, open). Words the lexicon holds keep their own sense
 * ("replace", "recall", "resign" are not "place", "call", "sign").
 */
function repairVerbs(words: TaggedWord[], parse: Compromise): void {
  const lexicon = compromiseLexicon(parse);
  // the word's infinitive when the tagger reads it as a verb (its lexicon first, then one parse)
  const asVerb = (w: string) =>
    verbLemma(parse, w) ?? (/Infinitive|Verb/.test(lexicon[w] ?? '') ? w : undefined);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // a word ending in "ing" whose rest has no vowel is no gerund ("ping", "bring", "sting"): the
    // tagger's suffix rule made it one, and it stands as what it is, a verb's base form
    if (w.tags.has('Gerund') && !/[aeiouy]/.test(w.normal.slice(0, -3))) {
      w.tags = new Set([...w.tags].filter((t) => t !== 'Gerund')).add('Infinitive');
      w.lemma = w.normal;
    }
    const prev = words[i - 1];
    // (an item's number opens it too: "1) Requisition …", "2. Quarantine …")
    const item =
      i === 1 && /^\d{1,2}$/.test(prev!.normal) && /^\d{1,2}[.)]$/.test(`${prev!.text.trim()}${prev!.post}`);
    // (a dash sets a request off as a comma does: "wind is up at tower 3 — pull the line down")
    const opens = i === 0 || item || REQUEST_OPENERS.has(prev!.normal) || /[,;:—–]$/.test(prev!.post);
    if (!opens) continue;
    const next = words[i + 1];
    // a request that opens with a verb whose past form is its base ("Shut it", "Put them down",
    // "Cut the price"): the tagger's past tense is the imperative
    if (
      w.tags.has('Verb') &&
      w.tags.has('PastTense') &&
      next !== undefined &&
      w.post === '' &&
      opensObject(next) &&
      verbLemma(parse, w.normal) === w.normal
    ) {
      w.tags = new Set([...w.tags].filter((t) => t !== 'PastTense')).add('Infinitive').add('Imperative');
      w.lemma = w.normal;
      continue;
    }
    // a compound: `squash` + `-` + `merge`
    const head =
      w.post === '-' && next && w.tags.has('Hyphenated') && next.tags.has('Hyphenated')
        ? asVerb(next.normal)
        : undefined;
    if (next && head !== undefined) {
      w.tags = new Set(['Adverb']);
      next.tags = new Set([...next.tags, 'Verb', 'Imperative']);
      next.lemma = head;
      i++;
      continue;
    }
    // ("re-enable" written as one word with its hyphen is always "enable again")
    const again = /^re(-?)([a-z]{3,})$/.exec(w.normal);
    // (a word the lexicon holds only as a noun, "rerun", "redraft", opening a request before its
    // object is "again" too: it is no verb of its own, as "refund" and "report" are)
    const nounOnly =
      again !== null &&
      !w.tags.has('Verb') &&
      next !== undefined &&
      w.post === '' &&
      opensObject(next) &&
      verbLemma(parse, w.normal) === undefined &&
      verbInClause(parse, w.normal) === undefined;
    const coined = again !== null && (again[1] === '-' || lexicon[w.normal] === undefined || nounOnly);
    const base = again && coined ? asVerb(again[2]!) : undefined;
    if (base !== undefined) {
      if (!w.tags.has('Verb'))
        w.tags = new Set([...w.tags].filter((t) => t !== 'Noun' && t !== 'Singular' && t !== 'Adjective'))
          .add('Verb')
          .add('Imperative');
      w.lemma = base;
      continue;
    }
    // a request that opens with a word the tagger read as an adjective or a noun, right before its
    // object ("close MT-3377", "close it", "water zone C") or a particle and its object ("loop in
    // the network team"): the word is the asked verb when it reads as one standing alone before
    // an object
    const particle =
      next !== undefined && /^(?:in|on|off|up|out|over|back|down)$/.test(next.normal) && next.post === '';
    const at = particle ? i + 2 : i + 1;
    const object = words[at];
    // (or a common noun and the record's code: "quarantine lot L-45102", "mark room R3 …")
    const codeAfter = (k: number) => {
      const x = words[k];
      return x !== undefined && /\d/.test(x.normal) && (/\p{L}/u.test(x.normal) || x.tags.has('Value'));
    };
    if (
      !w.tags.has('Verb') &&
      object !== undefined &&
      w.post === '' &&
      (opensObject(object) || (object.tags.has('Noun') && object.post === '' && codeAfter(at + 1))) &&
      !subjectOf(words, at)
    ) {
      // (a word the tagger's lexicon does not hold at all, no name, opening a request right
      // before a record's code or an article, is a coined verb: "waitlist applicant A-1182",
      // "requisition 2 brake assemblies")
      const coinedVerb =
        lexicon[w.normal] === undefined &&
        /^\p{Ll}+$/u.test(w.normal) &&
        !['Person', 'Place', 'Organization', 'Value'].some((t) => w.tags.has(t)) &&
        (['Determiner', 'Value'].some((t) => object.tags.has(t)) || codeAfter(at) || codeAfter(at + 1));
      // (or a noun the tagger also conjugates, right before a determiner: "then page the hill
      // party", "table the motion": a noun does not run into "the")
      const verb =
        asVerb(w.normal) ??
        (coinedVerb ? w.normal : undefined) ??
        (object.tags.has('Determiner') && !particle ? verbInClause(parse, w.normal) : undefined);
      if (verb !== undefined) {
        w.tags = new Set([...w.tags].filter((t) => t !== 'Noun' && t !== 'Singular' && t !== 'Adjective'))
          .add('Verb')
          .add('Imperative');
        w.lemma = verb;
      }
    }
  }
}

/**
 * The words from `j` are the subject of a verb that follows them ("Ticket T-1 is stuck"): the
 * name or code there runs straight into a verb, with no punctuation between.
 */
function subjectOf(words: readonly TaggedWord[], j: number): boolean {
  let k = j;
  const naming = (w: TaggedWord) =>
    ['Hyphenated', 'Value', 'Acronym', 'ProperNoun', 'Determiner', 'Noun'].some((t) => w.tags.has(t));
  while (k < words.length && k < j + 6 && naming(words[k]!) && /^-?$/.test(words[k]!.post)) k++;
  const after = words[k];
  return (
    k > j &&
    words[k - 1]!.post === '' &&
    after !== undefined &&
    ['Verb', 'Copula', 'Auxiliary', 'Modal'].some((t) => after.tags.has(t))
  );
}

/** A word that opens a verb's object: a determiner, a pronoun, a number, a name, an address or a record's code. */
function opensObject(w: TaggedWord): boolean {
  return (
    [
      'Determiner',
      'Pronoun',
      'Value',
      'ProperNoun',
      'Possessive',
      'Acronym',
      'Hyphenated',
      'Url',
      'Email',
    ].some((t) => w.tags.has(t)) ||
    (/\d/.test(w.normal) && /\p{L}/u.test(w.normal))
  );
}

/** The tags of compromise's lexicon that make a word a first name. */
const FIRST_NAME_TAGS = /^(?:FirstName|MaleName|FemaleName)$/;

/** compromise's word lexicon (word → tag), for telling a known word from a coined one; read once. */
let lexiconCache: Record<string, string> | undefined;
function compromiseLexicon(parse: Compromise): Record<string, string> {
  if (lexiconCache) return lexiconCache;
  const nlp = parse as unknown as {
    world?: () => { model?: { one?: { lexicon?: Record<string, string> } } };
  };
  lexiconCache = (typeof nlp.world === 'function' ? nlp.world().model?.one?.lexicon : undefined) ?? {};
  return lexiconCache;
}

/** The infinitive of a word the tagger reads as a verb when it stands alone as a request ("merge it"). */
/** The word's infinitive when the tagger reads it as a verb between a subject and an object ("we page them"). */
function verbInClause(parse: Compromise, word: string): string | undefined {
  if (!/^\p{Ll}+$/u.test(word)) return undefined;
  const t = parse(`we ${word} them`).json({ terms: { root: true } })[0]?.terms[1];
  if (!t?.tags?.includes('Verb')) return undefined;
  return (t.root ?? t.normal ?? word).toLowerCase();
}

function verbLemma(parse: Compromise, word: string): string | undefined {
  const t = parse(`${word} it`).json({ terms: { root: true } })[0]?.terms[0];
  if (!t?.tags?.includes('Verb')) return undefined;
  return (t.root ?? t.normal ?? word).toLowerCase();
}

/**
 * Runs of words tagged ProperNoun (with the connecting `of`, `de`, `la`, `le` inside one:
 * "Bank of Oslo", "Le Marais Boutique"), possessive `'s` dropped. Words that start a sentence
 * are names only when the tagger calls them ProperNoun and not Verb.
 */
function properNames(sentences: TaggedWord[][], lexicon: Record<string, string>): ProperName[] {
  const out: ProperName[] = [];
  for (const words of sentences) {
    let sentencePersons = 0;
    let run: TaggedWord[] = [];
    // where the run began: a lone capitalised word opening a sentence or an item ("2. Visit",
    // "Security Check:") is too often a verb or a heading the tagger took for a name
    let openedPart = false;
    let runStart = 0;
    // a number that ends a name ("cabin Birch 4", "the MATH 150 prerequisite", "Room 204")
    let numbered: TaggedWord | undefined;
    const flush = () => {
      while (run.length > 0 && run[run.length - 1] !== numbered && !isName(run[run.length - 1]!)) run.pop();
      if (run.length === 1 && openedPart) run = [];
      if (run.length > 0) {
        const text = run
          .map((w) => w.text)
          .join(' ')
          .replace(/['’]s$/i, '')
          .replace(/[.,;:!?]+$/, '');
        // the head word (the last before `of`: "Bank of Oslo") says what the name names: "Grand
        // Budapest Hotel" is a hotel, not the city in it; a head the tagger knows nothing of leaves
        // the kind to every word agreeing ("John Smith")
        const connectorAt = run.findIndex((w, i) => i > 0 && !isName(w));
        const head = run[(connectorAt > 0 ? connectorAt : run.length) - 1]!;
        const known = ['Person', 'Place', 'Organization'].some((k) => head.tags.has(k));
        const tags = known
          ? [...head.tags]
          : ['Person', 'Place', 'Organization'].filter((k) => run.filter(isName).every((w) => w.tags.has(k)));
        const kind = tags.includes('Person')
          ? 'person'
          : tags.includes('Place')
            ? 'place'
            : tags.includes('Organization')
              ? 'organization'
              : inPersonSlot(run, words[runStart - 1])
                ? 'person'
                : 'other';
        // (a name coordinated with a person's, opening with a first name the tagger's lexicon
        // holds, is a person's though its last word reads as a place: "Gareth Pryce as operator
        // and Kelly Marsh as slinger")
        const coordinated =
          kind !== 'person' &&
          kind !== 'organization' &&
          run.length === 2 &&
          FIRST_NAME_TAGS.test(lexicon[run[0]!.normal] ?? '') &&
          /^(?:and|or)$/.test(words[runStart - 1]?.normal ?? '') &&
          sentencePersons > 0;
        if (text.length > 1) out.push({ text, kind: coordinated ? 'person' : kind });
        if (kind === 'person' || coordinated) sentencePersons++;
      }
      run = [];
    };
    for (const [i, w] of words.entries()) {
      if (numberEndsName(run, w, words[i + 1])) {
        numbered = w;
        run.push(w);
        flush();
        continue;
      }
      // (a bracket closes a name: "Dr. Inês Duarte (ED)" is Inês Duarte, her unit aside)
      if (/[([{]/.test(w.pre ?? '')) flush();
      const connector = run.length > 0 && /^(of|de|la|le|del|di|du|von|van|the|&)$/i.test(w.text);
      if (isName(w) || connector) {
        if (run.length === 0) {
          runStart = i;
          const prev = words[i - 1];
          openedPart = prev === undefined || /[.:;!?]$/.test(prev.post) || prev.tags.has('Value');
        }
        run.push(w);
      } else flush();
      if (/[,;:!?)\]}]|\.$/.test(w.post) && !connector) flush();
    }
    flush();
  }
  return out;
}

/**
 * A name the tagger knows nothing of ("Priya Nair", "Ngozi Okafor") is a person's by its place
 * in the sentence: two or three capitalised words and nothing else (no connector, no word the
 * tagger reads as a place, an organisation, a plural or a value) right after a person cue. (A
 * possessive alone says nothing: "Le Marais Boutique's reviews" belong to a hotel.)
 */
function inPersonSlot(run: readonly TaggedWord[], before: TaggedWord | undefined): boolean {
  if (run.length < 2 || run.length > 3) return false;
  const plain = run.every(
    (w) =>
      isName(w) &&
      /^\p{Lu}\p{Ll}+(['’]s)?$/u.test(w.text) &&
      !['Place', 'Organization', 'Plural', 'Value', 'Acronym'].some((t) => w.tags.has(t)),
  );
  if (!plain) return false;
  return before !== undefined && (PERSON_CUES.has(before.normal) || PERSON_CUES.has(before.lemma));
}

/**
 * A short number right after a name that is not a person's, with no punctuation between, ends
 * that name ("Birch 4", "MATH 150", "Room 204") unless it counts what follows: a unit, a
 * currency, a duration, a plural ("Harbour Fish 12 kg", "Acme 500 dollars", "Fish 12 mussels").
 */
function numberEndsName(run: readonly TaggedWord[], w: TaggedWord, next: TaggedWord | undefined): boolean {
  const last = run[run.length - 1];
  if (last === undefined || !isName(last) || last.post !== '' || run.some((x) => x.tags.has('Person')))
    return false;
  if (!/^\d{1,4}[A-Za-z]?$/.test(w.text) || w.tags.has('Money')) return false;
  return (
    next === undefined || !['Unit', 'Currency', 'Duration', 'Plural', 'Money'].some((k) => next.tags.has(k))
  );
}

function isName(w: TaggedWord): boolean {
  if (!w.tags.has('ProperNoun') || w.tags.has('Verb')) return false;
  // months and weekdays are dates, addresses are values of their own
  if (w.tags.has('Date') || w.tags.has('Month') || w.tags.has('WeekDay') || DATE_ABBREVIATION.test(w.text))
    return false;
  return /^\p{Lu}/u.test(w.text);
}
