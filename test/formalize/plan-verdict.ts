// The verdict on one call of a session whose spec the offline formalizer wrote for `instruction`,
// with the tools it planned: the starting point of the tests of what a plan covers and binds.
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';

export async function planVerdict(
  instruction: string,
  tools: Tool[],
  call: { tool: string; args: Record<string, unknown> },
) {
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  const v = guard.session.check(call);
  guard.session.close();
  return { v, planned: f.report.planned };
}

/** The finding codes of a verdict. */
export const findingCodes = (v: { findings: ReadonlyArray<{ code: string }> }) =>
  v.findings.map((f) => f.code);
