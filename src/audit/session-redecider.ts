// The default Redecider: a fresh guard from the one assembly (`createGuard`, as every entry point
// builds it) per replayed session, fed the recorded calls in order through the one trajectory
// runner. A call that ran in the recording advances the new session's state only if the current
// guard would also let it run; otherwise it is only observed (its result counts as seen data).

import type { Tool, ToolCall, Verdict } from '../core/index.ts';
import { createGuard, type GuardOptions } from '../guard/index.ts';
import { type RecordedStep, runTrajectoryStep } from '../verify/index.ts';
import type { RecordedRun, Redecider } from './redecide.ts';

/**
 * The guard a log is replayed under: GuardOptions less what a replay takes from the log (the
 * session id) or decides itself (confirmations come from the recording). A log written without an
 * instruction is replayed with the empty one, which names nothing (no value, file or tool is the
 * user's), exactly as a guard created with `instruction: ''`.
 */
export type RedeciderOptions = Omit<
  GuardOptions,
  'sessionId' | 'instruction' | 'tools' | 'formalize' | 'audit' | 'confirmer' | 'onDecision' | 'mode'
> & {
  instruction?: string;
  tools?: readonly Tool[];
};

export function sessionRedecider(options: RedeciderOptions, sessionId?: string): Redecider {
  return async (calls: ToolCall[], runs?: RecordedRun[]): Promise<Verdict[]> => {
    const { session } = await createGuard({
      ...options,
      instruction: options.instruction ?? '',
      tools: options.tools ?? [],
      // a log replayed without a spec enforces only the checks that need none
      spec: options.spec ?? null,
      ...(sessionId !== undefined ? { sessionId } : {}),
    });
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
