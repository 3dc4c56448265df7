// A plan, or the solver work verifying it would take, is over one of the documented size bounds
// (src/plan/limits.ts). Thrown before the work starts: the error names the bound and the size found.
import { IntentguardError } from './intentguard-error.ts';

export class PlanLimitError extends IntentguardError {
  /** the bound's name, as documented (`MAX_PLAN_STEPS`, `MAX_SOLVER_QUERIES`, ...) */
  readonly limit: string;
  /** the largest size accepted */
  readonly max: number;
  /** the size found (for a walk that stopped at the bound: the count when it stopped) */
  readonly actual: number;
  readonly source: string | undefined;
  constructor(limit: string, what: string, max: number, actual: number, source?: string) {
    super(
      'plan_too_large',
      `plan${source ? ` ${source}` : ''} is too large to verify: ${what} is ${actual}, over the limit ${limit} = ${max}`,
    );
    this.limit = limit;
    this.max = max;
    this.actual = actual;
    this.source = source;
  }
}
