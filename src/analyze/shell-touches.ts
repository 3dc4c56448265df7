// Every path a command line reads or writes, through every route (operands, `--opt=path`,
// redirections in and out, here-strings), judged by the one location classifier.
import type { LocationClass, ShellFact } from './facts.ts';
import { pathsNamedIn } from './location-naming.ts';
import { classifyLocation } from './sensitive-locations.ts';
import type { ShellAnalysis } from './shell.ts';
import type { CommandSummary, Redirect } from './shell-model.ts';
import { readOnlyCommand } from './shell-read-only.ts';
import { CODE_INTERPRETERS } from './shell-wrappers.ts';

export type Access = 'read' | 'write';

/** A sensitive location a call reads or writes. */
export interface LocationTouch {
  /** the path as the command or argument names it */
  path: string;
  access: Access;
  classes: LocationClass[];
  /** the command (canonical) or the tool that touches it */
  by: string;
}

const WRITE_REDIRECT = /^(?:>|>>|>\||&>|&>>|>&|<>)$/;
/** Redirections whose target is a descriptor or a harmless sink, not a file. */
const NOT_A_FILE = /^(?:&?\d*-?|\/dev\/(?:null|stdout|stderr|stdin|tty|zero|u?random))$/;
/** Commands whose last operand is written and the others read. */
const COPIERS = new Set(['cp', 'install', 'ln', 'rsync', 'scp', 'rclone']);
/**
 * Commands that are not read-only but only read (or run) the files they name: an SSH identity
 * (`ssh -i key`), a script sourced or run. Other commands that are not proven read-only count
 * as writing what they name (fail closed).
 */
const OPERAND_READERS = new Set(['ssh', 'sftp', 'ssh-add', 'source', '.', 'sh', 'bash', 'zsh', 'dash']);
/** Commands besides the code interpreters whose words hold program text that opens files. */
const PROGRAM_TEXT = new Set(['awk', 'gawk', 'mawk', 'nawk', 'sed', 'jq', 'sqlite3', 'psql', 'mysql']);
/**
 * Commands that write a sensitive location without naming its path: `crontab FILE` installs a
 * crontab, `visudo` edits sudoers. Each maps to the location it writes.
 */
const IMPLIED_WRITES: Record<string, { path: string; unless?: RegExp }> = {
  crontab: { path: '/var/spool/cron/crontabs', unless: /^-l$/ },
  visudo: { path: '/etc/sudoers', unless: /^-c$/ },
};

/**
 * Most words classified for one command line (all its commands together). Classifying costs
 * about 50 µs a word; past the budget the rest is not checked and the caller fails closed.
 */
export const MAX_CLASSIFIED_WORDS = 1024;

/** Words left to classify; shared by every command of one command line. */
export interface TouchBudget {
  wordsLeft: number;
}

/**
 * What the words of a command name, as paths: operands, option values (`--file=x`, `-o/x`,
 * `-f~/x`), `key=value` words (`dd if=/dev/sda`) and `@file` arguments (`curl -d @~/.netrc`).
 */
function operandPaths(args: string[]): string[] {
  return args.flatMap((a) => {
    if (a.startsWith('-')) {
      const eq = a.indexOf('=');
      if (eq > 0) return [a.slice(eq + 1)];
      const attached = /^-[A-Za-z]+([~/.].*)$/.exec(a);
      return attached ? [attached[1]!] : [];
    }
    if (a.startsWith('@') && a.length > 1) return [a, a.slice(1)];
    const eq = a.indexOf('=');
    return eq > 0 && /^[A-Za-z_]+$/.test(a.slice(0, eq)) ? [a, a.slice(eq + 1)] : [a];
  });
}

function ddAccess(word: string): Access | undefined {
  if (word.startsWith('if=')) return 'read';
  if (word.startsWith('of=')) return 'write';
  return undefined;
}

/**
 * The sensitive paths one command reads and writes. With a spent `budget` the rest is not
 * classified: check `budget.wordsLeft < 0` and fail closed.
 */
export function commandTouches(
  cmd: CommandSummary,
  budget: TouchBudget = { wordsLeft: MAX_CLASSIFIED_WORDS },
): LocationTouch[] {
  const out: LocationTouch[] = [];
  const by = cmd.canonical || cmd.name;
  const add = (path: string, access: Access) => {
    if (path === '' || path === '-') return;
    if (--budget.wordsLeft < 0) return;
    // after `cd ~/.ssh`, `config` is `~/.ssh/config`
    const at = cmd.cwd && !/^[/~$]/.test(path) ? `${cmd.cwd.replace(/\/$/, '')}/${path}` : path;
    const classes = [...new Set([...classifyLocation(path), ...(at === path ? [] : classifyLocation(at))])];
    if (classes.length > 0) out.push({ path: at, access, classes, by });
  };
  for (const r of cmd.redirects) redirectTouches(r, add);
  if (cmd.dynamic) return out;
  const implied = IMPLIED_WRITES[cmd.name];
  if (implied && !cmd.args.some((a) => implied.unless?.test(a))) add(implied.path, 'write');
  const gitConfig = cmd.name === 'git' ? gitConfigFile(cmd.args) : undefined;
  if (gitConfig?.access === 'write') add(gitConfig.path, 'write');
  const readOnly = OPERAND_READERS.has(cmd.name) || readOnlyCommand(cmd).readOnly;
  const operands = cmd.targets.filter((t) => !t.startsWith('-'));
  const last = operands.at(-1);
  const runsProgramText = cmd.name in CODE_INTERPRETERS || PROGRAM_TEXT.has(cmd.name);
  for (const word of cmd.args) {
    const dd = cmd.name === 'dd' ? ddAccess(word) : undefined;
    const access: Access =
      dd ?? (readOnly ? 'read' : COPIERS.has(cmd.name) && word !== last ? 'read' : 'write');
    // a word with a space may be a path (`My Files/.env`); one where a path starts after a space
    // is prose naming paths (`-m "move ~/.npmrc"`), not a place the command opens
    if (!/\s[~/.]/.test(word)) for (const path of operandPaths([word])) add(path, access);
    // a program in one word (`python3 -c "open('/etc/shadow')"`, `awk '{print > "/etc/x"}'`)
    // names its files inside its text; other text (a commit message) is not a path
    if (runsProgramText && /[\s'"(=,;]/.test(word)) for (const path of pathsNamedIn(word)) add(path, access);
  }
  return out;
}

/** `git config` questions: what they only read. */
const GIT_CONFIG_READS = /^(?:--get(?:-all|-regexp|-urlmatch|-color|-colorbool)?|-l|--list|get|list)$/;
/** `git config` options that change the file even with one operand. */
const GIT_CONFIG_CHANGES =
  /^(?:--(?:unset|unset-all|add|replace-all|rename-section|remove-section|edit)|-e|set|unset)$/;

/**
 * `git config KEY VALUE` writes a config file it never names (`core.hooksPath`, `core.pager`
 * make git run a program later): `--global` is `~/.gitconfig`, `--system` `/etc/gitconfig`,
 * otherwise the repository's `.git/config` (under `-C DIR`). A lookup reads one key (not counted).
 */
function gitConfigFile(args: string[]): { path: string; access: Access } | undefined {
  const at = args.indexOf('config');
  if (at < 0) return undefined;
  let dir = '';
  for (let j = 0; j < at; j++) if (args[j] === '-C') dir = args[j + 1] ?? '';
  const rest = args.slice(at + 1);
  const operands = rest.filter((a) => !a.startsWith('-'));
  const writes =
    !rest.some((a) => GIT_CONFIG_READS.test(a)) &&
    (operands.length >= 2 || rest.some((a) => GIT_CONFIG_CHANGES.test(a)));
  const path = rest.includes('--global')
    ? '~/.gitconfig'
    : rest.includes('--system')
      ? '/etc/gitconfig'
      : `${dir ? `${dir.replace(/\/+$/, '')}/` : ''}.git/config`;
  return { path, access: writes ? 'write' : 'read' };
}

function redirectTouches(r: Redirect, add: (path: string, access: Access) => void): void {
  if (NOT_A_FILE.test(r.target)) return;
  if (r.op === '<<<') {
    // a here-string is text, but a later stage may open what it names: count each word as read
    for (const word of r.target.split(/\s+/)) add(word, 'read');
    return;
  }
  if (r.op === '<>') add(r.target, 'write');
  add(r.target, WRITE_REDIRECT.test(r.op) ? 'write' : 'read');
}

/** Writes the effects found (delete, permission, ownership, shred) count as writes of their targets. */
function effectTouches(f: ShellFact): Array<[string, Access]> {
  switch (f.kind) {
    case 'delete':
    case 'shred':
    case 'format':
    case 'permission':
    case 'ownership':
      return f.targets.map((t) => [t, 'write']);
    case 'write':
    case 'device_write':
      return [[f.target, 'write']];
    default:
      return [];
  }
}

/**
 * Every sensitive location a command line reads or writes; `complete` is false when it names
 * more words than MAX_CLASSIFIED_WORDS (the rest is unchecked: the caller must not approve).
 */
export function shellTouches(a: ShellAnalysis): { touches: LocationTouch[]; complete: boolean } {
  const out: LocationTouch[] = [];
  const budget: TouchBudget = { wordsLeft: MAX_CLASSIFIED_WORDS };
  for (const c of a.commands) out.push(...commandTouches(c, budget));
  const add = (by: string) => (path: string, access: Access) => {
    if (--budget.wordsLeft < 0) return;
    const classes = classifyLocation(path);
    if (classes.length > 0) out.push({ path, access, classes, by });
  };
  for (const r of a.redirects) redirectTouches(r, add(`${r.op} ${r.target}`));
  for (const f of a.facts)
    for (const [path, access] of effectTouches(f)) add('command' in f ? f.command : f.kind)(path, access);
  return { touches: dedupeTouches(out), complete: budget.wordsLeft >= 0 };
}

export function dedupeTouches(touches: LocationTouch[]): LocationTouch[] {
  const seen = new Set<string>();
  return touches.filter((t) => {
    const key = `${t.access}\0${t.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
