// Disclosure: what a read of special data returned (health, genetic and medical records,
// credentials, identity documents: SPECIAL_DATA_WORDS in the reading tool's name, or any read of a
// place that holds secrets) leaving in a call that sends, posts or shares it is confirmed, even
// when the user asked for the call: the user confirms that this exact content leaves (Guardians'
// taint with consent). Where it goes is judged elsewhere (data flow, exfiltration); this is about
// what goes. Copies are found as values and word pairs of the data (evidence/copies.ts), so a
// paraphrase that keeps none of them is not seen; a record's id or a date alone is too little.
import { SINK_KINDS, visitArgs } from '../../analyze/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { copiedFragments, enoughEvidence, type Fragments, fragmentsOf } from '../evidence/copies.ts';
import { DISCLOSING_VERBS, MAX_PAYLOAD, TARGET_PARAM } from '../lexicon.ts';
import { readsSpecialData } from '../readers.ts';

const fragmentsCache = new WeakMap<DataSource, Fragments>();

export const disclosure: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  const special = c.facts.sources.all.filter((s) => s.secret || readsSpecialData(s.tool));
  if (special.length === 0) return [];
  // the call goes out: it has somewhere to go (a recipient, a URL, a handle), or its verb publishes
  const values = c.facts.index.classifyCall(call);
  const targetPaths = new Set(
    values
      .filter((p) => SINK_KINDS.has(p.kind) && TARGET_PARAM.test(/^args\.([^.[]+)/.exec(p.path)?.[1] ?? ''))
      .map((p) => p.path),
  );
  const publishes = nameWords(call.tool).some((w) => DISCLOSING_VERBS.has(w));
  if (targetPaths.size === 0 && !publishes) return [];
  const leaves: string[] = [];
  visitArgs(call.args, 'args', (path, v) => {
    if (!targetPaths.has(path) && typeof v === 'string') leaves.push(v);
  });
  const payload = fragmentsOf(leaves.join('\n').slice(0, MAX_PAYLOAD));
  for (const s of special) {
    let fragments = fragmentsCache.get(s);
    if (!fragments) {
      fragments = fragmentsOf(s.text);
      fragmentsCache.set(s, fragments);
    }
    const copied = copiedFragments(payload, fragments, c.facts.known);
    if (!enoughEvidence(copied)) continue;
    return [
      {
        action: c.facts.policy.sensitiveDisclosure,
        code: 'sensitive_disclosure',
        reason: `${call.tool} would send on what ${s.tool} returned (${copied.map((x) => `'${x}'`).join(', ')}), ${s.secret ? 'read from a place that holds secrets' : 'special data (health, identity, credentials)'}`,
      },
    ];
  }
  return [];
};
