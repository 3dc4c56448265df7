// SQL is read as the tool's server reads it: a backslash ends a string everywhere but MySQL, a
// MySQL `/*! */` comment runs only there. With the dialect unknown, every plausible reading is
// taken and the most dangerous wins; SQLite itself confirms what its reading says runs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { loadAnalyzers } from '../../src/analyze/index.ts';
import { analyzeSql, type SqlAnalysis, sqlDialectOf } from '../../src/analyze/sql/index.ts';
import type { Tool } from '../../src/core/types.ts';
import { executionCheck } from '../../src/verify/execution-check.ts';
import type { CheckContext } from '../../src/verify/guard-check.ts';
import { assertHasFact, assertNoFact } from './helpers.ts';

const analyzers = await loadAnalyzers();
const execution = executionCheck(analyzers);
const gate = (tool: Tool, sql: string) => {
  const ctx: CheckContext = {
    sessionId: 'dialects',
    history: [],
    violationCount: () => 0,
    tools: new Map([[tool.name, tool]]),
  };
  return execution.check({ tool: tool.name, args: { sql } }, ctx)?.disposition ?? 'approved';
};

/** Rows removed or tables dropped: what the analyzer must never miss. */
function showsDestruction(a: SqlAnalysis): boolean {
  return a.facts.some(
    (f) =>
      ((f.kind === 'sql_delete' || f.kind === 'sql_update') && f.where !== 'present') ||
      f.kind === 'sql_drop' ||
      f.kind === 'sql_truncate',
  );
}

/** Runs `sql` on a fresh SQLite database holding three pets; what is left afterwards. */
function runInSqlite(sql: string): { pets: number | 'dropped' } {
  const db = new Database(':memory:');
  try {
    db.exec(
      'CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT, tag TEXT); CREATE TABLE visits (pet INTEGER);',
    );
    db.exec("INSERT INTO pets VALUES (1, 'Rex', 'a'), (2, 'Tom', 'b'), (3, 'Kit', 'c')");
    try {
      db.exec(sql);
    } catch {
      // a statement SQLite refuses stops the batch there; what ran before it stays run
    }
    const exists = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'pets'").get() as {
      n: number;
    };
    if (exists.n === 0) return { pets: 'dropped' };
    return { pets: (db.prepare('SELECT count(*) AS n FROM pets').get() as { n: number }).n };
  } finally {
    db.close();
  }
}

describe('quotes and comments as each server reads them', () => {
  const smuggled = "SELECT name FROM pets WHERE tag = 'q\\'; DELETE FROM pets; --'";

  it('a backslash does not escape a quote in PostgreSQL, SQLite or T-SQL', () => {
    for (const d of ['postgresql', 'sqlite', 'mssql'] as const) {
      const a = analyzeSql(smuggled, d);
      assertHasFact(a.facts, { kind: 'sql_delete', table: 'pets', where: 'none' }, d);
      assertNoFact(a.facts, 'sql_read_only', d);
    }
    // MySQL by default reads one string; with NO_BACKSLASH_ESCAPES (a plausible sql_mode) it
    // reads PostgreSQL's way, so the DELETE is still seen: the most dangerous reading wins
    const mysql = analyzeSql(smuggled, 'mysql');
    assertHasFact(mysql.facts, { kind: 'sql_delete', table: 'pets', where: 'none' });
    assertNoFact(mysql.facts, 'sql_read_only');
    // a backslash-escaped quote that hides nothing stays a plain lookup in MySQL
    assertHasFact(analyzeSql("SELECT id FROM pets WHERE name = 'O\\'Malley'", 'mysql').facts, {
      kind: 'sql_read_only',
    });
  });

  it('with the dialect unknown, the most dangerous reading is the one reported', () => {
    const a = analyzeSql(smuggled);
    assertHasFact(a.facts, { kind: 'sql_delete', table: 'pets' });
    assertNoFact(a.facts, 'sql_read_only');
    assert.ok(a.views.includes('delete without where'));
  });

  it('a MySQL executable comment is code in MySQL and a comment elsewhere', () => {
    const text = 'SELECT id FROM pets /*!40000 ; DROP TABLE pets */';
    assertHasFact(analyzeSql(text, 'mysql').facts, { kind: 'sql_drop', names: ['pets'] });
    assertHasFact(analyzeSql(text, 'sqlite').facts, { kind: 'sql_read_only' });
    assertHasFact(analyzeSql(text).facts, { kind: 'sql_drop', names: ['pets'] });
  });

  it('text one plausible dialect cannot parse is asked about, not allowed', () => {
    // PostgreSQL reads a dollar-quoted string; MySQL and SQLite find an unterminated quote
    const text = "SELECT $$it's fine$$ AS note";
    assert.equal(analyzeSql(text, 'postgresql').parseError, undefined);
    assert.ok(analyzeSql(text).parseError);
    assert.equal(gate({ name: 'run_query', description: 'Runs SQL' }, text), 'approved_with_constraints');
    assert.equal(gate({ name: 'run_query', description: 'Runs SQL on PostgreSQL' }, text), 'approved');
  });
});

describe('what SQLite actually runs matches the SQLite reading', () => {
  const cases = [
    "SELECT name FROM pets WHERE tag = 'q\\'; DELETE FROM pets; --'",
    'SELECT 1 AS "n\\"; DROP TABLE pets; --"',
    "SELECT 'don''t'; -- DELETE FROM pets",
    '/*!50000 DELETE FROM pets; */ SELECT 1',
    "SELECT 1 /* '; DROP TABLE pets; -- */",
    'SELECT [name] FROM pets; DELETE FROM pets WHERE 5 IN (5)',
    'DELETE FROM pets WHERE id = 2',
    'DELETE FROM pets WHERE id BETWEEN -1 AND 1000000000000',
    'DELETE FROM pets WHERE id = 2 OR abs(id) >= 0',
    'UPDATE pets SET name = NULL WHERE coalesce(tag, tag) = coalesce(tag, tag)',
    'DELETE FROM pets WHERE id IN (SELECT id FROM pets)',
    'CREATE TRIGGER sweep AFTER INSERT ON visits BEGIN DELETE FROM pets; END; INSERT INTO visits VALUES (1)',
  ];
  for (const sql of cases) {
    it(sql, () => {
      const left = runInSqlite(sql).pets;
      const destroyed = left === 'dropped' || left === 0;
      const sqlite = analyzeSql(sql, 'sqlite');
      // whatever wiped the table, the SQLite reading and the all-dialect reading report it
      if (destroyed) {
        assert.ok(showsDestruction(sqlite), `SQLite destroyed pets; the SQLite reading missed it`);
        assert.ok(showsDestruction(analyzeSql(sql)), 'the all-dialect reading missed it');
      }
      // a DELETE the analyzer calls bounded left rows behind
      const bounded = sqlite.facts.some((f) => f.kind === 'sql_delete' && f.where === 'present');
      if (bounded) assert.ok(typeof left === 'number' && left > 0);
    });
  }

  it('the fixture does destroy data for the smuggled cases (the test above is not vacuous)', () => {
    assert.equal(runInSqlite(cases[0]!).pets, 0);
    assert.equal(runInSqlite(cases[1]!).pets, 'dropped');
    assert.equal(runInSqlite(cases[2]!).pets, 3);
    assert.equal(runInSqlite(cases[11]!).pets, 0);
  });
});

describe('the dialect a tool talks to', () => {
  it('comes from a declared option first, then the tool name, toolkit and description', () => {
    assert.equal(
      sqlDialectOf({ name: 'q', sqlDialect: 'SQLite', description: 'PostgreSQL mirror' }),
      'sqlite',
    );
    assert.equal(sqlDialectOf({ name: 'pg_exec', description: 'Run a statement' }), 'postgresql');
    assert.equal(sqlDialectOf({ name: 'query', toolkit: 'mariadb-server' }), 'mysql');
    assert.equal(
      sqlDialectOf({ name: 'query', description: 'Executes T-SQL on the reporting box' }),
      'mssql',
    );
    // two servers named, or none: unknown, so every dialect is read
    assert.equal(
      sqlDialectOf({ name: 'query', description: 'Copies rows from MySQL into PostgreSQL' }),
      undefined,
    );
    assert.equal(sqlDialectOf({ name: 'query', description: 'Runs SQL' }), undefined);
  });

  it('decides the verdict: a lookup in MySQL, a wipe in SQLite, asked about where unknown', () => {
    const text = "SELECT tag FROM pets WHERE name = 'z\\'; DELETE FROM pets; --'";
    // MySQL reads this as one string only with its default sql_mode, so it asks too
    assert.equal(
      gate({ name: 'db', description: 'Queries the MySQL shop database' }, text),
      'approved_with_constraints',
    );
    assert.equal(
      gate(
        { name: 'db', description: 'Queries the MySQL shop database' },
        "SELECT tag FROM pets WHERE name = 'z\\'z'",
      ),
      'approved',
    );
    assert.equal(
      gate({ name: 'db', description: 'Queries the local SQLite file' }, text),
      'approved_with_constraints',
    );
    assert.equal(
      gate({ name: 'db', description: 'Queries the database' }, text),
      'approved_with_constraints',
    );
  });

  it('reaches the analyzer through a call (facts carry the dialect reading)', () => {
    const tool: Tool = { name: 'lite', description: 'SQLite query tool' };
    const a = analyzers.analyzeCall(
      { tool: 'lite', args: { sql: "SELECT 1 WHERE 'k\\' = ''; DROP TABLE pets; --'" } },
      { tool },
    );
    assertHasFact(a.facts, { kind: 'sql_drop', names: ['pets'] });
  });
});

describe('work is bounded by counts, and the grammar survives hostile input', () => {
  it('a long operator chain or a pile of statements is asked about, and parsing goes on', () => {
    const chain = `DELETE FROM pets WHERE id = 1 AND ${'tag || '.repeat(900)}'x' = 'x'`;
    const a = analyzeSql(chain);
    assert.match(a.parseError ?? '', /operators: too complex/);
    assert.equal(gate({ name: 'db', description: 'Runs SQL' }, chain), 'approved_with_constraints');
    const pile = 'SELECT 1;'.repeat(500);
    assert.match(analyzeSql(pile).parseError ?? '', /statements: too many/);
    // the WASM grammar is still usable afterwards (a trap inside it would poison every later parse)
    const after = analyzeSql('SELECT id FROM pets WHERE id = 3');
    assert.equal(after.parseError, undefined);
    assertHasFact(after.facts, { kind: 'sql_read_only' });
  });
});
