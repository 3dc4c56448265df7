// The audit log's records and storage interface live in core (core/audit.ts); the store options here.
import type { RedactionConfig } from './redact.ts';

export {
  type AuditEntry,
  type AuditQuery,
  type AuditStore,
  type DecisionInput,
  type DecisionRecord,
  type EntryStatus,
  OUTCOME_STATUSES,
  type OutcomeInput,
  type OutcomeRecord,
  type OutcomeStatus,
} from '../core/index.ts';

/** Side effects and policy, injected (defaults are applied at the edge, in the store constructors). */
export interface AuditOptions {
  /** default: real time */
  clock?: () => Date;
  /** decision ids; default: random UUIDs */
  newId?: () => string;
  /** what to redact before storing; `false` stores everything as given. Default: DEFAULT_REDACTION */
  redaction?: RedactionConfig | false;
  /** result summaries are cut to this many characters (default 4000) */
  maxResultChars?: number;
}
