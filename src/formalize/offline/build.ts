// The offline formalizer: instruction + tools -> a checked spec, with no model and no network.
// Goal and named values from the instruction; steps for the tools the task needs (read-only ones
// first), repeatable because it cannot tell how often each is needed; risky patterns from a
// built-in catalogue; confirmation constraints where the user asked for them or forbade
// destruction. What it cannot tell (tools the task does not mention) is left to the verifier's
// unplanned-tool policy: read-only passes, anything else is asked.
import type { Tool } from '../../core/index.ts';
import {
  ARRANGING_VERBS,
  LEVEL_VERB,
  OWN_KIND_PARAM,
  PHRASAL_VERBS,
  PLAN_AMOUNT_PARAM,
  PLAN_PATH_PARAM,
  POINTING_WORDS,
} from '../../lexicon/index.ts';
import { atom, compound, list, num, PrologEngine, type PrologTerm } from '../../logic/index.ts';
import type { RefinedStep, RiskyAction, Spec } from '../../spec/index.ts';
import { type CheckedSpec, compileSpec, printSpec, READ_ONLY_TASK } from '../../spec/index.ts';
import { nameWords, verbClass } from '../../tools/index.ts';
import { catalogue } from './catalogue.ts';
import { type Clause, readParts, toolAttestedVerbs } from './clauses.ts';
import {
  coverClauses,
  impliedReads,
  KEY_KINDS,
  type OpenRequest,
  openRequests,
  toolsFilledByValues,
  toolsNamedAsWritten,
  toolsNamedByInitials,
} from './coverage.ts';
import { groundParams, slotOf } from './grounding.ts';
import { actionWords, contentWords, extractIntent, type OfflineIntent, requestText, stem } from './intent.ts';
import { type NamedValue, namedValues, toolNameWords } from './named-values.ts';
import { loadLanguage } from './nlp.ts';
import {
  objectNamedIn,
  stemClass,
  type ToolRole,
  toolkitPrefixes,
  toolRole,
  verbMatches,
  verbRelated,
} from './roles.ts';

export interface OfflineOptions {
  engine?: PrologEngine;
  /** reference date for relative dates in the instruction */
  reference?: Date;
  /** most read-only and changing steps to plan (the rest of the tools stay unplanned) */
  maxReads?: number;
  maxWrites?: number;
}

export interface OfflineReport {
  goal: string;
  steps: number;
  risks: number;
  constraints: number;
  /** tools planned, in order */
  planned: string[];
  /** what the formalizer could not tell, in words */
  notes: string[];
}

export interface OfflineResult {
  checked: CheckedSpec;
  intent: OfflineIntent;
  /** the values the user named, with their types (named-values.ts) */
  named: NamedValue[];
  report: OfflineReport;
}

/** A scope of an asked verb, in the form the planner compares: its lemma, stem and nouns (stems). */
interface AskedScope {
  lemma: string;
  verb: string;
  nouns: Set<string>;
  one: boolean;
  /** the words it acts on, as written */
  object: string;
}

/** What the request asks of the tools, read once: its parts, named values, the tools' roles. */
export interface RequestReading {
  request: string;
  intent: OfflineIntent;
  clauses: Clause[];
  named: NamedValue[];
  prefixes: Set<string>;
  roles: ToolRole[];
  scopes: AskedScope[];
}

/**
 * The user's own request (tool lists and pasted data removed), its parts and the verbs they ask
 * for (tagged once), the values it names and each tool's role. Shared by the offline formalizer
 * and by the LLM formalizer's single-object marks.
 */
export async function readRequest(
  instruction: string,
  tools: readonly Tool[],
  reference?: Date,
): Promise<RequestReading> {
  // the plan comes from the user's own words, not from tool lists or data pasted into them
  const request = requestText(
    instruction,
    tools.map((t) => t.name),
  );
  const intent = extractIntent(request, reference);
  const tag = await loadLanguage();
  // each part of the task and the verbs it asks for, by lemma ("appended" asks for an append)
  const { clauses, names } = readParts(request, tag, toolAttestedVerbs(tools.map((t) => nameWords(t.name))));
  // (a word read as another verb asks for that one only: "drop the print to $890" asks for a
  // setting, not a drop; "give them a heads-up" for a message, not a grant)
  for (const c of clauses)
    for (const x of c.scopes)
      if (
        x.verb !== x.head &&
        (x.verb === LEVEL_VERB || x.verb === PHRASAL_VERBS['let know']) &&
        !c.verbs.includes(x.head)
      )
        intent.actions.delete(stem(x.head));
  // (the words of a text the user dictates, "add a note: she wants to pause it", ask for nothing
  // and name no tool: only those the rest of the request uses stay)
  const dictated = clauses.flatMap((c) => (c.dictated ? [c.dictated] : []));
  if (dictated.length > 0) {
    let rest = request;
    for (const d of dictated) rest = rest.replace(d, ' ');
    const restActions = actionWords(rest);
    const restWords = contentWords(rest);
    for (const w of actionWords(dictated.join(' '))) if (!restActions.has(w)) intent.actions.delete(w);
    for (const w of contentWords(dictated.join(' '))) if (!restWords.has(w)) intent.words.delete(w);
  }
  for (const c of clauses)
    for (const v of c.verbs) {
      intent.actions.add(stem(v));
      intent.words.add(stem(v));
    }
  const named = namedValues(request, {
    names,
    notNames: toolNameWords(tools),
    ...(reference ? { reference } : {}),
  });
  const prefixes = toolkitPrefixes([...tools]);
  const asked = new Set(clauses.flatMap((c) => c.verbs.map(stem)));
  const roles = tools.map((t) => toolRole(t, intent.words, prefixes, intent.actions, asked));
  // (the nouns a verb acts on are those between it and the next asked verb, and the verb itself:
  // "email Bob" names an e-mail)
  const scopes = clauses.flatMap((c) =>
    c.scopes.map((x) => ({
      lemma: x.verb,
      verb: stem(x.verb),
      nouns: new Set([stem(x.verb), ...x.nouns.map(stem)]),
      one: x.one === true,
      object: x.object,
    })),
  );
  return { request, intent, clauses, named, prefixes, roles, scopes };
}

/**
 * The steps (1-based, in the order of `stepRoles`) that a change the user asked for once, of one
 * object named in the singular ("revoke the permit for plate X"), stands for: a repeat of such a
 * step on another object is asked (`single_object/1`).
 */
export function singleObjectSteps(reading: RequestReading, stepRoles: readonly ToolRole[]): number[] {
  const asking = (r: ToolRole) =>
    reading.scopes.filter(
      (x) =>
        verbMatches(r, x.lemma) ||
        r.synonymWords.includes(x.verb) ||
        // (the action named as a noun in the tool's name: `SchedulePayment` pays)
        (r.exactVerb && r.objects.includes(x.verb)) ||
        (verbRelated(r, x.lemma) && objectNamedIn(r, x.nouns)) ||
        // (an arranged action named as a noun: "schedule Juno's move" asks a transfer for Juno)
        (ARRANGING_VERBS.has(x.lemma) && r.synonymWords.some((w) => w !== x.verb && x.nouns.has(w))),
    );
  // failing those, a change of the tool's object that no verb of the lexicon names: "mark the
  // log4j finding as remediated" asks `UpdateFinding` of one finding
  const byObject = (r: ToolRole) =>
    reading.scopes.filter(
      (x) => changeAsked(x.lemma) && objectNamedIn(r, x.nouns) && !namedInPlural(r, x.object),
    );
  return stepRoles.flatMap((r, i) => {
    // (one asked verb read twice, "override nachos to $9" as an override and a setting, is one ask)
    const asked = asking(r);
    const by = [
      ...new Map(
        (asked.length > 0 ? asked : byObject(r)).map((x) => [[...x.nouns].sort().join(' '), x]),
      ).values(),
    ];
    return !r.readOnly && by.length === 1 && by[0]!.one ? [i + 1] : [];
  });
}

export async function formalizeOffline(
  instruction: string,
  tools: Tool[],
  options: OfflineOptions = {},
): Promise<OfflineResult> {
  const engine = options.engine ?? (await PrologEngine.shared());
  const reading = await readRequest(instruction, tools, options.reference);
  const { intent, clauses, named, prefixes, roles, scopes } = reading;
  // among tools that change things with the same verb, prefer those whose object (or service)
  // the user names: "delete the tasks" plans DeleteTask, not DeleteEmails
  // a word the user used that is some tool's own verb asks for that tool, not for the tools that
  // only list it as a synonym ("navigate to the recipe" with NavigateTo and GoToRoom): a synonym
  // counts only where no tool carries the word itself, or where the user names the tool's object
  const ownVerbs = new Set(roles.filter((r) => r.exactVerb).flatMap((r) => [r.verb, r.descVerb]));
  // and a synonym asks for the tool whose object its own words name, when one does: "schedule a
  // meeting" asks for the event's create, not the repository's that another verb's words name
  const namedInScope = (r: ToolRole, w: string) =>
    scopes.some((x) => x.verb === w && objectNamedIn(r, x.nouns));
  const wordsWithObject = new Set(
    roles.filter((r) => !r.readOnly).flatMap((r) => r.synonymWords.filter((w) => namedInScope(r, w))),
  );
  const askedInPart = (r: ToolRole) =>
    r.synonymWords.some((w) => namedInScope(r, w)) || !r.synonymWords.some((w) => wordsWithObject.has(w));
  const writes = roles.filter(
    (r) =>
      !r.readOnly &&
      r.relevance >= 3 &&
      (r.exactVerb ||
        ((r.objectHits > 0 || !r.synonymWords.every((w) => ownVerbs.has(w))) && askedInPart(r))),
  );
  const bestByVerb = new Map<string, number>();
  for (const r of writes)
    bestByVerb.set(r.verb, Math.max(bestByVerb.get(r.verb) ?? 0, r.objectHits + Number(r.serviceNamed)));
  const plannedWrites = writes
    .filter((r) => r.objectHits + Number(r.serviceNamed) >= Math.min(bestByVerb.get(r.verb) ?? 0, 1))
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, options.maxWrites ?? 8);
  const plannedReads = roles
    .filter((r) => r.readOnly && r.relevance >= 2)
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, options.maxReads ?? 24);
  coverClauses(clauses, roles, plannedReads, plannedWrites, named);
  toolsNamedAsWritten(reading.request, roles, plannedReads, plannedWrites);
  toolsNamedByInitials(reading.request, roles, plannedReads, plannedWrites, prefixes);
  toolsFilledByValues(clauses, roles, plannedWrites, named);
  // what the user forbids ("don't approve it, I'll do that myself") is never planned, whatever
  // else named it: a call to it is asked as unplanned
  const forbidden = clauses.flatMap((c) => c.forbidden);
  for (let k = plannedWrites.length - 1; k >= 0; k--)
    if (forbidden.some((v) => verbMatches(plannedWrites[k]!, v) && !askedElsewhere(clauses, v)))
      plannedWrites.splice(k, 1);
  impliedReads(roles, plannedReads, plannedWrites, prefixes);
  // read-only steps first: a plan looks before it changes anything
  const needed = [...plannedReads, ...plannedWrites];
  const notes: string[] = [];
  if (needed.length === 0)
    notes.push('no tool is named by the instruction: every call is checked as unplanned');

  // a value of one kind grounds a parameter only when one planned write takes that kind: with
  // several ("update my standing order to IBAN X and refund my friend"), X is not every one's
  const takers = PARAM_KINDS.map(
    ([re]) => plannedWrites.filter((r) => schemaProps(r.tool).some((p) => re.test(p))).length,
  );
  const steps: RefinedStep[] = needed.map((role, i) =>
    step(i + 1, role, intent, takers, ...partValues(role, clauses, named, needed)),
  );
  // the user asked only to look: every planned tool reads, and no word of the request asks for a
  // change (a change verb the plan did not map leaves the task open, so the label is not given)
  const asksForChange = [...intent.actions].some((w) => {
    const cls = stemClass(w);
    return cls === 'write' || cls === 'destructive';
  });
  // ("handle this for me" plans nothing and names no read: that is not a request to look)
  const asksToLook = intent.asksForInformation || [...intent.actions].some((w) => stemClass(w) === 'read');
  // (nor does a part asking for an action no planned tool does: "get the tuner in to touch up
  // the reeds" asks for more than the read of the recital it plans)
  const open = openRequests(clauses, needed, named);
  if (
    needed.length > 0 &&
    needed.every((r) => r.readOnly) &&
    asksToLook &&
    !asksForChange &&
    open.length === 0
  )
    intent.constraints.push(READ_ONLY_TASK);
  const risks: RiskyAction[] = [];
  for (const role of roles) {
    for (const [pattern, disposition] of catalogue(role.kinds, intent))
      risks.push({ action: role.tool.name, pattern, disposition });
  }
  // a change the user asked for once, of one object named in the singular ("revoke the permit
  // for plate X"), acts on that object: a repeat on another object is asked (single_object/1)
  const singles = singleObjectSteps(reading, needed);
  // a part whose asked change no planned tool does, with the records it names: the verifier
  // takes a gentle call on one of those records as that part's action (open_request/3, `open`)
  const spec: Spec = {
    intent: { goal: intent.goal, params: intent.params, constraints: intent.constraints.map((c) => atom(c)) },
    steps,
    risks,
    // every planned step may repeat: the formalizer cannot tell how many calls a step takes
    clauses: [
      ...steps.map((s) => ({ term: compound('template_step', [num(s.step)]) })),
      ...singles.map((n) => ({ term: compound('single_object', [num(n)]) })),
      ...open.map((o) => ({ term: openRequestTerm(o) })),
    ],
  };
  const unplannedWrites = roles.filter((r) => !r.readOnly && !needed.includes(r)).length;
  if (unplannedWrites > 0)
    notes.push(
      `${unplannedWrites} tool(s) that may change things are not in the plan: calls to them need confirmation`,
    );
  const checked = compileSpec(engine, printSpec(spec), {
    toolkit: tools.map((t) => t.name),
    source: 'offline formalizer',
  });
  checked.origin = 'offline_formalizer';
  return {
    checked,
    intent,
    named,
    report: {
      goal: intent.goal,
      steps: checked.spec.steps.length,
      risks: checked.spec.risks.length,
      constraints: checked.spec.steps.filter((s) => s.constraint).length,
      planned: needed.map((r) => r.tool.name),
      notes,
    },
  };
}

/** `open_request(Verb, Keys, Values)`: values as `date(D)`, `time(T)`, `amount(N)`. */
export function openRequestTerm(o: OpenRequest): PrologTerm {
  return compound('open_request', [
    atom(o.verb),
    list(o.keys.map((k) => atom(k))),
    list(
      o.values.map((v) =>
        compound(v.kind, [typeof v.value === 'number' ? num(v.value) : atom(String(v.value))]),
      ),
    ),
  ]);
}

/** The verb asks for a change: one of the lexicon's changing verbs, or one it does not class. */
function changeAsked(lemma: string): boolean {
  const cls = verbClass(lemma) ?? stemClass(stem(lemma));
  return cls !== 'read';
}

/** The part writes the tool's object in the plural ("shut the line valves"). */
function namedInPlural(role: ToolRole, text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some((w) => /[^s]s$/.test(w) && role.objects.includes(stem(w)));
}

/** A part asks for the verb, too ("don't merge CR-1 yet; merge CR-2"). */
function askedElsewhere(clauses: readonly Clause[], verb: string): boolean {
  return clauses.some((c) => c.verbs.includes(verb));
}

function step(
  n: number,
  role: ToolRole,
  intent: OfflineIntent,
  takers: number[],
  named: NamedValue[],
  own: NamedValue[] | undefined,
): RefinedStep {
  const confirm =
    !role.readOnly &&
    (intent.asksConfirmation ||
      (intent.forbidsDestruction && (role.destructive || role.kinds.has('delete'))));
  return {
    step: n,
    action: role.tool.name,
    params: role.readOnly ? [] : stepParams(role, intent, takers, named, own),
    pre: atom('true'),
    post: compound('done', [atom(role.tool.name)]),
    constraint: confirm
      ? {
          type: 'safety',
          description: intent.forbidsDestruction
            ? `The user forbade destructive changes without permission: confirm ${role.tool.name}`
            : `The user asked to confirm before ${role.tool.name} runs`,
        }
      : null,
  };
}

/** The kind-based grounding below, then every other value the user named (grounding.ts). */
function stepParams(
  role: ToolRole,
  intent: OfflineIntent,
  takers: number[],
  named: NamedValue[],
  own: NamedValue[] | undefined,
): PrologTerm[] {
  const params = groundedParams(
    role.tool,
    intent,
    role.destructive || role.kinds.has('delete'),
    takers,
    named,
  );
  const bound = new Set(params.flatMap((p) => (p.type === 'compound' ? [p.name] : [])));
  return [...params, ...groundParams(role.tool, named, bound, own)];
}

/**
 * The values named in the parts of the task that ask for this tool ("First read /etc/app.conf,
 * then write the fix to /home/u/app.conf": the write's file is the second); undefined when every
 * part asks for it or none does, so all the request's values apply. First, the values it may take
 * at all: not those only a part asking for another planned tool names ("1. order 2 stools 2.
 * invoice Brightwave Audio": the order takes no company).
 */
function partValues(
  role: ToolRole,
  clauses: readonly Clause[],
  named: NamedValue[],
  needed: readonly ToolRole[],
): [NamedValue[], NamedValue[] | undefined] {
  const nounsOf = (c: Clause) => new Set(c.nouns.map(stem));
  // (a verb that is the tool's object asks for it too: "invoice Brightwave" and CreateInvoice)
  const asks = (r: ToolRole, c: Clause) =>
    c.verbs.some(
      (v) =>
        verbMatches(r, v) ||
        r.objects.includes(stem(v)) ||
        (verbRelated(r, v) && r.objects.some((o) => nounsOf(c).has(o))),
    );
  const parts = new Set(clauses.map((c) => c.part));
  const asking = clauses.filter((c) => asks(role, c));
  // (with no verb of the tool's asked, the one listed item that names a word of its name asks for
  // it: "1) call off 12t durum semolina from Molino Ferri" and `semolina_calloff`)
  const naming = clauses.filter(
    (c) => c.item === true && [role.verb, ...role.objects].some((o) => o.length > 2 && nounsOf(c).has(o)),
  );
  // (a verb that asks for it only as one of its synonyms, naming none of its objects, gives way to
  // the one listed item that names its object: in "1. log a note … 2. task for me to send them
  // the deck", the task is item 2's, not the note's)
  const byNoun = new Set(naming.map((c) => c.part)).size === 1;
  const synonymOnly =
    byNoun &&
    asking.every(
      (c) => !c.verbs.some((v) => stem(v) === role.verb) && !role.objects.some((o) => nounsOf(c).has(o)),
    );
  const own = new Set((asking.length > 0 && !synonymOnly ? asking : byNoun ? naming : []).map((c) => c.part));
  // (when a part asks for this tool, every other part asking for a change is another's, planned
  // or not: "1) log the visit 2) mark her check renewed through 2030-03-08" gives the visit no
  // date; a part that only looks may name what this one acts on: "read the reviews of X; book it")
  // (and when a listed item asks for it, every other item of the user's list is a task of its
  // own, with a verb or without: "1) call off 12t semolina for Tuesday 2) 400 labels, BB
  // 2028-09-28" gives the call-off no best-before date)
  const ownItem = clauses.some((c) => own.has(c.part) && c.item === true);
  const foreign = new Set(
    clauses
      .filter(
        (c) =>
          !own.has(c.part) &&
          (needed.some((r) => r !== role && asks(r, c)) ||
            (ownItem && c.item === true) ||
            (own.size > 0 &&
              c.verbs.some((v) => verbClass(v) === 'write' || verbClass(v) === 'destructive'))),
      )
      .map((c) => c.part),
  );
  const mentioned = (ps: ReadonlySet<string>, v: NamedValue) => [...ps].some((p) => mentions(p, v.text));
  // (a part that points back, "then fetch it", may take the records the other part named: a
  // file, a folder, a code; not its names or titles)
  const pointsBack = [...own].some((p) => POINTING_WORDS.test(p));
  // within a part, what each asked verb acts on: when no part asks for this tool, a value in the
  // object of a verb that asks for no other planned tool is not another's ("Read /a.md and log
  // the claims into /b.csv": the write takes /b.csv), and the paths in the objects of the verbs
  // asking for this tool bind first ("read /a.md and save the summary to /b.md": the save's file
  // is /b.md)
  const scopes = clauses.flatMap((c) => c.scopes);
  const inScopeOf = (v: NamedValue, asker: (x: (typeof scopes)[number]) => boolean) =>
    scopes.some((x) => asker(x) && mentions(x.object, v.text));
  const askedByOther = (x: (typeof scopes)[number]) =>
    needed.some((r) => r !== role && (verbMatches(r, x.verb) || r.objects.includes(stem(x.verb))));
  // (when several listed items ask for the tool, a time or a date one of them names is not the
  // others': "1. move the first dance to 8:15pm 2. push cake cutting back 15 minutes" makes two
  // calls, only one at 20:15)
  const ownItems = clauses.filter((c) => own.has(c.part) && c.item === true).map((c) => c.part);
  const unshared = (v: NamedValue) =>
    (v.kind === 'time' || v.kind === 'date') &&
    new Set(ownItems).size >= 2 &&
    ownItems.some((p) => !named.some((x) => x.kind === v.kind && mentions(p, x.text)));
  const allowed = named.filter(
    (v) =>
      !unshared(v) &&
      (mentioned(own, v) ||
        !mentioned(foreign, v) ||
        (pointsBack && KEY_KINDS.has(v.kind)) ||
        (own.size === 0 && inScopeOf(v, (x) => !askedByOther(x)))),
  );
  if (own.size === 0 || own.size === parts.size) {
    const scoped = named.filter(
      (v) => (v.kind === 'file' || v.kind === 'folder') && inScopeOf(v, (x) => verbMatches(role, x.verb)),
    );
    return [allowed, scoped.length > 0 ? scoped : undefined];
  }
  return [allowed, named.filter((v) => mentioned(own, v) && !unshared(v))];
}

/** The part names the value as a whole: `drafts/` is not named by "drafts/intro.md". */
function mentions(part: string, text: string): boolean {
  for (let i = part.indexOf(text); i >= 0; i = part.indexOf(text, i + 1))
    if (!/[\w/-]/.test(part[i + text.length] ?? ' ') && !/[\w/.-]/.test(part[i - 1] ?? ' ')) return true;
  return false;
}

const SINK = new Set(['email', 'iban', 'account', 'phone', 'handle']);
const PARAM_KINDS: Array<[RegExp, (v: OfflineIntent['values'][number]) => PrologTerm | undefined]> = [
  [
    /^(to|recipients?|receiver|payee|beneficiary|to_?email|email(_?address)?|recipient_?(iban|account|email))$/i,
    (v) => (SINK.has(v.kind) && 'value' in v && typeof v.value === 'string' ? atom(v.value) : undefined),
  ],
  [
    /^(iban|account|account_?number)$/i,
    (v) => (v.kind === 'iban' || v.kind === 'account' ? atom(v.value) : undefined),
  ],
  [/^(amount|sum)$/i, (v) => (v.kind === 'amount' ? num(v.value) : undefined)],
];

/**
 * A write step's parameter is grounded when the instruction names exactly one value of its kind,
 * and constrained when it names several (`one_of`), a bound on amounts (`at_most`, `at_least`),
 * folders to stay in (`under`) or files to keep (`except(glob(…))`, for tools that delete).
 */
function schemaProps(tool: Tool): string[] {
  return Object.keys((tool.inputSchema?.properties as Record<string, unknown> | undefined) ?? {});
}

function takesName(tool: Tool, prop: string): boolean {
  const props = (tool.inputSchema?.properties as Record<string, object> | undefined) ?? {};
  return slotOf(tool, prop, props[prop] ?? {}, Object.keys(props))?.kind === 'person';
}

/**
 * Amounts the user's own values make: a share the user gave of an amount the user gave ("100% loss
 * EUR 4,200,000, our share 35%" makes 1,470,000), rounded to the cent.
 */
function sharedAmounts(named: readonly NamedValue[], amounts: readonly PrologTerm[]): PrologTerm[] {
  const shares = named.filter(
    (v) => v.kind === 'percent' && typeof v.value === 'number' && v.value > 0 && v.value < 100,
  );
  return amounts.flatMap((a) =>
    a.type === 'num' ? shares.map((p) => num(Math.round(a.value * (p.value as number)) / 100)) : [],
  );
}

function groundedParams(
  tool: Tool,
  intent: OfflineIntent,
  deletes: boolean,
  takers: number[],
  named: readonly NamedValue[] = [],
): PrologTerm[] {
  const props = schemaProps(tool);
  const out: PrologTerm[] = [];
  const bound = intent.amountBound;
  for (const prop of props) {
    for (const [k, [re, pick]] of PARAM_KINDS.entries()) {
      if (!re.test(prop)) continue;
      // `dispatch(recipient, recipient_email)`: with a parameter of its own for the address,
      // a person parameter takes the person's name (grounding.ts binds it), not the address
      if (k === 0 && takesName(tool, prop) && props.some((p) => p !== prop && re.test(p))) continue;
      const shared = (takers[k] ?? 0) > 1;
      const threshold = intent.params.find((p) => p.name === 'threshold')?.value;
      // (a recipient parameter takes a phone or an address only when the tool has no parameter of
      // its own for that kind: `recipients` beside `contact_phone` lists whom a notice goes to)
      const values = intent.values
        .filter((v) => k !== 0 || !props.some((q) => q !== prop && OWN_KIND_PARAM[v.kind]?.test(q)))
        // (an address the user copies in, "cc me (dan@…)", is no main recipient)
        .filter((v) => k !== 0 || !('value' in v) || !intent.copied.has(String(v.value).toLowerCase()))
        .map(pick)
        .filter(
          (v): v is PrologTerm =>
            v !== undefined &&
            JSON.stringify(v) !== JSON.stringify(threshold) &&
            !(v.type === 'num' && bound !== undefined && v.value === bound.value),
        );
      // (no amount the user wrote is the sum the request asks to be worked out: "it was £120 …
      // refund the unused months pro rata")
      if (k === 2 && intent.amountWorkedOut) continue;
      // (an amount parameter takes a share the user gave of an amount the user gave, too)
      const derived = k === 2 ? sharedAmounts(named, values) : [];
      const distinct = [...new Map([...values, ...derived].map((v) => [JSON.stringify(v), v])).values()];
      if (distinct.length === 1 && !shared) out.push(compound(prop, [distinct[0]!]));
      else if (distinct.length > 1 && !PLAN_AMOUNT_PARAM.test(prop))
        out.push(compound(prop, [compound('one_of', [list(distinct)])]));
    }
    if (bound && PLAN_AMOUNT_PARAM.test(prop))
      out.push(compound(prop, [compound(bound.form, [num(bound.value)])]));
    if (PLAN_PATH_PARAM.test(prop)) {
      if (intent.pathScopes.length > 0)
        out.push(compound(prop, [compound('under', [list(intent.pathScopes.map((p) => atom(p)))])]));
      if (deletes)
        for (const g of intent.keepGlobs)
          out.push(compound(prop, [compound('except', [compound('glob', [atom(g)])])]));
    }
  }
  return out;
}
