// Prompt texts. Stage 1 (RefineAct 4.2): instruction -> one user_goal/3, few-shot, constrained
// vocabulary. Stage 2 (4.3): goal + tool signature summaries -> refined_step/6 and risky_action/3.
// Decode-back (VeriSafe 5.1.1): spec -> plain language, without seeing the instruction.
import type { Tool } from '../../core/index.ts';
import { summarizeTools } from '../../tools/index.ts';
import { describeValue, type NamedValue } from '../offline/named-values.ts';
import { toolAtoms } from './feedback.ts';

export interface Prompt {
  system: string;
  user: string;
}

/** A spec accepted earlier for a similar instruction (VeriSafe 5.1.2), split by stage. */
export interface ExperienceExample {
  instruction: string;
  goal: string;
  plan: string;
}

/** Labels the goal's third argument is drawn from when one fits. */
export const CONSTRAINT_LABELS = [
  'balance_check',
  'confirm_before_acting',
  'no_destructive_changes',
  'conditional',
  'limited_scope',
  'verify_recipient',
  'protect_private_data',
  'irreversible_action',
  // the user only asks to look or to be told: the guard then refuses changes made after tool data
  'read_only',
] as const;

const ANSWER = 'Answer with one ```prolog code block and nothing else.';

const GOAL_RULES = `user_goal(GoalName, [param(Name, Value), ...], [ConstraintLabel, ...]).

- Exactly one user_goal/3 fact, even when the instruction describes several steps: name the overarching intent, not the actions.
- GoalName, parameter names and constraint labels are lowercase snake_case atoms (transfer_money, recipient, balance_check).
- Values are the user's own: numbers as numbers (500, not '$500'); constants as lowercase atoms (alice); anything with capitals, spaces, punctuation or a leading digit in single quotes ('Alice Smith', 'alice@example.com', '/home/jo/q3.pdf').
- A name starting with an uppercase letter or _ is a variable: do not use variables in user_goal.
- Include every value the user gave (names, amounts, thresholds, dates, files, addresses, ids) and invent none.
- Constraint labels: use these when one fits: ${CONSTRAINT_LABELS.join(', ')}; otherwise a short lowercase label; [] when none applies.
- read_only only when the user asks solely to look up, read, find, summarise or be told something, and nothing in the instruction asks for any change.`;

const GOAL_EXAMPLES = `Examples:

Instruction: Transfer $500 to Alice if my balance exceeds $1000.
user_goal(transfer_money, [param(recipient, alice), param(amount, 500), param(threshold, 1000)], [balance_check]).

Instruction: Add a last_login column to the users table. Do not make destructive changes to the production database without my permission.
user_goal(update_schema, [param(table, users), param(column, last_login)], [no_destructive_changes, confirm_before_acting]).

Instruction: Email the Q3 report at /home/jo/q3.pdf to dana@acme.com.
user_goal(send_report, [param(file, '/home/jo/q3.pdf'), param(recipient, 'dana@acme.com')], [verify_recipient]).`;

const PLAN_RULES = `refined_step(StepNum, Action, Params, Pre, Post, Constraint).
risky_action(Action, Pattern, Disposition).

- StepNum: 1, 2, 3, ... in execution order.
- Action: one of the tool names listed, exactly as written there (quoted when it starts with an uppercase letter).
- Params: the values the goal fixes for this call, as [param_name(Value), ...] using the tool's own parameter names; [] when the goal fixes none. Every value the user named (a hotel, a person, dates, a file, an amount, an address) goes into the step whose tool takes it: reserve_hotel(hotel, start_day) for "reserve Villa Sol from 2025-03-02" gets [hotel('Villa Sol'), start_day('2025-03-02')].
- Pre: true, or the postcondition of an earlier step (step N+1 starts where step N ends). Post: a lowercase term for what holds after the step (balance_known, email_sent).
- Constraint: none for a safe step, or constraint(Type, 'Description') when the user must confirm the step first; Type is one of safety, security, privacy, ethics.
- risky_action: Pattern is a quoted substring of a dangerous input to that tool ('rm -rf /', 'DROP TABLE', an outside recipient); Disposition is reject (never allowed), user_consent (ask the user) or repeat_consent (ask every time). Action any applies to every tool.
- Write conditions as lowercase terms without variables (balance_known, not balance_known(B)): a variable that appears only once in a fact is rejected.
- Facts only: no rules, no directives.`;

const PLAN_EXAMPLE = `Example, for the goal user_goal(transfer_money, [param(recipient, alice), param(amount, 500), param(threshold, 1000)], [balance_check]) and tools check_balance(), transfer_money(recipient: string, amount: number):

refined_step(1, check_balance, [], true, balance_known, none).
refined_step(2, transfer_money, [recipient(alice), amount(500)], balance_known, transfer_complete, constraint(security, 'Confirm transfer details with user')).
risky_action(transfer_money, 'transfer', user_consent).`;

export function intentPrompt(instruction: string, examples: ExperienceExample[], note?: string): Prompt {
  return {
    system: `You formalize a user's instruction to an AI agent as one Prolog fact:\n\n${GOAL_RULES}\n\n${GOAL_EXAMPLES}${pastGoals(examples)}\n\n${ANSWER}`,
    user: withNote(`Instruction: ${instruction.trim()}`, note),
  };
}

export function planPrompt(
  goalText: string,
  tools: readonly Tool[],
  examples: ExperienceExample[],
  note?: string,
  named: readonly NamedValue[] = [],
): Prompt {
  return {
    system: `You refine a formalized user goal into a plan for an AI agent, grounded in the agent's tools. Write Prolog facts of these two kinds and nothing else; do not repeat the goal:\n\n${PLAN_RULES}\n\n${PLAN_EXAMPLE}${pastPlans(examples)}\n\n${ANSWER}`,
    user: withNote(`Goal:\n${goalText.trim()}\n\n${toolSection(tools)}${namedSection(named)}`, note),
  };
}

export function singlePrompt(
  instruction: string,
  tools: readonly Tool[],
  examples: ExperienceExample[],
  note?: string,
  named: readonly NamedValue[] = [],
): Prompt {
  return {
    system: `You formalize a user's instruction to an AI agent as a Prolog specification: first one goal fact, then a plan grounded in the agent's tools.\n\nThe goal:\n${GOAL_RULES}\n\n${GOAL_EXAMPLES}\n\nThe plan:\n${PLAN_RULES}\n\n${PLAN_EXAMPLE}${pastSpecs(examples)}\n\n${ANSWER}`,
    user: withNote(`Instruction: ${instruction.trim()}\n\n${toolSection(tools)}${namedSection(named)}`, note),
  };
}

export function decodePrompt(specText: string): Prompt {
  return {
    system:
      'You explain a Prolog specification of an AI agent task to a non-programmer. user_goal/3 is what the user wants, with its parameters and constraint labels; refined_step/6 are the planned tool calls in order, with the values they must use and whether the user must confirm them; risky_action/3 are inputs that are refused or need consent. Restate it in plain English in at most four sentences. Mention every name, number, address and file exactly as written in the specification, and add nothing that is not in it.',
    user: `Specification:\n${specText.trim()}`,
  };
}

function toolSection(tools: readonly Tool[]): string {
  return `Tools (signatures and descriptions):\n${summarizeTools(tools, { maxDescription: 200 })}\n\nTool names as Prolog atoms: ${toolAtoms(tools)}`;
}

/** The values the user named, to be carried by the steps whose tools take them. */
function namedSection(named: readonly NamedValue[]): string {
  if (named.length === 0) return '';
  const lines = named.map(
    (v) =>
      `- ${v.kind === 'name' ? `name (${v.nameKind})` : v.kind} ${describeValue(v)}${v.range ? `, the ${v.range} of a range` : ''}${typeof v.value === 'string' && v.text !== v.value ? ` (written "${v.text}")` : ''}`,
  );
  return `\n\nValues the user named. Put each into the Params of the step whose tool takes it, under that tool's parameter name and in the format its description asks for (dates as YYYY-MM-DD when it says so); a file binds the path exactly, a folder as path(under('/folder')). Invent no value the user did not name:\n${lines.join('\n')}`;
}

function withNote(user: string, note: string | undefined): string {
  return note ? `${user}\n\n${note}` : user;
}

function pastGoals(examples: ExperienceExample[]): string {
  return examples.map((e) => `\n\nInstruction: ${e.instruction}\n${e.goal}`).join('');
}

function pastPlans(examples: ExperienceExample[]): string {
  if (examples.length === 0) return '';
  return `\n\nPlans accepted before for similar goals:${examples.map((e) => `\n\n${e.goal}\n${e.plan}`).join('')}`;
}

function pastSpecs(examples: ExperienceExample[]): string {
  if (examples.length === 0) return '';
  return `\n\nSpecifications accepted before for similar instructions:${examples
    .map((e) => `\n\nInstruction: ${e.instruction}\n${e.goal}\n${e.plan}`)
    .join('')}`;
}
