// The offline formalizer as a `formalize` function for createGuard: instruction and tools in, a
// checked spec out. The guard never imports a formalizer; the caller hands it this one (or an LLM's).
import type { Tool } from '../../core/index.ts';
import { PrologEngine } from '../../logic/index.ts';
import type { CheckedSpec } from '../../spec/index.ts';
import { formalizeOffline } from './build.ts';

export interface OfflineFormalizerOptions {
  engine?: PrologEngine;
  /** the date relative dates in the instruction are read against (default: today, at the edge) */
  reference?: Date;
}

export function offlineFormalizer(
  options: OfflineFormalizerOptions = {},
): (instruction: string, tools: readonly Tool[]) => Promise<CheckedSpec> {
  return async (instruction, tools) => {
    const engine = options.engine ?? (await PrologEngine.shared());
    const made = await formalizeOffline(instruction, [...tools], {
      engine,
      ...(options.reference ? { reference: options.reference } : {}),
    });
    return made.checked;
  };
}
