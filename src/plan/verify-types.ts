// What plan verification returns: data, never exceptions (exceptions are for unusable input).

export const VIOLATION_CATEGORIES = [
  'allowlist',
  'missing_spec',
  'scope',
  'taint',
  'automaton',
  'precondition',
  'postcondition',
  'frame',
] as const;
export type ViolationCategory = (typeof VIOLATION_CATEGORIES)[number];

export interface Violation {
  category: ViolationCategory;
  /** the step the violation is at; `null` only when it belongs to no step */
  step: string | null;
  message: string;
  /** a concrete witness: a file, an argument value, a path of data or of automaton states */
  counterexample?: string;
  /** the policy entry that fired, in the policy's own words (`dataflow[0]`, `automata.no_external_summary`) */
  rule?: string;
}

/** A check that could not be decided before the data exists and was left to the executor (`onSymbolic: monitor`). */
export interface ResidualCheck {
  category: 'taint' | 'automaton' | 'precondition' | 'frame';
  step: string;
  message: string;
  rule: string;
}

export interface PlanVerification {
  ok: boolean;
  violations: Violation[];
  residual: ResidualCheck[];
}
