// `intentguard replay`: exit codes, the JSON contract and the report files, on fixture datasets
// written by the tests. These check the wiring with the default guard; they assert no scores
// except the no-guard baseline's.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { MECHANISM_ABLATIONS } from '../../src/replay/guards.ts';
import type { ReplayReport } from '../../src/replay/report.ts';
import { cli as runCli } from '../cli/run-cli.ts';
import { tempRoot, writeAsseBench, writeRJudge } from './fixtures.ts';

const { root, cleanup } = tempRoot();
after(cleanup);

const cli = (...args: string[]) => runCli(['replay', ...args]);

describe('intentguard replay', () => {
  it('exits 2 with a message when the data folder is missing or the dataset unknown', async () => {
    const missing = await cli('--dataset', 'rjudge', '--data', join(root, 'nope'));
    assert.equal(missing.code, 2);
    assert.match(missing.err, /does not exist/);
    const unknown = await cli('--dataset', 'webarena', '--data', root);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /unknown dataset 'webarena'/);
    const badLimit = await cli('--dataset', 'rjudge', '--data', root, '--limit', 'ten');
    assert.equal(badLimit.code, 2);
    assert.match(badLimit.err, /--limit must be a whole number/);
  });

  it('reads R-Judge-shaped records as ASSEBench too, and exits 2 when a dataset file is missing', async () => {
    const r = await cli(
      '--dataset',
      'assebench',
      '--data',
      writeRJudge(join(root, 'only-rjudge')),
      '--workers',
      '0',
    );
    assert.equal(r.code, 0, r.err);
    const empty = await cli('--dataset', 'toolemu', '--data', root, '--workers', '0');
    assert.equal(empty.code, 2);
    assert.match(empty.err, /all_toolkits\.json not found/);
  });

  it('--json prints the report: every configuration, per-group metrics, the no-guard baseline at zero', async () => {
    const dir = writeRJudge(root);
    const r = await cli('--dataset', 'rjudge', '--data', dir, '--json', '--workers', '0');
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as ReplayReport;
    const [d] = report.datasets;
    assert.equal(d?.dataset, 'rjudge');
    assert.deepEqual(
      d?.configs.map((c) => c.name),
      [
        'none',
        'blocklist',
        'full',
        'risk_patterns',
        'chain',
        'provenance',
        ...MECHANISM_ABLATIONS.map((a) => a.name),
      ],
    );
    const none = d!.configs[0]!.metrics;
    assert.deepEqual([none.runRecallSoft.count, none.runRecallSoft.total], [0, 1]);
    assert.deepEqual([none.runFalsePositives.count, none.runFalsePositives.total], [0, 1]);
    assert.ok(d!.configs[2]!.groups['category=Program']);
    assert.match(report.command, /^intentguard replay --dataset rjudge/);
  });

  it('--dataset all with --out writes report.json, report.md and one SVG per dataset (worker pool)', async () => {
    const data = join(root, 'bench');
    writeRJudge(data);
    writeAsseBench(data);
    const out = join(root, 'out');
    const r = await cli('--dataset', 'all', '--data', data, '--out', out, '--workers', '1');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^rjudge: 2 trajectories/m);
    assert.match(r.out, /^assebench: 1 trajectories/m);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as ReplayReport;
    assert.deepEqual(
      report.datasets.map((d) => [d.dataset, d.workers]),
      [
        ['rjudge', 1],
        ['assebench', 1],
      ],
    );
    const md = readFileSync(join(out, 'report.md'), 'utf8');
    assert.match(md, /^## rjudge$/m);
    assert.match(md, /!\[assebench\]\(assebench\.svg\)/);
    for (const svg of ['rjudge.svg', 'assebench.svg']) {
      assert.ok(existsSync(join(out, svg)));
      assert.match(readFileSync(join(out, svg), 'utf8'), /^<svg [^>]*>[\s\S]*<\/svg>\n$/);
    }
  });
});
