// The LLM formalizer: specs from instructions with a model, checked and retried.
export { compareRestatement, type DecodeBackComparison } from './decode-back.ts';
export {
  type ExperienceEntry,
  type ExperienceStore,
  experienceEntry,
  experienceKey,
  MemoryExperienceStore,
  toolkitHash,
} from './experience.ts';
export { type JsonFileExperienceOptions, JsonFileExperienceStore } from './experience-file.ts';
export { extractProlog } from './extract-prolog.ts';
export { DEFAULT_MIN_OVERLAP, DEFAULT_RETRIES, formalizeWithModel } from './formalize-with-model.ts';
export { majorityVote } from './majority-vote.ts';
export { modelFromEnv, modelFromName } from './model-config.ts';
export { CONSTRAINT_LABELS } from './prompts.ts';
export { scriptedModel } from './scripted-model.ts';
export type {
  Attempt,
  DecodeBackOptions,
  FormalizeInput,
  FormalizeOptions,
  FormalizeResult,
  PromptStage,
  Vote,
} from './types.ts';
