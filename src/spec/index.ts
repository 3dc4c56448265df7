export type { SpecJson } from './json.ts';
export { jsonToSpecText, SpecJsonSchema, specToJson } from './json.ts';
export type { CheckedSpec, CompileOptions } from './load.ts';
export { checkSpec, compileSpec, isCheckedSpec, withOrigin } from './load.ts';
export type {
  ConstraintType,
  RefinedStep,
  RiskDisposition,
  RiskyAction,
  SourcePosition,
  Spec,
  StepConstraint,
  UserGoal,
} from './model.ts';
export { CONSTRAINT_TYPES, emptySpec, isReadOnlyTask, READ_ONLY_TASK, RISK_DISPOSITIONS } from './model.ts';
export type { ParseResult } from './parse.ts';
export {
  hasErrors,
  parseSpecText,
  RESERVED_PREDICATES,
  SPEC_CHECK_OPTIONS,
  SPEC_PREDICATES,
} from './parse.ts';
export { printSpec, refinedStepTerm, riskyActionTerm, userGoalTerm } from './print.ts';
export { deriveRepeatConsent, templatePrefix, templateTexts } from './templates.ts';
export type { WellFormedOptions } from './wellformed.ts';
export { checkWellFormed } from './wellformed.ts';
