// What each stage's answer must be, on top of the Prolog checker and the spec's well-formedness
// checks: stage 1 exactly one user_goal and nothing else; stage 2 only refined_step/risky_action
// facts over real tools and their real parameters.
import type { LocatedIssue, Tool } from '../../core/index.ts';
import type { PrologEngine } from '../../logic/index.ts';
import { printTerm } from '../../logic/index.ts';
import type { Spec } from '../../spec/index.ts';
import { type CheckedSpec, checkSpec } from '../../spec/index.ts';

export interface StageCheck {
  /** present when the text has no errors (it may still carry warnings) */
  checked?: CheckedSpec;
  issues: LocatedIssue[];
  /** no errors, and no warnings unless they are accepted */
  accepted: boolean;
}

export interface StageCheckOptions {
  acceptWarnings?: boolean;
}

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
  }
  return verdict(checked, issues, options);
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
  const blocking = issues.filter((i) => i.severity !== 'warning' || !options.acceptWarnings);
  const accepted = checked !== undefined && blocking.length === 0;
  return accepted ? { checked, issues, accepted } : { issues, accepted };
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}...` : s);

function at(p: { position?: { line: number; column: number } }, code: string, message: string): LocatedIssue {
  return { code, message, line: p.position?.line ?? 0, column: p.position?.column ?? 0, severity: 'error' };
}

function whole(code: string, message: string): LocatedIssue {
  return { code, message, line: 0, column: 0, severity: 'error' };
}
