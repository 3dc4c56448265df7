// The guard room: GuardOptions (the one options type), createGuard (the one assembly) and the
// Guard every entry point drives (decide, confirm, run, settle, refuse).
export { createGuard } from './create-guard.ts';
export type { Decision } from './decision.ts';
export { DecisionsByCall, decides, MAX_KEPT_DECISIONS } from './decisions-by-call.ts';
export { type Enforcement, enforce, enforcementFor, shadow } from './enforcement.ts';
export {
  type Admission,
  DEFAULT_MAX_RETRIES,
  Guard,
  type GuardedCall,
  type GuardSettings,
  type Outcome,
  type RunOptions,
  unmetRequirements,
} from './guard.ts';
export type { GuardOptions } from './options.ts';
export type { ConfirmationAnswer, Confirmer, Formalize, GuardMode } from './types.ts';
