// RuleSpec → text that `parseRules` reads back to the same rules. ASCII by default; the paper's
// symbols with `{ unicode: true }`.
import type { Constraint, Literal, Operator, Predicate, Rule, RuleSpec } from './types.ts';
import { ruleLabel } from './types.ts';

export interface PrintOptions {
  /** ∧ → ≠ ≤ ≥ instead of & -> != <= >= */
  unicode?: boolean;
}

const UNICODE_OPS: Record<Operator, string> = {
  '=': '=',
  '!=': '≠',
  '<': '<',
  '<=': '≤',
  '>': '>',
  '>=': '≥',
};

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };

export function printRules(spec: RuleSpec, options: PrintOptions = {}): string {
  return (
    spec.rules.map((rule, i) => printRule(rule, i, options)).join('\n') + (spec.rules.length > 0 ? '\n' : '')
  );
}

export function printRule(rule: Rule, index: number, options: PrintOptions = {}): string {
  const and = options.unicode ? ' ∧ ' : ' & ';
  const arrow = options.unicode ? ' → ' : ' -> ';
  return `${ruleLabel(rule, index)}: ${rule.predicates.map((p) => printPredicate(p, options)).join(and)}${arrow}${rule.objective}`;
}

export function printPredicate(p: Predicate, options: PrintOptions = {}): string {
  if (p.kind === 'objective') return p.name;
  return `${p.name}(${p.constraints.map((c) => printConstraint(c, options)).join(', ')})`;
}

export function printConstraint(c: Constraint, options: PrintOptions = {}): string {
  return `${c.variable} ${options.unicode ? UNICODE_OPS[c.op] : c.op} ${printLiteral(c.value)}`;
}

export function printLiteral(v: Literal): string {
  switch (v.kind) {
    case 'string':
      return `"${v.value.replace(/[\\"\n\t\r]/g, (ch) => ESCAPES[ch] ?? ch)}"`;
    case 'number':
      return String(v.value);
    case 'name':
    case 'date':
    case 'time':
      return v.value;
  }
}
