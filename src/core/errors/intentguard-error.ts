export const ERROR_CODES = [
  'spec_invalid',
  'engine_failure',
  'input_unusable',
  'formalize_failed',
  'plan_invalid',
  'plan_too_large',
  'policy_invalid',
  'tools_invalid',
  'rules_invalid',
  'session_misuse',
  'missing_dependency',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Base of every error intentguard throws on misuse or unusable input. */
export class IntentguardError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = new.target.name;
  }
}
