// Turns a plan document (parsed JSON/YAML) into the checked Plan, or throws a PlanError that lists
// every problem with the step id and field it sits in. Structural rules: each step is exactly one
// kind, step ids are unique across the plan, `next`/`then`/`else` name steps of the same block, a
// block has one entry step, every step is reachable, and there are no cycles (repetition is only
// the bounded `forEach`).
import type { z } from 'zod';
import type { Json } from '../core/index.ts';
import { PlanError, type PlanIssue } from '../core/index.ts';
import type { OperatorSpec } from './condition.ts';
import { checkPlanDocument, checkPlanSteps, checkPlanText, type PlanLimits, planLimits } from './limits.ts';
import { type ParsedData, type PathKey, parseDataText, pathText } from './parse-data.ts';
import {
  type CallStepDocument,
  type ConditionDocument,
  type ForEachStepDocument,
  type IfStepDocument,
  planHeaderSchema,
  type ReturnStepDocument,
  STEP_KINDS,
  type StepKey,
} from './plan-schema.ts';
import type { ArgExpr, Block, Plan, PlanCondition, Step } from './plan-types.ts';
import { successors } from './plan-types.ts';

type Located = (path: readonly PathKey[]) => { line: number; column: number } | undefined;

interface RawStep {
  id: string;
  path: PathKey[];
  key: StepKey;
  doc: CallStepDocument | ReturnStepDocument | IfStepDocument | ForEachStepDocument;
  body?: RawBlock;
}

interface RawBlock {
  path: PathKey[];
  steps: RawStep[];
  start?: string;
}

class IssueList {
  readonly items: PlanIssue[] = [];
  constructor(private readonly locate: Located | undefined) {}

  add(path: readonly PathKey[], message: string, stepPathLength?: number): void {
    const issue: PlanIssue = { path: pathText(path), message };
    if (stepPathLength !== undefined && path.length >= stepPathLength) {
      issue.step = String(path[stepPathLength - 1]);
      const field = pathText(path.slice(stepPathLength));
      if (field) issue.field = field;
    }
    const pos = this.locate?.(path) ?? this.locateNearest(path);
    if (pos) {
      issue.line = pos.line;
      issue.column = pos.column;
    }
    this.items.push(issue);
  }

  private locateNearest(path: readonly PathKey[]) {
    for (let n = path.length - 1; n >= 0 && this.locate; n--) {
      const pos = this.locate(path.slice(0, n));
      if (pos) return pos;
    }
    return undefined;
  }

  addZod(base: PathKey[], error: z.ZodError, stepPathLength?: number): void {
    for (const issue of error.issues) {
      const path = [...base, ...issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k))];
      const message =
        issue.code === 'invalid_union' && path.includes('if')
          ? 'not a valid condition: expected {"value": …, <operator>: …} or {"all"|"any": [...]} or {"not": {...}}'
          : issue.message;
      this.add(path, message, stepPathLength);
    }
  }
}

/**
 * Parses plan text (JSON, or YAML) into a checked Plan; throws PlanError with located issues, or
 * PlanLimitError for a plan over a size bound (`limits`, default DEFAULT_PLAN_LIMITS).
 */
export function parsePlanText(text: string, source?: string, limits: Partial<PlanLimits> = {}): Plan {
  const bounds = planLimits(limits);
  checkPlanText(text, bounds, source);
  const parsed = parseDataText(text);
  if (!parsed.ok) throw new PlanError(parsed.issues, source);
  return parsePlanValue(parsed.data.value, source, parsed.data, bounds);
}

/** Parses an already-decoded plan document (e.g. an LLM's structured output) into a Plan. */
export function parsePlan(value: unknown, source?: string, limits: Partial<PlanLimits> = {}): Plan {
  return parsePlanValue(value, source, undefined, planLimits(limits));
}

/** A Plan as is (within the step bound), or a plan document parsed (throws PlanError when it is malformed). */
export function asPlan(plan: unknown, limits: Partial<PlanLimits> = {}): Plan {
  const maybe = plan as Partial<Plan> | null;
  if (maybe && typeof maybe === 'object' && maybe.allSteps instanceof Map) {
    checkPlanSteps(maybe.allSteps.size, planLimits(limits));
    return plan as Plan;
  }
  return parsePlan(plan, undefined, limits);
}

function parsePlanValue(
  value: unknown,
  source: string | undefined,
  data: ParsedData | undefined,
  limits: PlanLimits,
): Plan {
  checkPlanDocument(value, limits, source);
  const issues = new IssueList(data?.locate.bind(data));
  const header = planHeaderSchema.safeParse(value);
  if (!header.success) {
    issues.addZod([], header.error);
    throw new PlanError(issues.items, source);
  }
  const ids = new Map<string, PathKey[]>();
  const top = collectBlock(header.data.steps, ['steps'], issues, ids);
  if (header.data.start !== undefined) top.start = header.data.start;
  if (Object.keys(header.data.steps).length === 0) issues.add(['steps'], 'a plan needs at least one step');
  if (issues.items.length > 0) throw new PlanError(issues.items, source);

  const names = new Set<string>();
  collectNames(top, names);
  const allSteps = new Map<string, Step>();
  const body = buildBlock(top, names, issues, allSteps, ids);
  if (issues.items.length > 0 || !body) throw new PlanError(issues.items, source);
  const plan: Plan = { name: header.data.name, body, allSteps };
  if (header.data.description !== undefined) plan.description = header.data.description;
  return plan;
}

function collectBlock(
  steps: Record<string, unknown>,
  path: PathKey[],
  issues: IssueList,
  ids: Map<string, PathKey[]>,
): RawBlock {
  const block: RawBlock = { path, steps: [] };
  for (const [id, raw] of Object.entries(steps)) {
    const stepPath = [...path, id];
    const depth = stepPath.length;
    const earlier = ids.get(id);
    if (earlier) {
      issues.add(stepPath, `step id '${id}' is already used at ${pathText(earlier)}`, depth);
      continue;
    }
    ids.set(id, stepPath);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      issues.add(stepPath, 'a step must be an object', depth);
      continue;
    }
    const kinds = (Object.keys(STEP_KINDS) as StepKey[]).filter((k) => k in raw);
    if (kinds.length !== 1) {
      issues.add(
        stepPath,
        kinds.length === 0
          ? `a step needs one of "function", "return", "if" or "forEach" (found keys: ${Object.keys(raw).join(', ') || 'none'})`
          : `a step has exactly one of "function", "return", "if" or "forEach", not ${kinds.join(' and ')}`,
        depth,
      );
      continue;
    }
    const key = kinds[0]!;
    const result = STEP_KINDS[key].safeParse(raw);
    if (!result.success) {
      issues.addZod(stepPath, result.error, depth);
      continue;
    }
    const step: RawStep = { id, path: stepPath, key, doc: result.data };
    if (key === 'forEach') {
      const loop = result.data as ForEachStepDocument;
      step.body = collectBlock(loop.steps, [...stepPath, 'steps'], issues, ids);
      if (Object.keys(loop.steps).length === 0)
        issues.add([...stepPath, 'steps'], 'a loop body needs at least one step', depth);
    }
    block.steps.push(step);
  }
  return block;
}

function collectNames(block: RawBlock, names: Set<string>): void {
  for (const step of block.steps) {
    const doc = step.doc as { result?: string; as?: string };
    if (doc.result) names.add(doc.result);
    if (doc.as) names.add(doc.as);
    if (step.body) collectNames(step.body, names);
  }
}

const REF = /^@([A-Za-z_][A-Za-z0-9_-]*)((?:\.[A-Za-z0-9_-]+)*)$/;

/** A string is a reference when it is `@name[.field…]`, or exactly the name of a result (article style). */
export function toArgExpr(value: Json, names: ReadonlySet<string>): ArgExpr {
  if (typeof value === 'string') {
    const m = REF.exec(value);
    if (m) {
      const path = m[2]
        ? m[2]
            .slice(1)
            .split('.')
            .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
        : [];
      return { kind: 'ref', name: m[1]!, path, text: value };
    }
    if (names.has(value)) return { kind: 'ref', name: value, path: [], text: `@${value}` };
    return { kind: 'literal', value };
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => toArgExpr(v, names));
    return items.every((i) => i.kind === 'literal') ? { kind: 'literal', value } : { kind: 'array', items };
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$literal')
      return { kind: 'literal', value: value.$literal ?? null };
    const entries = keys.map((k): [string, ArgExpr] => [k, toArgExpr(value[k] ?? null, names)]);
    return entries.every(([, e]) => e.kind === 'literal')
      ? { kind: 'literal', value }
      : { kind: 'object', entries };
  }
  return { kind: 'literal', value };
}

function toCondition(doc: ConditionDocument, names: ReadonlySet<string>): PlanCondition {
  const d = doc as { all?: ConditionDocument[]; any?: ConditionDocument[]; not?: ConditionDocument };
  if (d.all) return { kind: 'all', items: d.all.map((c) => toCondition(c, names)) };
  if (d.any) return { kind: 'any', items: d.any.map((c) => toCondition(c, names)) };
  if (d.not) return { kind: 'not', item: toCondition(d.not, names) };
  const { value, ...spec } = doc as { value: Json } & OperatorSpec;
  return { kind: 'compare', value: toArgExpr(value, names), spec };
}

function buildStep(raw: RawStep, names: ReadonlySet<string>, body: Block | undefined): Step {
  const base =
    raw.doc.description !== undefined ? { id: raw.id, description: raw.doc.description } : { id: raw.id };
  switch (raw.key) {
    case 'function': {
      const d = raw.doc as CallStepDocument;
      const args = Object.entries(d.function.arguments).map(([k, v]): [string, ArgExpr] => [
        k,
        toArgExpr(v, names),
      ]);
      return {
        ...base,
        kind: 'call',
        tool: d.function.name.replace(/^functions\./, ''),
        args,
        ...(d.result !== undefined ? { result: d.result } : {}),
        ...(d.next !== undefined ? { next: d.next } : {}),
      };
    }
    case 'return':
      return { ...base, kind: 'return', value: toArgExpr((raw.doc as ReturnStepDocument).return, names) };
    case 'if': {
      const d = raw.doc as IfStepDocument;
      return {
        ...base,
        kind: 'branch',
        condition: toCondition(d.if, names),
        ifTrue: d.then,
        ifFalse: d.else,
      };
    }
    case 'forEach': {
      const d = raw.doc as ForEachStepDocument;
      return {
        ...base,
        kind: 'loop',
        items: toArgExpr(d.forEach, names),
        as: d.as,
        maxIterations: d.maxIterations,
        body: body!,
        ...(d.result !== undefined ? { result: d.result } : {}),
        ...(d.next !== undefined ? { next: d.next } : {}),
      };
    }
  }
}

function buildBlock(
  raw: RawBlock,
  names: ReadonlySet<string>,
  issues: IssueList,
  allSteps: Map<string, Step>,
  ids: ReadonlyMap<string, PathKey[]>,
): Block | undefined {
  const steps = new Map<string, Step>();
  const paths = new Map<string, PathKey[]>();
  for (const r of raw.steps) {
    const body = r.body ? buildBlock(r.body, names, issues, allSteps, ids) : undefined;
    const step = buildStep(r, names, body);
    steps.set(r.id, step);
    allSteps.set(r.id, step);
    paths.set(r.id, r.path);
  }
  const preds = new Map<string, string[]>([...steps.keys()].map((id) => [id, []]));
  const fieldOf = (step: Step, target: string) =>
    step.kind === 'branch' ? (step.ifTrue === target ? 'then' : 'else') : 'next';
  let linksOk = true;
  for (const step of steps.values()) {
    for (const target of successors(step)) {
      const path = [...paths.get(step.id)!, fieldOf(step, target)];
      if (steps.has(target)) preds.get(target)!.push(step.id);
      else {
        linksOk = false;
        issues.add(
          path,
          ids.has(target)
            ? `step '${target}' is in another block; a step can only continue inside its own block (plan or loop body)`
            : `there is no step '${target}'`,
          paths.get(step.id)!.length,
        );
      }
    }
  }
  if (!linksOk) return undefined;
  const start = entryStep(raw, steps, preds, issues);
  if (start === undefined) return undefined;
  const order = topologicalOrder(start, steps, paths, issues);
  if (!order) return undefined;
  return { start, steps, order, preds };
}

function entryStep(
  raw: RawBlock,
  steps: ReadonlyMap<string, Step>,
  preds: ReadonlyMap<string, string[]>,
  issues: IssueList,
): string | undefined {
  if (raw.start !== undefined) {
    if (!steps.has(raw.start)) {
      issues.add(['start'], `there is no step '${raw.start}' to start with`);
      return undefined;
    }
    return raw.start;
  }
  const roots = [...steps.keys()].filter((id) => preds.get(id)!.length === 0);
  if (roots.length === 1) return roots[0];
  issues.add(
    raw.path,
    roots.length === 0
      ? 'every step has a predecessor, so there is no first step (the steps form a cycle)'
      : `steps ${roots.map((r) => `'${r}'`).join(', ')} have no predecessor; a block has one first step (set "start" or link them with "next")`,
  );
  return undefined;
}

/** Depth-first from the entry: reports cycles and unreachable steps, returns a topological order. */
function topologicalOrder(
  start: string,
  steps: ReadonlyMap<string, Step>,
  paths: ReadonlyMap<string, PathKey[]>,
  issues: IssueList,
): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const post: string[] = [];
  let ok = true;
  const stack: Array<{ id: string; next: number }> = [{ id: start, next: 0 }];
  state.set(start, 'open');
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const succ = successors(steps.get(top.id)!);
    if (top.next >= succ.length) {
      state.set(top.id, 'done');
      post.push(top.id);
      stack.pop();
      continue;
    }
    const target = succ[top.next++]!;
    const seen = state.get(target);
    if (seen === 'open') {
      ok = false;
      const trail = stack.map((e) => e.id);
      const cycle = [...trail.slice(trail.indexOf(target)), target].join(' → ');
      issues.add(
        paths.get(top.id)!,
        `steps form a cycle (${cycle}); repetition is only allowed as a forEach step with maxIterations`,
        paths.get(top.id)!.length,
      );
    } else if (seen === undefined) {
      state.set(target, 'open');
      stack.push({ id: target, next: 0 });
    }
  }
  for (const id of steps.keys()) {
    if (!state.has(id)) {
      ok = false;
      issues.add(
        paths.get(id)!,
        `step '${id}' can never run: no path from '${start}' reaches it`,
        paths.get(id)!.length,
      );
    }
  }
  return ok ? post.reverse() : undefined;
}
