// Which SQL dialect a tool talks to. Quoting and escapes differ between servers (`'a\'` closes a
// string in PostgreSQL, SQLite and T-SQL, not in MySQL), so SQL is read as its server reads it.
import type { Tool } from '../../core/index.ts';

/** The dialects the analyzer reads exactly; unknown means "every one of them". */
export const SQL_DIALECTS = ['mysql', 'postgresql', 'sqlite', 'mssql'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];

/** How each dialect is named in reports and test output. */
export const DIALECT_NAMES: Record<SqlDialect, string> = {
  mysql: 'MySQL',
  postgresql: 'PostgreSQL',
  sqlite: 'SQLite',
  mssql: 'SQL Server',
};

/**
 * Names by which tool descriptions and options call each dialect (lexicon: what a server is
 * called in text; MariaDB speaks MySQL, Redshift and CockroachDB speak PostgreSQL's lexer,
 * Azure SQL and Sybase speak T-SQL).
 */
const DIALECT_WORDS: Array<[SqlDialect, RegExp]> = [
  ['mysql', word('mysql|mariadb|tidb|aurora[ -]mysql')],
  ['postgresql', word('postgres(?:ql)?|psql|pg|redshift|cockroach(?:db)?|supabase|neon|timescale(?:db)?')],
  ['sqlite', word('sqlite3?|libsql|turso')],
  ['mssql', word('sql ?server|mssql|t-?sql|azure sql|sybase')],
];

/** Whole words, where `_` and digits also separate (`pg_exec`, `mysql_query`). */
function word(alternatives: string): RegExp {
  return new RegExp(`(?<![a-z])(?:${alternatives})(?![a-z])`, 'i');
}

/** A dialect named in free text (an option's value, a description), when exactly one is. */
export function dialectNamed(text: string): SqlDialect | undefined {
  const hits = DIALECT_WORDS.filter(([, re]) => re.test(text)).map(([d]) => d);
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * The dialect of the database behind a tool: its declared `sqlDialect`, else the one its name,
 * toolkit (server) and description name. Several or none named: undefined, and the caller reads
 * the SQL in every plausible dialect.
 */
export function sqlDialectOf(tool: Tool | undefined, toolName = tool?.name ?? ''): SqlDialect | undefined {
  if (tool?.sqlDialect) {
    const d = parseDialect(tool.sqlDialect);
    if (d) return d;
  }
  return dialectNamed([toolName, tool?.toolkit ?? '', tool?.description ?? ''].join(' \n '));
}

/** `'postgres'`, `'PostgreSQL'`, `'tsql'` → the dialect; a name no dialect has → undefined. */
export function parseDialect(name: string): SqlDialect | undefined {
  const lower = name.toLowerCase();
  return (SQL_DIALECTS as readonly string[]).includes(lower) ? (lower as SqlDialect) : dialectNamed(name);
}
