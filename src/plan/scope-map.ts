// A copy-on-write map for the verifier's states: a copy is a new empty layer over a frozen parent,
// and a join of two copies of the same ancestor only looks at what changed above it. Entries are
// only added or overwritten, never removed, which is what makes such joins exact. This keeps the
// verification of long plans with many branches near linear instead of copying every map per branch.

const MAX_DEPTH = 24;

export class ScopeMap<V> {
  private readonly own = new Map<string, V>();
  private frozen = false;

  private constructor(
    private readonly parent: ScopeMap<V> | undefined,
    readonly depth: number,
  ) {}

  static empty<V>(): ScopeMap<V> {
    return new ScopeMap<V>(undefined, 0);
  }

  get(key: string): V | undefined {
    for (let m: ScopeMap<V> | undefined = this; m; m = m.parent) {
      const v = m.own.get(key);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, value: V): this {
    if (this.frozen) throw new Error('ScopeMap: a layer with copies is frozen');
    this.own.set(key, value);
    return this;
  }

  /** A copy to change independently; this map must not change afterwards (it is frozen). */
  copy(): ScopeMap<V> {
    this.frozen = true;
    if (this.depth < MAX_DEPTH) return new ScopeMap<V>(this, this.depth + 1);
    const flat = new ScopeMap<V>(undefined, 0);
    for (const [k, v] of this.entries()) flat.own.set(k, v);
    return flat;
  }

  *entries(): IterableIterator<[string, V]> {
    const seen = new Set<string>();
    for (let m: ScopeMap<V> | undefined = this; m; m = m.parent)
      for (const [k, v] of m.own) {
        if (seen.has(k)) continue;
        seen.add(k);
        yield [k, v];
      }
  }

  *values(): IterableIterator<V> {
    for (const [, v] of this.entries()) yield v;
  }

  /** Keys set above `ancestor` (all keys when `ancestor` is undefined). */
  private keysAbove(ancestor: ScopeMap<V> | undefined): Set<string> {
    const keys = new Set<string>();
    for (let m: ScopeMap<V> | undefined = this; m && m !== ancestor; m = m.parent)
      for (const k of m.own.keys()) keys.add(k);
    return keys;
  }

  private commonAncestor(other: ScopeMap<V>): ScopeMap<V> | undefined {
    const mine = new Set<ScopeMap<V>>();
    for (let m: ScopeMap<V> | undefined = this; m; m = m.parent) mine.add(m);
    for (let m: ScopeMap<V> | undefined = other; m; m = m.parent) if (mine.has(m)) return m;
    return undefined;
  }

  /**
   * Where two paths meet: keys on both sides (`intersect`) or on either side (union), values merged
   * with `merge` where both have one. Only what changed since the common ancestor is visited.
   */
  static join<V>(a: ScopeMap<V>, b: ScopeMap<V>, intersect: boolean, merge: (x: V, y: V) => V): ScopeMap<V> {
    const ancestor = a.commonAncestor(b);
    if (ancestor) ancestor.frozen = true;
    const out = ancestor ? new ScopeMap<V>(ancestor, ancestor.depth + 1) : ScopeMap.empty<V>();
    const keys = a.keysAbove(ancestor);
    for (const k of b.keysAbove(ancestor)) keys.add(k);
    for (const k of keys) {
      const x = a.get(k);
      const y = b.get(k);
      if (x !== undefined && y !== undefined) out.own.set(k, x === y ? x : merge(x, y));
      else if (!intersect) out.own.set(k, (x ?? y)!);
    }
    return out.depth > MAX_DEPTH ? out.copy() : out;
  }
}
