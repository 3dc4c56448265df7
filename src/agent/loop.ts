// The guarded agent loop (RefineAct 4.4, "Retry Loop" and "User Confirmation Injection").
// The model is anything that proposes the next action from the trajectory. Every proposal is
// checked before it runs; a refused one goes back to the model with the guard's feedback (which
// escalates on repeats) and the attempt count. Approved-with-constraints calls are put to a
// Confirmer and a UserConfirmation step is injected into the trajectory. Final answers pass the
// completeness check.
//
// Deviation from the paper, on purpose: when the retries are spent on a non-final action the
// paper "proceeds with the last proposed action". We never execute a refused call: the run ends
// with an explanation of the unmet requirements instead (the paper's own fallback for final answers).
import type { Finding } from '../core/index.ts';
import { FINAL_ANSWER, type Tool, type ToolCall } from '../core/index.ts';
import {
  type Confirmer,
  createGuard,
  type Decision,
  type Guard,
  type GuardOptions,
  unmetRequirements,
} from '../guard/index.ts';
import { denyAll } from './confirmers.ts';
import type { TrajectoryStep } from './types.ts';

/** What the model is shown when asked for its next action. */
export interface AgentView {
  instruction: string;
  tools: readonly Tool[];
  trajectory: readonly TrajectoryStep[];
  /** the guard's feedback on the previous proposal, when it was refused */
  feedback?: string;
}

/**
 * The model: given the view, the next action. A `final_answer` call (`{ tool: 'final_answer',
 * args: { answer } }`) ends the task.
 */
export type Proposer = (view: AgentView) => ToolCall | Promise<ToolCall>;

/** Runs an approved call for real. */
export type ToolExecutor = (call: ToolCall) => unknown | Promise<unknown>;

/** The guard's options (handed whole to createGuard; `confirmer` defaults to `denyAll`), and the agent. */
export interface GuardedAgentOptions extends GuardOptions {
  propose: Proposer;
  execute: ToolExecutor;
  /** proposals in all before the run stops (default 50) */
  maxSteps?: number;
}

export interface GuardedRun {
  /** `completed`: final answer accepted; `stopped`: retries spent; `step_limit`: maxSteps reached */
  status: 'completed' | 'stopped' | 'step_limit';
  answer?: string;
  /** why the run stopped, naming the unmet requirements */
  explanation?: string;
  /** findings of the last refused proposal, when the run stopped */
  unmet: Finding[];
  trajectory: TrajectoryStep[];
  sessionId: string;
}

export async function runGuardedAgent(options: GuardedAgentOptions): Promise<GuardedRun> {
  const confirmer = options.confirmer ?? denyAll;
  const guard = await createGuard({ ...options, confirmer });
  const maxSteps = options.maxSteps ?? 50;
  const trajectory: TrajectoryStep[] = [];
  const done = (run: Omit<GuardedRun, 'trajectory' | 'sessionId' | 'unmet'> & { unmet?: Finding[] }) => ({
    unmet: [],
    ...run,
    trajectory,
    sessionId: guard.session.id,
  });
  try {
    let feedback: string | undefined;
    for (let step = 0; step < maxSteps; step++) {
      const view: AgentView = { instruction: options.instruction, tools: options.tools, trajectory };
      if (feedback !== undefined) view.feedback = feedback;
      const call = await options.propose(view);
      feedback = undefined;
      const decision = await guard.decide(call);
      trajectory.push({ type: 'proposal', call, verdict: decision.verdict, attempt: guard.refusals + 1 });
      // a final answer is never put to the user: it passes the completeness check or goes back
      if (call.tool !== FINAL_ANSWER && guard.asks(decision))
        await confirmStep(guard, decision, confirmer, trajectory);
      const outcome =
        call.tool === FINAL_ANSWER && !guard.mayRun(decision)
          ? { ran: false as const, feedback: await guard.refuse(decision) }
          : await runStep(guard, decision, options.execute, trajectory);
      if (outcome.ran) {
        if (call.tool === FINAL_ANSWER) {
          const answer = answerOf(call);
          trajectory.push({ type: 'final_answer', answer, verdict: decision.verdict });
          return done({ status: 'completed', answer });
        }
        continue;
      }
      feedback = outcome.feedback;
      trajectory.push({
        type: 'feedback',
        text: feedback,
        attempt: guard.refusals,
        maxAttempts: guard.maxRetries,
      });
      if (guard.exhausted) {
        return done({
          status: 'stopped',
          explanation: `The guard refused ${guard.refusals} proposals in a row; the last was ${call.tool}. Unmet requirements: ${unmetRequirements(decision.verdict)}.`,
          unmet: decision.verdict.findings,
        });
      }
    }
    return done({
      status: 'step_limit',
      explanation: `The agent did not finish within ${maxSteps} proposals.`,
    });
  } finally {
    guard.close();
  }
}

/** Asks the confirmer and injects RefineAct's UserConfirmation step. */
async function confirmStep(
  guard: Guard,
  decision: Decision,
  confirmer: Confirmer,
  trajectory: TrajectoryStep[],
): Promise<void> {
  const confirmation = decision.verdict.confirmation;
  if (!confirmation) return;
  const granted = await guard.confirm(decision, confirmer);
  const exact = `${confirmation.call.tool}(${JSON.stringify(confirmation.call.args)})`;
  trajectory.push({
    type: 'user_confirmation',
    call: confirmation.call,
    reason: confirmation.reason,
    scope: confirmation.scope,
    granted,
    statement: granted
      ? `The user authorised exactly ${exact}${confirmation.scope.reuse === 'once' ? ', once' : ''}, in this session only. This is not approval for any other call, including other calls of ${confirmation.call.tool}.`
      : `The user did not authorise ${exact}${decision.confirmationNote ? ` (${decision.confirmationNote})` : ''}; it will not run.`,
  });
}

/** Runs the decided call through the guard; a tool error is an observation the model reads. */
async function runStep(
  guard: Guard,
  decision: Decision,
  execute: ToolExecutor,
  trajectory: TrajectoryStep[],
): Promise<{ ran: true } | { ran: false; feedback: string }> {
  const { call } = decision;
  // a final answer "runs" as itself: the guard records that it was accepted
  const run = call.tool === FINAL_ANSWER ? () => answerOf(call) : () => execute(call);
  try {
    const outcome = await guard.run(decision, run);
    if (!outcome.ran) return outcome;
    if (call.tool !== FINAL_ANSWER)
      trajectory.push(
        outcome.result === undefined
          ? { type: 'observation', call }
          : { type: 'observation', call, result: outcome.result },
      );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    trajectory.push({ type: 'observation', call, error: message });
  }
  return { ran: true };
}

function answerOf(call: ToolCall): string {
  const a = call.args.answer;
  return typeof a === 'string' ? a : JSON.stringify(call.args);
}

/** The trajectory as scratchpad text for a prompt (one entry per line block). */
export function renderTrajectory(trajectory: readonly TrajectoryStep[]): string {
  return trajectory.map(renderStep).join('\n');
}

function renderStep(s: TrajectoryStep): string {
  switch (s.type) {
    case 'proposal':
      return `Action: ${s.call.tool} ${JSON.stringify(s.call.args)}\nVerifier: ${s.verdict.disposition}`;
    case 'feedback':
      return `Verifier feedback: ${s.text}`;
    case 'user_confirmation':
      return `UserConfirmation: ${s.granted ? 'granted' : 'denied'}. Reason asked: ${s.reason}. ${s.statement}`;
    case 'observation':
      return s.error !== undefined
        ? `Observation: error: ${s.error}`
        : `Observation: ${typeof s.result === 'string' ? s.result : JSON.stringify(s.result)}`;
    case 'final_answer':
      return `Final Answer: ${s.answer}`;
  }
}
