import { IntentguardError } from './intentguard-error.ts';

/** Input the user handed us (a file, a JSON line, a flag) cannot be used. */
export class InputError extends IntentguardError {
  readonly source: string | undefined;
  readonly line: number | undefined;
  constructor(message: string, where: { source?: string; line?: number } = {}) {
    super('input_unusable', message);
    this.source = where.source;
    this.line = where.line;
  }
}
