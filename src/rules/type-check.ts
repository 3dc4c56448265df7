// The type checker: every state, variable and constant against the developer-defined states,
// objectives against the rules that conclude them, and no precedence cycles. Issues are located.
import { closest } from 'fastest-levenshtein';
import type { LocatedIssue } from '../core/index.ts';
import { MAX_TEXT_BYTES } from '../logic/index.ts';
import { parseRules } from './parser.ts';
import { stateMap } from './states.ts';
import {
  type CheckedSpec,
  DONE,
  type Operator,
  type Position,
  type RuleSpec,
  ruleLabel,
  type StateDefinition,
  type TypedValue,
  type VariableType,
} from './types.ts';
import { type ReferenceDate, resolveConstant } from './values.ts';

const ORDERED: ReadonlySet<VariableType> = new Set(['number', 'date', 'time']);

export interface CheckResult {
  /** present when there is no error (warnings allowed) */
  checked?: CheckedSpec;
  issues: LocatedIssue[];
}

export function typeCheck(
  spec: RuleSpec,
  states: readonly StateDefinition[],
  ref: ReferenceDate,
): CheckResult {
  const byName = stateMap(states);
  const issues: LocatedIssue[] = [];
  const error = (at: Position, message: string, code = 'type_error') =>
    issues.push({ code, message, line: at.line, column: at.column, severity: 'error' });
  const objectives = new Set(spec.rules.map((r) => r.objective));
  const labels = new Map<string, number>();
  const constants: TypedValue[][][] = [];

  spec.rules.forEach((rule, ri) => {
    const label = ruleLabel(rule, ri);
    if (labels.has(label)) error(rule.at, `rule label ${label} is used twice`);
    labels.set(label, ri);
    if (byName.has(rule.objective))
      error(
        rule.objectiveAt,
        `objective ${rule.objective} is the name of a state; objectives name what the rule achieves`,
      );
    constants.push(
      rule.predicates.map((p) => {
        if (p.kind === 'objective') {
          if (p.name === DONE) error(p.at, `${DONE} ends a rule; it cannot be a predicate`);
          else if (byName.has(p.name))
            error(
              p.at,
              `${p.name} is a state: give its constraints, e.g. ${p.name}(${byName.get(p.name)!.variables[0]?.name ?? 'x'} = ...)`,
            );
          else if (!objectives.has(p.name))
            error(
              p.at,
              `${p.name} is neither a state nor the objective of a rule${suggest(p.name, [...byName.keys(), ...objectives])}`,
              'unknown_objective',
            );
          return [];
        }
        const state = byName.get(p.name);
        if (!state) {
          error(p.at, `unknown state ${p.name}${suggest(p.name, [...byName.keys()])}`);
          return [];
        }
        return p.constraints.map((c) => {
          const variable = state.variables.find((v) => v.name === c.variable);
          if (!variable) {
            error(
              c.at,
              `${p.name} has no variable '${c.variable}' (variables: ${state.variables.map((v) => v.name).join(', ')})`,
            );
            return { type: 'string', value: '' };
          }
          const value = resolveConstant(variable, c.value, ref);
          if (typeof value === 'string') {
            error(c.valueAt, `${p.name}(${c.variable} ${c.op} …): ${value}`);
            return { type: 'string', value: '' };
          }
          if (!operatorAllowed(variable.type, c.op))
            error(
              c.at,
              `${p.name}(${c.variable} ${c.op} …): operator ${c.op} does not apply to ${variable.type} values (only = and ≠)`,
            );
          return value;
        });
      }),
    );
  });

  for (const cycle of precedenceCycles(spec)) {
    const rule = spec.rules[cycle.rule]!;
    error(rule.objectiveAt, `objective ${rule.objective} depends on itself (${cycle.path.join(' → ')})`);
  }
  if (spec.rules.length === 0)
    issues.push({
      code: 'empty',
      message: 'the specification has no rules',
      line: 1,
      column: 1,
      severity: 'error',
    });
  else if (!objectives.has(DONE))
    issues.push({
      code: 'no_done',
      message: `no rule concludes ${DONE}: the task can never be complete`,
      line: 1,
      column: 1,
      severity: 'warning',
    });

  issues.sort((a, b) => a.line - b.line || a.column - b.column);
  const ok = !issues.some((i) => i.severity !== 'warning');
  return ok ? { checked: { spec, states: byName, constants }, issues } : { issues };
}

/** Parse and type check in one step: what `rules lint` runs. */
export function checkRulesText(
  text: string,
  states: readonly StateDefinition[],
  ref: ReferenceDate,
): CheckResult {
  const size = Buffer.byteLength(text, 'utf8');
  if (size > MAX_TEXT_BYTES)
    return {
      issues: [
        {
          code: 'too_large',
          message: `the rules are ${size} bytes; the limit is ${MAX_TEXT_BYTES}`,
          line: 1,
          column: 1,
        },
      ],
    };
  const parsed = parseRules(text);
  if (parsed.issues.length === 0) return typeCheck(parsed.spec, states, ref);
  // the rules that did parse are type checked too; what a missing rule would explain is left out
  const typed = typeCheck(parsed.spec, states, ref).issues.filter(
    (i) => i.code !== 'unknown_objective' && i.code !== 'no_done' && i.code !== 'empty',
  );
  const issues = [...parsed.issues, ...typed].sort((a, b) => a.line - b.line || a.column - b.column);
  return { issues };
}

function operatorAllowed(type: VariableType, op: Operator): boolean {
  return op === '=' || op === '!=' || ORDERED.has(type);
}

function suggest(name: string, known: string[]): string {
  if (known.length === 0) return '';
  const best = closest(name, known);
  return best && best.toLowerCase().slice(0, 2) === name.toLowerCase().slice(0, 2)
    ? ` (did you mean ${best}?)`
    : '';
}

/** Rules whose objective reaches itself through objective predicates. */
function precedenceCycles(spec: RuleSpec): Array<{ rule: number; path: string[] }> {
  const deps = new Map<string, Set<string>>();
  for (const rule of spec.rules) {
    const set = deps.get(rule.objective) ?? new Set<string>();
    for (const p of rule.predicates) if (p.kind === 'objective' && p.name !== DONE) set.add(p.name);
    deps.set(rule.objective, set);
  }
  const cycles: Array<{ rule: number; path: string[] }> = [];
  const reported = new Set<string>();
  spec.rules.forEach((rule, ri) => {
    if (reported.has(rule.objective)) return;
    const path = findPath(rule.objective, rule.objective, deps, new Set());
    if (path) {
      reported.add(rule.objective);
      cycles.push({ rule: ri, path: [rule.objective, ...path] });
    }
  });
  return cycles;
}

function findPath(
  from: string,
  target: string,
  deps: Map<string, Set<string>>,
  seen: Set<string>,
): string[] | undefined {
  for (const next of deps.get(from) ?? []) {
    if (next === target) return [next];
    if (seen.has(next)) continue;
    seen.add(next);
    const rest = findPath(next, target, deps, seen);
    if (rest) return [next, ...rest];
  }
  return undefined;
}
