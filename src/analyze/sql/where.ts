// Is a DELETE or UPDATE bounded? Only when some conjunct of its WHERE restricts a column of the
// target table by comparison with a constant or a bound parameter (`id = 3`, `id IN (1, 2)`,
// `created < '2020-01-01'`, `owner IS NULL`, `name LIKE 'ab%'`, `id = $1`). Everything else,
// functions, subqueries, casts, BETWEEN, negations, a disjunction with one unbounded side,
// joins, constants compared with constants, is unbounded: the test is inverted, not a list of
// always-true forms.
import type { WhereKind } from '../facts.ts';
import type { SqlNode } from './parser.ts';

/** The table a statement changes: its name and the alias it goes by, lower case. */
export interface Target {
  names: string[];
  /** other tables in scope (joins, USING, UPDATE … FROM): unqualified columns may be theirs */
  others: number;
}

export function whereKindOf(where: unknown, target: Target): WhereKind {
  if (where === null || where === undefined) return 'none';
  return bounded(where, target, 0) ? 'present' : 'tautology';
}

/** Deepest AND/OR nesting looked into; deeper is unbounded (a counted limit, not the clock). */
const MAX_DEPTH = 64;

/**
 * A comparison bound under which every key still passes (`id > 0`, `id < 2147483647`): named
 * here because it is a threshold. Keys are usually positive integers below 2^31.
 */
const TRIVIAL_LOWER = 0;
const TRIVIAL_UPPER = 2 ** 31 - 1;

function bounded(e: unknown, t: Target, depth: number): boolean {
  if (depth > MAX_DEPTH || !e || typeof e !== 'object') return false;
  const [tag, body] = variant(e);
  switch (tag) {
    case 'Nested':
      return bounded(body, t, depth + 1);
    case 'BinaryOp': {
      const b = body as { left?: unknown; op?: unknown; right?: unknown };
      if (b.op === 'And') return bounded(b.left, t, depth + 1) || bounded(b.right, t, depth + 1);
      if (b.op === 'Or') return bounded(b.left, t, depth + 1) && bounded(b.right, t, depth + 1);
      return comparison(String(b.op), b.left, b.right, t);
    }
    case 'InList': {
      const b = body as { expr?: unknown; list?: unknown[]; negated?: boolean };
      return (
        !b.negated &&
        targetColumn(b.expr, t) &&
        Array.isArray(b.list) &&
        b.list.length > 0 &&
        b.list.every((x) => constant(x) !== undefined)
      );
    }
    case 'IsNull':
      return targetColumn(body, t);
    case 'Like':
    case 'ILike': {
      const b = body as { expr?: unknown; pattern?: unknown; negated?: boolean; any?: boolean };
      const p = constant(b.pattern);
      // a pattern with a literal character restricts; `%`, `_%` match (nearly) everything
      return !b.negated && !b.any && targetColumn(b.expr, t) && typeof p === 'string' && /[^%_]/.test(p);
    }
    default:
      return false;
  }
}

/**
 * The constants a WHERE selects rows of the target by: those a column of the target equals, or is
 * in a list of, in a conjunct (`id = 3305 AND cohort = 'B-14'` gives 3305 and 'B-14'); none under
 * an OR. Counted: no deeper than MAX_DEPTH.
 */
export function whereKeys(
  e: unknown,
  t: Target,
  depth = 0,
): Array<{ column: string; value: string | number }> {
  if (depth > MAX_DEPTH || !e || typeof e !== 'object') return [];
  const [tag, body] = variant(e);
  if (tag === 'Nested') return whereKeys(body, t, depth + 1);
  if (tag === 'InList') {
    const b = body as { expr?: unknown; list?: unknown[]; negated?: boolean };
    if (b.negated || !targetColumn(b.expr, t) || !Array.isArray(b.list)) return [];
    const column = columnName(b.expr);
    return b.list
      .map(constant)
      .filter((v): v is string | number => v !== null && v !== undefined)
      .map((value) => ({ column, value }));
  }
  if (tag !== 'BinaryOp') return [];
  const b = body as { left?: unknown; op?: unknown; right?: unknown };
  if (b.op === 'And') return [...whereKeys(b.left, t, depth + 1), ...whereKeys(b.right, t, depth + 1)];
  if (b.op !== 'Eq') return [];
  const [col, other] = targetColumn(b.left, t)
    ? [b.left, b.right]
    : targetColumn(b.right, t)
      ? [b.right, b.left]
      : [undefined, undefined];
  const value = col === undefined ? undefined : constant(other);
  return value === null || value === undefined ? [] : [{ column: columnName(col), value }];
}

/** A column's own name, lower case (`t.id` → `id`). */
function columnName(e: unknown): string {
  const [tag, body] = variant(e);
  const last = tag === 'CompoundIdentifier' && Array.isArray(body) ? body.at(-1) : body;
  return (ident(last) ?? '').toLowerCase();
}

const FLIPPED: Record<string, string> = { Lt: 'Gt', Gt: 'Lt', LtEq: 'GtEq', GtEq: 'LtEq', Eq: 'Eq' };

function comparison(op: string, left: unknown, right: unknown, t: Target): boolean {
  if (!(op in FLIPPED)) return false; // <>, !=, <=>, arithmetic, anything else
  let value: unknown;
  let cmp = op;
  if (targetColumn(left, t)) value = constant(right);
  else if (targetColumn(right, t)) {
    value = constant(left);
    cmp = FLIPPED[op]!;
  } else return false;
  if (value === undefined) return false;
  if (typeof value === 'number') {
    if ((cmp === 'Gt' || cmp === 'GtEq') && value <= TRIVIAL_LOWER) return false;
    if ((cmp === 'Lt' || cmp === 'LtEq') && value >= TRIVIAL_UPPER) return false;
  }
  return true;
}

/** A column of the target: qualified by its name or alias, or unqualified when it is alone. */
function targetColumn(e: unknown, t: Target): boolean {
  const [tag, body] = variant(e);
  if (tag === 'Identifier') return t.others === 0 && !String(ident(body)).startsWith('@');
  if (tag === 'CompoundIdentifier' && Array.isArray(body) && body.length >= 2) {
    const qualifier = ident(body[body.length - 2]);
    return qualifier !== undefined && t.names.includes(qualifier.toLowerCase());
  }
  return false;
}

/**
 * A literal or a bound parameter: its value (numbers as numbers), `null` for a parameter whose
 * value is bound later (`?`, `$1`, `:id`, `@id`), undefined for anything computed.
 */
export function constant(e: unknown): string | number | null | undefined {
  const [tag, body] = variant(e);
  switch (tag) {
    case 'Value': {
      const v = (body as { value?: unknown }).value;
      const [vt, vb] = variant(v);
      if (vt === 'Number') return Number(Array.isArray(vb) ? vb[0] : vb);
      if (vt === 'Placeholder') return null;
      if (typeof vb === 'string' && /String$/.test(vt)) return vb;
      return undefined; // NULL, booleans: a comparison with them selects nothing or everything
    }
    case 'TypedString': {
      const s = constant({ Value: (body as { value?: unknown }).value });
      return typeof s === 'string' ? s : undefined;
    }
    case 'UnaryOp': {
      const b = body as { op?: unknown; expr?: unknown };
      const inner = constant(b.expr);
      if (typeof inner !== 'number') return undefined;
      return b.op === 'Minus' ? -inner : b.op === 'Plus' ? inner : undefined;
    }
    case 'Identifier': {
      // T-SQL and MySQL variables (`@id`) hold one value
      const name = ident(body);
      return name?.startsWith('@') ? null : undefined;
    }
    default:
      return undefined;
  }
}

/** `{ Tag: body }` → [Tag, body]; a bare string variant → [string, undefined]. */
export function variant(e: unknown): [string, unknown] {
  if (typeof e === 'string') return [e, undefined];
  if (!e || typeof e !== 'object' || Array.isArray(e)) return ['', undefined];
  const keys = Object.keys(e as SqlNode);
  if (keys.length !== 1) return ['', undefined];
  const k = keys[0]!;
  return [k, (e as SqlNode)[k]];
}

function ident(x: unknown): string | undefined {
  const v = (x as { value?: unknown } | undefined)?.value;
  return typeof v === 'string' ? v : undefined;
}
