// Disclosure: what a read of special data returned (health, genetic and medical records,
// credentials, identity documents: SPECIAL_DATA_WORDS in the reading tool's name, or any read of a
// place that holds secrets) leaving in a call that sends, posts or shares it is confirmed, even
// when the user asked for the call: the user confirms that this exact content leaves (Guardians'
// taint with consent). Where it goes is judged elsewhere (data flow, exfiltration); this is about
// what goes. Copies are found as values and word pairs of the data (evidence/copies.ts), so a
// paraphrase that keeps none of them is not seen; a record's id or a date alone is too little.
// A call can also ask for personal fields itself (`fields: ["home_address", "national_id"]`,
// `include_owner_pii: true`: PERSONAL_FIELD_WORDS): when it delivers them somewhere, or a later
// send carries a value its output produced (the export's document id), that is a disclosure too.
import { SINK_KINDS, visitArgs } from '../../analyze/index.ts';
import {
  DELIVERY_PARAM,
  DISCLOSING_VERBS,
  MAX_PAYLOAD,
  MIN_PRODUCED_VALUE,
  RECORD_ID_PARAM,
  TARGET_PARAM,
} from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism } from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { copiedFragments, enoughEvidence, type Fragments, fragmentsOf } from '../evidence/copies.ts';
import { personalFields } from '../evidence/personal-fields.ts';
import { soleAddressRecord } from '../evidence/record-fields.ts';
import { readsSpecialData } from '../readers.ts';

const fragmentsCache = new WeakMap<DataSource, Fragments>();

/** Where the call delivers to: a target or delivery parameter holding an address or a URL. */
function deliversTo(args: Record<string, unknown>): string | undefined {
  for (const [k, v] of Object.entries(args))
    if ((TARGET_PARAM.test(k) || DELIVERY_PARAM.test(k)) && typeof v === 'string' && /@|:\/\//.test(v))
      return v;
  return undefined;
}

export const disclosure: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  const asked = personalFields(call.args);
  const to = deliversTo(call.args);
  if (asked.length > 0 && to !== undefined)
    return [
      {
        action: c.facts.policy.sensitiveDisclosure,
        code: 'sensitive_disclosure',
        reason: `${call.tool} delivers personal data (${asked.join(', ')}) to ${to}`,
      },
    ];
  // a send that carries what a call asking for personal fields produced (its document's id)
  if (to !== undefined) {
    const carried = new Set<string>();
    visitArgs(call.args, 'args', (_path, v) => {
      if (typeof v === 'string' && v.length >= MIN_PRODUCED_VALUE && v !== to) carried.add(v.toLowerCase());
    });
    for (const s of c.facts.sources.all) {
      const fields = s.personalFields;
      if (fields.length === 0) continue;
      const produced = [...carried].find((v) => s.lower.includes(v));
      if (produced)
        return [
          {
            action: c.facts.policy.sensitiveDisclosure,
            code: 'sensitive_disclosure',
            reason: `${call.tool} sends ${produced}, which ${s.tool} produced with personal data (${fields.join(', ')}), to ${to}`,
          },
        ];
    }
  }
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
  // (a record's id in its id parameter says whom or what the message is about, `patient_id` of
  // the patient texted: it addresses, it carries nothing)
  const addressing = (path: string, v: string) =>
    RECORD_ID_PARAM.test(/([^.[\]]+)$/.exec(path)?.[1] ?? '') &&
    /^[\p{L}\p{N}_-]{1,40}$/u.test(v) &&
    /\d/.test(v);
  visitArgs(call.args, 'args', (path, v) => {
    if (!targetPaths.has(path) && typeof v === 'string' && !addressing(path, v)) leaves.push(v);
  });
  const payload = fragmentsOf(leaves.join('\n').slice(0, MAX_PAYLOAD));
  // (a record the user pointed at, sent to its one party at the record's only address, goes to
  // the person it is about: "text her the new time" and the patient's own phone)
  const recipients: string[] = [];
  visitArgs(call.args, 'args', (path, v) => {
    if (targetPaths.has(path) && typeof v === 'string') recipients.push(v);
  });
  const ownRecord = (s: DataSource) =>
    s.named &&
    s.evidence === undefined &&
    recipients.length > 0 &&
    recipients.every((r) => soleAddressRecord(s.output, r, true));
  for (const s of special) {
    if (ownRecord(s)) continue;
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
