// Size bounds for plans and for the solver work verifying one takes. Every bound counts work (steps,
// values, queries, regex nodes), never the clock, and is checked before the work: a plan over one
// is refused with a PlanLimitError naming the bound and the size found. Documented in docs/plans.md.
import { PlanLimitError } from '../core/index.ts';
import type { Rx } from './z3/regex-ast.ts';

export interface PlanLimits {
  /** bytes of plan text read (JSON or YAML) */
  MAX_PLAN_BYTES: number;
  /** steps in the whole plan, loop bodies included */
  MAX_PLAN_STEPS: number;
  /** `forEach` loops inside `forEach` loops */
  MAX_LOOP_NESTING: number;
  /** arguments of one function call */
  MAX_STEP_ARGUMENTS: number;
  /** nesting of objects and arrays anywhere in the plan document */
  MAX_DOCUMENT_DEPTH: number;
  /** Z3 questions one verification may ask (one per frame, `within` or postcondition obligation) */
  MAX_SOLVER_QUERIES: number;
  /** regex AST nodes in one Z3 question */
  MAX_QUERY_NODES: number;
  /** regex AST nodes over all the Z3 questions of one verification */
  MAX_SOLVER_NODES: number;
  /**
   * Z3 questions one verification may leave undecided (over their rlimit, a crash, `unknown`)
   * before the rest are reported unasked: one already keeps the plan from approval, and each can
   * use the whole MAX_QUERY_RLIMIT (a frame glob of a few characters such as `**\/*m????????*`
   * makes Z3 work through an exponential automaton)
   */
  MAX_UNDECIDED_QUERIES: number;
  /**
   * Z3 resource units (`rlimit`: counted work, the same for one Z3 build on any machine) one
   * question may use; past it the question fails undecided (reason `rlimit`), never approved
   */
  MAX_QUERY_RLIMIT: number;
  /**
   * Z3 resource units all the questions of one verification may use together: each is given
   * min(MAX_QUERY_RLIMIT, what is left) and charged what it used (all it was given when the solver
   * does not say); once none is left the rest are reported unasked
   */
  MAX_SOLVER_RLIMIT: number;
}

/**
 * The defaults, from measurements on the shared 2-core development machine under load:
 * - solver questions: `plan verify` of a chain of N `delete_file` steps under a frame condition asks
 *   one Z3 query per step, 30-60 ms each (255 queries: 10.5 s of solving; 400 steps: 14 s, 500 MB;
 *   1,000 steps: 29 s, 840 MB; the reported 4,000 steps: 109 s, 990 MB). 128 queries keep the
 *   solving of one plan to about 5 s.
 * - solver work, in Z3 resource units (`rlimit count`, z3-solver 5.2.0, a fresh context per query):
 *   an ordinary question uses 1,900-2,900 (the article scenarios and contracts tests 1,900-2,000;
 *   375 property-test questions of glob-z3.test.ts at most 2,800; a frame chain of 128 removals
 *   2,700-2,900 each, 364,000 in all); `**\/*a????????` against a frame 3,500-4,000, decided in
 *   under a second. Work the SAT core does is counted densely (about 26,000 units a second:
 *   1.2 million units were 47 s), so 250,000 per question, about 100 times an ordinary one, is about
 *   the old 10 s timeout, and 2,000,000 per verification is 5 times the 128-question chain.
 * - known gap: Z3's monadic regex solver, reading the red-team frame `**\/*m?{k}*` forwards, works
 *   in a phase that ticks the rlimit little: k = 8 took 11,400 units (8 s), k = 16 12,300 (18 s),
 *   k = 20 12,600 (39 s), each decided; with Z3's `seq.regex_budget` cut to 100,000, k = 40 took
 *   6,700 units (70 s) and k = 60 over 5 minutes. No rlimit both spares ordinary questions and
 *   stops these early, so the run is bounded by counting it instead: a glob with more than
 *   MAX_GLOB_WILDCARDS (8) single-character wildcards is refused before any question
 *   (glob-regex.ts), which keeps this family 15 times inside the worker's 120 s watchdog.
 * - plan size without Z3 questions (the synthetic plan of `bench/plan.ts`): parse + verify of
 *   1,000 steps 0.5 s, 2,000 steps 0.8 s, 8,000 steps 2.2 s and 190 MB RSS. 2,000 steps and 1 MB
 *   of text keep the walk under a second.
 * Plans in the Guardians article and in our examples have fewer than 20 steps.
 */
export const DEFAULT_PLAN_LIMITS: Readonly<PlanLimits> = Object.freeze({
  MAX_PLAN_BYTES: 1_000_000,
  MAX_PLAN_STEPS: 2_000,
  MAX_LOOP_NESTING: 8,
  MAX_STEP_ARGUMENTS: 64,
  MAX_DOCUMENT_DEPTH: 64,
  MAX_SOLVER_QUERIES: 128,
  MAX_QUERY_NODES: 20_000,
  MAX_SOLVER_NODES: 400_000,
  MAX_UNDECIDED_QUERIES: 1,
  MAX_QUERY_RLIMIT: 250_000,
  MAX_SOLVER_RLIMIT: 2_000_000,
});

export function planLimits(overrides: Partial<PlanLimits> = {}): PlanLimits {
  return { ...DEFAULT_PLAN_LIMITS, ...overrides };
}

const over = (limits: PlanLimits, name: keyof PlanLimits, what: string, actual: number, source?: string) =>
  new PlanLimitError(name, what, limits[name], actual, source);

/**
 * Plan, policy or tools text: its size in bytes and the nesting of its brackets, before anything
 * parses it (the YAML parser recurses once per level, so 100,000 `[` would overflow its stack).
 */
export function checkPlanText(text: string, limits: PlanLimits, source?: string, what = 'plan'): void {
  // a UTF-8 byte is at least a UTF-16 unit and at most three: skip the exact count when it cannot matter
  if (text.length * 3 > limits.MAX_PLAN_BYTES) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > limits.MAX_PLAN_BYTES)
      throw over(limits, 'MAX_PLAN_BYTES', `the ${what} text in bytes`, bytes, source);
  }
  const depth = bracketDepth(text, limits.MAX_DOCUMENT_DEPTH);
  if (depth > limits.MAX_DOCUMENT_DEPTH)
    throw over(
      limits,
      'MAX_DOCUMENT_DEPTH',
      `the bracket nesting of the ${what} text (counted so far)`,
      depth,
      source,
    );
}

/**
 * The deepest nesting of `[` and `{` outside double-quoted strings (JSON's, and YAML's flow
 * collections), stopping one past `cap`. Brackets inside YAML plain or single-quoted text count too,
 * which can only overestimate; a document the scan misreads is still bounded by the parser.
 */
function bracketDepth(text: string, cap: number): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) quoted = false;
    } else if (c === 0x22) quoted = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > cap) return deepest;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return deepest;
}

/**
 * A decoded plan document, before the schema reads it: depth, steps, loop nesting and arguments
 * are counted by one iterative walk that stops at the first bound passed (so a cyclic or very deep
 * value cannot overflow the stack), then its serialised size.
 */
export function checkPlanDocument(value: unknown, limits: PlanLimits, source?: string): void {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 1 }];
  // every JSON value takes at least a byte, so more values than bytes cannot fit (this also stops
  // a value that shares one object many times, which JSON would write out every time)
  let values = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (++values > limits.MAX_PLAN_BYTES)
      throw over(limits, 'MAX_PLAN_BYTES', 'the plan document in bytes (as JSON, at least)', values, source);
    if (v === null || typeof v !== 'object') continue;
    if (depth > limits.MAX_DOCUMENT_DEPTH)
      throw over(limits, 'MAX_DOCUMENT_DEPTH', 'the nesting depth of the plan document', depth, source);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ v: child, depth: depth + 1 });
  }
  // the walk above bounds the work here: count everything, then report the sizes found
  let steps = 0;
  let nesting = 0;
  let args = 0;
  const blocks: Array<{ steps: unknown; loops: number }> = [{ steps: field(value, 'steps'), loops: 0 }];
  while (blocks.length > 0) {
    const block = blocks.pop()!;
    if (!isRecord(block.steps)) continue;
    for (const step of Object.values(block.steps)) {
      steps += 1;
      const given = field(field(step, 'function'), 'arguments');
      if (isRecord(given)) args = Math.max(args, Object.keys(given).length);
      if (isRecord(step) && 'forEach' in step) {
        nesting = Math.max(nesting, block.loops + 1);
        blocks.push({ steps: step.steps, loops: block.loops + 1 });
      }
    }
  }
  if (steps > limits.MAX_PLAN_STEPS)
    throw over(limits, 'MAX_PLAN_STEPS', 'the number of steps (loop bodies included)', steps, source);
  if (nesting > limits.MAX_LOOP_NESTING)
    throw over(limits, 'MAX_LOOP_NESTING', 'the nesting of forEach loops', nesting, source);
  if (args > limits.MAX_STEP_ARGUMENTS)
    throw over(limits, 'MAX_STEP_ARGUMENTS', 'the most arguments of one call', args, source);
  // depth is bounded and there is no cycle (a cycle has no depth bound), so this terminates
  let bytes: number;
  try {
    bytes = Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
  } catch {
    return; // not JSON (a BigInt, say): the schema reports it
  }
  if (bytes > limits.MAX_PLAN_BYTES)
    throw over(limits, 'MAX_PLAN_BYTES', 'the plan document in bytes (as JSON)', bytes, source);
}

/** Steps of an already-built plan (a Plan handed in as is). */
export function checkPlanSteps(count: number, limits: PlanLimits): void {
  if (count > limits.MAX_PLAN_STEPS) throw over(limits, 'MAX_PLAN_STEPS', 'the number of steps', count);
}

/** The Z3 questions a verification is about to ask: how many, and how large, before the first one. */
export function checkSolverWork(queries: readonly Rx[], limits: PlanLimits): void {
  if (queries.length > limits.MAX_SOLVER_QUERIES)
    throw over(limits, 'MAX_SOLVER_QUERIES', 'the number of solver queries the plan needs', queries.length);
  let total = 0;
  for (const rx of queries) {
    const nodes = rxNodes(rx, limits.MAX_QUERY_NODES);
    if (nodes > limits.MAX_QUERY_NODES)
      throw over(
        limits,
        'MAX_QUERY_NODES',
        'the size of one solver query in regex nodes (counted so far)',
        nodes,
      );
    total += nodes;
    if (total > limits.MAX_SOLVER_NODES)
      throw over(limits, 'MAX_SOLVER_NODES', 'the regex nodes of all solver queries (counted so far)', total);
  }
}

/** Regex AST nodes (shared subtrees counted at every use, as the solver is sent them); stops past `cap`. */
export function rxNodes(rx: Rx, cap = Number.POSITIVE_INFINITY): number {
  let n = 0;
  const stack: Rx[] = [rx];
  while (stack.length > 0 && n <= cap) {
    const r = stack.pop()!;
    n += 1;
    switch (r.t) {
      case 'cat':
      case 'union':
      case 'inter':
        stack.push(...r.rs);
        break;
      case 'star':
      case 'plus':
      case 'opt':
      case 'comp':
        stack.push(r.r);
        break;
      case 'diff':
        stack.push(r.a, r.b);
        break;
      case 'lit':
      case 'range':
      case 'empty':
        break;
    }
  }
  return n;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function field(v: unknown, key: string): unknown {
  return isRecord(v) ? v[key] : undefined;
}
