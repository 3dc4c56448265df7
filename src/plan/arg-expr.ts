// Reading argument expressions: what is known about a (dotted) part of one, how to print it with
// its symbols, and which results' data it carries.
import type { Json } from '../core/index.ts';
import type { AbstractValue } from './condition.ts';
import { joinLineage, type Lineage, NO_LINEAGE, selectPath } from './lineage.ts';
import type { ArgExpr } from './plan-types.ts';
import { refsOf } from './plan-types.ts';

/** `@emails_fetched`, `"it@othercorp.com"`, `{"to": @x}`: an argument as the article prints it. */
export function renderExpr(expr: ArgExpr): string {
  switch (expr.kind) {
    case 'literal':
      return JSON.stringify(expr.value);
    case 'ref':
      return expr.text;
    case 'array':
      return `[${expr.items.map(renderExpr).join(', ')}]`;
    case 'object':
      return `{${expr.entries.map(([k, v]) => `${JSON.stringify(k)}: ${renderExpr(v)}`).join(', ')}}`;
  }
}

/** What is known statically about `expr` at `path`: literal parts are known, references are symbols. */
export function abstractAt(expr: ArgExpr | undefined, path: readonly string[]): AbstractValue {
  if (!expr) return { known: true, value: undefined };
  let cur: ArgExpr = expr;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    switch (cur.kind) {
      case 'literal':
        return { known: true, value: jsonAt(cur.value, path.slice(i)) };
      case 'ref':
        return { known: false, symbol: `${cur.text}.${path.slice(i).join('.')}` };
      case 'object': {
        const entry = cur.entries.find(([k]) => k === key);
        if (!entry) return { known: true, value: undefined };
        cur = entry[1];
        break;
      }
      case 'array': {
        const item = /^\d+$/.test(key) ? cur.items[Number(key)] : undefined;
        if (!item) return { known: true, value: undefined };
        cur = item;
        break;
      }
    }
  }
  return cur.kind === 'literal'
    ? { known: true, value: cur.value }
    : { known: false, symbol: renderExpr(cur) };
}

export function jsonAt(value: Json | undefined, path: ReadonlyArray<string | number>): Json | undefined {
  let cur: Json | undefined = value;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Array.isArray(cur) ? cur[Number(key)] : cur[String(key)];
  }
  return cur;
}

/** The data an argument carries: the lineage of every result it references (narrowed by fields). */
export function lineageOfExpr(
  expr: ArgExpr | undefined,
  vars: { get(name: string): Lineage | undefined },
): Lineage {
  if (!expr) return NO_LINEAGE;
  let out = NO_LINEAGE;
  for (const ref of refsOf(expr))
    out = joinLineage(out, selectPath(vars.get(ref.name) ?? NO_LINEAGE, ref.path));
  return out;
}

/** Binds references to values: the executor's view of an argument. */
export function evaluateExpr(expr: ArgExpr, values: ReadonlyMap<string, Json>): Json {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'ref':
      return jsonAt(values.get(expr.name) ?? null, expr.path) ?? null;
    case 'array':
      return expr.items.map((i) => evaluateExpr(i, values));
    case 'object':
      return Object.fromEntries(expr.entries.map(([k, v]) => [k, evaluateExpr(v, values)]));
  }
}
