import { IntentguardError } from './intentguard-error.ts';

/** One problem in a tools file: which tool (position and name, when readable) and which field. */
export interface ToolIssue {
  /** 0-based position of the tool in its list (for toolkit files: in its toolkit's list) */
  index?: number;
  /** the tool's name, when it could be read */
  tool?: string;
  /** the toolkit, for formats that group tools */
  toolkit?: string;
  /** dotted path of the offending field inside the tool (`inputSchema.type`, `parameters[2].name`) */
  field?: string;
  message: string;
}

export function formatToolIssue(issue: ToolIssue): string {
  const where: string[] = [];
  if (issue.toolkit !== undefined) where.push(`toolkit ${issue.toolkit}`);
  if (issue.index !== undefined) where.push(`tool #${issue.index}`);
  if (issue.tool !== undefined) where.push(`'${issue.tool}'`);
  if (issue.field !== undefined) where.push(`field ${issue.field}`);
  return where.length > 0 ? `${where.join(' ')}: ${issue.message}` : issue.message;
}

/** A tools file or tool set could not be loaded; nothing of it was loaded. */
export class ToolsError extends IntentguardError {
  readonly issues: ToolIssue[];
  readonly source: string | undefined;
  constructor(issues: ToolIssue[], source?: string, options?: { cause?: unknown }) {
    const first = issues[0];
    const prefix = source === undefined ? 'tools' : `tools in ${source}`;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem(s))` : '';
    super('tools_invalid', `${prefix}: ${first ? formatToolIssue(first) : 'unusable'}${more}`, options);
    this.issues = issues;
    this.source = source;
  }
}
