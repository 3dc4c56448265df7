// How a `declare_task` call is decided, and what a declaration may change. A declaration is a call
// like any other: decided by a check, written to the audit log, confirmed by the user when the
// client can ask. Unconfirmed, the declared task can only narrow the proxy's startup policy.
import { canonicalHash, mayRun, type ToolCall, type Verdict } from '../core/index.ts';
import type { CheckOutcome, GuardCheck, Session } from '../verify/index.ts';
import { DECLARE_TASK, type DeclaredTask } from './mcp-task.ts';

/** What the connection knows about one `declare_task` attempt before it is decided. */
export type DeclarationAttempt =
  | { kind: 'already_declared'; instruction: string }
  | { kind: 'invalid'; message: string }
  /** `userCanAccept`: the client supports elicitation, so the user is asked to accept the task */
  | { kind: 'valid'; task: DeclaredTask; userCanAccept: boolean };

/**
 * Decides a `declare_task` call. A valid task the user can be asked about needs the user's
 * acceptance (approved with constraints); one the user cannot be asked about is approved, because
 * unconfirmed it only narrows what the startup policy allows (see `startupPolicyCheck`).
 */
export function declarationCheck(attempt: DeclarationAttempt): GuardCheck {
  return {
    name: 'task_declaration',
    check(call): CheckOutcome | null {
      if (call.tool !== DECLARE_TASK) return null;
      switch (attempt.kind) {
        case 'already_declared': {
          const message = `the task is already declared for this connection ("${attempt.instruction}") and cannot be changed`;
          return {
            disposition: 'rejected',
            findings: [{ code: 'spec_invalid', message }],
            feedback: `The task was not declared: ${message}. A new task needs a new connection.`,
          };
        }
        case 'invalid':
          return {
            disposition: 'rejected',
            findings: [{ code: 'spec_invalid', message: attempt.message }],
            feedback: `The task was not declared: ${attempt.message}`,
          };
        case 'valid':
          if (attempt.userCanAccept)
            return {
              disposition: 'approved_with_constraints',
              findings: [],
              feedback: 'The declared task replaces the startup policy once the user accepts it.',
              confirmationReason: `the agent declares the task "${attempt.task.instruction}" (spec ${attempt.task.spec.hash.slice(0, 12)}); accepted, it replaces what this proxy enforced so far`,
              reuse: 'once',
            };
          return null;
      }
    },
    checkFinal: () => null,
  };
}

/** Most decisions of the startup policy kept for `record` (the same bound as a session's pending calls). */
const MAX_REMEMBERED = 64;

/**
 * The startup policy, kept in force under a task the user did not accept: every call the declared
 * task would allow is also put to the startup session, and the most severe of the two verdicts
 * wins (the session combines them). What ran advances the startup session as well, so its own
 * state (plan progress, policy monitors, what the agent has seen) stays current.
 */
export function startupPolicyCheck(startup: Session): GuardCheck {
  const decided = new Map<string, Verdict>();
  const keyOf = (call: ToolCall) => `${call.tool}\u0000${canonicalHash(call.args)}`;
  return {
    name: 'startup_policy',
    check(call): CheckOutcome | null {
      const verdict = startup.check(call);
      const key = keyOf(call);
      decided.delete(key);
      decided.set(key, verdict);
      if (decided.size > MAX_REMEMBERED) decided.delete(decided.keys().next().value!);
      if (verdict.disposition === 'approved') return null;
      const outcome: CheckOutcome = {
        disposition: verdict.disposition,
        findings: verdict.findings.map((f) => ({ ...f, message: `startup policy: ${f.message}` })),
        feedback: `${call.tool} is not allowed by the policy this proxy was started with, and the declared task cannot widen it: the user did not accept the task (this client cannot ask; it has no elicitation support). ${verdict.feedback}`,
      };
      if (verdict.step !== undefined) outcome.step = verdict.step;
      if (verdict.confirmation) {
        outcome.confirmationReason = verdict.confirmation.reason;
        outcome.reuse = verdict.confirmation.scope.reuse;
      }
      return outcome;
    },
    record(call, result) {
      const key = keyOf(call);
      const verdict = decided.get(key);
      decided.delete(key);
      // the combined verdict ran, so the confirmation it needed (which named this reason) was given
      if (verdict?.disposition === 'approved_with_constraints' && verdict.confirmation)
        startup.confirm(verdict.confirmation, true);
      if (verdict && mayRun(verdict, true)) startup.record(call, result);
      else startup.observe(call, result);
    },
    checkFinal(answer): CheckOutcome | null {
      const verdict = startup.checkFinal(answer);
      return verdict.disposition === 'approved'
        ? null
        : { disposition: verdict.disposition, findings: verdict.findings, feedback: verdict.feedback };
    },
    close: () => startup.close(),
  };
}
