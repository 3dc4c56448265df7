// The agent room without any framework: the guarded loop, the shared decision path, confirmers.
// Framework adapters are not exported here; they live at subpath exports (intentguard/ai-sdk,
// intentguard/openai-agents, intentguard/langchain, intentguard/mcp).
export {
  CallGuard,
  type CallGuardOptions,
  DEFAULT_MAX_RETRIES,
  type Decision,
  type GuardedCall,
  unmetRequirements,
} from './call-guard.ts';
export {
  denyAll,
  describeConfirmation,
  type TerminalConfirmerOptions,
  terminalConfirmer,
} from './confirmers.ts';
export { createGuard, type GuardSetup } from './create-guard.ts';
export {
  type AgentView,
  type GuardedAgentOptions,
  type GuardedRun,
  type Proposer,
  renderTrajectory,
  runGuardedAgent,
  type ToolExecutor,
} from './loop.ts';
export { openTaskSession, type SessionSettings, type TaskDefinition } from './open-session.ts';
export { type ScriptedStep, scriptedProposer } from './scripted-proposer.ts';
export type { ConfirmationAnswer, Confirmer, Formalize, GuardMode, TrajectoryStep } from './types.ts';
