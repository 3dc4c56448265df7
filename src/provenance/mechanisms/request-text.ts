// Request text: a value the data asks its reader to act on, or text addressed to the agent around
// it, and an action (a verb of the tool's name) that only the data asks for. Extra evidence on top
// of the data flow, never the only thing between an attack and a tool: the words can change.

import { GENERIC_VERBS, MIN_TOOL_VERB } from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import {
  about,
  type CallContext,
  type CallMechanism,
  describe,
  type Ruling,
  type ValueFact,
} from '../context.ts';
import type { DataSource } from '../data-sources.ts';
import { dictatedIn, inMarkedSentence } from '../evidence/injection.ts';
import { moneyPath, nearMarker, spellings } from '../readers.ts';

/**
 * The source whose sentence holding the value asks its reader to act on it (reading sentences is
 * bounded per call: past the budget, values are judged by data flow only), and what that says.
 */
export function dictation(v: ValueFact, c: CallContext): { dictated?: DataSource; decisions: Ruling[] } {
  const { p, from } = v;
  const dictated =
    v.origin === 'untrusted' && c.budget.take(from.length)
      ? from.find((s) =>
          spellings(p).some(
            (sp) =>
              dictatedIn(s.text, sp, s.lower) ||
              (s.evidence !== undefined && inMarkedSentence(s.text, s.evidence, sp, s.lower)),
          ),
        )
      : undefined;
  if (!dictated) return { decisions: [] };
  const { policy } = c.facts;
  // markers of text addressed to the agent around the request: not the data's own voice
  const addressed = dictated.evidence !== undefined && nearMarker(dictated, p);
  const ownVoice = !addressed && (dictated.delegated || (dictated.named && !dictated.web));
  // following a link, or quoting a value, from data the user pointed at is the user's task; and
  // what the data the user handed the actions to asks is the user's request (data flow still
  // asks before money, messages or deletions go to its targets)
  // (a sum of money the data asks for is no quote: "schreiben Sie uns 200 € … gut" in the booking
  // the user named, and a credit of 200, is the customer's request, not the user's)
  const money = p.kind === 'number' && moneyPath(p.path);
  if (ownVoice && (c.readOnly || (!v.target && !money) || dictated.delegated))
    return { dictated, decisions: [] };
  return {
    dictated,
    decisions: [
      {
        path: p.path,
        data: {
          ...about(v).data,
          dictatedBy: dictated.tool,
          ...(addressed ? { markers: dictated.evidence!.markers, excerpt: dictated.evidence!.excerpt } : {}),
        },
        action: ownVoice ? policy.requestInNamedData : policy.injected,
        code: ownVoice ? 'untrusted_value' : 'injected_request',
        reason: `${describe(p)} comes from the output of ${dictated.tool}, in a sentence that asks its reader to act on it${
          addressed
            ? `, inside text addressed to the agent (${dictated.evidence!.markers.join(', ')})`
            : dictated.delegated
              ? ' (the user asked the agent to follow that data)'
              : dictated.named && !dictated.web
                ? ' (the user pointed at that data)'
                : dictated.web
                  ? '; it is web content, which does not speak for the user'
                  : '; the user did not point at that data'
        }`,
      },
    ],
  };
}

/** A tool outside the plan (or with no plan at all) whose action only the data asks for. */
export const actionAskedByData: CallMechanism = (call, c) => {
  const { sources, policy, instructionWords } = c.facts;
  if (c.view.planned?.has(call.tool) || !sources.anyRead) return [];
  /** the instruction uses the verb (`grant`, `granted`, `granting`) */
  const mentions = (verb: string): boolean => {
    for (const w of instructionWords) if (w.startsWith(verb)) return true;
    return false;
  };
  const words = nameWords(call.tool).filter((w) => w.length >= MIN_TOOL_VERB);
  for (const source of sources.all) {
    if (source.delegated) continue;
    for (const verb of source.requests) {
      const head = verb.split(' ')[0]!;
      if (!GENERIC_VERBS.has(head) && words.includes(head) && !mentions(head))
        return [
          {
            action: policy.injected,
            code: 'injected_request',
            reason: `${call.tool} carries out a request found in the output of ${source.tool} ('${verb}'), not one in the user's instruction`,
            data: { verb, source: source.tool },
          },
        ];
    }
  }
  return [];
};
