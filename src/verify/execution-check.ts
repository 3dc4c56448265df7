// Running commands, code or SQL is approved without asking only when the analyzers prove it only
// reads, and reads nothing sensitive. The proof is word by word (src/analyze/shell-read-only.ts):
// every command on an allowlist with only options known to read, no environment prefix or
// wrapper that changes what runs, no effect, nothing the analyzer could not finish. SQL likewise:
// only SELECT with known side-effect-free functions. Anything else a tool is asked to run
// (writes, deletes, network, privilege, computed commands, source code, which the guard cannot
// analyse) needs the user's confirmation; catastrophic inputs are rejected elsewhere by risky
// patterns. Fail closed: what the guard cannot tell, it asks about.

import type { Analyzers, CommandSummary, ShellAnalysis } from '../analyze/index.ts';
import {
  type ArgKind,
  type ArgLeaf,
  argKind,
  argumentLeaves,
  readOnlyCommand,
  type SqlAnalysis,
  sensitiveRead,
  sqlDialectOf,
  sqlShowsHarm,
} from '../analyze/index.ts';
import type { Finding, Tool, ToolCall } from '../core/index.ts';
import { commandAsker } from './command-requests.ts';
import type { CheckOutcome, GuardCheck } from './guard-check.ts';
import type {
  CommandsProof,
  InputReadOnlyProof,
  StatementChange,
  StatementChangeProof,
} from './read-only-call.ts';

/** Shell effects that change something or leave the machine. */
const EFFECTS = new Set([
  'delete',
  'shred',
  'format',
  'device_write',
  'write',
  'permission',
  'ownership',
  'force_push',
  'discard_changes',
  'kill',
  'shutdown',
  'fork_bomb',
  'download_execute',
  'encoded_execute',
  'execute_code',
  'network',
  'privilege',
  'dynamic',
]);

/** Variables whose value changes which programs later commands run or what they load. */
const EXECUTION_VARIABLES =
  /^(?:PATH|LD_\w+|DYLD_\w+|BASH_ENV|ENV|BASH_FUNC_\w*|PROMPT_COMMAND|PS[0-4]|IFS|SHELLOPTS|BASHOPTS|GLOBIGNORE|CDPATH|GIT_\w+|\w*PAGER|EDITOR|VISUAL|LESSOPEN|LESSCLOSE|PYTHON\w*|NODE_OPTIONS|NODE_PATH|PERL\w*|RUBY\w*|HOME|TMPDIR|HISTFILE|TERMINFO|RIPGREP_CONFIG_PATH)$/;

/** A tool that runs the SQL it is given (its name or description says so). */
function executesQueries(tool: Tool | undefined, name: string): boolean {
  return /sql|database|\bdb\b|_db\b|query|postgres|mysql|sqlite|warehouse|execute|\brun\b/i.test(
    `${name} ${tool?.description ?? ''}`,
  );
}

/** Whether the user's instruction asks for what a command does (command-requests.ts). */
type AskedCommand = (c: CommandSummary) => boolean;

/** The instruction's requests, read at most once per call and only for a command, asked of each. */
function askedBy(instruction: string): AskedCommand {
  const ask = commandAsker(instruction);
  return (c) => ask(c) !== undefined;
}

interface Gate {
  reasons: string[];
  findings: Finding[];
  /** leaves that were commands or queries the analyzers read */
  analysed: number;
}

export interface ExecutionCheckOptions {
  /**
   * SQL that changes data but is fully understood and targeted (an INSERT, an UPDATE or DELETE
   * with a selective WHERE, an ALTER … ADD): `spec` leaves it to the spec's risky patterns and
   * plan (the default), `ask` needs the user's confirmation as for shell writes. Everything else
   * that is not proven read-only (unparsed, dynamic, hidden effects, DROP/TRUNCATE, broad
   * WHERE, several statements) always asks.
   */
  sqlWrites?: 'spec' | 'ask';
}

/** Every leaf of the call's arguments through the analyzers: what is not proven read-only, and what was analysed. */
function gateCall(
  analyzers: Analyzers,
  call: ToolCall,
  tool: Tool | undefined,
  sqlWrites: 'spec' | 'ask',
  asked?: AskedCommand,
): Gate {
  const gate: Gate = { reasons: [], findings: [], analysed: 0 };
  const { leaves, complete } = argumentLeaves(call.args, tool, call.tool);
  if (!complete) gate.reasons.push('its arguments are too large or too deeply nested to analyse');
  for (const leaf of leaves) {
    if (typeof leaf.value !== 'string') continue;
    try {
      gateLeaf(analyzers, tool, call.tool, leaf, leaf.value, gate, sqlWrites, asked);
    } catch (error) {
      // what the guard cannot finish it does not approve
      const why = error instanceof Error ? error.message : String(error);
      gate.reasons.push(`the guard could not finish analysing it (${why.slice(0, 120)})`);
    }
  }
  return gate;
}

/**
 * The analyzers prove the call only reads the user's own things: it carries a command or a query,
 * every one of them is proven read-only (reading nothing sensitive), nothing else in it is code to
 * run, and a command reads no system location (see `userSpace`). A call with nothing to analyse
 * has no proof (its tool's hints speak for it).
 */
export function inputProvenReadOnly(analyzers: Analyzers): InputReadOnlyProof {
  return (call, ctx) => {
    const tool = ctx.tools?.get(call.tool);
    const gate = gateCall(analyzers, call, tool, 'ask');
    if (gate.analysed === 0 || gate.reasons.length > 0) return false;
    for (const leaf of argumentLeaves(call.args, tool, call.tool).leaves) {
      if (typeof leaf.value !== 'string' || argKind(tool, call.tool, leaf.param, leaf.value) !== 'shell')
        continue;
      for (const c of analyzers.shell(leaf.value).commands) {
        const words = [...c.targets, ...c.redirects.map((r) => r.target), ...(c.cwd ? [c.cwd] : [])];
        if (!words.every(userSpace)) return false;
      }
    }
    return true;
  };
}

/** The text leaves of a call's arguments with their kinds; undefined when they are too many to read whole. */
function kindedLeaves(
  call: ToolCall,
  tool: Tool | undefined,
): Array<{ leaf: ArgLeaf & { value: string }; kind: ArgKind }> | undefined {
  const { leaves, complete } = argumentLeaves(call.args, tool, call.tool);
  if (!complete) return undefined;
  return leaves.flatMap((leaf) =>
    typeof leaf.value === 'string'
      ? [
          {
            leaf: leaf as ArgLeaf & { value: string },
            kind: argKind(tool, call.tool, leaf.param, leaf.value),
          },
        ]
      : [],
  );
}

/**
 * What the SQL a call runs changes, when the analyzers read all of it as plain row changes: one
 * statement per query, an INSERT or an UPDATE with a WHERE that selects rows, in every plausible
 * dialect, nothing hidden, dynamic or beyond the statement (a side-effecting function, a second
 * statement, a DELETE, a DROP). Undefined when the call runs no such SQL or anything else.
 */
export function inputStatementChanges(analyzers: Analyzers): StatementChangeProof {
  return (call, ctx) => {
    const tool = ctx.tools?.get(call.tool);
    const out: StatementChange[] = [];
    const leaves = kindedLeaves(call, tool);
    if (leaves === undefined) return undefined;
    for (const { leaf, kind } of leaves) {
      if (kind === 'shell' || kind === 'code') return undefined;
      if (kind !== 'sql' && !(kind === 'sql_shaped' && executesQueries(tool, call.tool))) continue;
      const a = analyzers.sql(leaf.value, sqlDialectOf(tool, call.tool));
      if (a.parseError !== undefined || a.dynamic || a.notReadOnly !== undefined) return undefined;
      const statements = a.facts.filter((f) => f.kind === 'sql_statement');
      if (statements.length !== 1) return undefined;
      // (what an UPDATE sets and the keys it selects rows by, as one parse read them)
      const update = a.facts.find((f) => f.kind === 'sql_update');
      for (const f of a.facts) {
        if (f.kind === 'sql_statement' && (f.statement === 'insert' || f.statement === 'update'))
          out.push({
            statement: f.statement,
            tables: f.tables,
            text: leaf.value,
            ...(f.statement === 'update' && update?.kind === 'sql_update' && update.columns
              ? { columns: update.columns, values: update.values ?? [], keys: update.keys ?? [] }
              : {}),
          });
        else if (!(f.kind === 'sql_update' && f.where === 'present')) return undefined;
      }
    }
    return out.length > 0 ? out : undefined;
  };
}

/**
 * The commands a call runs that the analyzers do not prove only read, when they read all of it as
 * plain commands: only shell input, parsed whole, with no effect they know (no redirection that
 * writes, no network, privilege or deletion, nothing computed), no variable that changes what runs
 * and nothing sensitive read. Undefined when the call runs no such command or anything else.
 */
export function inputCommands(analyzers: Analyzers): CommandsProof {
  return (call, ctx) => {
    const out: CommandSummary[] = [];
    const leaves = kindedLeaves(call, ctx.tools?.get(call.tool));
    if (leaves === undefined) return undefined;
    for (const { leaf, kind } of leaves) {
      if (kind === 'code' || kind === 'sql') return undefined;
      if (kind !== 'shell') continue;
      const a = analyzers.shell(leaf.value);
      if (
        a.problems.length > 0 ||
        a.redirects.length > 0 ||
        a.facts.some((f) => EFFECTS.has(f.kind)) ||
        a.assignments.some((x) => EXECUTION_VARIABLES.test(x.slice(0, x.indexOf('='))))
      )
        return undefined;
      // (a function the script defines runs its body, which the analyzers read on its own: its
      // name is no program the user could have asked for)
      const defined = definedFunctions(a);
      for (const c of a.commands) {
        if (sensitiveRead(c) || c.redirects.length > 0 || defined.has(c.name)) return undefined;
        if (!readOnlyCommand(c).readOnly) out.push(c);
      }
    }
    return out.length > 0 ? out : undefined;
  };
}

/** The functions a script defines: a command inside one runs `via` it (`function name`). */
function definedFunctions(a: ShellAnalysis): Set<string> {
  return new Set(
    a.commands.flatMap((c) => c.via.filter((v) => v.startsWith('function ')).map((v) => v.slice(9))),
  );
}

/** Where output may be thrown away or a descriptor duplicated: not a place read. */
const DISCARD = /^(?:\/dev\/(?:null|stdout|stderr|fd\/\d+)|&?\d+|-)$/;

/**
 * A word of a command is in the user's own space: not a path, a relative path that does not climb
 * (`..`), or a path under the home folder. Absolute paths elsewhere (`/etc`, `/proc`, `/root`,
 * `/var`) show what the machine holds: reading them is not ordinary work on the user's files, so
 * such a command stays asked, even when the instruction names it (the user confirms it then).
 */
function userSpace(word: string): boolean {
  const w = word.trim();
  if (w.length === 0 || DISCARD.test(w)) return true;
  if (/(?:^|\/)\.\.(?:\/|$)/.test(w)) return false;
  if (w.startsWith('~/') || w === '~') return true;
  if (/^\/(?:home|Users)\/[^/]+/.test(w)) return true;
  return !w.startsWith('/') && !w.startsWith('~');
}

export function executionCheck(analyzers: Analyzers, options: ExecutionCheckOptions = {}): GuardCheck {
  const sqlWrites = options.sqlWrites ?? 'spec';
  return {
    name: 'execution',
    check(call, ctx): CheckOutcome | null {
      const instruction = ctx.instruction;
      const asked = instruction === undefined ? undefined : askedBy(instruction);
      const gate = gateCall(analyzers, call, ctx.tools?.get(call.tool), sqlWrites, asked);
      if (gate.reasons.length === 0) return null;
      const reason = [...new Set(gate.reasons)].slice(0, 6).join('; ');
      return {
        disposition: 'approved_with_constraints',
        findings: gate.findings,
        feedback: `Approved with constraints: ${call.tool} would run something that is not proven read-only (${reason}); the user must confirm this exact call.`,
        confirmationReason: reason,
      };
    },
  };
}

function gateLeaf(
  analyzers: Analyzers,
  tool: Tool | undefined,
  toolName: string,
  leaf: ArgLeaf,
  value: string,
  gate: Gate,
  sqlWrites: 'spec' | 'ask',
  asked: AskedCommand | undefined,
): void {
  const kind = argKind(tool, toolName, leaf.param, value);
  switch (kind) {
    case 'code':
      gate.reasons.push(
        `it runs ${value.length > 60 ? 'source code' : `\`${value}\``} the guard cannot analyse`,
      );
      gate.findings.push({ code: 'analyzer_fact', message: 'source code to execute', path: leaf.path });
      break;
    case 'shell':
      gate.analysed++;
      shellGate(analyzers.shell(value), leaf, gate, asked);
      break;
    case 'sql':
    case 'sql_shaped':
      if (kind === 'sql' || executesQueries(tool, toolName)) {
        const a = analyzers.sql(value, sqlDialectOf(tool, toolName));
        // only a query proven read-only counts as analysed (prose that starts like SQL does not)
        if (!a.parseError && !a.dynamic && a.facts.some((f) => f.kind === 'sql_read_only')) gate.analysed++;
        sqlGate(a, kind, leaf, gate, sqlWrites);
      }
      break;
    case 'path':
    case 'text':
      break;
  }
}

function shellGate(a: ShellAnalysis, leaf: ArgLeaf, gate: Gate, asked: AskedCommand | undefined): void {
  const effects = [...new Set(a.facts.filter((f) => EFFECTS.has(f.kind)).map((f) => f.kind))];
  const writers: string[] = [];
  const sensitive: string[] = [];
  const defined = definedFunctions(a);
  for (const c of a.commands) {
    const v = readOnlyCommand(c);
    // (a command that does what the user asked, on what they named: command-requests.ts; never
    // a function the script defines, whose body is what runs)
    if (!v.readOnly && (asked?.(c) !== true || defined.has(c.name)))
      writers.push(`\`${c.canonical || c.name}\` (${v.why})`);
    const s = sensitiveRead(c);
    if (s) sensitive.push(s);
  }
  const variables = a.assignments
    .map((x) => x.slice(0, x.indexOf('=')))
    .filter((n) => EXECUTION_VARIABLES.test(n));
  const problems = a.problems.map((p) => p.message);
  if (problems.length > 0)
    gate.reasons.push(`the guard cannot fully analyse it (${problems.slice(0, 2).join('; ')})`);
  if (effects.length > 0) gate.reasons.push(`it ${effects.join(', ').replace(/_/g, ' ')}`);
  if (writers.length > 0)
    gate.reasons.push(`it runs ${writers.slice(0, 3).join(', ')}, which may change the system`);
  if (variables.length > 0)
    gate.reasons.push(`it sets ${[...new Set(variables)].join(', ')}, which changes what later commands run`);
  if (sensitive.length > 0) gate.reasons.push([...new Set(sensitive)].slice(0, 3).join('; '));
  if (effects.length + writers.length + sensitive.length + variables.length + problems.length > 0)
    gate.findings.push({
      code: 'analyzer_fact',
      message: `command effects: ${[...effects, ...writers, ...variables, ...sensitive, ...problems].join('; ')}`,
      path: leaf.path,
      data: { effects, commands: writers, sensitive, variables, problems },
    });
}

/** Facts that make a write more than a plain, targeted change. */
function beyondPlainWrite(a: SqlAnalysis): string | undefined {
  if (a.notReadOnly) return a.notReadOnly;
  for (const f of a.facts) {
    switch (f.kind) {
      case 'sql_drop':
        return `it drops ${f.object} ${f.names.join(', ')}`;
      case 'sql_truncate':
        return 'it truncates tables';
      case 'sql_alter_drop':
        return 'it drops columns or constraints';
      case 'sql_multiple':
        return 'several statements in one call';
      case 'sql_delete':
      case 'sql_update':
        if (f.where !== 'present')
          return `a ${f.kind === 'sql_delete' ? 'DELETE' : 'UPDATE'} on every row (no selective WHERE)`;
        break;
      case 'sql_statement':
        if (f.statement === 'other' || f.statement === 'grant') return `a ${f.statement} statement`;
        break;
      case 'sql_program':
      case 'sql_dynamic':
        return 'it runs more than its text shows';
      case 'sql_read_only':
        break;
    }
  }
  return undefined;
}

function sqlGate(
  a: SqlAnalysis,
  kind: 'sql' | 'sql_shaped',
  leaf: ArgLeaf,
  gate: Gate,
  sqlWrites: 'spec' | 'ask',
): void {
  // prose that merely starts like a query (`Select the best option from …`) is not SQL
  if (kind === 'sql_shaped' && a.parseError && !sqlShowsHarm(a)) return;
  if (a.facts.some((f) => f.kind === 'sql_read_only') && !a.parseError && !a.dynamic) return;
  const beyond = a.parseError || a.dynamic ? undefined : beyondPlainWrite(a);
  if (!a.parseError && !a.dynamic && sqlWrites === 'spec' && beyond === undefined) return;
  const statements = [...new Set(a.facts.flatMap((f) => (f.kind === 'sql_statement' ? [f.statement] : [])))];
  const why = a.parseError
    ? `its SQL does not parse (${a.parseError.slice(0, 80)})`
    : a.dynamic
      ? 'it runs dynamic SQL whose text is assembled at run time'
      : `it runs SQL that is not proven read-only (${beyond ?? statements.join(', ')})`;
  gate.reasons.push(why);
  gate.findings.push({
    code: 'analyzer_fact',
    message: why,
    path: leaf.path,
    data: { statements },
  });
}
