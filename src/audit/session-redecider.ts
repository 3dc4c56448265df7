// The default Redecider: a fresh session of the full guard (the same assembly every entry point
// uses) per replayed session, fed the recorded calls in order through the one trajectory runner.
// A call that ran in the recording advances the new session's state only if the current guard
// would also let it run; otherwise it is only observed (its result counts as seen data).

import type { ToolCall, Verdict } from '../core/index.ts';
import {
  createGuardedSession,
  type GuardedSessionOptions,
  type RecordedStep,
  runTrajectoryStep,
} from '../verify/index.ts';
import type { RecordedRun, Redecider } from './redecide.ts';

export function sessionRedecider(options: Omit<GuardedSessionOptions, 'id'>, sessionId?: string): Redecider {
  return async (calls: ToolCall[], runs?: RecordedRun[]): Promise<Verdict[]> => {
    const session = await createGuardedSession(
      sessionId === undefined ? options : { ...options, id: sessionId },
    );
    try {
      return calls.map((call, i) => runTrajectoryStep(session, recordedStep(call, runs?.[i]), RECORDED));
    } finally {
      session.close();
    }
  };
}

/** Confirmations come from the recording; a call that ran but may not now is only observed. */
const RECORDED = { grantConfirmations: 'recorded', mode: 'protocol' } as const;

function recordedStep(call: ToolCall, run: RecordedRun | undefined): RecordedStep {
  if (!run?.ran) return { call, ran: false };
  return { call, result: run.result, confirmed: run.confirmed };
}
