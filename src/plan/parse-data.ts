// Reads the text of a plan, policy or tools file (JSON, or YAML for hand-written files) and keeps
// a way back from a path in the value to a line and column, so schema errors can be located.
import type * as Yaml from 'yaml';
import { lazy, type PlanIssue, requireDependency } from '../core/index.ts';

// the YAML parser is loaded when a file is first read, not when intentguard is imported
const yaml = lazy(() => requireDependency('yaml') as typeof Yaml);

export type PathKey = string | number;

export interface ParsedData {
  value: unknown;
  /** line and column of the node at `path`, when the text had one there */
  locate(path: readonly PathKey[]): { line: number; column: number } | undefined;
}

export type ParseDataOutcome = { ok: true; data: ParsedData } | { ok: false; issues: PlanIssue[] };

/** Parses JSON or YAML; duplicate keys are errors (JSON.parse would silently keep the last). */
export function parseDataText(text: string): ParseDataOutcome {
  const { isMap, isSeq, LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      issues: doc.errors.map((e) => {
        const pos = e.linePos?.[0];
        const issue: PlanIssue = { path: '', message: `not valid JSON/YAML: ${e.message.split('\n')[0]}` };
        if (pos) {
          issue.line = pos.line;
          issue.column = pos.col;
        }
        return issue;
      }),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 50 });
  } catch (error) {
    return { ok: false, issues: [{ path: '', message: `not usable: ${(error as Error).message}` }] };
  }
  return {
    ok: true,
    data: {
      value,
      locate(path) {
        let node: unknown = doc.contents;
        for (const key of path) {
          if (isMap(node)) node = node.get(key, true) ?? undefined;
          else if (isSeq(node)) node = typeof key === 'number' ? node.get(key, true) : undefined;
          else return undefined;
          if (node === undefined) return undefined;
        }
        const range = (node as { range?: [number, number, number] } | null)?.range;
        if (!range) return undefined;
        const pos = lineCounter.linePos(range[0]);
        return { line: pos.line, column: pos.col };
      },
    },
  };
}

/** A path as the dotted text used in issues (`steps.fetch.function.name`). */
export function pathText(path: readonly PathKey[]): string {
  return path.map(String).join('.');
}
