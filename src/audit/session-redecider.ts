// The default Redecider: a fresh core Session per replayed session, fed the recorded calls in order.
// A call that ran in the recording advances the new session's state only if the current guard
// would also let it run; otherwise it is only observed (its result counts as seen data).
import { SessionError } from '../core/errors/session-error.ts';
import type { ToolCall } from '../core/types.ts';
import type { Verdict } from '../core/verdict.ts';
import { createSession, type SessionOptions } from '../verify/session.ts';
import type { RecordedRun, Redecider } from './replay.ts';

export function sessionRedecider(options: Omit<SessionOptions, 'id'>, sessionId?: string): Redecider {
  return async (calls: ToolCall[], runs?: RecordedRun[]): Promise<Verdict[]> => {
    const session = await createSession(sessionId === undefined ? options : { ...options, id: sessionId });
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

function advance(
  session: Awaited<ReturnType<typeof createSession>>,
  call: ToolCall,
  verdict: Verdict,
  run: RecordedRun,
): void {
  const allowed =
    verdict.disposition === 'approved' ||
    (verdict.disposition === 'approved_with_constraints' &&
      run.confirmed &&
      verdict.confirmation !== undefined);
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
