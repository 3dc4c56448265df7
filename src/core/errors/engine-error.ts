import { IntentguardError } from './intentguard-error.ts';

/** The logic engine could not start or answer. Checks turn this into a failed (not approved) verdict. */
export class EngineError extends IntentguardError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('engine_failure', message, options);
  }
}
