// Findings are data: what a check found, where it points, and which rule fired.

export const FINDING_CODES = [
  // RefineAct runtime checks
  'risky_pattern_reject',
  'risky_pattern_consent',
  'step_constraint',
  'precondition_unmet',
  'param_mismatch',
  'step_completed',
  'repeated_object',
  'unplanned_tool',
  'unknown_tool',
  'final_incomplete',
  'confirmation_denied',
  // input analyzers and provenance
  'analyzer_fact',
  'unparseable_input',
  'untrusted_value',
  'injected_request',
  'exfiltration',
  'out_of_scope',
  'unplanned_read',
  'amount_mismatch',
  'invented_amount',
  'sensitive_disclosure',
  'control_bypass',
  'ambiguous_pick',
  'embedded_target',
  'unasked_change',
  'unnamed_records',
  'invented_time',
  'other_duration',
  'other_value',
  // VeriSafe rules
  'predicate_violated',
  'rule_unmet',
  // Guardians policies (runtime monitor)
  'automaton',
  'precondition',
  'taint',
  // faults turned into verdicts (fail closed)
  'engine_error',
  'spec_invalid',
] as const;

export type FindingCode = (typeof FINDING_CODES)[number];

export interface Finding {
  code: FindingCode;
  message: string;
  /** refined step number the finding is about */
  step?: number;
  /** the rule, pattern or policy entry that fired, in its own notation */
  rule?: string;
  /** argument path the finding points at (e.g. `args.command`) */
  path?: string;
  /** extra structured detail (candidates, matched pattern, counterexample) */
  data?: Record<string, unknown>;
}
