// Plan verification: time per plan of 10, 100 and 1,000 steps (allowlist, specs, scope, taint,
// automata, scalar preconditions; no Z3 conditions), and the time of one Z3 frame check.
// Targets: <= 10 ms for a 100-step plan without Z3, <= 50 ms per Z3 check.
import type { Tool } from '../src/core/types.ts';
import {
  createZ3Solver,
  globToRx,
  type Policy,
  parsePlan,
  parsePolicy,
  type Rx,
  verifyPlan,
} from '../src/plan/index.ts';
import { comp, inter, lit, PATH, union } from '../src/plan/z3/regex-ast.ts';

const TOOLS: Tool[] = [
  { name: 'fetch_mail', inputSchema: { type: 'object', properties: {} } },
  ...['summarize', 'translate', 'classify', 'extract'].map((name) => ({
    name,
    inputSchema: { type: 'object', properties: { text: {}, n: { type: 'number' } }, required: ['text'] },
  })),
  { name: 'send_email', inputSchema: { type: 'object', properties: { to: { type: 'string' }, body: {} } } },
];
const TOOL_MAP = new Map(TOOLS.map((t) => [t.name, t]));

const internal = [{ argument: 'to', notIn: ['valleysharks.com'] }];
const POLICY: Policy = parsePolicy({
  allow: TOOLS.map((t) => t.name),
  dataflow: [
    {
      source: { name: 'fetch_mail' },
      sink: { name: 'send_email', arguments: ['body'], condition: internal },
    },
  ],
  sanitizers: ['classify'],
  automata: [
    {
      name: 'no_external_summary',
      states: ['idle', 'summarized', 'error'],
      initial: 'idle',
      error: ['error'],
      transitions: [
        { from: 'idle', to: 'summarized', tool: 'summarize' },
        { from: 'summarized', to: 'error', tool: 'send_email', condition: internal },
      ],
    },
  ],
  contracts: {
    send_email: { requires: [{ argument: 'to', in: ['valleysharks.com'] }] },
    translate: { requires: [{ argument: 'n', min: 0 }] },
  },
});

/** fetch, then a chain of transforms with an if/else diamond every 10 steps, a send, a return. */
function syntheticPlan(n: number): Record<string, unknown> {
  const steps: Record<string, unknown> = {};
  const transforms = ['summarize', 'translate', 'classify', 'extract'];
  steps.s0 = { function: { name: 'fetch_mail', arguments: {} }, result: 'r0', next: 's1' };
  let i = 1;
  while (i < n - 2) {
    if (i % 10 === 0 && i + 3 < n - 2) {
      steps[`s${i}`] = Object.fromEntries([
        ['if', { value: `@r${i - 1}`, isEmpty: true }],
        ['then', `s${i + 1}`],
        ['else', `s${i + 2}`],
      ]);
      for (const k of [1, 2])
        steps[`s${i + k}`] = {
          function: { name: transforms[k]!, arguments: { text: `@r${i - 1}`, n: i } },
          result: `r${i + k}`,
          next: `s${i + 3}`,
        };
      steps[`s${i + 3}`] = {
        function: { name: 'extract', arguments: { text: [`@r${i - 1}`, 'x'], n: i } },
        result: `r${i + 3}`,
        next: `s${i + 4}`,
      };
      i += 4;
      continue;
    }
    steps[`s${i}`] = {
      function: { name: transforms[i % 4]!, arguments: { text: `@r${i - 1}`, n: i } },
      result: `r${i}`,
      next: `s${i + 1}`,
    };
    i++;
  }
  steps[`s${i}`] = {
    function: { name: 'send_email', arguments: { to: 'michelle@valleysharks.com', body: `@r${i - 1}` } },
    next: `s${i + 1}`,
  };
  steps[`s${i + 1}`] = { return: `@r${i - 1}` };
  return { name: `synthetic_${n}`, steps };
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
  return { median: at(50), p99: at(99), n: s.length };
}

const ms = (v: number) => v.toFixed(v < 1 ? 3 : 2);

async function time(runs: number, fn: () => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

export async function run(): Promise<void> {
  console.log('### Plan verification without Z3 conditions\n');
  console.log('| steps | violations | parse median ms | verify median ms | verify p99 ms | runs |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const [n, runs] of [
    [10, 500],
    [100, 300],
    [1000, 40],
  ] as const) {
    const doc = syntheticPlan(n);
    const plan = parsePlan(doc);
    const check = await verifyPlan(plan, POLICY, TOOL_MAP);
    await time(Math.ceil(runs / 5), () => verifyPlan(plan, POLICY, TOOL_MAP));
    const parse = stats(await time(Math.ceil(runs / 2), () => parsePlan(doc)));
    const verify = stats(await time(runs, () => verifyPlan(plan, POLICY, TOOL_MAP)));
    console.log(
      `| ${plan.allSteps.size} | ${check.violations.length} | ${ms(parse.median)} | ${ms(verify.median)} | ${ms(verify.p99)} | ${verify.n} |`,
    );
  }

  console.log('\n### Z3 (worker thread, one regex membership per question)\n');
  const rx = (g: string): Rx => {
    const r = globToRx(g);
    if (!r.ok) throw new Error(r.reason);
    return r.rx;
  };
  const frame = inter(PATH, rx('*.txt'), comp(union(lit('foo.txt'), lit('bar.txt'))));
  const inclusion = inter(PATH, rx('data/*.csv'), comp(rx('data/**')));
  const t0 = performance.now();
  const solver = createZ3Solver();
  const first = await solver.solve(frame);
  const cold = performance.now() - t0;
  try {
    await time(10, () => solver.solve(frame));
    const frameRuns = stats(await time(100, () => solver.solve(frame)));
    const inclRuns = stats(await time(100, () => solver.solve(inclusion)));
    const deleteDoc = {
      name: 'delete_files',
      steps: {
        d: { function: { name: 'delete_file', arguments: { file: '*.txt' } }, result: 'r', next: 'e' },
        e: { return: '@r' },
      },
    };
    const deletePolicy = {
      contracts: { delete_file: { effects: [{ deletes: 'file' }] } },
      goal: { ensures: [{ deleted: ['foo.txt', 'bar.txt'] }], frame: { deletes: ['foo.txt', 'bar.txt'] } },
    };
    const deleteTools = [{ name: 'delete_file', inputSchema: { properties: { file: { type: 'string' } } } }];
    const whole = stats(
      await time(50, () => verifyPlan(parsePlan(deleteDoc), deletePolicy, deleteTools, { solver })),
    );
    console.log('| question | answer | median ms | p99 ms | runs |');
    console.log('|---|---|---:|---:|---:|');
    console.log(
      `| cold start: worker + WASM init + first frame check | ${first.status === 'sat' ? first.witness : first.status} | ${ms(cold)} | — | 1 |`,
    );
    console.log(
      `| frame: \`*.txt\` beyond {foo.txt, bar.txt} | f.txt-like witness | ${ms(frameRuns.median)} | ${ms(frameRuns.p99)} | ${frameRuns.n} |`,
    );
    console.log(
      `| inclusion: \`data/*.csv\` ⊆ \`data/**\` | unsat | ${ms(inclRuns.median)} | ${ms(inclRuns.p99)} | ${inclRuns.n} |`,
    );
    console.log(
      `| verifyPlan on the article's \`delete_file("*.txt")\` plan (frame + postcondition: 2 Z3 checks) | frame violation | ${ms(whole.median)} | ${ms(whole.p99)} | ${whole.n} |`,
    );
  } finally {
    await solver.close();
  }
}
