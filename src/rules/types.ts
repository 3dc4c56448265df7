// The VeriSafe rule language as data: typed state definitions (the developer library's
// vocabulary) and Horn-clause rules `P1 ∧ … ∧ Pn → Objective` over them.

export const VARIABLE_TYPES = ['string', 'number', 'boolean', 'enum', 'date', 'time'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

export interface StateVariable {
  name: string;
  type: VariableType;
  /** the allowed values of an `enum` variable */
  values?: string[];
  description?: string;
}

/** A developer-defined state: a candidate state predicate of every specification for the app. */
export interface StateDefinition {
  name: string;
  description: string;
  variables: StateVariable[];
}

/** The objective that completes the task. */
export const DONE = 'Done';

export type Operator = '=' | '!=' | '<' | '<=' | '>' | '>=';

export interface Position {
  /** 1-based */
  line: number;
  /** 1-based */
  column: number;
}

/** A constant as written; its type is decided against the variable's declared type. */
export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  /** a bare word: `True`/`False`, an enum value, `Today`/`Tomorrow`/`Yesterday` */
  | { kind: 'name'; value: string }
  /** `2025-03-14` */
  | { kind: 'date'; value: string }
  /** `19:00` or `19:00:30` */
  | { kind: 'time'; value: string };

export interface Constraint {
  variable: string;
  op: Operator;
  value: Literal;
  at: Position;
  valueAt: Position;
}

export type Predicate =
  | { kind: 'state'; name: string; constraints: Constraint[]; at: Position }
  | { kind: 'objective'; name: string; at: Position };

export interface Rule {
  /** `R1` in `R1: …`; rules without one are labelled by position when printed */
  label?: string;
  predicates: Predicate[];
  objective: string;
  at: Position;
  objectiveAt: Position;
}

export interface RuleSpec {
  rules: Rule[];
}

/** A constant after type checking, in the form the engine compares. */
export type TypedValue =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'enum'; value: string }
  /** days since 1970-01-01 */
  | { type: 'date'; value: number }
  /** seconds since midnight */
  | { type: 'time'; value: number };

/** A rule specification that passed the type checker, with every constant resolved. */
export interface CheckedSpec {
  spec: RuleSpec;
  states: ReadonlyMap<string, StateDefinition>;
  /** `constants[rule][predicate][constraint]`; empty array for objective predicates */
  constants: TypedValue[][][];
}

/** A state update: values of some variables of one state; `null` makes a variable unobserved. */
export interface StateUpdate {
  state: string;
  values: Record<string, unknown>;
}

export function ruleLabel(rule: Rule, index: number): string {
  return rule.label ?? `R${index + 1}`;
}
