// The texts the intent encoder sends: the DSL and the app's states for the encoder, the decoder's
// and the checker's instructions, and the feedback of a failed attempt.
import type { LocatedIssue } from '../core/index.ts';
import type { Candidates } from './experience.ts';
import type { StateDefinition } from './types.ts';

const DSL = `Write the user's instruction as rules, one per line, in this language:
  LABEL: P1 ∧ P2 ∧ ... ∧ Pn → Objective
Each P is a state predicate State(var op value, ...) over the app's states below, or the Objective
of another rule (it must be achieved first). A rule ending in → Done completes the task; write one
Done rule per way the task can end (including "do nothing" branches). Operators: = ≠ < ≤ > ≥
(ASCII: = != < <= > >=; & for ∧, -> for →). Values: "strings" in double quotes, numbers,
True/False, enum values as bare names, dates as Today, Tomorrow or 2025-03-14, times as 19:00.
Only = and ≠ apply to strings, booleans and enums. Example, for "Reserve restaurant R before
7 PM. If the restaurant is not available at that time, do nothing.":
R1: RestaurantInfo(name = "R") ∧ ReserveInfo(date = Today, time < 19:00, available = True) → Reserve
R2: Reserve ∧ ReserveResult(success = True) → Done
R3: RestaurantInfo(name = "R") ∧ ReserveInfo(date = Today, time < 19:00, available ≠ True) → Done
Answer with the rules only.`;

export function describeStates(states: readonly StateDefinition[], first: readonly string[] = []): string {
  const ordered = [...states].sort((a, b) => rank(first, a.name) - rank(first, b.name));
  return ordered
    .map((s) => {
      const vars = s.variables
        .map(
          (v) =>
            `${v.name}: ${v.type}${v.values ? ` (${v.values.join(' | ')})` : ''}${v.description ? ` — ${v.description}` : ''}`,
        )
        .join('; ');
      return `- ${s.name}: ${s.description || '(no description)'} Variables: ${vars}`;
    })
    .join('\n');
}

function rank(first: readonly string[], name: string): number {
  const i = first.indexOf(name);
  return i < 0 ? first.length : i;
}

export function encoderSystem(
  states: readonly StateDefinition[],
  candidates: Candidates | undefined,
): string {
  const parts = [DSL, `\nThe app's states:\n${describeStates(states, candidates?.states)}`];
  if (candidates && candidates.predicates.length > 0) {
    parts.push(
      `\nPredicates that encoded similar instructions for this app before (prefer them when they fit):\n${candidates.predicates.map((p) => `- ${p}`).join('\n')}`,
    );
    const example = candidates.examples[0];
    if (example)
      parts.push(`\nA past encoding:\nInstruction: ${example.instruction}\n${example.rules.trim()}`);
  }
  return parts.join('\n');
}

export function syntaxFeedback(issues: LocatedIssue[]): string {
  return `Your rules have problems (LINE:COLUMN: message):\n${issues
    .map((i) => `${i.line}:${i.column}: ${i.message}`)
    .join('\n')}\nWrite the corrected rules only.`;
}

export function semanticFeedback(decoded: string, problems: string): string {
  return `Read back in plain language, your rules say: "${decoded}". That does not match the instruction: ${problems}\nWrite the corrected rules only.`;
}

export function decoderPrompt(
  rules: string,
  states: readonly StateDefinition[],
): { system: string; prompt: string } {
  return {
    system:
      'You read rule specifications of an app task and say in plain language, for the user, what task they describe: what must hold before each objective, and when the task ends. Do not guess the original wording.',
    prompt: `States:\n${describeStates(states)}\n\nRules:\n${rules.trim()}\n\nDescribe the task these rules specify.`,
  };
}

export function checkerPrompt(instruction: string, decoded: string): { system: string; prompt: string } {
  return {
    system:
      'You compare a user instruction with a description decoded from a formal specification. Answer with JSON only: {"consistent": true|false, "problems": "what is missing, added or different"}.',
    prompt: `Instruction: ${instruction}\nDecoded description: ${decoded}\nDoes the description capture every requirement of the instruction, and nothing else?`,
  };
}
