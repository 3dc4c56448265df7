// VeriSafe rules: verification time per state update for specifications of 10, 100 and 1,000
// predicates, over a long task, to show it stays flat as the task gets longer (§8.4: the LLM
// encodes once, every later step is a rule-based check). Generated specs, fixed seed.
import { performance } from 'node:perf_hooks';
import { defineState } from '../src/rules/states.ts';
import type { StateDefinition, StateUpdate } from '../src/rules/types.ts';
import { RuleVerifier } from '../src/rules/verifier.ts';

const SIZES = [10, 100, 1000];
/** updates per task; timings are reported for the first and the last window */
const STEPS = 2000;
const WINDOW = 200;
const PREDICATES_PER_RULE = 4;
const STATE_COUNT = 20;

/** Deterministic pseudo-random numbers (a benchmark input, not a decision). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function states(): StateDefinition[] {
  return Array.from({ length: STATE_COUNT }, (_, i) =>
    defineState({
      name: `S${i}`,
      description: `state number ${i}`,
      variables: { n: 'number', s: 'string', b: 'boolean', d: 'date', t: 'time' },
    }),
  );
}

const NAMES = ['alpha', 'beta', 'gamma', 'delta'];

function constraint(rand: () => number): string {
  switch (Math.floor(rand() * 5)) {
    case 0:
      return `n ${['=', '<', '>=', '!='][Math.floor(rand() * 4)]} ${Math.floor(rand() * 10)}`;
    case 1:
      return `s = "${NAMES[Math.floor(rand() * NAMES.length)]}"`;
    case 2:
      return `b = ${rand() < 0.5 ? 'True' : 'False'}`;
    case 3:
      return `d ${rand() < 0.5 ? '=' : '<='} Today`;
    default:
      return `t < ${10 + Math.floor(rand() * 10)}:00`;
  }
}

/** `predicates` state predicates in rules of four; the last rules end in Done. */
function spec(predicates: number, rand: () => number): string {
  const rules: string[] = [];
  for (let r = 0; r * PREDICATES_PER_RULE < predicates; r++) {
    const preds = Array.from(
      { length: PREDICATES_PER_RULE },
      () => `S${Math.floor(rand() * STATE_COUNT)}(${constraint(rand)})`,
    );
    const objective = r % 5 === 4 ? 'Done' : `O${r}`;
    rules.push(`R${r + 1}: ${preds.join(' & ')} -> ${objective}`);
  }
  return rules.join('\n');
}

function update(rand: () => number): StateUpdate {
  const values: Record<string, unknown> = {};
  switch (Math.floor(rand() * 5)) {
    case 0:
      values.n = Math.floor(rand() * 10);
      break;
    case 1:
      values.s = NAMES[Math.floor(rand() * NAMES.length)];
      break;
    case 2:
      values.b = rand() < 0.5;
      break;
    case 3:
      values.d = rand() < 0.5 ? 'today' : 'tomorrow';
      break;
    default:
      values.t = `${8 + Math.floor(rand() * 12)}:30`;
  }
  return { state: `S${Math.floor(rand() * STATE_COUNT)}`, values };
}

function stats(ms: number[]): { median: number; p99: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p99: at(0.99) };
}

const f = (ms: number) => ms.toFixed(3);

/** Wall-clock and CPU milliseconds of `fn` (CPU time is what a loaded machine does not distort). */
function timed(fn: () => unknown, wall: number[], cpu: number[]): void {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  wall.push(performance.now() - t);
  const used = process.cpuUsage(c);
  cpu.push((used.user + used.system) / 1000);
}

export async function run(): Promise<void> {
  const referenceDate = { instant: new Date('2025-03-14T09:00:00Z') };
  const rows: string[] = [];
  const windows: string[] = [];
  for (const size of SIZES) {
    const rand = lcg(size);
    const verifier = await RuleVerifier.create({
      states: states(),
      rules: spec(size, rand),
      referenceDate,
      actions: [],
    });
    const check = { wall: [] as number[], cpu: [] as number[] };
    const step = { wall: [] as number[], cpu: [] as number[] };
    const critical = { wall: [] as number[], cpu: [] as number[] };
    for (let i = 0; i < 50; i++) verifier.checkUpdate([update(rand)]); // warm-up
    for (let i = 0; i < STEPS; i++) {
      const u = [update(rand)];
      timed(() => verifier.checkAction('update', { updates: u, critical: false }), check.wall, check.cpu);
      timed(() => verifier.checkUpdate(u), step.wall, step.cpu);
    }
    const objectives = Math.max(1, Math.floor(size / PREDICATES_PER_RULE));
    for (let i = 0; i < 200; i++) {
      const u = [update(rand)];
      timed(
        () => verifier.checkAction(`O${i % objectives}`, { critical: true, updates: u }),
        critical.wall,
        critical.cpu,
      );
    }
    verifier.close();
    const cells = (xs: number[]) => {
      const s = stats(xs);
      return `${f(s.median)} | ${f(s.p99)}`;
    };
    rows.push(
      `| ${size} | ${Math.ceil(size / PREDICATES_PER_RULE)} | ${cells(check.wall)} | ${cells(check.cpu)} | ${cells(step.wall)} | ${cells(step.cpu)} | ${cells(critical.wall)} | ${cells(critical.cpu)} |`,
    );
    windows.push(
      `| ${size} | ${cells(step.cpu.slice(0, WINDOW))} | ${cells(step.cpu.slice(STEPS / 2 - WINDOW / 2, STEPS / 2 + WINDOW / 2))} | ${cells(step.cpu.slice(-WINDOW))} |`,
    );
  }
  console.log(
    `Verification time per state update (ms), ${STEPS} random updates per spec, swipl-wasm in process.`,
  );
  console.log(
    '"check": one update verified (tentative update, predicate-level query, decision, current roadmap);',
  );
  console.log(
    '"step": checkUpdate (check, apply, re-evaluate the rules over the updated state, new roadmap);',
  );
  console.log(
    '"critical": rule-level check of an objective with a tentative update. Wall clock and CPU time.\n',
  );
  console.log(
    '| predicates | rules | check median | p99 | check CPU median | p99 | step median | p99 | step CPU median | p99 | critical median | p99 | critical CPU median | p99 |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `\nStep CPU time (ms) by position in the task: first, middle and last ${WINDOW} of ${STEPS} updates.\n`,
  );
  console.log('| predicates | first median | p99 | middle median | p99 | last median | p99 |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of windows) console.log(row);
}
