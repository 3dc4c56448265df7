export { analysisCheck, analyzerSource } from './analysis-check.ts';
export type { UnplannedToolPolicy } from './chain-check.ts';
export { chainCheck, DEFAULT_UNPLANNED_POLICY, describeStep } from './chain-check.ts';
export type { ExecutionCheckOptions } from './execution-check.ts';
export {
  executionCheck,
  inputCommands,
  inputProvenReadOnly,
  inputStatementChanges,
} from './execution-check.ts';
export type { Escalation } from './feedback.ts';
export { escalation, finalAnswerFeedback, preconditionFeedback, rejectFeedback } from './feedback.ts';
export type { CheckContext, CheckOutcome, GuardCheck } from './guard-check.ts';
export { inputViews, normalizeView } from './input-views.ts';
export type { ProvenanceAction, ProvenancePolicy } from './provenance-check.ts';
export { DEFAULT_PROVENANCE_POLICY, provenanceCheck } from './provenance-check.ts';
export type {
  CommandsProof,
  InputReadOnlyProof,
  StatementChange,
  StatementChangeProof,
} from './read-only-call.ts';
export { toolReads } from './read-only-call.ts';
export type { ViewSource } from './risk-patterns.ts';
export { riskPatternCheck } from './risk-patterns.ts';
export type { CheckFamily, SessionOptions } from './session.ts';
export { ALL_FAMILIES, createSession, MAX_ARGS_BYTES, Session } from './session.ts';
export type { ChainResult, FinalResult, RiskMatch } from './spec-module.ts';
export { SpecModule } from './spec-module.ts';
export type { RecordedStep, TrajectoryOptions } from './trajectory.ts';
export { runTrajectory, runTrajectoryStep } from './trajectory.ts';
