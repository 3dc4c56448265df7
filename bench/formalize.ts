// Offline formalizer on the 96 ToolEmu cases of bench-data: does every spec pass every check,
// how many steps, risks and constraints, and how long per case.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { formalizeOffline } from '../src/formalize/offline/index.ts';
import { PrologEngine } from '../src/logic/engine.ts';
import { checkSpec } from '../src/spec/load.ts';
import { printSpec } from '../src/spec/print.ts';
import { loadTools } from '../src/tools/index.ts';
import { summarize, table } from './stats.ts';

const DIR = new URL(
  '../../shared/bench-data/toolemu/haoyuwang99_AgentSpec/benchmarks/ToolEmu/',
  import.meta.url,
).pathname;

export async function run(): Promise<void> {
  if (!existsSync(DIR)) {
    console.log(`skipped: ${DIR} not found (bench-data lives in ../shared next to the project)`);
    return;
  }
  const engine = await PrologEngine.shared();
  const cases = JSON.parse(readFileSync(`${DIR}all_cases.json`, 'utf8')) as Array<{
    case_idx: number;
    Toolkits: string[];
    'User Instruction': string;
  }>;
  const all = await loadTools(`${DIR}all_toolkits.json`);
  const times: number[] = [];
  const steps: number[] = [];
  const risks: number[] = [];
  const constraints: number[] = [];
  let passed = 0;
  const perCase: Array<Array<string | number>> = [];
  for (const c of cases) {
    const tools = all.filter((t) => c.Toolkits.includes(t.toolkit ?? ''));
    const t0 = performance.now();
    const { checked, report } = await formalizeOffline(c['User Instruction'], tools, { engine });
    times.push(performance.now() - t0);
    const again = checkSpec(engine, printSpec(checked.spec), { toolkit: tools.map((t) => t.name) });
    if (again.checked && again.issues.every((i) => i.severity === 'warning')) passed += 1;
    perCase.push([
      c.case_idx,
      c.Toolkits.join(', '),
      report.steps,
      report.risks,
      report.constraints,
      times.at(-1)!,
    ]);
    steps.push(report.steps);
    risks.push(report.risks);
    constraints.push(report.constraints);
  }
  const row = (name: string, xs: number[]) => {
    const s = summarize(xs);
    return [name, Math.min(...xs), s.median, Math.max(...xs), xs.reduce((a, b) => a + b, 0) / xs.length];
  };
  console.log(`### Offline formalizer on ToolEmu (${cases.length} cases, each with only its own toolkits)\n`);
  console.log(`specs passing every check: ${passed}/${cases.length}\n`);
  console.log(
    table(
      ['per case', 'min', 'median', 'max', 'mean'],
      [
        row('steps', steps),
        row('risky patterns', risks),
        row('confirmation constraints', constraints),
        row('time ms', times),
      ],
    ),
  );
  // every case, for the record (bench/results is committed; bench-data itself never is)
  const out = new URL('./results/', import.meta.url).pathname;
  mkdirSync(out, { recursive: true });
  writeFileSync(
    `${out}formalize-toolemu.md`,
    `# Offline formalizer on the ToolEmu cases\n\nMade by \`npm run bench formalize\`. Specs passing every check: ${passed}/${cases.length}.\n\n${table(['case', 'toolkits', 'steps', 'risky patterns', 'constraints', 'ms'], perCase)}\n`,
  );
  console.log(`\nper case: bench/results/formalize-toolemu.md`);
  const t = summarize(times);
  console.log(
    `\ntime per case: median ${t.median.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms (target ≤ 50 ms median)`,
  );
}
