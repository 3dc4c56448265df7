// Running a replay end to end: load each dataset, replay it through every configuration (worker
// threads for the standard configurations, in-process for custom ones or an LLM formalizer),
// and assemble the report.
import { availableParallelism } from 'node:os';
import { type SpecMaker, standardGuardConfigs } from './guards.ts';
import { loadDataset } from './loaders/index.ts';
import { ReplayPool } from './parallel.ts';
import { type DatasetReport, datasetReport, PROTOCOL, type ReplayReport } from './report.ts';
import type { Rewording } from './reword.ts';
import { replayAll } from './runner.ts';
import type { DatasetName, GuardConfig, LoadOptions, ToolSource } from './types.ts';

export interface ReplayRunOptions {
  datasets: Array<{ dataset: DatasetName; dir: string }>;
  /** at most this many trajectories per dataset (evenly spread) */
  limit?: number;
  /** replace injected passages with one of our own wordings (wording-robustness runs) */
  reword?: Rewording;
  /** what the guard is told about the tools (default: what the dataset ships) */
  tools?: ToolSource;
  /** custom configurations, replayed in this process; default: the standard ones */
  configs?: GuardConfig[];
  /** a formalizer other than the offline one (an LLM); replayed in this process */
  formalize?: SpecMaker;
  /** worker threads for the standard configurations (default: available cores; 0 = in-process) */
  workers?: number;
  /** the command line, recorded in the report */
  command?: string;
  onDatasetStart?: (dataset: DatasetName, calls: number) => void;
  onProgress?: (calls: number) => void;
}

export async function runReplay(options: ReplayRunOptions): Promise<ReplayReport> {
  const datasets: DatasetReport[] = [];
  const custom =
    options.configs ??
    (options.formalize ? standardGuardConfigs({ formalize: options.formalize }) : undefined);
  const workers = custom ? 0 : (options.workers ?? availableParallelism());
  const load: LoadOptions = {
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    ...(options.reword === undefined ? {} : { reword: options.reword }),
    ...(options.tools === undefined ? {} : { tools: options.tools }),
  };
  const pool = workers > 0 ? new ReplayPool(workers) : undefined;
  try {
    for (const { dataset, dir } of options.datasets) datasets.push(await replayDataset(dataset, dir));
  } finally {
    await pool?.close();
  }
  return { command: options.command ?? 'intentguard replay', protocol: PROTOCOL, datasets };

  async function replayDataset(dataset: DatasetName, dir: string): Promise<DatasetReport> {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const loaded = await loadDataset(dataset, dir, load);
    options.onDatasetStart?.(
      dataset,
      loaded.trajectories.reduce((n, t) => n + t.steps.length, 0),
    );
    const configs = custom ?? standardGuardConfigs();
    const decisions = pool
      ? await pool.replay({
          dataset,
          dir,
          load,
          configs: configs.map((c) => c.name),
          trajectories: loaded.trajectories.length,
          ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        })
      : await replayAll(configs, loaded.trajectories, options.onProgress);
    const used = process.cpuUsage(cpu);
    return datasetReport({
      loaded,
      dir,
      configs,
      decisions,
      seconds: (performance.now() - start) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      workers,
    });
  }
}
