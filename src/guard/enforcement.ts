// Enforce or shadow: the one place the guard's mode changes what it does. Shadow mode wraps
// enforcement: it decides and logs the same, but lets everything with readable arguments run.
import type { Verdict } from '../core/index.ts';
import type { Decision } from './decision.ts';
import type { GuardMode } from './types.ts';

export interface Enforcement {
  readonly mode: GuardMode;
  /** whether the decided call may run now */
  mayRun(decision: Decision): boolean;
  /** whether the user must be asked before the call can run (approved with constraints, not yet answered) */
  asks(decision: Decision): boolean;
  /** the verdict when the audit log could not record the decision */
  unrecorded(verdict: Verdict, error: unknown): Verdict;
}

export const enforce: Enforcement = {
  mode: 'enforce',
  mayRun(decision) {
    switch (decision.verdict.disposition) {
      case 'approved':
        return decision.unreadableArgs === undefined;
      case 'approved_with_constraints':
        return decision.confirmed === true;
      case 'revision_required':
      case 'rejected':
        return false;
    }
  },
  asks: (decision) =>
    decision.verdict.disposition === 'approved_with_constraints' &&
    decision.verdict.confirmation !== undefined &&
    decision.confirmed === undefined,
  // every decision must be on record: an unrecorded call does not run (fail closed)
  unrecorded: auditFault,
};

/** Shadow mode: the same decisions and audit records, but nothing is asked and nothing is stopped. */
export const shadow: Enforcement = {
  mode: 'shadow',
  // nothing faithful to hand the tool: not even shadow mode runs it
  mayRun: (decision) => decision.unreadableArgs === undefined,
  asks: () => false,
  unrecorded: (verdict) => verdict,
};

export function enforcementFor(mode: GuardMode): Enforcement {
  switch (mode) {
    case 'enforce':
      return enforce;
    case 'shadow':
      return shadow;
  }
}

function auditFault(verdict: Verdict, error: unknown): Verdict {
  const message = `the audit log could not record the decision (${(error as Error)?.message ?? String(error)})`;
  return {
    disposition: 'rejected',
    findings: [...verdict.findings, { code: 'engine_error', message }],
    feedback: `The guard could not record this decision, so it is not approved: ${message}.`,
  };
}
