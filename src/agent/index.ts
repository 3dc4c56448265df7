// The agent room without any framework: the guarded loop and confirmers (the guard itself is src/guard).
// Framework adapters are not exported here; they live at subpath exports (intentguard/ai-sdk,
// intentguard/openai-agents, intentguard/langchain, intentguard/mcp).
export {
  denyAll,
  describeConfirmation,
  type TerminalConfirmerOptions,
  terminalConfirmer,
} from './confirmers.ts';
export {
  type AgentView,
  type GuardedAgentOptions,
  type GuardedRun,
  type Proposer,
  renderTrajectory,
  runGuardedAgent,
  type ToolExecutor,
} from './loop.ts';
export { type ScriptedStep, scriptedProposer } from './scripted-proposer.ts';
export type { TrajectoryStep } from './types.ts';
