// When no grammar accepts the text, a tokenizer still finds the dangerous statement shapes.
// The caller already asks (fail closed); this only gives risky patterns something to match.
import type { SqlFact, SqlStatementKind } from '../facts.ts';
import { normalizeView } from '../facts.ts';

/**
 * Spaces inside string literals become `\ `, so `WHERE name = 'DROP TABLE x'` cannot match the
 * pattern `drop table x` (the same rule the shell views follow for data arguments).
 */
export function maskLiterals(sql: string): string {
  return sql.replace(/'(?:[^'\\]|\\.|'')*'/g, (s) => s.replace(/\s/g, '\\ '));
}

/** Statements split on `;` outside quotes, comments removed. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    const two = sql.slice(i, i + 2);
    if (two === '--' || c === '#') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
      cur += ' ';
    } else if (two === '/*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 1;
      cur += ' ';
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < sql.length && sql[j] !== c) j += sql[j] === '\\' ? 2 : 1;
      cur += sql.slice(i, j + 1);
      i = j;
    } else if (c === ';') {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const IDENT = String.raw`([\w$.\x60"\[\]]+)`;
const SHAPES: Array<[RegExp, (m: RegExpExecArray, facts: SqlFact[], views: string[]) => SqlStatementKind]> = [
  [
    new RegExp(
      String.raw`^drop\s+(table|database|schema|view|index|user|function|procedure|trigger)\s+(?:if\s+exists\s+)?${IDENT}`,
      'i',
    ),
    (m, facts, views) => {
      const object = m[1]!.toLowerCase();
      const name = ident(m[2]!);
      facts.push({ kind: 'sql_drop', object, names: [name] });
      views.push(`drop ${object} ${name}`);
      return 'drop';
    },
  ],
  [
    new RegExp(String.raw`^truncate\s+(?:table\s+)?${IDENT}`, 'i'),
    (m, facts, views) => {
      const t = ident(m[1]!);
      facts.push({ kind: 'sql_truncate', tables: [t] });
      views.push(`truncate table ${t}`, `truncate ${t}`);
      return 'truncate';
    },
  ],
  [
    new RegExp(String.raw`^(?:with\s[\s\S]*?\)\s*)?delete\s+from\s+${IDENT}([\s\S]*)$`, 'i'),
    (m, facts, views) => {
      const t = ident(m[1]!);
      const where = whereOf(m[2]!);
      facts.push({ kind: 'sql_delete', table: t, where });
      if (where !== 'present') views.push(`delete from ${t}`, 'delete without where');
      return 'delete';
    },
  ],
  [
    new RegExp(String.raw`^update\s+${IDENT}\s+set\s([\s\S]*)$`, 'i'),
    (m, facts, views) => {
      const t = ident(m[1]!);
      const where = whereOf(m[2]!);
      facts.push({ kind: 'sql_update', table: t, where });
      if (where !== 'present') views.push(`update ${t}`, 'update without where');
      return 'update';
    },
  ],
  [
    new RegExp(
      String.raw`^alter\s+table\s+${IDENT}\s[\s\S]*?\bdrop\s+(?:(column|constraint|index|primary\s+key|foreign\s+key)\s+)?${IDENT}?`,
      'i',
    ),
    (m, facts, views) => {
      const t = ident(m[1]!);
      const what = `${(m[2] ?? 'column').toLowerCase()} ${m[3] ? ident(m[3]) : ''}`.trim();
      facts.push({ kind: 'sql_alter_drop', table: t, what: [what] });
      views.push(`alter table ${t} drop`, `alter table ${t} drop ${what}`);
      return 'alter';
    },
  ],
];

function ident(s: string): string {
  return s.replace(/[`"[\]]/g, '').toLowerCase();
}

function whereOf(rest: string): 'none' | 'tautology' | 'present' {
  const m = /\bwhere\b([\s\S]*)$/i.exec(rest);
  if (!m) return 'none';
  const cond = m[1]!.trim().toLowerCase();
  if (
    /^(?:1|true|(\d+)\s*=\s*\1|'([^']*)'\s*=\s*'\2')\s*$/.test(cond) ||
    /\bor\s+(?:1\s*=\s*1|true|'(\w*)'\s*=\s*'\1')\b/.test(cond)
  )
    return 'tautology';
  return 'present';
}

const KEYWORD_KINDS: Record<string, SqlStatementKind> = {
  select: 'select',
  show: 'select',
  explain: 'select',
  insert: 'insert',
  replace: 'insert',
  create: 'create',
  grant: 'grant',
  revoke: 'grant',
  alter: 'alter',
  update: 'update',
  delete: 'delete',
};

function shapeOf(text: string, facts: SqlFact[], views: string[]): SqlStatementKind | undefined {
  for (const [re, fn] of SHAPES) {
    const m = re.exec(text);
    if (m) return fn(m, facts, views);
  }
  return undefined;
}

export function fallbackSql(sql: string): { facts: SqlFact[]; views: string[] } {
  const facts: SqlFact[] = [];
  const views: string[] = [];
  for (const stmt of splitStatements(sql)) {
    const text = normalizeView(maskLiterals(stmt));
    views.push(text);
    let kind = shapeOf(text, facts, views);
    const first = /^\w+/.exec(text)?.[0] ?? '';
    if (kind === undefined && first === 'with') {
      // `WITH x AS (DELETE FROM t RETURNING *) SELECT …`: a data-modifying CTE
      const inner = /\b(?:delete\s+from|update\s+[\w.`"[\]]+\s+set|insert\s+into|replace\s+into)\b/.exec(
        text,
      );
      if (inner)
        kind = shapeOf(text.slice(inner.index), facts, views) ?? KEYWORD_KINDS[inner[0].split(/\s/)[0]!];
    }
    facts.push({ kind: 'sql_statement', statement: kind ?? KEYWORD_KINDS[first] ?? 'other', tables: [] });
  }
  return { facts, views };
}
