// SQL analyzer (node-sql-parser). One dialect build is loaded up front (MySQL); PostgreSQL and
// SQLite are loaded only when MySQL's grammar refuses a statement. A statement no grammar
// accepts is a finding that asks, never an approval, and a regex tokenizer still produces views
// so that `DROP TABLE` inside it is seen.
import { createRequire } from 'node:module';
import type { SqlFact, SqlStatementKind, WhereKind } from './facts.ts';
import { normalizeView } from './facts.ts';
import { fallbackSql, maskLiterals } from './sql-fallback.ts';

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
  /** set when no grammar accepted the text: the caller asks instead of approving */
  parseError?: string;
}

/** Loads the default dialect build (the others load on demand). */
export function loadSqlAnalyzer(): (sql: string) => SqlAnalysis {
  parserFor('mysql');
  return analyzeSql;
}

export function analyzeSql(sql: string): SqlAnalysis {
  // MySQL runs the body of `/*! … */` comments; analyse it as the server would
  const text = sql.replace(/\/\*!\d*([\s\S]*?)\*\//g, ' $1 ');
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
    for (const ast of asts) statementFacts(ast, facts, views, () => statementView(parser, ast, database));
    finish(facts, views);
    return { dialect: database, facts, views: unique(views) };
  }
  const fb = fallbackSql(text);
  finish(fb.facts, fb.views);
  return {
    facts: fb.facts,
    views: unique(fb.views),
    parseError: firstError?.split('\n')[0] ?? 'parse error',
  };
}

/** Adds `sql_multiple` and `sql_read_only`, which look at all statements together. */
function finish(facts: SqlFact[], views: string[]): void {
  const statements = facts.filter((f) => f.kind === 'sql_statement');
  if (statements.length > 1) {
    facts.push({ kind: 'sql_multiple', count: statements.length });
    views.push('multiple statements');
  }
  if (statements.length > 0 && statements.every((s) => s.statement === 'select'))
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
      const where = whereKind(ast);
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

function whereKind(ast: Ast): WhereKind {
  const where = ast.where;
  const joined = Array.isArray(ast.from) && (ast.from as Array<{ on?: unknown }>).some((f) => f?.on);
  if (where === null || where === undefined) return joined ? 'present' : 'none';
  return constant(where) === true ? 'tautology' : 'present';
}

/** Value of an expression made only of literals (`1=1`, `'a'='a'`, `true or x=1`), else undefined. */
function constant(e: unknown): unknown {
  if (!e || typeof e !== 'object') return undefined;
  const x = e as {
    type?: string;
    value?: unknown;
    operator?: string;
    left?: unknown;
    right?: unknown;
    expr?: unknown;
  };
  switch (x.type) {
    case 'number':
      return Number(x.value) !== 0 ? true : 0;
    case 'bool':
    case 'boolean':
      return x.value === true || x.value === 'TRUE' || x.value === 'true';
    case 'single_quote_string':
    case 'string':
    case 'double_quote_string':
      return String(x.value);
    case 'binary_expr': {
      const op = (x.operator ?? '').toUpperCase();
      const l = literalOf(x.left);
      const r = literalOf(x.right);
      if (op === 'OR') return constant(x.left) === true || constant(x.right) === true ? true : undefined;
      if (op === 'AND') return constant(x.left) === true && constant(x.right) === true ? true : undefined;
      if (l === undefined || r === undefined)
        return sameColumn(x.left, x.right) && ['=', '>=', '<='].includes(op) ? true : undefined;
      if (op === '=' || op === '==' || op === 'IS') return l === r;
      if (op === '!=' || op === '<>') return l !== r;
      if (op === '>') return l > r;
      if (op === '<') return l < r;
      if (op === '>=') return l >= r;
      if (op === '<=') return l <= r;
      if (op === 'LIKE') return l === r || r === '%';
      return undefined;
    }
    case 'unary_expr':
      return (x.operator ?? '').toUpperCase() === 'NOT' && constant(x.expr) === false ? true : undefined;
    default:
      return undefined;
  }
}

function literalOf(e: unknown): string | number | undefined {
  const x = e as { type?: string; value?: unknown } | undefined;
  if (!x) return undefined;
  if (x.type === 'number') return Number(x.value);
  if (x.type === 'single_quote_string' || x.type === 'string' || x.type === 'double_quote_string')
    return String(x.value);
  return undefined;
}

function sameColumn(a: unknown, b: unknown): boolean {
  const x = a as { type?: string } | undefined;
  return x?.type === 'column_ref' && JSON.stringify(a) === JSON.stringify(b);
}

function unique(views: string[]): string[] {
  return [...new Set(views.map(normalizeView).filter(Boolean))];
}
