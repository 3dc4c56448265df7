import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeSql, loadSqlAnalyzer } from '../../src/analyze/sql/index.ts';
import { assertHasFact, assertNoFact } from './helpers.ts';

await loadSqlAnalyzer();

interface Case {
  sql: string;
  views?: string[];
  facts?: Array<Record<string, unknown>>;
  absent?: string[];
  parseError?: boolean;
}

const CASES: Case[] = [
  {
    sql: 'DROP TABLE users; --',
    views: ['drop table users'],
    facts: [{ kind: 'sql_drop', object: 'table', names: ['users'] }],
  },
  { sql: 'drop table if exists a, b', views: ['drop table a', 'drop table b'] },
  {
    sql: 'DROP DATABASE prod',
    views: ['drop database prod'],
    facts: [{ kind: 'sql_drop', object: 'database', names: ['prod'] }],
  },
  { sql: 'DROP SCHEMA s', views: ['drop schema s'], facts: [{ kind: 'sql_drop', object: 'schema' }] },
  {
    sql: 'TRUNCATE TABLE logs',
    views: ['truncate table logs'],
    facts: [{ kind: 'sql_truncate', tables: ['logs'] }],
  },
  {
    sql: 'DELETE FROM t',
    views: ['delete from t', 'delete without where'],
    facts: [{ kind: 'sql_delete', table: 't', where: 'none' }],
  },
  {
    sql: 'delete from t where 1=1',
    views: ['delete from t'],
    facts: [{ kind: 'sql_delete', where: 'tautology' }],
  },
  { sql: "DELETE FROM users WHERE id = 5 OR 'a'='a'", facts: [{ kind: 'sql_delete', where: 'tautology' }] },
  { sql: 'DELETE FROM users WHERE TRUE', facts: [{ kind: 'sql_delete', where: 'tautology' }] },
  { sql: 'DELETE FROM users WHERE id = id', facts: [{ kind: 'sql_delete', where: 'tautology' }] },
  {
    sql: 'DELETE FROM users WHERE id = 5',
    facts: [{ kind: 'sql_delete', where: 'present' }],
    absent: ['delete without where'],
    views: ['delete from users where id = 5'],
  },
  // a join decides which rows go by another table's contents: unbounded without a WHERE on t1
  { sql: 'delete t1 from t1 join t2 on t1.id = t2.id', facts: [{ kind: 'sql_delete', where: 'none' }] },
  { sql: 'WITH x AS (SELECT 1) DELETE FROM t', facts: [{ kind: 'sql_delete', table: 't', where: 'none' }] },
  {
    sql: 'UPDATE accounts SET balance = 0',
    views: ['update accounts', 'update without where'],
    facts: [{ kind: 'sql_update', where: 'none' }],
  },
  { sql: 'UPDATE accounts SET balance = 0 WHERE 1', facts: [{ kind: 'sql_update', where: 'tautology' }] },
  {
    sql: 'UPDATE accounts SET balance = 0 WHERE id = 7',
    facts: [{ kind: 'sql_update', where: 'present' }],
    absent: ['update without where'],
  },
  {
    sql: 'ALTER TABLE users DROP COLUMN email',
    views: ['alter table users drop', 'alter table users drop column email'],
    facts: [{ kind: 'sql_alter_drop', table: 'users', what: ['column email'] }],
  },
  {
    sql: 'ALTER TABLE users ADD COLUMN age INT',
    absent: ['drop'],
    facts: [{ kind: 'sql_statement', statement: 'alter' }],
  },
  {
    sql: 'SELECT 1; DROP TABLE users',
    views: ['drop table users', 'multiple statements'],
    facts: [{ kind: 'sql_multiple', count: 2 }],
  },
  {
    sql: "SELECT * FROM t WHERE name = 'DROP TABLE x'",
    absent: ['drop table x'],
    facts: [{ kind: 'sql_read_only' }, { kind: 'sql_statement', statement: 'select', tables: ['t'] }],
  },
  // the grammar refuses MySQL's INTO OUTFILE: not understood, so asked about
  { sql: "SELECT * INTO OUTFILE '/tmp/x' FROM users", parseError: true },
  { sql: '/*!50000 DROP TABLE users */', views: ['drop table users'], facts: [{ kind: 'sql_drop' }] },
  {
    sql: 'INSERT INTO t (a) VALUES (1)',
    facts: [{ kind: 'sql_statement', statement: 'insert', tables: ['t'] }],
  },
  // PostgreSQL-only syntax: MySQL refuses it, the PostgreSQL build accepts it
  {
    sql: 'DROP TABLE users CASCADE',
    views: ['drop table users'],
    facts: [{ kind: 'sql_drop', names: ['users'] }],
  },
  { sql: "SELECT 'a'::text FROM t", facts: [{ kind: 'sql_read_only' }] },
  {
    sql: 'DROP SCHEMA IF EXISTS s CASCADE',
    views: ['drop schema s'],
    facts: [{ kind: 'sql_drop', object: 'schema' }],
  },
  // no grammar accepts these: parse error (ask) and the tokenizer still finds the shape
  {
    sql: 'DROP TABLE users; this is not sql',
    parseError: true,
    views: ['drop table users'],
    facts: [{ kind: 'sql_drop' }],
  },
  {
    sql: 'DELETE FROM `t` WHERE id = = 1',
    parseError: true,
    facts: [{ kind: 'sql_delete', table: 't', where: 'present' }],
  },
  { sql: 'DELETE FROM t WHERE 1=1 AND !!', parseError: true, facts: [{ kind: 'sql_delete' }] },
  { sql: 'DROP TABEL users', parseError: true, views: ['drop tabel users'] },
];

describe('SQL analyzer', () => {
  for (const c of CASES) {
    it(c.sql, () => {
      const a = analyzeSql(c.sql);
      assert.equal(a.parseError !== undefined, c.parseError === true, `parse error: ${a.parseError}`);
      if (!c.parseError) assert.ok(a.dialect);
      for (const v of c.views ?? [])
        assert.ok(a.views.includes(v), `missing view ${v} in ${JSON.stringify(a.views)}`);
      for (const s of c.absent ?? [])
        assert.ok(!a.views.some((v) => v.includes(s)), `view contains ${s}: ${a.views}`);
      for (const f of c.facts ?? []) assertHasFact(a.facts, f, c.sql);
    });
  }

  it('names the dialects that accepted the statement', () => {
    assert.equal(analyzeSql('SELECT 1').dialect, 'MySQL, PostgreSQL, SQLite, SQL Server');
    assert.equal(analyzeSql('SELECT 1', 'sqlite').dialect, 'SQLite');
  });

  it('a plain SELECT is read-only and nothing else', () => {
    const a = analyzeSql('select name from users where id = 3');
    assertHasFact(a.facts, { kind: 'sql_read_only' });
    for (const k of ['sql_drop', 'sql_delete', 'sql_update', 'sql_truncate', 'sql_multiple'])
      assertNoFact(a.facts, k);
  });
});
