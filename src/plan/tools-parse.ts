// Reads the tool specs a plan is checked against: a JSON/YAML list of `{name, description,
// inputSchema?, ...}` (or `{ "tools": [...] }`, the shape of an MCP `tools/list` answer). MCP
// `annotations` (`readOnlyHint`, …) become hints; `input_schema` and `parameters` are accepted as
// other spellings of `inputSchema`. Unknown fields are ignored.
import { z } from 'zod';
import type { Tool, ToolHints } from '../core/index.ts';
import { PlanError, type PlanIssue } from '../core/index.ts';
import { checkPlanText, DEFAULT_PLAN_LIMITS } from './limits.ts';
import { type ParsedData, type PathKey, parseDataText, pathText } from './parse-data.ts';

const toolEntrySchema = z.looseObject({
  name: z.string().min(1),
  description: z.string().optional(),
  inputSchema: z.record(z.string(), z.unknown()).optional(),
  input_schema: z.record(z.string(), z.unknown()).optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  hints: z
    .strictObject({
      readOnly: z.boolean().optional(),
      destructive: z.boolean().optional(),
      idempotent: z.boolean().optional(),
      openWorld: z.boolean().optional(),
    })
    .optional(),
  annotations: z
    .looseObject({
      readOnlyHint: z.boolean().optional(),
      destructiveHint: z.boolean().optional(),
      idempotentHint: z.boolean().optional(),
      openWorldHint: z.boolean().optional(),
    })
    .optional(),
  dataflow: z
    .strictObject({ sources: z.array(z.string()).optional(), sinks: z.array(z.string()).optional() })
    .optional(),
  toolkit: z.string().optional(),
});

const toolsFileSchema = z.union([z.array(z.unknown()), z.looseObject({ tools: z.array(z.unknown()) })]);

export function parsePlanToolsText(text: string, source?: string): Tool[] {
  checkPlanText(text, DEFAULT_PLAN_LIMITS, source, 'tools');
  const parsed = parseDataText(text);
  if (!parsed.ok) throw new PlanError(parsed.issues, source, 'tools_invalid');
  return parseToolsValue(parsed.data.value, source, parsed.data);
}

export function parsePlanTools(value: unknown, source?: string): Tool[] {
  return parseToolsValue(value, source, undefined);
}

function parseToolsValue(value: unknown, source: string | undefined, data: ParsedData | undefined): Tool[] {
  const issues: PlanIssue[] = [];
  const add = (path: PathKey[], message: string) => {
    const issue: PlanIssue = { path: pathText(path), message };
    const pos = data?.locate(path);
    if (pos) {
      issue.line = pos.line;
      issue.column = pos.column;
    }
    issues.push(issue);
  };
  const file = toolsFileSchema.safeParse(value);
  if (!file.success) {
    add([], 'a tools file is a list of tools, or an object with a "tools" list');
    throw new PlanError(issues, source, 'tools_invalid');
  }
  const entries = Array.isArray(file.data) ? file.data : file.data.tools;
  const base: PathKey[] = Array.isArray(file.data) ? [] : ['tools'];
  const tools: Tool[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const r = toolEntrySchema.safeParse(entry);
    if (!r.success) {
      for (const issue of r.error.issues)
        add([...base, i, ...issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k))], issue.message);
      return;
    }
    const t = r.data;
    if (seen.has(t.name)) {
      add([...base, i, 'name'], `tool '${t.name}' is listed twice`);
      return;
    }
    seen.add(t.name);
    tools.push(toTool(t));
  });
  if (issues.length > 0) throw new PlanError(issues, source, 'tools_invalid');
  return tools;
}

function toTool(t: z.infer<typeof toolEntrySchema>): Tool {
  const tool: Tool = { name: t.name };
  if (t.description !== undefined) tool.description = t.description;
  const schema = t.inputSchema ?? t.input_schema ?? t.parameters;
  if (schema) tool.inputSchema = schema;
  const hints: ToolHints = {};
  const h = t.hints;
  const a = t.annotations;
  const readOnly = h?.readOnly ?? a?.readOnlyHint;
  const destructive = h?.destructive ?? a?.destructiveHint;
  const idempotent = h?.idempotent ?? a?.idempotentHint;
  const openWorld = h?.openWorld ?? a?.openWorldHint;
  if (readOnly !== undefined) hints.readOnly = readOnly;
  if (destructive !== undefined) hints.destructive = destructive;
  if (idempotent !== undefined) hints.idempotent = idempotent;
  if (openWorld !== undefined) hints.openWorld = openWorld;
  if (Object.keys(hints).length > 0) tool.hints = hints;
  if (t.dataflow) {
    tool.dataflow = {};
    if (t.dataflow.sources) tool.dataflow.sources = t.dataflow.sources;
    if (t.dataflow.sinks) tool.dataflow.sinks = t.dataflow.sinks;
  }
  if (t.toolkit !== undefined) tool.toolkit = t.toolkit;
  return tool;
}
