// The checked form of a plan that the verifier, the explainer and the executor read. Built only by
// `parsePlan`; every reference is resolved to a result name, every `next` to a step in its block.
import type { Json } from '../core/index.ts';
import type { OperatorSpec } from './condition.ts';

/** An argument as the plan wrote it: literal data, or a symbolic reference to an earlier result. */
export type ArgExpr =
  | { kind: 'literal'; value: Json }
  | { kind: 'ref'; name: string; path: Array<string | number>; text: string }
  | { kind: 'object'; entries: Array<[string, ArgExpr]> }
  | { kind: 'array'; items: ArgExpr[] };

export type PlanCondition =
  | { kind: 'compare'; value: ArgExpr; spec: OperatorSpec }
  | { kind: 'all'; items: PlanCondition[] }
  | { kind: 'any'; items: PlanCondition[] }
  | { kind: 'not'; item: PlanCondition };

interface StepBase {
  id: string;
  description?: string;
}

export interface CallStep extends StepBase {
  kind: 'call';
  /** the tool name (a `functions.` prefix, as in the article, is dropped) */
  tool: string;
  args: Array<[string, ArgExpr]>;
  result?: string;
  next?: string;
}

export interface ReturnStep extends StepBase {
  kind: 'return';
  value: ArgExpr;
}

export interface BranchStep extends StepBase {
  kind: 'branch';
  condition: PlanCondition;
  /** the step after a true condition (`then` in the document) */
  ifTrue: string;
  /** `else` in the document */
  ifFalse: string;
}

export interface LoopStep extends StepBase {
  kind: 'loop';
  items: ArgExpr;
  as: string;
  maxIterations: number;
  body: Block;
  /** the list of the body's return values, one per iteration */
  result?: string;
  next?: string;
}

export type Step = CallStep | ReturnStep | BranchStep | LoopStep;

/** A list of steps with one entry and no cycles: the plan itself, or the body of a loop. */
export interface Block {
  start: string;
  steps: ReadonlyMap<string, Step>;
  /** step ids in a topological order (every step after all its predecessors) */
  order: readonly string[];
  /** predecessors of each step inside the block */
  preds: ReadonlyMap<string, readonly string[]>;
}

export interface Plan {
  name: string;
  description?: string;
  body: Block;
  /** every step of the plan, loop bodies included, by id (ids are unique across the plan) */
  allSteps: ReadonlyMap<string, Step>;
}

/** The ids a step can continue with inside its block. */
export function successors(step: Step): string[] {
  switch (step.kind) {
    case 'call':
    case 'loop':
      return step.next ? [step.next] : [];
    case 'branch':
      return [step.ifTrue, step.ifFalse];
    case 'return':
      return [];
  }
}

/** Every reference inside an argument, depth first. */
export function refsOf(expr: ArgExpr, out: Array<Extract<ArgExpr, { kind: 'ref' }>> = []) {
  switch (expr.kind) {
    case 'ref':
      out.push(expr);
      break;
    case 'object':
      for (const [, v] of expr.entries) refsOf(v, out);
      break;
    case 'array':
      for (const v of expr.items) refsOf(v, out);
      break;
    case 'literal':
      break;
  }
  return out;
}

export function conditionRefs(c: PlanCondition, out: Array<Extract<ArgExpr, { kind: 'ref' }>> = []) {
  switch (c.kind) {
    case 'compare':
      refsOf(c.value, out);
      break;
    case 'all':
    case 'any':
      for (const i of c.items) conditionRefs(i, out);
      break;
    case 'not':
      conditionRefs(c.item, out);
      break;
  }
  return out;
}
