// Prolog text -> Spec. The text is checked by the engine in strict mode before its clauses are
// read: a spec states facts of the spec predicates and nothing else (no rules, hooks, grammar
// rules or other predicates); every problem is reported with line and column.
import type { LocatedIssue } from '../core/index.ts';
import type { CheckOptions, ParsedClause, PrologEngine } from '../logic/index.ts';
import { atomicText, type PrologTerm, printTerm } from '../logic/index.ts';
import {
  CONSTRAINT_TYPES,
  type ConstraintType,
  emptySpec,
  RISK_DISPOSITIONS,
  type RiskDisposition,
  type SourcePosition,
  type Spec,
  type StepConstraint,
} from './model.ts';

/** Predicates the verifier maintains; a spec may not define them. */
export const RESERVED_PREDICATES = ['satisfied/1', 'approved_step/1'];
/**
 * The predicates a spec may define, as facts only: the intent, the plan, the risks, and
 * `template_step(N)` (step N may repeat; see verifier.pl) and `single_object(N)` (step N acts on
 * one object the user named: a repeat on another object is asked; see chain-check.ts) and
 * `open_request(Verb, Keys, Values)` (the user asked for an action no step does, on one of the
 * records Keys; see open-requests.ts). Anything else is an unknown predicate.
 */
export const SPEC_PREDICATES: readonly string[] = Object.freeze([
  'user_goal/3',
  'refined_step/6',
  'risky_action/3',
  'template_step/1',
  'single_object/1',
  'open_request/3',
]);

/** The checker's options for spec text (strict mode): every entry point uses these. */
export const SPEC_CHECK_OPTIONS: CheckOptions = Object.freeze({
  allowed: SPEC_PREDICATES,
  reserved: RESERVED_PREDICATES,
});

export interface ParseResult {
  spec: Spec;
  /** errors and warnings (singletons are warnings); the spec is usable when no error is present */
  issues: LocatedIssue[];
}

export function hasErrors(issues: LocatedIssue[]): boolean {
  return issues.some((i) => i.severity !== 'warning');
}

/** Parses spec text. Never throws on bad text: problems come back as located issues. */
export function parseSpecText(engine: PrologEngine, text: string): ParseResult {
  const checked = engine.checkText(text, SPEC_CHECK_OPTIONS);
  const issues: LocatedIssue[] = checked.map((i) =>
    i.code === 'singletons' ? { ...i, severity: 'warning' as const } : { ...i, severity: 'error' as const },
  );
  if (hasErrors(issues)) return { spec: emptySpec(), issues };
  let clauses: ParsedClause[];
  try {
    clauses = engine.parseText(text);
  } catch (error) {
    issues.push({
      code: 'parse',
      message: String((error as Error).message),
      line: 0,
      column: 0,
      severity: 'error',
    });
    return { spec: emptySpec(), issues };
  }
  const spec = emptySpec();
  for (const clause of clauses) readClause(clause, spec, issues);
  return { spec, issues };
}

/**
 * `open_request(Verb, Keys, Values)`: an atom, a list of atomic keys (empty when the part names no
 * record, only values), a list of typed values (not empty when the keys are).
 */
function isOpenRequest(t: PrologTerm): boolean {
  if (t.type !== 'compound' || t.args.length !== 3) return false;
  const [verb, keys, values] = t.args as [PrologTerm, PrologTerm, PrologTerm];
  const ks = listItems(keys);
  const vs = listItems(values);
  return (
    verb.type === 'atom' &&
    ((ks?.length ?? 0) > 0 || (vs?.length ?? 0) > 0) &&
    ks?.every((k) => atomicText(k) !== undefined) === true &&
    vs?.every(
      (v) =>
        v.type === 'compound' &&
        v.args.length === 1 &&
        ['date', 'time', 'amount'].includes(v.name) &&
        atomicText(v.args[0]!) !== undefined,
    ) === true
  );
}

function readClause(clause: ParsedClause, spec: Spec, issues: LocatedIssue[]): void {
  const position: SourcePosition = { line: clause.line, column: clause.column };
  const error = (code: string, message: string) =>
    issues.push({ code, message, line: clause.line, column: clause.column, severity: 'error' });
  const t = clause.term;
  if (t.type === 'compound' && t.name === ':-' && t.args.length === 1) return; // allowed directive
  const head = t.type === 'compound' && t.name === ':-' && t.args.length === 2 ? t.args[0]! : t;
  const isRule = head !== t;
  const key =
    head.type === 'compound'
      ? `${head.name}/${head.args.length}`
      : head.type === 'atom'
        ? `${head.name}/0`
        : '';
  const specPredicate = ['user_goal', 'refined_step', 'risky_action'].some((n) => key.startsWith(`${n}/`));
  if (specPredicate && isRule) {
    error('not_a_fact', `${key} must be a fact, not a rule (the verifier only reads facts)`);
    return;
  }
  if (!specPredicate || head.type !== 'compound') {
    if (specPredicate) error('arity', `${key}: wrong arity`);
    else if ((key === 'template_step/1' || key === 'single_object/1') && !isStepNumber(head))
      error(
        'step_number',
        `${key.slice(0, -2)}: the argument must be a step number, found ${printTerm(head)}`,
      );
    else if (key === 'open_request/3' && !isOpenRequest(head))
      error(
        'open_request',
        `open_request: expected open_request(Verb, [Key, ...], [date(D) | time(T) | amount(N), ...]), found ${printTerm(head)}`,
      );
    else spec.clauses.push({ term: t, position });
    return;
  }
  const a = head.args;
  switch (head.name) {
    case 'user_goal': {
      if (a.length !== 3) return void error('arity', `user_goal must have 3 arguments, found ${a.length}`);
      if (spec.intent)
        return void error('duplicate_goal', 'a spec has exactly one user_goal/3; this is a second one');
      const goal = a[0]!.type === 'atom' ? a[0]!.name : undefined;
      if (!goal)
        return void error('goal_name', `user_goal: the goal name must be an atom, found ${printTerm(a[0]!)}`);
      const params: Array<{ name: string; value: PrologTerm }> = [];
      for (const p of listItems(a[1]!) ?? []) {
        if (p.type === 'compound' && p.name === 'param' && p.args.length === 2 && p.args[0]!.type === 'atom')
          params.push({ name: p.args[0]!.name, value: p.args[1]! });
        else error('goal_param', `user_goal: parameters must be param(Name, Value), found ${printTerm(p)}`);
      }
      if (!listItems(a[1]!))
        error('goal_param', `user_goal: the second argument must be a list, found ${printTerm(a[1]!)}`);
      const constraints = listItems(a[2]!);
      if (!constraints)
        error('goal_constraints', `user_goal: the third argument must be a list of constraint labels`);
      spec.intent = { goal, params, constraints: constraints ?? [], position };
      return;
    }
    case 'refined_step': {
      if (a.length !== 6) return void error('arity', `refined_step must have 6 arguments, found ${a.length}`);
      const [n, action, params, pre, post, constraint] = a as [
        PrologTerm,
        PrologTerm,
        PrologTerm,
        PrologTerm,
        PrologTerm,
        PrologTerm,
      ];
      if (n.type !== 'num' || !Number.isInteger(n.value) || n.value < 1)
        return void error(
          'step_number',
          `refined_step: the step number must be a positive integer, found ${printTerm(n)}`,
        );
      if (action.type !== 'atom')
        return void error(
          'step_action',
          `refined_step ${n.value}: the action must be an atom (a tool name), found ${printTerm(action)}`,
        );
      const items = listItems(params);
      if (!items)
        return void error(
          'step_params',
          `refined_step ${n.value}: the parameters must be a list, found ${printTerm(params)}`,
        );
      const c = readConstraint(constraint);
      if (typeof c === 'string') return void error('constraint_type', `refined_step ${n.value}: ${c}`);
      spec.steps.push({
        step: n.value,
        action: action.name,
        params: items,
        pre,
        post,
        constraint: c,
        position,
      });
      return;
    }
    case 'risky_action': {
      if (a.length !== 3) return void error('arity', `risky_action must have 3 arguments, found ${a.length}`);
      const [action, pattern, disposition] = a as [PrologTerm, PrologTerm, PrologTerm];
      if (action.type !== 'atom')
        return void error(
          'risk_action',
          `risky_action: the action must be an atom, found ${printTerm(action)}`,
        );
      const text = atomicText(pattern);
      if (text === undefined || pattern.type === 'num')
        return void error(
          'risk_pattern',
          `risky_action(${action.name}, …): the pattern must be an atom or string, found ${printTerm(pattern)}`,
        );
      if (text.trim() === '')
        return void error(
          'empty_pattern',
          `risky_action(${action.name}, …): the pattern is empty and would match every input`,
        );
      const d = disposition.type === 'atom' ? disposition.name : '';
      if (!(RISK_DISPOSITIONS as readonly string[]).includes(d))
        return void error(
          'risk_disposition',
          `risky_action(${action.name}, …): unknown disposition ${printTerm(disposition)}; expected one of ${RISK_DISPOSITIONS.join(', ')}`,
        );
      spec.risks.push({ action: action.name, pattern: text, disposition: d as RiskDisposition, position });
      return;
    }
  }
}

function readConstraint(t: PrologTerm): StepConstraint | null | string {
  if (t.type === 'atom' && t.name === 'none') return null;
  if (t.type === 'compound' && t.name === 'constraint' && t.args.length === 2) {
    const type = t.args[0]!.type === 'atom' ? t.args[0]!.name : printTerm(t.args[0]!);
    if (!(CONSTRAINT_TYPES as readonly string[]).includes(type))
      return `unknown constraint type ${type}; expected one of ${CONSTRAINT_TYPES.join(', ')}`;
    const description = atomicText(t.args[1]!) ?? printTerm(t.args[1]!);
    return { type: type as ConstraintType, description };
  }
  return `the constraint must be none or constraint(Type, Description), found ${printTerm(t)}`;
}

function isStepNumber(head: PrologTerm): boolean {
  const n = head.type === 'compound' ? head.args[0] : undefined;
  return n?.type === 'num' && Number.isInteger(n.value) && n.value >= 1;
}

function listItems(t: PrologTerm): PrologTerm[] | undefined {
  if (t.type === 'list' && !t.tail) return t.items;
  if (t.type === 'atom' && t.name === '[]') return [];
  return undefined;
}
