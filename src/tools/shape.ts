// Small readers shared by the format converters: they record a located issue instead of throwing,
// so one pass reports every problem in a file.
import type { ToolIssue } from '../core/index.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a converter is while reading one tool; every issue it adds carries this location. */
export interface ToolLocation {
  index?: number;
  tool?: string;
  toolkit?: string;
}

export class IssueList {
  readonly issues: ToolIssue[] = [];

  add(at: ToolLocation, field: string | undefined, message: string): void {
    const issue: ToolIssue = { message };
    if (at.toolkit !== undefined) issue.toolkit = at.toolkit;
    if (at.index !== undefined) issue.index = at.index;
    if (at.tool !== undefined) issue.tool = at.tool;
    if (field !== undefined) issue.field = field;
    this.issues.push(issue);
  }

  get empty(): boolean {
    return this.issues.length === 0;
  }
}

/** A tool name: a non-empty string without whitespace (names become Prolog atoms and prompt text). */
export function readName(
  value: unknown,
  at: ToolLocation,
  field: string,
  issues: IssueList,
): string | undefined {
  if (typeof value !== 'string' || value.length === 0) {
    issues.add(at, field, `must be a non-empty string (got ${describe(value)})`);
    return undefined;
  }
  if (/\s/.test(value)) {
    issues.add({ ...at, tool: value }, field, 'must not contain whitespace');
    return undefined;
  }
  return value;
}

/** An optional string: absent and `undefined` are fine, anything else but a string is an issue. */
export function readOptionalString(
  value: unknown,
  at: ToolLocation,
  field: string,
  issues: IssueList,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  issues.add(at, field, `must be a string (got ${describe(value)})`);
  return undefined;
}

/** An input JSON Schema: an object whose `type`, when given, is `object`. */
export function readInputSchema(
  value: unknown,
  at: ToolLocation,
  field: string,
  issues: IssueList,
): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) {
    issues.add(at, field, `must be a JSON Schema object (got ${describe(value)})`);
    return undefined;
  }
  if (value.type !== undefined && value.type !== 'object') {
    issues.add(at, `${field}.type`, `must be "object" for a tool's input (got ${describe(value.type)})`);
    return undefined;
  }
  if (value.properties !== undefined && !isRecord(value.properties)) {
    issues.add(at, `${field}.properties`, `must be an object (got ${describe(value.properties)})`);
    return undefined;
  }
  if (value.required !== undefined && !isStringArray(value.required)) {
    issues.add(
      at,
      `${field}.required`,
      `must be an array of parameter names (got ${describe(value.required)})`,
    );
    return undefined;
  }
  return value;
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** A short description of a value for error messages (never the whole value). */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string')
    return value.length > 40 ? `"${value.slice(0, 37)}..."` : JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
