// Does a WHERE clause select some rows, or (nearly) all of them? Selectivity must be shown:
// `id = 3`, `name IN (…)`, `created < '2020-01-01'`, `name LIKE 'ab%'` restrict; `1=1`,
// `id > 0`, `x IS NOT NULL`, `name LIKE '%'`, `x <> 5`, `NOT …`, `EXISTS (…)` and anything the
// guard does not recognise do not, and are reported as `tautology` (every row, or most).
import type { WhereKind } from './facts.ts';

type Expr = {
  type?: string;
  operator?: string;
  left?: unknown;
  right?: unknown;
  expr?: unknown;
  value?: unknown;
};

export function whereKindOf(where: unknown, joined: boolean): WhereKind {
  if (where === null || where === undefined) return joined ? 'present' : 'none';
  return restricts(where as Expr, 0) ? 'present' : 'tautology';
}

const MAX_DEPTH = 64;

function restricts(e: Expr, depth: number): boolean {
  if (!e || typeof e !== 'object' || depth > MAX_DEPTH) return false;
  const op = (e.operator ?? '').toUpperCase();
  switch (e.type) {
    case 'column_ref':
      // `WHERE active`: a boolean column
      return true;
    case 'bool':
    case 'boolean':
      return !(e.value === true || e.value === 'TRUE' || e.value === 'true');
    case 'number':
      return Number(e.value) === 0;
    case 'unary_expr':
      // `NOT x` keeps what x drops: most rows, as far as the guard can tell
      return false;
    case 'binary_expr': {
      if (op === 'AND') return restricts(e.left as Expr, depth + 1) || restricts(e.right as Expr, depth + 1);
      if (op === 'OR') return restricts(e.left as Expr, depth + 1) && restricts(e.right as Expr, depth + 1);
      const l = literal(e.left);
      const r = literal(e.right);
      const lc = isColumn(e.left);
      const rc = isColumn(e.right);
      // both sides constant: restricts only when false
      if (l !== undefined && r !== undefined) return !holds(op, l, r);
      if (lc && rc && JSON.stringify(e.left) === JSON.stringify(e.right))
        return !['=', '>=', '<=', 'IS'].includes(op);
      switch (op) {
        case '=':
        case '==':
        case 'IN':
        case 'BETWEEN':
          return true;
        case 'IS':
          // `x IS NULL` selects; `x IS TRUE`/`IS NOT …` is handled by the operator
          return true;
        case 'LIKE':
        case 'ILIKE':
          return typeof r === 'string' ? /[^%_]/.test(r) : true;
        case '>':
        case '>=':
          return !trivialLowerBound(lc ? r : undefined) && !trivialUpperBound(rc ? l : undefined);
        case '<':
        case '<=':
          return !trivialLowerBound(rc ? l : undefined) && !trivialUpperBound(lc ? r : undefined);
        default:
          // <>, !=, NOT IN, NOT LIKE, IS NOT, and operators the guard does not know
          return false;
      }
    }
    default:
      return false;
  }
}

/** `id > 0`, `id >= -5`: a bound every key satisfies. */
function trivialLowerBound(v: string | number | undefined): boolean {
  return typeof v === 'number' && v <= 0;
}

/** `id < 2147483647`: a bound every key satisfies. */
function trivialUpperBound(v: string | number | undefined): boolean {
  return typeof v === 'number' && v >= 2 ** 31 - 1;
}

function literal(e: unknown): string | number | undefined {
  const x = e as Expr | undefined;
  if (!x) return undefined;
  if (x.type === 'number') return Number(x.value);
  if (x.type === 'single_quote_string' || x.type === 'string' || x.type === 'double_quote_string')
    return String(x.value);
  return undefined;
}

function isColumn(e: unknown): boolean {
  return (e as Expr | undefined)?.type === 'column_ref';
}

function holds(op: string, l: string | number, r: string | number): boolean {
  switch (op) {
    case '=':
    case '==':
    case 'IS':
      return l === r;
    case '!=':
    case '<>':
      return l !== r;
    case '>':
      return l > r;
    case '<':
      return l < r;
    case '>=':
      return l >= r;
    case '<=':
      return l <= r;
    case 'LIKE':
      return l === r || r === '%';
    default:
      return true;
  }
}
