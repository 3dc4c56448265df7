// The LLM formalizer: instruction + tools -> a checked spec (RefineAct 4.2-4.3, VeriSafe 5.1).
import { FormalizeError, InputError } from '../../core/index.ts';
import { PrologEngine } from '../../logic/index.ts';
import { withOrigin } from '../../spec/index.ts';
import { readRequest } from '../offline/build.ts';
import { experienceEntry, recall, similarExamples } from './experience.ts';
import { type Ballot, majorityVote } from './majority-vote.ts';
import { ModelCallFailed, type RunLog, type RunSettings, runSample, SampleFailed } from './pipeline.ts';
import type { FormalizeInput, FormalizeResult } from './types.ts';
import { withUserMarks } from './user-marks.ts';

export const DEFAULT_RETRIES = 3;
export const DEFAULT_MIN_OVERLAP = 0.4;

/**
 * Derives a spec with `model`. Throws FormalizeError (with every attempt) when no answer passes
 * the checks within the retry budget or the model cannot be called; InputError on bad arguments.
 */
export async function formalizeWithModel(input: FormalizeInput): Promise<FormalizeResult> {
  const { instruction, tools, model } = input;
  const options = input.options ?? {};
  const retries = options.retries ?? DEFAULT_RETRIES;
  const samples = options.samples ?? 1;
  if (instruction.trim() === '') throw new InputError('the instruction is empty');
  if (tools.length === 0) throw new InputError('no tools: the plan must be grounded in at least one tool');
  if (!Number.isInteger(retries) || retries < 0)
    throw new InputError(`retries must be a whole number ≥ 0, got ${retries}`);
  if (!Number.isInteger(samples) || samples < 1)
    throw new InputError(`samples must be a whole number ≥ 1, got ${samples}`);
  const engine = input.engine ?? (await PrologEngine.shared());
  // the user's words read once, by the same reader as the offline formalizer's: the values they
  // name (the plan must bind each), the objects they name one of (single_object/1) and the asked
  // actions the plan leaves open on records they name (open_request/3)
  const reading = await readRequest(instruction, tools, options.reference);

  if (options.experience) {
    const reused = await recall(options.experience, engine, instruction, tools, options.acceptWarnings);
    if (reused)
      return {
        checked: withOrigin(withUserMarks(engine, reused, reading, tools), 'llm_formalizer'),
        llmCalls: 0,
        attempts: [],
        fromExperience: true,
      };
  }
  const examples = options.experience
    ? await similarExamples(options.experience, engine, instruction, tools, options.experienceExamples ?? 2)
    : [];

  const decodeBack = options.decodeBack
    ? {
        minOverlap:
          (typeof options.decodeBack === 'object' ? options.decodeBack.minOverlap : undefined) ??
          DEFAULT_MIN_OVERLAP,
      }
    : undefined;
  const settings: RunSettings = {
    engine,
    model,
    instruction,
    tools,
    retries,
    singleCall: options.singleCall ?? false,
    decodeBack,
    acceptWarnings: options.acceptWarnings ?? false,
    examples,
    temperature: options.temperature,
    maxOutputTokens: options.maxOutputTokens,
    abortSignal: options.abortSignal,
  };
  // the values the user named, from the same extractor as the offline formalizer's grounding
  settings.named = reading.named;
  const log: RunLog = { attempts: [], llmCalls: 0 };
  const ballots: Ballot[] = [];
  const failures: string[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    try {
      ballots.push({ sample, checked: await runSample(settings, log, sample) });
    } catch (error) {
      if (error instanceof SampleFailed) failures.push(error.message);
      else if (error instanceof ModelCallFailed)
        throw new FormalizeError(error.message, log.attempts, log.llmCalls, { cause: error.cause });
      else throw error;
    }
  }
  const vote = majorityVote(ballots);
  if (!vote) {
    const why =
      samples === 1 ? failures[0] : `none of ${samples} samples produced one; first: ${failures[0]}`;
    throw new FormalizeError(`no valid specification: ${why}`, log.attempts, log.llmCalls);
  }
  const marked = withUserMarks(engine, vote.winner, reading, tools);
  if (options.experience) await options.experience.put(experienceEntry(instruction, tools, marked));
  return {
    checked: withOrigin(marked, 'llm_formalizer'),
    llmCalls: log.llmCalls,
    attempts: log.attempts,
    fromExperience: false,
    ...(samples > 1 ? { votes: vote.votes } : {}),
  };
}
