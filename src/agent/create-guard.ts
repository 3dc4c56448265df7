// One call to guard a task: open its session (spec given or formalized) and the CallGuard the
// adapters share.
import type { AuditStore } from '../core/index.ts';
import { CallGuard, type Decision } from './call-guard.ts';
import { openTaskSession, type TaskDefinition } from './open-session.ts';
import type { GuardMode } from './types.ts';

export interface GuardSetup extends TaskDefinition {
  mode?: GuardMode;
  audit?: AuditStore;
  maxRetries?: number;
  now?: () => number;
  onDecision?: (decision: Decision) => void;
}

export async function createGuard(setup: GuardSetup): Promise<CallGuard> {
  const session = await openTaskSession(setup);
  return new CallGuard({
    session,
    ...(setup.mode ? { mode: setup.mode } : {}),
    ...(setup.audit ? { audit: setup.audit } : {}),
    ...(setup.maxRetries !== undefined ? { maxRetries: setup.maxRetries } : {}),
    ...(setup.now ? { now: setup.now } : {}),
    ...(setup.onDecision ? { onDecision: setup.onDecision } : {}),
  });
}
