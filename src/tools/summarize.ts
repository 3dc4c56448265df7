// Signature summaries of tools for LLM prompts: one compact line per tool, parameters with their
// types (`?` marks optional ones), hints, then the description.
//   TodoistSearchTasks(keywords?: string, max_results?: integer) [read-only, guessed]
//     Searches tasks by keywords, due date, and priority.
import type { Tool } from '../core/index.ts';
import { isRecord, isStringArray } from './shape.ts';

export interface SummaryOptions {
  /** cut descriptions to this many characters (default 240; 0 leaves them out) */
  maxDescription?: number;
  /** add one line per parameter with its description (default false) */
  parameterDescriptions?: boolean;
  /** show the hints (default true) */
  hints?: boolean;
}

export function summarizeTool(tool: Tool, options: SummaryOptions = {}): string {
  const params = parameters(tool.inputSchema);
  const signature = `${tool.name}(${params.map((p) => `${p.name}${p.required ? '' : '?'}: ${p.type}`).join(', ')})`;
  const hints = options.hints === false ? '' : hintText(tool);
  const lines = [hints === '' ? signature : `${signature} [${hints}]`];
  const max = options.maxDescription ?? 240;
  if (max > 0 && tool.description) lines.push(`  ${clip(oneLine(tool.description), max)}`);
  if (options.parameterDescriptions) {
    for (const p of params)
      if (p.description) lines.push(`    ${p.name}: ${clip(oneLine(p.description), max || 240)}`);
  }
  return lines.join('\n');
}

export function summarizeTools(tools: readonly Tool[], options: SummaryOptions = {}): string {
  return tools.map((t) => summarizeTool(t, options)).join('\n');
}

interface ParamSummary {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

function parameters(schema: Record<string, unknown> | undefined): ParamSummary[] {
  if (!schema || !isRecord(schema.properties)) return [];
  const required = new Set(isStringArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties).map(([name, prop]) => {
    const p: ParamSummary = { name, type: typeText(prop, 0), required: required.has(name) };
    if (isRecord(prop) && typeof prop.description === 'string') p.description = prop.description;
    return p;
  });
}

/** A TypeScript-like rendering of a JSON Schema type, shallow (nested objects beyond one level: `object`). */
export function typeText(schema: unknown, depth: number): string {
  if (!isRecord(schema)) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) return alternatives.map((s) => typeText(s, depth)).join(' | ');
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'any';
  if (Array.isArray(schema.type))
    return schema.type.map((t) => typeText({ ...schema, type: t }, depth)).join(' | ');
  switch (schema.type) {
    case 'array': {
      const item = typeText(schema.items, depth + 1);
      return item.includes(' ') ? `(${item})[]` : `${item}[]`;
    }
    case 'object': {
      if (depth >= 1 || !isRecord(schema.properties)) return 'object';
      const required = new Set(isStringArray(schema.required) ? schema.required : []);
      const fields = Object.entries(schema.properties).map(
        ([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${typeText(v, depth + 1)}`,
      );
      return `{ ${fields.join(', ')} }`;
    }
    case undefined:
      return 'any';
    default:
      return String(schema.type);
  }
}

function hintText(tool: Tool): string {
  const h = tool.hints;
  if (!h) return '';
  const parts: string[] = [];
  if (h.readOnly === true) parts.push('read-only');
  if (h.destructive === true) parts.push('destructive');
  else if (h.readOnly === false) parts.push('writes');
  if (h.idempotent === true) parts.push('idempotent');
  if (h.openWorld === true) parts.push('open-world');
  if (parts.length > 0 && tool.hintsInferred) parts.push('guessed');
  return parts.join(', ');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
