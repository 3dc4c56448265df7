import { IntentguardError } from './intentguard-error.ts';

/** A feature needs an optional peer package that is not installed; the message names the install. */
export class MissingPeerError extends IntentguardError {
  /** the npm package to install */
  readonly package: string;
  constructor(pkg: string, message: string, options?: { cause?: unknown }) {
    super('missing_dependency', message, options);
    this.package = pkg;
  }
}
