// What each tool is (read-only, destructive, shell, SQL, money, messaging, deletion) and whether
// the instruction asks for it. Declared hints win; otherwise names and descriptions decide.
import type { Tool } from '../../core/index.ts';
import {
  ARRANGING_VERBS,
  agentNounVerbs,
  CODE_PARAMS,
  FUNCTION_WORDS,
  GENERIC_NAME_WORDS,
  LOOKING_VERBS,
  MAKING_VERBS,
  MESSAGE_TOOL_NOUNS,
  MESSAGE_VERBS,
  nominalizes,
  OBJECT_SYNONYMS,
  STATUS_NOUNS,
  STATUS_SETTING_VERBS,
  TOOL_KIND_PATTERNS,
  VERB_LIKE,
  VERB_SYNONYMS,
} from '../../lexicon/index.ts';
import {
  inferHints,
  leadingVerbAt,
  nameVerbAt,
  nameWords,
  repeatedVerb,
  type VerbClass,
  verbClass,
} from '../../tools/index.ts';
import { contentWords, stem } from './intent.ts';

export type ToolKind = 'shell' | 'code' | 'sql' | 'money' | 'message' | 'delete' | 'file' | 'web';

export interface ToolRole {
  tool: Tool;
  readOnly: boolean;
  destructive: boolean;
  kinds: Set<ToolKind>;
  /** how strongly the instruction points at this tool (name words weigh most) */
  relevance: number;
  /** the instruction names the tool's action (its verb or a synonym) */
  mentioned: boolean;
  /** the instruction uses the tool's own verb (or names its action as a noun), not only a synonym */
  exactVerb: boolean;
  /** the instruction's words that ask for this tool only through the verb lexicon (stemmed) */
  synonymWords: string[];
  /** name words after the verb (the object) that the instruction names */
  objectHits: number;
  /** the tool's verb (first name word after the service prefix), stemmed */
  verb: string;
  /** the service's name (toolkit prefix) appears in the instruction */
  serviceNamed: boolean;
  /** the verb the description opens with ("Appends text to a file" → append), stemmed */
  descVerb: string;
  /** the tool's object words (name words after the verb, service and generic words left out), stemmed */
  objects: string[];
}

/** Kinds read from what the tool *is* (its name and parameter names), not from prose about it. */
const STRUCTURAL: ReadonlySet<ToolKind> = new Set(['shell', 'code', 'sql']);

/** MAKING_VERBS, ARRANGING_VERBS and LOOKING_VERBS as stems (`creat`), the form a tool's verb has here. */
export const MAKING_STEMS = new Set([...MAKING_VERBS].map(stem));
/** STATUS_SETTING_VERBS as stems (`updat`), and the status words a name holds (`statu`). */
const STATUS_SETTING_STEMS = new Set([...STATUS_SETTING_VERBS].map(stem));
const STATUS_WORDS = new Set([...STATUS_NOUNS].map(stem));
const ARRANGING_STEMS = new Set([...ARRANGING_VERBS].map(stem));
const LOOKING_STEMS = new Set([...LOOKING_VERBS].map(stem));

/** The synonym lists keyed by the stem a tool's verb has after `stem` (`create` → `creat`). */
const MESSAGE_STEMS: ReadonlySet<string> = new Set([...MESSAGE_VERBS].map(stem));
const SYNONYMS_BY_STEM = new Map(Object.entries(VERB_SYNONYMS).map(([verb, words]) => [stem(verb), words]));

/**
 * Name words that every tool of a toolkit shares (`Gmail` in `GmailSendEmail`): they say which
 * service, not what the tool does, and must not make every tool of the service look relevant.
 */
export function toolkitPrefixes(tools: Tool[]): Set<string> {
  const byKit = new Map<string, string[][]>();
  for (const t of tools) {
    const key = t.toolkit ?? '';
    byKit.set(key, [...(byKit.get(key) ?? []), nameWords(t.name)]);
  }
  const out = new Set<string>();
  for (const names of byKit.values()) {
    if (names.length < 2) continue;
    const first = names[0]!;
    for (let i = 0; i < first.length; i++)
      // a shared leading verb (`run_command`, `run_python`, `createQuote` and `createJob`) says
      // what the tools do, not which service (the verb is known as written, not by its stem)
      if (names.every((n) => n[i] === first[i]) && verbClass(first[i]!) === undefined)
        out.add(stem(first[i]!));
      else break;
  }
  return out;
}

/**
 * How many leading name words name the tool's service: its toolkit's when the name starts with
 * it (`TrafficControl` in `TrafficControlSearchLocations`, whatever verbs it holds), else the
 * words before the first verb.
 */
function serviceWordsOf(tool: Tool, words: readonly string[]): number {
  const kit = tool.toolkit === undefined ? [] : nameWords(tool.toolkit);
  if (kit.length > 0 && kit.length < words.length && kit.every((w, i) => words[i] === w)) return kit.length;
  // a dotted name's last segment is the tool's own (`wedplan_v2.seating_assign`: seating is what
  // it assigns, not part of its service's name)
  // (unless that segment is a verb alone: in `ptw.issue`, `github.issues.create`, the segment
  // before it is what the verb acts on, and only the ones before that name the service)
  const dot = tool.name.lastIndexOf('.');
  const verbAt = leadingVerbAt(words);
  if (dot > 0 && verbAt >= 0 && nameWords(tool.name.slice(dot + 1)).length === 1) {
    const resource = tool.name.lastIndexOf('.', dot - 1);
    return Math.min(verbAt, resource > 0 ? nameWords(tool.name.slice(0, resource)).length : 0);
  }
  return dot > 0 && verbAt >= 0 ? Math.min(verbAt, nameWords(tool.name.slice(0, dot)).length) : verbAt;
}

export function toolRole(
  tool: Tool,
  instructionWords: Set<string>,
  prefixes: Set<string> = new Set(),
  /** the instruction's words in action position (default: every word) */
  actionWords: Set<string> = instructionWords,
  /** the verbs the instruction's parts ask for (stems): a synonym used as one names no object */
  askedVerbs: ReadonlySet<string> = new Set(),
): ToolRole {
  const hints = tool.hints ?? inferHints(tool.name, tool.description) ?? {};
  const words = nameWords(tool.name);
  const params = Object.keys((tool.inputSchema?.properties as Record<string, unknown> | undefined) ?? {});
  const structural = words.join(' ');
  const spaced = `${words.join(' ')} ${tool.description ?? ''}`;
  const kinds = new Set<ToolKind>();
  for (const [kind, re] of TOOL_KIND_PATTERNS) {
    if (
      STRUCTURAL.has(kind)
        ? re.test(structural)
        : re.test(words.join(' ')) || (kind !== 'message' && re.test(spaced))
    )
      kinds.add(kind);
  }
  // parameters say what a tool takes: a command line, source code, an SQL statement
  const lowerParams = params.map((p) => p.toLowerCase());
  for (const p of lowerParams) {
    const kind = CODE_PARAMS.get(p);
    if (kind) kinds.add(kind);
  }
  if (lowerParams.includes('query') && /\bsql\b/i.test(tool.description ?? '')) kinds.add('sql');
  // words before the name's first verb name the service, as a toolkit prefix does, when no toolkit
  // says so (`AcmeCrmSearchLeads` known by its name alone): they are not what the tool reads
  // (a snake, kebab or camelCase name opens with its verb: `pause_store` pauses and `logCall`
  // logs, when the user asks for that, though "store" and "call" are verbs the lexicon knows)
  const opensWithAsked =
    (/[_-]/.test(tool.name) || /^[a-z]+[A-Z]/.test(tool.name)) &&
    !tool.name.includes('.') &&
    words.length > 1 &&
    // (a plural opens with a noun: `refunds_create` makes refunds)
    !/[^s]s$/.test(words[0]!) &&
    askedVerbs.has(stem(words[0]!));
  // a snake or kebab name that ends on its verb names its object right before it
  // (`ats_v3_offers_create` creates offers, `refunds_create` refunds nothing; `ats_v3` is the
  // service): its only verb as written is its last word (not `send_owner_message`, which opens
  // with its verb; `payment_schedule` schedules, though "payment" stems to "pay")
  // (and one that ends with the verb the user asks for names its object before it, whatever the
  // lexicon makes of its first word: `transfer_dispute` for "dispute TR-883201", `lot_quarantine`)
  const endsWithAsked =
    !opensWithAsked &&
    /[_-]/.test(tool.name) &&
    !tool.name.includes('.') &&
    words.length > 1 &&
    askedVerbs.has(stem(words[words.length - 1]!)) &&
    !askedVerbs.has(stem(words[0]!)) &&
    // (not a name that opens with a verb that makes or arranges its object: `schedule_review`
    // arranges a review, and "review the contract" asks for none)
    !MAKING_STEMS.has(stem(words[0]!)) &&
    !ARRANGING_STEMS.has(stem(words[0]!)) &&
    // (nor one with a verb of its own inside: `parcels_delete_note` deletes notes)
    !words.slice(1, -1).some((w) => stemClass(stem(w)) !== undefined);
  const endsOnVerb =
    endsWithAsked ||
    (!opensWithAsked &&
      /[_-]/.test(tool.name) &&
      !tool.name.includes('.') &&
      words.length > 1 &&
      nameVerbAt(tool.name, words) === words.length - 1);
  const lead = opensWithAsked ? 0 : endsOnVerb ? words.length - 2 : serviceWordsOf(tool, words);
  const restHasVerb = words.slice(1).some((w) => stemClass(stem(w)) !== undefined);
  // (the word right after a known service is the tool's own, even when the service's name holds
  // it: `MergeGateMerge` merges)
  const own = words.map(stem).filter(
    // (nor a shared first word the user asks for as the verb: `punch_item` and `punch_close` for
    // "punch the frayed belt")
    (w, i) =>
      i >= lead &&
      !GENERIC_NAME_WORDS.has(w) &&
      (!prefixes.has(w) || (i === lead && (lead > 0 || (opensWithAsked && !restHasVerb)))),
  );
  // the verb is the first name word that is one: a service word the registry did not mark as a
  // prefix (`MailSendEmail` → send) does not count
  const isVerbWord = (w: string) => stemClass(w) !== undefined;
  // (a read's later words name what it reads: `GetEventsFromSharedCalendar`; a read verb last
  // follows what it reads: `guests_search`)
  // (a dotted name's action segment holds its verb: `request.search` searches requests)
  const dottedVerb = tool.name.includes('.')
    ? stem(nameWords(tool.name.slice(tool.name.lastIndexOf('.') + 1))[0] ?? '')
    : '';
  const dottedAt = dottedVerb !== '' && isVerbWord(dottedVerb) ? own.lastIndexOf(dottedVerb) : -1;
  const at = opensWithAsked
    ? 0
    : endsOnVerb
      ? own.length - 1
      : dottedAt > 0
        ? dottedAt
        : hints.readOnly === true
          ? own[0] !== undefined && isVerbWord(own[0])
            ? 0
            : own.findIndex((w) => stemClass(w) === 'read')
          : own.findIndex(isVerbWord);
  // a dotted name is `resource.action` (`customers.notify`, `Room.Release`): with no verb the
  // lexicon knows, the action segment's first word is the verb, not the resource's
  const dotted = tool.name.includes('.') ? stem(nameWords(tool.name.split('.').pop() ?? '')[0] ?? '') : '';
  // (a name with no verb but a message, written in the singular, sends it: `harbor_notice`,
  // `holder_notice` notify; `alerts` lists them: MESSAGE_TOOL_NOUNS)
  // (or its agent noun: `bureau_mailer`, `guest_notifier` send one)
  const messageNoun =
    at < 0
      ? words.find((w) => MESSAGE_TOOL_NOUNS.has(w) || agentNounVerbs(w).some((v) => MESSAGE_VERBS.has(v)))
      : undefined;
  const messageAt = messageNoun === undefined ? -1 : own.indexOf(stem(messageNoun));
  const verb = messageAt >= 0 ? 'notify' : at >= 0 ? own[at] : own.includes(dotted) ? dotted : own[0];
  // the description's opening verb says what the tool does when its name does not (`notes_tool`:
  // "Appends a line to the user's notes")
  const descVerb = stem(/^\s*([A-Za-z]+)/.exec(tool.description ?? '')?.[1] ?? '');
  const asked = (own: string | undefined) =>
    own !== undefined &&
    // a short word counts only as a known verb (`GoToRoom`: "go")
    (own.length > 2 || isVerbWord(own)) &&
    !GENERIC_NAME_WORDS.has(own) &&
    (actionWords.has(own) || (SYNONYMS_BY_STEM.get(own) ?? []).some((s) => actionWords.has(stem(s))));
  // an action named further in, as a noun of the verb (`ManageNoteSharingLevel` shares a note,
  // `SetSharingPermission`): the user's "share" asks for it as well as for a `ShareNote`
  // (not in a tool that destroys: `cancel_order` does not order, whatever "order" asks)
  const nounOfAction = (w: string, i: number) =>
    i !== at && isVerbWord(w) && actionWords.has(w) && stemClass(verb ?? '') !== 'destructive';
  // (or by a synonym: "send 40 totes to Sparks" asks for `create_transfer`)
  const synonymOfAction = (w: string, i: number) =>
    i !== at && isVerbWord(w) && (SYNONYMS_BY_STEM.get(w) ?? []).some((s) => actionWords.has(stem(s)));
  // a tool that makes its object does what the object used as the verb a part asks for asks
  // ("note that on the claim" asks for `add_claim_note`; MAKING_VERBS)
  // (and a tool that arranges its object does the verb the object is made from: `schedule_delivery`
  // delivers, `IssuePayout` pays out; ARRANGING_VERBS, `nominalizes`; a look arranges nothing)
  const making = MAKING_STEMS.has(verb ?? '');
  const arranging = ARRANGING_STEMS.has(verb ?? '') && hints.destructive !== true;
  const looks = (v: string) => LOOKING_STEMS.has(v) || stemClass(v) === 'read';
  const objectAsVerb = (w: string, i: number) =>
    i !== at &&
    !hints.readOnly &&
    w.length > 2 &&
    (making || arranging) &&
    ((askedVerbs.has(w) && (making || !looks(w))) ||
      [...askedVerbs].some((v) => nominalizes(w, v) && !looks(v)));
  // an action named by its gerund (`schedule_grooming` grooms, `seating_assign` seats), and in a
  // name with no verb the lexicon knows, the user's own verb wherever it stands (`Time_Log` logs)
  const gerunds = new Set(words.filter((w) => /ing$/i.test(w) && w.length > 5).map(stem));
  // (or its noun: `loan_extension` extends, `return_receipt` receives; `nominalizes`)
  const actionNoun = (w: string, i: number) =>
    i !== at &&
    !hints.readOnly &&
    ((askedVerbs.has(w) && (gerunds.has(w) || (at < 0 && w.length > 2))) ||
      (at < 0 && [...askedVerbs].some((v) => nominalizes(w, v) && !looks(v))));
  const verbHit =
    asked(verb) ||
    asked(descVerb) ||
    own.some(nounOfAction) ||
    own.some(synonymOfAction) ||
    own.some(objectAsVerb) ||
    own.some(actionNoun);
  // the user's own word for the action, or only a synonym of it from the lexicon
  const direct = (v: string | undefined) => v !== undefined && v.length > 1 && actionWords.has(v);
  const exactVerb = direct(verb) || direct(descVerb) || own.some(nounOfAction) || own.some(actionNoun);
  const synonymWords =
    verbHit && !exactVerb
      ? [
          ...[verb, descVerb, ...own.filter(synonymOfAction)].flatMap((v) =>
            (SYNONYMS_BY_STEM.get(v ?? '') ?? []).map(stem).filter((w) => actionWords.has(w)),
          ),
          ...own.filter(objectAsVerb),
        ]
      : [];
  // a name without a verb (`BankGetBalance` → balance) names only its object
  const objects =
    messageAt >= 0
      ? own.filter((_, i) => i !== messageAt)
      : at < 0 && !verbHit
        ? own
        : own.filter((_, i) => i !== Math.max(at, 0));
  // (a synonym the user used as the verb names no object: "pay the bill" names no transaction)
  const objectHits = objects.filter((w) => objectWordNamed(w, instructionWords, askedVerbs)).length;
  const descStems = [...contentWords(tool.description ?? '')].filter(
    (w) => !GENERIC_NAME_WORDS.has(w) && !prefixes.has(w) && w.length > 3,
  );
  const descHits = descStems.filter((w) => instructionWords.has(w)).length;
  const readOnly = hints.readOnly === true;
  const stems = words.map(stem);
  const service = stems.filter((w, i) => prefixes.has(w) || i < lead);
  // `GitHub` splits into git + hub; the user writes it as one word
  const serviceNamed =
    service.some((w) => instructionWords.has(w)) ||
    (service.length > 1 && instructionWords.has(service.join('')));
  // what a read names with common words ("the details of the GitHub user") still says what it reads
  const genericHits = stems.filter(
    (w) => GENERIC_NAME_WORDS.has(w) && !VERB_LIKE.has(w) && instructionWords.has(w),
  ).length;
  // a tool that changes things is relevant when the instruction asks for its action (its verb);
  // a read-only tool is relevant when the instruction names what it reads (or its service)
  // a tool that sets its object's status (`update_application_status`, `set_order_state`) does
  // every change of state the user asks of that object ("approve Priya's application", "reactivate
  // the membership"), and a "mark" of it ("mark the order as shipped")
  const statusTool =
    !readOnly && STATUS_SETTING_STEMS.has(verb ?? '') && own.some((w) => STATUS_WORDS.has(w));
  // (a change tool that takes a status does a "mark" ("mark 'Ash and Ember' as delivered" and
  // `manuscripts.update` with a `status`), though its name says no status)
  const statusParam =
    !readOnly &&
    !statusTool &&
    STATUS_SETTING_STEMS.has(verb ?? '') &&
    params.some((p) => STATUS_WORDS.has(stem(nameWords(p).at(-1) ?? '')));
  const stateVerbs = statusTool
    ? [...askedVerbs].filter(
        (v) => v !== verb && (v === 'mark' || stemClass(v) === 'write' || stemClass(v) === 'destructive'),
      )
    : statusParam && askedVerbs.has('mark')
      ? ['mark']
      : [];
  const statusHit = !verbHit && stateVerbs.length > 0 && (objectHits > 0 || stateVerbs.includes('mark'));
  if (statusHit) synonymWords.push(...stateVerbs);
  const relevance =
    (verbHit || statusHit ? 3 : 0) +
    objectHits * 2 +
    Math.min(descHits, 3) +
    (readOnly ? Math.min(genericHits, 2) + (serviceNamed && genericHits > 0 ? 1 : 0) : 0);
  return {
    tool,
    readOnly,
    destructive: hints.destructive === true,
    kinds,
    relevance: readOnly || verbHit || statusHit ? relevance : Math.min(relevance, 2),
    mentioned: verbHit || statusHit,
    exactVerb,
    synonymWords,
    objectHits,
    verb: verb ?? '',
    serviceNamed,
    descVerb,
    objects,
  };
}

/** The verb class of a stem (`creat` is create's): the lexicon's class of the word or of it plus `e`. */
export function stemClass(w: string): VerbClass | undefined {
  return verbClass(w) ?? verbClass(`${w}e`);
}

/** A tool's object word is named among `words` (stems): itself or one of its synonyms. */
function objectWordNamed(
  w: string,
  words: ReadonlySet<string>,
  verbs: ReadonlySet<string> = new Set(),
): boolean {
  return (
    words.has(w) || (OBJECT_SYNONYMS.get(w) ?? []).some((s) => words.has(stem(s)) && !verbs.has(stem(s)))
  );
}

/** Some object word of the tool is named among `words` (stems), or its object's initials are ("raise a WO" and `create-work-order`). */
export function objectNamedIn(role: ToolRole, words: ReadonlySet<string>): boolean {
  return role.objects.some((w) => objectWordNamed(w, words)) || initialsNamed(role.objects, words);
}

/** The initials of an object of two to four words (`work order`: `wo`), named as one word that is no function word. */
function initialsNamed(objects: readonly string[], words: ReadonlySet<string>): boolean {
  if (objects.length < 2 || objects.length > 4) return false;
  const initials = objects.map((w) => w[0]).join('');
  return words.has(initials) && !FUNCTION_WORDS.has(initials);
}

/** Does this tool do what the verb (a lemma) asks: by its name's verb, a synonym, or its description's verb? */
export function verbMatches(role: ToolRole, lemma: string): boolean {
  const v = stem(lemma);
  if (v.length < 2) return false;
  // (a tool's "re" verb does its verb again, as the tagger reads "resend" and "reschedule" as
  // send and schedule: `reschedule_order` does the "reschedule" read as schedule)
  if (role.verb === v || role.descVerb === v || role.verb === `re${v}`) return true;
  // (and a "re" verb the user asks for does its verb again: "reassign" and `assignInstaller`)
  const again = repeatedVerb(lemma);
  if (again !== undefined && (role.verb === stem(again) || role.descVerb === stem(again))) return true;
  // (a message is a message whichever word the request and the name use: "let them know" and
  // `text_guest`; MESSAGE_VERBS)
  if (MESSAGE_STEMS.has(v) && [role.verb, role.descVerb].some((own) => MESSAGE_STEMS.has(own))) return true;
  return [role.verb, role.descVerb].some((own) =>
    (SYNONYMS_BY_STEM.get(own) ?? []).some((s) => stem(s) === v),
  );
}

/**
 * Does the verb (a lemma) name this tool's action loosely: the lexicon lists the tool's verb among
 * the asked verb's own synonyms ("create" lists "write": a write_file creates the file)? Weaker
 * than `verbMatches`, so callers ask for the tool's object too.
 */
export function verbRelated(role: ToolRole, lemma: string): boolean {
  const related = (SYNONYMS_BY_STEM.get(stem(lemma)) ?? []).map(stem);
  return [role.verb, role.descVerb].some((own) => own.length > 2 && related.includes(own));
}
