// The checks that look at one call: allowlist and spec, the tool's input contract, dataflow sinks,
// preconditions, and the call's effects on files. Shared by the static verifier (arguments may be
// symbolic) and the executor's runtime monitor (arguments are concrete), so both judge alike.
import type { Json, Tool } from '../core/index.ts';
import {
  type AbstractValue,
  and3,
  describeOperator,
  evaluateOperator,
  type OperatorSpec,
  type Truth,
} from './condition.ts';
import { globToRx, literalPathRx } from './glob-regex.ts';
import { describeOrigin, type Lineage, originMatches } from './lineage.ts';
import type { ArgumentCondition, Policy, RequireCondition } from './policy-schema.ts';
import type { ResidualCheck, Violation } from './verify-types.ts';
import { comp, inter, PATH, type Rx, union } from './z3/regex-ast.ts';

export interface PolicyContext {
  policy: Policy;
  tools: ReadonlyMap<string, Tool>;
}

export interface CallSite {
  step: string;
  tool: string;
  argNames: readonly string[];
  /** what is known about the argument at a dotted path (`to`, `message.to`) */
  arg(path: string): AbstractValue;
  /** the lineage of a top-level argument's data */
  lineage(name: string): Lineage;
}

/** A question for Z3: is the language of `rx` empty? A witness in it is a counterexample. */
export interface Obligation {
  category: 'precondition' | 'postcondition' | 'frame';
  step: string | null;
  rule: string;
  rx: Rx;
  /** the violation's message when `witness` is in the language */
  explain(witness: string): string;
  /** what could not be proved, for a failed (crashed, timed-out) query */
  claim: string;
}

export interface CheckSink {
  violation(v: Violation): void;
  residual(r: ResidualCheck): void;
  obligation(o: Obligation): void;
}

export function showValue(v: AbstractValue): string {
  if (!v.known) return v.symbol;
  return v.value === undefined ? '(missing)' : JSON.stringify(v.value);
}

/** Undecidable before the data exists: a violation, or a runtime check under `onSymbolic: monitor`. */
export function undecided(
  ctx: PolicyContext,
  sink: CheckSink,
  v: Violation & { category: ResidualCheck['category'] },
): void {
  if (ctx.policy.onSymbolic === 'monitor' && v.step !== null)
    sink.residual({ category: v.category, step: v.step, message: v.message, rule: v.rule ?? '' });
  else sink.violation(v);
}

export function checkToolSpec(site: CallSite, ctx: PolicyContext, sink: CheckSink): void {
  const allow = ctx.policy.allow;
  if (allow && !allow.includes(site.tool))
    sink.violation({
      category: 'allowlist',
      step: site.step,
      message: `${site.tool} is not on the policy's allowlist (${allow.join(', ') || 'empty'}); use only allowed tools`,
      rule: 'allow',
    });
  const tool = ctx.tools.get(site.tool);
  if (!tool) {
    sink.violation({
      category: 'missing_spec',
      step: site.step,
      message: `no tool spec for ${site.tool}: a tool without a spec cannot be checked, so it cannot be called`,
    });
    return;
  }
  checkInputSchema(site, tool, sink);
}

/** The tool's input schema is its weakest precondition: known parameters, required ones present, literal types. */
function checkInputSchema(site: CallSite, tool: Tool, sink: CheckSink): void {
  const schema = tool.inputSchema as { properties?: Record<string, unknown>; required?: unknown } | undefined;
  if (!schema) return;
  const props = schema.properties && typeof schema.properties === 'object' ? schema.properties : undefined;
  const fail = (message: string, counterexample?: string) =>
    sink.violation({
      category: 'precondition',
      step: site.step,
      message,
      rule: `${tool.name}.inputSchema`,
      ...(counterexample !== undefined ? { counterexample } : {}),
    });
  if (props)
    for (const name of site.argNames)
      if (!(name in props))
        fail(`${name} is not a parameter of ${tool.name} (parameters: ${Object.keys(props).join(', ')})`);
  if (Array.isArray(schema.required))
    for (const name of schema.required)
      if (typeof name === 'string' && !site.argNames.includes(name))
        fail(`${tool.name} needs the parameter ${name}`);
  for (const name of site.argNames) {
    const prop = props?.[name] as { type?: unknown; enum?: unknown } | undefined;
    const v = site.arg(name);
    if (!prop || !v.known || v.value === undefined) continue;
    const types = typeof prop.type === 'string' ? [prop.type] : Array.isArray(prop.type) ? prop.type : [];
    if (types.length > 0 && !types.some((t) => hasType(v.value as Json, t)))
      fail(`${tool.name}.${name} must be ${types.join(' or ')}`, `${name} = ${JSON.stringify(v.value)}`);
    if (Array.isArray(prop.enum) && !prop.enum.some((e) => JSON.stringify(e) === JSON.stringify(v.value)))
      fail(
        `${tool.name}.${name} must be one of ${JSON.stringify(prop.enum)}`,
        `${name} = ${JSON.stringify(v.value)}`,
      );
  }
}

function hasType(v: Json, t: unknown): boolean {
  switch (t) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number';
    case 'integer':
      return Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'null':
      return v === null;
    default:
      return true;
  }
}

export function conditionsHold(site: CallSite, conditions: readonly ArgumentCondition[] | undefined): Truth {
  return and3((conditions ?? []).map((c) => evaluateOperator(c as OperatorSpec, site.arg(c.argument))));
}

export function describeConditions(site: CallSite, conditions: readonly ArgumentCondition[]): string {
  return conditions
    .map((c) => `${c.argument} = ${showValue(site.arg(c.argument))} (${describeOperator(c as OperatorSpec)})`)
    .join(' and ');
}

/** Indexes of the dataflow rules a call to `tool` sanitizes. */
export function sanitizedRules(tool: string, policy: Policy): number[] {
  const global = policy.sanitizers?.includes(tool) ?? false;
  return (policy.dataflow ?? []).flatMap((r, i) => (global || r.sanitizers?.includes(tool) ? [i] : []));
}

export function isSource(tool: string, policy: Policy): boolean {
  return (policy.dataflow ?? []).some((r) => r.source.name === tool);
}

export function checkSinks(site: CallSite, ctx: PolicyContext, sink: CheckSink): void {
  for (const [index, rule] of (ctx.policy.dataflow ?? []).entries()) {
    if (rule.sink.name !== site.tool) continue;
    const ruleName = rule.name ?? `dataflow[${index}]`;
    for (const param of rule.sink.arguments ?? site.argNames) {
      const hits = [...site.lineage(param).values()].filter((o) =>
        originMatches(o, index, rule.source.name, rule.source.result),
      );
      if (hits.length === 0) continue;
      const when = conditionsHold(site, rule.sink.condition);
      if (when === 'false') continue;
      const cond = rule.sink.condition?.length
        ? ` while ${describeConditions(site, rule.sink.condition)}`
        : '';
      const v: Violation & { category: 'taint' } = {
        category: 'taint',
        step: site.step,
        message: `data from ${rule.source.name}${rule.source.result ? `.${rule.source.result}` : ''} ${when === 'true' ? 'reaches' : 'could reach'} ${site.tool}.${param}${cond}; do not pass it there${rule.sanitizers?.length ? ` or sanitize it first (${rule.sanitizers.join(', ')})` : ''}`,
        counterexample: describeOrigin(hits[0]!, site.step, param, site.tool),
        rule: ruleName,
      };
      if (when === 'true') sink.violation(v);
      else undecided(ctx, sink, v);
    }
  }
}

export function checkRequires(site: CallSite, ctx: PolicyContext, sink: CheckSink): void {
  const requires = ctx.policy.contracts?.[site.tool]?.requires ?? [];
  for (const [i, c] of requires.entries()) {
    const rule = `contracts.${site.tool}.requires[${i}]`;
    const value = site.arg(c.argument);
    if (c.within) {
      requireWithin(site, ctx, sink, c as RequireCondition & { within: string[] }, value, rule);
      continue;
    }
    const holds = evaluateOperator(c as OperatorSpec, value);
    if (holds === 'true') continue;
    const v: Violation & { category: 'precondition' } = {
      category: 'precondition',
      step: site.step,
      message: `${site.tool} requires ${c.argument} ${describeOperator(c as OperatorSpec)}, ${holds === 'false' ? 'but' : 'which cannot be known before the plan runs:'} ${c.argument} = ${showValue(value)}`,
      counterexample: `${c.argument} = ${showValue(value)}`,
      rule,
    };
    if (holds === 'false') sink.violation(v);
    else undecided(ctx, sink, v);
  }
}

function requireWithin(
  site: CallSite,
  ctx: PolicyContext,
  sink: CheckSink,
  c: RequireCondition & { within: string[] },
  value: AbstractValue,
  rule: string,
): void {
  if (!value.known || typeof value.value !== 'string') {
    const v: Violation & { category: 'precondition' } = {
      category: 'precondition',
      step: site.step,
      message: `${site.tool} requires ${c.argument} within ${JSON.stringify(c.within)}, ${value.known ? `but ${c.argument} is not a string` : `which cannot be known before the plan runs: ${c.argument} = ${showValue(value)}`}`,
      rule,
    };
    if (value.known) sink.violation(v);
    else undecided(ctx, sink, v);
    return;
  }
  const pattern = value.value;
  const arg = globToRx(pattern);
  if (!arg.ok) {
    sink.violation({
      category: 'precondition',
      step: site.step,
      message: `${c.argument} = ${JSON.stringify(pattern)} is not a usable glob: ${arg.reason}`,
      rule,
    });
    return;
  }
  sink.obligation({
    category: 'precondition',
    step: site.step,
    rule,
    rx: inter(PATH, arg.rx, comp(union(...c.within.map((g) => rxOrNothing(g))))),
    claim: `${c.argument} = ${JSON.stringify(pattern)} stays within ${JSON.stringify(c.within)}`,
    explain: (w) =>
      `${site.tool} requires ${c.argument} within ${JSON.stringify(c.within)}, but ${JSON.stringify(pattern)} also matches ${w}`,
  });
}

/** Globs were checked when the policy was read; an unusable one matches nothing (fails closed for allow-lists). */
export function rxOrNothing(glob: string): Rx {
  const r = globToRx(glob);
  return r.ok ? r.rx : union();
}

export interface EffectFact {
  kind: 'deletes' | 'writes';
  /** the argument's text, when known; `undefined` for a symbolic argument */
  pattern?: string;
  literal: boolean;
  argument: string;
  step: string;
  /** shown in messages: the argument value or its symbol */
  shown: string;
}

/** The files a call changes according to its contract; `undefined` when the tool declares nothing. */
export function effectsOf(site: CallSite, ctx: PolicyContext): EffectFact[] | undefined {
  const declared = ctx.policy.contracts?.[site.tool]?.effects;
  if (!declared) return ctx.tools.get(site.tool)?.hints?.readOnly === true ? [] : undefined;
  return declared.map((e) => {
    const argument = (e.deletes ?? e.writes)!;
    const v = site.arg(argument);
    const fact: EffectFact = {
      kind: e.deletes !== undefined ? 'deletes' : 'writes',
      literal: e.literal === true,
      argument,
      step: site.step,
      shown: showValue(v),
    };
    if (v.known && typeof v.value === 'string') fact.pattern = v.value;
    return fact;
  });
}

export function effectRx(e: EffectFact): Rx | undefined {
  if (e.pattern === undefined) return undefined;
  const r = e.literal ? literalPathRx(e.pattern) : globToRx(e.pattern);
  return r.ok ? r.rx : undefined;
}

const pastTense = { deletes: 'delete', writes: 'write' } as const;

/** Frame: a call may only change files the plan's frame allows. */
export function checkFrame(site: CallSite, ctx: PolicyContext, sink: CheckSink): void {
  const frame = ctx.policy.goal?.frame;
  if (!frame) return;
  const effects = effectsOf(site, ctx);
  if (effects === undefined) {
    sink.violation({
      category: 'frame',
      step: site.step,
      message: `${site.tool} declares no effects (contracts.${site.tool}.effects) and is not read-only, so the files it changes cannot be bounded by the plan's frame`,
      rule: 'goal.frame',
    });
    return;
  }
  for (const e of effects) {
    const allowed = frame[e.kind] ?? [];
    const rule = `goal.frame.${e.kind}`;
    const rx = effectRx(e);
    if (!rx) {
      const v: Violation & { category: 'frame' } = {
        category: 'frame',
        step: site.step,
        message:
          e.pattern === undefined
            ? `${site.tool} could ${pastTense[e.kind]} any file: ${e.argument} = ${e.shown} is unknown before the plan runs, and the frame allows only ${JSON.stringify(allowed)}`
            : `${site.tool}: ${e.argument} = ${e.shown} is not a usable glob, so its effect cannot be bounded`,
        rule,
      };
      if (e.pattern === undefined) undecided(ctx, sink, v);
      else sink.violation(v);
      continue;
    }
    sink.obligation({
      category: 'frame',
      step: site.step,
      rule,
      rx: inter(PATH, rx, comp(union(...allowed.map(rxOrNothing)))),
      claim: `${site.tool}(${e.argument} = ${e.shown}) changes only files the frame allows (${JSON.stringify(allowed)})`,
      explain: (w) =>
        `${site.tool}(${e.argument} = ${e.shown}) would also ${pastTense[e.kind]} ${w}, which the plan's frame does not allow (allowed: ${allowed.length ? allowed.join(', ') : 'none'}); name exactly the files the user asked for`,
    });
  }
}
