// Inputs, options and results of the LLM formalizer.
import type { LanguageModel } from 'ai';
import type { FormalizeAttempt, Tool } from '../../core/index.ts';
import type { PrologEngine } from '../../logic/index.ts';
import type { CheckedSpec } from '../../spec/index.ts';
import type { ExperienceStore } from './experience.ts';

export type { FormalizeAttempt as Attempt, PromptStage } from '../../core/index.ts';

export interface DecodeBackOptions {
  /** share of the instruction's content words the restatement must contain (default 0.4) */
  minOverlap?: number;
}

export interface FormalizeOptions {
  /** retries after a rejected answer, per stage and for decode-back rounds (default 3, as in RefineAct) */
  retries?: number;
  /** write goal, plan and risks in one call instead of two stages (fewer round trips) */
  singleCall?: boolean;
  /** VeriSafe decode-back: a second call restates the spec; discrepancies with the instruction are fed back */
  decodeBack?: boolean | DecodeBackOptions;
  /** reuse specs accepted before and show similar ones as examples (VeriSafe experience-driven encoding) */
  experience?: ExperienceStore;
  /** how many similar past specs to show as examples (default 2) */
  experienceExamples?: number;
  /** independent generations; the spec produced most often wins (default 1) */
  samples?: number;
  /** accept answers with warnings (singleton variables); RefineAct retries on them (default false) */
  acceptWarnings?: boolean;
  temperature?: number;
  maxOutputTokens?: number;
  abortSignal?: AbortSignal;
  /** the session's clock, for relative dates the user names ("next Friday"); without it only written-out dates bind */
  reference?: Date;
}

export interface FormalizeInput {
  instruction: string;
  tools: readonly Tool[];
  model: LanguageModel;
  /** defaults to `PrologEngine.shared()` */
  engine?: PrologEngine;
  options?: FormalizeOptions;
}

export interface Vote {
  hash: string;
  count: number;
  /** the first sample that produced this spec */
  firstSample: number;
}

export interface FormalizeResult {
  checked: CheckedSpec;
  /** model calls made for this task (0 when the experience cache answered) */
  llmCalls: number;
  /** every answer the model gave, accepted or not, in order */
  attempts: FormalizeAttempt[];
  /** true when the spec came from the experience cache */
  fromExperience: boolean;
  /** the tally when `samples` > 1, most votes first */
  votes?: Vote[];
}
