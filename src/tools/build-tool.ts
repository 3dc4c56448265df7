import type { Tool, ToolHints } from '../core/index.ts';
import { inferHints } from './infer-hints.ts';

export interface ConvertOptions {
  /** guess hints from names and descriptions when the source declares none (default true) */
  inferHints: boolean;
}

/**
 * Assemble a Tool, leaving out absent fields (exactOptionalPropertyTypes). Declared hints win;
 * when there are none and inference is on, hints are guessed from `verbName` (the tool's own name,
 * without a toolkit prefix) and the description, and the tool is marked `hintsInferred`.
 */
export function buildTool(
  fields: {
    name: string;
    description?: string | undefined;
    inputSchema?: Record<string, unknown> | undefined;
    toolkit?: string | undefined;
  },
  declared: ToolHints | undefined,
  verbName: string,
  options: ConvertOptions,
): Tool {
  const tool: Tool = { name: fields.name };
  if (fields.description !== undefined) tool.description = fields.description;
  if (fields.inputSchema !== undefined) tool.inputSchema = fields.inputSchema;
  if (fields.toolkit !== undefined) tool.toolkit = fields.toolkit;
  if (declared !== undefined && Object.keys(declared).length > 0) {
    tool.hints = declared;
  } else if (options.inferHints) {
    const guessed = inferHints(verbName, fields.description);
    if (guessed !== undefined) {
      tool.hints = guessed;
      tool.hintsInferred = true;
    }
  }
  return tool;
}
