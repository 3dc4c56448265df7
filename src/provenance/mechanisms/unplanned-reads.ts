// Unplanned reads: a read outside the plan, once the agent has read tool data, is asked (more
// firmly for sensitive data), not passed silently. A user who hands the actions to data leaves the
// reads open too; before anything with text in it was read, there is nothing to inject yet.
import type { CallMechanism } from '../context.ts';
import { readsSensitiveData } from '../readers.ts';

export const unplannedReads: CallMechanism = (call, c) => {
  const { sources, policy, delegates } = c.facts;
  if (!c.unplanned || !c.readOnly || !sources.anyRead || delegates) return [];
  const sensitive = readsSensitiveData(call.tool);
  return [
    {
      action: sensitive ? policy.unplannedSensitiveRead : policy.unplannedRead,
      code: 'unplanned_read',
      reason: `${call.tool} is a read outside the plan${sensitive ? ' of sensitive data' : ''}, after the agent read tool data`,
    },
  ];
};
