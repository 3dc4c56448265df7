// Spec -> canonical Prolog text (what an LLM writes and a person reads and edits).
import { atom, compound, list, type PrologTerm, printTerm } from '../logic/index.ts';
import type { RefinedStep, RiskyAction, Spec, UserGoal } from './model.ts';

export function userGoalTerm(g: UserGoal): PrologTerm {
  return compound('user_goal', [
    atom(g.goal),
    list(g.params.map((p) => compound('param', [atom(p.name), p.value]))),
    list(g.constraints),
  ]);
}

export function refinedStepTerm(s: RefinedStep): PrologTerm {
  const constraint = s.constraint
    ? compound('constraint', [atom(s.constraint.type), atom(s.constraint.description)])
    : atom('none');
  return compound('refined_step', [
    { type: 'num', value: s.step },
    atom(s.action),
    list(s.params),
    s.pre,
    s.post,
    constraint,
  ]);
}

export function riskyActionTerm(r: RiskyAction): PrologTerm {
  return compound('risky_action', [atom(r.action), atom(r.pattern), atom(r.disposition)]);
}

/** Prolog text of a spec. Derived risky patterns are left out: they are re-derived on load. */
export function printSpec(spec: Spec, options: { includeDerived?: boolean } = {}): string {
  const lines: string[] = [];
  if (spec.intent) lines.push('% intent', `${printTerm(userGoalTerm(spec.intent))}.`, '');
  if (spec.steps.length > 0) {
    lines.push('% plan');
    for (const s of [...spec.steps].sort((a, b) => a.step - b.step))
      lines.push(`${printTerm(refinedStepTerm(s))}.`);
    lines.push('');
  }
  const risks = spec.risks.filter((r) => options.includeDerived || !r.derived);
  if (risks.length > 0) {
    lines.push('% risks');
    for (const r of risks) lines.push(`${printTerm(riskyActionTerm(r))}.`);
    lines.push('');
  }
  if (spec.clauses.length > 0) {
    lines.push('% other clauses');
    for (const c of spec.clauses) lines.push(`${printTerm(c.term)}.`);
    lines.push('');
  }
  return lines.join('\n');
}
