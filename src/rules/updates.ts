// State updates → the facts the engine applies: typed values (values.ts) and, for string
// variables, the equivalence of the new value with every string constant the rules compare it
// with (equivalence.ts). Also the developer library's per-tool bindings (triggers).
import type { ToolCall } from '../core/index.ts';
import { type CompiledSpec, stateVarKey } from './compile.ts';
import { compareStrings, type SimilarityHook } from './equivalence.ts';
import type { StateDefinition, StateUpdate } from './types.ts';
import { observe, type ReferenceDate } from './values.ts';

/** How one tool takes part in verification (VeriSafe §4.2 triggers, §7 post-action updates). */
export interface ToolBinding {
  /** pre-action trigger: the state update the proposed call is *expected* to cause */
  trigger?: (call: ToolCall) => StateUpdate | StateUpdate[] | null | undefined;
  /** the objective the tool achieves (default: the objective with the tool's name, if any) */
  objective?: string;
  /** verify at rule level; default true when the tool achieves an objective */
  critical?: boolean;
  /** post-action updates from the result, for outcomes that cannot be predicted */
  observe?: (call: ToolCall, result: unknown) => StateUpdate | StateUpdate[] | null | undefined;
}

export type ToolBindings = Record<string, ToolBinding>;

export function asUpdates(value: StateUpdate | StateUpdate[] | null | undefined): StateUpdate[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** `reserve`, `Reserve`, `reserve-restaurant` → comparable objective keys */
export function objectiveKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export interface SetFact {
  s: string;
  v: string;
  t: string;
  x?: number | boolean | string;
  d?: string;
}

export interface EqFact {
  id: number;
  d: 'yes' | 'likely' | 'no';
}

export interface EncodedUpdates {
  sets: SetFact[];
  eqs: EqFact[];
  /** `RestaurantInfo.name to "S"`, per updated variable */
  shown: Map<string, string>;
  /** string matches that rest on similarity alone, in words */
  similarityNotes: Map<number, string>;
}

export interface EncodeContext {
  states: ReadonlyMap<string, StateDefinition>;
  compiled: CompiledSpec;
  ref: ReferenceDate;
  similarity: SimilarityHook;
}

/** Encodes updates, or says why they do not fit the state definitions. */
export function encodeUpdates(
  updates: StateUpdate[],
  ctx: EncodeContext,
): EncodedUpdates | { error: string } {
  const out: EncodedUpdates = { sets: [], eqs: [], shown: new Map(), similarityNotes: new Map() };
  for (const update of updates) {
    const state = ctx.states.get(update?.state);
    if (!state) return { error: `update of unknown state ${String(update?.state)}` };
    if (update.values === null || typeof update.values !== 'object')
      return { error: `update of ${state.name} has no values` };
    for (const [name, raw] of Object.entries(update.values)) {
      const variable = state.variables.find((v) => v.name === name);
      if (!variable) return { error: `${state.name} has no variable '${name}'` };
      const value = observe(variable, raw, ctx.ref);
      const fact: SetFact = { s: state.name, v: name, t: value.t };
      if ('x' in value) fact.x = value.x;
      if (value.t !== 'unset') fact.d = value.display;
      out.sets.push(fact);
      out.shown.set(
        `${state.name}.${name}`,
        value.t === 'unset'
          ? `${state.name}.${name} to unobserved`
          : `${state.name}.${name} to ${show(value.display, variable.type)}`,
      );
      for (const constant of ctx.compiled.strings.get(stateVarKey(state.name, name)) ?? []) {
        if (value.t !== 'str') {
          out.eqs.push({ id: constant.id, d: 'no' });
          continue;
        }
        const cmp = compareStrings(value.display, constant.value, ctx.ref, ctx.similarity);
        out.eqs.push({ id: constant.id, d: cmp.degree });
        if (cmp.degree === 'likely')
          out.similarityNotes.set(
            constant.id,
            `${state.name}.${name} ${JSON.stringify(value.display)} was taken as ${JSON.stringify(constant.value)} by ${ctx.similarity.name} similarity ${cmp.score?.toFixed(2)}`,
          );
      }
    }
  }
  return out;
}

function show(display: string, type: string): string {
  return type === 'string' || type === 'enum' || type === 'date' ? JSON.stringify(display) : display;
}
