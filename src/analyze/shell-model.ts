// What the shell walker produces and hands between its parts.
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
