// The default Redecider: a fresh session of the full guard (the same assembly every entry point
// uses) per replayed session, fed the recorded calls in order.
// A call that ran in the recording advances the new session's state only if the current guard
// would also let it run; otherwise it is only observed (its result counts as seen data).

import type { ToolCall } from '../core/index.ts';
import { mayRun, SessionError, type Verdict } from '../core/index.ts';
import type { Session } from '../verify/index.ts';
import { createGuardedSession, type GuardedSessionOptions } from '../verify/index.ts';
import type { RecordedRun, Redecider } from './redecide.ts';

export function sessionRedecider(options: Omit<GuardedSessionOptions, 'id'>, sessionId?: string): Redecider {
  return async (calls: ToolCall[], runs?: RecordedRun[]): Promise<Verdict[]> => {
    const session = await createGuardedSession(
      sessionId === undefined ? options : { ...options, id: sessionId },
    );
    try {
      return calls.map((call, i) => {
        const verdict = session.check(call);
        const run = runs?.[i];
        if (run?.ran) advance(session, call, verdict, run);
        return verdict;
      });
    } finally {
      session.close();
    }
  };
}

function advance(session: Session, call: ToolCall, verdict: Verdict, run: RecordedRun): void {
  const allowed = mayRun(verdict, verdict.confirmation !== undefined && run.confirmed === true);
  try {
    if (allowed && verdict.confirmation) session.confirm(verdict.confirmation, true);
    if (allowed) session.record(call, run.result);
    else session.observe(call, run.result);
  } catch (error) {
    // the new guard's state disagrees with the recording (e.g. nothing awaits this confirmation)
    if (!(error instanceof SessionError)) throw error;
    session.observe(call, run.result);
  }
}
