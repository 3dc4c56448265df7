import type { Finding } from './findings.ts';
import { type Disposition, severity, type ToolCall } from './types.ts';

/** Scope of a user confirmation: this tool with these canonical arguments in this session, nothing wider. */
export interface ConfirmationScope {
  session: string;
  tool: string;
  argsHash: string;
  /** `once`: consumed by the call it authorises (repeat_consent); `exact_call`: reusable for the identical call */
  reuse: 'once' | 'exact_call';
}

export interface Confirmation {
  call: ToolCall;
  reason: string;
  scope: ConfirmationScope;
  /** the text shown to the user */
  prompt: string;
}

export interface Verdict {
  disposition: Disposition;
  step?: number;
  findings: Finding[];
  feedback: string;
  confirmation?: Confirmation;
}

/** Most severe disposition wins; findings are concatenated in order. */
export function combineVerdicts(verdicts: Verdict[]): Verdict {
  if (verdicts.length === 0) return { disposition: 'approved', findings: [], feedback: 'Approved.' };
  let worst = verdicts[0]!;
  for (const v of verdicts) if (severity(v.disposition) > severity(worst.disposition)) worst = v;
  const findings = verdicts.flatMap((v) => v.findings);
  const combined: Verdict = { ...worst, findings };
  return combined;
}

/**
 * May the call run? Approved, or approved with constraints and confirmed by the user. The one
 * place this is decided: the session, the call guard, the CLI, the demo and replays all ask here.
 */
export function mayRun(verdict: Pick<Verdict, 'disposition'>, confirmed: boolean | undefined): boolean {
  switch (verdict.disposition) {
    case 'approved':
      return true;
    case 'approved_with_constraints':
      return confirmed === true;
    case 'revision_required':
    case 'rejected':
      return false;
  }
}
