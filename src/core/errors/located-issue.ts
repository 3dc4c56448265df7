/** A problem located in a text: what `FILE:LINE:COL: message` is printed from. */
export interface LocatedIssue {
  code: string;
  message: string;
  /** 1-based; 0 when unknown */
  line: number;
  /** 1-based; 0 when unknown */
  column: number;
  /** warnings (singletons) are reported but do not stop a load; errors do */
  severity?: 'error' | 'warning';
  /** the file or source name, when known */
  source?: string;
}

export function formatIssue(issue: LocatedIssue, source = issue.source ?? '<input>'): string {
  return `${source}:${issue.line}:${issue.column}: ${issue.severity === 'warning' ? 'warning: ' : ''}${issue.message}`;
}
