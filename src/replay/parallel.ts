// Replaying on several threads (the standard configurations only: a worker builds its own
// guards, since factories cannot cross threads). One pool serves every dataset of a run, so the
// engine and the parsers start once per thread. Results come back in trajectory order.
import { Worker } from 'node:worker_threads';
import { packageFile } from '../core/index.ts';
import type { DatasetName, LoadOptions, TrajectoryDecisions } from './types.ts';

export interface WorkerJob {
  dataset: DatasetName;
  dir: string;
  /** how the worker loads the dataset (the same options as the main thread) */
  load: LoadOptions;
  /** names of the standard configurations to run, in order */
  configs: string[];
  index: number;
  count: number;
}

export type WorkerMessage =
  | { type: 'progress'; calls: number }
  | { type: 'done'; results: Array<{ trajectory: number; decisions: TrajectoryDecisions[] }> }
  | { type: 'failed'; message: string };

export interface PoolJob {
  dataset: DatasetName;
  dir: string;
  load: LoadOptions;
  configs: string[];
  /** number of trajectories the dataset has after `limit` */
  trajectories: number;
  onProgress?: (calls: number) => void;
}

export class ReplayPool {
  readonly #workers: Worker[];

  constructor(size: number) {
    const url = packageFile('replay/worker-entry.mjs');
    this.#workers = Array.from({ length: Math.max(1, size) }, () => new Worker(url));
  }

  get size(): number {
    return this.#workers.length;
  }

  /** `result[config][trajectory]`, as `replayAll` returns it. */
  async replay(job: PoolJob): Promise<TrajectoryDecisions[][]> {
    const out = job.configs.map(() => new Array<TrajectoryDecisions>(job.trajectories));
    const count = this.#workers.length;
    await Promise.all(
      this.#workers.map(
        (worker, index) =>
          new Promise<void>((resolve, reject) => {
            const onMessage = (m: WorkerMessage) => {
              if (m.type === 'progress') job.onProgress?.(m.calls);
              else if (m.type === 'done') {
                for (const r of m.results)
                  r.decisions.forEach((d, c) => {
                    out[c]![r.trajectory] = d;
                  });
                finish();
                resolve();
              } else if (m.type === 'failed') {
                finish();
                reject(new Error(`replay worker ${index} failed: ${m.message}`));
              }
            };
            const onError = (error: Error) => {
              finish();
              reject(error);
            };
            const finish = () => {
              worker.off('message', onMessage);
              worker.off('error', onError);
            };
            worker.on('message', onMessage);
            worker.on('error', onError);
            const message: WorkerJob = {
              dataset: job.dataset,
              dir: job.dir,
              configs: job.configs,
              index,
              count,
              load: job.load,
            };
            worker.postMessage(message);
          }),
      ),
    );
    return out;
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}
