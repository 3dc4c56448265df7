// A checked specification → the Prolog facts `ig_rules` evaluates (see src/logic/pl/rules.pl).
// String constants become numbered ids: whether an observed string equals one is decided by the
// string-equivalence step at update time and handed to the engine as an `rs_str_eq/2` fact.
import { quoteAtom } from '../logic/index.ts';
import type { CheckedSpec, Operator, TypedValue } from './types.ts';

const OPS: Record<Operator, string> = { '=': 'eq', '!=': 'ne', '<': 'lt', '<=': 'le', '>': 'gt', '>=': 'ge' };

export interface StringConstant {
  id: number;
  value: string;
}

export interface CompiledSpec {
  /** Prolog text to load into the session module (after `rs_init/1`) */
  text: string;
  /** string constants compared with each `State.variable`, keyed by `stateVarKey` */
  strings: Map<string, StringConstant[]>;
}

export function stateVarKey(state: string, variable: string): string {
  return `${state}\u0000${variable}`;
}

/** `actionObjectives` are achieved only by running an action; other objectives are derived. */
export function compileSpec(checked: CheckedSpec, actionObjectives: Iterable<string>): CompiledSpec {
  const strings = new Map<string, StringConstant[]>();
  let nextId = 0;
  const stringId = (state: string, variable: string, value: string): number => {
    const key = stateVarKey(state, variable);
    const list = strings.get(key) ?? [];
    const found = list.find((s) => s.value === value);
    if (found) return found.id;
    const entry = { id: nextId++, value };
    list.push(entry);
    strings.set(key, list);
    return entry.id;
  };
  const rules: string[] = [];
  const preds: string[] = [];
  checked.spec.rules.forEach((rule, ri) => {
    const body: string[] = [];
    rule.predicates.forEach((p, pi) => {
      if (p.kind === 'objective') {
        body.push(`ob(${pi}, ${quoteAtom(p.name)})`);
        return;
      }
      const cs = p.constraints.map((c, ci) => {
        const value = checked.constants[ri]![pi]![ci]!;
        const k =
          value.type === 'string' ? `str(${stringId(p.name, c.variable, value.value)})` : constantTerm(value);
        return `c(${ci}, ${quoteAtom(c.variable)}, ${OPS[c.op]}, ${k})`;
      });
      body.push(`st(${pi}, ${quoteAtom(p.name)}, [${cs.join(', ')}])`);
      preds.push(`rs_pred(${quoteAtom(p.name)}, ${ri}, ${pi}, [${cs.join(', ')}]).`);
    });
    rules.push(`rs_rule(${ri}, ${quoteAtom(rule.objective)}, [${body.join(', ')}]).`);
  });
  const objectives = [...new Set(actionObjectives)].map((o) => `rs_action_objective(${quoteAtom(o)}).`);
  return { text: `${[...rules, ...preds, ...objectives].join('\n')}\n`, strings };
}

function constantTerm(value: Exclude<TypedValue, { type: 'string' }>): string {
  switch (value.type) {
    case 'number':
      return `num(${numberText(value.value)})`;
    case 'date':
      return `date(${value.value})`;
    case 'time':
      return `time(${value.value})`;
    case 'boolean':
      return `bool(${value.value})`;
    case 'enum':
      return `enum(${quoteAtom(value.value)})`;
  }
}

function numberText(n: number): string {
  if (Number.isInteger(n)) return BigInt(n).toString();
  const s = String(n);
  return /e/.test(s) ? n.toFixed(20).replace(/0+$/, '') : s;
}
