// Which analyzer reads which argument: decided by the parameter's name, its schema description,
// the tool, and the value itself (a string shaped like a SQL statement is SQL wherever it is).
import type { Tool } from '../core/types.ts';

/** `sql_shaped`: not a SQL parameter, but the value looks like a statement (SQL only if it parses). */
export type ArgKind = 'shell' | 'sql' | 'sql_shaped' | 'path' | 'code' | 'text';

const SHELL_PARAMS =
  /^(?:command|cmd|commands|cmdline|command_?line|shell|shell_?command|bash|bash_?command|script|shell_?script|terminal_?command|run)$/;
const CODE_PARAMS = /^(?:code|source|source_?code|program|snippet)$/;
const SQL_PARAMS = /^(?:sql|sql_?query|statement|sql_?statement|query_?sql|raw_?sql)$/;
const PATH_PARAMS =
  /(?:^|_)(?:path|paths|file|files|filename|filepath|file_?path|dir|directory|folder|dest|destination|src|cwd|root|glob|target_?path|source_?path|output_?path)$/;
const SQL_TOOL = /sql|database|\bdb\b|postgres|mysql|sqlite|mariadb|snowflake|bigquery/i;
const SHELL_TOOL = /(?:terminal|shell|bash|zsh|console|command|exec|run_?cmd|ssh)/i;
const SQL_SHAPE =
  /^\s*(?:(?:--[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*(?:select\b[\s\S]+\bfrom\b|insert\s+into\b|replace\s+into\b|update\s+[\w.`"[\]]+\s+set\b|delete\s+from\b|delete\s+\w+\s+from\b|drop\s+(?:table|database|schema|view|index|user)\b|truncate\s+(?:table\s+)?[\w.`"]+|alter\s+(?:table|database|schema)\b|create\s+(?:table|database|schema|index|view|user|or\s+replace)\b|grant\s|revoke\s|with\s+\w+\s+as\s*\()/i;

/** A value shaped like a SQL statement (keyword first, statement structure after it). */
export function looksLikeSql(value: string): boolean {
  // comments separate tokens in SQL (`DROP/**/TABLE`), so they are spaces here
  return SQL_SHAPE.test(value.replace(/\/\*[\s\S]*?\*\//g, ' '));
}

function paramDescription(tool: Tool | undefined, param: string): string {
  const props = (tool?.inputSchema as { properties?: Record<string, { description?: unknown }> } | undefined)
    ?.properties;
  const d = props?.[param]?.description;
  return typeof d === 'string' ? d : '';
}

export function argKind(tool: Tool | undefined, toolName: string, param: string, value: string): ArgKind {
  const p = param.toLowerCase().replace(/-/g, '_');
  const described = paramDescription(tool, param);
  const toolText = `${toolName} ${tool?.description ?? ''}`;
  if (SQL_PARAMS.test(p) || /\bsql\b/i.test(described)) return 'sql';
  if (/^(?:query|q|stmt)$/.test(p) && SQL_TOOL.test(toolText)) return 'sql';
  if (
    SHELL_PARAMS.test(p) ||
    /\b(?:shell|bash|terminal) command\b|\bcommand to (?:run|execute)\b/i.test(described)
  )
    return looksLikeSql(value) && /sql|database|query/i.test(toolText) ? 'sql' : 'shell';
  if (CODE_PARAMS.test(p))
    return /\b(?:shell|bash|sh|zsh|terminal)\b/i.test(toolText) || SHELL_TOOL.test(toolName)
      ? 'shell'
      : 'code';
  if (looksLikeSql(value)) return 'sql_shaped';
  if (PATH_PARAMS.test(p) || /\b(?:file|directory|folder) path\b|\bpath to\b/i.test(described)) return 'path';
  if (/^(?:~|\.{1,2})?\/[^\s]*$/.test(value) && value.length > 1) return 'path';
  return 'text';
}
