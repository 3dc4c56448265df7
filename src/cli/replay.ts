// `intentguard replay`: replay a benchmark's recorded trajectories through the guard and the
// baselines under the bench-data protocol; print a summary (or JSON) and write the report.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { InputError } from '../core/index.ts';
import type { ReplayReport, ToolSource } from '../replay/index.ts';
import {
  DATASETS,
  type DatasetName,
  isDatasetName,
  isRewording,
  pct,
  REWORDINGS,
  type Rewording,
  renderReport,
  runReplay,
  TOOL_SOURCES,
} from '../replay/index.ts';
import { DATASET_FOLDERS } from '../replay/loaders/index.ts';
import type { CliContext } from './context.ts';
import { configuredFormalizer } from './formalize.ts';
import { EXIT_OK, runCommand } from './io.ts';

interface ReplayCliOptions {
  dataset: string;
  data: string;
  json?: boolean;
  out?: string;
  limit?: string;
  workers?: string;
  offline?: boolean;
  reword?: string;
  tools?: string;
}

export function registerReplayCommand(program: Command, cli: CliContext): void {
  program
    .command('replay')
    .description(
      'replay recorded benchmark trajectories through the guard and the baselines; report recall, false positives and friction',
    )
    .requiredOption('--dataset <name>', `${DATASETS.join(', ')}, or all (DIR is then the bench-data root)`)
    .requiredOption('--data <dir>', 'the dataset folder (the layout of ../shared/bench-data/<dataset>/)')
    .option('--json', 'print the report as JSON')
    .option('--out <dir>', 'write report.json, report.md and SVG charts here')
    .option('--limit <n>', 'at most N trajectories per dataset, evenly spread')
    .option('--workers <n>', 'worker threads (default: the available cores; 0 = this thread)')
    .option('--offline', 'use the offline formalizer even when a model is configured')
    .option('--reword <template>', `replace injected passages with our own wording: ${REWORDINGS.join(', ')}`)
    .option(
      '--tools <source>',
      'what the guard is told about the tools: dataset (the specs it ships) or recorded (names and argument names of the recorded calls only, as R-Judge gives them)',
      'dataset',
    )
    .action((opts: ReplayCliOptions) =>
      runCommand(cli, async () => {
        const datasets = selectDatasets(opts.dataset, opts.data);
        const limit = opts.limit === undefined ? undefined : count(opts.limit, '--limit');
        const workers = opts.workers === undefined ? undefined : count(opts.workers, '--workers');
        if (opts.reword !== undefined && !isRewording(opts.reword))
          throw new InputError(
            `unknown --reword template '${opts.reword}': use one of ${REWORDINGS.join(', ')}`,
          );
        const reword = opts.reword as Rewording | undefined;
        const tools = opts.tools ?? 'dataset';
        if (!TOOL_SOURCES.includes(tools as ToolSource))
          throw new InputError(`unknown --tools source '${tools}': use one of ${TOOL_SOURCES.join(', ')}`);
        if (opts.out) makeOutputFolder(opts.out);
        const formalize = opts.offline ? undefined : await configuredFormalizer(cli);
        const progress = progressBar(cli.io.progress);
        const report = await runReplay({
          datasets,
          command: `intentguard ${cli.args.join(' ')}`,
          ...(limit === undefined ? {} : { limit }),
          ...(reword === undefined ? {} : { reword }),
          tools: tools as ToolSource,
          ...(workers === undefined ? {} : { workers }),
          ...(formalize ? { formalize } : {}),
          onDatasetStart: progress.start,
          onProgress: progress.advance,
        });
        progress.stop();
        if (opts.out) writeReport(opts.out, report);
        cli.print(opts.json ? JSON.stringify(report, null, 2) : summary(report));
        return EXIT_OK;
      }),
    );
}

function selectDatasets(name: string, dir: string): Array<{ dataset: DatasetName; dir: string }> {
  if (!existsSync(dir)) throw new InputError(`data folder ${dir} does not exist`, { source: dir });
  if (name === 'all') {
    const found = DATASETS.filter((d) => existsSync(join(dir, DATASET_FOLDERS[d]))).map((d) => ({
      dataset: d,
      dir: join(dir, DATASET_FOLDERS[d]),
    }));
    if (found.length === 0)
      throw new InputError(`no dataset folder (${Object.values(DATASET_FOLDERS).join(', ')}) under ${dir}`, {
        source: dir,
      });
    return found;
  }
  if (!isDatasetName(name))
    throw new InputError(`unknown dataset '${name}': use one of ${DATASETS.join(', ')}, all`);
  return [{ dataset: name, dir }];
}

function count(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new InputError(`${flag} must be a whole number ≥ 0 (got '${value}')`);
  return n;
}

/** A progress bar on the io's progress stream (drawn only when it is a terminal); none without one. */
function progressBar(stream: NodeJS.WritableStream | undefined) {
  if (stream === undefined) return { start: () => {}, advance: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: '{dataset} [{bar}] {percentage}% | {value}/{total} calls | {duration}s',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let running = false;
  return {
    start: (dataset: DatasetName, calls: number) => {
      if (running) bar.stop();
      bar.start(calls, 0, { dataset });
      running = true;
    },
    advance: (calls: number) => bar.increment(calls),
    stop: () => {
      if (running) bar.stop();
      running = false;
    },
  };
}

/** Made before the (long) replay starts, so an unusable --out fails at once. */
function makeOutputFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new InputError(
      `--out ${dir}: cannot make the folder: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      {
        source: dir,
      },
    );
  }
}

function writeReport(dir: string, report: ReplayReport): void {
  const rendered = renderReport(report);
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'report.md'), rendered.markdown);
  for (const [file, svg] of Object.entries(rendered.charts)) writeFileSync(join(dir, file), svg);
}

function summary(report: ReplayReport): string {
  const lines: string[] = [];
  for (const d of report.datasets) {
    lines.push(`${d.dataset}: ${d.trajectories} trajectories, ${d.calls} calls, ${d.seconds} s`);
    for (const c of d.configs) {
      const m = c.metrics;
      const callLevel = m.callRecallSoft.total > 0;
      lines.push(
        `  ${c.name.padEnd(14)} recall soft ${pct(callLevel ? m.callRecallSoft : m.runRecallSoft)}  strict ${pct(callLevel ? m.callRecallStrict : m.runRecallStrict)}  benign runs blocked ${pct(m.runFalsePositives)}  confirmed ${pct(m.runFriction)}`,
      );
    }
  }
  return lines.join('\n');
}
