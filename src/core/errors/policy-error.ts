import { IntentguardError } from './intentguard-error.ts';
import { formatPlanIssue, type PlanIssue } from './plan-error.ts';

/** A plan policy (allowlist, dataflow rules, automata, contracts) is malformed; nothing of it was used. */
export class PolicyError extends IntentguardError {
  readonly issues: PlanIssue[];
  readonly source: string | undefined;
  constructor(issues: PlanIssue[], source?: string) {
    const first = issues[0];
    super(
      'policy_invalid',
      `policy${source ? ` ${source}` : ''} has ${issues.length} problem(s)${first ? `; first: ${formatPlanIssue(first, source)}` : ''}`,
    );
    this.issues = issues;
    this.source = source;
  }
}
