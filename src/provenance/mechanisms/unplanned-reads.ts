// Unplanned reads: a read outside the plan, once the agent has read tool data, is asked (more
// firmly for sensitive data) when data the user did not point at steers it: one of its arguments
// comes from that data. A read the user's words or the user's own data lead to (no argument, a
// name the user gave, a link in the message the user named) changes nothing and passes: what it
// returns is followed all the same (exfiltration.ts rejects it leaving). A user who hands the
// actions to data leaves the reads open too; before anything informative was read, there is
// nothing to inject yet.
import { stringLeaves, type ToolCall } from '../../core/index.ts';
import { MAX_STEERING_LEAVES, MAX_STEERING_VALUE, MIN_STEERING_VALUE } from '../../lexicon/index.ts';
import type { CallContext, CallMechanism } from '../context.ts';
import { readsSensitiveData } from '../readers.ts';

/**
 * The argument strings of the call that the agent can only have taken from tool data the user did
 * not point at: not in the instruction, not in data the user pointed at, found as a whole word in
 * some other output it read (an order number from a review, a link from a web page).
 */
function steeringValues(call: ToolCall, c: CallContext, sensitive: boolean): string[] {
  const { sources, options } = c.facts;
  const instruction = options.instruction.toLowerCase();
  const out: string[] = [];
  for (const leaf of stringLeaves(call.args).slice(0, MAX_STEERING_LEAVES)) {
    const v = leaf.trim().toLowerCase();
    if (v.length < MIN_STEERING_VALUE || v.length > MAX_STEERING_VALUE || instruction.includes(v)) continue;
    const holders = sources.all.filter((s) => s.informative && containsWord(s.lower, v));
    if (holders.length === 0 || holders.some((s) => s.named)) continue;
    // an id a record holds as a field of its own (`courseId: c-118` in the list of courses) is
    // where the agent's own lookups lead; only a value some data *says* in its prose steers (a
    // sensitive read is asked either way)
    if (!sensitive && holders.some((s) => sources.fields(s)?.has(v))) continue;
    out.push(leaf.trim());
  }
  return out;
}

/** `text` holds `value` with no letter or digit glued to either end. */
function containsWord(text: string, value: string): boolean {
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    const before = text[at - 1];
    const after = text[at + value.length];
    if (
      (before === undefined || !/[\p{L}\p{N}]/u.test(before)) &&
      (after === undefined || !/[\p{L}\p{N}]/u.test(after))
    )
      return true;
  }
  return false;
}

export const unplannedReads: CallMechanism = (call, c) => {
  const { sources, policy, delegates } = c.facts;
  if (!c.unplanned || !c.readOnly || !sources.anyRead || delegates) return [];
  const sensitive = readsSensitiveData(call.tool);
  const steering = steeringValues(call, c, sensitive);
  if (steering.length === 0) return [];
  return [
    {
      action: sensitive ? policy.unplannedSensitiveRead : policy.unplannedRead,
      code: 'unplanned_read',
      reason: `${call.tool} is a read outside the plan${sensitive ? ' of sensitive data' : ''}, after the agent read tool data, and its arguments come from data the user did not point at (${steering
        .slice(0, 2)
        .map((v) => `'${v.length > 60 ? `${v.slice(0, 57)}...` : v}'`)
        .join(', ')})`,
      data: { steeredBy: steering.slice(0, 8) },
    },
  ];
};
