// One dialect, several lexers: a server's settings change where a string or a comment ends
// (`standard_conforming_strings`, `NO_BACKSLASH_ESCAPES`), so each setting is read and the worst wins.
import type { SqlDialect } from './dialect.ts';

/**
 * How one server configuration splits text into tokens, as far as statement boundaries go.
 * `backslash`: `\'` inside '…' is an escaped quote (MySQL by default, PostgreSQL with
 * `standard_conforming_strings = off`). `dashNeedsSpace`: `--` opens a comment only before a
 * space or control character (MySQL: `1--1` is `1 - -1`). `crEndsLine`: a carriage return ends
 * a `--` comment (PostgreSQL's lexer: `non_newline [^\n\r]`). `hash`: `#` opens a comment
 * (MySQL). `nested`: block comments nest (PostgreSQL, T-SQL). `dollar`: `$tag$…$tag$` quoting
 * (PostgreSQL). `executable`: `/*! … *\/` and MariaDB's `/*M! … *\/` bodies run (MySQL).
 */
interface Lexer {
  backslash: boolean;
  dashNeedsSpace: boolean;
  crEndsLine: boolean;
  hash: boolean;
  nested: boolean;
  dollar: boolean;
  executable: boolean;
}

const BASE: Record<SqlDialect, Lexer> = {
  mysql: {
    backslash: true,
    dashNeedsSpace: true,
    crEndsLine: false,
    hash: true,
    nested: false,
    dollar: false,
    executable: true,
  },
  postgresql: {
    backslash: false,
    dashNeedsSpace: false,
    crEndsLine: true,
    hash: false,
    nested: true,
    dollar: true,
    executable: false,
  },
  sqlite: {
    backslash: false,
    dashNeedsSpace: false,
    crEndsLine: false,
    hash: false,
    nested: false,
    dollar: false,
    executable: false,
  },
  mssql: {
    backslash: false,
    dashNeedsSpace: false,
    crEndsLine: false,
    hash: false,
    nested: true,
    dollar: false,
    executable: false,
  },
};

/**
 * The configurations a server of each dialect plausibly runs with (lexicon): MySQL with and
 * without `NO_BACKSLASH_ESCAPES`; PostgreSQL with `standard_conforming_strings` on (the default
 * since 9.1) and off; T-SQL with a lone carriage return ending a comment or not (clients differ).
 */
const CONFIGURATIONS: Record<SqlDialect, Lexer[]> = {
  mysql: [BASE.mysql, { ...BASE.mysql, backslash: false }],
  postgresql: [BASE.postgresql, { ...BASE.postgresql, backslash: true }],
  sqlite: [BASE.sqlite],
  mssql: [BASE.mssql, { ...BASE.mssql, crEndsLine: true }],
};

export interface LexicalReading {
  text: string;
  /** the server's default configuration (its parse errors count; another's only its harm does) */
  usual: boolean;
}

/**
 * The text as each configuration of `dialect`'s server reads it, rewritten so the dialect's
 * parser (which knows only the default lexer) sees the same statements: comments the server
 * skips become spaces, bodies it runs become text, strings are re-quoted in the parser's
 * convention. The default configuration comes first; identical rewrites are returned once.
 */
export function lexicalReadings(dialect: SqlDialect, sql: string): LexicalReading[] {
  const out: LexicalReading[] = [];
  for (const [i, lexer] of CONFIGURATIONS[dialect].entries()) {
    const text = rewrite(sql, lexer, BASE[dialect]);
    if (!out.some((r) => r.text === text)) out.push({ text, usual: i === 0 });
  }
  return out;
}

/** Control characters and white space: what may follow MySQL's `--` for it to be a comment. */
const SPACE_OR_CONTROL = /[\s\x00-\x1f]/;

function rewrite(sql: string, lx: Lexer, parser: Lexer): string {
  let out = '';
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === "'" || (c === '"' && lx.executable)) {
      // a string: read by the server's rule, written by the parser's rule
      const eString = lx.dollar && isEscapeString(sql, i);
      const escaped = eString || lx.backslash;
      let j = i + 1;
      let body = '';
      while (j < n) {
        const d = sql[j]!;
        if (d === '\\' && escaped && j + 1 < n) {
          const e = sql[j + 1]!;
          body += e === c && !parser.backslash && !eString ? `${c}${c}` : `\\${e}`;
          j += 2;
        } else if (d === c && sql[j + 1] === c) {
          body += `${c}${c}`;
          j += 2;
        } else if (d === c) break;
        else {
          body += d === '\\' && parser.backslash && !escaped ? '\\\\' : d;
          j++;
        }
      }
      out += `${c}${body}${j < n ? c : ''}`;
      i = j + 1;
    } else if (c === '"' || c === '`' || (c === '[' && !lx.dollar && !lx.executable)) {
      const close = c === '[' ? ']' : c;
      let j = i + 1;
      while (j < n && !(sql[j] === close && sql[j + 1] !== close)) j += sql[j] === close ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (
      c === '$' &&
      lx.dollar &&
      !/[\w$]/.test(sql[i - 1] ?? '') &&
      /^\$(?:[A-Za-z_][\w]*)?\$/.test(sql.slice(i, i + 65))
    ) {
      const tag = /^\$(?:[A-Za-z_][\w]*)?\$/.exec(sql.slice(i, i + 65))![0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end < 0 ? n : end + tag.length;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const { end, body } = blockComment(sql, i, lx.nested);
      const run = lx.executable ? /^M?!\d*/.exec(body) : null;
      out += run ? ` ${body.slice(run[0].length)} ` : ' ';
      i = end;
    } else if (
      c === '-' &&
      next === '-' &&
      !(lx.dashNeedsSpace && !SPACE_OR_CONTROL.test(sql[i + 2] ?? ' '))
    ) {
      i = lineEnd(sql, i, lx.crEndsLine);
      out += ' ';
    } else if (c === '-' && next === '-') {
      // MySQL: `--` before a non-space is two minus signs
      out += '- -';
      i += 2;
    } else if (c === '#' && lx.hash) {
      i = lineEnd(sql, i, false);
      out += ' ';
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** PostgreSQL's `E'…'` (and `e'…'`): backslash escapes whatever the settings. */
function isEscapeString(sql: string, quote: number): boolean {
  return /[Ee]/.test(sql[quote - 1] ?? '') && !/[\w$]/.test(sql[quote - 2] ?? '');
}

/** Where a line comment ends: at the line break (kept, it separates tokens). */
function lineEnd(sql: string, from: number, crEndsLine: boolean): number {
  for (let j = from; j < sql.length; j++) if (sql[j] === '\n' || (crEndsLine && sql[j] === '\r')) return j;
  return sql.length;
}

/** A block comment from `/*` to its end (nesting counted where the server nests). */
function blockComment(sql: string, from: number, nested: boolean): { end: number; body: string } {
  let depth = 0;
  for (let j = from; j < sql.length - 1; j++) {
    if (sql[j] === '/' && sql[j + 1] === '*' && (nested || depth === 0)) {
      depth++;
      j++;
    } else if (sql[j] === '*' && sql[j + 1] === '/') {
      depth--;
      j++;
      if (depth === 0) return { end: j + 1, body: sql.slice(from + 2, j - 1) };
    }
  }
  return { end: sql.length, body: sql.slice(from + 2) };
}
