// A LangChain tool as intentguard's Tool (name, description, JSON Schema of its input), for the
// tool wrapper (langchain.ts) and the agent middleware (langchain-middleware.ts) alike.
import type { StructuredToolInterface } from '@langchain/core/tools';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import type { Tool } from '../core/index.ts';

export function toolOf(t: StructuredToolInterface): Tool {
  const tool: Tool = {
    name: t.name,
    inputSchema: toJsonSchema(t.schema as never) as Record<string, unknown>,
  };
  if (t.description) tool.description = t.description;
  return tool;
}
