// SQL parsers side by side: which reads each dialect's tricky statements as the server does,
// how much they install, how fast they parse. Candidates not installed are reported as such
// (`npm i --no-save node-sql-parser libpg-query` to compare with the chosen one).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Dialect = 'mysql' | 'postgresql' | 'sqlite' | 'mssql';
/** Top-level statement kinds in order, or `error` where the server refuses the text. */
type Expected = string[] | 'error';

/** Written for this bench: what each server does with the text (SQLite rows checked with SQLite). */
const CORPUS: Array<[Dialect, string, Expected]> = [
  ['mysql', "SELECT 'a\\'; DROP TABLE t; --'", ['select']],
  ['mysql', 'SELECT "a\\"; DELETE FROM t; --"', ['select']],
  ['mysql', 'SELECT 1 # note\n; DELETE FROM t', ['select', 'delete']],
  ['mysql', 'DELETE t FROM t JOIN u ON 1=1', ['delete']],
  ['mysql', 'SELECT `a;b` FROM t', ['select']],
  ['mysql', "SELECT 'x' 'y' FROM t", ['select']],
  ['mysql', 'UPDATE t SET a = 1 WHERE id = 2 LIMIT 1', ['update']],
  ['postgresql', "SELECT 'a\\'; DROP TABLE t; --'", ['select', 'drop']],
  ['postgresql', "SELECT E'a\\'; DROP TABLE t; --'", ['select']],
  ['postgresql', "SELECT $$a'; DROP TABLE t; --$$", ['select']],
  ['postgresql', 'SELECT $q$ $$ ; DROP TABLE t $q$', ['select']],
  ['postgresql', 'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', ['select']],
  ['postgresql', 'SELECT x::int FROM t', ['select']],
  ['postgresql', 'DELETE FROM t USING u WHERE t.id = u.id', ['delete']],
  ['postgresql', 'CREATE FUNCTION f() RETURNS void AS $$ DELETE FROM t $$ LANGUAGE sql', ['create']],
  ['postgresql', 'CREATE RULE r AS ON INSERT TO a DO ALSO DELETE FROM b', ['create']],
  ['postgresql', 'SELECT 1 /* outer /* inner */ ; DROP TABLE t */', ['select']],
  ['postgresql', 'EXPLAIN ANALYZE DELETE FROM t', ['explain']],
  ['postgresql', 'DELETE FROM t WHERE id = ANY(SELECT id FROM t)', ['delete']],
  ['sqlite', "SELECT 'a\\'; DROP TABLE t; --'", ['select', 'drop']],
  ['sqlite', 'SELECT 1 AS "n\\"; DROP TABLE t; --"', ['select', 'drop']],
  ['sqlite', 'SELECT [a;b] FROM t', ['select']],
  ['sqlite', 'CREATE TRIGGER tr AFTER INSERT ON a BEGIN DELETE FROM b; END', ['create']],
  ['sqlite', 'DELETE FROM t WHERE id = ?', ['delete']],
  ['sqlite', '/*!50000 DROP TABLE t */ SELECT 1', ['select']],
  ['sqlite', 'INSERT OR REPLACE INTO t VALUES (1)', ['insert']],
  ['mssql', "SELECT 'a\\'; DROP TABLE t; --'", ['select', 'drop']],
  ['mssql', "SELECT [a'b] FROM t; DELETE FROM t", ['select', 'delete']],
  ['mssql', 'SELECT TOP 5 * FROM t', ['select']],
  ['mssql', 'DELETE FROM t WHERE id = @id', ['delete']],
  ['mssql', "SELECT N'a\\'; DROP TABLE t; --'", ['select', 'drop']],
  ['mssql', 'SELEC * FROM t', 'error'],
];

interface Candidate {
  name: string;
  pkg: string[];
  dialects: Dialect[];
  /** statement kinds, or throws on a parse error */
  kinds(sql: string, d: Dialect): string[];
}

const require = createRequire(import.meta.url);
/** Not a dependency: installed only to compare (a variable, so the type checker does not look). */
const OPTIONAL_PG = 'libpg-query';

function kindName(tag: string): string {
  const t = tag.replace(/Stmt$/, '').toLowerCase();
  if (t.startsWith('create') || t === 'rule' || t === 'createtrig') return 'create';
  if (t === 'query' || t === 'selectstmt') return 'select';
  if (t === 'exec') return 'execute';
  return t;
}

async function candidates(): Promise<Array<Candidate | string>> {
  const out: Array<Candidate | string> = [];
  try {
    const sp = await import('@guanmingchiu/sqlparser-ts');
    await sp.init();
    out.push({
      name: '@guanmingchiu/sqlparser-ts',
      pkg: ['@guanmingchiu/sqlparser-ts'],
      dialects: ['mysql', 'postgresql', 'sqlite', 'mssql'],
      kinds: (sql, d) => sp.parse(sql, d).map((s) => kindName(Object.keys(s as object)[0] ?? '')),
    });
  } catch (e) {
    out.push(`@guanmingchiu/sqlparser-ts: not installed (${String(e).slice(0, 60)})`);
  }
  try {
    const builds: Record<Dialect, string> = {
      mysql: 'mysql',
      postgresql: 'postgresql',
      sqlite: 'sqlite',
      mssql: 'transactsql',
    };
    const parsers = new Map<Dialect, { astify(s: string): unknown }>();
    for (const [d, b] of Object.entries(builds) as Array<[Dialect, string]>) {
      const mod = require(`node-sql-parser/build/${b}`) as {
        Parser: new () => { astify(s: string): unknown };
      };
      parsers.set(d, new mod.Parser());
    }
    out.push({
      name: 'node-sql-parser',
      pkg: ['node-sql-parser'],
      dialects: ['mysql', 'postgresql', 'sqlite', 'mssql'],
      kinds: (sql, d) => {
        const ast = parsers.get(d)!.astify(sql);
        return (Array.isArray(ast) ? ast : [ast]).map((a) => kindName(String((a as { type?: string }).type)));
      },
    });
  } catch {
    out.push('node-sql-parser: not installed');
  }
  try {
    const pg = (await import(OPTIONAL_PG)) as unknown as {
      loadModule(): Promise<void>;
      parseSync(s: string): { stmts?: Array<{ stmt: object }> };
    };
    await pg.loadModule();
    out.push({
      name: 'libpg-query',
      pkg: ['libpg-query', '@pgsql/types'],
      dialects: ['postgresql'],
      kinds: (sql) => (pg.parseSync(sql).stmts ?? []).map((s) => kindName(Object.keys(s.stmt)[0] ?? '')),
    });
  } catch {
    out.push('libpg-query: not installed');
  }
  return out;
}

function installedKb(pkgs: string[]): number {
  let kb = 0;
  for (const p of pkgs) {
    try {
      const dir = dirname(require.resolve(`${p}/package.json`));
      kb += Number(execFileSync('du', ['-sk', dir]).toString().split('\t')[0]);
    } catch {
      try {
        const dir = join(process.cwd(), 'node_modules', p);
        kb += Number(execFileSync('du', ['-sk', dir]).toString().split('\t')[0]);
      } catch {
        // not installed
      }
    }
  }
  return kb;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

const REPEATS = 50;
const HARMFUL = new Set(['drop', 'delete', 'update', 'insert', 'truncate']);

export async function run(): Promise<void> {
  const found = await candidates();
  console.log(
    '| parser | dialects | correct (of corpus items in its dialects) | wrong | hides a harmful statement | installed | median per statement |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const misses: string[] = [];
  for (const c of found) {
    if (typeof c === 'string') {
      console.log(`| ${c} | | | | | | |`);
      continue;
    }
    let right = 0;
    let total = 0;
    let hidden = 0;
    const times: number[] = [];
    for (const [d, sql, expected] of CORPUS) {
      if (!c.dialects.includes(d)) continue;
      total++;
      let got: string[] | 'error';
      try {
        got = c.kinds(sql, d);
      } catch {
        got = 'error';
      }
      if (JSON.stringify(got) === JSON.stringify(expected)) right++;
      // read without error, yet missing a write the server runs: the miss that approves harm
      else if (
        got !== 'error' &&
        expected !== 'error' &&
        expected.some((k) => HARMFUL.has(k) && !got.includes(k))
      )
        hidden++;
      else misses.push(`${c.name} [${d}] \`${sql.replace(/\n/g, '\\n')}\`: ${JSON.stringify(got)}`);
      for (let i = 0; i < REPEATS; i++) {
        const t0 = performance.now();
        try {
          c.kinds(sql, d);
        } catch {
          // errors are timed too
        }
        times.push(performance.now() - t0);
      }
    }
    const mb = (installedKb(c.pkg) / 1024).toFixed(1);
    console.log(
      `| ${c.name} | ${c.dialects.join(', ')} | ${right}/${total} | ${total - right} | ${hidden} | ${mb} MB | ${(median(times) * 1000).toFixed(0)} µs |`,
    );
  }
  if (misses.length > 0) {
    console.log('\nMisread (parser, dialect, text: what it returned):\n');
    for (const m of misses) console.log(`- ${m}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
