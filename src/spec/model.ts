// The Spec model: what the guard enforces for one task (RefineAct part).
import type { PrologTerm } from '../logic/index.ts';

export const CONSTRAINT_TYPES = ['safety', 'security', 'privacy', 'ethics'] as const;
export type ConstraintType = (typeof CONSTRAINT_TYPES)[number];

export const RISK_DISPOSITIONS = ['reject', 'user_consent', 'repeat_consent'] as const;
export type RiskDisposition = (typeof RISK_DISPOSITIONS)[number];

/** Where a clause came from in its text (1-based). */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * The constraint label that says the user asked only to look: after the agent has read tool
 * data, an action that changes things is out of the task (the provenance check's scope rule).
 */
export const READ_ONLY_TASK = 'read_only';

/** The goal carries the `read_only` label. */
export function isReadOnlyTask(spec: Spec | undefined): boolean {
  return spec?.intent?.constraints.some((c) => c.type === 'atom' && c.name === READ_ONLY_TASK) === true;
}

/** `user_goal(Goal, [param(Name, Value), ...], [ConstraintLabel, ...])` */
export interface UserGoal {
  goal: string;
  params: Array<{ name: string; value: PrologTerm }>;
  constraints: PrologTerm[];
  position?: SourcePosition;
}

export interface StepConstraint {
  type: ConstraintType;
  description: string;
}

/** `refined_step(N, Action, Params, Pre, Post, Constraint)` */
export interface RefinedStep {
  step: number;
  action: string;
  params: PrologTerm[];
  pre: PrologTerm;
  post: PrologTerm;
  constraint: StepConstraint | null;
  position?: SourcePosition;
}

/** `risky_action(Action, Pattern, Disposition)`; `derived` marks repeat_consent patterns made from templates. */
export interface RiskyAction {
  action: string;
  pattern: string;
  disposition: RiskDisposition;
  derived?: boolean;
  position?: SourcePosition;
}

export interface Spec {
  intent?: UserGoal;
  steps: RefinedStep[];
  risks: RiskyAction[];
  /** any other clauses (helper facts), kept so printing round-trips */
  clauses: Array<{ term: PrologTerm; position?: SourcePosition }>;
}

export function emptySpec(): Spec {
  return { steps: [], risks: [], clauses: [] };
}
