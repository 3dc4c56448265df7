// Audit log: every decision and what ran, durably (SQLite by default), export and replay.
export { AUDIT_DB_ENV, resolveAuditDbPath } from './default-path.ts';
export { exportJsonl } from './export.ts';
export { MemoryAuditStore } from './memory-store.ts';
export { DEFAULT_REDACTION, REDACTED, type RedactionConfig } from './redact.ts';
export {
  bySession,
  type ChangedPart,
  compareVerdicts,
  type RecordedRun,
  type Redecider,
  type ReplayReport,
  replaySession,
  type VerdictChange,
} from './replay.ts';
export { sessionRedecider } from './session-redecider.ts';
export { SCHEMA_VERSION } from './sqlite-schema.ts';
export { type SqliteAuditOptions, SqliteAuditStore } from './sqlite-store.ts';
export * from './types.ts';
