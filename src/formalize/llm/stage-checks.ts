// What each stage's answer must be, on top of the Prolog checker and the spec's well-formedness
// checks: stage 1 exactly one user_goal and nothing else; stage 2 only refined_step/risky_action
// facts over real tools and their real parameters.
import type { LocatedIssue, Tool } from '../../core/index.ts';
import type { PrologEngine } from '../../logic/index.ts';
import { printTerm } from '../../logic/index.ts';
import type { Spec } from '../../spec/index.ts';
import { type CheckedSpec, checkSpec } from '../../spec/index.ts';
import { describeValue, type NamedValue } from '../offline/named-values.ts';

export interface StageCheck {
  /** present when the text has no errors (it may still carry warnings) */
  checked?: CheckedSpec;
  issues: LocatedIssue[];
  /** no errors, and no warnings unless they are accepted */
  accepted: boolean;
  /** the spec, when the only thing holding it back is values no step binds (accepted on the last try) */
  unboundOnly?: CheckedSpec;
}

export interface StageCheckOptions {
  acceptWarnings?: boolean;
  /** the values the user named (offline/named-values.ts): every one must be bound by a step */
  named?: readonly NamedValue[];
}

/** The code of an issue saying a value the user named is bound by no step. */
export const UNBOUND_VALUE = 'unbound_value';

/** Stage 1: exactly one `user_goal/3` and nothing else. */
export function checkIntentAnswer(
  engine: PrologEngine,
  text: string,
  options: StageCheckOptions = {},
): StageCheck {
  const { checked, issues } = checkSpec(engine, text);
  if (checked) {
    const spec = checked.spec;
    if (!spec.intent) issues.push(whole('missing_goal', 'no user_goal/3 fact found; write exactly one'));
    for (const s of spec.steps)
      issues.push(
        at(
          s,
          'extra_clause',
          `refined_step ${s.step} belongs to the plan, not to the goal; write only user_goal/3`,
        ),
      );
    for (const r of spec.risks.filter((x) => !x.derived))
      issues.push(
        at(r, 'extra_clause', `risky_action(${r.action}, …) belongs to the plan; write only user_goal/3`),
      );
    for (const c of spec.clauses)
      issues.push(
        at(c, 'extra_clause', `unexpected clause ${clip(printTerm(c.term))}; write only user_goal/3`),
      );
  }
  return verdict(checked, issues, options);
}

/** Stage 2: refined steps and risky actions grounded in `tools`; no goal, no other clauses. */
export function checkPlanAnswer(
  engine: PrologEngine,
  text: string,
  tools: readonly Tool[],
  options: StageCheckOptions = {},
): StageCheck {
  const { checked, issues } = checkSpec(engine, text, { toolkit: tools.map((t) => t.name) });
  if (checked) {
    const spec = checked.spec;
    if (spec.intent)
      issues.push(
        at(
          spec.intent,
          'goal_in_plan',
          'do not repeat user_goal/3; write only refined_step/6 and risky_action/3',
        ),
      );
    planShape(spec, tools, issues);
    issues.push(...unboundValues(spec, options.named ?? []));
  }
  return verdict(checked, issues, options);
}

/** Both stages in one answer: one goal, a plan over `tools`, nothing else. */
export function checkSingleAnswer(
  engine: PrologEngine,
  text: string,
  tools: readonly Tool[],
  options: StageCheckOptions = {},
): StageCheck {
  const { checked, issues } = checkSpec(engine, text, { toolkit: tools.map((t) => t.name) });
  if (checked) {
    if (!checked.spec.intent)
      issues.push(whole('missing_goal', 'no user_goal/3 fact found; write exactly one'));
    planShape(checked.spec, tools, issues);
    issues.push(...unboundValues(checked.spec, options.named ?? []));
  }
  return verdict(checked, issues, options);
}

/** Kinds of named values a step is expected to carry (a person's or a place's name often is not a parameter). */
function expectsBinding(v: NamedValue): boolean {
  if (v.kind === 'name') return v.nameKind === 'other' || v.nameKind === 'organization';
  if (v.kind === 'quoted') return v.cue !== undefined;
  // (nor a number that says which thing, "line 3", nor a day of the week read without a clock)
  if (v.comparison || v.labelled === true) return false;
  // (nor a date given as a length of time, "due within 14 days": the step's date is worked out)
  return (
    v.kind !== 'time' &&
    v.kind !== 'handle' &&
    v.kind !== 'self' &&
    v.kind !== 'unnamed' &&
    v.kind !== 'weekday' &&
    v.kind !== 'deadline'
  );
}

/**
 * Every value the user named that no refined step's parameters carry (as written, or in its
 * canonical form: `2025-01-11` for "January 11th 2025"), as an issue for the retry loop.
 */
export function unboundValues(spec: Spec, named: readonly NamedValue[]): LocatedIssue[] {
  const bound = spec.steps.flatMap((s) => s.params.map((p) => printTerm(p).toLowerCase()));
  const out: LocatedIssue[] = [];
  for (const v of named.filter(expectsBinding)) {
    // (a date without its year is bound by its month and day: `????-03-16` by `2027-03-16`)
    const value = String(v.value).replace(/^\?{4}(?=-\d{2}-\d{2}$)/, '');
    const forms = [value, v.kind === 'date' ? undefined : v.text]
      .filter((f): f is string => f !== undefined && f.trim() !== '')
      .map((f) => f.toLowerCase());
    if (bound.some((b) => forms.some((f) => b.includes(f)))) continue;
    out.push({
      code: UNBOUND_VALUE,
      message: `the user named the ${v.kind === 'name' ? 'name' : v.kind} ${describeValue(v)}${v.range ? ` (the ${v.range} of a range)` : ''} but no refined_step binds it: put it in the Params of the step whose tool takes it, under that tool's parameter name`,
      line: 0,
      column: 0,
      severity: 'warning',
    });
  }
  return out;
}

/** The goal of stage 1 and the plan of stage 2 as one checked spec. */
export function combineStages(
  engine: PrologEngine,
  goalText: string,
  planText: string,
  tools: readonly Tool[],
  options: StageCheckOptions = {},
): StageCheck {
  const { checked, issues } = checkSpec(engine, `${goalText.trim()}\n\n${planText.trim()}\n`, {
    toolkit: tools.map((t) => t.name),
  });
  return verdict(checked, issues, options);
}

function planShape(spec: Spec, tools: readonly Tool[], issues: LocatedIssue[]): void {
  if (spec.steps.length === 0)
    issues.push(
      whole('no_steps', 'the plan has no refined_step/6 fact; write at least one step using a tool'),
    );
  for (const c of spec.clauses)
    issues.push(
      at(
        c,
        'extra_clause',
        `unexpected clause ${clip(printTerm(c.term))}; write only refined_step/6 and risky_action/3 facts`,
      ),
    );
  const byName = new Map(tools.map((t) => [t.name, t]));
  for (const step of spec.steps) {
    const params = parameterNames(byName.get(step.action));
    for (const p of step.params) {
      if (p.type !== 'compound' || p.args.length !== 1) {
        issues.push(
          at(
            step,
            'param_form',
            `step ${step.step}: parameter ${clip(printTerm(p))} must be written name(Value), e.g. recipient(alice)`,
          ),
        );
        continue;
      }
      if (params.length > 0 && !params.some((n) => norm(n) === norm(p.name)))
        issues.push(
          at(
            step,
            'unknown_parameter',
            `step ${step.step}: ${step.action} has no parameter ${p.name}; its parameters are ${params.join(', ')}`,
          ),
        );
    }
  }
}

function parameterNames(tool: Tool | undefined): string[] {
  const props = tool?.inputSchema?.properties;
  return props !== null && typeof props === 'object' && !Array.isArray(props) ? Object.keys(props) : [];
}

function verdict(
  checked: CheckedSpec | undefined,
  issues: LocatedIssue[],
  options: StageCheckOptions,
): StageCheck {
  // values no step binds always go back to the model, whether or not warnings are accepted
  const blocking = issues.filter(
    (i) => i.code === UNBOUND_VALUE || i.severity !== 'warning' || !options.acceptWarnings,
  );
  const accepted = checked !== undefined && blocking.length === 0;
  if (accepted) return { checked, issues, accepted };
  const onlyUnbound = checked !== undefined && blocking.every((i) => i.code === UNBOUND_VALUE);
  return onlyUnbound ? { issues, accepted, unboundOnly: checked } : { issues, accepted };
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}...` : s);

function at(p: { position?: { line: number; column: number } }, code: string, message: string): LocatedIssue {
  return { code, message, line: p.position?.line ?? 0, column: p.position?.column ?? 0, severity: 'error' };
}

function whole(code: string, message: string): LocatedIssue {
  return { code, message, line: 0, column: 0, severity: 'error' };
}
