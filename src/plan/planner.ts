// The planner: asks a language model (any AI SDK model) for a whole workflow plan, given only the
// user's instruction and the tool specs — never data, so nothing a tool returns can steer which
// calls are made. What the model writes is only a proposal: it is parsed (malformed plans go back
// to the model with the located problems) and must still pass verifyPlan before anything runs.
import type { LanguageModel, ModelMessage } from 'ai';
import type { Tool } from '../core/index.ts';
import { formatPlanIssue, importPeer, PlanError } from '../core/index.ts';
import { parsePlanText } from './plan-parse.ts';
import type { Plan } from './plan-types.ts';

export interface PlannerOptions {
  model: LanguageModel;
  instruction: string;
  tools: readonly Tool[];
  /** more attempts when the model's plan is malformed (default 1) */
  retries?: number;
  abortSignal?: AbortSignal;
}

export interface PlannerResult {
  plan: Plan;
  /** the model's text the plan was read from */
  text: string;
  attempts: number;
}

export const PLANNER_SYSTEM = `You write workflow plans. You never call tools and never see data: you write the whole plan first, and a verifier checks it before it runs.
Answer with one JSON object and nothing else, in this shape:
{
  "name": "snake_case_name",
  "description": "what the plan does",
  "steps": {
    "step_id": {
      "description": "what this step does",
      "function": { "name": "tool_name", "arguments": { "param": "literal value or @result_name" } },
      "result": "result_name",
      "next": "next_step_id"
    },
    "last_step": { "description": "…", "return": "@result_name" }
  }
}
Refer to an earlier step's result as "@result_name" (or "@result_name.field"). The first step is the one no other step points to.
Optional: {"if": {"value": "@x", "equals": 0}, "then": "step_a", "else": "step_b"} branches; {"forEach": "@list", "as": "item", "maxIterations": 50, "steps": {…}, "result": "collected", "next": "…"} repeats a nested plan for each item.
Use only the tools listed. Do only what the user asked.`;

/** The prompt the model sees: the instruction and the tool specs, nothing else. */
export function plannerPrompt(instruction: string, tools: readonly Tool[]): string {
  const specs = tools.map((t) => ({
    name: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
    ...(t.inputSchema !== undefined ? { inputSchema: t.inputSchema } : {}),
  }));
  return `Tools:\n${JSON.stringify(specs, null, 2)}\n\nUser instruction:\n${instruction}`;
}

export async function planWithModel(options: PlannerOptions): Promise<PlannerResult> {
  const retries = options.retries ?? 1;
  const messages: ModelMessage[] = [
    { role: 'user', content: plannerPrompt(options.instruction, options.tools) },
  ];
  let lastError: PlanError | undefined;
  const { generateText } = await importPeer('ai', 'the LLM planner', () => import('ai')); // loaded on first use, not by importing intentguard
  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    const { text } = await generateText({
      model: options.model,
      system: PLANNER_SYSTEM,
      messages,
      ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
    });
    try {
      return { plan: parsePlanText(extractJson(text), 'model output'), text, attempts: attempt };
    } catch (error) {
      if (!(error instanceof PlanError)) throw error;
      lastError = error;
      messages.push(
        { role: 'assistant', content: text },
        {
          role: 'user',
          content: `That plan is malformed:\n${error.issues.map((i) => `- ${formatPlanIssue(i, 'plan')}`).join('\n')}\nAnswer with the corrected plan as one JSON object.`,
        },
      );
    }
  }
  throw lastError!;
}

/** The JSON object in a model's answer (models like to wrap it in a ```json fence or a sentence). */
export function extractJson(text: string): string {
  const fenced = /```(?:json)?\s*\n([\s\S]*?)```/.exec(text);
  if (fenced) return fenced[1]!;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}
