// Entry points of the tool registry: parse any supported format into core `Tool`s, or throw one
// ToolsError listing every problem (nothing is half-loaded).
import { readFile } from 'node:fs/promises';
import type { Tool } from '../core/index.ts';
import { ToolsError } from '../core/index.ts';
import type { ConvertOptions } from './build-tool.ts';
import { detectToolFormat, type ToolFormat, toolList } from './detect-format.ts';
import { fromAiSdk, settleAiSdkSchemas } from './from-ai-sdk.ts';
import { fromMcp } from './from-mcp.ts';
import { fromOpenAi } from './from-openai.ts';
import { fromToolEmu } from './from-toolemu.ts';
import { withServicePrefixes } from './service-prefix.ts';
import { IssueList, isRecord } from './shape.ts';

export interface LoadToolsOptions {
  /** skip detection and read this format */
  format?: ToolFormat;
  /** guess hints from names/descriptions where none are declared (default true); see infer-hints.ts */
  inferHints?: boolean;
  /** name of the file or origin, for error messages */
  source?: string;
}

/** Parse an in-memory value (parsed JSON, an AI SDK tool set) into tools. Synchronous. */
export function parseTools(value: unknown, options: LoadToolsOptions = {}): Tool[] {
  const format = options.format ?? detectToolFormat(value);
  if (format === undefined) {
    throw new ToolsError(
      [
        {
          message:
            'unrecognised format: expected an MCP tools/list result, OpenAI function tools, an AI SDK tool set or ToolEmu toolkits',
        },
      ],
      options.source,
    );
  }
  const convert: ConvertOptions = { inferHints: options.inferHints ?? true };
  const issues = new IssueList();
  const tools = convertFormat(format, value, issues, convert);
  if (tools === undefined) {
    throw new ToolsError([{ message: `not a ${format} tool list` }], options.source);
  }
  checkUniqueNames(tools, issues);
  if (!issues.empty) throw new ToolsError(issues.issues, options.source);
  return withServicePrefixes(tools, convert.inferHints);
}

function convertFormat(
  format: ToolFormat,
  value: unknown,
  issues: IssueList,
  options: ConvertOptions,
): Tool[] | undefined {
  switch (format) {
    case 'ai-sdk':
      return isRecord(value) ? fromAiSdk(value, issues, options) : undefined;
    case 'mcp': {
      const list = toolList(value);
      return list && fromMcp(list, issues, options);
    }
    case 'openai': {
      const list = toolList(value);
      return list && fromOpenAi(list, issues, options);
    }
    case 'toolemu': {
      const list = toolList(value);
      return list && fromToolEmu(list, issues, options);
    }
  }
}

function checkUniqueNames(tools: Tool[], issues: IssueList): void {
  const seen = new Set<string>();
  tools.forEach((tool, index) => {
    if (seen.has(tool.name)) issues.add({ tool: tool.name, index }, 'name', 'duplicate tool name');
    seen.add(tool.name);
  });
}

/**
 * Load tools from a file path, JSON text (a string starting with `{` or `[`), or an in-memory
 * value; detects the format unless `options.format` says it. Asynchronous AI SDK schemas are awaited.
 */
export async function loadTools(input: unknown, options: LoadToolsOptions = {}): Promise<Tool[]> {
  let value = input;
  let source = options.source;
  if (typeof input === 'string') {
    const text = /^\s*[[{]/.test(input) ? input : await readText(input);
    if (text !== input) source ??= input;
    try {
      value = JSON.parse(text);
    } catch (cause) {
      throw new ToolsError([{ message: `not valid JSON: ${(cause as Error).message}` }], source, { cause });
    }
  }
  const format = options.format ?? detectToolFormat(value);
  if (format === 'ai-sdk' && isRecord(value)) value = await settleAiSdkSchemas(value);
  const parseOptions: LoadToolsOptions = { ...options };
  if (source !== undefined) parseOptions.source = source;
  if (format !== undefined) parseOptions.format = format;
  return parseTools(value, parseOptions);
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (cause) {
    throw new ToolsError([{ message: `cannot read: ${(cause as Error).message}` }], path, { cause });
  }
}

/** Tools by name (what `CheckContext.tools` holds); duplicate names are a ToolsError. */
export function indexTools(tools: readonly Tool[]): Map<string, Tool> {
  const byName = new Map<string, Tool>();
  tools.forEach((tool, index) => {
    if (byName.has(tool.name)) {
      throw new ToolsError([{ index, tool: tool.name, field: 'name', message: 'duplicate tool name' }]);
    }
    byName.set(tool.name, tool);
  });
  return byName;
}
