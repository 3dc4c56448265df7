// What flows through a pipe or out of `$(...)`, when it can be known without running anything:
// `echo cm0gLXJmIC8= | base64 -d | sh` executes `rm -rf /`, `curl … | sh` executes a download.
import type { Download } from './shell-words.ts';
import { decodeAnsiC } from './shell-words.ts';

export type Stream =
  | { kind: 'text'; text: string; encoding?: string }
  | { kind: 'download'; download: Download }
  | { kind: 'paths'; roots: string[] }
  | { kind: 'unknown'; from: string };

export const UNKNOWN: Stream = { kind: 'unknown', from: 'command output' };
const MAX_TEXT = 64 * 1024;

/** Output of `name args` given its stdin, or `unknown`. Never executes anything. */
export function commandOutput(name: string, args: string[], stdin: Stream | undefined): Stream {
  switch (name) {
    case 'echo':
      return text(echoText(args));
    case 'printf':
      return args.length > 0 ? text(printfText(args[0]!, args.slice(1))) : UNKNOWN;
    case 'cat':
    case 'tee':
    case 'head':
    case 'tail':
      return args.filter((a) => !a.startsWith('-') || a === '-').length === 0 || name === 'tee'
        ? passthrough(stdin)
        : { kind: 'unknown', from: `${name} ${args.join(' ')}` };
    case 'base64':
    case 'base32':
      if (args.some((a) => a === '-d' || a === '--decode' || a === '-D' || /^-[a-z]*d/.test(a)))
        return decode(stdin, name === 'base64' ? decodeBase64 : undefined, name);
      return UNKNOWN;
    case 'openssl':
      if (args.includes('-d') && args.some((a) => a === 'base64' || a === '-base64' || a === '-a'))
        return decode(stdin, decodeBase64, 'base64');
      return UNKNOWN;
    case 'xxd':
      if (args.includes('-r') && args.includes('-p')) return decode(stdin, decodeHex, 'hex');
      return UNKNOWN;
    case 'rev':
      return decode(
        stdin,
        (t) =>
          t
            .split('\n')
            .map((l) => [...l].reverse().join(''))
            .join('\n'),
        'rev',
      );
    case 'tr':
    case 'sed':
    case 'awk':
    case 'gunzip':
    case 'zcat':
    case 'gzip':
    case 'bzcat':
    case 'xzcat':
    case 'grep':
      // a filter keeps the taint of a download even when its exact output is unknown
      return stdin?.kind === 'download' ? stdin : { kind: 'unknown', from: name };
    default:
      return UNKNOWN;
  }
}

function text(t: string, encoding?: string): Stream {
  if (t.length > MAX_TEXT) return { kind: 'unknown', from: 'text too long' };
  return encoding ? { kind: 'text', text: t, encoding } : { kind: 'text', text: t };
}

function passthrough(stdin: Stream | undefined): Stream {
  return stdin ?? UNKNOWN;
}

function decode(
  stdin: Stream | undefined,
  fn: ((t: string) => string | undefined) | undefined,
  encoding: string,
) {
  if (!stdin) return UNKNOWN;
  if (stdin.kind === 'download') return stdin;
  if (stdin.kind !== 'text' || !fn) return { kind: 'unknown', from: encoding } as Stream;
  const out = fn(stdin.text);
  return out === undefined ? ({ kind: 'unknown', from: encoding } as Stream) : text(out, encoding);
}

function echoText(args: string[]): string {
  let escapes = false;
  let newline = true;
  let i = 0;
  for (; i < args.length && /^-[neE]+$/.test(args[i]!); i++) {
    const a = args[i]!;
    if (a.includes('n')) newline = false;
    if (a.includes('e')) escapes = true;
    if (a.includes('E')) escapes = false;
  }
  const body = args.slice(i).join(' ');
  return (escapes ? decodeAnsiC(body) : body) + (newline ? '\n' : '');
}

/** Enough of printf for static strings: escapes, `%%`, and `%s`/`%b`/`%d` filled in turn. */
function printfText(format: string, args: string[]): string {
  let k = 0;
  const filled = format.replace(/%([%sbdci])/g, (_, c: string) => {
    if (c === '%') return '%';
    const v = args[k++] ?? '';
    return c === 'b' ? decodeAnsiC(v) : v;
  });
  return decodeAnsiC(filled);
}

export function decodeBase64(t: string): string | undefined {
  const clean = t.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean) || clean.length === 0) return undefined;
  const out = Buffer.from(clean, 'base64').toString('utf8');
  return isText(out) ? out : undefined;
}

function decodeHex(t: string): string | undefined {
  const clean = t.replace(/\s+/g, '');
  if (!/^([0-9a-fA-F]{2})+$/.test(clean)) return undefined;
  const out = Buffer.from(clean, 'hex').toString('utf8');
  return isText(out) ? out : undefined;
}

/** Decoded bytes that are not text (binary, U+FFFD) are not a script we can read. */
function isText(s: string): boolean {
  return !/[\uFFFD\x00-\x08\x0e-\x1f]/.test(s);
}
