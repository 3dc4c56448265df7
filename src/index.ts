// intentguard's public surface, by name (no `export *`: a new internal export never leaks here).
// Heavy or native parts live at subpath exports so this never loads them: framework adapters
// (intentguard/ai-sdk, /openai-agents, /langchain, /mcp), the LLM formalizer and its providers
// (intentguard/llm), the SQLite audit log (intentguard/audit), Guardians plans (intentguard/plan),
// VeriSafe rules (intentguard/rules) and test doubles (intentguard/testing). Prolog, tree-sitter
// and Z3 start only when first used. test/package/surface.test.ts pins this list.

// the guarded agent loop (framework-free) and confirmers
export {
  type AgentView,
  denyAll,
  describeConfirmation,
  type GuardedAgentOptions,
  type GuardedRun,
  type Proposer,
  renderTrajectory,
  runGuardedAgent,
  type TerminalConfirmerOptions,
  type ToolExecutor,
  type TrajectoryStep,
  terminalConfirmer,
} from './agent/index.ts';
// input analyzers (shell, SQL, paths, values, the index of values the agent has seen)
export {
  type AnalyzeContext,
  type AnalyzerFact,
  type Analyzers,
  type CallAnalysis,
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
  extractIntent,
  formalizeOffline,
  type OfflineFormalizerOptions,
  type OfflineReport,
  offlineFormalizer,
} from './formalize/offline/index.ts';
// the guard: one options type, one assembly, one decide → confirm → run → record path
export {
  type Admission,
  type ConfirmationAnswer,
  type Confirmer,
  createGuard,
  DEFAULT_MAX_RETRIES,
  type Decision,
  type Formalize,
  Guard,
  type GuardedCall,
  type GuardMode,
  type GuardOptions,
  type Outcome,
  type RunOptions,
  unmetRequirements,
} from './guard/index.ts';
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
// where a call's values came from: evidence of text addressed to the agent in tool data
export { injectionEvidence } from './provenance/index.ts';
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
// tool definitions read from other formats (MCP, OpenAI, AI SDK, LangChain, ToolEmu)
export {
  detectToolFormat,
  loadTools,
  parseTools,
  summarizeTool,
  summarizeTools,
} from './tools/index.ts';
// the full guard's checks and its session (createGuard assembles them; `guard.session` is this Session)
export {
  ALL_FAMILIES,
  analysisCheck,
  analyzerSource,
  type CheckContext,
  type CheckFamily,
  type CheckOutcome,
  DEFAULT_PROVENANCE_POLICY,
  type ExecutionCheckOptions,
  executionCheck,
  type GuardCheck,
  type ProvenanceAction,
  type ProvenancePolicy,
  provenanceCheck,
  type RecordedStep,
  runTrajectory,
  Session,
  type TrajectoryOptions,
} from './verify/index.ts';
