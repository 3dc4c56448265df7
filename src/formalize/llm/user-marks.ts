// The LLM formalizer marks its plan from the user's words as the offline formalizer does: a step
// whose change the user asked for once, of one object named in the singular ("revoke the permit
// for plate X"), gets `single_object(N)`, so a repeat on another object is asked; a part asking
// for an action no planned tool does, on a record the user named, gets `open_request/3`. The
// marks are read from the user's words and the tools (offline/build.ts `singleObjectSteps`,
// offline/coverage.ts `openRequests`), never from the model's answer: the model plans, the clause
// reader says how many objects the user named and which asked actions the plan leaves open.
import type { Tool } from '../../core/index.ts';
import { compound, num, type PrologEngine, printTerm } from '../../logic/index.ts';
import { type CheckedSpec, compileSpec, printSpec } from '../../spec/index.ts';
import { openRequestTerm, type RequestReading, singleObjectSteps } from '../offline/build.ts';
import { openRequests } from '../offline/coverage.ts';
import type { ToolRole } from '../offline/roles.ts';

/** `checked` with the marks the user's words give its plan (the same spec when there are none). */
export function withUserMarks(
  engine: PrologEngine,
  checked: CheckedSpec,
  reading: RequestReading,
  tools: readonly Tool[],
): CheckedSpec {
  const present = new Set(checked.spec.clauses.map((c) => printTerm(c.term)));
  const roleOf = (action: string) => reading.roles.find((r) => r.tool.name === action);
  const singles = checked.spec.steps
    .filter((s) => {
      const role = roleOf(s.action);
      return role !== undefined && singleObjectSteps(reading, [role]).length > 0;
    })
    .map((s) => compound('single_object', [num(s.step)]));
  const planned = checked.spec.steps
    .map((s) => roleOf(s.action))
    .filter((r): r is ToolRole => r !== undefined);
  const open = openRequests(reading.clauses, planned, reading.named).map(openRequestTerm);
  const marks = [...singles, ...open].filter((t) => !present.has(printTerm(t)));
  if (marks.length === 0) return checked;
  const spec = { ...checked.spec, clauses: [...checked.spec.clauses, ...marks.map((term) => ({ term }))] };
  return compileSpec(engine, printSpec(spec), {
    toolkit: tools.map((t) => t.name),
    source: 'llm formalizer',
  });
}
