// The executor: runs a plan only after verifyPlan approved it, binds symbolic references to the
// values earlier steps produced, and before every call repeats the call checks (taint, automata,
// preconditions, frame) on the concrete arguments — defence in depth, and the place where checks
// deferred with `onSymbolic: monitor` are decided. Tool results are data: they are bound to names
// and passed on, never read as instructions, so an injected "send this to…" cannot add a step.
import type { Json, Tool } from '../core/index.ts';
import { evaluateExpr, jsonAt, lineageOfExpr } from './arg-expr.ts';
import { type AutomatonState, initialAutomata, judgeCall } from './automata.ts';
import { type CallSite, isSource, type PolicyContext, sanitizedRules } from './call-checks.ts';
import { and3, evaluateOperator, not3, or3, type Truth } from './condition.ts';
import { joinLineage, type Lineage, NO_LINEAGE, sourceLineage, throughCall } from './lineage.ts';
import { asPlan } from './plan-parse.ts';
import type { Block, CallStep, Plan, PlanCondition, Step } from './plan-types.ts';
import { parsePolicy } from './policy-parse.ts';
import type { Policy } from './policy-schema.ts';
import { asToolMap, type VerifyOptions, verifyPlan } from './verify-plan.ts';
import type { PlanVerification, Violation } from './verify-types.ts';
import { createZ3Solver, type RegexSolver } from './z3/z3-solver.ts';

/** What runs a tool: its concrete arguments in, its result (plain data) out. Parameter types may be
 *  narrower than `Record<string, Json>` (checked like a method, bivariantly). */
export type ToolImplementation = {
  run(args: Record<string, Json>, context: { step: string }): unknown;
}['run'];

export interface ExecuteOptions extends VerifyOptions {
  policy: Policy | unknown;
  tools: readonly Tool[] | ReadonlyMap<string, Tool> | unknown;
  implementations: Readonly<Record<string, ToolImplementation>>;
}

export interface TraceEntry {
  step: string;
  tool: string;
  args: Record<string, Json>;
  result: Json;
}

export type ExecutionOutcome =
  | { status: 'completed'; value: Json; trace: TraceEntry[]; verification: PlanVerification }
  | { status: 'rejected'; trace: TraceEntry[]; verification: PlanVerification }
  | {
      status: 'blocked';
      step: string;
      violations: Violation[];
      trace: TraceEntry[];
      verification: PlanVerification;
    }
  | { status: 'failed'; step: string; error: string; trace: TraceEntry[]; verification: PlanVerification };

class Stop {
  constructor(
    readonly step: string,
    readonly violations: Violation[],
    readonly error?: string,
  ) {}
}

interface Frame {
  values: Map<string, Json>;
  lineage: Map<string, Lineage>;
}

export async function executePlan(plan: Plan | unknown, options: ExecuteOptions): Promise<ExecutionOutcome> {
  const p = asPlan(plan, options.limits);
  const ctx: PolicyContext = { policy: parsePolicy(options.policy), tools: asToolMap(options.tools) };
  const ownSolver = options.solver ? undefined : createZ3Solver(options.solverOptions);
  const solver = options.solver ?? ownSolver!;
  const trace: TraceEntry[] = [];
  try {
    const verification = await verifyPlan(p, ctx.policy, ctx.tools, {
      solver,
      ...(options.limits ? { limits: options.limits } : {}),
    });
    if (!verification.ok) return { status: 'rejected', trace, verification };
    const missing = [...p.allSteps.values()].find(
      (s): s is CallStep => s.kind === 'call' && typeof options.implementations[s.tool] !== 'function',
    );
    if (missing)
      return {
        status: 'failed',
        step: missing.id,
        error: `no implementation for tool ${missing.tool}`,
        trace,
        verification,
      };
    const run = new Run(ctx, options.implementations, solver, trace);
    try {
      const { value } = await run.block(p.body, { values: new Map(), lineage: new Map() });
      return { status: 'completed', value, trace, verification };
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      if (e.error !== undefined)
        return { status: 'failed', step: e.step, error: e.error, trace, verification };
      return { status: 'blocked', step: e.step, violations: e.violations, trace, verification };
    }
  } finally {
    await ownSolver?.close();
  }
}

class Run {
  private automata: AutomatonState[];

  constructor(
    private readonly ctx: PolicyContext,
    private readonly impls: Readonly<Record<string, ToolImplementation>>,
    private readonly solver: RegexSolver,
    private readonly trace: TraceEntry[],
  ) {
    this.automata = initialAutomata(ctx.policy.automata ?? []);
  }

  async block(block: Block, frame: Frame): Promise<{ value: Json; lineage: Lineage }> {
    let id: string | undefined = block.start;
    while (id !== undefined) {
      const step: Step = block.steps.get(id)!;
      switch (step.kind) {
        case 'return':
          return {
            value: evaluateExpr(step.value, frame.values),
            lineage: lineageOfExpr(step.value, frame.lineage),
          };
        case 'branch':
          id = this.decide(step.condition, frame) === 'true' ? step.ifTrue : step.ifFalse;
          break;
        case 'call':
          await this.call(step, frame);
          id = step.next;
          break;
        case 'loop': {
          const items = evaluateExpr(step.items, frame.values);
          if (!Array.isArray(items))
            throw new Stop(step.id, [], `forEach needs a list, got ${JSON.stringify(items)?.slice(0, 80)}`);
          if (items.length > step.maxIterations)
            throw new Stop(
              step.id,
              [],
              `the list has ${items.length} items, more than maxIterations ${step.maxIterations}`,
            );
          const itemLineage = lineageOfExpr(step.items, frame.lineage);
          const results: Json[] = [];
          let returned = NO_LINEAGE;
          for (const item of items) {
            const inner: Frame = {
              values: new Map(frame.values).set(step.as, item),
              lineage: new Map(frame.lineage).set(step.as, itemLineage),
            };
            const round = await this.block(step.body, inner);
            results.push(round.value);
            returned = joinLineage(returned, round.lineage);
          }
          if (step.result) {
            frame.values.set(step.result, results);
            frame.lineage.set(step.result, throughCall(returned, step.id, []));
          }
          id = step.next;
          break;
        }
      }
    }
    return { value: null, lineage: NO_LINEAGE };
  }

  private decide(c: PlanCondition, frame: Frame): Truth {
    switch (c.kind) {
      case 'compare':
        return evaluateOperator(c.spec, { known: true, value: evaluateExpr(c.value, frame.values) });
      case 'all':
        return and3(c.items.map((i) => this.decide(i, frame)));
      case 'any':
        return or3(c.items.map((i) => this.decide(i, frame)));
      case 'not':
        return not3(this.decide(c.item, frame));
    }
  }

  private async call(step: CallStep, frame: Frame): Promise<void> {
    const args: Record<string, Json> = Object.fromEntries(
      step.args.map(([k, e]) => [k, evaluateExpr(e, frame.values)]),
    );
    const exprs = new Map(step.args);
    const site: CallSite = {
      step: step.id,
      tool: step.tool,
      argNames: Object.keys(args),
      arg: (path) => {
        const [name, ...rest] = path.split('.');
        return { known: true, value: jsonAt(args[name!], rest) };
      },
      lineage: (name) => lineageOfExpr(exprs.get(name), frame.lineage),
    };
    const { violations, obligations, next: automata } = judgeCall(site, this.automata, this.ctx);
    for (const o of obligations) {
      const r = await this.solver.solve(o.rx);
      if (r.status === 'sat')
        violations.push({
          category: o.category,
          step: o.step,
          message: o.explain(r.witness),
          counterexample: r.witness,
          rule: o.rule,
        });
      else if (r.status === 'failed')
        violations.push({
          category: o.category,
          step: o.step,
          message: `could not prove that ${o.claim} (${r.reason}); not run`,
          rule: o.rule,
        });
    }
    if (violations.length > 0) throw new Stop(step.id, violations);
    let result: Json;
    try {
      result = toJson(await this.impls[step.tool]!(args, { step: step.id }));
    } catch (e) {
      throw new Stop(step.id, [], `${step.tool} failed: ${(e as Error)?.message ?? String(e)}`);
    }
    this.automata = automata;
    this.trace.push({ step: step.id, tool: step.tool, args, result });
    if (step.result) {
      let lineage = NO_LINEAGE;
      for (const [name] of step.args) lineage = joinLineage(lineage, site.lineage(name));
      lineage = throughCall(lineage, step.id, sanitizedRules(step.tool, this.ctx.policy));
      if (isSource(step.tool, this.ctx.policy))
        lineage = joinLineage(lineage, sourceLineage(step.id, step.tool));
      frame.values.set(step.result, result);
      frame.lineage.set(step.result, lineage);
    }
  }
}

/** A tool's result as plain data (functions, symbols and cycles do not survive). */
function toJson(value: unknown): Json {
  if (value === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(value)) as Json;
  } catch {
    return String(value);
  }
}
