// Delegation: when the user hands the choice of actions to data they named ("do the tasks on my
// TODO list at …", "follow the instructions in notices.txt"), a request that data makes is the
// user's own, within the task's tools: a tool whose action it asks for is as good as planned.
// Only the data the user named speaks for them (not what it links to), never text in it that is
// addressed to the agent; every other mechanism still decides on the call's values.
import type { Tool } from '../../core/index.ts';
import { escapeRegExp } from '../../core/index.ts';
import {
  ARRANGING_VERBS,
  COORDINATED_REQUEST,
  doesAskedVerb,
  INDEFINITE_OBJECT,
  ITEM_START,
  LIGHT_VERBS,
  MAKING_VERBS,
  MAX_DELEGATED_ARGS,
  MAX_MADE_GAP,
  MAX_PAYLOAD,
  MESSAGE_TOOL_NOUNS,
  MESSAGE_VERBS,
  MIN_DELEGATED_VALUES,
  MIN_PROSE_WORDS,
  MIN_TOOL_VERB,
  nominalizes,
  VERB_SYNONYMS,
} from '../../lexicon/index.ts';
import { nameWords, verbClass } from '../../tools/index.ts';
import type { CallContext } from '../context.ts';
import { parseStructured } from '../evidence/record-fields.ts';

/** What the user's delegated data asks for that this call does: the verb and the data's tool. */
export interface DelegatedRequest {
  /** the data's verb for the action, or, for a call known by its values, what it carries */
  verb: string;
  source: string;
  /** the call is known by the values it carries from the data's prose (not by a verb) */
  byValues?: true;
}

/** The request in data the user handed the actions to that this call carries out, if any. */
export function delegatedRequest(
  call: { tool: string; args?: Record<string, unknown> },
  c: Pick<CallContext, 'facts'>,
  tool?: Tool,
): DelegatedRequest | undefined {
  const { sources, delegates } = c.facts;
  if (!delegates) return undefined;
  // the tool's own words, past its service's name (`MergeGateRunPipeline`: run, pipeline)
  const kit = tool?.toolkit === undefined ? [] : nameWords(tool.toolkit);
  const all = nameWords(call.tool);
  const own = kit.length > 0 && kit.every((w, i) => all[i] === w) ? all.slice(kit.length) : all;
  const words = own.filter((w) => w.length >= MIN_TOOL_VERB);
  // a verb the user forbade ("don't merge yet") is not handed over, whatever the data asks
  const forbidden = (w: string) => forbids(c.facts.options.instruction, w);
  const hasVerb = words.some((w) => verbClass(w) !== undefined);
  for (const source of sources.all) {
    if (!source.delegated || source.evidence) continue;
    for (const verb of source.requests) {
      const head = verb.split(' ')[0]!;
      // (common verbs count here: "reply there that …" in the user's list asks for a send)
      // (a message is a message whichever word each uses: "email owner a receipt" and
      // `harbor_notice`, a name with no verb but its message: MESSAGE_VERBS, MESSAGE_TOOL_NOUNS)
      const w = words.find(
        (x) =>
          doesAskedVerb(x, head) ||
          (MESSAGE_VERBS.has(head) && (MESSAGE_VERBS.has(x) || (MESSAGE_TOOL_NOUNS.has(x) && !hasVerb))),
      );
      if (w !== undefined && !forbidden(w) && !forbidden(head)) return { verb, source: source.tool };
    }
    // the data asks, at the start of one of its items or sentences, for the tool's own verb or a
    // synonym, whatever verb that is ("(2) Stage the sidebar", "- [ ] run the migrations pipeline")
    // (the name's verb: its first word the lexicon knows as one, else any word before its last,
    // which names the object: `stage_article`, `cms_stage_story`)
    const known = words.filter((w) => verbClass(w) !== undefined);
    // (a dotted name is `resource.action`: `payments.record` records)
    const action = call.tool.includes('.')
      ? nameWords(call.tool.slice(call.tool.lastIndexOf('.') + 1))[0]
      : undefined;
    // (a tool that makes or arranges its object does the verb its object is: `issueRefund`
    // refunds, `schedule_delivery` delivers: MAKING_VERBS, ARRANGING_VERBS)
    const arranges = known[0] !== undefined && (MAKING_VERBS.has(known[0]) || ARRANGING_VERBS.has(known[0]));
    const verbs = [
      ...(known.length > 0 ? (arranges ? known : known.slice(0, 1)) : words.slice(0, -1)),
      ...(action !== undefined && action.length >= MIN_TOOL_VERB ? [action] : []),
      ...(!hasVerb && words.some((w) => MESSAGE_TOOL_NOUNS.has(w)) ? MESSAGE_VERBS : []),
    ];
    for (const verb of verbs.filter((v) => !forbidden(v)))
      for (const asked of [verb, ...(VERB_SYNONYMS[verb] ?? [])])
        if (!forbidden(asked) && itemStartsWith(source.text, asked))
          return { verb: asked, source: source.tool };
    // (and the verb its object is made from: `scheduleDelivery` for "Gus: deliver Tuesday
    // morning", `book_inspection` for "- inspect unit 4": `nominalizes`)
    const arranger = words.find((w) => MAKING_VERBS.has(w) || ARRANGING_VERBS.has(w));
    if (arranger !== undefined) {
      const objects = words.filter((w) => w !== arranger && !known.includes(w));
      const asked = itemVerbs(source.text).find(
        (v) => !forbidden(v) && objects.some((o) => nominalizes(o, v)),
      );
      if (asked !== undefined) return { verb: asked, source: source.tool };
      // (a tool that makes its object does what asks for a new one of it: `IssueBadges` for "add
      // one more exhibitor badge for Luca": a making verb, then the object in the same sentence)
      const making = ['create', ...(VERB_SYNONYMS.create ?? [])].find(
        (v) => !forbidden(v) && objects.some((o) => itemMakes(source.text, v, o)),
      );
      if (making !== undefined && MAKING_VERBS.has(arranger)) return { verb: making, source: source.tool };
      // (or a light verb with a new one of it, the thing written out or as its initials: "raise a
      // WO" for `create-work-order`, "get a quote out to …" for `quote_create`: LIGHT_VERBS)
      if (MAKING_VERBS.has(arranger)) {
        const thing = words.filter((w) => w !== arranger);
        const names = [
          ...objects,
          thing.join(' '),
          ...(thing.length >= 2 && thing.length <= 4 ? [initialsOf(thing)] : []),
        ];
        const light = [...LIGHT_VERBS].find(
          (v) => !forbidden(v) && names.some((o) => itemMakesNew(source.text, v, o)),
        );
        if (light !== undefined) return { verb: light, source: source.tool };
      }
    }
    // whatever its words, a call that carries what the data's prose asks for ("refill carprofen
    // 75 mg, 30 tablets", "70/30 CP-902/CP-903 starting today") is what the data asks: values
    // the user's words do not hold, written in a note of the data the user handed over
    if (call.args !== undefined && words.every((w) => !forbidden(w))) {
      const taken = proseValues(call.args, source.output, c.facts.options.instruction);
      if (taken.length >= MIN_DELEGATED_VALUES || taken.some(codeLike))
        return { verb: taken.join(', '), source: source.tool, byValues: true };
    }
  }
  return undefined;
}

/**
 * A value with letters and digits, a time of day, or an address (e-mail, web): one alone says
 * which thing the note meant.
 */
const codeLike = (v: string) =>
  (/\p{L}/u.test(v) && /\d/.test(v)) || /^\d{1,2}:\d{2}$/.test(v) || /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u.test(v);

/**
 * The call's values (strings of a few characters, numbers past 1, times) that the free-text fields
 * of the output hold as whole words and the instruction does not. Counted: at most
 * MAX_DELEGATED_ARGS argument values, MAX_PAYLOAD characters of prose.
 */
function proseValues(args: Record<string, unknown>, output: unknown, instruction: string): string[] {
  const prose = proseOf(output);
  if (prose === '') return [];
  const said = instruction.toLowerCase();
  const out = new Set<string>();
  let seen = 0;
  const has = (text: string, v: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, 'u').test(text);
  const visit = (v: unknown, depth: number) => {
    if (seen++ >= MAX_DELEGATED_ARGS || depth > 3) return;
    if (typeof v === 'string' || typeof v === 'number') {
      // (a time in an ISO stamp is written as the note writes it: "2027-01-15T05:30" holds 05:30)
      const stamp = typeof v === 'string' ? /T(\d{2}:\d{2})/.exec(v)?.[1] : undefined;
      const text = String(stamp ?? v)
        .trim()
        .toLowerCase();
      const small = typeof v === 'number' ? Math.abs(v) <= 1 : text.length < 3;
      if (!small && text.length <= 80 && has(prose, text) && !has(said, text)) out.add(text);
    } else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(args, 0);
  return [...out];
}

/** The free-text fields of an output (MIN_PROSE_WORDS words or more), lower-cased and joined. */
export function proseOf(output: unknown): string {
  const data = typeof output === 'string' ? (parseStructured(output) ?? output) : output;
  const parts: string[] = [];
  let size = 0;
  const visit = (v: unknown, depth: number) => {
    if (size > MAX_PAYLOAD || depth > 6) return;
    if (typeof v === 'string') {
      if ((v.match(/\p{L}+/gu) ?? []).length >= MIN_PROSE_WORDS) {
        parts.push(v.toLowerCase());
        size += v.length;
      }
    } else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(data, 0);
  return parts.join('\n').slice(0, MAX_PAYLOAD);
}

/** The instruction forbids the verb: "don't merge", "do not ever approve", "never publish". */
function forbids(instruction: string, verb: string): boolean {
  const v = verb.replace(/[^\p{L} ]/gu, '');
  if (v.length === 0) return false;
  return new RegExp(String.raw`\b(?:don'?t|do\s+not|never|not\s+to)\s+(?:\w+\s+){0,2}?${v}`, 'iu').test(
    instruction,
  );
}

/**
 * Some item or sentence of the text opens with the verb (after a list marker, a checkbox,
 * "please"), or the verb is joined to one that does ("Assign the revision to V-118 and issue her
 * PO", "tech signed off, so close it out"): in data the user handed the actions to, each of its
 * coordinated requests is asked.
 */
/** The first word of each item or sentence of the data (counted: MAX_PAYLOAD characters), lower-cased. */
function itemVerbs(text: string): string[] {
  const opens = `(?:${ITEM_START}|${COORDINATED_REQUEST})`;
  return [
    ...text.slice(0, MAX_PAYLOAD).matchAll(new RegExp(`${opens}(?:please\\s+)?(\\p{L}{3,})\\b`, 'giu')),
  ].map((m) => m[1]!.toLowerCase());
}

/** An item or sentence of the data opens with `verb` and names `object` (a tool's name word) within MAX_MADE_GAP characters. */
function itemMakes(text: string, verb: string, object: string): boolean {
  const v = verb.replace(/[^\p{L} ]/gu, '').replace(/ /g, '\\s+');
  const o = object.replace(/[^\p{L}]/gu, '').replace(/s$/, '');
  if (v.length === 0 || o.length < MIN_TOOL_VERB) return false;
  const opens = `(?:${ITEM_START}|${COORDINATED_REQUEST})`;
  return new RegExp(`${opens}(?:please\\s+)?${v}\\b[^.;\\n]{0,${MAX_MADE_GAP}}?\\b${o}`, 'iu').test(
    text.slice(0, MAX_PAYLOAD),
  );
}

/** A word that opens a new thing (`INDEFINITE_OBJECT`: an article, "another", "new", a count). */
const NEW_THING = `(?:${INDEFINITE_OBJECT.source.replace(/^\^|\$$/g, '')})`;

/** The first letters of a thing's words (`work order` → `wo`). */
const initialsOf = (words: readonly string[]) => words.map((w) => w[0]).join('');

/**
 * An item or sentence of the data opens with a light `verb` whose object is a new `thing` (its
 * word or its initials, whole): "1. Please raise a WO: …", "get a new quote to Marisol".
 */
function itemMakesNew(text: string, verb: string, thing: string): boolean {
  const o = thing
    .replace(/[^\p{L} ]/gu, '')
    .trim()
    .replace(/ +/g, '\\s+');
  if (o.length < 2) return false;
  const opens = `(?:${ITEM_START}|${COORDINATED_REQUEST})`;
  return new RegExp(
    `${opens}(?:please\\s+)?${verb}\\s+${NEW_THING}\\s+(?:[\\p{L}-]+\\s+){0,3}?${o}s?(?![\\p{L}\\p{N}])`,
    'iu',
  ).test(text.slice(0, MAX_PAYLOAD));
}

function itemStartsWith(text: string, verb: string): boolean {
  const v = verb.replace(/[^\p{L} ]/gu, '').replace(/ /g, '\\s+');
  if (v.length === 0) return false;
  const opens = `(?:${ITEM_START}|${COORDINATED_REQUEST})`;
  return new RegExp(`${opens}(?:please\\s+)?${v}\\b`, 'iu').test(text.slice(0, MAX_PAYLOAD));
}
