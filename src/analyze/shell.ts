// Shell analyzer: what a command line does, however it is spelled.
import type { Parser } from 'web-tree-sitter';
import type { ShellFact } from './facts.ts';
import { normalizeView } from './facts.ts';
import { canonicalParts, commandEffects } from './shell-effects.ts';
import type { CommandSummary, Redirect } from './shell-model.ts';
import { OPTION_SPECS, parseOptions, shellQuote } from './shell-options.ts';
import { loadBashParser } from './shell-parser.ts';
import { type Problem, ShellWalker, type SimpleCommand } from './shell-walk.ts';

export interface ShellAnalysis {
  commands: CommandSummary[];
  facts: ShellFact[];
  /** canonical views, lower-cased and whitespace-collapsed, for risky-pattern matching */
  views: string[];
  /** reasons to fail closed: parse errors, computed commands, code that cannot be seen, budgets */
  problems: Problem[];
  /** statement-level variable assignments (`PATH=/tmp:$PATH`), as `NAME=value` */
  assignments: string[];
  /** redirections of compound commands (`{ cat; } < f`, `while …; done > f`), no command of their own */
  redirects: Redirect[];
}

/** Longest input analysed; longer text is refused (fail closed) rather than parsed. */
export const MAX_SHELL_INPUT = 32 * 1024;

export type ShellAnalyzer = (source: string) => ShellAnalysis;

/** Loads tree-sitter-bash once and returns the synchronous analyzer. */
export async function loadShellAnalyzer(): Promise<ShellAnalyzer> {
  const parser = await loadBashParser();
  return (source) => analyzeShell(parser, source);
}

/**
 * What a command line does. Its cost is bounded by counted work (input length, characters lexed,
 * commands, syntax nodes, nesting, words per expansion), never by a clock; past a bound, or on any internal failure, the answer carries a problem,
 * so the input is "not understood" and never approved without confirmation.
 */
export function analyzeShell(parser: Parser, source: string): ShellAnalysis {
  if (source.length > MAX_SHELL_INPUT)
    return refused(source, `shell input longer than ${MAX_SHELL_INPUT} characters`, 'too_long');
  try {
    return walkShell(parser, source);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return refused(source, `the shell analyzer could not finish (${why.slice(0, 120)})`, 'analyzer_error');
  }
}

function refused(source: string, message: string, reason: string): ShellAnalysis {
  return {
    commands: [],
    facts: [],
    views: [normalizeView(source.slice(0, 4096)), ...fallbackViews(source.slice(0, 4096)).map(normalizeView)],
    problems: [{ message, reason }],
    assignments: [],
    redirects: [],
  };
}

/**
 * Parse work allowed for one input, all nested scripts together, counted as characters the lexer
 * reads (see `ParseBudget`): 32 times the longest input. Ordinary scripts read each character
 * about twice (a 30 KB list of commands: 58 K); a 6 KB heredoc line holding 1,000 `$(…)` reads
 * 4 M (0.5 s on a 2-core machine; the budget, 1 M, is reached at about 0.1 s). Past the budget
 * the input is "not understood", never approved. Counting work instead of reading a clock gives
 * one input one verdict on any machine.
 */
export const MAX_PARSE_CHARS = 32 * MAX_SHELL_INPUT;

function walkShell(parser: Parser, source: string): ShellAnalysis {
  const walker = new ShellWalker(parser, { charsLeft: MAX_PARSE_CHARS });
  walker.script(source, []);
  const facts: ShellFact[] = [...walker.facts];
  const views: string[] = [];
  for (const cmd of walker.commands) {
    const e = commandEffects(cmd);
    facts.push(...e.facts);
    views.push(...e.views);
  }
  views.push(...facts.flatMap(factViews));
  if (walker.problems.some((p) => p.reason === 'parse_error')) views.push(...fallbackViews(source));
  return {
    commands: walker.commands.filter((c) => c.name !== '').map(summarize),
    facts: dedupe(facts),
    views: [...new Set(views.map(normalizeView).filter(Boolean))],
    problems: dedupe(walker.problems),
    assignments: walker.assignments,
    redirects: walker.commands.filter((c) => c.name === '').flatMap((c) => c.redirects),
  };
}

function summarize(cmd: SimpleCommand): CommandSummary {
  const args = cmd.args.map((a) => a.text);
  const spec = OPTION_SPECS[cmd.name];
  let flags: string[];
  let targets: string[];
  if (spec) {
    const p = parseOptions(args, spec);
    flags = [...p.letters.map((c) => `-${c}`), ...p.longs, ...p.values.map(([f]) => f)];
    targets = p.operands;
  } else {
    flags = args.filter((a) => a.startsWith('-') && a !== '-');
    targets = args.filter((a) => !a.startsWith('-') || a === '-');
  }
  return {
    name: cmd.name,
    args,
    flags,
    targets,
    via: cmd.via,
    dynamic: cmd.dynamicName === true,
    canonical: cmd.dynamicName
      ? [cmd.name, ...args.map(shellQuote)].join(' ')
      : canonicalParts(cmd).join(' '),
    env: cmd.env ?? [],
    wrapped: cmd.wrapped ?? [],
    redirects: cmd.redirects,
    ...(cmd.cwd ? { cwd: cmd.cwd } : {}),
  };
}

/** Views for facts that are not a single command (pipes into shells, fork bombs). */
function factViews(f: ShellFact): string[] {
  switch (f.kind) {
    case 'download_execute': {
      const shells = f.interpreter === 'sh' ? ['sh'] : [f.interpreter, 'sh'];
      return shells.flatMap((s) => [`${f.tool} | ${s}`, ...f.hosts.map((h) => `${f.tool} ${h} | ${s}`)]);
    }
    case 'encoded_execute':
      return [
        `${f.encoding} | ${f.interpreter}`,
        ...(f.encoding === 'base64' ? [`base64 -d | ${f.interpreter}`] : []),
      ];
    case 'execute_code':
      return f.code === undefined ? [] : [`${f.language} -c ${f.code}`, f.code];
    case 'fork_bomb':
      return [':(){ :|:& };:', 'fork bomb'];
    default:
      return [];
  }
}

/**
 * When the input does not parse we still fail closed, but give risky patterns something to
 * match: the text with quotes and backslashes removed (`r''m -rf /` → `rm -rf /`).
 */
function fallbackViews(source: string): string[] {
  const unquoted = source.replace(/\\(.)/g, '$1').replace(/['"]/g, '');
  return [source, unquoted];
}

function dedupe<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((x) => {
    const key = JSON.stringify(x);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
