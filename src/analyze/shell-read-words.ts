// The word-by-word proof under every read-only answer: each word of a command is an option the
// command's ReadSpec knows to only read, or an operand where operands are read.

export type ReadOnlyVerdict = { readOnly: true } | { readOnly: false; why: string };

export interface ReadSpec {
  /** short letters without a value */
  flags?: string;
  /** short letters taking a value (`-n 5`, `-n5`) */
  valued?: string;
  /** long options without a value */
  longs?: readonly string[];
  /** long options taking a value (`--sort=time`, `--sort time`) */
  longValued?: readonly string[];
  /** `-5` (head, tail) */
  numeric?: boolean;
  /** operands: read (`any`, default), none allowed, or each must pass the test */
  operands?: 'any' | 'none' | ((operand: string) => boolean);
  /** the command has no option that writes or runs anything: every word is read-only */
  anyWord?: boolean;
}

/** Every word of `args` is an option of `spec` or an allowed operand. */
export function checkWords(name: string, args: readonly string[], spec: ReadSpec): ReadOnlyVerdict {
  if (spec.anyWord) return { readOnly: true };
  const no = (word: string, what = 'an option not known to only read'): ReadOnlyVerdict => ({
    readOnly: false,
    why: `\`${name} ${word}\`: ${what}`,
  });
  let operandsOnly = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!operandsOnly && a === '--') {
      operandsOnly = true;
      continue;
    }
    if (!operandsOnly && a.startsWith('--')) {
      const eq = a.indexOf('=');
      const long = eq < 0 ? a.slice(2) : a.slice(2, eq);
      if (eq >= 0 ? spec.longValued?.includes(long) : spec.longs?.includes(long)) continue;
      if (eq < 0 && spec.longValued?.includes(long)) {
        i++;
        continue;
      }
      return no(a);
    }
    if (!operandsOnly && a.startsWith('-') && a.length > 1) {
      if (spec.numeric && /^-\d+$/.test(a)) continue;
      for (let k = 1; k < a.length; k++) {
        const c = a[k]!;
        if (spec.valued?.includes(c)) {
          if (k + 1 === a.length) i++;
          break;
        }
        if (!spec.flags?.includes(c)) return no(a);
      }
      continue;
    }
    const operands = spec.operands ?? 'any';
    if (operands === 'none') return no(a, 'an operand that changes something');
    if (typeof operands === 'function' && !operands(a)) return no(a, 'an operand that changes something');
  }
  return { readOnly: true };
}

export function operandsOf(args: readonly string[], spec: ReadSpec): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return [...out, ...args.slice(i + 1)];
    if (a.startsWith('-') && a.length > 1) {
      const c = a[a.length - 1]!;
      if (!a.startsWith('--') && a.length === 2 && spec.valued?.includes(c)) i++;
      continue;
    }
    out.push(a);
  }
  return out;
}
