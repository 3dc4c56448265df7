// Commands that run other commands. Each one's own options are skipped so that the command it
// runs is analysed as if written directly (`sudo -u root nice -n 5 rm -rf /` is `rm -rf /`).

interface WrapperSpec {
  /** short letters taking a value */
  valued?: string;
  /** long options taking a value */
  longValued?: string[];
  /** operands before the command (`timeout 5 cmd`, `chroot /mnt cmd`) */
  skip?: number;
  /** the wrapper raises privileges */
  privilege?: boolean;
  /** `NAME=value` words before the command are environment, not the command */
  assignments?: boolean;
  /** these options mean "do not run it" (`command -v rm`) */
  noExec?: string[];
}

export const WRAPPERS: Record<string, WrapperSpec> = {
  sudo: {
    valued: 'ugpCDhrtTUR',
    longValued: ['user', 'group', 'prompt', 'chdir', 'host', 'role', 'type', 'command-timeout', 'other-user'],
    privilege: true,
    assignments: true,
    noExec: ['-l', '-v', '-k', '-K', '-V', '--list', '--validate'],
  },
  doas: { valued: 'uC', privilege: true },
  pkexec: { longValued: ['user'], privilege: true },
  runuser: { valued: 'ugG', longValued: ['user', 'group'], privilege: true },
  env: { valued: 'uCP', longValued: ['unset', 'chdir'], assignments: true },
  nice: { valued: 'n', longValued: ['adjustment'] },
  ionice: { valued: 'cnpPu', longValued: ['class', 'classdata', 'pid', 'pgid', 'uid'] },
  nohup: {},
  setsid: {},
  time: { valued: 'fo' },
  timeout: { valued: 'sk', longValued: ['signal', 'kill-after'], skip: 1 },
  stdbuf: { valued: 'ioe', longValued: ['input', 'output', 'error'] },
  command: { noExec: ['-v', '-V'] },
  builtin: {},
  exec: { valued: 'a' },
  chroot: { longValued: ['userspec', 'groups'], skip: 1 },
  unbuffer: {},
  chronic: {},
  nocache: {},
  torsocks: {},
  proxychains: { valued: 'f' },
  proxychains4: { valued: 'f' },
  caffeinate: { valued: 'tw' },
  strace: { valued: 'oepsuEIabX' },
  ltrace: { valued: 'oepsuabn' },
};

export interface Unwrapped {
  /** index of the command in args, or -1 when the wrapper runs nothing (`sudo -v`, `env`) */
  index: number;
  /** values of the wrapper's own options (`-u` → `root`) */
  values: Map<string, string>;
  /** the wrapper was asked to start a shell (`sudo -s`, `sudo -i`) */
  shell: boolean;
}

export function unwrap(spec: WrapperSpec, args: string[]): Unwrapped {
  const values = new Map<string, string>();
  let skip = spec.skip ?? 0;
  let shell = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (spec.noExec?.includes(a)) return { index: -1, values, shell };
    if (a === '--') return { index: i + 1 + skip < args.length ? i + 1 + skip : -1, values, shell };
    if (spec.assignments && /^[A-Za-z_][A-Za-z0-9_]*=/.test(a)) continue;
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=');
      const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
      if (spec.longValued?.includes(name)) values.set(name, eq < 0 ? (args[++i] ?? '') : a.slice(eq + 1));
      if (name === 'login' || name === 'shell') shell = true;
      continue;
    }
    if (a.startsWith('-') && a.length > 1) {
      if (/^-\d+$/.test(a)) continue; // `nice -10 cmd`
      for (let k = 1; k < a.length; k++) {
        const c = a[k]!;
        if (c === 's' || c === 'i') shell = true;
        if (spec.valued?.includes(c)) {
          values.set(c, k + 1 < a.length ? a.slice(k + 1) : (args[++i] ?? ''));
          break;
        }
      }
      continue;
    }
    if (skip > 0) {
      skip--;
      continue;
    }
    return { index: i, values, shell };
  }
  return { index: -1, values, shell };
}

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'rbash', 'yash']);

export interface ShellInvocation {
  /** index of the `-c` string */
  command?: number;
  /** index of the script file */
  script?: number;
  /** the shell reads its program from stdin */
  stdin: boolean;
}

/** `bash -lc STR`, `sh -s`, `bash script.sh`, `bash` (program on stdin). */
export function shellInvocation(args: string[]): ShellInvocation {
  let wantsCommand = false;
  let forcedStdin = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--' || a === '-') {
      const next = i + 1 < args.length ? i + 1 : undefined;
      if (wantsCommand && next !== undefined) return { command: next, stdin: false };
      return next !== undefined && !forcedStdin ? { script: next, stdin: false } : { stdin: true };
    }
    if (a.startsWith('--')) {
      if (a === '--rcfile' || a === '--init-file') i++;
      continue;
    }
    if ((a.startsWith('-') || a.startsWith('+')) && a.length > 1) {
      if (a.slice(1).includes('c') && a.startsWith('-')) wantsCommand = true;
      if (a.slice(1).includes('s') && a.startsWith('-')) forcedStdin = true;
      if (/[oO]$/.test(a)) i++;
      continue;
    }
    if (wantsCommand) return { command: i, stdin: false };
    if (forcedStdin) return { stdin: true };
    return { script: i, stdin: false };
  }
  return { stdin: !wantsCommand };
}

/** Code interpreters and the option that passes them a program text. */
export const CODE_INTERPRETERS: Record<string, string[]> = {
  python: ['-c'],
  python2: ['-c'],
  python3: ['-c'],
  perl: ['-e', '-E'],
  ruby: ['-e'],
  node: ['-e', '--eval', '-p', '--print'],
  nodejs: ['-e', '--eval'],
  php: ['-r'],
  lua: ['-e'],
  osascript: ['-e'],
  pwsh: ['-c', '-command', '-Command'],
  powershell: ['-c', '-command', '-Command'],
};

export interface FindCommand {
  roots: string[];
  /** what the expression can reach: roots, or `root/**` (`root/**\/NAME`) when filtered */
  targets: string[];
  deletes: boolean;
  /** argv of every `-exec`/`-execdir`/`-ok` action, `{}` still in place */
  execs: Array<{ from: number; to: number }>;
}

const FIND_FILTERS = new Set([
  '-name',
  '-iname',
  '-path',
  '-ipath',
  '-wholename',
  '-regex',
  '-iregex',
  '-type',
  '-user',
  '-group',
  '-perm',
  '-size',
  '-mtime',
  '-mmin',
  '-atime',
  '-amin',
  '-ctime',
  '-cmin',
  '-newer',
  '-empty',
  '-links',
  '-inum',
  '-samefile',
  '-nouser',
  '-nogroup',
]);

export function parseFind(args: string[]): FindCommand {
  let i = 0;
  while (i < args.length && /^-[HLP]$/.test(args[i]!)) i++;
  const roots: string[] = [];
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('-') || a === '(' || a === '!' || a === ')') break;
    roots.push(a);
  }
  if (roots.length === 0) roots.push('.');
  let name: string | undefined;
  let filtered = false;
  let deletes = false;
  const execs: FindCommand['execs'] = [];
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-delete') deletes = true;
    else if (FIND_FILTERS.has(a)) {
      filtered = true;
      if ((a === '-name' || a === '-iname') && name === undefined) name = args[i + 1];
    } else if (a === '-exec' || a === '-execdir' || a === '-ok' || a === '-okdir') {
      let end = i + 1;
      while (end < args.length && args[end] !== ';' && args[end] !== '+') end++;
      execs.push({ from: i + 1, to: end });
      i = end;
    }
  }
  const targets = filtered
    ? roots.map((r) => `${r.replace(/\/+$/, '')}/**${name ? `/${name}` : ''}`)
    : roots.slice();
  return { roots, targets, deletes, execs };
}

const SSH_VALUED = 'bcDEeFIiJLlmOopQRSWw';

/** `ssh [opts] [user@]host [command...]`: the destination and where the remote command starts. */
export function parseSsh(args: string[]): { destination?: string; command: number } {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('-') && a.length > 1) {
      const last = a[a.length - 1]!;
      if (SSH_VALUED.includes(last) && a.length === 2) i++;
      continue;
    }
    return { destination: a, command: i + 1 };
  }
  return { command: args.length };
}

/** `xargs [opts] cmd...`: where the command starts, the replace string, the delimiter. */
export function parseXargs(args: string[]): { command: number; replace?: string; nul: boolean } {
  let replace: string | undefined;
  let nul = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return { command: i + 1, ...(replace ? { replace } : {}), nul };
    if (a === '-0' || a === '--null') nul = true;
    else if (a === '-I') replace = args[++i];
    else if (a.startsWith('-I')) replace = a.slice(2);
    else if (a === '-i' || a === '--replace') replace = '{}';
    else if (a.startsWith('-i') || a.startsWith('--replace=')) replace = a.slice(a.indexOf('=') + 1 || 2);
    else if (/^-[dEeLlnPsa]$/.test(a)) i++;
    else if (a.startsWith('-')) continue;
    else return { command: i, ...(replace ? { replace } : {}), nul };
  }
  return { command: args.length, ...(replace ? { replace } : {}), nul };
}

/**
 * The script file a command runs and the arguments it passes: `python3 scripts/qa.py --week 33`
 * runs `scripts/qa.py`, as does `bash backup.sh`; undefined for any other command, or an
 * interpreter given its program as text (`python3 -c …`), an option first, or nothing.
 */
export function scriptRun(
  name: string,
  args: readonly string[],
): { script: string; rest: string[] } | undefined {
  if (SHELLS.has(name)) {
    const at = shellInvocation([...args]).script;
    return at === undefined ? undefined : { script: args[at]!, rest: args.slice(at + 1) };
  }
  if (!(name in CODE_INTERPRETERS)) return undefined;
  const first = args[0];
  return first === undefined || first.startsWith('-') ? undefined : { script: first, rest: args.slice(1) };
}
