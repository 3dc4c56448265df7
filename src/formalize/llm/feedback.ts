// The retry message: the checker's exact findings with line and column, then guidance for the
// mistakes they point at (RefineAct 4.2: "the specific error message and guidance on common
// issues such as incorrect atom casing").
import type { LocatedIssue, Tool } from '../../core/index.ts';
import { atom, printTerm } from '../../logic/index.ts';
import { CONSTRAINT_TYPES, RISK_DISPOSITIONS } from '../../spec/index.ts';

export type FeedbackStage = 'intent' | 'plan' | 'single';

/** `line 1, column 52: Syntax error: Operator expected` */
export function issueLine(issue: LocatedIssue): string {
  const where = issue.line > 0 ? `line ${issue.line}, column ${issue.column}: ` : '';
  return `${where}${issue.severity === 'warning' ? 'warning: ' : ''}${issue.message}`;
}

export function retryFeedback(issues: LocatedIssue[], stage: FeedbackStage, tools: readonly Tool[]): string {
  const lines = ['Your answer did not pass the Prolog checker:', ...issues.map((i) => `- ${issueLine(i)}`)];
  const guidance = [...new Set(issues.map((i) => guidanceFor(i.code, stage, tools)).filter((g) => g !== ''))];
  if (guidance.length > 0) lines.push('', 'How to fix it:', ...guidance.map((g) => `- ${g}`));
  lines.push(
    '',
    `Answer again with the complete corrected ${what(stage)} in one \`\`\`prolog block and nothing else.`,
  );
  return lines.join('\n');
}

/** The decode-back discrepancies, as the message for the next round. */
export function discrepancyFeedback(discrepancies: string[], restatement: string): string {
  return [
    'A plain-language restatement of your previous specification did not match the instruction:',
    `Restatement: ${restatement.trim()}`,
    ...discrepancies.map((d) => `- ${d}`),
    'Write a specification that carries exactly the values and intent of the instruction: every name, number and address it gives, and nothing it does not.',
  ].join('\n');
}

const ATOMS =
  "Constants are lowercase atoms (alice, transfer_money); anything with capitals, spaces, punctuation or a leading digit goes in single quotes ('Alice Smith', 'alice@example.com', '/tmp/a.txt'). Numbers are plain numbers (500, not '$500').";

function guidanceFor(code: string, stage: FeedbackStage, tools: readonly Tool[]): string {
  switch (code) {
    case 'syntax_error':
    case 'parse':
      return `Check brackets and parentheses, put commas between arguments and list items, and end every fact with a full stop. ${ATOMS}`;
    case 'singletons':
      return `A name starting with an uppercase letter or _ is a variable; a variable used only once in a fact is an error. Write constants in lowercase or quoted ('Alice', not Alice); use _ where any value will do.`;
    case 'goal_name':
    case 'goal_param':
    case 'goal_constraints':
      return 'Write user_goal(goal_name, [param(name, Value), ...], [label, ...]) with a lowercase goal name, param/2 terms in a list, and a list of lowercase constraint labels ([] when none).';
    case 'duplicate_goal':
    case 'missing_goal':
      return 'Write exactly one user_goal/3 fact: name the overarching intent even when the instruction has several steps.';
    case 'extra_clause':
    case 'goal_in_plan':
      return stage === 'intent'
        ? 'Write only the single user_goal/3 fact; the plan is written later.'
        : 'Write only refined_step/6 and risky_action/3 facts (and user_goal/3 once when asked for the whole spec); no other clauses.';
    case 'unsafe':
    case 'directive':
    case 'qualified':
    case 'reserved':
    case 'head':
    case 'not_a_fact':
      return 'Write facts only: no directives (:-), no rules, no calls to built-in predicates, no module qualification.';
    case 'unknown_action':
    case 'step_action':
    case 'risk_action':
      return `Use only these tool names, exactly as written: ${toolAtoms(tools)} (or any in risky_action for every tool).`;
    case 'unknown_parameter':
    case 'param_form':
      return "Write step parameters as name(Value) with the tool's own parameter names, e.g. recipient(alice); use [] when the goal fixes none.";
    case 'no_steps':
      return 'Write at least one refined_step/6 whose action is a tool from the list.';
    case 'unestablished_precondition':
      return 'A precondition must be true or the postcondition of an earlier step (step N+1 starts where step N ends); renumber or add the missing step.';
    case 'duplicate_step':
    case 'step_number':
      return 'Number the steps 1, 2, 3, ... in execution order, each number once.';
    case 'constraint_type':
      return `A step constraint is none or constraint(Type, 'Description') with Type one of ${CONSTRAINT_TYPES.join(', ')}.`;
    case 'risk_disposition':
    case 'risk_pattern':
    case 'empty_pattern':
      return `risky_action(Tool, 'non-empty quoted substring', Disposition) with Disposition one of ${RISK_DISPOSITIONS.join(', ')}.`;
    case 'arity':
      return 'user_goal has 3 arguments, refined_step 6, risky_action 3.';
    default:
      return '';
  }
}

function what(stage: FeedbackStage): string {
  switch (stage) {
    case 'intent':
      return 'user_goal/3 fact';
    case 'plan':
      return 'refined_step/6 and risky_action/3 facts';
    case 'single':
      return 'specification';
  }
}

/** Tool names as Prolog atoms (quoted where Prolog needs it). */
export function toolAtoms(tools: readonly Tool[]): string {
  return tools.map((t) => printTerm(atom(t.name))).join(', ');
}
