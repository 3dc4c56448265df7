// The replay report as data (what `--json` prints and `report.json` holds): per dataset and per
// group, the metrics of every configuration, with what was excluded and why.
import { computeMetrics, groupIndices, type Metrics } from './metrics.ts';
import type { DatasetName, GuardConfig, LoadedDataset, TrajectoryDecisions } from './types.ts';

export interface ConfigReport {
  name: string;
  description: string;
  metrics: Metrics;
  /** by group value (`suite=banking`, `model=gpt-4o`) */
  groups: Record<string, Metrics>;
  /** first guard errors (building or running the guard failed), for diagnosis */
  guardErrors: string[];
}

export interface DatasetReport {
  dataset: DatasetName;
  dir: string;
  trajectories: number;
  calls: number;
  excluded: Record<string, number>;
  notes: string[];
  /** wall-clock and CPU seconds of the replay (all configurations) */
  seconds: number;
  cpuSeconds: number;
  workers: number;
  configs: ConfigReport[];
}

export interface ReplayReport {
  /** the command that made the report */
  command: string;
  protocol: string;
  datasets: DatasetReport[];
}

export const PROTOCOL =
  'bench-data replay protocol: at call k the guard sees the instruction, the tool specs, calls 1..k-1 with their outputs (untrusted data) and the proposed call; every recorded call counts as having run; state advances only for approved or confirmed calls; confirmations are granted. block = rejected or revision_required; intervene = block or approved_with_constraints.';

export interface DatasetRun {
  loaded: LoadedDataset;
  dir: string;
  configs: ReadonlyArray<Pick<GuardConfig, 'name' | 'description'>>;
  /** `decisions[config][trajectory]` */
  decisions: TrajectoryDecisions[][];
  seconds: number;
  cpuSeconds: number;
  workers: number;
}

export function datasetReport(run: DatasetRun): DatasetReport {
  const { loaded } = run;
  const groups = groupIndices(loaded.trajectories);
  return {
    dataset: loaded.dataset,
    dir: run.dir,
    trajectories: loaded.trajectories.length,
    calls: loaded.trajectories.reduce((n, t) => n + t.steps.length, 0),
    excluded: loaded.excluded,
    notes: loaded.notes,
    seconds: round(run.seconds),
    cpuSeconds: round(run.cpuSeconds),
    workers: run.workers,
    configs: run.configs.map((config, c) => {
      const decisions = run.decisions[c]!;
      return {
        name: config.name,
        description: config.description,
        metrics: computeMetrics(loaded.trajectories, decisions),
        groups: Object.fromEntries(
          [...groups].map(([g, idx]) => [
            g,
            computeMetrics(
              idx.map((i) => loaded.trajectories[i]!),
              idx.map((i) => decisions[i]!),
            ),
          ]),
        ),
        guardErrors: [...new Set(decisions.flatMap((d) => (d.guardError ? [d.guardError] : [])))].slice(0, 5),
      };
    }),
  };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
