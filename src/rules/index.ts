// VeriSafe rules: the rule language, the developer library (states, triggers), the verifier,
// feedback, string equivalence and the intent encoder.
export { RulesError } from '../core/index.ts';
export { type CompiledSpec, compileSpec } from './compile.ts';
export { DecisionWriter, type RuleDecision, type Violation } from './decisions.ts';
export { embeddingSimilarity } from './embedding-similarity.ts';
export type { EncodeAttempt, EncodeOptions, EncodeResult } from './encoder.ts';
export { encodeIntent, rulesText } from './encoder.ts';
export {
  compareStrings,
  type Equivalence,
  lexicalSimilarity,
  normalizeText,
  type SimilarityHook,
  type StringComparison,
} from './equivalence.ts';
export {
  checkEvents,
  type EventVerdictLine,
  eventActions,
  parseEvents,
  type RuleEvent,
  validateEvents,
} from './events.ts';
export { type Candidates, ExperienceCache, type ExperienceEntry } from './experience.ts';
export {
  FeedbackWriter,
  type PredStatus,
  type Roadmap,
  type RoadmapLine,
  type RuleStatus,
} from './feedback.ts';
export { type ParseResult, parseRules } from './parser.ts';
export { type PrintOptions, printRule, printRules } from './printer.ts';
export {
  defineState,
  type StateInput,
  statesFromJson,
  statesFromValue,
  type VariableInput,
} from './states.ts';
export { type CheckResult, checkRulesText, typeCheck } from './type-check.ts';
export type {
  CheckedSpec,
  Constraint,
  Literal,
  Operator,
  Position,
  Predicate,
  Rule,
  RuleSpec,
  StateDefinition,
  StateUpdate,
  StateVariable,
  TypedValue,
  VariableType,
} from './types.ts';
export { DONE, ruleLabel, VARIABLE_TYPES } from './types.ts';
export type { ToolBinding, ToolBindings } from './updates.ts';
export { parseDate, parseTime, type ReferenceDate } from './values.ts';
export { type ActionProposal, RuleVerifier, type RuleVerifierOptions } from './verifier.ts';
