// Exfiltration: data returned by a read outside the plan (or of a secret location), carried out:
// in the name or path of what the call creates or reaches (a file name, a folder, a URL path),
// whoever gave the rest of the call; in any argument sent to a target the user did not give; or,
// for a fetch, in the URL the agent composed. Copying the record the target itself came from (the
// date of the transaction being updated) is not a flow out; nor is too little information to be
// more than a coincidence (`MIN_EVIDENCE_BITS`: a date, a count).
import { visitArgs } from '../../analyze/index.ts';
import type { ToolCall } from '../../core/index.ts';
import { MAX_PAYLOAD, MIN_TARGET_CHARS } from '../../lexicon/index.ts';
import type { CallContext, CallMechanism, Ruling } from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { copiedFragments, enoughEvidence, fragmentsOf } from '../evidence/copies.ts';
import { namingLeaves, urlPayload } from '../readers.ts';

export const exfiltration: CallMechanism = (call, c) => {
  const flow = carriedOut(call, c);
  return flow ? [flow] : [];
};

function carriedOut(call: ToolCall, c: CallContext): Ruling | undefined {
  const { sources, policy, known } = c.facts;
  const { readOnly, targets } = c;
  const targetSources = new Set(targets.flatMap((t) => t.sources.map((s) => s.index)));
  // (nor data written back where it was read: the checklist read from a path, edited and saved to
  // that path, has not left it)
  const readFromTarget = (s: DataSource) =>
    targets.some(
      (t) => t.value.length >= MIN_TARGET_CHARS && s.query.toLowerCase().includes(t.value.toLowerCase()),
    );
  const followed = sources.all.filter(
    (s) => s.fragments && !targetSources.has(s.index) && !readFromTarget(s),
  );
  if (followed.length === 0) return undefined;
  const found = (s: DataSource, copied: string[], where: string): Ruling => ({
    action: policy.exfiltration,
    code: 'exfiltration',
    reason: `${call.tool} would carry data that ${s.tool} returned (${copied.map((x) => `'${x}'`).join(', ')}), ${s.secret ? 'a read of a place that holds secrets' : 'a read the plan does not contain, made after the agent read tool data'}, ${where}`,
  });
  if (!readOnly)
    for (const leaf of namingLeaves(call)) {
      const lower = leaf.value.toLowerCase();
      const payload = fragmentsOf(leaf.value);
      for (const s of followed) {
        const assigned = [...(s.assigned ?? [])].filter((v) => lower.includes(v));
        if (enoughEvidence(assigned)) return found(s, assigned, `in the name or path ${leaf.path}`);
        const copied = copiedFragments(payload, s.fragments!, known);
        // a name the data itself gives (the file it listed) addresses that thing; it carries nothing
        if (enoughEvidence(copied) && !s.lower.includes(lower))
          return found(s, copied, `in the name or path ${leaf.path}`);
      }
    }
  let leaves: string[];
  if (readOnly) leaves = urlPayload(call);
  else {
    if (targets.length === 0) return undefined;
    const targetPaths = new Set(targets.map((t) => t.path));
    leaves = [];
    visitArgs(call.args, 'args', (path, v) => {
      if (!targetPaths.has(path)) leaves.push(String(v));
    });
  }
  if (leaves.length === 0) return undefined;
  const text = leaves.join('\n').slice(0, MAX_PAYLOAD);
  const payload = fragmentsOf(text);
  const lower = text.toLowerCase();
  for (const s of followed) {
    const assigned = [...(s.assigned ?? [])].filter((v) => lower.includes(v));
    const copied = assigned.length > 0 ? assigned : copiedFragments(payload, s.fragments!, known);
    if (enoughEvidence(copied))
      return found(
        s,
        copied,
        `to ${readOnly ? 'a URL the agent composed' : 'a target the user did not give'}`,
      );
  }
  return undefined;
}
