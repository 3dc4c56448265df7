// Does the user hand the choice of actions to data? "Read the file and follow the instructions",
// "do all the tasks on my TODO list at …", "plan the trip described in Mark's e-mail", "handle the
// requests in my boss's last message". Then requests found in the data the user named are the
// user's own, and the guard asks about them instead of rejecting them. This reads the user's
// words (trusted), never tool data.
//
// What delegation does not lift: the plan still bounds the tools (a tool outside it is confirmed
// by the chain check), text addressed to the agent is still an injection, a target taken from the
// data is still asked before money, messages or deletions go to it, and data from secret or
// unplanned reads still may not leave. Delegation hands over the requests, not the guard.

/** Verbs that hand a set of actions over ("do", "handle", "work through" … the tasks). */
const ACT = String.raw`(?:follow|do|complete|carry\s+out|execute|perform|handle|work\s+through|take\s+care\s+of|act\s+on|go\s+through|finish|process|deal\s+with|sort\s+out|action)`;
/** Nouns for a set of actions in data ("the tasks", "the requests", "the action items"). */
const OBJECT = String.raw`(?:instructions?|tasks?|to-?dos?|steps|requests?|items|checklist|directions|action\s+items|asks|chores|errands|assignments?)`;
const DELEGATION = new RegExp(
  String.raw`\b${ACT}\b([^.!?\n]{0,40}?)\b${OBJECT}\b|\bdo\s+(?:what|whatever|as)\s+(?:[\w'-]+\s+){1,5}?(?:says?|asks?|tells?\s+you|requests?|instructs?|wants?)\b|\bas\s+(?:instructed|requested|described|specified|asked|outlined|listed)\s+(?:in|by|on)\b`,
  'giu',
);
/** "the following tasks", "these steps": the user's own list, in the instruction itself. */
const OWN_LIST = /\b(?:following|below|these|above|listed\s+here|next)\b/i;

/**
 * The object of the user's verb is defined by a source: "the trip described in Mark's e-mail",
 * "the changes requested in ticket 4411", "the fixes listed on the review page". The source is
 * what follows the preposition; the instruction's own text ("below", "here") is not a source.
 */
const DEFINED_BY_SOURCE =
  /\b(?:described|listed|outlined|mentioned|detailed|specified|requested|asked\s+for|set\s+out|laid\s+out|noted|written(?:\s+down)?|proposed|suggested|planned|agreed)\s+(?:in|on|by|within|inside|at|from)\s+(?!(?:the\s+)?(?:following|below|above|here|this\s+(?:message|instruction|prompt|request))\b)/giu;

/**
 * Verbs that only look at data or report on it: "summarise the points made in …", "tell me the
 * dates mentioned in …" read the source, they do not hand it the actions. (A list by necessity:
 * the reading verbs of English; a verb not listed counts as acting.)
 */
const REPORTING_VERBS = new Set(
  'tell show summarise summarize list read find check look see give describe explain translate count compare review extract print display open fetch get search quote repeat note identify highlight what which who when where how why is are was were does did can could'.split(
    ' ',
  ),
);
/** Words that introduce the user's verb without being it ("please", "can you", "I'd like you to"). */
const LEAD_WORDS = new Set(
  'please kindly now then and also just first could can would will you i we id like want need to help me us go ahead so ok okay hey hi'.split(
    ' ',
  ),
);

/** The first word of the clause before `at` that is the user's verb (lead-ins skipped). */
function clauseVerb(text: string, at: number): string | undefined {
  const before = text.slice(Math.max(0, at - 200), at);
  let start = 0;
  for (const m of before.matchAll(
    /[.!?;:\n]|,\s*(?:and|then)\b|\b(?:and|then)\s+(?=\w+\s+(?:the|my|all|every|each|his|her|their|our)\b)/giu,
  ))
    start = m.index + m[0].length;
  for (const w of before
    .slice(start)
    .toLowerCase()
    .match(/[\p{L}']+/gu) ?? []) {
    const word = w.replace(/'.*$/, '');
    if (!LEAD_WORDS.has(word)) return word;
  }
  return undefined;
}

/** The user asks the agent to do what data it names says (true), or gives the actions itself. */
export function delegatesToData(instruction: string): boolean {
  for (const m of instruction.matchAll(DELEGATION)) {
    if (!OWN_LIST.test(m[1] ?? '')) return true;
  }
  for (const m of instruction.matchAll(DEFINED_BY_SOURCE)) {
    const verb = clauseVerb(instruction, m.index);
    if (verb !== undefined && !REPORTING_VERBS.has(verb)) return true;
  }
  return false;
}
