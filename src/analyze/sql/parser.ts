// The SQL grammar: datafusion-sqlparser-rs compiled to WASM (`@guanmingchiu/sqlparser-ts`), one
// parser with an exact lexer per dialect. Loaded on first use only, so importing the package
// loads no SQL parser; after `loadSqlParser()` resolves, parsing is synchronous.
import type { SqlDialect } from './dialect.ts';

/** One statement of the parser's JSON AST (serde's externally tagged enums: `{ Delete: {…} }`). */
export type SqlNode = Record<string, unknown>;

interface Grammar {
  parse(sql: string, dialect: SqlDialect): SqlNode[];
  format(sql: string, dialect: SqlDialect): string;
}

let grammar: Grammar | undefined;
let loading: Promise<Grammar> | undefined;

/** Loads the WASM grammar once per process. */
export function loadSqlParser(): Promise<void> {
  loading ??= (async () => {
    const mod = await import('@guanmingchiu/sqlparser-ts');
    await mod.init();
    grammar = {
      parse: (sql, dialect) => mod.parse(sql, dialect) as unknown as SqlNode[],
      format: (sql, dialect) => mod.format(sql, dialect),
    };
    return grammar;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading.then(() => undefined);
}

/** Thrown when the analyzer is used before `loadSqlAnalyzer()` resolved: a caller's mistake. */
export class SqlParserNotLoadedError extends Error {
  readonly code = 'sql_parser_not_loaded';
  constructor() {
    super('the SQL parser is not loaded: await loadSqlAnalyzer() (or loadAnalyzers()) first');
    this.name = 'SqlParserNotLoadedError';
  }
}

export type ParseResult =
  | { ok: true; statements: SqlNode[]; canonical: string }
  | { ok: false; error: string };

/**
 * Most operators (counted in the raw text, strings included, so an over-count) handed to the
 * grammar. Its AST is one level deeper per chained operator and the WASM build traps near 700
 * (measured: 600 `+` parse, 800 trap and leave the module unusable), so past this the text is
 * "too complex to analyse" and asked about. A count of work, never a clock.
 */
export const MAX_SQL_OPERATORS = 256;
const OPERATOR = /\b(?:and|or|xor|not|like|ilike|in|is|between)\b|<>|!=|<=|>=|\|\||[-+*/%=<>&|^]/gi;

/** The statements as `dialect`'s server reads them, or the parser's first error line. */
export function parseIn(dialect: SqlDialect, text: string, maxStatements: number): ParseResult {
  if (!grammar) throw new SqlParserNotLoadedError();
  // every `;` counted, quoted or not: an over-count that only makes the guard ask
  let separators = 0;
  for (let i = text.indexOf(';'); i >= 0; i = text.indexOf(';', i + 1))
    if (++separators > maxStatements)
      return { ok: false, error: `more than ${maxStatements} statements: too many to analyse` };
  let operators = 0;
  OPERATOR.lastIndex = 0;
  while (OPERATOR.exec(text) !== null)
    if (++operators > MAX_SQL_OPERATORS)
      return { ok: false, error: `more than ${MAX_SQL_OPERATORS} operators: too complex to analyse` };
  try {
    const statements = grammar.parse(text, dialect);
    let canonical = '';
    try {
      canonical = grammar.format(text, dialect);
    } catch {
      canonical = '';
    }
    return { ok: true, statements, canonical };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: message.split('\n')[0] ?? 'parse error' };
  }
}
