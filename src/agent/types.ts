// Vocabulary of the agent room: how the guard asks the user, how a spec is obtained for a task,
// and what a guarded run leaves in its trajectory.
import type { Confirmation, ConfirmationScope, Tool, ToolCall, Verdict } from '../core/index.ts';
import type { CheckedSpec } from '../spec/index.ts';

/** `enforce`: blocked calls do not run. `shadow`: decide and log everything, enforce nothing. */
export type GuardMode = 'enforce' | 'shadow';

/** The user's answer to one confirmation; `note` says why, when there is something to say. */
export type ConfirmationAnswer = boolean | { granted: boolean; note?: string };

/**
 * Decides a confirmation for the user: an interactive prompt, a callback into an app, or
 * `denyAll` for unattended runs. It sees the exact call, the reason and the scope.
 */
export type Confirmer = (confirmation: Confirmation) => ConfirmationAnswer | Promise<ConfirmationAnswer>;

/** Turns an instruction and the task's tools into a checked spec (the offline formalizer, an LLM pipeline). */
export type Formalize = (instruction: string, tools: readonly Tool[]) => Promise<CheckedSpec>;

/** One entry of a guarded run's trajectory (the agent's scratchpad, and the record of what happened). */
export type TrajectoryStep =
  /** the model proposed an action and the guard decided; `attempt` counts proposals since the last action that ran */
  | { type: 'proposal'; call: ToolCall; verdict: Verdict; attempt: number }
  /** the guard's feedback after a refused proposal, as the model reads it */
  | { type: 'feedback'; text: string; attempt: number; maxAttempts: number }
  /** RefineAct's UserConfirmation step: the exact call, the reason, and what the answer authorises */
  | {
      type: 'user_confirmation';
      call: ToolCall;
      reason: string;
      scope: ConfirmationScope;
      granted: boolean;
      statement: string;
    }
  /** a tool ran: its result, or the error it raised */
  | { type: 'observation'; call: ToolCall; result?: unknown; error?: string }
  /** the final answer was accepted */
  | { type: 'final_answer'; answer: string; verdict: Verdict };
