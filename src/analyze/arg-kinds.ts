// Which analyzer reads which argument: decided by the parameter's name, its schema description,
// the tool, and the value itself (a string shaped like a SQL statement is SQL wherever it is).
import type { Tool } from '../core/index.ts';
import { joinComments, stripComments } from './sql/read-only.ts';

/** `sql_shaped`: not a SQL parameter, but the value looks like a statement (SQL only if it parses). */
export type ArgKind = 'shell' | 'sql' | 'sql_shaped' | 'path' | 'code' | 'text';

const SHELL_PARAMS =
  /^(?:command|cmd|commands|cmdline|command_?line|shell|shell_?command|bash|bash_?command|script|shell_?script|terminal_?command)$/;
/**
 * `run` names a command line in a runner (`{run: "make test"}`) and a run in a pipeline log
 * (`{run: "latest"}`): it is a command when the tool runs commands or the value reads as one
 * (a lower-case word and its arguments, an operator, a path), never a bare word or a name
 * (`{run: "Upper Ridge"}`, a ski run) on a tool that does not.
 */
const RUN_PARAM = /^run$/;
const COMMAND_SHAPED = /[|&;<>`$()/\\]|^[a-z][\w.-]*\s+\S/;
const CODE_PARAMS = /^(?:source_?code|snippet)$/;
/**
 * `source` is source code in a runner and where a thing comes from elsewhere (`source: "ED-06"`);
 * `code` is source code in a runner and a discount, country or booking code elsewhere
 * (`code: "BLUSH15"`); `program` is one in a runner and a service or a course elsewhere
 * (`program: "Eastgate Rapid Rehousing"`).
 */
const SOURCE_PARAM = /^(?:source|code|program)$/;
const CODE_SHAPED = /[\n;{}()=]/;
const SQL_PARAMS = /^(?:sql|sql_?query|statement|sql_?statement|query_?sql|raw_?sql)$/;
const PATH_PARAMS =
  /(?:^|_)(?:path|paths|file|files|filename|filepath|file_?path|dir|directory|folder|dest|destination|src|cwd|root|glob|target_?path|source_?path|output_?path)$/;
const SQL_TOOL = /sql|database|\bdb\b|postgres|mysql|sqlite|mariadb|snowflake|bigquery/i;
const SHELL_TOOL = /(?:terminal|shell|bash|zsh|console|command|exec|run_?cmd|ssh)/i;
const SQL_SHAPE =
  /^\s*\(*\s*(?:select\b[\s\S]+\bfrom\b|insert\s+into\b|replace\s+into\b|update\s+[\w.`"[\]]+\s+set\b|delete\s+from\b|delete\s+\w+\s+from\b|drop\s+(?:table|database|schema|view|index|user|function|procedure|trigger)\b|truncate\s+(?:table\s+)?[\w.`"]+|alter\s+(?:table|database|schema|user)\b|create\s+(?:table|database|schema|index|view|user|function|procedure|trigger|or\s+replace)\b|grant\s|revoke\s|with\s+(?:recursive\s+)?\w+\s+as\s*\(|copy\s+[\w.`"]+[\s\S]*?\b(?:from|to)\b|execute\s+(?:immediate\s+)?['\w]|exec\s*[('\w]|prepare\s+\w+\s+from\b|call\s+\w+\s*\(|do\s+(?:\$|')|merge\s+into\b|load\s+data\b)/i;
const MAX_SHAPE_TEST = 64 * 1024;

/**
 * A value shaped like a SQL statement (keyword first, statement structure after it). Comments
 * are spaces (`DROP/**\/TABLE`), MySQL's `/*! … *\/` bodies count, and a comment glued inside
 * a keyword (`DR/**\/OP`) is looked through.
 */
export function looksLikeSql(value: string): boolean {
  const text = value.length > MAX_SHAPE_TEST ? value.slice(0, MAX_SHAPE_TEST) : value;
  const spaced = stripComments(text);
  return SQL_SHAPE.test(spaced) || (text.includes('/*') && SQL_SHAPE.test(joinComments(text)));
}

function paramDescription(tool: Tool | undefined, param: string): string {
  const props = (tool?.inputSchema as { properties?: Record<string, { description?: unknown }> } | undefined)
    ?.properties;
  const d = props?.[param]?.description;
  return typeof d === 'string' ? d : '';
}

/** Parameters that carry the command line of a tool that runs commands. */
const SHELL_TOOL_PARAMS = /^(?:input|args|argv|arguments|line|exec|execute|cmd_?args|command_?args)$/;

/** A tool whose purpose is running commands (by its name or its description). */
export function runsCommands(tool: Tool | undefined, toolName: string): boolean {
  return (
    SHELL_TOOL.test(toolName) ||
    /\b(?:shell|bash|terminal) commands?\b|\bcommands? (?:to|in|on) (?:run|execute|the (?:shell|terminal))\b|\bruns? (?:a |any )?(?:shell )?commands?\b|\bexecutes? (?:a |any )?(?:shell )?commands?\b/i.test(
      tool?.description ?? '',
    )
  );
}

/** A tool that runs code or commands, by its name or description. */
function runsCode(tool: Tool | undefined, toolName: string): boolean {
  return (
    runsCommands(tool, toolName) ||
    /\b(?:python|repl|interpreter|eval|execute|exec|run_?code|notebook)\b/i.test(
      `${toolName.replace(/[_.-]/g, ' ')} ${tool?.description ?? ''}`,
    )
  );
}

export function argKind(tool: Tool | undefined, toolName: string, param: string, value: string): ArgKind {
  const p = param.toLowerCase().replace(/-/g, '_');
  const described = paramDescription(tool, param);
  const toolText = `${toolName} ${tool?.description ?? ''}`;
  if (SHELL_TOOL_PARAMS.test(p) && runsCommands(tool, toolName))
    return looksLikeSql(value) && /sql|database|query/i.test(toolText) ? 'sql' : 'shell';
  if (SQL_PARAMS.test(p) || /\bsql\b/i.test(described)) return 'sql';
  if (/^(?:query|q|stmt)$/.test(p) && SQL_TOOL.test(toolText)) return 'sql';
  if (
    SHELL_PARAMS.test(p) ||
    (RUN_PARAM.test(p) && (runsCommands(tool, toolName) || COMMAND_SHAPED.test(value.trim()))) ||
    /\b(?:shell|bash|terminal) command\b|\bcommand to (?:run|execute)\b/i.test(described)
  )
    return looksLikeSql(value) && /sql|database|query/i.test(toolText) ? 'sql' : 'shell';
  if (CODE_PARAMS.test(p) || (SOURCE_PARAM.test(p) && (runsCode(tool, toolName) || CODE_SHAPED.test(value))))
    return /\b(?:shell|bash|sh|zsh|terminal)\b/i.test(toolText) || SHELL_TOOL.test(toolName)
      ? 'shell'
      : 'code';
  if (looksLikeSql(value)) return 'sql_shaped';
  if (PATH_PARAMS.test(p) || /\b(?:file|directory|folder) path\b|\bpath to\b/i.test(described)) return 'path';
  // spaces allowed inside (`…/Default/Login Data`), a line break never
  if (/^(?:~|\.{1,2})?\/(?:\S[^\n]*)?$/.test(value) && value.length > 1) return 'path';
  // a `file:` URI, a Windows path (`C:\…`, `\\server\…`, `%APPDATA%\…`) names a file too
  if (/^file:\/\/?\S*$|^(?:[a-z]:|\\\\|%\w+%|\$env:\w+)[\\/]/i.test(value)) return 'path';
  return 'text';
}

export interface ArgLeaf {
  /** where it sits (`args.options.command`, `args.command[0]`) */
  path: string;
  /** the nearest parameter name the value sits under (decides its analyzer) */
  param: string;
  value: string | number | boolean;
}

export const MAX_LEAVES = 512;
export const MAX_ARG_DEPTH = 32;

/**
 * Every scalar in the arguments, however deep, under the nearest parameter name. A list of
 * words under a command parameter (`["rm", "-rf", "/"]`) is also one command line (an argv).
 * `complete` is false when a limit cut the walk short (the caller must not approve).
 */
export function argumentLeaves(
  args: Record<string, unknown>,
  tool: Tool | undefined,
  toolName: string,
): { leaves: ArgLeaf[]; complete: boolean } {
  const leaves: ArgLeaf[] = [];
  let complete = true;
  const visit = (v: unknown, path: string, param: string, depth: number) => {
    if (leaves.length >= MAX_LEAVES || depth > MAX_ARG_DEPTH) {
      complete = false;
      return;
    }
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      leaves.push({ path, param, value: v });
    else if (Array.isArray(v)) {
      if (v.length > 1 && v.every((x) => typeof x === 'string')) {
        const argv = (v as string[]).map(quoteWord).join(' ');
        if (argKind(tool, toolName, param, argv) === 'shell') {
          leaves.push({ path, param, value: argv });
          // words without spaces are one argv (`["ls", "-la"]`); otherwise each may be a command line
          if ((v as string[]).every((x) => !/\s/.test(x))) return;
        }
      }
      for (const [i, x] of v.entries()) visit(x, `${path}[${i}]`, param, depth + 1);
    } else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) visit(x, `${path}.${k}`, k, depth + 1);
  };
  for (const [k, v] of Object.entries(args)) visit(v, `args.${k}`, k, 1);
  return { leaves, complete };
}

/** One argv word as shell text (`it's` → `'it'\''s'`). */
function quoteWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Verbs in a tool's name that say it only reads the paths it is given. */
const READ_TOOL =
  /^(?:read|get|cat|view|show|list|ls|open|load|search|find|grep|glob|stat|inspect|head|tail|print|preview|describe|check|exists)(?:_|$)/;
/** Verbs anywhere in a tool's name that say it changes the paths it is given. */
const WRITE_TOOL =
  /(?:^|_)(?:write|create|edit|append|save|put|update|modify|patch|insert|replace|move|mv|rename|copy|cp|delete|remove|rm|upload|download|chmod|chown|touch|mkdir|set|install|link|truncate|overwrite|store)(?:_|$)/;

/**
 * Does a tool read or write the paths in its arguments? A declared `readOnly` hint or a name
 * that starts with a reading verb (`read_file`, `list_directory`) reads; a name with a writing
 * verb writes; anything else counts as writing (fail closed: the stricter judgement applies).
 */
export function pathAccess(tool: Tool | undefined, toolName: string): 'read' | 'write' {
  const name = toolName
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
  if (WRITE_TOOL.test(name)) return 'write';
  if ((tool?.hints?.readOnly === true && tool.hintsInferred !== true) || READ_TOOL.test(name)) return 'read';
  return 'write';
}
