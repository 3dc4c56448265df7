// One generation of a spec: stage 1 (goal) and stage 2 (plan), or both in one call; every answer
// checked, rejected answers retried with the checker's exact findings; then, when asked, the
// decode-back round. Text only ever reaches `checkSpec` (read-only); nothing is loaded here.
import type { LanguageModel, ModelMessage } from 'ai';
import type { FormalizeAttempt, LocatedIssue, PromptStage, Tool } from '../../core/index.ts';
import { importPeer } from '../../core/index.ts';
import type { PrologEngine } from '../../logic/index.ts';
import { printTerm } from '../../logic/index.ts';
import type { CheckedSpec } from '../../spec/index.ts';
import { printSpec, userGoalTerm } from '../../spec/index.ts';
import type { NamedValue } from '../offline/named-values.ts';
import { compareRestatement } from './decode-back.ts';
import { extractProlog } from './extract-prolog.ts';
import { discrepancyFeedback, type FeedbackStage, issueLine, retryFeedback } from './feedback.ts';
import {
  decodePrompt,
  type ExperienceExample,
  intentPrompt,
  type Prompt,
  planPrompt,
  singlePrompt,
} from './prompts.ts';
import {
  checkIntentAnswer,
  checkPlanAnswer,
  checkSingleAnswer,
  combineStages,
  type StageCheck,
} from './stage-checks.ts';

export interface RunSettings {
  engine: PrologEngine;
  model: LanguageModel;
  instruction: string;
  tools: readonly Tool[];
  retries: number;
  singleCall: boolean;
  /** undefined: no decode-back */
  decodeBack: { minOverlap: number } | undefined;
  acceptWarnings: boolean;
  examples: ExperienceExample[];
  temperature: number | undefined;
  maxOutputTokens: number | undefined;
  abortSignal: AbortSignal | undefined;
  /** the values the user named: the plan must bind each (stage-checks.ts `unboundValues`) */
  named?: readonly NamedValue[];
}

/** Shared by every sample of one task: the attempts so far and the number of model calls. */
export interface RunLog {
  attempts: FormalizeAttempt[];
  llmCalls: number;
}

/** This sample produced no acceptable spec (its attempts are in the log). */
export class SampleFailed extends Error {}

/** The model could not be called (network, key, abort); no point in trying further samples. */
export class ModelCallFailed extends Error {}

export async function runSample(settings: RunSettings, log: RunLog, sample: number): Promise<CheckedSpec> {
  const rounds = settings.decodeBack ? settings.retries + 1 : 1;
  let note: string | undefined;
  for (let round = 0; round < rounds; round += 1) {
    const checked = settings.singleCall
      ? await singleStage(settings, log, sample, note)
      : await twoStages(settings, log, sample, note);
    if (!settings.decodeBack) return checked;
    const printed = printSpec(checked.spec);
    const restatement = await generate(settings, log, decodePrompt(printed), []);
    const comparison = compareRestatement(
      settings.instruction,
      restatement,
      checked.spec,
      settings.decodeBack,
    );
    const issues: LocatedIssue[] = comparison.discrepancies.map((message) => ({
      code: 'decode_mismatch',
      message,
      line: 0,
      column: 0,
      severity: 'error',
    }));
    log.attempts.push(attempt('decode_back', sample, restatement, restatement.trim(), issues, comparison.ok));
    if (comparison.ok) return checked;
    note = `Your previous specification was:\n\`\`\`prolog\n${printed.trim()}\n\`\`\`\n${discrepancyFeedback(comparison.discrepancies, restatement)}`;
  }
  throw new SampleFailed(
    `the specification's restatement disagreed with the instruction in ${rounds} rounds of decode-back`,
  );
}

async function singleStage(
  settings: RunSettings,
  log: RunLog,
  sample: number,
  note?: string,
): Promise<CheckedSpec> {
  const { engine, tools, acceptWarnings, named = [] } = settings;
  return stageLoop(
    settings,
    log,
    sample,
    'single',
    singlePrompt(settings.instruction, tools, settings.examples, note, named),
    (t) => checkSingleAnswer(engine, t, tools, { acceptWarnings, named }),
  );
}

async function twoStages(
  settings: RunSettings,
  log: RunLog,
  sample: number,
  note?: string,
): Promise<CheckedSpec> {
  const { engine, tools, acceptWarnings, named = [] } = settings;
  const goal = await stageLoop(
    settings,
    log,
    sample,
    'intent',
    intentPrompt(settings.instruction, settings.examples, note),
    (t) => checkIntentAnswer(engine, t, { acceptWarnings }),
  );
  // stage 2 sees the goal as the checker read it, printed canonically
  const goalText = `${printTerm(userGoalTerm(goal.spec.intent!))}.`;
  const plan = await stageLoop(
    settings,
    log,
    sample,
    'plan',
    planPrompt(goalText, tools, settings.examples, note, named),
    (t) => checkPlanAnswer(engine, t, tools, { acceptWarnings, named }),
  );
  const combined = combineStages(engine, goalText, plan.text, tools, { acceptWarnings });
  if (!combined.checked)
    throw new SampleFailed(`goal and plan do not combine: ${combined.issues.map(issueLine).join('; ')}`);
  return combined.checked;
}

/** Asks, checks, and retries with the findings up to `retries` times. */
async function stageLoop(
  settings: RunSettings,
  log: RunLog,
  sample: number,
  stage: FeedbackStage,
  prompt: Prompt,
  check: (text: string) => StageCheck,
): Promise<CheckedSpec> {
  let history: ModelMessage[] = [];
  let last: LocatedIssue[] = [];
  for (let n = 0; n <= settings.retries; n += 1) {
    const raw = await generate(settings, log, prompt, history);
    const text = extractProlog(raw);
    const result = check(text);
    log.attempts.push(attempt(stage, sample, raw, text, result.issues, result.accepted));
    if (result.accepted && result.checked) return result.checked;
    // values no step binds were reported on every try; the last answer stands with the report
    // in the log (an extractor's guess never costs the user the whole formalization)
    if (n === settings.retries && result.unboundOnly) return result.unboundOnly;
    last = result.issues;
    // the retry shows the rejected answer and the checker's exact findings
    history = [
      { role: 'assistant', content: raw },
      { role: 'user', content: retryFeedback(result.issues, stage, settings.tools) },
    ];
  }
  const shown = last.slice(0, 3).map(issueLine).join('; ');
  throw new SampleFailed(
    `no valid ${STAGE_NAMES[stage]} in ${settings.retries + 1} attempts; last problems: ${shown}${last.length > 3 ? ` (and ${last.length - 3} more)` : ''}`,
  );
}

const STAGE_NAMES: Record<FeedbackStage, string> = {
  intent: 'goal (user_goal/3)',
  plan: 'plan (refined_step/6, risky_action/3)',
  single: 'specification',
};

async function generate(
  settings: RunSettings,
  log: RunLog,
  prompt: Prompt,
  history: ModelMessage[],
): Promise<string> {
  // the AI SDK is an optional peer, loaded on the first model call (a missing one is a typed error)
  const { generateText } = await importPeer('ai', 'the LLM formalizer', () => import('ai'));
  log.llmCalls += 1;
  try {
    const result = await generateText({
      model: settings.model,
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.user }, ...history],
      ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
      ...(settings.maxOutputTokens !== undefined ? { maxOutputTokens: settings.maxOutputTokens } : {}),
      ...(settings.abortSignal ? { abortSignal: settings.abortSignal } : {}),
    });
    return result.text;
  } catch (cause) {
    throw new ModelCallFailed(
      `the model call failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

function attempt(
  stage: PromptStage,
  sample: number,
  raw: string,
  text: string,
  issues: LocatedIssue[],
  accepted: boolean,
): FormalizeAttempt {
  return { stage, sample, raw, text, issues, accepted };
}
