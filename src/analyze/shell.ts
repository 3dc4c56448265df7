// Shell analyzer: what a command line does, however it is spelled.
import type { Parser } from 'web-tree-sitter';
import type { ShellFact } from './facts.ts';
import { normalizeView } from './facts.ts';
import { canonicalParts, commandEffects } from './shell-effects.ts';
import type { WrapperUse } from './shell-model.ts';
import { OPTION_SPECS, parseOptions, shellQuote } from './shell-options.ts';
import { loadBashParser } from './shell-parser.ts';
import { type Problem, ShellWalker, type SimpleCommand } from './shell-walk.ts';

/** One simple command that would run. */
export interface CommandSummary {
  name: string;
  /** arguments after quote removal and expansion of what is static */
  args: string[];
  flags: string[];
  targets: string[];
  via: string[];
  /** its name is computed (`$CMD`, `$(…)`): what runs cannot be known */
  dynamic: boolean;
  /** canonical spelling (`rm -rf /`) */
  canonical: string;
  /** environment assignments in front of it (`LD_PRELOAD=…`), as `NAME=value` */
  env: string[];
  /** wrappers it runs under, each with its own option words (`nice -n 5`) */
  wrapped: WrapperUse[];
}

export interface ShellAnalysis {
  commands: CommandSummary[];
  facts: ShellFact[];
  /** canonical views, lower-cased and whitespace-collapsed, for risky-pattern matching */
  views: string[];
  /** reasons to fail closed: parse errors, computed commands, code that cannot be seen, budgets */
  problems: Problem[];
  /** statement-level variable assignments (`PATH=/tmp:$PATH`), as `NAME=value` */
  assignments: string[];
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
 * What a command line does. Its cost is bounded (input length, commands, syntax nodes, nesting,
 * words per expansion); past a bound, or on any internal failure, the answer carries a problem,
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
  };
}

/** Time allowed for parsing one input, all nested scripts together. */
export const MAX_PARSE_MS = 250;

function walkShell(parser: Parser, source: string): ShellAnalysis {
  // the only clock read in analysis: past the budget the input is "not understood", never approved
  const deadline = performance.now() + MAX_PARSE_MS;
  const walker = new ShellWalker(parser, () => performance.now() > deadline);
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
