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
export type {
  AuditEntry,
  AuditQuery,
  AuditStore,
  DecisionInput,
  DecisionRecord,
  EntryStatus,
  OutcomeInput,
  OutcomeRecord,
  OutcomeStatus,
} from './audit.ts';
export { OUTCOME_STATUSES } from './audit.ts';
export { canonicalHash, canonicalJson, stringLeaves } from './canonical.ts';
export { EngineError } from './errors/engine-error.ts';
export type { FormalizeAttempt, PromptStage } from './errors/formalize-error.ts';
export { FormalizeError } from './errors/formalize-error.ts';
export { InputError } from './errors/input-error.ts';
export type { ErrorCode } from './errors/intentguard-error.ts';
export { ERROR_CODES, IntentguardError } from './errors/intentguard-error.ts';
export type { LocatedIssue } from './errors/located-issue.ts';
export { formatIssue } from './errors/located-issue.ts';
export { MissingPeerError } from './errors/missing-peer-error.ts';
export type { PlanIssue } from './errors/plan-error.ts';
export { formatPlanIssue, PlanError } from './errors/plan-error.ts';
export { PlanLimitError } from './errors/plan-limit-error.ts';
export { PolicyError } from './errors/policy-error.ts';
export { RulesError } from './errors/rules-error.ts';
export { SessionError } from './errors/session-error.ts';
export { SpecError } from './errors/spec-error.ts';
export type { ToolIssue } from './errors/tools-error.ts';
export { ToolsError } from './errors/tools-error.ts';
export type { Finding, FindingCode } from './findings.ts';
export { FINDING_CODES } from './findings.ts';
export type { OptionalPeer } from './optional-peer.ts';
export {
  importPeer,
  isNotFound,
  lazy,
  missingPeer,
  OPTIONAL_PEERS,
  requireDependency,
  requirePeer,
} from './optional-peer.ts';
export { findPackageFile, packageFile } from './package-files.ts';
export { escapeRegExp, sameDay, singular, WEEKDAY_NAMES, YEARLESS_DATE } from './text.ts';
export type { Disposition, Json, Tool, ToolCall, ToolDataflow, ToolHints } from './types.ts';
export { DISPOSITIONS, FINAL_ANSWER, isDisposition, severity } from './types.ts';
export type { Confirmation, ConfirmationScope, Verdict } from './verdict.ts';
export { combineVerdicts, mayRun } from './verdict.ts';
