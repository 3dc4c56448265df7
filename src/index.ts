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
  injectionEvidence,
  loadAnalyzers,
  ProvenanceIndex,
} from './analyze/index.ts';
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
  FormalizeError,
  formatIssue,
  InputError,
  IntentguardError,
  isDisposition,
  type Json,
  type LocatedIssue,
  MissingPeerError,
  mayRun,
  SessionError,
  SpecError,
  severity,
  type Tool,
  type ToolCall,
  type ToolDataflow,
  type ToolHints,
  ToolsError,
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
export type { PrologTerm } from './logic/index.ts';
// the Prolog engine (one per process; sessions are modules in it)
export { PrologEngine } from './logic/index.ts';
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
// the one assembly of the full guard, as every entry point uses it
export {
  analysisCheck,
  analyzerSource,
  type CheckContext,
  type CheckFamily,
  type CheckOutcome,
  createGuardedSession,
  DEFAULT_PROVENANCE_POLICY,
  type ExecutionCheckOptions,
  executionCheck,
  type GuardCheck,
  type GuardedSessionOptions,
  type ProvenanceAction,
  type ProvenancePolicy,
  provenanceCheck,
  type ReplayOptions,
  type ReplayStep,
  replayTrajectory,
  Session,
  type SessionOptions,
} from './verify/index.ts';
