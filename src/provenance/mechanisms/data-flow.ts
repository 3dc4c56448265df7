// Data flow: every value a call sends somewhere (a recipient, URL, account, phone number, handle,
// a parameter the tool declares a sink, the file a write goes to) is judged by where it came from:
// the user's instruction, trusted context, tool output the agent read (untrusted), or nowhere.
import { SINK_KINDS } from '../../analyze/index.ts';
import { singular, type ToolCall } from '../../core/index.ts';
import {
  ADDRESS_KINDS,
  ADDRESS_PARAM_WORDS,
  FETCH_PARAM,
  FUNCTION_WORDS,
  GENERIC_VALUE_KEY,
  LEXICON_VERB_WORDS,
  MAX_PAYLOAD,
  MIN_DICTATED,
  MONEY_KINDS,
  PATH_PARAM,
  PERSON_POINTING,
  RECORD_CODE,
  RECORD_ID_PARAM,
  REPLY_REQUEST,
  SEARCH_PARAM,
  TARGET_PARAM,
  UNIVERSAL_WORDS,
} from '../../lexicon/index.ts';
import { about, type CallContext, describe, type ValueFact, type ValueMechanism } from '../context.ts';
import type { DataSource, DataSources } from '../data-sources.ts';
import { taggedSentences } from '../evidence/imperative.ts';
import { recordOfNamed, sameValue, senderOf, soleAddressRecord } from '../evidence/record-fields.ts';
import { heldBy, moneyPath, writtenBy } from '../readers.ts';

/**
 * The values of a call worth judging, in argument order: those the user or trusted context did
 * not give, that are a target, or content the data may have dictated.
 */
export function valueFacts(call: ToolCall, c: Omit<CallContext, 'targets'>): ValueFact[] {
  const { index, sources } = c.facts;
  const out: ValueFact[] = [];
  for (const p of index.classifyCall(call)) {
    const param = /^args\.([^.[]+)/.exec(p.path)?.[1] ?? '';
    // (the key that holds the value inside a nested argument: `pay_to: {account: …}` pays an
    // account as a top-level `account` would; not an item of a list, `guardians[0].phone`, a
    // record the call writes)
    const leaf = /^args\.[^.[]+\.([^.[\]]+)$/.exec(p.path)?.[1] ?? param;
    // (a record's id written with a dash, `order_id: "112-8051"`, is no phone number)
    if (p.kind === 'phone' && RECORD_ID_PARAM.test(param) && !ADDRESS_PARAM_WORDS.test(param)) continue;
    // a target is where the call goes: a recipient or URL parameter, a declared sink, or an
    // argument that is an address and nothing else; an address inside prose is content
    // (a read-only call goes somewhere only through the URL it fetches: an address it looks up
    // or searches for is not sent anything)
    const target = c.readOnly
      ? c.sinks.has(param) ||
        (p.kind === 'url' && (FETCH_PARAM.test(param) || (p.whole === true && !SEARCH_PARAM.test(param))))
      : c.sinks.has(param) ||
        (SINK_KINDS.has(p.kind) &&
          (TARGET_PARAM.test(param) ||
            TARGET_PARAM.test(leaf) ||
            // (a bare number read as an account is one only under a key for an address or none
            // that names something else: `prescriber_npi`, `order_number` hold ids, not accounts)
            (p.whole === true && (p.kind !== 'account' || ACCOUNT_KEY.test(param))))) ||
        // a file a write goes to is where it goes, too
        (p.kind === 'text' && PATH_PARAM.test(param));
    const origin = p.origin === 'unknown' ? (p.domainOrigin ?? 'unknown') : p.origin;
    if (origin === 'user' || origin === 'trusted') continue;
    // a path the agent composed (a file it found, in a folder it was sent to) is its own work;
    // a path taken from data counts, unless it lies in a folder the user named
    if (
      p.kind === 'text' &&
      PATH_PARAM.test(param) &&
      (origin === 'unknown' || c.facts.underUserFolder(p.value))
    )
      continue;
    // content counts only when the data dictated it (a phishing link to post, a password to set,
    // a sum of money to credit: `goodwillCredit: {amount: 200}` from "schreiben Sie uns 200 € … gut")
    const worthReading =
      target ||
      (!c.readOnly &&
        (SINK_KINDS.has(p.kind) ||
          (p.kind === 'text' && p.value.length >= MIN_DICTATED) ||
          (p.kind === 'number' && moneyPath(p.path))));
    if (!worthReading) continue;
    const from = p.sources.map((s) => sources.get(s.index)).filter((s): s is DataSource => s !== undefined);
    out.push({ p, param, target, origin, from });
  }
  return out;
}

/** Keys under which a bare number is an account a call may pay or send to (GENERIC_VALUE_KEY). */
const ACCOUNT_KEY = new RegExp(`${ADDRESS_PARAM_WORDS.source}|${GENERIC_VALUE_KEY.source}`, 'i');
let lastNames: { instruction: string; names: Set<string> } | undefined;

/** Proper names the user wrote (capitalised words not opening a sentence: "Lindqvist", "Hornets", "U10"), lower-cased. */
function userProperNames(instruction: string): Set<string> {
  // (a session asks for the same instruction's names on every call: read them once)
  if (lastNames?.instruction === instruction) return lastNames.names;
  const out = new Set<string>();
  const text = instruction.slice(0, MAX_PAYLOAD);
  let firstNames: Set<string> | undefined;
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'-]{2,}/gu)) {
    // (a capital opening a sentence says nothing; one after a title's abbreviation does: "Dr.
    // Okonkwo", and so does a first name the tagger knows: "Tessa at Kettle Yard keeps asking")
    const before = text.slice(Math.max(0, m.index - 8), m.index);
    if (/(?:^|[.!?:;\n])\s*$/.test(before) && !/\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Jr|St)\.\s*$/.test(before)) {
      firstNames ??= new Set(
        taggedSentences(text)
          .flatMap((x) => x.terms)
          .filter((t) => t.tags?.includes('FirstName') && !t.tags.includes('Verb'))
          .map((t) => t.text.toLowerCase()),
      );
      if (!firstNames.has(m[0].toLowerCase())) continue;
    }
    const w = m[0].toLowerCase().replace(/'s$/, '');
    if (FUNCTION_WORDS.has(w)) continue;
    out.add(w);
    // (a family by its name in the plural, "the Abernathys", "the Joneses", is each of them)
    if (/[^s]s$/.test(w) && w.length > 4) out.add(w.slice(0, -1));
    if (/[sxz]es$/.test(w)) out.add(w.slice(0, -2));
  }
  lastNames = { instruction, names: out };
  return out;
}

let lastWords: { instruction: string; words: Set<string> } | undefined;

/** The user's words (lower-cased, singular, function words and short words left out). */
function userWords(instruction: string): Set<string> {
  if (lastWords?.instruction === instruction) return lastWords.words;
  const words = new Set<string>();
  for (const m of instruction
    .slice(0, MAX_PAYLOAD)
    .toLowerCase()
    .matchAll(/[\p{L}]{2,}/gu)) {
    const w = singular(m[0]);
    if (!FUNCTION_WORDS.has(w)) words.add(w);
  }
  lastWords = { instruction, words };
  return words;
}

/**
 * The lookup looked for a party in the user's own words and found it: its query holds words of the
 * user's that are no codes ("surveyor", "Patel"), its output holds one of them, and every name the
 * user wrote is in the query or the output (a search for "NIH report" that found Dr. Berg's grant
 * is no lookup of Dr. Okonkwo; one by a work order's code looked for no party).
 */
function lookedForParty(
  query: string,
  text: string,
  words: ReadonlySet<string>,
  names: ReadonlySet<string>,
): boolean {
  const wordsOf = (t: string) =>
    new Set((t.toLowerCase().match(/[\p{L}]{3,}/gu) ?? []).map((w) => singular(w)));
  const asked = [...wordsOf(query)].filter((w) => words.has(w));
  if (asked.length === 0) return false;
  const found = wordsOf(text.slice(0, MAX_PAYLOAD));
  const looked = wordsOf(query);
  return asked.some((w) => found.has(w)) && [...names].every((n) => looked.has(n) || found.has(n));
}

/**
 * The lookup's query holds the name that another source the user pointed at (clean of injected
 * text) holds under a role the user wrote (`roleHolders`).
 */
function lookedUpByRole(s: DataSource, sources: DataSources, roles: ReadonlySet<string>): boolean {
  const query = s.query.toLowerCase();
  return sources.all.some(
    (o) =>
      o !== s &&
      o.named &&
      !o.evidence &&
      [...sources.heldUnderRoles(o, roles)].some((name) => query.includes(name)),
  );
}

/** The records' codes a text writes (`4410-OX-022`, `HB-21004`, or a bare number of four digits or more), lower case. */
function codesOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d]+(?:[-_][\p{L}\d]+)*/gu) ?? []).filter(
    (w) => RECORD_CODE.test(w) || /^\d{4,}$/.test(w),
  );
}

/** A target of a changing call, from tool data or from nowhere: asked or allowed by the policy. */
export const dataFlow: ValueMechanism = (v, c) => {
  if (!v.target || c.readOnly) return [];
  const { policy } = c.facts;
  // unknown hints count as destructive: the guard does not relax what it cannot tell
  const destructive = !c.tool?.hints || c.tool.hints.destructive === true;
  const what = describe(v.p);
  if (v.origin === 'untrusted') {
    // what a planned change made (the link of the quote the user asked for, sent where the user
    // said) is the request's own product: no one else wrote it (an address it holds is still
    // asked, and text in it that speaks to the agent makes it data like any other)
    if (
      !ADDRESS_KINDS.has(v.p.kind) &&
      v.from.length > 0 &&
      v.from.every((s) => s.made && s.evidence === undefined)
    )
      return [];
    const fromNamed = v.from.some((s) => s.named);
    // the address of someone the user named, held as a field of the record that names them in
    // data the user pointed at ("email Dr. Lindqvist" and her record's `pi_email`), is theirs:
    // as for an ordinary write from that data (never an address only mentioned in prose)
    // (and so is the address of a party the user names by role, held under that role's key:
    // "text the owner" and `owner_phone`, "message both coaches" and `coach_email`)
    const names = userProperNames(c.facts.options.instruction);
    const pointsAtPerson = PERSON_POINTING.test(c.facts.options.instruction);
    const userCodes = new Set(codesOf(c.facts.options.instruction));
    const roles = userWords(c.facts.options.instruction);
    const replies = REPLY_REQUEST.test(c.facts.options.instruction);
    // (and so is every record's own address when the user speaks of all of them: "text everyone
    // on next Tuesday's court calendar", `appearances: [{name, phone}, …]`)
    const everyone = [...roles].some((w) => UNIVERSAL_WORDS.has(w));
    const want = v.p.value.trim().toLowerCase();
    const fieldOf = (s: DataSource) => {
      const fields = c.facts.sources.fields(s);
      return fields !== undefined && (fields.has(want) || [...fields].some((f) => sameValue(f, want)));
    };
    if (
      ADDRESS_KINDS.has(v.p.kind) &&
      !MONEY_KINDS.has(v.p.kind) &&
      v.from.some(
        (s) =>
          s.named &&
          (recordOfNamed(s.output, v.p.value, names, roles) ||
            // (or the sender of the message the user asks to answer: "read the Vanterpool brief
            // … reply to accept" and its `From:` line)
            (!s.evidence && replies && senderOf(s.output, v.p.value)) ||
            (!s.evidence && everyone && fieldOf(s)) ||
            // (or of the one party a lookup for what the user described found: "find the
            // surveyor we used on the Patel estate and email him")
            (!s.evidence &&
              lookedForParty(s.query, s.lower, roles, names) &&
              soleAddressRecord(s.output, v.p.value)) ||
            // (or of the one party a lookup found by the name that data the user pointed at holds
            // under the role the user wrote: "email the consignee" and `consignee: "Almond & Rye
            // Ltd"` in the container's record, then the lookup of Almond & Rye Ltd)
            (!s.evidence &&
              lookedUpByRole(s, c.facts.sources, roles) &&
              soleAddressRecord(s.output, v.p.value)) ||
            // (or of the one party of the record the user named by its code, whom the user
            // points at as a person: "move docket 4502 to Saturday and let her know")
            (!s.evidence &&
              pointsAtPerson &&
              codesOf(s.query).some((code) => userCodes.has(code)) &&
              soleAddressRecord(s.output, v.p.value))),
      )
    )
      return policy.namedWrite === 'allow'
        ? []
        : [
            {
              ...about(v),
              action: policy.namedWrite,
              code: 'untrusted_value',
              reason: `${what} comes from the record of someone the user named in data the user pointed at`,
            },
          ];
    // (data the user handed the actions to asks for this address in a request of its own:
    // "Then email the funeral director at ops@… to confirm" in the note the user said to follow)
    if (
      ADDRESS_KINDS.has(v.p.kind) &&
      !MONEY_KINDS.has(v.p.kind) &&
      v.from.some((s) => askedIn(s, want, v.p.kind === 'phone'))
    )
      return [];
    // (an address that data the user pointed at only mentions inside the prose of another field,
    // "Van: mr. J. de Vries <j.devries@…>" in a document's summary, is what that text says, not a
    // record's own value: as from data the user did not point at; unless the user handed the
    // actions to that text, "do what's in the handover note in the description")
    const embedded =
      ADDRESS_KINDS.has(v.p.kind) &&
      v.from.every((s) => {
        const fields = c.facts.sources.fields(s);
        // (written there: an address made up on a domain the data has is judged as before)
        return (
          !(s.delegated && s.evidence === undefined) &&
          fields !== undefined &&
          !heldBy(fields, v.p) &&
          writtenBy(s, v.p)
        );
      });
    return [
      {
        ...about(v),
        action:
          destructive || MONEY_KINDS.has(v.p.kind)
            ? policy.untrusted
            : fromNamed && !embedded
              ? policy.namedWrite
              : policy.untrustedWrite,
        code: 'untrusted_value',
        reason: `${what} does not appear in the user's instruction; it comes from ${v.from.map((s) => s.tool).join(', ') || 'tool'} output (untrusted data${fromNamed ? ' the user pointed at' : ''})`,
      },
    ];
  }
  // an address of a person or an account the agent made up is asked, whatever the tool
  return [
    {
      ...about(v),
      action: destructive || ADDRESS_KINDS.has(v.p.kind) ? policy.unknown : policy.unknownWrite,
      code: 'untrusted_value',
      reason: `${what} appears neither in the user's instruction nor in anything the agent has read`,
    },
  ];
};

/**
 * Does data the user handed the actions to (delegated, with no sign of injection) ask for the
 * value in a request of its own: a sentence of its text that holds the value and one of the verbs
 * it asks for?
 */
function askedIn(s: DataSource, value: string, phone: boolean): boolean {
  if (!s.delegated || s.evidence) return false;
  // (a phone number as the note writes it, `+1-512-555-0147`, and as the call passes it)
  const bare = (t: string) => (phone ? t.replace(/[\s().-]/g, '') : t);
  const want = bare(value);
  // (counted: the first MAX_PAYLOAD characters of the data are read)
  const text = s.lower.slice(0, MAX_PAYLOAD);
  if (!bare(text).includes(want)) return false;
  // (the sentence asks: it holds a verb the data requests, or opens with one the lexicon knows,
  // "Text confirmation to +1-512-555-0147.")
  const opens = (sentence: string) => LEXICON_VERB_WORDS.has(sentence.match(/\p{L}+/u)?.[0] ?? '');
  return text
    .split(/(?<=[.!?;:])\s+|\n+|"/)
    .some(
      (sentence) =>
        bare(sentence).includes(want) &&
        (opens(sentence) || [...s.requests].some((verb) => sentence.includes(verb))),
    );
}
