// Adapter for a Session's `analyze` option: the tool comes from the session's tool map and the
// provenance index follows the session's history, indexing only entries added since last time.
import type { Tool, ToolCall } from '../core/index.ts';
import type { AnalyzeContext, Analyzers, CallAnalysis } from './call-analysis.ts';
import type { PathOptions } from './paths.ts';
import { ProvenanceIndex } from './provenance.ts';

/** What the adapter reads from a session (structurally the verifier's CheckContext). */
export interface SessionView {
  instruction?: string;
  tools?: ReadonlyMap<string, Tool>;
  history: ReadonlyArray<{ call: ToolCall; result?: unknown }>;
}

export interface SessionAnalyzerOptions {
  /** trusted context (e.g. the user's address book) besides the instruction */
  trusted?: readonly string[];
  paths?: PathOptions;
  reference?: Date;
}

export function sessionAnalyzer(
  analyzers: Analyzers,
  opts: SessionAnalyzerOptions = {},
): (call: ToolCall, session: SessionView) => CallAnalysis {
  const indexes = new WeakMap<object, { index: ProvenanceIndex; seen: number }>();
  return (call, session) => {
    const ctx: AnalyzeContext = {};
    const tool = session.tools?.get(call.tool);
    if (tool) ctx.tool = tool;
    if (opts.paths) ctx.paths = opts.paths;
    if (opts.reference) ctx.reference = opts.reference;
    // without the instruction nothing can be traced to the user, so provenance says nothing
    if (session.instruction !== undefined) {
      let entry = indexes.get(session.history);
      if (!entry) {
        entry = {
          index: new ProvenanceIndex({ instruction: session.instruction, trusted: opts.trusted ?? [] }),
          seen: 0,
        };
        indexes.set(session.history, entry);
      }
      for (; entry.seen < session.history.length; entry.seen++) {
        const h = session.history[entry.seen]!;
        if (h.result !== undefined) entry.index.addToolOutput(h.call.tool, h.result, entry.seen);
      }
      ctx.provenance = entry.index;
    }
    return analyzers.analyzeCall(call, ctx);
  };
}
