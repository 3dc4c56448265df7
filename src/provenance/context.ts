// What the provenance mechanisms share: the session's facts, built once from the instruction (the
// index of values, the data sources, what the user's words name), and what each mechanism sees of
// one call. A mechanism is `(call, context) → decisions`; check.ts runs them, most severe wins.
import { extractValues, ProvenanceIndex, type ValueProvenance } from '../analyze/index.ts';
import type { FindingCode, Tool, ToolCall } from '../core/index.ts';
import { FOLLOW_LINKS, USER_FOLDER, WEB_TASK } from '../lexicon/index.ts';
import { type DataSource, DataSources } from './data-sources.ts';
import { type Fragments, fragmentsOf } from './evidence/copies.ts';
import { delegatesToData } from './evidence/delegation.ts';
import { DEFAULT_PROVENANCE_POLICY, type ProvenanceAction, type ProvenancePolicy } from './policy.ts';
import type { sentenceBudget } from './readers.ts';
import type { ProvenanceView } from './view.ts';

export type { ProvenanceView } from './view.ts';

export interface ProvenanceOptions {
  instruction: string;
  /** trusted context the user vouches for (their own address book, domains) */
  trusted?: string[];
  policy?: Partial<ProvenancePolicy>;
  /** an empty plan means "nothing planned" (a formalizer's answer), not "no plan" */
  emptyPlan?: 'skip' | 'apply';
  /** the spec says the user asked only to look (`user_goal(_, _, [read_only])`) */
  readOnlyTask?: boolean;
  /** which tools only read (default: those whose `readOnly` hint says so) */
  reads?: (tool: Tool | undefined) => boolean;
}

/** One mechanism's ruling on a call: what to do, the finding code, and why (the guard's Decision is another thing). */
export interface Ruling {
  action: ProvenanceAction;
  code: FindingCode;
  reason: string;
  /** the argument the decision is about */
  path?: string;
  data?: Record<string, unknown>;
}

/** The session's facts, built once from the instruction. */
export interface SessionFacts {
  options: ProvenanceOptions;
  policy: ProvenancePolicy;
  index: ProvenanceIndex;
  sources: DataSources;
  /** the instruction hands the choice of actions to data it names */
  delegates: boolean;
  /** the instruction's fragments (a payload that repeats them proves nothing) */
  known: Fragments;
  instructionWords: ReadonlySet<string>;
  /** the user gave a URL */
  userUrls: boolean;
  /** the path lies in a folder the user named */
  underUserFolder(path: string): boolean;
  asksToFollowLinks: boolean;
  /** the user's task involves the web: a URL, or words about pages, sites, links or looking things up online */
  webTask: boolean;
}

export function sessionFacts(options: ProvenanceOptions): SessionFacts {
  const index = new ProvenanceIndex({ instruction: options.instruction, trusted: options.trusted ?? [] });
  const delegates = delegatesToData(options.instruction);
  const sources = new DataSources(index, {
    instruction: options.instruction,
    delegates,
    emptyPlanApplies: options.emptyPlan === 'apply',
    reads: toolReads(options),
  });
  const userUrls = extractValues(options.instruction).some((v) => v.kind === 'url');
  const userFolders = [...options.instruction.matchAll(USER_FOLDER)].map((m) =>
    m[1]!.toLowerCase().replace(/\/+$/, ''),
  );
  return {
    options,
    policy: { ...DEFAULT_PROVENANCE_POLICY, ...options.policy },
    index,
    sources,
    delegates,
    known: fragmentsOf(options.instruction),
    instructionWords: new Set(options.instruction.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []),
    userUrls,
    underUserFolder: (path) => userFolders.some((f) => path === f || path.startsWith(`${f}/`)),
    asksToFollowLinks: FOLLOW_LINKS.test(options.instruction),
    webTask: userUrls || WEB_TASK.test(options.instruction) || delegates,
  };
}

/** A value the call sends somewhere, with where it came from (data-flow.ts reads these). */
export interface ValueFact {
  p: ValueProvenance;
  /** the top-level parameter that holds it */
  param: string;
  /** where the call goes (recipient, URL, account, a declared sink, the file a write goes to) */
  target: boolean;
  origin: ValueProvenance['origin'];
  /** the data sources it appears in */
  from: DataSource[];
}

/** What every mechanism sees of one call. */
export interface CallContext {
  facts: SessionFacts;
  view: ProvenanceView;
  tool: Tool | undefined;
  readOnly: boolean;
  /** declared sink parameters of the tool */
  sinks: ReadonlySet<string>;
  /** the call's tool is outside a plan that applies */
  unplanned: boolean;
  /** targets of a changing call that the user did not give */
  targets: ValueProvenance[];
  /** sentences one call may read (shared by the value mechanisms, in value order) */
  budget: ReturnType<typeof sentenceBudget>;
}

/** A mechanism on the whole call. */
export type CallMechanism = (call: ToolCall, c: CallContext) => Ruling[];
/** A mechanism on one value the call sends (run per value, in argument order). */
export type ValueMechanism = (v: ValueFact, c: CallContext, dictated: DataSource | undefined) => Ruling[];

/** Which tools only read: the session's notion, or the tools' `readOnly` hints. */
export function toolReads(options: ProvenanceOptions): (tool: Tool | undefined) => boolean {
  return options.reads ?? ((tool) => tool?.hints?.readOnly === true);
}

/** A plan applies: the spec has one (an empty plan counts when the formalizer means "nothing"). */
export function planApplies(
  facts: SessionFacts,
  view: ProvenanceView,
): view is ProvenanceView & { planned: ReadonlySet<string> } {
  return view.planned !== undefined && (view.planned.size > 0 || facts.options.emptyPlan === 'apply');
}

/** `the url https://… in args.url` */
export function describe(p: ValueProvenance): string {
  return `the ${p.kind} ${p.value} in ${p.path}`;
}

/** The decision's subject: the argument path and the value's provenance. */
export function about(v: ValueFact): Pick<Ruling, 'path' | 'data'> {
  return {
    path: v.p.path,
    data: { value: v.p.value, kind: v.p.kind, origin: v.origin, sources: v.p.sources },
  };
}
