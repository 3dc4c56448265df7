import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';

/** Every key of `expected` equals the same key of some item (deep equality per key). */
export function assertHasFact(facts: readonly object[], expected: Record<string, unknown>, label = ''): void {
  const hit = facts.some((f) =>
    Object.entries(expected).every(([k, v]) => isDeepStrictEqual((f as Record<string, unknown>)[k], v)),
  );
  assert.ok(hit, `${label}: no fact matching ${JSON.stringify(expected)} in ${JSON.stringify(facts)}`);
}

export function assertNoFact(facts: readonly object[], kind: string, label = ''): void {
  const hit = facts.find((f) => (f as { kind?: string }).kind === kind);
  assert.equal(hit, undefined, `${label}: unexpected ${kind} fact ${JSON.stringify(hit)}`);
}
