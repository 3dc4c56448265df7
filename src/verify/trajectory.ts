// Running a recorded trajectory through a session (the bench-data protocol): every call is treated
// as having run whatever its verdict, and its output is recorded as untrusted data the agent has seen.
// State advances only for calls the guard approved (or that needed and got confirmation).
import type { ToolCall } from '../core/index.ts';
import { mayRun, type Verdict } from '../core/index.ts';
import type { Session } from './session.ts';

export interface RecordedStep {
  call: ToolCall;
  /** the tool's recorded output, if any */
  result?: unknown;
}

export interface TrajectoryOptions {
  /** grant confirmations (default true): a confirmed call advances the state */
  grantConfirmations?: boolean;
  /** `protocol` (default): every call counts as run; `enforce`: blocked calls did not run */
  mode?: 'protocol' | 'enforce';
}

/** Decides one recorded call and applies the trajectory protocol; returns the verdict. */
export function runTrajectoryStep(
  session: Session,
  step: RecordedStep,
  options: TrajectoryOptions = {},
): Verdict {
  const verdict = session.check(step.call);
  if (step.call.tool === 'final_answer') return verdict;
  const grant = options.grantConfirmations ?? true;
  if (verdict.disposition === 'approved_with_constraints' && verdict.confirmation)
    session.confirm(verdict.confirmation, grant);
  if (mayRun(verdict, verdict.confirmation !== undefined && grant)) session.record(step.call, step.result);
  else if ((options.mode ?? 'protocol') === 'protocol') session.observe(step.call, step.result);
  return verdict;
}

export function runTrajectory(
  session: Session,
  steps: RecordedStep[],
  options: TrajectoryOptions = {},
): Verdict[] {
  return steps.map((s) => runTrajectoryStep(session, s, options));
}
