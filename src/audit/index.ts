// Audit log: every decision and what ran, durably (SQLite by default), export and redecide.
export { AUDIT_DB_ENV, resolveAuditDbPath } from './default-path.ts';
export { EVENT_MIGRATIONS, LATEST_EVENT_VERSION, type Migration } from './event-migrations.ts';
export type {
  ApprovalRow,
  ApprovalState,
  EventStoreAccess,
  SessionDefinition,
  SessionEvent,
  SessionEventBody,
  SessionEventKind,
  SessionEventStore,
  SessionSummary,
} from './event-store.ts';
// the service's event-sourced sessions (intentguard serve): stores and their redacted views
export { approvalFrom, DEFAULT_LIST_LIMIT, emptyCounts, eventColumns } from './event-store.ts';
export {
  decisionIdOf,
  parseDecisionId,
  redactApproval,
  type TimelineEntry,
  timelineFromEvents,
} from './event-timeline.ts';
export { exportJsonl } from './export.ts';
export { MemoryAuditStore } from './memory-store.ts';
export { PgEventStore } from './pg-store.ts';
export { DEFAULT_REDACTION, REDACTED, type RedactionConfig } from './redact.ts';
export {
  bySession,
  type ChangedPart,
  compareVerdicts,
  type RecordedRun,
  type RedecideReport,
  type Redecider,
  redecideSession,
  type VerdictChange,
} from './redecide.ts';
export { type RedeciderOptions, sessionRedecider } from './session-redecider.ts';
export { SqliteEventStore } from './sqlite-event-store.ts';
export { SCHEMA_VERSION } from './sqlite-schema.ts';
export { type SqliteAuditOptions, SqliteAuditStore } from './sqlite-store.ts';
export { MIN_STORE_SECRET, SealError, STORE_KEY_ENV, WRONG_KEY_MESSAGE } from './store-key.ts';
export type {
  AuditEntry,
  AuditOptions,
  AuditQuery,
  AuditStore,
  DecisionInput,
  DecisionRecord,
  EntryStatus,
  OutcomeInput,
  OutcomeRecord,
  OutcomeStatus,
} from './types.ts';
export { OUTCOME_STATUSES } from './types.ts';
