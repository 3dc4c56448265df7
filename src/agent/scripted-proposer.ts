// A scripted model for the guarded loop (a test double that is part of the product): it proposes
// the given steps in order and keeps every view it was shown, feedback included.
import { FINAL_ANSWER, InputError, type ToolCall } from '../core/index.ts';
import type { AgentView, Proposer } from './loop.ts';

/** A call, a final answer, or a function of what the model sees (to react to feedback). */
export type ScriptedStep =
  | ToolCall
  | { answer: string }
  | ((view: AgentView) => ToolCall | { answer: string });

export function scriptedProposer(steps: readonly ScriptedStep[]): Proposer & { views: AgentView[] } {
  const views: AgentView[] = [];
  const propose = (view: AgentView): ToolCall => {
    const snapshot: AgentView = { ...view, trajectory: [...view.trajectory] };
    views.push(snapshot);
    const step = steps[views.length - 1];
    if (step === undefined)
      throw new InputError(`the script has ${steps.length} steps; step ${views.length} was asked for`);
    const next = typeof step === 'function' ? step(snapshot) : step;
    return 'answer' in next ? { tool: FINAL_ANSWER, args: { answer: next.answer } } : next;
  };
  return Object.assign(propose, { views });
}
