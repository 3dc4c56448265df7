// Records: records hold the values an agent acts on; a target that every source only mentions in
// the prose of some field (a subject, a review, a channel name) is what the data says, not what it
// holds, in data the user did not point at.

import { about, describe, type ValueMechanism } from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { heldBy, writtenBy } from '../readers.ts';

export const records: ValueMechanism = (v, c) => {
  if (!v.target || c.readOnly || v.origin !== 'untrusted') return [];
  const { sources, policy } = c.facts;
  const held = (s: DataSource) => {
    const fields = sources.fields(s);
    return fields === undefined || heldBy(fields, v.p);
  };
  // (data the user handed the actions to is data they pointed at: its prose names the user's
  // targets, "(2) Email Norvane (ip@norvane.io) to confirm", unless it speaks to the agent)
  const pointed = (s: DataSource) => s.named || (s.delegated && s.evidence === undefined);
  // (a value no source writes at all, an address made up on a domain the data has, is not one the
  // data mentions: other mechanisms ask about it)
  if (v.from.length === 0 || !v.from.every((s) => !pointed(s) && !held(s) && writtenBy(s, v.p))) return [];
  return [
    {
      ...about(v),
      action: policy.embeddedTarget,
      code: 'embedded_target',
      reason: `${describe(v.p)} appears in ${v.from.map((s) => s.tool).join(', ')} output only inside the text of another field, never as a record's own value; the user did not point at that data`,
    },
  ];
};
