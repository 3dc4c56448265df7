// verifyPlan: the static verifier. Walks the plan once (allowlist and specs, scope of references,
// taint, security automata, preconditions, frame), then asks Z3 the questions about globs (frame,
// `within` preconditions, postconditions) one regex membership each. Returns data; throws only for
// unusable input (PlanError, PolicyError) or a plan over a size bound (PlanLimitError, limits.ts).
import type { Tool } from '../core/index.ts';
import type { CheckSink, Obligation, PolicyContext } from './call-checks.ts';
import { effectRx, rxOrNothing } from './call-checks.ts';
import { checkSolverWork, type PlanLimits, planLimits } from './limits.ts';
import { asPlan } from './plan-parse.ts';
import type { Block, Plan } from './plan-types.ts';
import { parsePolicy } from './policy-parse.ts';
import type { Policy } from './policy-schema.ts';
import { parsePlanTools } from './tools-parse.ts';
import {
  type PlanVerification,
  type ResidualCheck,
  VIOLATION_CATEGORIES,
  type Violation,
} from './verify-types.ts';
import { type Exit, initialState, walkBlock } from './walk.ts';
import { comp, inter, PATH, union } from './z3/regex-ast.ts';
import { createZ3Solver, type RegexSolver, type Z3SolverOptions } from './z3/z3-solver.ts';

export interface VerifyOptions {
  /** a running solver to reuse (it stays open); otherwise one is started for this call and closed */
  solver?: RegexSolver;
  solverOptions?: Z3SolverOptions;
  /** size bounds (default DEFAULT_PLAN_LIMITS); a plan over one throws PlanLimitError before any solving */
  limits?: Partial<PlanLimits>;
}

/** Accepts parsed values or raw documents (which are parsed, and throw PlanError/PolicyError when malformed). */
export async function verifyPlan(
  plan: Plan | unknown,
  policy: Policy | unknown,
  tools: readonly Tool[] | ReadonlyMap<string, Tool> | unknown,
  options: VerifyOptions = {},
): Promise<PlanVerification> {
  const limits = planLimits(options.limits);
  const p = asPlan(plan, limits);
  const ctx: PolicyContext = { policy: parsePolicy(policy), tools: asToolMap(tools) };
  const collected = collect();
  const names = new Set<string>();
  for (const s of p.allSteps.values()) {
    if ((s.kind === 'call' || s.kind === 'loop') && s.result) names.add(s.result);
    if (s.kind === 'loop') names.add(s.as);
  }
  const exits = walkBlock(p.body, initialState(ctx), { ...ctx, sink: collected.sink, names });
  postconditions(exits, ctx, collected.sink);
  // the solver work is counted before the first query: a plan that needs too much is refused whole
  checkSolverWork(
    collected.obligations.map((o) => o.rx),
    limits,
  );
  if (collected.obligations.length > 0)
    await discharge(collected.obligations, collected.sink, options, limits);
  const violations = sortByStep(collected.violations, p);
  return { ok: violations.length === 0, violations, residual: collected.residual };
}

export function asToolMap(tools: unknown): ReadonlyMap<string, Tool> {
  if (tools instanceof Map) return tools as ReadonlyMap<string, Tool>;
  return new Map(parsePlanTools(tools).map((t) => [t.name, t]));
}

function collect() {
  const violations: Violation[] = [];
  const residual: ResidualCheck[] = [];
  const obligations: Obligation[] = [];
  const seen = new Set<string>();
  const once = (key: string) => {
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const sink: CheckSink = {
    violation: (v) => {
      if (once(`v|${v.category}|${v.step}|${v.rule ?? ''}|${v.message}`)) violations.push(v);
    },
    residual: (r) => {
      if (once(`r|${r.category}|${r.step}|${r.rule}|${r.message}`)) residual.push(r);
    },
    obligation: (o) => {
      if (once(`o|${o.category}|${o.step}|${o.rule}|${o.claim}`)) obligations.push(o);
    },
  };
  return { violations, residual, obligations, sink };
}

const kindOf = { deleted: 'deletes', written: 'writes' } as const;

/** At every way the plan can end, the goal's files must have been changed by steps that always run. */
function postconditions(exits: readonly Exit[], ctx: PolicyContext, sink: CheckSink): void {
  (ctx.policy.goal?.ensures ?? []).forEach((ensure, i) => {
    const which = ensure.deleted ? 'deleted' : 'written';
    const globs = (ensure.deleted ?? ensure.written)!;
    for (const exit of exits) {
      const done = [...exit.state.must.values()].filter((e) => e.kind === kindOf[which]);
      const covered = done.map(effectRx).filter((r) => r !== undefined);
      sink.obligation({
        category: 'postcondition',
        step: exit.step,
        rule: `goal.ensures[${i}]`,
        rx: inter(PATH, union(...globs.map(rxOrNothing)), comp(union(...covered))),
        claim: `every file matching ${JSON.stringify(globs)} is ${which} when the plan ends at step ${exit.step}`,
        explain: (w) =>
          `the plan must leave ${JSON.stringify(globs)} ${which}, but when it ends at step ${exit.step} no step that always runs has ${which} ${w}${done.length ? ` (${which} on every path: ${done.map((e) => e.pattern).join(', ')})` : ''}`,
      });
    }
  });
}

async function discharge(
  obligations: readonly Obligation[],
  sink: CheckSink,
  options: VerifyOptions,
  limits: PlanLimits,
): Promise<void> {
  const solver = options.solver ?? createZ3Solver(options.solverOptions);
  // a question the solver could not decide already keeps the plan from approval; past the bound
  // the rest are not asked (each could use the whole MAX_QUERY_RLIMIT), and are reported unasked.
  // The questions share MAX_SOLVER_RLIMIT resource units: counted, so the verdict is the same on
  // any machine; a query that does not report its use is charged all it was given.
  let undecided = 0;
  let rlimitLeft = limits.MAX_SOLVER_RLIMIT;
  const unasked = (o: Obligation, why: string) =>
    sink.violation({
      category: o.category,
      step: o.step,
      message: `could not prove that ${o.claim} (not asked: ${why}); an unproved condition is not approved`,
      rule: o.rule,
    });
  try {
    for (const o of obligations) {
      if (undecided >= limits.MAX_UNDECIDED_QUERIES) {
        unasked(
          o,
          `the solver already failed to decide ${undecided} question${undecided === 1 ? '' : 's'} of this plan, the limit MAX_UNDECIDED_QUERIES = ${limits.MAX_UNDECIDED_QUERIES}`,
        );
        continue;
      }
      if (rlimitLeft < 1) {
        unasked(
          o,
          `the solver's resource units for this verification are spent, the limit MAX_SOLVER_RLIMIT = ${limits.MAX_SOLVER_RLIMIT}`,
        );
        continue;
      }
      const rlimit = Math.min(limits.MAX_QUERY_RLIMIT, rlimitLeft);
      const outcome = await solver.solve(o.rx, { rlimit });
      rlimitLeft -= Math.max(0, outcome.rlimitUsed ?? rlimit);
      if (outcome.status === 'failed') undecided++;
      if (outcome.status === 'unsat') continue;
      if (outcome.status === 'sat')
        sink.violation({
          category: o.category,
          step: o.step,
          message: o.explain(outcome.witness),
          counterexample: outcome.witness,
          rule: o.rule,
        });
      else
        sink.violation({
          category: o.category,
          step: o.step,
          message: `could not prove that ${o.claim} (${outcome.reason}: ${outcome.message}${rlimit < limits.MAX_QUERY_RLIMIT ? `, what was left of MAX_SOLVER_RLIMIT = ${limits.MAX_SOLVER_RLIMIT}` : ''}); an unproved condition is not approved`,
          rule: o.rule,
        });
    }
  } finally {
    if (!options.solver) await solver.close();
  }
}

function sortByStep(violations: Violation[], plan: Plan): Violation[] {
  const position = new Map<string, number>();
  const visit = (block: Block) => {
    for (const id of block.order) {
      position.set(id, position.size);
      const s = block.steps.get(id)!;
      if (s.kind === 'loop') visit(s.body);
    }
  };
  visit(plan.body);
  const pos = (v: Violation) => (v.step === null ? Number.MAX_SAFE_INTEGER : (position.get(v.step) ?? 0));
  const cat = (v: Violation) => VIOLATION_CATEGORIES.indexOf(v.category);
  return violations
    .map((v, i) => ({ v, i }))
    .sort((a, b) => pos(a.v) - pos(b.v) || cat(a.v) - cat(b.v) || a.i - b.i)
    .map(({ v }) => v);
}
