// OpenAI-style function tools: Chat Completions `{ type: 'function', function: { name, description,
// parameters } }`, the Responses API's flat `{ type: 'function', name, parameters }`, and the legacy
// `functions` entries `{ name, description, parameters }`. They carry no hints.
import type { Tool } from '../core/index.ts';
import { buildTool, type ConvertOptions } from './build-tool.ts';
import {
  type IssueList,
  isRecord,
  readInputSchema,
  readName,
  readOptionalString,
  type ToolLocation,
} from './shape.ts';

export function fromOpenAi(items: readonly unknown[], issues: IssueList, options: ConvertOptions): Tool[] {
  const tools: Tool[] = [];
  items.forEach((item, index) => {
    const at: ToolLocation = { index };
    if (!isRecord(item)) {
      issues.add(
        at,
        undefined,
        "must be an object like { type: 'function', function: { name, parameters } }",
      );
      return;
    }
    if (item.type !== undefined && item.type !== 'function') {
      issues.add(at, 'type', `only function tools can be loaded (got ${JSON.stringify(item.type)})`);
      return;
    }
    // nested (Chat Completions) or flat (Responses API, legacy functions)
    const nested = item.function !== undefined;
    if (nested && !isRecord(item.function)) {
      issues.add(at, 'function', 'must be an object with a name and parameters');
      return;
    }
    const fn = nested ? (item.function as Record<string, unknown>) : item;
    const prefix = nested ? 'function.' : '';
    const name = readName(fn.name, at, `${prefix}name`, issues);
    if (name !== undefined) at.tool = name;
    const description = readOptionalString(fn.description, at, `${prefix}description`, issues);
    const inputSchema = readInputSchema(fn.parameters, at, `${prefix}parameters`, issues);
    if (name === undefined) return;
    tools.push(buildTool({ name, description, inputSchema }, undefined, name, options));
  });
  return tools;
}
