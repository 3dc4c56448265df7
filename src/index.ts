// intentguard's public surface, by name (no `export *`: a new internal export never leaks here).
// Heavy or native parts live at subpath exports so this never loads them: framework adapters
// (intentguard/ai-sdk, /openai-agents, /langchain, /mcp), the LLM formalizer and its providers
// (intentguard/llm), the SQLite audit log (intentguard/audit), Guardians plans (intentguard/plan),
// VeriSafe rules (intentguard/rules) and test doubles (intentguard/testing). Prolog, tree-sitter
// and Z3 start only when first used. test/package/surface.test.ts pins this list.

// the guarded agent loop (framework-free) and the shared decide → confirm → run → record path
export {
  type AgentView,
  CallGuard,
  type CallGuardOptions,
  type ConfirmationAnswer,
  type Confirmer,
  createGuard,
  DEFAULT_MAX_RETRIES,
  type Decision,
  denyAll,
  describeConfirmation,
  type Formalize,
  type GuardedAgentOptions,
  type GuardedCall,
  type GuardedRun,
  type GuardMode,
  type GuardSetup,
  openTaskSession,
  type Proposer,
  renderTrajectory,
  runGuardedAgent,
  type SessionSettings,
  type TaskDefinition,
  type TerminalConfirmerOptions,
  type ToolExecutor,
  type TrajectoryStep,
  terminalConfirmer,
} from './agent/index.ts';
// input analyzers (shell, SQL, paths, values, provenance)
export {
  type AnalyzeContext,
  type AnalyzerFact,
  type Analyzers,
  type CallAnalysis,
  loadAnalyzers,
  ProvenanceIndex,
} from './analyze/index.ts';
export { injectionEvidence } from './analyze/injection.ts';
export { FormalizeError } from './core/errors/formalize-error.ts';
export { ToolsError } from './core/errors/tools-error.ts';
// vocabulary, verdicts, findings and typed errors
export {
  type Confirmation,
  type ConfirmationScope,
  canonicalHash,
  canonicalJson,
  combineVerdicts,
  DISPOSITIONS,
  type Disposition,
  EngineError,
  ERROR_CODES,
  type ErrorCode,
  FINAL_ANSWER,
  FINDING_CODES,
  type Finding,
  type FindingCode,
  formatIssue,
  InputError,
  IntentguardError,
  isDisposition,
  type Json,
  type LocatedIssue,
  mayRun,
  SessionError,
  SpecError,
  severity,
  type Tool,
  type ToolCall,
  type ToolDataflow,
  type ToolHints,
  type Verdict,
} from './core/index.ts';
// from instruction to spec, offline (the LLM formalizer is intentguard/llm)
export {
  ALL_FAMILIES,
  extractIntent,
  formalizeOffline,
  type GuardedTask,
  type GuardFamily,
  type GuardTaskOptions,
  guardTask,
  type OfflineReport,
} from './formalize/offline/index.ts';
export {
  detectToolFormat,
  loadTools,
  parseTools,
  summarizeTool,
  summarizeTools,
} from './formalize/tools/index.ts';
// the Prolog engine (one per process; sessions are modules in it)
export { PrologEngine } from './logic/engine.ts';
export type { PrologTerm } from './logic/term.ts';
// Guardians: plans before data (the full API is intentguard/plan)
export {
  executePlan,
  explainPlan,
  PlanError,
  PolicyError,
  parsePlan,
  parsePolicy,
  planWithModel,
  policyMonitor,
  verifyPlan,
} from './plan/index.ts';
// VeriSafe: rules over typed state (the full API is intentguard/rules)
export {
  checkRulesText,
  compileSpec as compileRules,
  defineState,
  encodeIntent,
  parseRules,
  printRules,
  RulesError,
  RuleVerifier,
  statesFromJson,
  typeCheck,
} from './rules/index.ts';
// the spec: Prolog text <-> model, checking, printing, JSON form
export {
  type CheckedSpec,
  CONSTRAINT_TYPES,
  type CompileOptions,
  type ConstraintType,
  checkSpec,
  checkWellFormed,
  compileSpec,
  emptySpec,
  hasErrors,
  isCheckedSpec,
  jsonToSpecText,
  type ParseResult,
  parseSpecText,
  printSpec,
  type RefinedStep,
  RISK_DISPOSITIONS,
  type RiskDisposition,
  type RiskyAction,
  SPEC_PREDICATES,
  type Spec,
  type SpecJson,
  SpecJsonSchema,
  type StepConstraint,
  specToJson,
  type UserGoal,
  type WellFormedOptions,
  withOrigin,
} from './spec/index.ts';
// the full guard's checks, for assembling a session by hand
export { analysisCheck, analyzerSource } from './verify/analysis-check.ts';
export { type ExecutionCheckOptions, executionCheck } from './verify/execution-check.ts';
// the one assembly of the full guard, as every entry point uses it
export { createGuardedSession, type GuardedSessionOptions } from './verify/guarded-session.ts';
export {
  type CheckContext,
  type CheckFamily,
  type CheckOutcome,
  type GuardCheck,
  type ReplayOptions,
  type ReplayStep,
  replayTrajectory,
  Session,
  type SessionOptions,
} from './verify/index.ts';
export {
  DEFAULT_PROVENANCE_POLICY,
  type ProvenanceAction,
  type ProvenancePolicy,
  provenanceCheck,
} from './verify/provenance-check.ts';
