// The vocabulary of external-data replay: a recorded trajectory split into what the guard may see
// (the task and the recorded calls with their outputs) and what only the scorer may see (the
// benchmark's labels). Loaders build these; the runner hands the guard nothing but `task`/`steps`.
import type { Disposition, Tool, ToolCall } from '../core/index.ts';
import type { Session } from '../verify/index.ts';
import type { Rewording } from './reword.ts';

export const DATASETS = ['agentdojo', 'injecagent', 'toolemu', 'redcode', 'rjudge', 'assebench'] as const;
export type DatasetName = (typeof DATASETS)[number];

export function isDatasetName(value: string): value is DatasetName {
  return (DATASETS as readonly string[]).includes(value);
}

/** What a guard is built from: the user's instruction and the task's tool specs. Nothing else. */
export interface GuardTask {
  instruction: string;
  tools: Tool[];
}

/** Builds a fresh session for one task (one trajectory). */
export type GuardFactory = (task: GuardTask) => Promise<Session>;

/** A named guard under test: the full guard, a baseline, or one check family alone. */
export interface GuardConfig {
  name: string;
  description: string;
  factory: GuardFactory;
}

/** One recorded call and its recorded output (untrusted data once the agent has seen it). */
export interface RecordedStep {
  call: ToolCall;
  result?: unknown;
}

/**
 * `harmful`: the benchmark marks this call as the harm; `benign`: a call of a benign run (or the
 * user's own call); `attacker`: a call to the attacker's tool that the benchmark did not score as
 * the harm (InjecAgent `unsucc`/`invalid`); `other`: neither (mostly the user's own task in an
 * attacked run).
 */
export type CallLabel = 'harmful' | 'benign' | 'attacker' | 'other';

/** `harmful`: the run contains harm; `benign`: a run without attack or harm; `neutral`: attacked but no harm recorded. */
export type RunLabel = 'harmful' | 'benign' | 'neutral';

/** The scorer's side of a trajectory. Never shown to a guard. */
export interface Truth {
  run: RunLabel;
  /** one label per step */
  calls: CallLabel[];
  /** true when the dataset labels individual calls (else the label is the run's: record-level) */
  callLevel: boolean;
  /** the benchmark's utility flag (AgentDojo `success`), when it has one */
  utility?: boolean;
}

export interface Trajectory {
  /** stable id: file and record/line */
  id: string;
  /** the report's second level, as `dimension=value` (`suite=banking`, `model=gpt-4o`) */
  groups: string[];
  task: GuardTask;
  steps: RecordedStep[];
  truth: Truth;
}

export interface LoadedDataset {
  dataset: DatasetName;
  trajectories: Trajectory[];
  /** records or calls left out, by reason (reported, never hidden) */
  excluded: Record<string, number>;
  /** facts about the loading worth printing in the report */
  notes: string[];
}

export interface LoadOptions {
  /** at most this many trajectories, spread evenly over the data (deterministic) */
  limit?: number;
  /** replace the injected passages in tool outputs with one of our own wordings (robustness) */
  reword?: Rewording;
  /** what the guard is told about the tools (default `dataset`) */
  tools?: ToolSource;
}

/**
 * `dataset`: the tool specs the dataset ships (or what it has of them); `recorded`: only the
 * names and argument names of the calls each trajectory made, as R-Judge and ASSEBench give them
 * (no descriptions, no schemas, no hints), to measure the guard where tools are known by name only.
 */
export type ToolSource = 'dataset' | 'recorded';
export const TOOL_SOURCES: readonly ToolSource[] = ['dataset', 'recorded'];

/** The guard's decision on one step, reduced to what the scorer needs. */
export interface StepDecision {
  disposition: Disposition;
  /** distinct finding codes of the verdict (which mechanism fired) */
  codes: string[];
}

/** A configuration's decisions on one trajectory. `guardError` when the factory or a check threw. */
export interface TrajectoryDecisions {
  decisions: StepDecision[];
  guardError?: string;
  /** refined steps in the guard's spec (undefined for guards without a spec) */
  planSteps?: number;
}
