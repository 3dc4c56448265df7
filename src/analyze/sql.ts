// SQL analyzer (node-sql-parser). One dialect build is loaded up front (MySQL); PostgreSQL and
// SQLite are loaded only when MySQL's grammar refuses a statement. A statement no grammar
// accepts is a finding that asks, never an approval, and a regex tokenizer still produces views
// so that `DROP TABLE` inside it is seen.
import { createRequire } from 'node:module';
import type { SqlFact, SqlStatementKind } from './facts.ts';
import { normalizeView } from './facts.ts';
import { fallbackSql, maskLiterals } from './sql-fallback.ts';
import { hiddenSql, joinComments, selectProblem, stripComments } from './sql-read-only.ts';
import { whereKindOf } from './sql-where.ts';

const require = createRequire(import.meta.url);

type Ast = Record<string, unknown> & { type?: string };
interface SqlParser {
  astify(sql: string, opt?: { database?: string }): Ast | Ast[];
  sqlify(ast: Ast | Ast[], opt?: { database?: string }): string;
}

const DIALECTS = [
  ['mysql', 'MySQL'],
  ['postgresql', 'PostgreSQL'],
  ['sqlite', 'SQLite'],
] as const;
const parsers = new Map<string, SqlParser>();

function parserFor(build: string): SqlParser {
  let p = parsers.get(build);
  if (!p) {
    const mod = require(`node-sql-parser/build/${build}`) as { Parser: new () => SqlParser };
    p = new mod.Parser();
    parsers.set(build, p);
  }
  return p;
}

export interface SqlAnalysis {
  /** dialect whose grammar accepted the text; undefined when none did */
  dialect?: string;
  facts: SqlFact[];
  views: string[];
  /** set when no grammar accepted the text (or it is over budget): the caller asks */
  parseError?: string;
  /**
   * Something beyond what the statements say (a side-effecting function, `INTO OUTFILE`,
   * `FOR UPDATE`, dynamic SQL, `COPY … PROGRAM`, a comment inside a keyword), when there is.
   * Statement kinds other than SELECT are not read-only either, without a note here.
   */
  notReadOnly?: string;
  /** dynamic SQL whose text is not constant: what runs cannot be known (the caller asks) */
  dynamic?: boolean;
}

/** Longest SQL parsed; longer text is "not understood" (asked about), never parsed. */
export const MAX_SQL_INPUT = 32 * 1024;
const MAX_FOLD_DEPTH = 2;

/** Loads the default dialect build (the others load on demand). */
export function loadSqlAnalyzer(): (sql: string) => SqlAnalysis {
  parserFor('mysql');
  return analyzeSql;
}

export function analyzeSql(sql: string, depth = 0): SqlAnalysis {
  if (sql.length > MAX_SQL_INPUT) {
    const fb = fallbackSql(stripComments(sql.slice(0, MAX_SQL_INPUT)));
    return {
      facts: [...fb.facts, { kind: 'sql_statement', statement: 'other', tables: [] }],
      views: unique(fb.views),
      parseError: `SQL longer than ${MAX_SQL_INPUT} characters is not analysed`,
      notReadOnly: 'too long to analyse',
    };
  }
  // comments are spaces to the server; MySQL runs the body of `/*! … */`
  const text = stripComments(sql);
  const out = parseSql(text);
  const notes: string[] = out.notReadOnly ? [out.notReadOnly] : [];
  // a comment inside a word (`DR/**/OP`) is an evasion: what it spells is seen as well
  const joined = joinComments(sql);
  if (joined.replace(/\s+/g, ' ').trim() !== text.replace(/\s+/g, ' ').trim()) {
    const fb = fallbackSql(joined);
    out.views.push(...fb.views);
    const harmful = fb.facts.filter((f) => f.kind !== 'sql_statement');
    out.facts.push(...harmful);
    if (harmful.length > 0 || fb.facts.some((f) => f.kind === 'sql_statement' && f.statement !== 'select'))
      notes.push('a comment inside a keyword');
  }
  const hidden = hiddenSql(text);
  for (const command of hidden.programs) {
    out.facts.push({ kind: 'sql_program', command });
    out.views.push('copy from program', `program ${command}`);
    notes.push('COPY … PROGRAM runs a shell command');
  }
  if (hidden.runs.length > 0) {
    notes.push(`dynamic SQL (${[...new Set(hidden.runs)].join(', ')})`);
    out.facts.push({ kind: 'sql_statement', statement: 'other', tables: [] });
    for (const runner of new Set(hidden.runs)) out.facts.push({ kind: 'sql_dynamic', runner });
  }
  if (hidden.dynamic) out.dynamic = true;
  for (const folded of hidden.folded) {
    if (depth >= MAX_FOLD_DEPTH) {
      out.dynamic = true;
      break;
    }
    // the statement dynamic SQL assembles is analysed as if written directly
    const inner = analyzeSql(folded, depth + 1);
    out.facts.push({ kind: 'sql_dynamic', runner: hidden.runs[0] ?? 'execute', text: folded });
    out.facts.push(...inner.facts.filter((f) => f.kind !== 'sql_read_only' && f.kind !== 'sql_multiple'));
    out.views.push(...inner.views);
    if (inner.dynamic) out.dynamic = true;
  }
  if (notes.length > 0) out.notReadOnly = notes.join('; ');
  finish(out.facts, out.views, out.notReadOnly !== undefined);
  out.views = unique(out.views);
  return out;
}

function parseSql(text: string): SqlAnalysis {
  let firstError: string | undefined;
  for (const [build, database] of DIALECTS) {
    const parser = parserFor(build);
    let asts: Ast[];
    try {
      const out = parser.astify(text, { database });
      asts = (Array.isArray(out) ? out : [out]).filter((a) => a && typeof a === 'object');
    } catch (error) {
      firstError ??= error instanceof Error ? error.message : String(error);
      continue;
    }
    const facts: SqlFact[] = [];
    const views: string[] = [];
    let notReadOnly: string | undefined;
    for (const ast of asts) {
      statementFacts(ast, facts, views, () => statementView(parser, ast, database));
      // a SELECT must only read; a write must do only what its statement says (no `sleep()`, …)
      notReadOnly ??= selectProblem(ast, String(ast.type ?? '').toLowerCase() !== 'select');
    }
    return { dialect: database, facts, views, ...(notReadOnly ? { notReadOnly } : {}) };
  }
  const fb = fallbackSql(text);
  return {
    facts: fb.facts,
    views: fb.views,
    parseError: firstError?.split('\n')[0] ?? 'parse error',
  };
}

/** Adds `sql_multiple` and `sql_read_only`, which look at all statements together. */
function finish(facts: SqlFact[], views: string[], notReadOnly: boolean): void {
  const statements = facts.filter((f) => f.kind === 'sql_statement');
  if (statements.length > 1) {
    facts.push({ kind: 'sql_multiple', count: statements.length });
    views.push('multiple statements');
  }
  if (!notReadOnly && statements.length > 0 && statements.every((s) => s.statement === 'select'))
    facts.push({ kind: 'sql_read_only' });
}

function statementView(parser: SqlParser, ast: Ast, database: string): string {
  try {
    return normalizeView(maskLiterals(parser.sqlify(ast, { database }).replace(/[`"]/g, '')));
  } catch {
    return '';
  }
}

function statementFacts(ast: Ast, facts: SqlFact[], views: string[], view: () => string): void {
  const type = String(ast.type ?? 'other').toLowerCase();
  const tables = tableNames(ast);
  const kind = statementKind(type, ast);
  facts.push({ kind: 'sql_statement', statement: kind, tables });
  const v = view();
  if (v) views.push(v);
  const [table = ''] = tables;
  switch (type) {
    case 'delete':
    case 'update': {
      const joined = Array.isArray(ast.from) && (ast.from as Array<{ on?: unknown }>).some((f) => f?.on);
      const where = whereKindOf(ast.where, joined);
      if (type === 'delete') facts.push({ kind: 'sql_delete', table, where });
      else facts.push({ kind: 'sql_update', table, where });
      if (where !== 'present')
        views.push(`${type === 'delete' ? 'delete from' : 'update'} ${table}`, `${type} without where`);
      return;
    }
    case 'drop': {
      const object = String(ast.keyword ?? 'table').toLowerCase();
      const names = typeof ast.name === 'string' ? [ast.name] : tables;
      facts.push({ kind: 'sql_drop', object, names });
      views.push(...names.map((n) => `drop ${object} ${n}`));
      return;
    }
    case 'truncate':
      facts.push({ kind: 'sql_truncate', tables });
      views.push(...tables.flatMap((t) => [`truncate table ${t}`, `truncate ${t}`]));
      return;
    case 'alter': {
      const drops = (Array.isArray(ast.expr) ? (ast.expr as Ast[]) : []).filter((e) => e.action === 'drop');
      if (drops.length === 0) return;
      const what = drops.map((d) => `${String(d.resource ?? 'column')} ${columnName(d.column) ?? ''}`.trim());
      facts.push({ kind: 'sql_alter_drop', table, what });
      views.push(`alter table ${table} drop`, ...what.map((w) => `alter table ${table} drop ${w}`));
      return;
    }
  }
}

function statementKind(type: string, ast: Ast): SqlStatementKind {
  switch (type) {
    case 'select': {
      const into = ast.into as { expr?: unknown; keyword?: unknown } | null | undefined;
      return into && (into.expr || into.keyword) ? 'other' : 'select';
    }
    case 'show':
    case 'desc':
    case 'explain':
      return 'select';
    case 'insert':
    case 'replace':
      return 'insert';
    case 'update':
    case 'delete':
    case 'drop':
    case 'truncate':
    case 'alter':
    case 'create':
      return type;
    case 'grant':
    case 'revoke':
      return 'grant';
    default:
      return 'other';
  }
}

function tableNames(ast: Ast): string[] {
  const out: string[] = [];
  for (const key of ['table', 'name', 'from']) {
    const v = ast[key];
    if (!Array.isArray(v)) continue;
    for (const t of v as Array<{ db?: string | null; table?: unknown }>) {
      if (t && typeof t.table === 'string') out.push(t.db ? `${t.db}.${t.table}` : t.table);
    }
  }
  return [...new Set(out.map((t) => t.toLowerCase()))];
}

function columnName(col: unknown): string | undefined {
  if (!col || typeof col !== 'object') return typeof col === 'string' ? col : undefined;
  const c = (col as { column?: unknown }).column;
  if (typeof c === 'string') return c;
  const inner = (c as { expr?: { value?: unknown } } | undefined)?.expr?.value;
  return typeof inner === 'string' ? inner : undefined;
}

function unique(views: string[]): string[] {
  return [...new Set(views.map(normalizeView).filter(Boolean))];
}

const HARMFUL_STATEMENTS = new Set<SqlStatementKind>([
  'insert',
  'update',
  'delete',
  'drop',
  'truncate',
  'alter',
  'create',
  'grant',
]);

/** Text that did not parse but still shows a statement that changes data or runs something. */
export function sqlShowsHarm(a: SqlAnalysis): boolean {
  return a.facts.some(
    (f) =>
      (f.kind === 'sql_statement' && HARMFUL_STATEMENTS.has(f.statement)) ||
      f.kind === 'sql_drop' ||
      f.kind === 'sql_truncate' ||
      f.kind === 'sql_delete' ||
      f.kind === 'sql_update' ||
      f.kind === 'sql_alter_drop' ||
      f.kind === 'sql_program' ||
      (f.kind === 'sql_dynamic' && f.text !== undefined),
  );
}
