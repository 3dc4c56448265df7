// The vocabulary shared by every room (see ARCHITECTURE.md). Pure data, no I/O.

/** JSON value as it arrives from an agent or a file. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** MCP-style behaviour hints of a tool. Absent means unknown, never "safe". */
export interface ToolHints {
  readOnly?: boolean;
  destructive?: boolean;
  idempotent?: boolean;
  openWorld?: boolean;
}

/** Which outputs of a tool are untrusted data and which parameters let data leave. */
export interface ToolDataflow {
  /** result fields (or `*` for the whole result) that carry untrusted data */
  sources?: string[];
  /** parameters whose values leave the user's control (recipients, URLs, accounts) */
  sinks?: string[];
}

export interface Tool {
  name: string;
  description?: string;
  /** JSON Schema of the input object */
  inputSchema?: Record<string, unknown>;
  hints?: ToolHints;
  /** true when `hints` were guessed from the name/description (see src/tools), not declared */
  hintsInferred?: boolean;
  dataflow?: ToolDataflow;
  /** the toolkit (server, suite) the tool belongs to, when known */
  toolkit?: string;
  /** the SQL dialect of the database the tool talks to (`mysql`, `postgresql`, `sqlite`, `mssql`) */
  sqlDialect?: string;
}

/** A proposed tool invocation. The final answer is the action `final_answer`. */
export interface ToolCall {
  tool: string;
  args: Record<string, unknown>;
  id?: string;
}

export const FINAL_ANSWER = 'final_answer';

export const DISPOSITIONS = [
  'approved',
  'approved_with_constraints',
  'revision_required',
  'rejected',
] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

/** Higher is more severe; combining verdicts keeps the most severe. */
export function severity(d: Disposition): number {
  switch (d) {
    case 'approved':
      return 0;
    case 'approved_with_constraints':
      return 1;
    case 'revision_required':
      return 2;
    case 'rejected':
      return 3;
  }
}

export function isDisposition(value: unknown): value is Disposition {
  return typeof value === 'string' && (DISPOSITIONS as readonly string[]).includes(value);
}
