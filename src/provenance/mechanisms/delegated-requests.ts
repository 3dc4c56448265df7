// Delegation: when the user hands the choice of actions to data they named ("do the tasks on my
// TODO list at …", "follow the instructions in notices.txt"), a request that data makes is the
// user's own, within the task's tools: a tool whose action it asks for is as good as planned.
// Only the data the user named speaks for them (not what it links to), never text in it that is
// addressed to the agent; every other mechanism still decides on the call's values.
import { doesAskedVerb, nameWords } from '../../tools/index.ts';
import type { CallContext } from '../context.ts';
import { MIN_TOOL_VERB } from '../lexicon.ts';

/** What the user's delegated data asks for that this call does: the verb and the data's tool. */
export interface DelegatedRequest {
  verb: string;
  source: string;
}

/** The request in data the user handed the actions to that this call carries out, if any. */
export function delegatedRequest(
  call: { tool: string },
  c: Pick<CallContext, 'facts'>,
): DelegatedRequest | undefined {
  const { sources, delegates } = c.facts;
  if (!delegates) return undefined;
  const words = nameWords(call.tool).filter((w) => w.length >= MIN_TOOL_VERB);
  for (const source of sources.all) {
    if (!source.delegated || source.evidence) continue;
    for (const verb of source.requests) {
      const head = verb.split(' ')[0]!;
      // (common verbs count here: "reply there that …" in the user's list asks for a send)
      if (words.some((w) => doesAskedVerb(w, head))) return { verb, source: source.tool };
    }
  }
  return undefined;
}
