// At task start: a spec (given, or formalized from the instruction) and a session over the task's
// tools. Without either a spec or a formalizer there is nothing to enforce, so this refuses.
import { InputError } from '../core/errors/input-error.ts';
import type { Tool } from '../core/types.ts';
import type { CheckedSpec } from '../spec/load.ts';
import { createSession, type Session, type SessionOptions } from '../verify/session.ts';
import type { Formalize } from './types.ts';

/** Session settings other than the task itself (engine, id, extra checks, analyzers, unplanned-tool policy). */
export type SessionSettings = Omit<SessionOptions, 'spec' | 'tools' | 'instruction'>;

export interface TaskDefinition {
  instruction: string;
  tools: readonly Tool[];
  /** the spec to enforce (checked spec, Prolog text or its JSON form) */
  spec?: CheckedSpec | string | object;
  /** used when no spec is given: derives one from the instruction and tools */
  formalize?: Formalize;
  session?: SessionSettings;
}

export async function openTaskSession(task: TaskDefinition): Promise<Session> {
  let spec = task.spec;
  if (spec === undefined) {
    if (!task.formalize)
      throw new InputError('a guarded task needs a spec or a formalize function (instruction → spec)');
    spec = await task.formalize(task.instruction, task.tools);
  }
  return createSession({
    ...task.session,
    spec,
    tools: [...task.tools],
    instruction: task.instruction,
  });
}
