// A guard session whose agent made one lookup that returned `output`: the starting point of the
// pick tests (the instruction is formalized offline, the lookup checked and recorded).
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

export type Lookup = { tool: string; args: Record<string, unknown> };

/** A session for `instruction` over `tools` whose agent made `lookup`, which returned `output`. */
export async function sessionAfter(tools: Tool[], instruction: string, lookup: Lookup, output: unknown) {
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  guard.session.check(lookup);
  guard.session.record(lookup, JSON.stringify(output));
  return guard.session;
}

/** The verdict on the last of `calls` (each checked, and recorded with its output when it has one). */
export async function lastVerdict(tools: Tool[], instruction: string, calls: Array<[ToolCall, unknown?]>) {
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  let v: ReturnType<typeof guard.session.check> | undefined;
  for (const [call, output] of calls) {
    v = guard.session.check(call);
    if (output !== undefined) guard.session.record(call, JSON.stringify(output));
  }
  guard.session.close();
  if (v === undefined) throw new Error('lastVerdict: no calls');
  return v;
}

/**
 * Whether `call` is asked as an ambiguous pick, after a session over tools known by name
 * (`namedTools` signatures) whose agent made `look`, which returned `output`.
 */
export async function pickGuessed(
  signatures: string[],
  instruction: string,
  look: Lookup,
  output: object,
  call: Lookup,
): Promise<boolean> {
  const tools = namedTools(...signatures);
  const s = await sessionAfter(tools, instruction, look, output);
  const guessed = s.check(call).findings.some((x) => x.code === 'ambiguous_pick');
  s.close();
  return guessed;
}
