// An HTTP answer to a request the service cannot serve: the status and a one-line message. The
// routes throw it; the server turns it (and the library's typed errors) into `{ error }` replies.
import { IntentguardError } from '../core/index.ts';

export type ServiceStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 421 | 500 | 503;

export class ServiceError extends Error {
  readonly status: ServiceStatus;
  constructor(status: ServiceStatus, message: string) {
    super(message);
    this.status = status;
    this.name = 'ServiceError';
  }
}

/** The status and one-line message for anything a route threw. */
export function describeFailure(error: unknown): { status: ServiceStatus; message: string } {
  if (error instanceof ServiceError) return { status: error.status, message: oneLine(error.message) };
  if (error instanceof IntentguardError) {
    const status = error.code === 'session_misuse' ? 409 : error.code === 'engine_failure' ? 500 : 400;
    return { status, message: oneLine(error.message) };
  }
  return { status: 500, message: `internal error: ${oneLine((error as Error)?.message ?? String(error))}` };
}

function oneLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? 'error';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
