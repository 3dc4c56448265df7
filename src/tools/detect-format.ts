// Which of the registry's formats a parsed tools file (or in-memory tool set) is in.
import { isRecord } from './shape.ts';

export const TOOL_FORMATS = ['mcp', 'openai', 'ai-sdk', 'toolemu'] as const;
export type ToolFormat = (typeof TOOL_FORMATS)[number];

/**
 * The list of tools (or toolkits) inside the common envelopes: an MCP `tools/list` result
 * `{ tools }`, its JSON-RPC response `{ result: { tools } }`, an OpenAI request body `{ tools }`,
 * or a bare array. A single ToolEmu toolkit object becomes a list of one. `undefined` for a tool
 * set keyed by name (AI SDK) or anything else.
 */
export function toolList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return undefined;
  if (isToolEmuToolkit(value)) return [value];
  if (Array.isArray(value.tools)) return value.tools;
  if (Array.isArray(value.functions)) return value.functions;
  if (isRecord(value.result) && Array.isArray(value.result.tools)) return value.result.tools;
  return undefined;
}

/** Detect the format; `undefined` when the value looks like none of them. */
export function detectToolFormat(value: unknown): ToolFormat | undefined {
  const list = toolList(value);
  if (list !== undefined) {
    const first = list.find(isRecord);
    if (first === undefined) return list.length === 0 ? 'mcp' : undefined;
    if (isToolEmuToolkit(first)) return 'toolemu';
    if (first.type === 'function' || isRecord(first.function)) return 'openai';
    if ('inputSchema' in first || 'annotations' in first) return 'mcp';
    if (isRecord(first.parameters)) return 'openai';
    if (typeof first.name === 'string') return 'mcp';
    return undefined;
  }
  if (isRecord(value)) {
    const entries = Object.values(value);
    if (entries.every(isRecord) && entries.every(looksLikeAiSdkTool)) return 'ai-sdk';
  }
  return undefined;
}

function isToolEmuToolkit(value: Record<string, unknown>): boolean {
  return Array.isArray(value.tools) && ('name_for_model' in value || 'toolkit' in value);
}

function looksLikeAiSdkTool(value: Record<string, unknown>): boolean {
  return (
    'inputSchema' in value ||
    'parameters' in value ||
    typeof value.execute === 'function' ||
    typeof value.description === 'string'
  );
}
