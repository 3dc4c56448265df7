// A guard session whose agent made one lookup that returned `output`: the starting point of the
// pick tests (the instruction is formalized offline, the lookup checked and recorded).
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';

export type Lookup = { tool: string; args: Record<string, unknown> };

/** A session for `instruction` over `tools` whose agent made `lookup`, which returned `output`. */
export async function sessionAfter(tools: Tool[], instruction: string, lookup: Lookup, output: unknown) {
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  guard.session.check(lookup);
  guard.session.record(lookup, JSON.stringify(output));
  return guard.session;
}
