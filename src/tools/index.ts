// The one place tool definitions are read from other formats (MCP, OpenAI, AI SDK, LangChain,
// Agents SDK, ToolEmu), hints inferred from names and descriptions, and signatures summarized.
export { detectToolFormat, TOOL_FORMATS, type ToolFormat } from './detect-format.ts';
export {
  ACTION_PARAM,
  callAsksChange,
  callOnlyQueries,
  inferHints,
  leadingVerbAt,
  nameVerbAt,
  nameWords,
  repeatedVerb,
  type VerbClass,
  verbClass,
  verbClassAsWritten,
} from './infer-hints.ts';
export { indexTools, type LoadToolsOptions, loadTools, parseTools } from './load-tools.ts';
export { MAX_PREFIX_COMPARISONS, servicePrefixLengths } from './service-prefix.ts';
export { type SummaryOptions, summarizeTool, summarizeTools } from './summarize.ts';
