// Delegation: when the user hands the choice of actions to data they named ("do the tasks on my
// TODO list at …", "follow the instructions in notices.txt"), a request that data makes is the
// user's own, within the task's tools: a tool whose action it asks for is as good as planned.
// Only the data the user named speaks for them (not what it links to), never text in it that is
// addressed to the agent; every other mechanism still decides on the call's values.
import type { Tool } from '../../core/index.ts';
import {
  COORDINATED_REQUEST,
  doesAskedVerb,
  ITEM_START,
  MAX_PAYLOAD,
  MIN_TOOL_VERB,
  VERB_SYNONYMS,
} from '../../lexicon/index.ts';
import { nameWords, verbClass } from '../../tools/index.ts';
import type { CallContext } from '../context.ts';

/** What the user's delegated data asks for that this call does: the verb and the data's tool. */
export interface DelegatedRequest {
  verb: string;
  source: string;
}

/** The request in data the user handed the actions to that this call carries out, if any. */
export function delegatedRequest(
  call: { tool: string },
  c: Pick<CallContext, 'facts'>,
  tool?: Tool,
): DelegatedRequest | undefined {
  const { sources, delegates } = c.facts;
  if (!delegates) return undefined;
  // the tool's own words, past its service's name (`MergeGateRunPipeline`: run, pipeline)
  const kit = tool?.toolkit === undefined ? [] : nameWords(tool.toolkit);
  const all = nameWords(call.tool);
  const own = kit.length > 0 && kit.every((w, i) => all[i] === w) ? all.slice(kit.length) : all;
  const words = own.filter((w) => w.length >= MIN_TOOL_VERB);
  // a verb the user forbade ("don't merge yet") is not handed over, whatever the data asks
  const forbidden = (w: string) => forbids(c.facts.options.instruction, w);
  for (const source of sources.all) {
    if (!source.delegated || source.evidence) continue;
    for (const verb of source.requests) {
      const head = verb.split(' ')[0]!;
      // (common verbs count here: "reply there that …" in the user's list asks for a send)
      const w = words.find((x) => doesAskedVerb(x, head));
      if (w !== undefined && !forbidden(w) && !forbidden(head)) return { verb, source: source.tool };
    }
    // the data asks, at the start of one of its items or sentences, for the tool's own verb or a
    // synonym, whatever verb that is ("(2) Stage the sidebar", "- [ ] run the migrations pipeline")
    // (the name's verb: its first word the lexicon knows as one, else any word before its last,
    // which names the object: `stage_article`, `cms_stage_story`)
    const known = words.filter((w) => verbClass(w) !== undefined);
    // (a dotted name is `resource.action`: `payments.record` records)
    const action = call.tool.includes('.')
      ? nameWords(call.tool.slice(call.tool.lastIndexOf('.') + 1))[0]
      : undefined;
    const verbs = [
      ...(known.length > 0 ? known.slice(0, 1) : words.slice(0, -1)),
      ...(action !== undefined && action.length >= MIN_TOOL_VERB ? [action] : []),
    ];
    for (const verb of verbs.filter((v) => !forbidden(v)))
      for (const asked of [verb, ...(VERB_SYNONYMS[verb] ?? [])])
        if (!forbidden(asked) && itemStartsWith(source.text, asked))
          return { verb: asked, source: source.tool };
  }
  return undefined;
}

/** The instruction forbids the verb: "don't merge", "do not ever approve", "never publish". */
function forbids(instruction: string, verb: string): boolean {
  const v = verb.replace(/[^\p{L} ]/gu, '');
  if (v.length === 0) return false;
  return new RegExp(String.raw`\b(?:don'?t|do\s+not|never|not\s+to)\s+(?:\w+\s+){0,2}?${v}`, 'iu').test(
    instruction,
  );
}

/**
 * Some item or sentence of the text opens with the verb (after a list marker, a checkbox,
 * "please"), or the verb is joined to one that does ("Assign the revision to V-118 and issue her
 * PO", "tech signed off, so close it out"): in data the user handed the actions to, each of its
 * coordinated requests is asked.
 */
function itemStartsWith(text: string, verb: string): boolean {
  const v = verb.replace(/[^\p{L} ]/gu, '').replace(/ /g, '\\s+');
  if (v.length === 0) return false;
  const opens = `(?:${ITEM_START}|${COORDINATED_REQUEST})`;
  return new RegExp(`${opens}(?:please\\s+)?${v}\\b`, 'iu').test(text.slice(0, MAX_PAYLOAD));
}
