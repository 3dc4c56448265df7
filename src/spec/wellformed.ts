// Well-formedness checks that explain themselves. Each issue says what is wrong and how to fix it.
import type { LocatedIssue } from '../core/index.ts';
import { conjuncts, type PrologTerm, printTerm, unifiable } from '../logic/index.ts';
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
  // postconditions indexed by functor/arity and first argument: only those can unify
  const posts = new Map<string, Array<{ step: number; term: PrologTerm }>>();
  const all: Array<{ step: number; term: PrologTerm }> = [];
  for (const s of ordered)
    for (const term of conjuncts(s.post)) {
      const entry = { step: s.step, term };
      all.push(entry);
      for (const key of [functorKey(term), firstArgKey(term)]) {
        const list = posts.get(key) ?? [];
        list.push(entry);
        posts.set(key, list);
      }
    }
  const establishing = (pre: PrologTerm) => {
    const first = firstArgKey(pre);
    const pool =
      pre.type === 'var'
        ? all
        : first.endsWith('#*')
          ? [...(posts.get(functorKey(pre)) ?? []), ...(posts.get('*') ?? [])]
          : [
              ...(posts.get(first) ?? []),
              ...(posts.get(`${functorKey(pre)}#*`) ?? []),
              ...(posts.get('*') ?? []),
            ];
    return pool.filter((p) => unifiable(p.term, pre)).map((p) => p.step);
  };
  for (const step of ordered) {
    for (const pre of conjuncts(step.pre)) {
      const steps = establishing(pre);
      if (steps.some((n) => n < step.step)) continue;
      const later = [...new Set(steps.filter((n) => n >= step.step))].map((n) => ({ step: n }));
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
      issues.push({
        code: 'empty_pattern',
        message: `risky_action(${risk.action}, …): empty pattern`,
        ...at(risk),
        severity: 'error',
      });
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

/** `name/arity` of a term; variables index as `*` (they unify with anything). */
function functorKey(t: PrologTerm): string {
  switch (t.type) {
    case 'compound':
      return `${t.name}/${t.args.length}`;
    case 'atom':
      return `${t.name}/0`;
    case 'var':
      return '*';
    default:
      return `${t.type}:${JSON.stringify(t)}`;
  }
}

/** `name/arity#firstArg` when the first argument is atomic, `name/arity#*` otherwise. */
function firstArgKey(t: PrologTerm): string {
  if (t.type !== 'compound') return `${functorKey(t)}#*`;
  const a = t.args[0]!;
  const text =
    a.type === 'atom' ? a.name : a.type === 'num' ? `n${a.value}` : a.type === 'str' ? `s${a.value}` : '*';
  return `${functorKey(t)}#${text}`;
}
