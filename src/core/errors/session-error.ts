import { IntentguardError } from './intentguard-error.ts';

/** The session API was used out of order (e.g. recording a call that was never approved). */
export class SessionError extends IntentguardError {
  constructor(message: string) {
    super('session_misuse', message);
  }
}
