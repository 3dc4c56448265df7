// Guardians of the Agents: workflow plans made before any data is seen, verified statically against
// a policy, explained, and executed only when verified.
export { formatPlanIssue, PlanError, type PlanIssue, PlanLimitError, PolicyError } from '../core/index.ts';
export { type AbstractValue, inList, OPERATORS, type Operator, type Truth } from './condition.ts';
export {
  type ExecuteOptions,
  type ExecutionOutcome,
  executePlan,
  type ToolImplementation,
  type TraceEntry,
} from './execute.ts';
export { type ExplainFormat, explainPlan, predicateOf } from './explain.ts';
export { type GlobOutcome, globToRx, MAX_GLOB_WILDCARDS } from './glob-regex.ts';
export { DEFAULT_PLAN_LIMITS, type PlanLimits } from './limits.ts';
export { policyMonitor } from './monitor.ts';
export { asPlan, parsePlan, parsePlanText } from './plan-parse.ts';
export type {
  ArgExpr,
  Block,
  BranchStep,
  CallStep,
  LoopStep,
  Plan,
  PlanCondition,
  ReturnStep,
  Step,
} from './plan-types.ts';
export {
  extractJson,
  PLANNER_SYSTEM,
  type PlannerOptions,
  type PlannerResult,
  plannerPrompt,
  planWithModel,
} from './planner.ts';
export { parsePolicy, parsePolicyText } from './policy-parse.ts';
export type {
  ArgumentCondition,
  Automaton,
  Contract,
  DataflowRule,
  Effect,
  Goal,
  Policy,
  RequireCondition,
} from './policy-schema.ts';
export { parsePlanTools, parsePlanToolsText } from './tools-parse.ts';
export { type VerifyOptions, verifyPlan } from './verify-plan.ts';
export {
  type PlanVerification,
  type ResidualCheck,
  VIOLATION_CATEGORIES,
  type Violation,
  type ViolationCategory,
} from './verify-types.ts';
export type { Rx } from './z3/regex-ast.ts';
export { createZ3Solver, type RegexSolver, type SolveOutcome, type Z3SolverOptions } from './z3/z3-solver.ts';
