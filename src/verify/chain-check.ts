// Chain resolution (RefineAct 4.4): the proposed action's refined steps are classified as
// completed / ready / blocked; the lowest ready step (whose grounded parameters agree with the
// call) is chosen; when none is ready the unmet precondition and the actions that would
// establish it are named. Also the final-answer completeness check and unplanned tools.
import { type Finding, singular, type ToolCall, type Verdict } from '../core/index.ts';
import {
  ARRANGING_VERBS,
  COORDINATED_RECIPIENTS,
  countedAsMany,
  MORE_THAN_ONE,
  RECORD_CODE,
  TARGET_PARAM,
} from '../lexicon/index.ts';
import { conjuncts, type PrologTerm, printTerm } from '../logic/index.ts';
import { parseStructured } from '../provenance/index.ts';
import type { RefinedStep } from '../spec/index.ts';
import { callAsksChange, callOnlyQueries, nameVerbAt, nameWords, verbClass } from '../tools/index.ts';
import { commandRequest } from './command-requests.ts';
import { escalation, finalAnswerFeedback, preconditionFeedback } from './feedback.ts';
import type { CheckContext, CheckOutcome, GuardCheck } from './guard-check.ts';
import { lookupOfNamed } from './named-lookups.ts';
import { openRequestFor, openRequestsOf } from './open-requests.ts';
import { paramMismatches } from './params.ts';
import {
  type CommandsProof,
  type InputReadOnlyProof,
  type StatementChangeProof,
  toolDataRead,
  toolReads,
} from './read-only-call.ts';
import type { SpecModule } from './spec-module.ts';
import { statementRequest } from './statement-requests.ts';
import { webRequest } from './web-requests.ts';

/**
 * What happens to a call whose tool is in no refined step (the paper is silent):
 * read-only tools (declared `readOnly` hint) are approved with a finding; any other tool is
 * `confirm`ed by the user (default), `revise`d (revision required) or `reject`ed. A tool with
 * no hints counts as read-only only when its own name and description say it reads
 * (read-only-call.ts); before any tool data was read, a call whose input the analyzers prove
 * only reads counts too. Otherwise the guard does not approve what it cannot tell.
 */
export interface UnplannedToolPolicy {
  readOnly: 'approve' | 'confirm';
  other: 'confirm' | 'revise' | 'reject';
  /**
   * A spec with no refined steps at all: `skip` (default) treats it as having no plan (only its
   * risky patterns apply); `apply` treats it as a plan with nothing in it, so every call is
   * unplanned (what a formalizer means when the instruction named no tool).
   */
  emptyPlan?: 'skip' | 'apply';
}

export const DEFAULT_UNPLANNED_POLICY: UnplannedToolPolicy = { readOnly: 'approve', other: 'confirm' };

export function describeStep(step: RefinedStep): string {
  return step.params.length > 0 ? `${step.action}(${step.params.map(printTerm).join(', ')})` : step.action;
}

/** The request in data the user handed the actions to that a call carries out (provenance knows). */
export type DelegatedRequestProof = (
  call: ToolCall,
  ctx: CheckContext,
) => { verb: string; source: string; byValues?: true } | undefined;

/** The texts of the data the user handed the actions to, by the tool that read each (provenance knows). */
export type DelegatedTexts = (ctx: CheckContext) => Array<{ tool: string; text: string }>;

export interface ChainOptions {
  /** the analyzers' proof that a call's input only reads (an unplanned first read passes) */
  readOnlyProof?: InputReadOnlyProof;
  /** delegation: an unplanned tool that the data the user handed the actions to asks for is the user's request */
  delegatedRequest?: DelegatedRequestProof;
  /** the analyzers' reading of the SQL a call runs as plain row changes (statement-requests.ts) */
  statementChange?: StatementChangeProof;
  /** the analyzers' reading of the commands a call runs that change things (command-requests.ts) */
  commands?: CommandsProof;
  /** delegation: the data the user handed the actions to, where a row change may be asked */
  delegatedTexts?: DelegatedTexts;
}

export function chainCheck(
  mod: SpecModule,
  policy: UnplannedToolPolicy = DEFAULT_UNPLANNED_POLICY,
  { readOnlyProof, delegatedRequest, statementChange, commands, delegatedTexts }: ChainOptions = {},
): GuardCheck {
  const stepOf = (n: number) => mod.steps.get(n)!;
  const singles = singleObjectSteps(mod.checked.spec.clauses);
  const requests = openRequestsOf(mod.checked.spec.clauses);
  const todo = (candidates: number[]) => candidates.map((n) => describeStep(stepOf(n)));

  const unplanned = (call: ToolCall, ctx: CheckContext): CheckOutcome | null => {
    if (mod.steps.size === 0 && policy.emptyPlan !== 'apply') return null; // no plan: only risk patterns
    const hints = ctx.tools?.get(call.tool)?.hints;
    const planned = [...new Set([...mod.steps.values()].map((s) => s.action))].join(', ') || 'none';
    const finding: Finding = {
      code: 'unplanned_tool',
      message: `${call.tool} is not part of the plan for this task (planned: ${planned})`,
      data: { readOnly: toolReads(ctx.tools?.get(call.tool)), destructive: hints?.destructive === true },
    };
    // a tool that reads (its hints, or with none its own name) passes as read-only; before the
    // agent has read tool data nothing can have steered the call, so an input the analyzers
    // prove only reads (a shell command, a query) passes too
    // (a tool read-only by its name alone, asked for a change by its action argument, changes)
    // (and a call that asks a log for a span of time about its subject reads it: `incident_log`
    // with `since`, callOnlyQueries)
    const reads =
      (toolReads(ctx.tools?.get(call.tool)) && !callAsksChange(ctx.tools?.get(call.tool), call.args)) ||
      callOnlyQueries(ctx.tools?.get(call.tool), call.args);
    // (and so does a look-up, by nothing but identifiers the user wrote, of a thing the tool is
    // named for: `case_file` with `patient_id: "OP-2231"`: named-lookups.ts)
    const early =
      !reads &&
      !toolDataRead(ctx.history) &&
      (readOnlyProof?.(call, ctx) === true ||
        (ctx.instruction !== undefined && lookupOfNamed(call, ctx.tools?.get(call.tool), ctx.instruction)));
    // the user handed the choice of actions to data they named, and that data asks for this one:
    // it is the user's request, as if planned (provenance still judges its values)
    const delegated = reads || early ? undefined : delegatedRequest?.(call, ctx);
    if (delegated)
      return {
        disposition: 'approved',
        findings: [{ ...finding, data: { ...finding.data, delegated } }],
        feedback: delegated.byValues
          ? `Approved: the user asked the agent to act on the output of ${delegated.source}, which asks for what this call carries (${delegated.verb}).`
          : `Approved: the user asked the agent to act on the output of ${delegated.source}, which asks to ${delegated.verb}.`,
      };
    // a part of the task asks for an action no step does, on a record this call carries: the
    // user named the object and asked for the action (open-requests.ts)
    const asked = reads || early ? undefined : openRequestFor(call, ctx, requests);
    if (asked)
      return {
        disposition: 'approved',
        findings: [{ ...finding, data: { ...finding.data, openRequest: asked } }],
        feedback: `Approved: the user asked to ${asked.verb} ${asked.key}, which no planned step does, and ${call.tool} acts on ${asked.key}.`,
      };
    // SQL whose parsed meaning is a row change the user's sentence asks for, on a table it names
    const changes =
      reads || early || ctx.instruction === undefined ? undefined : statementChange?.(call, ctx);
    const statement = changes
      ? statementRequest(changes, ctx.instruction!, heldField(ctx.history))
      : undefined;
    // (or a sentence of the data the user handed the actions to: "Please update the appointment"
    // in the handover the user asked to work through, and `UPDATE appointments …`)
    const handed =
      changes && !statement
        ? (delegatedTexts?.(ctx) ?? [])
            .map((d) => ({
              source: d.tool,
              request: statementRequest(changes, d.text, heldField(ctx.history)),
            }))
            .find((d) => d.request !== undefined)
        : undefined;
    if (handed?.request)
      return {
        disposition: 'approved',
        findings: [
          {
            ...finding,
            data: { ...finding.data, statementRequest: handed.request, delegated: handed.source },
          },
        ],
        feedback: `Approved: the user asked the agent to act on the output of ${handed.source}, which asks to ${handed.request.verb} on ${handed.request.table}, and the SQL ${call.tool} runs only changes rows of that table.`,
      };
    if (statement)
      return {
        disposition: 'approved',
        findings: [{ ...finding, data: { ...finding.data, statementRequest: statement } }],
        feedback: `Approved: the user asked to ${statement.verb} on ${statement.table}, and the SQL ${call.tool} runs only changes rows of that table.`,
      };
    // a command whose program, subcommand or script does what a sentence of the user's asks, on
    // something the user named ("Yank fastcsv 3.1.0" and `yardctl yank fastcsv==3.1.0`)
    const run = reads || early || ctx.instruction === undefined ? undefined : commands?.(call, ctx);
    const command = run ? commandRequest(run, ctx.instruction!) : undefined;
    if (command)
      return {
        disposition: 'approved',
        findings: [{ ...finding, data: { ...finding.data, commandRequest: command } }],
        feedback: `Approved: the user asked to ${command.verb}, and the command ${call.tool} runs does it (\`${command.command}\`).`,
      };
    // an HTTP write whose path's resource is what a sentence of the user's asks to be made or
    // changed ("refund order #CS-104882" and `POST /v1/refunds`)
    const web =
      reads || early || ctx.instruction === undefined
        ? undefined
        : webRequest(call, ctx.tools?.get(call.tool), ctx.instruction);
    if (web)
      return {
        disposition: 'approved',
        findings: [{ ...finding, data: { ...finding.data, webRequest: web } }],
        feedback: `Approved: the user asked to ${web.verb}, and ${call.tool} writes to the path's ${web.resource}.`,
      };
    const action = reads || early ? policy.readOnly : policy.other;
    switch (action) {
      case 'approve':
        return {
          disposition: 'approved',
          findings: [
            early ? { ...finding, data: { ...finding.data, readOnly: true, beforeToolData: true } } : finding,
          ],
          feedback: early
            ? `Approved: ${call.tool} only reads, and no tool data has been read yet.`
            : `Approved: ${call.tool} is read-only.`,
        };
      case 'confirm':
        return {
          disposition: 'approved_with_constraints',
          findings: [finding],
          feedback: `Approved with constraints: ${call.tool} is not part of the plan for this task${hints?.destructive ? ' and is destructive' : ''}; the user must confirm this exact call.`,
          confirmationReason: `${call.tool} is not part of the plan for this task${hints?.destructive ? ' and may be destructive' : ''}`,
        };
      case 'revise':
      case 'reject':
        return {
          disposition: action === 'reject' ? 'rejected' : 'revision_required',
          findings: [finding],
          feedback: `${action === 'reject' ? 'Action rejected' : 'Revision required'}: ${call.tool} is not part of the plan for this task. Use the planned actions: ${planned}.`,
          violationKey: `unplanned:${call.tool}`,
        };
    }
  };

  return {
    name: 'chain',
    check(call, ctx): CheckOutcome | null {
      const r = mod.chain(call.tool);
      switch (r.kind) {
        case 'no_steps':
          return unplanned(call, ctx);
        case 'ready': {
          const mismatched: Array<{ step: number; m: ReturnType<typeof paramMismatches> }> = [];
          for (const n of r.steps) {
            const step = stepOf(n);
            const m = paramMismatches(step, call.args);
            if (m.length > 0) {
              mismatched.push({ step: n, m });
              continue;
            }
            const base = { step: n, findings: [] as Finding[] };
            const another = singles.has(n) ? anotherObject(call, ctx.history, ctx.instruction) : undefined;
            if (another) {
              const what = another.made
                ? `${call.tool} already made one; this call makes a second one`
                : another.several
                  ? `this call acts on ${another.before} and also on ${another.now} (${another.param})`
                  : `${call.tool} already ran on ${another.before}; this call acts on ${another.now} (${another.param})`;
              return {
                step: n,
                disposition: 'approved_with_constraints',
                findings: [
                  {
                    code: 'repeated_object',
                    message: `step ${n} acts on the one object the user named, and ${what}`,
                    step: n,
                    path: `args.${another.param}`,
                    data: { param: another.param, before: another.before, now: another.now },
                  },
                ],
                feedback: `Approved with constraints: the user asked for ${call.tool} on one object, and ${what}; the user must confirm it for ${another.now} too.`,
                confirmationReason: `the user asked for ${call.tool} on one object, and ${what}`,
              };
            }
            if (!step.constraint)
              return { ...base, disposition: 'approved', feedback: `Approved: step ${n} (${call.tool}).` };
            return {
              ...base,
              disposition: 'approved_with_constraints',
              findings: [
                {
                  code: 'step_constraint',
                  message: `step ${n} carries a ${step.constraint.type} constraint: ${step.constraint.description}`,
                  step: n,
                  rule: `constraint(${step.constraint.type}, '${step.constraint.description}')`,
                },
              ],
              feedback: `Approved with constraints: step ${n} (${call.tool}) requires the user's confirmation (${step.constraint.type}: ${step.constraint.description}). It runs only after the user confirms this exact call.`,
              confirmationReason: `${step.constraint.type}: ${step.constraint.description}`,
            };
          }
          const first = mismatched[0]!;
          const key = `params:${call.tool}`;
          const level = escalation(ctx.violationCount(key));
          const detail = first.m.map((x) => `${x.param} should be ${x.expected}, not ${x.actual}`).join('; ');
          return {
            disposition: 'revision_required',
            step: first.step,
            findings: first.m.map((x) => ({
              code: 'param_mismatch' as const,
              message: `step ${first.step}: ${x.param} should be ${x.expected}, the call has ${x.actual}`,
              step: first.step,
              path: `args.${x.param}`,
            })),
            feedback: `Revision required${level > 0 ? ' again' : ''}: ${call.tool} does not match the plan (step ${first.step}): ${detail}. Use the values the user asked for: ${describeStep(stepOf(first.step))}.`,
            violationKey: key,
          };
        }
        case 'blocked': {
          const b = r.blocked[0]!;
          const step = stepOf(b.step);
          const pre = conjuncts(step.pre);
          const unmet = b.unmet.map((i) => printTerm(pre[i]!));
          const key = `precondition:${call.tool}`;
          return {
            disposition: 'revision_required',
            step: b.step,
            findings: unmet.map((u) => ({
              code: 'precondition_unmet' as const,
              message: `step ${b.step} (${call.tool}) needs ${u}, which no executed step has established`,
              step: b.step,
              rule: u,
              data: { unmet: u, candidates: todo(b.candidates) },
            })),
            feedback: preconditionFeedback({
              action: call.tool,
              step: b.step,
              unmet,
              todo: todo(b.candidates),
              level: escalation(ctx.violationCount(key)),
            }),
            violationKey: key,
          };
        }
        case 'completed': {
          const finding: Finding = {
            code: 'step_completed',
            message: `every step of ${call.tool} (${r.steps.join(', ')}) is already completed and is not repeatable`,
            data: { steps: r.steps },
          };
          if (ctx.tools?.get(call.tool)?.hints?.readOnly === true)
            return {
              disposition: 'approved',
              findings: [finding],
              feedback: `Approved: ${call.tool} is read-only.`,
            };
          const next = mod.final();
          const nextText =
            next.kind === 'incomplete' && next.candidates.length > 0
              ? ` Continue with ${todo(next.candidates).join(' or ')}.`
              : '';
          const key = `completed:${call.tool}`;
          return {
            disposition: 'revision_required',
            findings: [finding],
            feedback: `Revision required: ${call.tool} already ran for step ${r.steps.join(', ')} and the plan does not repeat it.${nextText}`,
            violationKey: key,
          };
        }
      }
    },

    record(_call: ToolCall, _result: unknown, _ctx: CheckContext, verdict: Verdict): void {
      if (verdict.step !== undefined && mod.steps.has(verdict.step)) mod.recordStep(verdict.step);
    },

    checkFinal(_answer, ctx): CheckOutcome | null {
      const r = mod.final();
      if (r.kind !== 'incomplete') return null;
      const post = conjuncts(stepOf(r.step).post);
      const missing = r.unmet.map((i) => printTerm(post[i]!));
      const key = 'final_answer';
      return {
        disposition: 'revision_required',
        step: r.step,
        findings: missing.map((m) => ({
          code: 'final_incomplete' as const,
          message: `the last step's postcondition ${m} has not been established`,
          step: r.step,
          data: { missing: m, candidates: todo(r.candidates) },
        })),
        feedback: finalAnswerFeedback({
          missing,
          todo: todo(r.candidates),
          level: escalation(ctx.violationCount(key)),
        }),
        violationKey: key,
      };
    },
  };
}

/** The instruction writes the value as a whole ("PHYS 140" in "from PHYS 140,", not in "PHYS 140L"). */
function namedWhole(value: string, said: string): boolean {
  // (an identifier's separators are the user's spaces: `laser_cutter` is "laser cutter")
  const spaced = (s: string) => s.replace(/(?<=\p{L})[_-](?=\p{L})/gu, ' ');
  const v0 = value.toLowerCase().trim();
  return namedAsWritten(v0, said) || namedAsWritten(spaced(v0), spaced(said));
}

function namedAsWritten(v: string, said: string): boolean {
  if (v.length < 3) return false;
  for (let at = said.indexOf(v); at >= 0; at = said.indexOf(v, at + 1))
    if (!/[\p{L}\p{N}]/u.test(said[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(said[at + v.length] ?? ' '))
      return true;
  return false;
}

/** The steps a spec marks `single_object(N)`. */
function singleObjectSteps(clauses: ReadonlyArray<{ term: PrologTerm }>): ReadonlySet<number> {
  const out = new Set<number>();
  for (const { term } of clauses)
    if (term.type === 'compound' && term.name === 'single_object' && term.args[0]?.type === 'num')
      out.add(term.args[0].value);
  return out;
}

/**
 * Arguments that say which object a call acts on: a record's id (`permitId`, `load_id`, `ids`)
 * or who it goes to. What it decides: for a `single_object` step, a repeat whose value here
 * differs from every earlier successful call's is a call on another object.
 */
const OBJECT_PARAM =
  /(?:^|[_.-])ids?$|[a-z0-9]Ids?$|^(?:to|recipients?|users?|payee|email|phone|account|iban)$/i;

/**
 * A tool output that says the call failed (an error field, or an error word at its start). What it
 * decides: a failed call did not act on its object, so trying another object after it is a retry.
 */
const FAILED_RESULT =
  /^[\s{["']*(?:"?error"?|"?errors"?|exception|failed|failure|not found|invalid|denied|unauthori[sz]ed)\b/i;
const MAX_OBJECT_WALK = 200;

/** Values of the object arguments of `args` (to a few levels, counted), by parameter name. */
function objectValues(args: unknown, coded?: Set<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let budget = MAX_OBJECT_WALK;
  const walk = (v: unknown, depth: number) => {
    if (v === null || typeof v !== 'object' || depth > 3) return;
    for (const [k, x] of Object.entries(v)) {
      if (--budget < 0) return;
      const items = Array.isArray(x) ? x : [x];
      const scalars = items.filter((i) => typeof i === 'string' || typeof i === 'number').map(String);
      // (or a top-level argument of records' codes, whatever it is called: `equipment:
      // "FAN-13-SEC"`, `serials: [...]`; codes deeper in are the contents of the object made, an
      // order's lines)
      const byCode =
        depth === 0 &&
        !OBJECT_PARAM.test(k) &&
        scalars.length > 0 &&
        scalars.length === items.length &&
        scalars.every((x) => RECORD_CODE.test(x));
      if (byCode) coded?.add(k);
      if (scalars.length > 0 && (OBJECT_PARAM.test(k) || byCode))
        out.set(k, [...(out.get(k) ?? []), ...scalars]);
      // (`recipients: {unitIds: [...]}`: the ids sit one level in)
      else walk(x, depth + 1);
    }
  };
  walk(args, 0);
  return out;
}

/**
 * Whether data the agent read holds a value as a whole field of a record (`client_email:
 * "callum.reid84@gmail.com"`), not only inside prose. Counted: MAX_HELD_LEAVES leaves in all.
 */
function heldField(history: CheckContext['history']): (value: string) => boolean {
  return (value) => {
    const want = value.trim().toLowerCase();
    let left = MAX_HELD_LEAVES;
    const walk = (x: unknown, depth: number): boolean => {
      if (left-- <= 0 || depth > MAX_HELD_DEPTH) return false;
      if (typeof x === 'string') return x.trim().toLowerCase() === want;
      if (x === null || typeof x !== 'object') return false;
      return Object.values(x).some((y) => walk(y, depth + 1));
    };
    return history.some(
      (h) =>
        h.result !== undefined &&
        walk(typeof h.result === 'string' ? parseStructured(h.result) : h.result, 0),
    );
  };
}

/** Most leaves of the data read walked for a held field, and how deep. */
const MAX_HELD_LEAVES = 4_096;
const MAX_HELD_DEPTH = 16;

/** The top-level value an output gives for `param`: the record a call reports it acted on. */
function reportedObject(result: unknown, param: string, same: (a: string, b: string) => boolean): string[] {
  const data = typeof result === 'string' ? parseStructured(result) : result;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(data)
    .filter(([k, v]) => same(k, param) && (typeof v === 'string' || typeof v === 'number'))
    .map(([, v]) => String(v));
}

const unique = (xs: readonly string[]) => [...new Set(xs)];

function failed(result: unknown): boolean {
  if (result === undefined) return false;
  if (result !== null && typeof result === 'object' && !Array.isArray(result) && 'error' in result)
    return true;
  const text = typeof result === 'string' ? result : (JSON.stringify(result) ?? '');
  return FAILED_RESULT.test(text.slice(0, 300));
}

/**
 * The call acts on another object than the one an earlier successful call of its tool acted on
 * (or on several at once, after one): the parameter, the earlier value and this one.
 */
function anotherObject(
  call: ToolCall,
  history: ReadonlyArray<{ call: ToolCall; result?: unknown }>,
  instruction = '',
): { param: string; before: string; now: string; several?: true; made?: true } | undefined {
  // the object the user named is the one: a value the instruction writes is never another
  const said = instruction.toLowerCase();
  const words = new Set(wordsOf(said));
  const named = (v: string) => v.length >= 3 && said.includes(v.toLowerCase());
  // (or whose words the user wrote, a code before them aside: `7600 Legal & professional` for
  // "Dr Legal & professional / Cr Accruals")
  // (a name, with spaces: a code's letters, `INV-78`, are its series, not words of the user's)
  const namedByWords = (v: string) => {
    const own = wordsOf(v.toLowerCase()).filter((w) => w.length >= 3 && !/\d/.test(w));
    return /\p{L}\s+\p{L}|\d\s+\p{L}/u.test(v) && own.length > 0 && own.every((w) => words.has(w));
  };
  const coded = new Set<string>();
  const now = new Map(
    [...objectValues(call.args, coded)].filter(
      ([, values]) => !values.every((v) => named(v) || namedByWords(v)),
    ),
  );
  const earlier = history.filter((h) => h.call.tool === call.tool && !failed(h.result));
  // (`wheel_ids` after `wheel_id` is the same parameter, in the plural)
  const same = (a: string, b: string) => singular(a.toLowerCase()) === singular(b.toLowerCase());
  for (const [param, values] of now) {
    // (and the record an earlier call reports it acted on: `{shipment_id: "SH-40771", status:
    // "rescheduled"}` for a call that found its shipment by day and part; not records listed
    // deeper in the output)
    const before = unique(
      earlier.flatMap((h) => [
        ...[...objectValues(h.call.args)].filter(([p]) => same(p, param)).flatMap(([, v]) => v),
        ...reportedObject(h.result, param, same),
      ]),
    );
    // several objects in one call: the one named is at most one of them, unless the user names
    // what the parameter holds in the plural ("assign the panel to the Okonkwo study samples")
    // (or names each of them by a word of its own: "install Slack and Zoom" and `app_ids:
    // ["win.slack", "win.zoom"]`)
    // (or says how many there are, as many as the call holds: "send the shortlist … it's the 3
    // at 'shortlist' stage", "both of them")
    // (codes under a name that does not say they are the objects, `packages`, `seats`, are the
    // one object's contents, unless the user named one of them: "quarantine 4410-OX-022" and
    // `serials: ["4410-OX-022", "4410-OX-018", …]`)
    if (
      values.length > 1 &&
      earlier.length === 0 &&
      (!coded.has(param) || values.some(named)) &&
      !pluralNamed(param, words) &&
      !eachNamedApart(values, words) &&
      !countedAsMany(said, values.length) &&
      !(TARGET_PARAM.test(param) && values.length <= coordinatedRecipients(said))
    )
      return { param, before: values[0]!, now: values.slice(1).join(', '), several: true };
    // (an object found by a lookup for another thing the user named is that thing's: "invite Dr.
    // Halvorsen and Prof. Rey" and the reviewer id each search for a name returned)
    const others = values.filter(
      (v) => !before.includes(v) && !foundForAnotherNamed(v, before, history, call.tool, said),
    );
    if (before.length > 0 && others.length > 0)
      return { param, before: before.join(', '), now: others.join(', ') };
  }
  // a repeat that keeps the record but moves an argument off the value the user wrote ("drop
  // Marcus from PHYS 140": `course: "PHYS 140"`, then `course: "PHYS 140L"`): another object
  for (const h of earlier) {
    for (const [param, value] of Object.entries(h.call.args)) {
      const next = call.args[param];
      if (typeof value !== 'string' || typeof next !== 'string' || value === next) continue;
      // (a corrected spelling of the same name, `External` then `External_0`, is a retry;
      // `PHYS 140` then `PHYS 140L` is another course, and so is `claims.holders_legacy` then
      // `claims.holders_legacy_snapshot`: a word added is another thing, a number a copy's mark)
      const [short, long] = value.length <= next.length ? [value, next] : [next, value];
      const variant =
        long.toLowerCase().startsWith(short.toLowerCase()) &&
        /^[^\p{L}\p{N}]+\p{N}*$/u.test(long.slice(short.length));
      if (namedWhole(value, said) && !namedWhole(next, said) && !variant)
        return { param, before: value, now: next };
    }
  }
  // a tool that makes its object (`spot_book`, `createInvoice`) ran on the one thing the user
  // asked for ("book one :60", "schedule W-27 for Friday"), and runs again: a second thing made,
  // when nothing in the user's words says more than one (MORE_THAN_ONE: "and", "both", "two")
  const toolWords = nameWords(call.tool);
  const makes = ARRANGING_VERBS.has(toolWords[nameVerbAt(call.tool, toolWords)] ?? '');
  if (makes && earlier.length > 0 && !MORE_THAN_ONE.test(said))
    return {
      param: [...objectValues(call.args).keys()][0] ?? call.tool,
      before: 'one',
      now: 'a second one',
      made: true,
    };
  // a list of things in one call where the user's words name some and not the others
  // (`items: ["towel_service", "locker_rental"]` for "drop the towel service add-on")
  const namedWords = (v: string) => wordsOf(v.toLowerCase()).some((w) => w.length >= 3 && words.has(w));
  for (const [param, value] of Object.entries(call.args)) {
    if (!Array.isArray(value) || value.length < 2 || value.length > MAX_LISTED_OBJECTS) continue;
    const items = value.filter((x): x is string => typeof x === 'string');
    if (items.length !== value.length) continue;
    const ours = items.filter(namedWords);
    const others = items.filter((x) => !namedWords(x));
    if (ours.length > 0 && others.length > 0)
      return { param, before: ours.join(', '), now: others.join(', '), several: true };
  }
  return undefined;
}

const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * `value` came back from a lookup (another tool's call) for something the user named, and the
 * earlier object values from a lookup for something else the user named: the user named both.
 * Counted: MAX_OBJECT_WALK history entries, the first MAX_LOOKUP_TEXT characters of each output.
 */
function foundForAnotherNamed(
  value: string,
  before: readonly string[],
  history: ReadonlyArray<{ call: ToolCall; result?: unknown }>,
  tool: string,
  said: string,
): boolean {
  const namedBy = (v: string) => {
    const out = new Set<string>();
    for (const h of history.slice(-MAX_OBJECT_WALK)) {
      if (h.call.tool === tool || h.result === undefined) continue;
      const text = (typeof h.result === 'string' ? h.result : (JSON.stringify(h.result) ?? '')).slice(
        0,
        MAX_LOOKUP_TEXT,
      );
      if (!text.includes(v)) continue;
      for (const arg of Object.values(h.call.args))
        if (typeof arg === 'string' && /\p{L}/u.test(arg) && namedWhole(arg, said))
          out.add(arg.toLowerCase());
    }
    return out;
  };
  const mine = namedBy(value);
  if (mine.size === 0) return false;
  const theirs = before.flatMap((b) => [...namedBy(b)]);
  return (
    theirs.length > 0 && theirs.every((t) => !mine.has(t)) && [...mine].every((m) => !theirs.includes(m))
  );
}

/** Each value holds a word of the user's (three letters or more) that no other value holds. */
function eachNamedApart(values: readonly string[], words: ReadonlySet<string>): boolean {
  const own = values.map(
    (v) => new Set(wordsOf(v.toLowerCase()).filter((w) => w.length >= 3 && !/^\d+$/.test(w) && words.has(w))),
  );
  return own.every((mine, i) => [...mine].some((w) => own.every((theirs, j) => j === i || !theirs.has(w))));
}

/** Characters of a lookup's output searched for an object value. */
const MAX_LOOKUP_TEXT = 20_000;

/** The instruction names what the parameter holds in the plural (`sample_ids`: "samples"). */
function pluralNamed(param: string, words: ReadonlySet<string>): boolean {
  return nameWords(param)
    .filter((w) => w !== 'id' && w !== 'ids' && w.length >= 3)
    .some(
      (w) => words.has(`${w}s`) || words.has(`${w}es`) || (/y$/.test(w) && words.has(`${w.slice(0, -1)}ies`)),
    );
}

/**
 * How many parties the user sends to in one phrase: "to the buyer and her agent" is two, each a
 * noun (not "to the buyer and mark it sent", where a verb follows "and"). 1 when none.
 */
function coordinatedRecipients(said: string): number {
  let most = 1;
  for (const m of said.slice(0, 4_000).matchAll(COORDINATED_RECIPIENTS)) {
    const parts = m[1]!.split(/\s*(?:,|\band\b|&)\s*/).filter((p) => p.trim().length > 0);
    const heads = parts.map((p) => p.trim().split(/\s+/).at(-1)!);
    if (heads.every((h) => verbClass(h) === undefined)) most = Math.max(most, heads.length);
  }
  return most;
}

/** Items of one list argument compared with the user's words (longer lists are not read). */
const MAX_LISTED_OBJECTS = 64;
