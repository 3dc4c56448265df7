import { IntentguardError } from './intentguard-error.ts';
import type { LocatedIssue } from './located-issue.ts';

/** A specification failed its checks; nothing of it was loaded. */
export class SpecError extends IntentguardError {
  readonly issues: LocatedIssue[];
  constructor(issues: LocatedIssue[], source?: string) {
    const first = issues[0];
    super(
      'spec_invalid',
      `specification ${source ?? ''} has ${issues.length} problem(s)${first ? `; first: ${first.line}:${first.column}: ${first.message}` : ''}`.replace(
        '  ',
        ' ',
      ),
    );
    this.issues = issues;
  }
}
