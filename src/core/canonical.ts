import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    // no prototype: an own `__proto__` key (JSON.parse makes one) stays a key, in the text and the hash
    const out: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** sha256 of the canonical JSON, hex. */
export function canonicalHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** Every string leaf of a JSON-like value, depth first (keys excluded). */
export function stringLeaves(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 64) return out;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number' || typeof value === 'boolean') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) stringLeaves(v, out, depth + 1);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) stringLeaves(v, out, depth + 1);
  return out;
}
