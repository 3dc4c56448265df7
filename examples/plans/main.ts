// Guardians of the Agents, runnable: `npx tsx examples/plans/main.ts`. Verifies the article's plans
// against their policies, prints the explanations, runs the verified inbox plan, and checks every
// outcome (exit code 1 when one differs from what the article says).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  createZ3Solver,
  executePlan,
  explainPlan,
  parsePlanText,
  parsePlanToolsText,
  parsePolicyText,
  verifyPlan,
} from '../../src/plan/index.ts';
import * as inboxImpl from './inbox/impl.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const plan = (path: string) => parsePlanText(read(path), path);
const policy = (path: string) => parsePolicyText(read(path), path);
const tools = (path: string) => parsePlanToolsText(read(path), path);

const solver = createZ3Solver();
try {
  const inbox = { policy: policy('./inbox/policy.yaml'), tools: tools('./inbox/tools.json') };

  console.log('## The fetch-and-summarize workflow\n');
  console.log(explainPlan(plan('./inbox/plan.json')));
  const ok = await verifyPlan(plan('./inbox/plan.json'), inbox.policy, inbox.tools, { solver });
  assert.equal(ok.ok, true);
  const ran = await executePlan(plan('./inbox/plan.json'), { ...inbox, implementations: inboxImpl, solver });
  assert.equal(ran.status, 'completed');
  console.log(`Ran it: ${ran.trace.map((t) => t.tool).join(' → ')}; the injected e-mail added no call.\n`);

  console.log('## The same workflow after a prompt injection added a forward\n');
  console.log(explainPlan(plan('./inbox/injected-plan.json')));
  const bad = await verifyPlan(plan('./inbox/injected-plan.json'), inbox.policy, inbox.tools, { solver });
  for (const v of bad.violations) console.log(`- [${v.category}] ${v.step}: ${v.message}`);
  assert.deepEqual(
    bad.violations.map((v) => v.category),
    ['taint', 'automaton', 'precondition'],
  );

  console.log('\n## Delete foo.txt and bar.txt\n');
  const del = { policy: policy('./delete-files/policy.yaml'), tools: tools('./delete-files/tools.json') };
  const glob = await verifyPlan(plan('./delete-files/glob-plan.json'), del.policy, del.tools, { solver });
  const frame = glob.violations[0];
  assert.equal(frame?.category, 'frame');
  console.log(`delete_file("*.txt"): [frame] ${frame.message}`);
  const each = await verifyPlan(plan('./delete-files/each-plan.json'), del.policy, del.tools, { solver });
  assert.equal(each.ok, true);
  console.log('delete_file("foo.txt"), delete_file("bar.txt"): verified');
  console.log('\nAll outcomes as in the article.');
} finally {
  await solver.close();
}
