// Hints guessed from a tool's name (and, failing that, its description) when the source declares
// none. The guess is conservative: a tool is called read-only only when its verb says so and
// nothing in its name or description says otherwise; any destructive verb wins; a name with no
// known verb yields no hints at all (unknown, never "safe"). Tools carrying guessed hints are
// marked `hintsInferred: true` so a caller can tell them from declared ones.
import type { ToolHints } from '../core/index.ts';
import {
  ALWAYS_DESTRUCTIVE,
  BRAND_FOLLOWING_READS,
  CONFLICT_VERBS,
  DELIVERED_PARAM,
  DELIVERED_TO_PARAM,
  DESTRUCTIVE_VERBS,
  NOUN_READS,
  NOUNLESS_CHANGE_VERBS,
  RANGE_PARAM,
  READ_ONLY_VERBS,
  RECORD_NOUN_VERBS,
  RECORDED_TEXT_PARAM,
  VALUE_SETTING_PARAM,
  VERB_NOUN_ALIASES,
  VIEW_NOUNS,
  WRITE_VERBS,
} from '../lexicon/index.ts';

export type VerbClass = 'read' | 'write' | 'destructive';

const CLASS_OF = new Map<string, VerbClass>([
  ...READ_ONLY_VERBS.map((v) => [v, 'read'] as const),
  ...WRITE_VERBS.map((v) => [v, 'write'] as const),
  ...DESTRUCTIVE_VERBS.map((v) => [v, 'destructive'] as const),
]);

/** `TodoistSearchTasks`, `read_file`, `list-dir`, `fs.readFile` -> lowercase words. */
export function nameWords(name: string): string[] {
  // (a PowerShell `Verb-Noun` name: `New-ApiKey` creates, VERB_NOUN_ALIASES)
  const verb = /^([A-Z][a-z]+)-[A-Z][A-Za-z]*$/.exec(name)?.[1];
  const alias = verb === undefined ? undefined : VERB_NOUN_ALIASES.get(verb);
  return (alias === undefined ? name : `${alias}-${name.slice(verb!.length + 1)}`)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/** The class of a word, trying simple inflections (`deletes`, `deleting`, `deleted`, `retrieves`). */
export function verbClass(word: string): VerbClass | undefined {
  for (const c of inflections(word)) {
    const cls = CLASS_OF.get(c);
    if (cls) return cls;
  }
  return undefined;
}

/**
 * The verb a "re" verb does again ("reassign" → assign, "rebook" → book, "reroute" → route): both
 * the word and its rest are verbs the lexicon knows, of one class. Not a "re" word whose rest is
 * another kind of action ("remove" destroys, "move" writes) or no verb the lexicon knows
 * ("release", "return").
 */
export function repeatedVerb(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!w.startsWith('re') || w.length < 6) return undefined;
  const rest = w.slice(2);
  const cls = verbClass(w);
  return cls !== undefined && verbClass(rest) === cls ? rest : undefined;
}

function inflections(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  if (w.endsWith('s')) out.push(w.slice(0, -1));
  if (w.endsWith('ing')) out.push(w.slice(0, -3), `${w.slice(0, -3)}e`);
  if (w.endsWith('ed')) out.push(w.slice(0, -2), w.slice(0, -1));
  // (a doubled consonant: "scrapped", "cancelled", "scrapping" of scrap, cancel)
  const doubled = /([b-df-hj-np-tv-z])\1(?:ed|ing)$/.exec(w);
  if (doubled) out.push(w.slice(0, doubled.index + 1));
  return out;
}

// Only the name's leading verb says what a tool does: a word after it is usually a noun
// (`GetDownloadLinks`), so it never makes a tool read-only or writing; it can only take a
// read-only guess away ('conflict': `FindAndReplace`, `GetOrCreateUser`). Words before the first
// verb name the service (`BankManagerGetAccountInformation`, `AcmeCrmSearchLeads`: a tool known
// by its name alone, with no toolkit to strip); a verb inside the service's name
// (`SmartLockSearchGuests`) is read as the verb, which can only make a read look like a write.
function classifyName(words: string[], name: string): VerbClass | 'conflict' | undefined {
  if (words.some((w) => ALWAYS_DESTRUCTIVE.has(w))) return 'destructive';
  const at = nameVerbAt(name, words);
  if (at < 0) return undefined;
  const first = CLASS_OF.get(words[at]!);
  // (a change verb after the read verb is a second action when a conjunction joins it or it ends
  // the name, `FindAndReplace`, `check_submit`; one inside the name before its noun is that
  // noun's modifier, `GetGrantApplication` gets an application)
  if (
    first === 'read' &&
    words
      .slice(at + 1)
      .some((w, k, rest) => isChangeVerb(w) && (k === rest.length - 1 || joined(rest.slice(0, k))))
  )
    return 'conflict';
  // a brand made of a verb and a noun before the tool's own read verb (`GiveTrackListDonations`,
  // `MergeGateGetPipelineLog`): the read verb two or more words on, after a verb that only
  // changes things (not one that destroys), with no conjunction between, is the tool's verb
  // (not after a change verb that is no noun: `create_cut_list`, `add_to_list` change things)
  // (a Pascal or camel brand may open with a verb that destroys or moves money, `ChargePoint`,
  // `SendGrid`: its own read verb two words on reads all the same; never a name that holds a
  // verb that always destroys, ALWAYS_DESTRUCTIVE, nor a separated one)
  const brand = first === 'destructive' && !/[_.\s-]/.test(name) && /^[A-Z]?[a-z]+[A-Z]/.test(name);
  if ((first === 'write' || brand) && !NOUNLESS_CHANGE_VERBS.has(words[at]!)) {
    // (not a read word that is a noun ending the name: `DosepakUpdateMedList` updates a list)
    const read = words.findIndex(
      (w, i) => i >= at + 2 && BRAND_FOLLOWING_READS.has(w) && !(i === words.length - 1 && NOUN_READS.has(w)),
    );
    const between = words.slice(at + 1, Math.max(at + 1, read));
    const changes = (w: string) =>
      w === 'and' || w === 'or' || (CLASS_OF.has(w) && CLASS_OF.get(w) !== 'read');
    if (read >= 0 && !between.some(changes)) return 'read';
  }
  return first;
}

/** Words of a name that join a second action to the first (`get_or_create`, `FindAndReplace`). */
function joined(words: readonly string[]): boolean {
  return words.some((w) => w === 'and' || w === 'or' || w === 'then');
}

/**
 * Where a tool name's verb stands: the first word that is a known verb (as written, not inflected:
 * `SharingLevel` is a noun phrase); the words before it name the service. -1 when none is a verb.
 */
export function leadingVerbAt(words: readonly string[]): number {
  return words.findIndex((w) => CLASS_OF.has(w));
}

/**
 * Where the verb of a tool's name stands. A snake, kebab or dotted name is `verb_object` or
 * `object_verb`: when its first word is no verb the lexicon knows and its last word is one, the
 * last word is its verb (`switch_list_add` adds to the switch list, `customer_order_list` lists,
 * `medical_record_get` gets), as it is when the first word only changes things and the last is a
 * read verb that is no noun (`order_lookup`); otherwise the first word that is a verb (`leadingVerbAt`: a camel or
 * Pascal name opens with its service, then its verb: `ShopGetWorkOrder`). -1 when none is a verb.
 */
export function nameVerbAt(name: string, words: readonly string[]): number {
  const first = leadingVerbAt(words);
  const last = words.length - 1;
  const separated = /[_.-]/.test(name) && !/[a-z][A-Z]/.test(name);
  if (separated && last > 0 && first !== 0 && CLASS_OF.has(words[last]!)) return last;
  // (a first word that only changes things is the object of a read verb that ends the name:
  // `order_lookup` looks an order up, `booking_get` gets a booking)
  if (
    separated &&
    last > 0 &&
    first === 0 &&
    CLASS_OF.get(words[0]!) === 'write' &&
    // (not a change verb that is no noun: `create_cut_list` creates a cut list)
    !NOUNLESS_CHANGE_VERBS.has(words[0]!) &&
    // (a read noun with its own modifier, `update_med_list`, is the object; `start_list` is one noun)
    ((BRAND_FOLLOWING_READS.has(words[last]!) && !(last >= 2 && NOUN_READS.has(words[last]!))) ||
      NOUNLESS_CHANGE_VERBS.has(words[last]!)) &&
    words.slice(1, last).every((w) => !CLASS_OF.has(w))
  )
    return last;
  return first;
}

/** The class of a word exactly as written (no inflections): how a tool name's verb is recognised. */
export function verbClassAsWritten(word: string): VerbClass | undefined {
  return CLASS_OF.get(word.toLowerCase());
}

function hintsFor(cls: VerbClass): ToolHints {
  switch (cls) {
    case 'read':
      return { readOnly: true, destructive: false };
    case 'write':
      return { readOnly: false };
    case 'destructive':
      return { readOnly: false, destructive: true };
  }
}

/**
 * Guess hints for a tool from its own name (without any toolkit prefix) and description.
 * Returns `undefined` when nothing can be told.
 *
 * 1. `delete`, `remove`, `erase`... anywhere in the name: `{ readOnly: false, destructive: true }`.
 * 2. Otherwise the name's leading verb decides (`SendEmail`: destructive, `GetTradeHistory`:
 *    read-only, `CreateTask`: `{ readOnly: false }`), after any service words before it
 *    (`BankManagerGetBalance` reads); a word after the verb never does (`GetDownloadLinks` reads);
 *    when no word of the name is a verb, the first word of the description decides (`Deletes a
 *    file...`); else unknown.
 *    A read verb followed by a changing verb in the name (`FindAndReplace`) is unknown.
 * 3. A read-only guess is dropped (unknown) when the description mentions a destructive or
 *    writing verb: conflicting evidence is not "read-only".
 */
export function inferHints(name: string, description?: string): ToolHints | undefined {
  const descWords = description === undefined ? [] : nameWords(description);
  const first = descWords[0];
  const fromName = classifyName(actionWordsOf(name), name) ?? viewOf(name);
  if (fromName === 'conflict') return undefined;
  const cls = fromName ?? (first === undefined ? undefined : verbClass(first));
  if (cls === undefined) return undefined;
  if (cls === 'read' && descWords.some((w) => isChangeVerb(w))) return undefined;
  return hintsFor(cls);
}

/**
 * The name words that say what a tool does: a dotted `resource.action` name whose action segment
 * opens with a known verb is that segment (`request.get` gets a request, though "request" is a verb
 * too), with the resource's words kept when they destroy (`purge.run` still purges); else the
 * whole name.
 */
function actionWordsOf(name: string): string[] {
  const all = nameWords(name);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return all;
  const action = nameWords(name.slice(dot + 1));
  if (action.length === 0 || !CLASS_OF.has(action[0]!)) return all;
  const resource = nameWords(name.slice(0, dot)).filter((w) => ALWAYS_DESTRUCTIVE.has(w));
  return [...resource, ...action];
}

/**
 * A name with no verb that ends on a noun for a view of data (`job_status`, `vendor_roster`,
 * `scada.alarms`, `client_card`: VIEW_NOUNS) names what it shows: it reads.
 */
function viewOf(name: string): VerbClass | undefined {
  const words = nameWords(name);
  if (words.some((w) => CLASS_OF.has(w))) return undefined;
  return VIEW_NOUNS.has(words[words.length - 1] ?? '') ? 'read' : undefined;
}

function isChangeVerb(word: string): boolean {
  return inflections(word).some((c) => CONFLICT_VERBS.has(c));
}

/**
 * Parameters that say which action a tool of many actions performs (`punch_card` with `action:
 * "add"`, `membership` with `operation: "cancel"`). What it decides, with `callAsksChange`: a call
 * whose such parameter names a change changes things, whatever the tool's name suggests.
 */
export const ACTION_PARAM =
  /^(?:action|operation|op|verb|mode|command|cmd|intent|change_?type|action_?type)$/i;

/**
 * A tool read-only only by inference from its name (`punch_card`, `client_card`: a view noun),
 * called with an action parameter whose value opens with a verb that changes or destroys (`add`,
 * `remove`, `update`): this call changes things. So does a call to a tool whose name has no verb
 * at all (read-only by its view noun alone: `redeemGiftCard`, `tip_balance`) that sets a value
 * (VALUE_SETTING_PARAM: an amount, a count, a reason or a note). Declared hints are not
 * second-guessed.
 */
export function callAsksChange(
  tool: { name?: string; hintsInferred?: boolean } | undefined,
  args: Record<string, unknown>,
): boolean {
  if (tool !== undefined && tool.hintsInferred !== true) return false;
  const byViewNoun = tool?.name !== undefined && viewOf(tool.name) === 'read';
  // (one given an address to deliver to beside what it delivers sends it: `counsel_brief` with
  // `email` and `enclosures`; DELIVERED_TO_PARAM, DELIVERED_PARAM)
  if (
    byViewNoun &&
    Object.entries(args).some(
      ([k, v]) => DELIVERED_TO_PARAM.test(k) && typeof v === 'string' && ADDRESS_VALUE.test(v),
    ) &&
    Object.entries(args).some(
      ([k, v]) => DELIVERED_PARAM.test(k) && (Array.isArray(v) ? v.length > 0 : setsValue(v)),
    )
  )
    return true;
  // (so does one read-only by a read verb that ends its name, `comp_check`, `order_lookup`, given
  // the reason or note it records: RECORDED_TEXT_PARAM; a lookup is chosen by ids and filters)
  const words = tool?.name === undefined ? [] : nameWords(tool.name);
  const endsOnRead =
    words.length > 1 && /[_.-]/.test(tool?.name ?? '') && nameVerbAt(tool!.name!, words) === words.length - 1;
  return Object.entries(args).some(([k, v]) => {
    if (byViewNoun && VALUE_SETTING_PARAM.test(k) && setsValue(v)) return true;
    if (endsOnRead && RECORDED_TEXT_PARAM.test(k) && typeof v === 'string' && v.trim() !== '') return true;
    if (!ACTION_PARAM.test(k) || typeof v !== 'string') return false;
    const first = nameWords(v)[0];
    const cls = first === undefined ? undefined : verbClass(first);
    return cls === 'write' || cls === 'destructive';
  });
}

/**
 * A call to a tool named for a record kept by entries (its name ends on such a noun that is also a
 * verb: `piezometer_log`, `incident_log`; RECORD_NOUN_VERBS), whose hints were only inferred, that
 * asks for a span of time (RANGE_PARAM: `since`, `from` and `to`) and otherwise names only what it
 * is about by short values (an id, a site code, a name, no sentence): it reads the record, it adds
 * no entry. An entry carries what happened (a result, a note, a reading), which this call has none of.
 */
export function callOnlyQueries(
  tool: { name?: string; hintsInferred?: boolean } | undefined,
  args: Record<string, unknown>,
): boolean {
  if (tool?.name === undefined || tool.hintsInferred !== true) return false;
  const words = nameWords(tool.name);
  if (words.length < 2 || !RECORD_NOUN_VERBS.has(words.at(-1)!)) return false;
  const entries = Object.entries(args);
  return (
    entries.some(([k, v]) => RANGE_PARAM.test(k) && setsValue(v)) &&
    entries.every(
      ([k, v]) =>
        RANGE_PARAM.test(k) ||
        typeof v === 'number' ||
        (typeof v === 'string' && v.length <= MAX_SELECTOR_VALUE && !/[.!?;:]\s|\n/.test(v)),
    )
  );
}

/** Longest value a call that only queries may name its subject by (a code, a site, a name). */
const MAX_SELECTOR_VALUE = 40;

/** An e-mail address or a phone number, alone. */
const ADDRESS_VALUE = /^\s*(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?\d[\d\s().-]{6,})\s*$/;

/** A value a call sets: a number, or a string with something in it. */
function setsValue(v: unknown): boolean {
  return (typeof v === 'number' && v !== 0) || (typeof v === 'string' && v.trim() !== '');
}
