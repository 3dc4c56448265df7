// What the provenance mechanisms read of a session: a structural part of the verifier's check
// context, so this room needs nothing from the verifier to be given one.
import type { Tool, ToolCall } from '../core/index.ts';

/** What the mechanisms read of the session (a structural part of the verifier's check context). */
export interface ProvenanceView {
  /** tools of the task, by name, when known */
  tools?: ReadonlyMap<string, Tool>;
  /** tools the spec's plan names; empty when the spec plans nothing */
  planned?: ReadonlySet<string>;
  /** calls that ran before, with their results (tool outputs are untrusted data) */
  history: ReadonlyArray<{ call: ToolCall; result?: unknown }>;
}
