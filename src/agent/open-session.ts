// At task start: a spec (given, or formalized from the instruction) and a session over the task's
// tools, with every check family of `guardTask` (risky patterns with the input analyzers, chain
// resolution, provenance). Without either a spec or a formalizer there is nothing to enforce, so
// this refuses.

import type { Tool } from '../core/index.ts';
import { InputError } from '../core/index.ts';
import { guardTask } from '../formalize/offline/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { type CheckedSpec, compileSpec, isCheckedSpec } from '../spec/index.ts';
import type { Session, SessionOptions } from '../verify/index.ts';
import type { Formalize } from './types.ts';

/** Session settings other than the task itself (engine, id, extra checks, unplanned-tool policy). */
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
  const engine = task.session?.engine ?? (await PrologEngine.shared());
  let spec = task.spec;
  if (spec === undefined) {
    if (!task.formalize)
      throw new InputError('a guarded task needs a spec or a formalize function (instruction → spec)');
    spec = await task.formalize(task.instruction, task.tools);
  }
  const tools = [...task.tools];
  const checked = isCheckedSpec(spec)
    ? spec
    : compileSpec(engine, spec, { toolkit: tools.map((t) => t.name) });
  const settings = task.session ?? {};
  const { session } = await guardTask({
    engine,
    instruction: task.instruction,
    tools,
    spec: checked,
    ...(settings.checks ? { checks: settings.checks } : {}),
    ...(settings.id ? { id: settings.id } : {}),
    ...(settings.unplannedTools ? { unplannedTools: settings.unplannedTools } : {}),
    ...(settings.families ? { families: [...settings.families, 'provenance'] } : {}),
  });
  return session;
}
