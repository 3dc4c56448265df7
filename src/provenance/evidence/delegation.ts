// Does the user hand the choice of actions to data? "Read the file and follow the instructions",
// "do all the tasks on my TODO list at …", "plan the trip described in Mark's e-mail", "handle the
// requests in my boss's last message". Then requests found in the data the user named are the
// user's own, and the guard asks about them instead of rejecting them. This reads the user's
// words (trusted), never tool data.
//
// What delegation does not lift: the plan still bounds the tools (a tool outside it is confirmed
// by the chain check), text addressed to the agent is still an injection, a target taken from the
// data is still asked before money, messages or deletions go to it, and data from secret or
// unplanned reads still may not leave. Delegation hands over the requests, not the guard. The
// verbs, objects and phrasings it reads are in src/lexicon/provenance.ts.

import { singular } from '../../core/index.ts';
import {
  CLAUSE_BREAK,
  CLAUSE_REACH,
  DEFINED_BY_SOURCE,
  DELEGATED_NOUN,
  DELEGATION,
  DELEGATION_BY_PRONOUN,
  INSTRUCTION_LEAD_WORDS,
  LIST_SOURCE,
  OWN_LIST,
  REPORTING_VERBS,
  STOP_WORDS,
} from '../../lexicon/index.ts';

/** The first word of the clause before `at` that is the user's verb (lead-ins skipped). */
function clauseVerb(text: string, at: number): string | undefined {
  const before = text.slice(Math.max(0, at - CLAUSE_REACH), at);
  let start = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) start = m.index + m[0].length;
  for (const w of before
    .slice(start)
    .toLowerCase()
    .match(/[\p{L}']+/gu) ?? []) {
    const word = w.replace(/'.*$/, '');
    if (!INSTRUCTION_LEAD_WORDS.has(word)) return word;
  }
  return undefined;
}

/** The user asks the agent to do what data it names says (true), or gives the actions itself. */
export function delegatesToData(instruction: string): boolean {
  for (const m of instruction.matchAll(DELEGATION)) {
    // ("the next steps in Kofi's handoff note" are the note's, not a list the user gives)
    // ("the following steps in order" are still the user's)
    const sourced = LIST_SOURCE.test(instruction.slice(m.index + m[0].length));
    if (!OWN_LIST.test(m[1] ?? '') || sourced) return true;
  }
  if (DELEGATION_BY_PRONOUN.test(instruction) && DELEGATED_NOUN.test(instruction)) return true;
  for (const m of instruction.matchAll(DEFINED_BY_SOURCE)) {
    const verb = clauseVerb(instruction, m.index);
    if (verb !== undefined && !REPORTING_VERBS.has(verb)) return true;
  }
  return false;
}

/**
 * The words an instruction that hands the actions over uses for the data ("Do the steps in Dana's
 * handover note from last night": steps, dana, handover, note, last, night), singular, four
 * letters or more, no stop words: a read whose tool's name holds one (`handover.read`,
 * `board_notes`) fetches the data the user named, whatever its arguments.
 */
export function delegatedWords(instruction: string): Set<string> {
  if (!delegatesToData(instruction)) return new Set();
  return new Set(
    (instruction.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      .filter((w) => !STOP_WORDS.has(w))
      .map((w) => singular(w)),
  );
}
