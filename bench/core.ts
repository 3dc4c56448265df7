// Core verifier benchmark: per-decision latency by spec size, pattern count and trajectory
// length; session start time; memory per session; many concurrent sessions in one process.
import type { ToolCall } from '../src/core/types.ts';
import { PrologEngine } from '../src/logic/engine.ts';
import { compileSpec } from '../src/spec/load.ts';
import { createSession } from '../src/verify/session.ts';
import { gc, summarize, table } from './stats.ts';

const TOOLS = 20;

function specText(steps: number, patterns: number): string {
  const lines: string[] = [];
  for (let i = 1; i <= steps; i++) {
    const pre = i === 1 ? 'true' : `done(${i - 1})`;
    lines.push(`refined_step(${i}, tool_${i % TOOLS}, [item(${i})], ${pre}, done(${i}), none).`);
  }
  for (let k = 0; k < patterns; k++) {
    const disposition = k % 10 === 0 ? 'reject' : 'user_consent';
    lines.push(`risky_action(tool_${k % TOOLS}, 'danger_${k}_zone', ${disposition}).`);
  }
  return `${lines.join('\n')}\n`;
}

/** The i-th call of a trajectory: follows the plan, then keeps calling (completed steps, unplanned tools). */
function callAt(i: number, steps: number): ToolCall {
  const n = (i % steps) + 1;
  return { tool: `tool_${n % TOOLS}`, args: { item: n, note: `call ${i} with some ordinary text` } };
}

export async function run(): Promise<void> {
  const engine = await PrologEngine.shared();
  const rows: Array<Array<string | number>> = [];
  for (const steps of [10, 100, 1000]) {
    for (const patterns of [10, 100, 1000]) {
      const checked = compileSpec(engine, specText(steps, patterns));
      for (const length of [10, 100, 1000]) {
        const session = await createSession({ engine, spec: checked, id: 'bench' });
        const samples: number[] = [];
        for (let i = 0; i < length; i++) {
          const call = callAt(i, steps);
          const t0 = performance.now();
          const v = session.check(call);
          samples.push(performance.now() - t0);
          if (v.disposition === 'approved') session.record(call, { ok: true });
        }
        session.close();
        const s = summarize(samples);
        rows.push([steps, patterns, length, s.median, s.p99]);
      }
    }
  }
  console.log('### Per-decision latency (session.check, ms)\n');
  console.log(table(['steps', 'patterns', 'calls', 'median ms', 'p99 ms'], rows));

  // session start: compile is per task; loading a checked spec into a module is per session
  const startRows: Array<Array<string | number>> = [];
  for (const steps of [10, 100, 1000]) {
    const text = specText(steps, steps);
    const compile: number[] = [];
    const open: number[] = [];
    for (let i = 0; i < 15; i++) {
      let t0 = performance.now();
      const checked = compileSpec(engine, text);
      compile.push(performance.now() - t0);
      t0 = performance.now();
      const s = await createSession({ engine, spec: checked, id: `start${i}` });
      open.push(performance.now() - t0);
      s.close();
    }
    startRows.push([steps, steps, summarize(compile).median, summarize(open).median]);
  }
  console.log('\n### Session start (ms, median of 15)\n');
  console.log(table(['steps', 'patterns', 'check + parse spec', 'open session (load module)'], startRows));

  // memory per session and many concurrent sessions
  const memRows: Array<Array<string | number>> = [];
  for (const [steps, count] of [
    [10, 1000],
    [100, 300],
  ] as const) {
    const checked = compileSpec(engine, specText(steps, steps));
    gc();
    gc();
    const before = process.memoryUsage();
    const t0 = performance.now();
    const sessions = await Promise.all(
      Array.from({ length: count }, (_, i) => createSession({ engine, spec: checked, id: `c${i}` })),
    );
    const openMs = performance.now() - t0;
    // interleave: every session takes 5 steps, round robin
    let approved = 0;
    const t1 = performance.now();
    for (let round = 0; round < 5; round++) {
      for (const s of sessions) {
        const call = callAt(round, steps);
        const v = s.check(call);
        if (v.disposition === 'approved') {
          approved += 1;
          s.record(call);
        }
      }
    }
    const decideMs = performance.now() - t1;
    gc();
    gc();
    const after = process.memoryUsage();
    const heapKb = (after.heapUsed - before.heapUsed) / count / 1024;
    const engineKb = sessions.reduce((sum, s) => sum + s.engineBytes(), 0) / count / 1024;
    memRows.push([
      steps,
      count,
      engineKb,
      heapKb,
      engineKb + Math.max(0, heapKb),
      openMs / count,
      decideMs / (count * 5),
      `${approved}/${count * 5}`,
    ]);
    for (const s of sessions) s.close();
  }
  console.log('\n### Concurrent sessions in one process (one shared engine)\n');
  console.log(
    table(
      [
        'steps',
        'sessions',
        'engine KB/session',
        'JS heap KB/session',
        'total KB/session',
        'open ms/session',
        'ms/decision',
        'approved',
      ],
      memRows,
    ),
  );
  console.log(
    "\nengine KB = SWI-Prolog's own size accounting of the session module's clauses (predicate_property size);",
    'JS heap KB = heap growth after gc (`node --expose-gc`, as npm run bench runs it) divided by the session count.',
  );
}
