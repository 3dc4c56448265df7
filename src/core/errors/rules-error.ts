import { IntentguardError } from './intentguard-error.ts';
import type { LocatedIssue } from './located-issue.ts';

/** VeriSafe rules or state definitions failed their checks; nothing of them was loaded. */
export class RulesError extends IntentguardError {
  readonly issues: LocatedIssue[];
  readonly source: string | undefined;
  constructor(issues: LocatedIssue[], source?: string, message?: string) {
    const first = issues.find((i) => i.severity !== 'warning') ?? issues[0];
    super(
      'rules_invalid',
      message ??
        `rules${source ? ` ${source}` : ''} have ${issues.length} problem(s)${first ? `; first: ${first.line}:${first.column}: ${first.message}` : ''}`,
    );
    this.issues = issues;
    this.source = source;
  }
}
