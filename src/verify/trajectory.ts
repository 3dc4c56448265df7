// The one trajectory runner: a recorded sequence of calls with their outputs → verdicts. Used by
// `check`, the demo, `log replay` (audit) and `intentguard replay`; state advances only for calls that may run.
import type { ToolCall } from '../core/index.ts';
import { mayRun, SessionError, type Verdict } from '../core/index.ts';
import type { Session } from './session.ts';

export interface RecordedStep {
  call: ToolCall;
  /** the tool's recorded output, if any */
  result?: unknown;
  /** whether the call ran in the recording (default true); a call that did not is only decided */
  ran?: boolean;
  /** the recorded user's answer to a confirmation (read with `grantConfirmations: 'recorded'`) */
  confirmed?: boolean;
}

export interface TrajectoryOptions {
  /**
   * who answers a confirmation: `true` (default) grants it, `false` denies it, `recorded` grants
   * it where the step says the user confirmed and leaves it unanswered otherwise
   */
  grantConfirmations?: boolean | 'recorded';
  /** `protocol` (default): every call that ran counts as seen; `enforce`: blocked calls did not run */
  mode?: 'protocol' | 'enforce';
}

/**
 * Decides one recorded call and applies the trajectory protocol; returns the verdict. A confirmed
 * call advances the state; a call the guard blocks is observed (protocol) or dropped (enforce).
 * Where the session's state disagrees with the recording (nothing awaits that confirmation), the
 * call is only observed.
 */
export function runTrajectoryStep(
  session: Session,
  step: RecordedStep,
  options: TrajectoryOptions = {},
): Verdict {
  const verdict = session.check(step.call);
  if (step.ran === false || step.call.tool === 'final_answer') return verdict;
  const protocol = (options.mode ?? 'protocol') === 'protocol';
  const answer = confirmationAnswer(step, options.grantConfirmations ?? true);
  const allowed = mayRun(verdict, verdict.confirmation !== undefined && answer === true);
  try {
    if (verdict.disposition === 'approved_with_constraints' && verdict.confirmation && answer !== undefined)
      session.confirm(verdict.confirmation, answer);
    if (allowed) session.record(step.call, step.result);
    else if (protocol) session.observe(step.call, step.result);
  } catch (error) {
    if (!(error instanceof SessionError) || !protocol) throw error;
    session.observe(step.call, step.result);
  }
  return verdict;
}

export function runTrajectory(
  session: Session,
  steps: RecordedStep[],
  options: TrajectoryOptions = {},
): Verdict[] {
  return steps.map((s) => runTrajectoryStep(session, s, options));
}

/** The answer given to a confirmation; undefined: none (the recording holds no answer). */
function confirmationAnswer(step: RecordedStep, grant: boolean | 'recorded'): boolean | undefined {
  if (grant !== 'recorded') return grant;
  return step.confirmed === true ? true : undefined;
}
