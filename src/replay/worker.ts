// A replay worker: for each job it loads the dataset itself (trajectories are not copied between
// threads), replays its share (every `count`-th trajectory from `index`) through the standard
// guard configurations, and posts progress and then the decisions. It serves jobs until ended.
import { parentPort } from 'node:worker_threads';
import { standardGuardConfigs } from './guards.ts';
import { loadDataset } from './loaders/index.ts';
import type { WorkerJob, WorkerMessage } from './parallel.ts';
import { replayOne } from './runner.ts';
import type { TrajectoryDecisions } from './types.ts';

const post = (message: WorkerMessage) => parentPort!.postMessage(message);

async function run(job: WorkerJob): Promise<void> {
  const loaded = await loadDataset(job.dataset, job.dir, job.load);
  const configs = standardGuardConfigs().filter((c) => job.configs.includes(c.name));
  const results: Array<{ trajectory: number; decisions: TrajectoryDecisions[] }> = [];
  for (let i = job.index; i < loaded.trajectories.length; i += job.count) {
    const t = loaded.trajectories[i]!;
    const decisions: TrajectoryDecisions[] = [];
    for (const config of configs) decisions.push(await replayOne(config, t));
    results.push({ trajectory: i, decisions });
    post({ type: 'progress', calls: t.steps.length });
  }
  post({ type: 'done', results });
}

parentPort!.on('message', (job: WorkerJob) => {
  run(job).catch((error: unknown) =>
    post({ type: 'failed', message: (error as Error)?.stack ?? String(error) }),
  );
});
