// Argument grammar of commands the runner follows: where `env -S` puts its string, which operands
// of a downloader are URLs and where the download is saved.
import { OPTION_SPECS, parseOptions } from './shell-options.ts';
import { hostOf } from './values.ts';

/**
 * Where `env -S STRING` / `--split-string=STRING` puts its string: the argument index and, when
 * the string is glued to the option (`-S'cmd'`, `-iScmd`), its text.
 */
export function envSplitString(args: string[]): { at: number; attached?: string } | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--' || !a.startsWith('-') || a === '-') return undefined;
    if (a.startsWith('--')) {
      if (a === '--split-string') return i + 1 < args.length ? { at: i + 1 } : undefined;
      if (a.startsWith('--split-string=')) return { at: i, attached: a.slice('--split-string='.length) };
      if (/^--(?:unset|chdir|argv0|block-signal|default-signal|ignore-signal)$/.test(a)) i++;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const c = a[k]!;
      if (c === 'S')
        return k + 1 < a.length
          ? { at: i, attached: a.slice(k + 1) }
          : i + 1 < args.length
            ? { at: i + 1 }
            : undefined;
      if ('uCPa'.includes(c)) {
        if (k + 1 === a.length) i++;
        break;
      }
    }
  }
  return undefined;
}

/** URL operands of a download command (options and their values skipped). */
export function downloadUrls(name: string, args: string[]): string[] {
  const spec = OPTION_SPECS[name] ?? {};
  return parseOptions(args, spec).operands.filter((a) => hostOf(a) !== undefined);
}

/** Where a download is saved; `undefined` when it goes to stdout. */
export function downloadFile(name: string, args: string[], urls: string[]): string | undefined {
  const fromUrl = () =>
    (urls[0] ?? '')
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() || 'index.html';
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const long = /^--(output|output-document)=(.*)$/.exec(a);
    if (long) return long[2] === '-' ? undefined : long[2];
    if (a === '--output' || a === '--output-document') return args[i + 1] === '-' ? undefined : args[i + 1];
    if (name === 'curl' && (a === '-O' || a === '--remote-name')) return fromUrl();
    const flag = name === 'curl' ? /^-[a-zA-Z]*o(.*)$/.exec(a) : /^-[a-zA-Z]*O(.*)$/.exec(a);
    if (flag && !a.startsWith('--')) {
      const v = flag[1] || args[i + 1];
      return v === '-' ? undefined : v;
    }
  }
  return name === 'wget' ? fromUrl() : undefined;
}
