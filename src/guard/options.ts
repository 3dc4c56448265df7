// GuardOptions: the one options type of the guard. Every entry point (adapters, the agent loop,
// the MCP proxy, the CLI, the service) takes it, or a part of it, and hands it whole to createGuard.
import type { AuditStore, Tool } from '../core/index.ts';
import type { PrologEngine } from '../logic/index.ts';
import type { CheckedSpec } from '../spec/index.ts';
import type { CheckFamily, GuardCheck, ProvenancePolicy, UnplannedToolPolicy } from '../verify/index.ts';
import type { Decision } from './decision.ts';
import type { Confirmer, Formalize, GuardMode } from './types.ts';

export interface GuardOptions {
  /** the user's instruction: what the task is, and where the user's own values come from (provenance) */
  instruction: string;
  /** the task's tools; calls to other tools are rejected */
  tools: readonly Tool[];
  /**
   * the spec to enforce (checked spec, Prolog text or its JSON form); `null`: no spec, only
   * `checks` and the check families that need none (the MCP proxy before a task is declared)
   */
  spec?: CheckedSpec | string | object | null;
  /** used when no spec is given: derives one from the instruction and tools */
  formalize?: Formalize;
  /** what the provenance check does in each case it tells apart (defaults: DEFAULT_PROVENANCE_POLICY) */
  provenance?: Partial<ProvenancePolicy>;
  /** strings the user vouches for (their address book, their own accounts) */
  trusted?: string[];
  /** `enforce` (default) or `shadow`: decide and log everything, enforce nothing */
  mode?: GuardMode;
  /** decisions are written before the tool runs, outcomes after */
  audit?: AuditStore;
  /** consecutive refusals answered with feedback before the guard tells the agent to stop (default 3) */
  maxRetries?: number;
  /** who answers confirmations in `Guard.run` when the caller gives no answer (default: no one; denied) */
  confirmer?: Confirmer;
  /** further checks (VeriSafe rules, plan monitors) */
  checks?: GuardCheck[];
  /** check families to run (ablations only); default all */
  families?: readonly CheckFamily[];
  /** what a call to a tool outside the plan gets */
  unplannedTools?: UnplannedToolPolicy;
  /** the Prolog engine (default: the process's shared one) */
  engine?: PrologEngine;
  /** the session id (default: a random UUID, generated at the edge) */
  sessionId?: string;
  /** monotonic milliseconds, for decision latency and tool durations in the audit log (default `performance.now`) */
  now?: () => number;
  /** sees every decision as it is made (live logging; the audit store is the durable record) */
  onDecision?: (decision: Decision) => void;
}
