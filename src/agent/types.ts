// Vocabulary of the agent room: what a guarded run leaves in its trajectory. How the guard asks
// the user and how a spec is obtained are the guard room's (re-exported here for the adapters).
import type { ConfirmationScope, ToolCall, Verdict } from '../core/index.ts';

export type { ConfirmationAnswer, Confirmer, Formalize, GuardMode } from '../guard/index.ts';

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
