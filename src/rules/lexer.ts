// Tokens of the rule text. The paper's symbols (∧ → ≠ ≤ ≥) and ASCII alternatives
// (`&`, `and`, `/\`, `->`, `!=`, `<=`, `>=`) are the same tokens.
import type { Position } from './types.ts';

export type TokenKind =
  | 'ident'
  | 'string'
  | 'number'
  | 'date'
  | 'time'
  | 'op'
  | 'and'
  | 'arrow'
  | 'lparen'
  | 'rparen'
  | 'comma'
  | 'colon'
  | 'end'
  | 'eof';

export interface Token extends Position {
  kind: TokenKind;
  text: string;
  /** decoded value of a string literal, normalised operator of an `op` */
  value: string;
}

export interface LexError extends Position {
  message: string;
}

const OPERATORS: Array<[string, string]> = [
  ['==', '='],
  ['!=', '!='],
  ['<>', '!='],
  ['<=', '<='],
  ['>=', '>='],
  ['=', '='],
  ['<', '<'],
  ['>', '>'],
  ['≠', '!='],
  ['≤', '<='],
  ['≥', '>='],
];

/** Tokens read by pattern, in this order (a date before a number, a time before a label). */
const WORDS: Array<[TokenKind, RegExp]> = [
  ['date', /\d{4}-\d{2}-\d{2}(?![\w:])/y],
  ['time', /\d{1,2}:\d{2}(:\d{2})?(?![\w:])/y],
  ['number', /-?\d+(\.\d+)?(?!\w)/y],
  ['ident', /[A-Za-z_][A-Za-z0-9_]*/y],
];

/** The word at `at` (sticky patterns: no copy of the rest of the text per token). */
function matchWord(text: string, at: number): { kind: TokenKind; text: string } | undefined {
  for (const [kind, pattern] of WORDS) {
    pattern.lastIndex = at;
    const m = pattern.exec(text);
    if (m) return { kind, text: m[0] };
  }
  return undefined;
}

export function tokenize(text: string): { tokens: Token[]; errors: LexError[] } {
  const tokens: Token[] = [];
  const errors: LexError[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const push = (kind: TokenKind, start: number, end: number, value?: string, at?: Position) => {
    const raw = text.slice(start, end);
    tokens.push({
      kind,
      text: raw,
      value: value ?? raw,
      line: at?.line ?? line,
      column: at?.column ?? start - lineStart + 1,
    });
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\n') {
      i += 1;
      line += 1;
      lineStart = i;
      continue;
    }
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '#' || ch === '%' || text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i += 1;
      continue;
    }
    const word = matchWord(text, i);
    if (word) {
      push(
        word.kind === 'ident' && word.text.toLowerCase() === 'and' ? 'and' : word.kind,
        i,
        i + word.text.length,
      );
      i += word.text.length;
    } else if (ch === '"') {
      const at = { line, column: i - lineStart + 1 };
      const start = i;
      let value = '';
      i += 1;
      let closed = false;
      while (i < text.length && text[i] !== '\n') {
        const c = text[i]!;
        if (c === '"') {
          closed = true;
          i += 1;
          break;
        }
        if (c === '\\' && i + 1 < text.length) {
          const next = text[i + 1]!;
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next === 'r' ? '\r' : next;
          i += 2;
          continue;
        }
        value += c;
        i += 1;
      }
      // an unterminated string still becomes a token, so the parser goes on after it
      if (!closed)
        errors.push({ ...at, message: 'unterminated string (a string ends with " on the same line)' });
      push('string', start, i, value, at);
    } else if (text.startsWith('->', i) || text.startsWith('=>', i) || ch === '→') {
      const n = ch === '→' ? 1 : 2;
      push('arrow', i, i + n);
      i += n;
    } else if (text.startsWith('/\\', i) || text.startsWith('&&', i) || ch === '&' || ch === '∧') {
      const n = text.startsWith('/\\', i) || text.startsWith('&&', i) ? 2 : 1;
      push('and', i, i + n);
      i += n;
    } else if (ch === '(' || ch === ')' || ch === ',' || ch === ':' || ch === '.' || ch === ';') {
      const kind: TokenKind =
        ch === '(' ? 'lparen' : ch === ')' ? 'rparen' : ch === ',' ? 'comma' : ch === ':' ? 'colon' : 'end';
      push(kind, i, i + 1);
      i += 1;
    } else {
      const op = OPERATORS.find(([t]) => text.startsWith(t, i));
      if (op) {
        push('op', i, i + op[0].length, op[1]);
        i += op[0].length;
      } else {
        const char = String.fromCodePoint(text.codePointAt(i)!);
        errors.push({ line, column: i - lineStart + 1, message: `unexpected character '${char}'` });
        i += char.length;
      }
    }
  }
  tokens.push({ kind: 'eof', text: '', value: '', line, column: i - lineStart + 1 });
  return { tokens, errors };
}
