// Does the user hand the choice of actions to data? "Read the file and follow the instructions",
// "do all the tasks on my TODO list at …", "do what the email says". Then requests found in the
// data the user named are the user's own, and the guard asks about them instead of rejecting
// them. This reads the user's words (trusted), never tool data.

const ACT = String.raw`(?:follow|do|complete|carry\s+out|execute|perform|handle|work\s+through|take\s+care\s+of|act\s+on|go\s+through|finish|process)`;
const OBJECT = String.raw`(?:instructions?|tasks?|to-?dos?|steps|requests?|items|checklist|directions|action\s+items)`;
const DELEGATION = new RegExp(
  String.raw`\b${ACT}\b([^.!?\n]{0,40}?)\b${OBJECT}\b|\bdo\s+(?:what|whatever|as)\s+(?:[\w'-]+\s+){1,5}?(?:says?|asks?|tells?\s+you|requests?|instructs?)\b|\bas\s+(?:instructed|requested|described)\s+(?:in|by|on)\b`,
  'giu',
);
/** "the following tasks", "these steps": the user's own list, in the instruction itself. */
const OWN_LIST = /\b(?:following|below|these|above|listed\s+here|next)\b/i;

/** The user asks the agent to do what data it names says (true), or gives the actions itself. */
export function delegatesToData(instruction: string): boolean {
  for (const m of instruction.matchAll(DELEGATION)) {
    if (!OWN_LIST.test(m[1] ?? '')) return true;
  }
  return false;
}
