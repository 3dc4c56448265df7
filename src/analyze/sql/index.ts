// SQL analyzer: reads a statement as the tool's server reads it (an exact lexer per dialect,
// src/analyze/sql/parser.ts). When the dialect is unknown the text is read in every plausible
// dialect and the most dangerous reading wins: a harm any reading shows is reported, and a
// parse failure in any of them asks. The parser loads lazily; decisions count work, never time.
import type { SqlFact } from '../facts.ts';
import { normalizeView } from '../facts.ts';
import { DIALECT_NAMES, SQL_DIALECTS, type SqlDialect } from './dialect.ts';
import { fallbackSql, maskLiterals } from './fallback.ts';
import { lexicalReadings } from './lexical-readings.ts';
import { loadSqlParser, parseIn } from './parser.ts';
import { hiddenSql, joinComments, selectProblem, stripComments } from './read-only.ts';
import { type StatementFacts, statementFacts } from './statements.ts';

export {
  DIALECT_NAMES,
  dialectNamed,
  parseDialect,
  SQL_DIALECTS,
  type SqlDialect,
  sqlDialectOf,
} from './dialect.ts';
export { SqlParserNotLoadedError } from './parser.ts';
export { joinComments, stripComments } from './read-only.ts';

export interface SqlAnalysis {
  /** the dialect(s) whose grammar accepted the text; undefined when none did */
  dialect?: string;
  facts: SqlFact[];
  views: string[];
  /** set when a dialect it may be read in refuses the text (or it is over budget): the caller asks */
  parseError?: string;
  /**
   * Something beyond what the statements say (a side-effecting function, `INTO OUTFILE`,
   * `FOR UPDATE`, dynamic SQL, `COPY … PROGRAM`, a comment inside a keyword, a trigger or
   * routine whose body changes data), when there is. Statement kinds other than SELECT are not
   * read-only either, without a note here.
   */
  notReadOnly?: string;
  /** dynamic SQL whose text is not constant: what runs cannot be known (the caller asks) */
  dynamic?: boolean;
}

export type SqlAnalyzer = (sql: string, dialect?: SqlDialect) => SqlAnalysis;

/** Longest SQL parsed; longer text is "not understood" (asked about), never parsed. */
export const MAX_SQL_INPUT = 32 * 1024;
/** Most statements in one text analysed; more is "too many" (asked about), a count of work. */
export const MAX_SQL_STATEMENTS = 64;
/** How deep dynamic SQL and routine bodies are followed into the statements they hold. */
const MAX_FOLD_DEPTH = 2;

/** Loads the grammar (first call only); the analyzer it resolves to is synchronous. */
export async function loadSqlAnalyzer(): Promise<SqlAnalyzer> {
  await loadSqlParser();
  return (sql, dialect) => analyzeSql(sql, dialect);
}

/**
 * Facts about `sql` as `dialect` reads it, or, without a dialect, as every plausible dialect
 * reads it (most dangerous reading). Throws `SqlParserNotLoadedError` before `loadSqlAnalyzer()`.
 */
export function analyzeSql(sql: string, dialect?: SqlDialect, depth = 0): SqlAnalysis {
  if (sql.length > MAX_SQL_INPUT) {
    const fb = fallbackSql(stripComments(sql.slice(0, MAX_SQL_INPUT)));
    return {
      facts: [...fb.facts, { kind: 'sql_statement', statement: 'other', tables: [] }],
      views: unique(fb.views),
      parseError: `SQL longer than ${MAX_SQL_INPUT} characters is not analysed`,
      notReadOnly: 'too long to analyse',
    };
  }
  // each dialect as each plausible server configuration lexes it (lexical-readings.ts)
  const readings = (dialect ? [dialect] : SQL_DIALECTS).flatMap((d) =>
    lexicalReadings(d, sql).map((l) => ({ ...readIn(d, l.text, depth), usual: l.usual, text: l.text })),
  );
  const facts = new FactSet();
  const views: string[] = [];
  const notes: string[] = [];
  const accepted: string[] = [];
  let parseError: string | undefined;
  let dynamic = false;
  let statements = 0;
  for (const r of readings) {
    if (!r.usual && r.error !== undefined) {
      // a non-default configuration that cannot read the text: only the harm it shows counts
      // (`'O\'Brien'` is not an error to ask about, a DELETE it reveals is)
      // statements need no `;` in T-SQL (nor in the grammar that failed): a line may start one
      const fb = fallbackSql(r.text.replace(/\r\n?|\n/g, ';\n'));
      const harm = fb.facts.filter(isHarm);
      for (const f of harm) facts.add(f);
      if (harm.length > 0) {
        views.push(...fb.views);
        statements = Math.max(statements, fb.facts.filter((f) => f.kind === 'sql_statement').length);
      }
      continue;
    }
    for (const f of r.facts) facts.add(f);
    views.push(...r.views);
    notes.push(...r.notes);
    if (r.dynamic) dynamic = true;
    if (r.error !== undefined) parseError ??= `${DIALECT_NAMES[r.dialect]}: ${r.error}`;
    else accepted.push(DIALECT_NAMES[r.dialect]);
    statements = Math.max(statements, r.statements);
  }
  if (parseError !== undefined) {
    // what the text shows in no grammar still gives risky patterns something to match
    const fb = fallbackSql(stripComments(sql));
    for (const f of fb.facts) facts.add(f);
    views.push(...fb.views);
    // a routine no grammar accepts (MySQL `CREATE PROCEDURE … BEGIN … END`): its writes still count
    if (/^\s*create\b[\s\S]*?\b(?:procedure|function|trigger|rule)\b/i.test(sql) && depth < MAX_FOLD_DEPTH)
      for (const piece of proceduralStatements(sql)) {
        const inner = analyzeSql(piece, dialect, depth + 1);
        for (const f of inner.facts)
          if (f.kind !== 'sql_read_only' && f.kind !== 'sql_multiple') facts.add(f);
        views.push(...inner.views);
      }
    statements = Math.max(statements, fb.facts.filter((f) => f.kind === 'sql_statement').length);
  }
  hidden(sql, depth, dialect, facts, views, notes, (d) => {
    if (d) dynamic = true;
  });
  const out: SqlAnalysis = {
    facts: facts.list,
    views: [],
    ...(accepted.length > 0 ? { dialect: accepted.join(', ') } : {}),
  };
  if (parseError !== undefined) out.parseError = parseError;
  if (dynamic) out.dynamic = true;
  const uniqueNotes = [...new Set(notes)];
  if (uniqueNotes.length > 0) out.notReadOnly = uniqueNotes.join('; ');
  if (statements > 1) {
    out.facts.push({ kind: 'sql_multiple', count: statements });
    views.push('multiple statements');
  }
  const kinds = out.facts.filter((f) => f.kind === 'sql_statement');
  if (!out.notReadOnly && !out.parseError && kinds.length > 0 && kinds.every((s) => s.statement === 'select'))
    out.facts.push({ kind: 'sql_read_only' });
  out.views = unique(views);
  return out;
}

interface Reading extends StatementFacts {
  dialect: SqlDialect;
  error?: string;
  statements: number;
  dynamic: boolean;
}

/** One dialect's reading: its statements' facts, or its parse error. */
function readIn(dialect: SqlDialect, text: string, depth: number): Reading {
  const r: Reading = { dialect, facts: [], views: [], notes: [], bodies: [], statements: 0, dynamic: false };
  const parsed = parseIn(dialect, text, MAX_SQL_STATEMENTS);
  if (!parsed.ok) {
    r.error = parsed.error;
    return r;
  }
  r.statements = parsed.statements.length;
  if (r.statements > MAX_SQL_STATEMENTS) {
    r.error = `more than ${MAX_SQL_STATEMENTS} statements: too many to analyse`;
    return r;
  }
  for (const stmt of parsed.statements) {
    const kind = statementFacts(stmt, r);
    // a SELECT must only read; a write must do only what its statement says (no `sleep()`, …)
    const problem = selectProblem(stmt, kind !== 'select');
    if (problem) r.notes.push(problem);
  }
  r.views.push(...canonicalViews(parsed.canonical));
  for (const body of r.bodies) {
    // a routine's body runs later, as written: read it in the same dialect
    if (depth >= MAX_FOLD_DEPTH) {
      r.notes.push('a routine body nested too deep to read');
      continue;
    }
    const inner = analyzeSql(body, dialect, depth + 1);
    // a procedural body (PL/pgSQL `BEGIN … END`): its plain SQL statements are read one by one
    const pieces = inner.parseError
      ? proceduralStatements(body).map((p) => analyzeSql(p, dialect, depth + 1))
      : [];
    for (const a of [inner, ...pieces]) {
      const changes = a.facts.filter((f) => f.kind !== 'sql_statement' || f.statement !== 'select');
      r.facts.push(...changes.filter((f) => f.kind !== 'sql_read_only' && f.kind !== 'sql_multiple'));
      r.views.push(...a.views);
    }
    if (inner.parseError) r.notes.push('creates a routine whose body the guard cannot read');
    else if (!inner.facts.some((f) => f.kind === 'sql_read_only'))
      r.notes.push('creates a routine whose body changes data');
    if (inner.dynamic) r.dynamic = true;
  }
  return r;
}

/**
 * Where a procedural body's plain SQL starts: at the start of a piece or after a block keyword
 * (`BEGIN`, `THEN`, `ELSE`, `LOOP`, `DO`, `AS`), and only statements that change data.
 */
const CHANGE_IN_BLOCK =
  /(?:^|\b(?:begin|then|else|loop|do|as)\s+)((?:delete|update|insert|replace|merge|drop|truncate|alter)\b[\s\S]*)$/i;

/** The data-changing SQL statements of a procedural body, at most MAX_SQL_STATEMENTS of them. */
function proceduralStatements(body: string): string[] {
  const out: string[] = [];
  for (const piece of body.split(';').slice(0, MAX_SQL_STATEMENTS)) {
    const m = CHANGE_IN_BLOCK.exec(piece.trim());
    if (m?.[1]) out.push(m[1]);
  }
  return out;
}

/** Text the parser never treats as statements: comments inside words, dynamic SQL, COPY … PROGRAM. */
function hidden(
  sql: string,
  depth: number,
  dialect: SqlDialect | undefined,
  facts: FactSet,
  views: string[],
  notes: string[],
  setDynamic: (d: boolean) => void,
): void {
  const text = stripComments(sql);
  // a comment inside a word (`DR/**/OP`) is an evasion: what it spells is seen as well
  const joined = joinComments(sql);
  if (joined.replace(/\s+/g, ' ').trim() !== text.replace(/\s+/g, ' ').trim()) {
    const fb = fallbackSql(joined);
    views.push(...fb.views);
    const harmful = fb.facts.filter((f) => f.kind !== 'sql_statement');
    for (const f of harmful) facts.add(f);
    if (harmful.length > 0 || fb.facts.some((f) => f.kind === 'sql_statement' && f.statement !== 'select'))
      notes.push('a comment inside a keyword');
  }
  const h = hiddenSql(text);
  for (const command of h.programs) {
    facts.add({ kind: 'sql_program', command });
    views.push('copy from program', `program ${command}`);
    notes.push('COPY … PROGRAM runs a shell command');
  }
  if (h.runs.length > 0) {
    notes.push(`dynamic SQL (${[...new Set(h.runs)].join(', ')})`);
    facts.add({ kind: 'sql_statement', statement: 'other', tables: [] });
    for (const runner of new Set(h.runs)) facts.add({ kind: 'sql_dynamic', runner });
  }
  if (h.dynamic) setDynamic(true);
  for (const folded of h.folded) {
    if (depth >= MAX_FOLD_DEPTH) {
      setDynamic(true);
      break;
    }
    // the statement dynamic SQL assembles is analysed as if written directly
    const inner = analyzeSql(folded, dialect, depth + 1);
    facts.add({ kind: 'sql_dynamic', runner: h.runs[0] ?? 'execute', text: folded });
    for (const f of inner.facts) if (f.kind !== 'sql_read_only' && f.kind !== 'sql_multiple') facts.add(f);
    views.push(...inner.views);
    if (inner.dynamic) setDynamic(true);
  }
}

/** Facts without duplicates (several readings usually agree). */
class FactSet {
  readonly list: SqlFact[] = [];
  private readonly keys = new Set<string>();
  add(f: SqlFact): void {
    const k = JSON.stringify(f);
    if (this.keys.has(k)) return;
    this.keys.add(k);
    this.list.push(f);
  }
}

/**
 * The parser's own rendering of each statement (`;\n` between them), literals masked: quotes are
 * doubled there, never backslash-escaped, whatever the dialect.
 */
function canonicalViews(canonical: string): string[] {
  if (!canonical) return [];
  return canonical
    .split(/;\n/)
    .map((s) =>
      normalizeView(
        maskLiterals(s.replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, (m) => m.replace(/\s/g, '\\ '))).replace(
          /[`"[\]]/g,
          '',
        ),
      ),
    )
    .filter(Boolean);
}

function unique(views: string[]): string[] {
  return [...new Set(views.map(normalizeView).filter(Boolean))];
}

const HARMFUL_STATEMENTS = new Set([
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
  return a.facts.some(isHarm);
}

/** A fact of a statement that changes data or runs something. */
function isHarm(f: SqlFact): boolean {
  return (
    (f.kind === 'sql_statement' && HARMFUL_STATEMENTS.has(f.statement)) ||
    f.kind === 'sql_drop' ||
    f.kind === 'sql_truncate' ||
    f.kind === 'sql_delete' ||
    f.kind === 'sql_update' ||
    f.kind === 'sql_alter_drop' ||
    f.kind === 'sql_program' ||
    (f.kind === 'sql_dynamic' && f.text !== undefined)
  );
}
