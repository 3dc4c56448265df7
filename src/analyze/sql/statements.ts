// Facts from one parsed statement (the parser's JSON AST): its kind and tables, DELETE/UPDATE
// with how their WHERE bounds them, drops, truncation, dropped columns, and the statements a
// trigger, function or procedure body or a data-modifying CTE would run later.
import type { SqlFact, SqlStatementKind } from '../facts.ts';
import type { SqlNode } from './parser.ts';
import { constant, type Target, variant, whereKeys, whereKindOf } from './where.ts';

export interface StatementFacts {
  facts: SqlFact[];
  views: string[];
  /** what makes the statement do more than its kind says (a routine that writes, …) */
  notes: string[];
  /** bodies of routines kept as text (`AS $$ … $$`): the caller parses them too */
  bodies: string[];
}

/** Most AST nodes visited per statement; past it the statement is "too large" (asked about). */
export const MAX_NODES = 20_000;

export function statementFacts(stmt: SqlNode, out: StatementFacts): SqlStatementKind {
  const [tag, body] = variant(stmt);
  const kind = kindOf(tag, body);
  out.facts.push({ kind: 'sql_statement', statement: kind, tables: tableNames(stmt) });
  const counter = { seen: 0 };
  changes(stmt, out, counter, true);
  if (counter.seen > MAX_NODES) out.notes.push('the statement is too large to check');
  return kind;
}

function kindOf(tag: string, body: unknown): SqlStatementKind {
  switch (tag) {
    case 'Query':
      return selectInto(body) ? 'other' : 'select';
    case 'Explain': {
      const b = body as { analyze?: boolean; statement?: unknown };
      // EXPLAIN ANALYZE runs the statement
      return b.analyze ? kindOf(...variant(b.statement)) : 'select';
    }
    case 'ExplainTable':
      return 'select';
    case 'Insert':
      return 'insert';
    case 'Update':
      return 'update';
    case 'Delete':
      return 'delete';
    case 'Drop':
      return 'drop';
    case 'Truncate':
      return 'truncate';
    case 'AlterTable':
      return 'alter';
    case 'Grant':
    case 'Revoke':
      return 'grant';
    default:
      if (tag.startsWith('Show')) return 'select';
      if (tag.startsWith('Create')) return 'create';
      return 'other';
  }
}

function selectInto(query: unknown): boolean {
  const [tag, select] = variant((query as { body?: unknown } | undefined)?.body);
  return tag === 'Select' && Boolean((select as { into?: unknown } | undefined)?.into);
}

const ROUTINES = new Set(['CreateTrigger', 'CreateFunction', 'CreateProcedure']);

/**
 * Every change the statement makes, wherever it sits: at the top, in a CTE (`WITH x AS (DELETE
 * …)`), under `EXPLAIN ANALYZE`, or inside the body of a trigger or routine it creates.
 */
function changes(node: unknown, out: StatementFacts, counter: { seen: number }, top: boolean): void {
  const stack: Array<{ n: unknown; top: boolean; routine?: string }> = [{ n: node, top }];
  while (stack.length > 0) {
    const { n, top: isTop, routine } = stack.pop()!;
    if (!n || typeof n !== 'object') continue;
    if (++counter.seen > MAX_NODES) return;
    if (Array.isArray(n)) {
      for (const x of n) stack.push({ n: x, top: false, ...(routine ? { routine } : {}) });
      continue;
    }
    const [tag, body] = variant(n);
    const before = out.facts.length;
    if (tag && body && typeof body === 'object') change(tag, body as SqlNode, out);
    if (routine && out.facts.length > before) out.notes.push(`creates a ${routine} whose body changes data`);
    if (ROUTINES.has(tag)) {
      const what = tag.slice('Create'.length).toLowerCase();
      for (const text of bodyTexts(body)) out.bodies.push(text);
      // `EXECUTE FUNCTION f()`: what the trigger runs is defined elsewhere, unseen
      if (tag === 'CreateTrigger' && (body as { exec_body?: unknown }).exec_body)
        out.notes.push('creates a trigger that runs a routine the guard cannot see');
      for (const v of Object.values(body as SqlNode)) stack.push({ n: v, top: false, routine: what });
      continue;
    }
    if (isTop && tag === 'Explain' && !(body as { analyze?: boolean }).analyze) continue;
    for (const v of Object.values(n as SqlNode))
      if (v && typeof v === 'object') stack.push({ n: v, top: false, ...(routine ? { routine } : {}) });
  }
}

/** An INSERT that replaces or updates the rows it collides with, instead of failing. */
function overwritesRows(body: SqlNode): boolean {
  if (body.replace_into === true || body.or === 'Replace') return true;
  const [onTag, on] = variant(body.on);
  if (onTag === 'DuplicateKeyUpdate') return true;
  if (onTag !== 'OnConflict') return false;
  const [actionTag] = variant((on as { action?: unknown } | undefined)?.action);
  return actionTag === 'DoUpdate';
}

function change(tag: string, body: SqlNode, out: StatementFacts): void {
  switch (tag) {
    case 'Delete': {
      if (!('selection' in body) && !('from' in body)) return;
      const target = deleteTarget(body);
      const table = target.names[0] ?? '';
      const where = whereKindOf(body.selection, target);
      out.facts.push({ kind: 'sql_delete', table, where });
      if (where !== 'present') out.views.push(`delete from ${table}`, 'delete without where');
      return;
    }
    case 'Update': {
      if (!('assignments' in body)) return;
      const target = updateTarget(body);
      const table = target.names[0] ?? '';
      const where = whereKindOf(body.selection, target);
      // (what it sets, and the keys it selects rows by: what a request may name, statement-requests.ts)
      const assignments = (Array.isArray(body.assignments) ? body.assignments : []) as Array<{
        target?: unknown;
        value?: unknown;
      }>;
      const columns = assignments.flatMap((a) => {
        const [, names] = variant(a.target);
        const last = Array.isArray(names) ? names.at(-1) : undefined;
        const [, id] = variant(last);
        const name =
          (id as { value?: unknown } | undefined)?.value ?? (last as { value?: unknown } | undefined)?.value;
        return typeof name === 'string' ? [name.toLowerCase()] : [];
      });
      // (each column's constant, in order; null where it is computed or bound later)
      const values = assignments.map((a) => constant(a.value) ?? null);
      const keys = whereKeys(body.selection, target);
      out.facts.push({ kind: 'sql_update', table, where, columns, values, keys });
      if (where !== 'present') out.views.push(`update ${table}`, 'update without where');
      return;
    }
    case 'Insert': {
      // an upsert (`REPLACE`, `INSERT OR REPLACE`, `ON DUPLICATE KEY UPDATE`, `ON CONFLICT DO
      // UPDATE`) fed by a query rewrites whatever rows the query yields: no bound on the rows
      if (!overwritesRows(body)) return;
      const [sourceTag] = variant((body.source as { body?: unknown } | undefined)?.body);
      if (sourceTag === 'Values') return;
      const table = objectName(body.table);
      out.facts.push({ kind: 'sql_update', table, where: 'none' });
      out.views.push(`update ${table}`, 'update without where');
      return;
    }
    case 'Drop': {
      if (!('object_type' in body)) return;
      const object = String(body.object_type ?? 'table').toLowerCase();
      const names = (Array.isArray(body.names) ? body.names : []).map(objectName).filter(Boolean);
      out.facts.push({ kind: 'sql_drop', object, names });
      out.views.push(...names.map((n) => `drop ${object} ${n}`));
      return;
    }
    case 'Truncate': {
      if (!('table_names' in body)) return;
      const tables = (Array.isArray(body.table_names) ? body.table_names : [])
        .map((t) => objectName((t as { name?: unknown }).name))
        .filter(Boolean);
      out.facts.push({ kind: 'sql_truncate', tables });
      out.views.push(...tables.flatMap((t) => [`truncate table ${t}`, `truncate ${t}`]));
      return;
    }
    case 'AlterTable': {
      if (!('operations' in body)) return;
      const table = objectName(body.name);
      const what: string[] = [];
      for (const op of Array.isArray(body.operations) ? body.operations : []) {
        const [opTag, opBody] = variant(op);
        if (!opTag.startsWith('Drop')) continue;
        const resource =
          opTag
            .slice(4)
            .replace(/([a-z])([A-Z])/g, '$1 $2')
            .toLowerCase() || 'column';
        const names = droppedNames(opBody);
        what.push(`${resource} ${names.join(', ')}`.trim());
      }
      if (what.length === 0) return;
      out.facts.push({ kind: 'sql_alter_drop', table, what });
      out.views.push(`alter table ${table} drop`, ...what.map((w) => `alter table ${table} drop ${w}`));
      return;
    }
  }
}

function deleteTarget(body: SqlNode): Target {
  const [, from] = variant(body.from);
  const froms = (Array.isArray(from) ? from : []) as Array<{ relation?: unknown; joins?: unknown[] }>;
  const using = (Array.isArray(body.using) ? body.using : []) as Array<{ joins?: unknown[] }>;
  const listed = (Array.isArray(body.tables) ? body.tables : []).map(objectName);
  const first = froms[0];
  const names = listed.length > 0 ? listed : first ? relationNames(first.relation) : [];
  const joins = [...froms, ...using].reduce((k, f) => k + (Array.isArray(f.joins) ? f.joins.length : 0), 0);
  const others = froms.length - 1 + using.length + joins;
  return { names: withAliases(names, froms), others };
}

function updateTarget(body: SqlNode): Target {
  const table = body.table as { relation?: unknown; joins?: unknown[] } | undefined;
  const [, from] = variant(body.from);
  const froms = (Array.isArray(from) ? from : []) as Array<{ joins?: unknown[] }>;
  const joins =
    (Array.isArray(table?.joins) ? table.joins.length : 0) +
    froms.reduce((k, f) => k + (Array.isArray(f.joins) ? f.joins.length : 0), 0);
  return { names: relationNames(table?.relation), others: froms.length + joins };
}

/** The relation's table name (lower case) and its alias. */
function relationNames(relation: unknown): string[] {
  const [tag, t] = variant(relation);
  if (tag !== 'Table' || !t || typeof t !== 'object') return [];
  const out = [objectName((t as { name?: unknown }).name)];
  const alias = (t as { alias?: { name?: { value?: unknown } } }).alias?.name?.value;
  if (typeof alias === 'string') out.push(alias.toLowerCase());
  const short = out[0]!.split('.').pop();
  if (short && short !== out[0]) out.push(short);
  return out.filter(Boolean);
}

function withAliases(names: string[], froms: Array<{ relation?: unknown }>): string[] {
  const out = [...names];
  for (const f of froms) {
    const r = relationNames(f.relation);
    if (r.some((n) => names.includes(n))) out.push(...r);
  }
  return [...new Set(out)];
}

function droppedNames(op: unknown): string[] {
  if (!op || typeof op !== 'object') return [];
  const o = op as { column_names?: unknown[]; name?: unknown };
  if (Array.isArray(o.column_names))
    return o.column_names.map((c) => String((c as { value?: unknown }).value ?? '').toLowerCase());
  const n = (o.name as { value?: unknown } | undefined)?.value;
  return typeof n === 'string' ? [n.toLowerCase()] : [];
}

/** `[{Identifier:{value:'db'}}, {Identifier:{value:'t'}}]` → `db.t`. */
export function objectName(name: unknown): string {
  const parts = Array.isArray(name) ? name : (variant(name)[1] as unknown[] | undefined);
  if (!Array.isArray(parts)) return '';
  return parts
    .map((p) => {
      const [, id] = variant(p);
      const v = (id as { value?: unknown } | undefined)?.value ?? (p as { value?: unknown }).value;
      return typeof v === 'string' ? v : '';
    })
    .join('.')
    .toLowerCase();
}

/** Every table the statement names (FROM, JOIN, INTO, the target). */
function tableNames(stmt: SqlNode): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [stmt];
  let seen = 0;
  while (stack.length > 0 && seen++ < MAX_NODES) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      stack.push(...n);
      continue;
    }
    const [tag, body] = variant(n);
    if (tag === 'Table' && body && typeof body === 'object' && 'name' in body)
      out.add(objectName((body as { name?: unknown }).name));
    if (tag === 'TableName') out.add(objectName(body));
    if (tag === 'Insert' && body && typeof body === 'object') out.add(objectName((body as SqlNode).table));
    for (const v of Object.values(n as SqlNode)) if (v && typeof v === 'object') stack.push(v);
  }
  out.delete('');
  return [...out];
}

/** Routine bodies kept as strings (`AS $$ DELETE … $$`, `AS 'UPDATE …'`). */
function bodyTexts(body: unknown): string[] {
  const out: string[] = [];
  const fb = (body as { function_body?: unknown } | undefined)?.function_body;
  const stack: unknown[] = [fb];
  while (stack.length > 0) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    for (const [k, v] of Object.entries(n as SqlNode)) {
      if (typeof v === 'string' && /String$/.test(k)) out.push(v);
      else if (k === 'DollarQuotedString' && v && typeof v === 'object')
        out.push(String((v as { value?: unknown }).value ?? ''));
      else if (v && typeof v === 'object') stack.push(v);
    }
  }
  return out;
}
