// Whether a tool only reads, and whether the agent has read any tool data yet. A tool reads when
// its hints say so or, with no hints, when its own name and its description's opening verb both
// say it reads; before any tool data was read, nothing can have steered a call, so the chain check
// also passes a call whose input the analyzers prove only reads (execution-check.ts).
import type { CommandSummary } from '../analyze/index.ts';
import type { Tool, ToolCall } from '../core/index.ts';
import { lowInformation } from '../provenance/index.ts';
import { inferHints, nameWords, verbClass } from '../tools/index.ts';
import type { CheckContext } from './guard-check.ts';

/** The analyzers' proof that a call's input (a command, a query) only reads; false when it has none. */
export type InputReadOnlyProof = (call: ToolCall, ctx: CheckContext) => boolean;

/** A row change the SQL a call runs makes, as the analyzers read it. */
export interface StatementChange {
  statement: 'insert' | 'update';
  tables: string[];
  /** an UPDATE's columns set, the constants it sets them to, and the keys its WHERE selects by */
  columns?: string[];
  values?: Array<string | number | null>;
  keys?: Array<{ column: string; value: string | number }>;
  /** the statement as the call gives it */
  text?: string;
}

/** The commands a call runs that change things, read whole as plain commands (execution-check.ts). */
export type CommandsProof = (call: ToolCall, ctx: CheckContext) => CommandSummary[] | undefined;

/** The analyzers' reading of a call's SQL as plain row changes; undefined when it is anything else. */
export type StatementChangeProof = (call: ToolCall, ctx: CheckContext) => StatementChange[] | undefined;

/**
 * The agent has read tool data: some output it saw carries information an injection could hide in
 * (a date, a boolean, a small count or `ok` does not; the same measure as the provenance check).
 */
export function toolDataRead(history: CheckContext['history']): boolean {
  return history.some((h) => h.result !== undefined && !lowInformation(h.result));
}

/**
 * The tool says it reads: its hints (declared or inferred when the tools were loaded), or, when it
 * has none, its own name (toolkit prefix removed) starts with a read verb and its description does
 * not open with a changing one. Later words of a description ("including sends and withdrawals",
 * "e.g. send an email") describe data, not what the tool does.
 */
export function toolReads(tool: Tool | undefined): boolean {
  if (tool === undefined) return false;
  if (tool.hints !== undefined && Object.keys(tool.hints).length > 0) return tool.hints.readOnly === true;
  if (inferHints(ownName(tool))?.readOnly !== true) return false;
  const opening = nameWords(tool.description ?? '')[0];
  const cls = opening === undefined ? undefined : verbClass(opening);
  return cls === undefined || cls === 'read';
}

/** `VenmoSearchTransactions` in toolkit `Venmo` is `SearchTransactions`; `slack.get_channels` is `get_channels`. */
function ownName(tool: Tool): string {
  const kit = tool.toolkit ?? '';
  const name = tool.name;
  if (kit.length === 0 || !name.toLowerCase().startsWith(kit.toLowerCase())) return name;
  const rest = name.slice(kit.length).replace(/^[^a-z0-9]+/i, '');
  return rest.length > 0 ? rest : name;
}
