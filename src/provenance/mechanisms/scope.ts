// Scope: an action that changes things, outside the plan, proposed after the agent read tool data,
// is not the user's when its target comes from that data, or when the user asked only to look.
import type { CallContext, CallMechanism } from '../context.ts';
import { planApplies } from '../context.ts';
import { delegatedRequest } from './delegated-requests.ts';

/** The spec says the user asked only to look, and every planned tool only reads (a planned write contradicts the label). */
function readOnlyTask(c: CallContext): boolean {
  return (
    c.facts.options.readOnlyTask === true &&
    [...(c.view.planned ?? [])].every((name) => c.view.tools?.get(name)?.hints?.readOnly === true)
  );
}

export const scope: CallMechanism = (call, c) => {
  const { sources, policy, delegates } = c.facts;
  if (!c.unplanned || c.readOnly || !sources.anyRead) return [];
  // the data the user handed the actions to asks for this one: it is the user's (delegation)
  if (delegatedRequest(call, c, c.tool)) return [];
  if (c.targets.some((t) => t.origin === 'untrusted'))
    return [
      {
        // (with no plan at all, the formalizer understood nothing of the task: what is outside
        // it is unknown, so the call is asked, not refused)
        action:
          (c.view.planned?.size ?? 0) === 0 && policy.outOfScope === 'reject' ? 'confirm' : policy.outOfScope,
        code: 'out_of_scope',
        reason: `${call.tool} is not part of the plan and its target comes from tool data, not from the user`,
      },
    ];
  if (!delegates && readOnlyTask(c) && planApplies(c.facts, c.view))
    return [
      {
        action: policy.outOfScope,
        code: 'out_of_scope',
        reason: `the user asked only for reads (planned: ${[...c.view.planned].join(', ') || 'nothing'}); ${call.tool} changes things and nothing in the user's words asks for it`,
      },
    ];
  return [];
};
