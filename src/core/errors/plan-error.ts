import { IntentguardError } from './intentguard-error.ts';

/** Where a problem in a plan, policy or tools file sits: the step and field when known. */
export interface PlanIssue {
  /** dotted path into the document (`steps.fetch_emails.function.name`), `` for the whole document */
  path: string;
  message: string;
  /** the step id the problem belongs to, when it belongs to one */
  step?: string;
  /** the field inside that step (`function.name`), when known */
  field?: string;
  /** 1-based position in the source text, when known */
  line?: number;
  column?: number;
}

export function formatPlanIssue(issue: PlanIssue, source = '<input>'): string {
  const at = issue.line ? `${source}:${issue.line}:${issue.column ?? 0}` : source;
  const where = issue.step
    ? `step '${issue.step}'${issue.field ? `, field '${issue.field}'` : ''}`
    : issue.path || 'document';
  return `${at}: ${where}: ${issue.message}`;
}

/** A workflow plan (or a tools file handed in with it) is malformed; nothing of it was used. */
export class PlanError extends IntentguardError {
  readonly issues: PlanIssue[];
  readonly source: string | undefined;
  constructor(issues: PlanIssue[], source?: string, code: 'plan_invalid' | 'tools_invalid' = 'plan_invalid') {
    const first = issues[0];
    const what = code === 'plan_invalid' ? 'plan' : 'tools file';
    super(
      code,
      `${what}${source ? ` ${source}` : ''} has ${issues.length} problem(s)${first ? `; first: ${formatPlanIssue(first, source)}` : ''}`,
    );
    this.issues = issues;
    this.source = source;
  }
}
