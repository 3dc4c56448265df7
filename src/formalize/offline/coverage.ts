// Plans that cover the instruction: every part of the task that asks for an action gets a
// planned tool that does it, and a planned change brings the reads of its own object along
// ("reserve the hotel" implies looking the hotel up first).

import {
  IMPLIED_READS_PER_WRITE,
  INDEFINITE_OBJECT,
  LOOKING_VERBS,
  MAX_INDIRECT_OBJECT,
  MAX_POINTED_KEYS,
  MESSAGE_HANDING_VERBS,
  MESSAGE_VERBS,
  MIN_FILLED_PARAMS,
  PERSON_POINTING,
  PLURAL_POINTING,
  POINTING_WORDS,
  REPLACING_VERBS,
  TELLING_VERBS,
  THING_PHRASE_ENDS,
} from '../../lexicon/index.ts';
import { nameWords, verbClass } from '../../tools/index.ts';
import type { Clause } from './clauses.ts';
import { groundParams } from './grounding.ts';
import { contentWords, stem } from './intent.ts';
import type { NamedKind, NamedValue } from './named-values.ts';
import {
  MAKING_STEMS,
  objectNamedIn,
  stemClass,
  type ToolKind,
  type ToolRole,
  verbMatches,
  verbRelated,
} from './roles.ts';

const REPLACING_STEMS: ReadonlySet<string> = new Set([...REPLACING_VERBS].map(stem));

function overlap(role: ToolRole, nouns: ReadonlySet<string>): number {
  return role.objects.filter((o) => nouns.has(o)).length;
}

/**
 * The kind of tool that takes a value of each kind: a file or a folder is a file tool's, a URL a
 * web tool's (the guard's own kinds: named-values.ts and roles.ts). What a verb acts on is what
 * the values it names are: "add a line to notes/x.md" acts on a file, "grab https://…" on a page.
 */
const VALUE_TOOL_KIND: Readonly<Partial<Record<NamedKind, ToolKind>>> = {
  file: 'file',
  folder: 'file',
  url: 'web',
};

/** The tool kinds the values named in `text` belong to (VALUE_TOOL_KIND). */
function valueKinds(text: string, named: readonly NamedValue[]): Set<ToolKind> {
  const out = new Set<ToolKind>();
  for (const v of named) {
    const kind = VALUE_TOOL_KIND[v.kind];
    if (kind !== undefined && text.includes(v.text)) out.add(kind);
  }
  return out;
}

/** The tool acts on what the part names: its object is one of the nouns, or its kind a named value's. */
function actsOn(role: ToolRole, nouns: ReadonlySet<string>, kinds: ReadonlySet<ToolKind>): number {
  return overlap(role, nouns) + Number([...role.kinds].some((k) => kinds.has(k)));
}

/**
 * For each part whose asked-for verb no planned tool does, plan the tool that does it, the one
 * whose object the part names first; with one such tool, that one. Mutates `reads` / `writes`.
 */
export function coverClauses(
  clauses: readonly Clause[],
  roles: readonly ToolRole[],
  reads: ToolRole[],
  writes: ToolRole[],
  values: readonly NamedValue[] = [],
): void {
  // the nouns named so far: what "a new one" is a new one of
  const named = new Set<string>();
  for (const clause of clauses) {
    const partNouns = new Set(clause.nouns.map(stem));
    for (const n of partNouns) named.add(n);
    // (failing a tool that makes one anew, the verb is read as any other)
    const renewed = clause.scopes.filter((x) => x.renew && planReplacement(x, named, roles, reads, writes));
    for (const verb of clause.verbs) {
      if (renewed.some((x) => x.verb === verb)) continue;
      // what this verb acts on: the nouns up to the next asked verb ("invite Emily to the
      // repository and schedule a meeting": the meeting is scheduled, not the repository), or the
      // part's nouns when the verb has none of its own ("find the invoice and pay it")
      const scope = clause.scopes.find((x) => x.verb === verb);
      const own = scope?.nouns ?? [];
      const nouns = own.length > 0 ? new Set(own.map(stem)) : partNouns;
      // (and the kinds of the values it names: a file path is a file tool's, a URL a web tool's)
      const kinds = valueKinds(own.length > 0 ? (scope?.object ?? '') : clause.part, values);
      const planned = [...reads, ...writes];
      // (a light verb with a new thing, "get an offer out", asks for what makes the thing: its
      // own meaning, a read or a grant, is not asked)
      const light = scope?.light === true;
      const isRead = !light && (verbClass(verb) ?? verbClass(stem(verb))) === 'read';
      const doing = light ? [] : planned.filter((r) => verbMatches(r, verb));
      if (doing.some((r) => r.objects.length === 0 || overlap(r, nouns) > 0)) continue;
      // a planned change of the same verb but another object ("create a file" while create_event
      // is planned) covers the part only when no tool acts on what the part names
      const actsOnPart = (r: ToolRole) => overlap(r, nouns) > 0;
      if (
        !isRead &&
        doing.length > 0 &&
        !roles.some((r) => !planned.includes(r) && !r.readOnly && actsOnPart(r))
      )
        continue;
      const byVerb = light
        ? []
        : roles.filter(
            (r) =>
              !planned.includes(r) &&
              (verbMatches(r, verb) || (isRead && r.readOnly && actsOn(r, nouns, kinds) > 0)),
          );
      // failing the name, the description: a tool whose description uses the verb ("Make a
      // transaction to buy or sell an investment" for "invest")
      const v = stem(verb);
      // (a phrasal verb's own word counts there: "turn off" and "Turn a device on or off")
      const head = stem(clause.scopes.find((x) => x.verb === verb)?.head ?? verb);
      const byDescription = roles.filter(
        (r) =>
          !light &&
          !planned.includes(r) &&
          [v, head].some((w) => w.length > 2 && contentWords(r.tool.description ?? '').has(w)),
      );
      // failing both, a tool of a related verb that acts on what the part names ("create a file"
      // plans write_file: the lexicon lists write among create's synonyms, and the object is a file)
      // (a thing asked for by its name alone, "Citation for the silver Tacoma …", is made by a
      // tool that makes that thing: `IssueCitation`, `log_condition_report`)
      const byRelated = roles.filter(
        (r) =>
          !light &&
          !planned.includes(r) &&
          !r.readOnly &&
          overlap(r, nouns) > 0 &&
          (verbRelated(r, verb) || (clause.fromNoun === true && MAKING_STEMS.has(r.verb))),
      );
      // failing all three, a verb the lexicon does not know ("leave comments", "give Rivera a door
      // code") asks for the tool that acts on what the verb acts on: the first of its own nouns
      // that some tool's object is, when exactly one tool that is not destructive acts on it and
      // that tool changes things ("sort out the ticket", with a ticket read and a ticket close,
      // names no action; a deletion or a payment always needs its verb)
      // failing these, a changing tool whose name holds the verb's gerund ("task a collect" and
      // `tasking.request`; "staff the desk" and `staffing.assign`: the action named as a noun)
      const byOwnNoun = roles.filter(
        (r) =>
          !light &&
          !planned.includes(r) &&
          !r.readOnly &&
          v.length > 2 &&
          // (a short verb's gerund drops its "e": "rate" and `premium_rating`)
          nameWords(r.tool.name).some((w) => w.endsWith('ing') && (stem(w) === v || `${stem(w)}e` === v)),
      );
      if (byVerb.length + byDescription.length + byRelated.length + byOwnNoun.length === 0) {
        const gentle = roles.filter(
          (r) =>
            !r.destructive &&
            stemClass(r.verb) !== 'destructive' &&
            !r.kinds.has('shell') &&
            !r.kinds.has('code'),
        );
        // a tool named by the very thing the verb acts on, its name's words in the user's order
        // ("issue the blast notice" and `blast_notice`, "issue the TARP amber notice" and
        // `tarp_notice`): the tool is that thing, whatever the verb ("blast" in its name is no
        // action here, nor is the "notify" its "notice" makes); not a read verb's, nor a shell's
        // (a read verb asks for a new one when the thing follows an indefinite article: "get
        // the Vogt farm a haul slot" and `haul_slot`)
        // a verb that is a parameter of the one changing tool acting on what it acts on ("note it
        // on the matter" and `update_matter(matter_id, note)`): the user asks that tool to set it
        const byParam = gentle.filter(
          (r) =>
            !r.readOnly &&
            !isRead &&
            overlap(r, nouns) > 0 &&
            Object.keys((r.tool.inputSchema?.properties as object | undefined) ?? {}).some(
              (p) => stem(p.toLowerCase()) === v,
            ),
        );
        if (doing.length === 0 && byParam.length === 1) {
          if (!planned.includes(byParam[0]!)) writes.push(byParam[0]!);
          continue;
        }
        // a new thing handed over that one tool makes ("send her a prepaid label" and
        // `create-shipping-label`, "send Mrs Abara a quote of $185" and `CreateQuote`): the thing
        // is made to be sent, whatever sends it
        const handed = newThingHanded(verb, scope?.object ?? '');
        const made = gentle.filter((r) => !r.readOnly && MAKING_STEMS.has(r.verb) && overlap(r, handed) > 0);
        if (made.length === 1) {
          if (!planned.includes(made[0]!)) writes.push(made[0]!);
          continue;
        }
        const thing =
          doing.length > 0
            ? []
            : roles.filter((r) => {
                if (r.kinds.has('shell') || r.kinds.has('code')) return false;
                const at = phraseAt(r, scope?.object ?? '');
                return (
                  at !== undefined && (!isRead || (at.before !== undefined && NEW_THING.test(at.before)))
                );
              });
        if (thing.length === 1) {
          if (!planned.includes(thing[0]!)) (thing[0]!.readOnly ? reads : writes).push(thing[0]!);
          continue;
        }
        // (a light verb's new thing may be tagged a verb: "a $50 credit"; its words as written count)
        // (and its nouns' compounds: "a work order", `workorder.create`)
        const things = light ? [...contentWords(scope?.object ?? ''), ...own.map(stem)] : own.map(stem);
        let found = false;
        const changes = (verbClass(verb) ?? verbClass(stem(verb))) === 'write';
        // (a planned change of the same verb acting on another thing does not stop it: "move 6
        // bikes to Oak Park" beside a planned ticket update is `rebalance_bikes`, the tool the
        // bikes name; `doing` here acts on none of the part's nouns)
        for (const noun of isRead ? [] : things) {
          // (a read named by its object alone, `GetTicket` with a generic verb, keeps it as its verb)
          const named = gentle.filter(
            (r) => objectNamedIn(r, new Set([noun])) || (r.verb === noun && stemClass(r.verb) === undefined),
          );
          // (a verb that writes asks for a tool that changes the thing, not one that reads it:
          // "update the draft file" and `write_file`, beside `read_file`)
          const acting = changes && named.some((r) => !r.readOnly) ? named.filter((r) => !r.readOnly) : named;
          // (and a light verb's new thing that is a tool's own action names that action, though
          // it destroys: "try a soft reset" and `charger.reset`; never a shell's or code tool's)
          if (acting.length === 0 && light && stemClass(noun) !== undefined)
            acting.push(
              ...roles.filter(
                (r) => !r.readOnly && !r.kinds.has('shell') && !r.kinds.has('code') && verbMatches(r, noun),
              ),
            );
          // (a changing verb looks past a noun only reads name: "put their standing order in",
          // beside `get_standing_order`, is the order `create_sales_order` makes)
          // (beside a planned tool of the verb, only a tool whose own verb is that verb's kin or one
          // the lexicon does not know: "book his CBT" is the booking's, not `issue-cbt-certificate`)
          if (doing.length > 0)
            for (let k = acting.length - 1; k >= 0; k--)
              if (stemClass(acting[k]!.verb) !== undefined && !verbRelated(acting[k]!, verb))
                acting.splice(k, 1);
          if (acting.length === 0 || (changes && acting.every((r) => r.readOnly))) continue;
          found = true;
          const only = acting[0]!;
          if (acting.length === 1 && !only.readOnly && !planned.includes(only)) writes.push(only);
          break;
        }
        // (failing a noun, the values it names: a verb that changes things, "add a line to
        // notes/x.md", asks for the one tool of the value's kind that changes things, not a shell)
        if (!found && changes && doing.length === 0 && kinds.size > 0) {
          const ofKind = gentle.filter((r) => !r.readOnly && [...r.kinds].some((k) => kinds.has(k)));
          if (ofKind.length === 1 && !planned.includes(ofKind[0]!)) writes.push(ofKind[0]!);
        }
        continue;
      }
      // (a shell or code tool is never planned this way: what it runs is asked, not assumed)
      const candidates =
        byVerb.length > 0
          ? byVerb
          : byDescription.length > 0
            ? byDescription
            : byRelated.length > 0
              ? byRelated
              : byOwnNoun;
      const scored = candidates
        .map((r) => ({ r, score: overlap(r, nouns) }))
        .sort((a, b) => b.score - a.score);
      const best = scored[0];
      if (!best || ((doing.length > 0 || clause.fromNoun) && best.score === 0)) continue;
      const chosen =
        best.score > 0
          ? scored.filter((s) => s.score === best.score).map((s) => s.r)
          : candidates.length === 1
            ? [best.r]
            : [];
      for (const r of chosen) (r.readOnly ? reads : writes).push(r);
    }
  }
}

/**
 * A tool the user calls by its own name ("recordPayment on LA-44019 pls", "run
 * `export_timesheets` for May") is asked for: the name as written, two words or more (a separator
 * or a capital inside it), standing as a whole word in the request. Not a shell's or code tool's:
 * what it runs is asked, not assumed. Mutates `reads` / `writes`.
 */
export function toolsNamedAsWritten(
  request: string,
  roles: readonly ToolRole[],
  reads: ToolRole[],
  writes: ToolRole[],
): void {
  for (const r of roles) {
    const name = r.tool.name;
    if (nameWords(name).length < 2 || r.kinds.has('shell') || r.kinds.has('code')) continue;
    if ([...reads, ...writes].includes(r)) continue;
    const at = request.indexOf(name);
    if (at < 0) continue;
    const around = `${request[at - 1] ?? ' '}${request[at + name.length] ?? ' '}`;
    if (/[\p{L}\p{N}_]/u.test(around)) continue;
    (r.readOnly ? reads : writes).push(r);
  }
}

/**
 * A tool the user calls by its initials ("Raise the VO" for `variation_order`, "log an NCR" for
 * `non_conformance_report`): the capitals, with a plural's `s`, stand alone in the request (not
 * inside a record's code, `VO-1049`), and are the first letters of the tool's name of two words or
 * more. Only a name that opens with no verb the lexicon knows, as a thing's name does (not
 * `update_status` for "the US"), or with a verb that makes what the rest of it names
 * (`create_purchase_order` for "a PO"); never a shell's or code tool's. Mutates `reads` / `writes`.
 */
export function toolsNamedByInitials(
  request: string,
  roles: readonly ToolRole[],
  reads: ToolRole[],
  writes: ToolRole[],
  /** name words that say which service (`toolkitPrefixes`): no letter of the thing's initials */
  prefixes: ReadonlySet<string> = new Set(),
): void {
  const written = new Set<string>();
  for (const m of request.matchAll(/(?<![\p{L}\p{N}_-])(\p{Lu}{2,4})s?(?![\p{L}\p{N}_]|-\p{N})/gu))
    written.add(m[1]!);
  if (written.size === 0) return;
  const byInitials = new Map<string, ToolRole[]>();
  for (const r of roles) {
    const named = nameWords(r.tool.name);
    let lead = 0;
    while (lead < named.length - 2 && prefixes.has(stem(named[lead]!))) lead++;
    const all = named.slice(lead);
    // (after the service's words and a verb that makes the thing, the thing's own words: "PO to
    // Halden please" and `create_purchase_order`, "raise the WTN" and `skiphub__waste_transfer_note`)
    const words = all.length > 2 && MAKING_STEMS.has(stem(all[0]!)) ? all.slice(1) : all;
    if (words.length < 2 || words.length > 4 || r.kinds.has('shell') || r.kinds.has('code')) continue;
    if (words === all && verbClass(words[0]!) !== undefined) continue;
    const initials = words.map((w) => w[0]!.toUpperCase()).join('');
    byInitials.set(initials, [...(byInitials.get(initials) ?? []), r]);
  }
  for (const [initials, named] of byInitials) {
    // (two tools of the same initials: the letters do not say which)
    if (!written.has(initials) || named.length !== 1) continue;
    const r = named[0]!;
    if (![...reads, ...writes].includes(r)) (r.readOnly ? reads : writes).push(r);
  }
}

/**
 * The new thing a verb that hands something over (`MESSAGE_HANDING_VERBS`, `MESSAGE_VERBS`:
 * "send", "give", "email") names, stemmed: the words after an indefinite word
 * (`INDEFINITE_OBJECT`) within the object's first words, up to a preposition or a punctuation
 * mark ("her a prepaid label", "Mrs Abara a quote of $185"; not the invoice of "a friendly
 * reminder that her invoice is overdue"). Empty for any other verb.
 */
function newThingHanded(verb: string, object: string): Set<string> {
  if (!MESSAGE_HANDING_VERBS.has(verb) && !MESSAGE_VERBS.has(verb)) return new Set();
  const words = object.toLowerCase().split(/\s+/);
  const at = words.slice(0, MAX_INDIRECT_OBJECT + 2).findIndex((w) => INDEFINITE_OBJECT.test(w));
  if (at < 0) return new Set();
  const thing: string[] = [];
  for (const w of words.slice(at + 1)) {
    const word = w.replace(/[^\p{L}\p{N}-]/gu, '');
    if (THING_PHRASE_ENDS.test(word)) break;
    thing.push(stem(word));
    if (/[,;:.!?)]$/.test(w)) break;
  }
  return new Set(thing);
}

/** Most words a tool's name may skip in the user's phrase ("TARP amber notice" for `tarp_notice`). */
const MAX_PHRASE_GAP = 2;

/** The word before a thing that makes it a new one ("a", "an", "another", "new"). */
const NEW_THING = /^(?:a|an|another|new)$/;

/**
 * The tool's name, two words or more, is the user's phrase: its words (stemmed) occur in the
 * phrase in the name's order, each within `MAX_PHRASE_GAP` words of the one before. Gives the
 * phrase's word before the name's first (undefined when the name opens the phrase).
 */
function phraseAt(r: ToolRole, phrase: string): { before: string | undefined } | undefined {
  // (a name's letters and digits are words apart, as the user writes them: `part36_offer` is
  // "Part 36 offer")
  const full = nameWords(r.tool.name)
    .flatMap((w) => w.match(/[a-z]+|[0-9]+/g) ?? [])
    .map(stem);
  // (the thing is the name without its verb, two words or more: `SendPublicNotice` is "a public
  // notice", whatever verb the user sends it with)
  const thing = full.filter((w) => w !== r.verb);
  const written = phrase.toLowerCase().match(/[a-z]+|[0-9]+/g) ?? [];
  const words = written.map(stem);
  for (const name of thing.length < full.length ? [full, thing] : [full]) {
    const at = nameIn(name, words, written);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** Where the name's words (two or more) occur in `words` in order, with MAX_PHRASE_GAP between. */
function nameIn(
  name: readonly string[],
  words: readonly string[],
  written: readonly string[],
): { before: string | undefined } | undefined {
  if (name.length < 2) return undefined;
  for (let start = 0; start < words.length; start++) {
    if (words[start] !== name[0]) continue;
    let at = start;
    let ok = true;
    for (const w of name.slice(1)) {
      const next = words.slice(at + 1, at + 2 + MAX_PHRASE_GAP).indexOf(w);
      if (next < 0) {
        ok = false;
        break;
      }
      at += next + 1;
    }
    if (ok) return { before: written[start - 1] };
  }
  return undefined;
}

/**
 * A request for a new one of a thing ("deactivate it and get her a new one"): the tool that makes
 * things anew (`REPLACING_VERBS`) of what the part or the request before it names; with one such
 * tool, that one. Mutates `writes`.
 */
function planReplacement(
  scope: Clause['scopes'][number],
  named: ReadonlySet<string>,
  roles: readonly ToolRole[],
  reads: readonly ToolRole[],
  writes: ToolRole[],
): boolean {
  const planned = [...reads, ...writes];
  const making = roles.filter(
    (r) =>
      !r.readOnly && !r.destructive && REPLACING_STEMS.has(r.verb) && stemClass(r.verb) !== 'destructive',
  );
  const nouns = new Set([...scope.nouns.map(stem), ...named]);
  const scored = making.map((r) => ({ r, score: overlap(r, nouns) })).sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (best === undefined) return false;
  const chosen =
    best.score > 0
      ? scored.filter((s) => s.score === best.score).map((s) => s.r)
      : making.length === 1
        ? making
        : [];
  for (const r of chosen) if (!planned.includes(r)) writes.push(r);
  return chosen.length > 0;
}

/** Reads of the same object as a planned change (`get_hotel_reviews` for `reserve_hotel`). */
export function impliedReads(
  roles: readonly ToolRole[],
  reads: ToolRole[],
  writes: readonly ToolRole[],
  prefixes: ReadonlySet<string>,
): void {
  for (const w of writes) {
    const objects = new Set(w.objects.filter((o) => !prefixes.has(o) && o.length > 2));
    if (objects.size === 0) continue;
    const implied = roles.filter(
      (r) => r.readOnly && !reads.includes(r) && r.objects.some((o) => objects.has(o)),
    );
    reads.push(...implied.slice(0, IMPLIED_READS_PER_WRITE));
  }
}

/**
 * Kinds of named values that say which record a call acts on: a record's code (`PB-7781`), an
 * account number, a file or folder. What it decides: a call carrying one acts on what the user
 * named. (Addresses, sites and quotes say where something goes or what it says, not which record.)
 */
export const KEY_KINDS: ReadonlySet<NamedKind> = new Set<NamedKind>(['code', 'account', 'file', 'folder']);

/** A number standing alone in the text (not in a code, a date, a time or an amount's symbol). */
const BARE_NUMBER = /(?<![\p{L}\p{N}$€£.:/_-])(\d+(?:\.\d+)?)(?![\p{L}\p{N}.:/_-])/gu;

/** A part of the task that asks for an action no planned tool does, and the values it names. */
export interface OpenRequest {
  /** the asked verb's lemma */
  verb: string;
  /** the records the part names (codes, accounts, addresses): a call doing it carries one; none
   * when the part names only values (then a call doing it carries one of those) */
  keys: string[];
  /** the dates, times and amounts the part names: a call doing it agrees with them */
  values: NamedValue[];
}

/**
 * The parts whose asked change no planned tool does ("park SJ-2240", "free up 6S-04", "comp the
 * fee on PB-7790": verbs the lexicon does not tie to any tool), with the records the verb acts
 * on: those in its object, or for a pronoun those its sentence names, else the one record its
 * part or the whole request names ("Ticket T-1 is stuck. Sort it out."). Reads, destructions and
 * forbidden verbs ask nothing here.
 */
export function openRequests(
  clauses: readonly Clause[],
  planned: readonly ToolRole[],
  named: readonly NamedValue[],
): OpenRequest[] {
  const keysOf = (text: string) =>
    named.filter((v) => KEY_KINDS.has(v.kind) && text.includes(v.text)).map((v) => String(v.value));
  const namesOf = (text: string) =>
    named.filter((v) => v.kind === 'name' && text.includes(v.text)).map((v) => String(v.value));
  const allKeys = [...new Set(named.filter((v) => KEY_KINDS.has(v.kind)).map((v) => String(v.value)))];
  const allNames = [...new Set(named.filter((v) => v.kind === 'name').map((v) => String(v.value)))];
  const out: OpenRequest[] = [];
  for (const clause of clauses) {
    for (const scope of clause.scopes) {
      const lemma = scope.verb;
      // (a look, a destruction, a payment or a message needs its own verb: "review X" asks for
      // no change, "write off X" for a removal)
      const cls = stemClass(stem(lemma)) ?? verbClass(lemma);
      if (
        cls === 'read' ||
        cls === 'destructive' ||
        LOOKING_VERBS.has(lemma) ||
        TELLING_VERBS.has(lemma) ||
        clause.forbidden.includes(lemma)
      )
        continue;
      const nouns = new Set(scope.nouns.map(stem));
      const done = planned.some(
        (r) =>
          verbMatches(r, lemma) ||
          // ("reset" reads as "set" again: a planned reset does it)
          r.verb === stem(`re${lemma}`) ||
          r.synonymWords.includes(stem(lemma)) ||
          (verbRelated(r, lemma) && objectNamedIn(r, nouns)) ||
          // (a planned change of what the verb acts on does it: "lower the deck condition rating
          // on BR-0174" is the planned condition_rating, not a request for another tool)
          (!r.readOnly && objectNamedIn(r, nouns)),
      );
      if (done) continue;
      // the records in what the verb acts on ("park SJ-2240"); for a pronoun ("sort it out"),
      // those its sentence or part names, else the one record the whole request names
      // (a name the object holds says which record as well as a code: "move the Ferreira party")
      const codes = keysOf(scope.object);
      const own = codes.length > 0 ? codes : namesOf(scope.object);
      const back = own.length === 0 && POINTING_WORDS.test(scope.object);
      const inSentence = back ? keysOf(clause.sentence) : [];
      // (in an item of the user's list, a pointer to a person is a person the request names, not
      // the one record it names: "1) log Rina Cho's visit to patient P-509 2) mark her check as
      // renewed" points at Rina Cho; PERSON_POINTING)
      const personInItem = clause.item === true && PERSON_POINTING.test(scope.object) && allNames.length > 0;
      const partKeys = back && inSentence.length === 0 ? keysOf(clause.part) : [];
      // (a plural pointer takes every record its part names: "K3 and K4 … lock both of them down")
      const plural = PLURAL_POINTING.test(scope.object) && partKeys.length <= MAX_POINTED_KEYS;
      const inPart = partKeys.length === 1 || plural ? partKeys : [];
      const byCode =
        own.length > 0
          ? own
          : inSentence.length > 0
            ? inSentence
            : inPart.length > 0
              ? inPart
              : back && allKeys.length === 1 && !personInItem
                ? allKeys
                : [];
      // (with no record's code anywhere, a pointer takes the names: "Riley Chen's payment
      // cleared. Reactivate her membership", those of its sentence, else its part's one name, else
      // the one name of the whole request)
      const partNames = back && byCode.length === 0 ? namesOf(clause.part) : [];
      const picked =
        byCode.length > 0 || !back
          ? byCode
          : namesOf(clause.sentence).length > 0
            ? namesOf(clause.sentence)
            : partNames.length === 1 ||
                (PLURAL_POINTING.test(scope.object) && partNames.length <= MAX_POINTED_KEYS)
              ? partNames
              : allNames.length === 1
                ? allNames
                : [];
      // (a part that names no record but names values, "give it a 10 minute soak", "top up the
      // vacation fund with 250", keeps them: a call that carries one of them does it)
      // (the values are those of what the verb acts on: "Add them", pointing back to WO-3312,
      // names no number, whatever else its part names: "a 105 11-32 cassette")
      const span = scope.object;
      const values = named.filter(
        (v) =>
          (v.kind === 'date' || v.kind === 'time' || v.kind === 'amount') &&
          !v.comparison &&
          span.includes(v.text),
      );
      // a bare number the part names is a quantity the call takes ("move 6 bikes", "2 cases")
      for (const m of span.matchAll(BARE_NUMBER))
        values.push({ kind: 'amount', value: Number(m[1]), text: m[0] });
      if (picked.length === 0 && values.length === 0) continue;
      if (!out.some((o) => o.verb === lemma && o.keys.join() === picked.join()))
        out.push({ verb: lemma, keys: [...new Set(picked)], values });
    }
  }
  return out;
}

/**
 * A part of the request that asks for no planned change yet names values ("Crew A to Glenmoy
 * (GM-03), Monday 17th through Friday 21st": a crew, a site and a span of dates) asks for the one
 * changing tool whose parameters take most of them, MIN_FILLED_PARAMS or more and more than any
 * other tool's (`assignCrew(crewId, siteId, startDate, endDate)`): the values say what the call is.
 * Never a tool that destroys, moves money, sends a message or runs code or a shell: those need the
 * user's verb. Mutates `writes`.
 */
export function toolsFilledByValues(
  clauses: readonly Clause[],
  roles: readonly ToolRole[],
  writes: ToolRole[],
  named: readonly NamedValue[],
): void {
  for (const c of clauses) {
    const part = c.part.toLowerCase();
    const values = named.filter(
      (v) => v.kind !== 'self' && v.kind !== 'unnamed' && part.includes(v.text.toLowerCase()),
    );
    if (new Set(values.map((v) => String(v.value))).size < MIN_FILLED_PARAMS) continue;
    // (a part a planned change already takes values from is served)
    if (writes.some((r) => groundParams(r.tool, values).length > 0)) continue;
    const filled = roles
      .filter(
        (r) =>
          !r.readOnly &&
          !r.destructive &&
          stemClass(r.verb) !== 'destructive' &&
          !['shell', 'code', 'money', 'message', 'delete', 'sql', 'web'].some((k) =>
            r.kinds.has(k as ToolKind),
          ),
      )
      .map((r) => ({ r, n: groundParams(r.tool, values).length }))
      .sort((a, b) => b.n - a.n);
    const [best, next] = filled;
    if (best && best.n >= MIN_FILLED_PARAMS && (next?.n ?? 0) < best.n && !writes.includes(best.r))
      writes.push(best.r);
  }
}
