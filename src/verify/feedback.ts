// Feedback the agent reads. It names the unmet precondition or violated rule and what to do
// instead, and becomes more directive when the same kind of violation repeats (RefineAct 4.4).

/** 0 = first time, 1 = second, 2+ = third and later. */
export type Escalation = 0 | 1 | 2;

export function escalation(previous: number): Escalation {
  return previous <= 0 ? 0 : previous === 1 ? 1 : 2;
}

export function preconditionFeedback(args: {
  action: string;
  step: number;
  unmet: string[];
  todo: string[];
  level: Escalation;
}): string {
  const unmet = args.unmet.join(', ');
  const todo = args.todo.length > 0 ? args.todo.join(' or ') : undefined;
  switch (args.level) {
    case 0:
      return `Revision required: ${args.action} cannot run yet (step ${args.step}). Unmet precondition: ${unmet}.${todo ? ` Execute ${todo} first.` : ' No step of the plan establishes it; ask the user how to proceed.'}`;
    case 1:
      return `Revision required again: ${args.action} is still blocked because ${unmet} has not been established.${todo ? ` Call ${todo} now, before proposing ${args.action}.` : ' Stop and ask the user.'}`;
    case 2:
      return `STOP proposing ${args.action}: it will be refused until ${unmet} holds.${todo ? ` The only acceptable next action is ${todo}.` : ' Report to the user that the task cannot proceed.'}`;
  }
}

export function finalAnswerFeedback(args: { missing: string[]; todo: string[]; level: Escalation }): string {
  const missing = args.missing.join(', ');
  const todo = args.todo.length > 0 ? args.todo.join(' or ') : undefined;
  switch (args.level) {
    case 0:
      return `Revision required: the task is not complete; ${missing} has not been established.${todo ? ` Execute ${todo} before giving a final answer.` : ''}`;
    case 1:
      return `Revision required again: do not give a final answer yet; ${missing} still does not hold.${todo ? ` You must call ${todo} now.` : ''}`;
    case 2:
      return `STOP giving final answers: the task is incomplete (${missing}).${todo ? ` Your next action must be a call to ${todo}, not a final answer.` : ' Explain to the user which requirement is unmet.'}`;
  }
}

export function rejectFeedback(args: { action: string; pattern: string; level: Escalation }): string {
  const base = `Action rejected: the input of ${args.action} matches the forbidden pattern '${args.pattern.trim()}'. This must never run.`;
  switch (args.level) {
    case 0:
      return `${base} Propose a safer alternative that achieves the user's goal without it.`;
    case 1:
      return `${base} You proposed a forbidden action again; choose a different, non-destructive approach.`;
    case 2:
      return `${base} Do not propose this kind of action again. Use a safe alternative or explain to the user why the task cannot be done safely.`;
  }
}
