// The developer library's state definitions: by API (`defineState`) or from a JSON file in
// the paper's shape (`{"name", "description", "variables": [{"name": "String"}]}`).
import { z } from 'zod';
import type { LocatedIssue } from '../core/index.ts';
import { RulesError } from '../core/index.ts';
import { jsonErrorOffset } from './json-error.ts';
import { type StateDefinition, type StateVariable, VARIABLE_TYPES, type VariableType } from './types.ts';

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A variable as written: a type name (`"String"`), an enum's values, or a full object. */
export type VariableInput = string | string[] | { type: string; values?: string[]; description?: string };

export interface StateInput {
  name: string;
  description?: string;
  /** `{ name: 'string' }` or the paper's `[{ "name": "String" }]` or `[{ name, type }]` */
  variables:
    | Record<string, VariableInput>
    | Array<Record<string, VariableInput> | ({ name: string } & object)>;
}

const variableInput = z.union([
  z.string(),
  z.array(z.string()).min(1),
  z.object({ type: z.string(), values: z.array(z.string()).optional(), description: z.string().optional() }),
]);

const stateInput = z.object({
  name: z.string(),
  description: z.string().optional(),
  variables: z.union([z.record(z.string(), variableInput), z.array(z.record(z.string(), z.unknown()))]),
});

/** Defines one state; throws `RulesError` when the definition is unusable. */
export function defineState(input: StateInput): StateDefinition {
  const issues: LocatedIssue[] = [];
  const state = normalizeState(input, 'state', issues);
  if (!state || issues.length > 0) throw new RulesError(issues, undefined, issues[0]?.message);
  return state;
}

/** State definitions from the text of a JSON file: one state, an array, or `{ "states": [...] }`. */
export function statesFromJson(text: string, source = '<states>'): StateDefinition[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RulesError([jsonSyntaxIssue(text, error, source)], source);
  }
  return statesFromValue(value, source);
}

/** State definitions from parsed JSON. */
export function statesFromValue(value: unknown, source = '<states>'): StateDefinition[] {
  const list = Array.isArray(value)
    ? value
    : value !== null && typeof value === 'object' && 'states' in value
      ? (value as { states: unknown }).states
      : [value];
  const issues: LocatedIssue[] = [];
  if (!Array.isArray(list)) {
    throw new RulesError([issue('"states" must be an array of state definitions', source)], source);
  }
  const states: StateDefinition[] = [];
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const parsed = stateInput.safeParse(item);
    if (!parsed.success) {
      for (const problem of parsed.error.issues)
        issues.push(
          issue(
            `states[${i}]${problem.path.map((p) => `.${String(p)}`).join('')}: ${problem.message}`,
            source,
          ),
        );
      return;
    }
    const state = normalizeState(parsed.data as StateInput, `states[${i}]`, issues, source);
    if (!state) return;
    if (seen.has(state.name))
      issues.push(issue(`states[${i}]: state ${state.name} is defined twice`, source));
    seen.add(state.name);
    states.push(state);
  });
  if (issues.length > 0) throw new RulesError(issues, source);
  return states;
}

function normalizeState(
  input: StateInput,
  where: string,
  issues: LocatedIssue[],
  source?: string,
): StateDefinition | undefined {
  if (!IDENT.test(input.name)) {
    issues.push(
      issue(`${where}: state name "${input.name}" must be an identifier (letters, digits, _)`, source),
    );
    return undefined;
  }
  const entries: Array<[string, unknown]> = Array.isArray(input.variables)
    ? input.variables.flatMap((v) => variableEntries(v as Record<string, unknown>))
    : Object.entries(input.variables);
  const variables: StateVariable[] = [];
  for (const [name, spec] of entries) {
    const at = `${where} ${input.name}.${name}`;
    if (!IDENT.test(name)) {
      issues.push(issue(`${at}: variable name must be an identifier`, source));
      continue;
    }
    if (variables.some((v) => v.name === name)) {
      issues.push(issue(`${at}: variable defined twice`, source));
      continue;
    }
    const variable = normalizeVariable(name, spec, at, issues, source);
    if (variable) variables.push(variable);
  }
  if (variables.length === 0 && issues.length === 0)
    issues.push(issue(`${where}: state ${input.name} has no variables`, source));
  return { name: input.name, description: (input.description ?? '').trim(), variables };
}

/** `{ "name": "String" }` is one variable; `{ "name": "x", "type": "string" }` is the long form. */
function variableEntries(item: Record<string, unknown>): Array<[string, unknown]> {
  if (typeof item.name === 'string' && typeof item.type === 'string') {
    const { name, ...rest } = item;
    return [[name, rest]];
  }
  return Object.entries(item);
}

function normalizeVariable(
  name: string,
  spec: unknown,
  at: string,
  issues: LocatedIssue[],
  source?: string,
): StateVariable | undefined {
  const parsed = variableInput.safeParse(spec);
  if (!parsed.success) {
    issues.push(issue(`${at}: expected a type name, a list of enum values or { "type": ... }`, source));
    return undefined;
  }
  const value = parsed.data;
  if (Array.isArray(value)) return { name, type: 'enum', values: value };
  const typeName = typeof value === 'string' ? value : value.type;
  const type = variableType(typeName);
  if (!type) {
    issues.push(issue(`${at}: unknown type "${typeName}" (one of ${VARIABLE_TYPES.join(', ')})`, source));
    return undefined;
  }
  const variable: StateVariable = { name, type };
  if (typeof value === 'object' && value.description) variable.description = value.description;
  if (type === 'enum') {
    const values = typeof value === 'object' ? value.values : undefined;
    if (!values || values.length === 0) {
      issues.push(issue(`${at}: an enum variable needs "values"`, source));
      return undefined;
    }
    variable.values = values;
  }
  return variable;
}

function variableType(name: string): VariableType | undefined {
  const lower = name.trim().toLowerCase();
  if (lower === 'bool') return 'boolean';
  if (lower === 'enumeration') return 'enum';
  return (VARIABLE_TYPES as readonly string[]).includes(lower) ? (lower as VariableType) : undefined;
}

function issue(message: string, source?: string): LocatedIssue {
  const out: LocatedIssue = { code: 'states_invalid', message, line: 0, column: 0 };
  if (source) out.source = source;
  return out;
}

function jsonSyntaxIssue(text: string, error: unknown, source: string): LocatedIssue {
  const message = error instanceof Error ? error.message : String(error);
  const offset = jsonErrorOffset(text) ?? 0;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return {
    code: 'json_syntax',
    message: `invalid JSON: ${message.replace(/\s+/g, ' ')}`,
    line,
    column,
    source,
  };
}

/** States by name. */
export function stateMap(states: readonly StateDefinition[]): Map<string, StateDefinition> {
  return new Map(states.map((s) => [s.name, s]));
}
