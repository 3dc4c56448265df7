// The one assembly: from GuardOptions to a Guard over the full guarded session (input analyzers,
// risky patterns, chain resolution, provenance, extra checks). The spec is given, or made by the
// `formalize` function the caller passes; without either there is nothing to enforce, so this refuses.
import { InputError } from '../core/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { createGuardedSession } from '../verify/index.ts';
import { Guard } from './guard.ts';
import type { GuardOptions } from './options.ts';

export async function createGuard(options: GuardOptions): Promise<Guard> {
  const engine = options.engine ?? (await PrologEngine.shared());
  const tools = [...options.tools];
  let spec = options.spec;
  if (spec === undefined) {
    if (!options.formalize)
      throw new InputError(
        'a guard needs a spec or a formalize function (instruction → spec); pass `spec: null` to enforce only its checks',
      );
    spec = await options.formalize(options.instruction, tools);
  }
  const session = await createGuardedSession({
    engine,
    instruction: options.instruction,
    tools,
    ...(spec === null ? {} : { spec }),
    ...(options.sessionId !== undefined ? { id: options.sessionId } : {}),
    ...(options.checks ? { checks: options.checks } : {}),
    ...(options.families ? { families: options.families } : {}),
    ...(options.unplannedTools ? { unplannedTools: options.unplannedTools } : {}),
    ...(options.provenance ? { provenance: options.provenance } : {}),
    ...(options.trusted ? { trusted: options.trusted } : {}),
  });
  return new Guard(session, {
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.audit ? { audit: options.audit } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    ...(options.confirmer ? { confirmer: options.confirmer } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onDecision ? { onDecision: options.onDecision } : {}),
  });
}
