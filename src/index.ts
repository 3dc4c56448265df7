// intentguard's public surface, by name. Heavy or native parts live at subpath exports so this
// never loads them: framework adapters (intentguard/ai-sdk, /openai-agents, /langchain, /mcp),
// the LLM formalizer and its providers (intentguard/llm), the SQLite audit log (intentguard/audit),
// and test doubles (intentguard/testing). Prolog, tree-sitter and Z3 start only when first used.

// the guarded agent loop (framework-free)
export * from './agent/index.ts';
// input analyzers
export {
  type AnalyzerFact,
  type Analyzers,
  type CallAnalysis,
  loadAnalyzers,
  ProvenanceIndex,
} from './analyze/index.ts';
export { injectionEvidence } from './analyze/injection.ts';
export * from './core/index.ts';
// from instruction to spec
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
export { PrologEngine } from './logic/engine.ts';
export type { PrologTerm } from './logic/term.ts';
export { printTerm } from './logic/term.ts';
// Guardians: plans before data
export {
  executePlan,
  explainPlan,
  parsePlan,
  parsePolicy,
  planWithModel,
  policyMonitor,
  verifyPlan,
} from './plan/index.ts';
// VeriSafe: rules over typed state
export {
  checkRulesText,
  compileSpec as compileRules,
  defineState,
  encodeIntent,
  parseRules,
  printRules,
  RuleVerifier,
  statesFromJson,
  typeCheck,
} from './rules/index.ts';
export * from './spec/index.ts';
export { analysisCheck, analyzerSource } from './verify/analysis-check.ts';
export { executionCheck } from './verify/execution-check.ts';
export * from './verify/index.ts';
export {
  DEFAULT_PROVENANCE_POLICY,
  type ProvenanceAction,
  type ProvenancePolicy,
  provenanceCheck,
} from './verify/provenance-check.ts';
