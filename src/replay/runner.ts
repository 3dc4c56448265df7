// Replays recorded trajectories through guard configurations under the bench-data protocol: at
// call k the guard has seen the instruction, the tool specs, and calls 1..k-1 with their outputs
// (untrusted); every call counts as having run; state advances only for approved or confirmed
// calls (`runTrajectoryStep`). The guard gets `task` and the steps, never `truth`.
import type { Verdict } from '../core/index.ts';
import type { Session } from '../verify/index.ts';
import { runTrajectoryStep } from '../verify/index.ts';
import type { GuardConfig, RecordedStep, StepDecision, Trajectory, TrajectoryDecisions } from './types.ts';

/** A guard that could not be built or crashed fails closed: every remaining call counts as rejected. */
const FAILED: StepDecision = { disposition: 'rejected', codes: ['guard_error'] };

export async function replayOne(
  config: GuardConfig,
  trajectory: Pick<Trajectory, 'task' | 'steps'>,
): Promise<TrajectoryDecisions> {
  const { task, steps } = trajectory;
  let session: Session;
  try {
    session = await config.factory({ instruction: task.instruction, tools: task.tools });
  } catch (error) {
    return { decisions: steps.map(() => FAILED), guardError: `building the guard failed: ${message(error)}` };
  }
  const decisions: StepDecision[] = [];
  const planSteps = session.spec?.spec.steps.length;
  const plan = planSteps === undefined ? {} : { planSteps };
  try {
    for (const step of steps)
      decisions.push(decide(runTrajectoryStep(session, visible(step), { grantConfirmations: true })));
    return { decisions, ...plan };
  } catch (error) {
    while (decisions.length < steps.length) decisions.push(FAILED);
    return { decisions, ...plan, guardError: `replay failed: ${message(error)}` };
  } finally {
    session.close();
  }
}

/** Decisions of every configuration on every trajectory: `result[config][trajectory]`. */
export async function replayAll(
  configs: readonly GuardConfig[],
  trajectories: readonly Trajectory[],
  onProgress?: (calls: number) => void,
): Promise<TrajectoryDecisions[][]> {
  const out = configs.map(() => [] as TrajectoryDecisions[]);
  for (const t of trajectories) {
    for (const [i, config] of configs.entries()) out[i]!.push(await replayOne(config, t));
    onProgress?.(t.steps.length);
  }
  return out;
}

/** Only what the protocol lets the guard see of a step. */
function visible(step: RecordedStep): RecordedStep {
  return step.result === undefined ? { call: step.call } : { call: step.call, result: step.result };
}

function decide(verdict: Verdict): StepDecision {
  return { disposition: verdict.disposition, codes: [...new Set(verdict.findings.map((f) => f.code))] };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
