// Smoke test on the real recorded data in ../shared/bench-data (read in place, never copied):
// every loader reads its dataset, the grader fields stay on the scorer's side, and a limited
// replay of all of it runs through the CLI. Skips with a message when the data is absent.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { standardGuardConfigs } from '../../src/replay/guards.ts';
import { DATASET_FOLDERS, loadDataset } from '../../src/replay/loaders/index.ts';
import type { ReplayReport } from '../../src/replay/report.ts';
import type { DatasetName } from '../../src/replay/types.ts';
import { cli } from '../cli/run-cli.ts';

const DATA = join(import.meta.dirname, '../../../shared/bench-data');
const PRESENT: DatasetName[] = ['agentdojo', 'injecagent', 'toolemu', 'redcode'];

function skipUnless(path: string): string | false {
  return existsSync(path) ? false : `bench data not found at ${path} (see shared/bench-data/README.md)`;
}

describe('loaders on bench-data', () => {
  for (const name of PRESENT) {
    const dir = join(DATA, DATASET_FOLDERS[name]);
    it(`${name}: loads labelled trajectories and never shows a label to the guard`, {
      skip: skipUnless(dir),
    }, async () => {
      const d = await loadDataset(name, dir);
      assert.ok(d.trajectories.length > 100, `${name}: only ${d.trajectories.length} trajectories`);
      assert.ok(d.trajectories.some((t) => t.truth.run === 'harmful'));
      for (const t of d.trajectories) {
        assert.equal(t.truth.calls.length, t.steps.length, t.id);
        assert.ok(t.task.tools.length > 0, `${t.id}: no tools`);
        assert.deepEqual(Object.keys(t.task).sort(), ['instruction', 'tools']);
      }
      const limited = await loadDataset(name, dir, { limit: 7 });
      assert.equal(limited.trajectories.length, 7);
    });
  }

  it('agentdojo: no-attack runs are benign and attack sinks sit in attacked runs', {
    skip: skipUnless(join(DATA, 'agentdojo')),
  }, async () => {
    const d = await loadDataset('agentdojo', join(DATA, 'agentdojo'));
    for (const t of d.trajectories) {
      if (t.truth.run === 'benign')
        assert.ok(
          t.truth.calls.every((c) => c === 'benign'),
          t.id,
        );
      else assert.ok(!t.truth.calls.includes('benign'), t.id);
    }
  });
});

describe('intentguard replay on bench-data', () => {
  it('replays a spread of every dataset with --limit and reports every configuration', {
    skip: skipUnless(DATA),
  }, async () => {
    const r = await cli(['replay', '--dataset', 'all', '--data', DATA, '--limit', '6', '--json']);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as ReplayReport;
    assert.deepEqual(
      report.datasets.map((d) => d.dataset),
      PRESENT,
    );
    for (const d of report.datasets) {
      assert.equal(d.trajectories, 6);
      assert.equal(d.configs.length, standardGuardConfigs().length);
      assert.equal(d.configs[0]!.metrics.callRecallSoft.count, 0, 'no guard catches nothing');
    }
  });
});
