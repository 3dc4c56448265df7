export {
  describeSnapshotFault,
  isSnapshot,
  SNAPSHOT_MAX_DEPTH,
  SNAPSHOT_MAX_NODES,
  type SnapshotFault,
  type SnapshotResult,
  snapshotArgs,
  trySnapshot,
  trySnapshotArgs,
} from './args-snapshot.ts';
export * from './audit.ts';
export * from './canonical.ts';
export * from './errors/engine-error.ts';
export type { FormalizeAttempt, PromptStage } from './errors/formalize-error.ts';
export { FormalizeError } from './errors/formalize-error.ts';
export * from './errors/input-error.ts';
export * from './errors/intentguard-error.ts';
export * from './errors/located-issue.ts';
export { MissingPeerError } from './errors/missing-peer-error.ts';
export type { PlanIssue } from './errors/plan-error.ts';
export { formatPlanIssue, PlanError } from './errors/plan-error.ts';
export { PlanLimitError } from './errors/plan-limit-error.ts';
export { PolicyError } from './errors/policy-error.ts';
export { RulesError } from './errors/rules-error.ts';
export * from './errors/session-error.ts';
export * from './errors/spec-error.ts';
export type { ToolIssue } from './errors/tools-error.ts';
export { ToolsError } from './errors/tools-error.ts';
export * from './findings.ts';
export * from './optional-peer.ts';
export * from './package-files.ts';
export * from './types.ts';
export * from './verdict.ts';
