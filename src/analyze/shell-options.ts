// Option parsing for the commands whose spelling varies most: `-rf`, `-fr`, `-r -f`,
// `--recursive --force` and `/ -rf` (GNU permutes) all mean one thing. Commands without a spec
// keep their arguments in order: guessing the grammar of an unknown tool would invent meaning.

export interface OptionSpec {
  /** short letters that take a value (`-n 5`, `-n5`) */
  valued?: string;
  /** long name → short letter it equals */
  long?: Record<string, string>;
  /** long names that take a value (`--signal KILL`, `--signal=KILL`) */
  longValued?: string[];
  /** letter → letter it equals (`-R` is `-r` for rm) */
  same?: Record<string, string>;
  /** letters rendered first, in this order (`rf`: the spelling people write) */
  order?: string;
  /** letters rendered as their long name in the canonical view (git push `--force`) */
  preferLong?: Record<string, string>;
  /** options end at the first operand (POSIX utilities, wrappers) */
  posix?: boolean;
}

export interface ParsedOptions {
  letters: string[];
  longs: string[];
  values: Array<[string, string]>;
  operands: string[];
}

const RM: OptionSpec = {
  long: { recursive: 'r', force: 'f', dir: 'd', verbose: 'v', interactive: 'i' },
  same: { R: 'r' },
  order: 'rf',
};

export const OPTION_SPECS: Record<string, OptionSpec> = {
  rm: RM,
  rmdir: { long: { parents: 'p', verbose: 'v' } },
  cp: { valued: 'tS', long: { recursive: 'r', force: 'f', archive: 'a' }, same: { R: 'r' }, order: 'rf' },
  mv: { valued: 'tS', long: { force: 'f' } },
  chmod: { long: { recursive: 'R', verbose: 'v', changes: 'c', silent: 'f' }, order: 'R' },
  chown: { long: { recursive: 'R', verbose: 'v' }, order: 'R' },
  chgrp: { long: { recursive: 'R', verbose: 'v' }, order: 'R' },
  shred: { valued: 'ns', long: { remove: 'u', zero: 'z', force: 'f', iterations: 'n', verbose: 'v' } },
  ln: { valued: 'tS', long: { symbolic: 's', force: 'f' } },
  tee: { long: { append: 'a' } },
  truncate: { valued: 'sr', long: { size: 's' } },
  mkfs: { valued: 't' },
  wipefs: { long: { all: 'a', force: 'f' } },
  kill: { valued: 'sn', long: { signal: 's' }, posix: true },
  pkill: { valued: 'sugPtUG', long: { signal: 's' } },
  killall: { valued: 'su', long: { signal: 's', user: 'u' } },
  'git push': {
    valued: 'o',
    long: { force: 'f', all: 'a', tags: 't', delete: 'd', 'set-upstream': 'u', verbose: 'v', quiet: 'q' },
    preferLong: { f: 'force' },
    longValued: ['repo', 'receive-pack', 'push-option', 'exec'],
  },
  'git reset': { longValued: [] },
  'git clean': { valued: 'e', long: { force: 'f', 'dry-run': 'n', quiet: 'q' }, order: 'fdx' },
  'git branch': { long: { delete: 'd', force: 'f' } },
  curl: {
    valued: 'oXHdFuAeTxmwrbcEKCz',
    longValued: [
      'output',
      'request',
      'header',
      'data',
      'data-binary',
      'data-raw',
      'data-urlencode',
      'form',
      'user',
    ],
    long: { silent: 's', location: 'L', insecure: 'k', fail: 'f', 'show-error': 'S' },
  },
  wget: { valued: 'OoaPtTUe', longValued: ['output-document', 'post-data', 'post-file', 'header'] },
};

/** Splits argv into option letters, long options, valued options and operands. */
export function parseOptions(args: string[], spec: OptionSpec): ParsedOptions {
  const out: ParsedOptions = { letters: [], longs: [], values: [], operands: [] };
  const same = (c: string) => spec.same?.[c] ?? c;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      out.operands.push(...args.slice(i + 1));
      break;
    }
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=');
      const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
      const letter = spec.long?.[name];
      if (spec.longValued?.includes(name) || (letter && spec.valued?.includes(letter))) {
        const value = eq < 0 ? (args[++i] ?? '') : a.slice(eq + 1);
        out.values.push([letter ? `-${letter}` : `--${name}`, value]);
      } else if (letter) out.letters.push(same(letter));
      else out.longs.push(a);
      continue;
    }
    if (a.startsWith('-') && a.length > 1 && !/^-\d+$/.test(a)) {
      for (let k = 1; k < a.length; k++) {
        const c = a[k]!;
        if (spec.valued?.includes(c)) {
          const value = k + 1 < a.length ? a.slice(k + 1) : (args[++i] ?? '');
          out.values.push([`-${same(c)}`, value]);
          break;
        }
        out.letters.push(same(c));
      }
      continue;
    }
    out.operands.push(a);
    if (spec.posix) {
      out.operands.push(...args.slice(i + 1));
      break;
    }
  }
  return out;
}

/** Letters, deduplicated, in the spec's order then alphabetical. */
export function sortLetters(letters: string[], spec: OptionSpec): string[] {
  const order = spec.order ?? '';
  const rank = (c: string) => {
    const k = order.indexOf(c);
    return k < 0 ? order.length : k;
  };
  return [...new Set(letters)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** `name -rf --long -o v operands`: one spelling for every way of writing the same options. */
export function renderOptions(name: string, p: ParsedOptions, spec: OptionSpec): string[] {
  const letters = sortLetters(p.letters, spec);
  const short = letters.filter((c) => !spec.preferLong?.[c]);
  const parts = [name];
  if (short.length > 0) parts.push(`-${short.join('')}`);
  const longs = [
    ...letters.filter((c) => spec.preferLong?.[c]).map((c) => `--${spec.preferLong![c]}`),
    ...p.longs,
  ];
  parts.push(...[...new Set(longs)].sort());
  for (const [flag, value] of [...p.values].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)))
    parts.push(flag, shellQuote(value));
  parts.push(...p.operands.map(shellQuote));
  return parts;
}

/**
 * Escapes spaces and shell metacharacters with a backslash, so that a data argument such as
 * `echo "rm -rf /"` renders as `echo rm\ -rf\ /` and cannot match the pattern `rm -rf /`.
 */
export function shellQuote(text: string): string {
  if (text === '') return "''";
  return text.replace(/[\s'"\\$`;&|<>()]/g, (c) => `\\${c === '\n' ? 'n' : c === '\t' ? 't' : c}`);
}
