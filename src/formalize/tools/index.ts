// Tool registry: load tools from MCP, OpenAI, AI SDK and ToolEmu formats; guess hints; summarize.
export { detectToolFormat, TOOL_FORMATS, type ToolFormat } from './detect-format.ts';
export { DESTRUCTIVE_VERBS, inferHints, nameWords, READ_ONLY_VERBS, WRITE_VERBS } from './infer-hints.ts';
export { indexTools, type LoadToolsOptions, loadTools, parseTools } from './load-tools.ts';
export { type SummaryOptions, summarizeTool, summarizeTools } from './summarize.ts';
