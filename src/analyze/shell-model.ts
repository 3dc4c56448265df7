// What the shell walker produces and hands between its parts.
import type { ShellFact } from './facts.ts';
import type { Stream } from './shell-streams.ts';
import type { Word } from './shell-words.ts';

export interface Redirect {
  op: string;
  target: string;
}

export interface SimpleCommand {
  /** command name without its directory (`/usr/bin/rm` → `rm`) */
  name: string;
  args: Word[];
  /** how it was reached, outermost first */
  via: string[];
  /** transparent wrappers directly around it (`sudo`, `nice`), for the prefixed view */
  wrappers: string[];
  redirects: Redirect[];
  stdin?: Stream;
  /** the name is not static text (`$CMD`, `$(…)`, a glob) */
  dynamicName?: boolean;
  /** working directory set by an earlier static `cd`, when known */
  cwd?: string;
  /** environment assignments in front of it (`LD_PRELOAD=x ls`, `env GIT_DIR=y git log`) */
  env?: string[];
  /** wrappers it runs under with their own option words (`nice -n 5`, `strace -o f`) */
  wrapped?: WrapperUse[];
}

export interface WrapperUse {
  name: string;
  args: string[];
}

export interface Problem {
  message: string;
  reason: string;
}

export interface RunContext {
  via: string[];
  /** source spelling of a computed command name, for messages */
  spelled?: string;
  wrappers: string[];
  redirects: Redirect[];
  stdin?: Stream;
  env?: string[];
  wrapped?: WrapperUse[];
}

export function joinWords(a: Word, b: Word): Word {
  const download = a.download ?? b.download;
  const encoding = a.encoding ?? b.encoding;
  return {
    text: a.text + b.text,
    dynamic: a.dynamic || b.dynamic,
    resolved: a.resolved && b.resolved,
    glob: a.glob || b.glob,
    ...(download ? { download } : {}),
    ...(encoding ? { encoding } : {}),
  };
}

export function literal(text: string): Word {
  return { text, dynamic: false, resolved: true, glob: false };
}

export function stripDot(path: string): string {
  return path.replace(/^\.\//, '');
}

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
  /** its redirections (`< in`, `> out`, `<<< text`), targets expanded where static */
  redirects: Redirect[];
  /** working directory set by an earlier static `cd`, when known */
  cwd?: string;
}

/** Parses and walks a nested script; supplied by the walker. */
export type ScriptWalker = (source: string, via: string[], stdin?: Stream) => Stream;

/** What the runner asks of the walker, which knows the variables. */
export interface RunnerHooks {
  script: ScriptWalker;
  /**
   * Text bash evaluates once more: `arith` (an arithmetic expression, `let x`), `name` (a
   * variable name whose subscript is arithmetic: `read 'a[…]'`, `printf -v`, `test -v`).
   */
  evaluate(word: Word, mode: 'arith' | 'name', via: string[], label: string): void;
  /** the variable now holds data the guard cannot see (`read x`) */
  taint(name: string): void;
}

/** What each family of effects (delete, disk, git, network, …) reads of one command. */
export interface EffectContext {
  via: string[];
  /** a target resolved against the working directory of an earlier `cd` */
  at: (target: string) => string;
  command: string;
  texts: string[];
  cmd: SimpleCommand;
  add: (fact: ShellFact, ...views: string[]) => void;
}
