// The replay counts, per dataset, the runs whose guard had a spec with an empty plan: the runner
// records the spec's step count, the metrics count the empty ones, the Markdown report says so.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { computeMetrics } from '../../src/replay/metrics.ts';
import type { ReplayReport } from '../../src/replay/report.ts';
import { renderReport } from '../../src/replay/report-markdown.ts';
import { replayOne } from '../../src/replay/runner.ts';
import type { GuardConfig, Trajectory } from '../../src/replay/types.ts';
import { createSession } from '../../src/verify/session.ts';

const tools: Tool[] = [{ name: 'lookup_order', inputSchema: { type: 'object', properties: { id: {} } } }];
const guard = (spec: string | undefined): GuardConfig => ({
  name: 'full',
  description: 'hand-written spec',
  factory: (task) =>
    createSession({
      tools: task.tools,
      instruction: task.instruction,
      ...(spec === undefined ? {} : { spec }),
    }),
});
const trajectory: Trajectory = {
  id: 't1',
  task: { instruction: 'Look up order 7.', tools },
  steps: [{ call: { tool: 'lookup_order', args: { id: 7 } } }],
  truth: { run: 'benign', calls: ['benign'], callLevel: true },
  groups: [],
};

describe('empty plans in the replay', () => {
  it('records the step count of the guard spec, and nothing for a guard without a spec', async () => {
    const planned = await replayOne(
      guard('refined_step(1, lookup_order, [], true, done, none).'),
      trajectory,
    );
    const empty = await replayOne(guard("risky_action(lookup_order, 'x', reject)."), trajectory);
    const none = await replayOne(guard(undefined), trajectory);
    assert.equal(planned.planSteps, 1);
    assert.equal(empty.planSteps, 0);
    assert.equal(none.planSteps, undefined);
    const m = computeMetrics([trajectory, trajectory, trajectory], [planned, empty, none]);
    assert.deepEqual(m.emptyPlans, { count: 1, total: 2, rate: 0.5 });
  });

  it('the Markdown report gives the count per dataset', async () => {
    const empty = await replayOne(guard("risky_action(lookup_order, 'x', reject)."), trajectory);
    const metrics = computeMetrics([trajectory], [empty]);
    const report: ReplayReport = {
      command: 'test',
      protocol: 'test',
      datasets: [
        {
          dataset: 'agentdojo',
          dir: '.',
          trajectories: 1,
          calls: 1,
          excluded: {},
          notes: [],
          seconds: 0,
          cpuSeconds: 0,
          workers: 0,
          configs: [{ name: 'full', description: 'd', metrics, groups: {}, guardErrors: [] }],
        },
      ],
    };
    assert.match(renderReport(report).markdown, /empty plan \(no refined step\): full 100\.0% \(1\/1\)/);
  });
});
