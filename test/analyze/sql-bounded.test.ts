// A DELETE or UPDATE is bounded only when a conjunct of its WHERE compares a column of the
// target table with a constant or a bound parameter; every other condition, however it is
// dressed up, counts as every row. Routines and triggers whose bodies change data are writes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadAnalyzers } from '../../src/analyze/index.ts';
import { analyzeSql, type SqlDialect } from '../../src/analyze/sql/index.ts';
import type { Tool } from '../../src/core/types.ts';
import { executionCheck } from '../../src/verify/execution-check.ts';
import type { CheckContext } from '../../src/verify/guard-check.ts';
import { assertHasFact } from './helpers.ts';

const analyzers = await loadAnalyzers();
const execution = executionCheck(analyzers);
const gate = (sql: string, description = 'Runs SQL') => {
  const tool: Tool = { name: 'db', description };
  const ctx: CheckContext = {
    sessionId: 'b',
    history: [],
    violationCount: () => 0,
    tools: new Map([['db', tool]]),
  };
  return execution.check({ tool: 'db', args: { sql } }, ctx)?.disposition ?? 'approved';
};

function whereOf(sql: string, dialect?: SqlDialect): string | undefined {
  const a = analyzeSql(sql, dialect);
  const f = a.facts.find((x) => x.kind === 'sql_delete' || x.kind === 'sql_update');
  return f && 'where' in f ? f.where : undefined;
}

describe('conditions that do not bound the rows touched', () => {
  const unbounded: Array<[string, SqlDialect?]> = [
    // computed on each row: no comparison of the target's column with a constant
    ['DELETE FROM orders WHERE abs(id) >= 0'],
    ['UPDATE members SET tier = 1 WHERE length(email) < 100000'],
    ['DELETE FROM carts WHERE random() <= 5'],
    // constants compared with constants, whatever the operator
    ['DELETE FROM carts WHERE 7 IN (7, 8)'],
    ["DELETE FROM carts WHERE 'x' LIKE 'x'"],
    ['UPDATE members SET tier = 1 WHERE CAST(1 AS INTEGER) = 1'],
    // a column against itself or wrapped so the comparison always holds
    ['DELETE FROM notes WHERE coalesce(owner, 0) = coalesce(owner, 0)'],
    ['DELETE FROM notes WHERE owner = owner'],
    ["UPDATE notes SET body = NULL WHERE CAST(id AS TEXT) <> ''"],
    // a range, a negation or a null test that most rows pass
    ['DELETE FROM logs WHERE id BETWEEN -99999999999 AND 99999999999'],
    ['DELETE FROM logs WHERE NOT id = 17'],
    ['DELETE FROM logs WHERE id <> 17'],
    ['DELETE FROM logs WHERE created_at IS NOT NULL'],
    ['DELETE FROM logs WHERE id >= 0'],
    ['DELETE FROM logs WHERE id NOT IN (1, 2)'],
    // subqueries decide the rows: the table's own ids, anything
    ['DELETE FROM invoices WHERE id IN (SELECT id FROM invoices)'],
    ['DELETE FROM invoices WHERE id = ANY(SELECT id FROM invoices)', 'postgresql'],
    ['DELETE FROM invoices WHERE EXISTS (SELECT 1 FROM invoices)'],
    ['UPDATE invoices SET paid = 1 WHERE id = (SELECT max(id) FROM invoices) OR paid = paid'],
    // an OR with one unbounded side is unbounded, even when the other side is exact
    ['DELETE FROM tickets WHERE id = 4 OR length(title) >= 0'],
    ['DELETE FROM tickets WHERE (id = 4 OR TRUE)'],
    // a bare column, a boolean constant
    ['DELETE FROM tickets WHERE archived'],
    ['UPDATE tickets SET state = 0 WHERE TRUE'],
    // joins and USING: rows chosen by another table, or a restriction on that other table
    ['DELETE t FROM tickets t JOIN users u ON 1 = 1', 'mysql'],
    ['DELETE FROM tickets USING users WHERE users.id = 3', 'postgresql'],
    ['UPDATE tickets SET state = 0 FROM users WHERE users.id = 3', 'postgresql'],
    // a column of another table named without qualifier, when more than one table is in scope
    ['DELETE FROM tickets USING users WHERE id = 3', 'postgresql'],
  ];
  for (const [sql, dialect] of unbounded)
    it(sql, () => {
      const w = whereOf(sql, dialect);
      assert.ok(w === 'tautology' || w === 'none', `${sql}: ${w}`);
      assert.ok(analyzeSql(sql, dialect).views.some((v) => v.endsWith('without where')));
    });

  it('TRUNCATE and a join without a WHERE are every row too', () => {
    assertHasFact(analyzeSql('TRUNCATE TABLE tickets').facts, { kind: 'sql_truncate', tables: ['tickets'] });
    assert.equal(whereOf('DELETE a FROM a INNER JOIN b ON a.k = b.k', 'mysql'), 'none');
  });

  it('the execution gate asks before any of them runs', () => {
    for (const [sql, dialect] of unbounded)
      assert.equal(gate(sql, dialect ? `Runs ${dialect} SQL` : 'Runs SQL'), 'approved_with_constraints', sql);
  });
});

describe('conditions that bound the rows touched', () => {
  const bounded: Array<[string, SqlDialect?]> = [
    ['DELETE FROM sessions WHERE token = $1', 'postgresql'],
    ['DELETE FROM sessions WHERE token = ?', 'sqlite'],
    ['DELETE FROM sessions WHERE token = @token', 'mssql'],
    ['DELETE FROM sessions WHERE token = :token', 'sqlite'],
    ['UPDATE plans SET price = 9 WHERE id = 12 AND random() < 2'],
    ['DELETE FROM plans WHERE plans.id IN (3, 4, 5)'],
    ["DELETE FROM plans WHERE created_at < DATE '2021-01-01'"],
    ['DELETE FROM plans AS p WHERE p.id = -4', 'postgresql'],
    ['DELETE FROM plans WHERE (id = 1 OR id = 2)'],
    ['DELETE FROM plans WHERE retired_at IS NULL'],
    ["UPDATE plans SET name = 'x' WHERE code LIKE 'EU-%'"],
    ['DELETE FROM plans WHERE id > 500'],
    ['DELETE p FROM plans p JOIN owners o ON p.owner = o.id WHERE p.id = 9', 'mysql'],
  ];
  for (const [sql, dialect] of bounded)
    it(sql, () => {
      assert.equal(whereOf(sql, dialect), 'present');
      assert.ok(!analyzeSql(sql, dialect).views.some((v) => v.endsWith('without where')));
    });
});

describe('DDL that changes data later', () => {
  it('a trigger whose body deletes is destructive', () => {
    const sql = 'CREATE TRIGGER tidy AFTER INSERT ON visits BEGIN DELETE FROM pets; END';
    const a = analyzeSql(sql, 'sqlite');
    assertHasFact(a.facts, { kind: 'sql_delete', table: 'pets', where: 'none' });
    assert.match(a.notReadOnly ?? '', /trigger whose body changes data/);
    assert.equal(gate(sql, 'SQLite tool'), 'approved_with_constraints');
  });

  it('a function whose body updates every row is destructive', () => {
    const sql = 'CREATE FUNCTION reset() RETURNS void AS $$ UPDATE wallets SET cents = 0 $$ LANGUAGE sql';
    const a = analyzeSql(sql, 'postgresql');
    assertHasFact(a.facts, { kind: 'sql_update', table: 'wallets', where: 'none' });
    assert.equal(gate(sql, 'PostgreSQL tool'), 'approved_with_constraints');
  });

  it('a routine body the guard cannot read, a trigger running an unseen routine, a rule: asked', () => {
    for (const sql of [
      'CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN DELETE FROM t; RETURN NULL; END $$ LANGUAGE plpgsql',
      'CREATE TRIGGER t1 AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f()',
      'CREATE RULE r AS ON INSERT TO a DO ALSO DELETE FROM b',
    ])
      assert.equal(gate(sql, 'PostgreSQL tool'), 'approved_with_constraints', sql);
  });

  it('procedural bodies no grammar reads still show the writes inside them', () => {
    const plpgsql =
      'CREATE FUNCTION nightly() RETURNS void LANGUAGE plpgsql AS $fn$ DECLARE k int; BEGIN IF k > 1 THEN UPDATE quotas SET used = 0; END IF; END $fn$';
    const a = analyzeSql(plpgsql, 'postgresql');
    assertHasFact(a.facts, { kind: 'sql_update', table: 'quotas', where: 'none' });
    assert.ok(a.views.includes('update without where'));
    const mysql = analyzeSql('CREATE PROCEDURE clear_cart() BEGIN DELETE FROM cart_items; END', 'mysql');
    assertHasFact(mysql.facts, { kind: 'sql_delete', table: 'cart_items', where: 'none' });
    assert.equal(
      gate('CREATE PROCEDURE clear_cart() BEGIN DELETE FROM cart_items; END', 'MySQL'),
      'approved_with_constraints',
    );
  });

  it('a plain CREATE TABLE or a bounded routine body is not reported as every row', () => {
    assert.equal(gate('CREATE TABLE pets (id INT)', 'PostgreSQL tool'), 'approved');
    const a = analyzeSql(
      'CREATE FUNCTION drop_one() RETURNS void AS $$ DELETE FROM pets WHERE id = 1 $$ LANGUAGE sql',
      'postgresql',
    );
    assertHasFact(a.facts, { kind: 'sql_delete', where: 'present' });
  });

  it('EXPLAIN ANALYZE runs its statement', () => {
    assertHasFact(analyzeSql('EXPLAIN ANALYZE DELETE FROM pets', 'postgresql').facts, {
      kind: 'sql_delete',
      where: 'none',
    });
  });
});
