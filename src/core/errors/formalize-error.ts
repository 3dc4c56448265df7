import { IntentguardError } from './intentguard-error.ts';
import type { LocatedIssue } from './located-issue.ts';

/** Which prompt produced an attempt: the two RefineAct stages, both at once, or the decode-back call. */
export type PromptStage = 'intent' | 'plan' | 'single' | 'decode_back';

/** One LLM answer and what the checkers said about it. */
export interface FormalizeAttempt {
  stage: PromptStage;
  /** 0-based sample (majority vote) the attempt belongs to */
  sample: number;
  /** the model's raw answer */
  raw: string;
  /** the Prolog taken from it (code fences removed); for decode_back, the restatement */
  text: string;
  /** what the checkers found (errors and warnings); empty when the attempt was accepted */
  issues: LocatedIssue[];
  accepted: boolean;
}

/** No specification passed the checks within the retry budget; nothing was loaded. */
export class FormalizeError extends IntentguardError {
  readonly attempts: FormalizeAttempt[];
  readonly llmCalls: number;
  constructor(
    message: string,
    attempts: FormalizeAttempt[],
    llmCalls: number,
    options?: { cause?: unknown },
  ) {
    super('formalize_failed', message, options);
    this.attempts = attempts;
    this.llmCalls = llmCalls;
  }
}
