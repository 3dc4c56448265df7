// Well-formedness checks that explain themselves. Each issue says what is wrong and how to fix it.
import type { LocatedIssue } from '../core/errors/located-issue.ts';
import { conjuncts, printTerm, unifiable } from '../logic/term.ts';
import type { Spec } from './model.ts';

export interface WellFormedOptions {
  /** tool names available to the agent; when given, actions must be among them */
  toolkit?: Iterable<string>;
}

export function checkWellFormed(spec: Spec, options: WellFormedOptions = {}): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  const at = (p: { position?: { line: number; column: number } }) => ({
    line: p.position?.line ?? 0,
    column: p.position?.column ?? 0,
  });
  const toolkit = options.toolkit ? new Set(options.toolkit) : undefined;

  const byNumber = new Map<number, number>();
  for (const step of spec.steps) {
    const first = byNumber.get(step.step);
    if (first !== undefined) {
      issues.push({
        code: 'duplicate_step',
        message: `step number ${step.step} is used twice (first at line ${first}); step numbers give the execution order and must be unique`,
        ...at(step),
        severity: 'error',
      });
    } else byNumber.set(step.step, step.position?.line ?? 0);
  }

  const ordered = [...spec.steps].sort((a, b) => a.step - b.step);
  for (const step of ordered) {
    for (const pre of conjuncts(step.pre)) {
      const earlier = ordered.filter((s) => s.step < step.step && conjuncts(s.post).some((p) => unifiable(p, pre)));
      if (earlier.length > 0) continue;
      const later = ordered.filter((s) => s.step >= step.step && conjuncts(s.post).some((p) => unifiable(p, pre)));
      const hint =
        later.length > 0
          ? ` (only step ${later.map((s) => s.step).join(', ')} establishes it, which does not come earlier; renumber the steps)`
          : '; add an earlier step whose postcondition is this term, or make the precondition true';
      issues.push({
        code: 'unestablished_precondition',
        message: `precondition ${printTerm(pre)} of step ${step.step} (${step.action}) is established by no earlier step${hint}`,
        ...at(step),
        severity: 'error',
      });
    }
    if (toolkit && !toolkit.has(step.action)) {
      issues.push({
        code: 'unknown_action',
        message: `step ${step.step}: action ${step.action} is not a tool of the toolkit${suggest(step.action, toolkit)}`,
        ...at(step),
        severity: 'error',
      });
    }
  }

  for (const risk of spec.risks) {
    if (risk.pattern.trim() === '')
      issues.push({ code: 'empty_pattern', message: `risky_action(${risk.action}, …): empty pattern`, ...at(risk), severity: 'error' });
    if (toolkit && risk.action !== 'any' && !toolkit.has(risk.action))
      issues.push({
        code: 'unknown_action',
        message: `risky_action: ${risk.action} is not a tool of the toolkit${suggest(risk.action, toolkit)}`,
        ...at(risk),
        severity: 'error',
      });
  }
  return issues;
}

function suggest(name: string, toolkit: Set<string>): string {
  const lower = name.toLowerCase().replace(/_/g, '');
  const close = [...toolkit].filter((t) => {
    const tl = t.toLowerCase().replace(/_/g, '');
    return tl.includes(lower) || lower.includes(tl);
  });
  return close.length > 0 ? ` (did you mean ${close.slice(0, 3).join(', ')}?)` : '';
}
