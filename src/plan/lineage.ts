// Per-value lineage: for each value a plan handles, which source calls its data came from, which
// steps it passed through, and which dataflow rules a sanitizer has already cleared it for. Every
// tool is assumed to pass its inputs' data on to its result (an LLM summary of an e-mail still
// carries the e-mail), except what a sanitizer clears.

export interface Origin {
  /** the step that called the source tool */
  step: string;
  tool: string;
  /** the field path inside the source's result the data was taken from (`[]`: all of it) */
  select: readonly string[];
  /** the value is still the source's result itself (fields of it can be told apart) */
  direct: boolean;
  /** indexes of dataflow rules a sanitizer cleared this data for, on every path */
  cleared: readonly number[];
  /** the steps the data went through, last first (shared between values: a chain costs O(1) per step) */
  via: Trail;
}

export interface Trail {
  step: string;
  prev: Trail | null;
  length: number;
}

/** The steps of a trail, source first. */
export function trailSteps(t: Trail | null): string[] {
  const out: string[] = [];
  for (let cur = t; cur; cur = cur.prev) out.push(cur.step);
  return out.reverse();
}

export type Lineage = ReadonlyMap<string, Origin>;

export const NO_LINEAGE: Lineage = new Map();

const keyOf = (o: Origin) => `${o.step}|${o.select.join('.')}|${o.direct ? 'd' : 'i'}`;

export function sourceLineage(step: string, tool: string): Lineage {
  const o: Origin = {
    step,
    tool,
    select: [],
    direct: true,
    cleared: [],
    via: { step, prev: null, length: 1 },
  };
  return new Map([[keyOf(o), o]]);
}

/** Data from either value (a join of two paths, or two arguments of one call). */
export function joinLineage(a: Lineage, b: Lineage): Lineage {
  if (a === b || a.size === 0) return b;
  if (b.size === 0) return a;
  const out = new Map(a);
  for (const [k, o] of b) {
    const prev = out.get(k);
    if (!prev) out.set(k, o);
    else {
      const cleared = prev.cleared.filter((r) => o.cleared.includes(r));
      const via = o.via.length < prev.via.length ? o.via : prev.via;
      if (cleared.length !== prev.cleared.length || via !== prev.via) out.set(k, { ...prev, cleared, via });
    }
  }
  return out;
}

export function sameLineage(a: Lineage, b: Lineage): boolean {
  if (a.size !== b.size) return false;
  for (const [k, o] of a) {
    const p = b.get(k);
    if (!p || p.cleared.length !== o.cleared.length) return false;
  }
  return true;
}

/** A reference to `@value.field…`: data taken directly from a source narrows to that field. */
export function selectPath(l: Lineage, path: ReadonlyArray<string | number>): Lineage {
  const fields = path.filter((p): p is string => typeof p === 'string');
  if (fields.length === 0 || l.size === 0) return l;
  const out = new Map<string, Origin>();
  for (const o of l.values()) {
    const n = o.direct ? { ...o, select: [...o.select, ...fields] } : o;
    out.set(keyOf(n), n);
  }
  return out;
}

/** The result of a call: its inputs' data, no longer told apart by field, minus what it sanitizes. */
export function throughCall(inputs: Lineage, step: string, sanitizedRules: readonly number[]): Lineage {
  if (inputs.size === 0) return inputs;
  const out = new Map<string, Origin>();
  for (const o of inputs.values()) {
    const cleared = sanitizedRules.length
      ? [...new Set([...o.cleared, ...sanitizedRules])].sort()
      : o.cleared;
    const n: Origin = { ...o, direct: false, cleared, via: { step, prev: o.via, length: o.via.length + 1 } };
    const k = keyOf(n);
    const prev = out.get(k);
    out.set(k, prev ? (joinLineage(new Map([[k, prev]]), new Map([[k, n]])).get(k) as Origin) : n);
  }
  return out;
}

/** Does this origin carry data the rule is about (its source tool and, if named, its result field)? */
export function originMatches(
  o: Origin,
  ruleIndex: number,
  sourceTool: string,
  field: string | undefined,
): boolean {
  if (o.tool !== sourceTool || o.cleared.includes(ruleIndex)) return false;
  if (!field) return true;
  const want = field.split('.');
  const n = Math.min(want.length, o.select.length);
  for (let i = 0; i < n; i++) if (want[i] !== o.select[i]) return false;
  return true;
}

export function describeOrigin(o: Origin, sinkStep: string, sinkParam: string, sinkTool: string): string {
  const sel = o.select.length ? `.${o.select.join('.')}` : '';
  const path = [
    `${o.tool}${sel} (step ${o.step})`,
    ...trailSteps(o.via)
      .slice(1)
      .map((s) => `step ${s}`),
  ];
  return `${path.join(' → ')} → ${sinkTool}.${sinkParam} (step ${sinkStep})`;
}
