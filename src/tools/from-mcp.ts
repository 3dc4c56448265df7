// MCP `tools/list` results: `{ tools: [{ name, title?, description?, inputSchema, annotations? }] }`.
import type { Tool, ToolHints } from '../core/index.ts';
import { buildTool, type ConvertOptions } from './build-tool.ts';
import {
  type IssueList,
  isRecord,
  readInputSchema,
  readName,
  readOptionalString,
  type ToolLocation,
} from './shape.ts';

const ANNOTATION_HINTS = [
  ['readOnlyHint', 'readOnly'],
  ['destructiveHint', 'destructive'],
  ['idempotentHint', 'idempotent'],
  ['openWorldHint', 'openWorld'],
] as const;

export function fromMcp(items: readonly unknown[], issues: IssueList, options: ConvertOptions): Tool[] {
  const tools: Tool[] = [];
  items.forEach((item, index) => {
    const at: ToolLocation = { index };
    if (!isRecord(item)) {
      issues.add(at, undefined, 'must be an object with a name and an inputSchema');
      return;
    }
    const name = readName(item.name, at, 'name', issues);
    if (name !== undefined) at.tool = name;
    const description = readOptionalString(item.description, at, 'description', issues);
    const inputSchema = readInputSchema(item.inputSchema, at, 'inputSchema', issues);
    const hints = readAnnotations(item.annotations, at, issues);
    if (name === undefined) return;
    tools.push(buildTool({ name, description, inputSchema }, hints, name, options));
  });
  return tools;
}

/** MCP annotations -> hints. Absent hints stay absent (MCP's defaults are not assumed). */
function readAnnotations(value: unknown, at: ToolLocation, issues: IssueList): ToolHints | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) {
    issues.add(at, 'annotations', 'must be an object');
    return undefined;
  }
  const hints: ToolHints = {};
  for (const [key, hint] of ANNOTATION_HINTS) {
    const v = value[key];
    if (v === undefined) continue;
    if (typeof v !== 'boolean') {
      issues.add(at, `annotations.${key}`, `must be true or false (got ${JSON.stringify(v)})`);
      continue;
    }
    hints[hint] = v;
  }
  return hints;
}
