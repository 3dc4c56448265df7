// The LLM formalizer marks single objects as the offline formalizer does: a step whose change the
// user asked for once, of one object named in the singular ("revoke the permit for plate X"),
// gets `single_object(N)`, so a repeat of that step on another object is asked. The mark is read
// from the user's words and the tools (offline/build.ts `singleObjectSteps`), never from the
// model's answer: the model plans, the clause reader says how many objects the user named.
import type { Tool } from '../../core/index.ts';
import { compound, num, type PrologEngine, printTerm } from '../../logic/index.ts';
import { type CheckedSpec, compileSpec, printSpec } from '../../spec/index.ts';
import { type RequestReading, singleObjectSteps } from '../offline/build.ts';

/** `checked` with `single_object(N)` for each of its steps the user's words make single (the same spec when none). */
export function withSingleObjects(
  engine: PrologEngine,
  checked: CheckedSpec,
  reading: RequestReading,
  tools: readonly Tool[],
): CheckedSpec {
  const present = new Set(checked.spec.clauses.map((c) => printTerm(c.term)));
  const marks = checked.spec.steps
    .filter((s) => {
      const role = reading.roles.find((r) => r.tool.name === s.action);
      return role !== undefined && singleObjectSteps(reading, [role]).length > 0;
    })
    .map((s) => compound('single_object', [num(s.step)]))
    .filter((t) => !present.has(printTerm(t)));
  if (marks.length === 0) return checked;
  const spec = { ...checked.spec, clauses: [...checked.spec.clauses, ...marks.map((term) => ({ term }))] };
  return compileSpec(engine, printSpec(spec), {
    toolkit: tools.map((t) => t.name),
    source: 'llm formalizer',
  });
}
