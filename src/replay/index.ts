// External-data replay: dataset loaders, the tolerant action parser, the runner, metrics and the
// report. Used by `intentguard replay` and by anyone measuring their own guard configurations.
export { type ActionStyle, type ParsedAction, parseAction, parseArgumentsText } from './action-parser.ts';
export {
  BLOCKLIST_GUARD,
  NAIVE_BLOCKLIST,
  NO_GUARD,
  type SpecMaker,
  type StandardGuardOptions,
  standardGuardConfigs,
  substringBlocklistCheck,
} from './guards.ts';
export { DATASET_FOLDERS, loadDataset } from './loaders/index.ts';
export { computeMetrics, isBlock, isIntervention, type Metrics, type Rate, runCaught } from './metrics.ts';
export { LiteralSyntaxError, parseLooseLiteral, parsePythonLiteral } from './python-literal.ts';
export { type ReplayRunOptions, runReplay } from './replay.ts';
export { type ConfigReport, type DatasetReport, PROTOCOL, type ReplayReport } from './report.ts';
export { type RenderedReport, renderReport } from './report-markdown.ts';
export { pct } from './report-svg.ts';
export type { Rewording } from './reword.ts';
export { isRewording, REWORDINGS } from './reword.ts';
export { replayAll, replayOne } from './runner.ts';
export type {
  CallLabel,
  DatasetName,
  GuardConfig,
  GuardFactory,
  GuardTask,
  LoadedDataset,
  LoadOptions,
  RecordedStep,
  RunLabel,
  StepDecision,
  Trajectory,
  TrajectoryDecisions,
  Truth,
} from './types.ts';
export { DATASETS, isDatasetName, TOOL_SOURCES, type ToolSource } from './types.ts';
