// Input analyzers in the session: their views feed the risky-pattern check (patterns match what a
// command does), and their fail-closed findings (unparseable shell or SQL, a command name that
// is an expansion) make the call need confirmation instead of passing.
import type { Analyzers, CallAnalysis } from '../analyze/index.ts';
import type { ToolCall } from '../core/index.ts';
import type { CheckContext, CheckOutcome, GuardCheck } from './guard-check.ts';
import type { ViewSource } from './risk-patterns.ts';

/** Analyses each call once, however many checks ask. */
export function analyzerSource(
  analyzers: Analyzers,
): ViewSource & { analysis(call: ToolCall, ctx: CheckContext): CallAnalysis } {
  const cache = new WeakMap<ToolCall, CallAnalysis>();
  const analysis = (call: ToolCall, ctx: CheckContext): CallAnalysis => {
    let a = cache.get(call);
    if (!a) {
      const tool = ctx.tools?.get(call.tool);
      a = analyzers.analyzeCall(call, tool ? { tool } : {});
      cache.set(call, a);
    }
    return a;
  };
  const source = (call: ToolCall, ctx: CheckContext) => {
    const a = analysis(call, ctx);
    return { views: a.views, findings: a.findings, replaceRaw: true };
  };
  return Object.assign(source, { analysis });
}

export function analysisCheck(source: ReturnType<typeof analyzerSource>): GuardCheck {
  return {
    name: 'analysis',
    check(call, ctx): CheckOutcome | null {
      const findings = source.analysis(call, ctx).findings.filter((f) => f.code === 'unparseable_input');
      if (findings.length === 0) return null;
      const why = findings.map((f) => f.message).join('; ');
      return {
        disposition: 'approved_with_constraints',
        findings,
        feedback: `Approved with constraints: the guard cannot tell what this input does (${why}); the user must confirm this exact call.`,
        confirmationReason: `the guard cannot analyse the input: ${why}`,
      };
    },
  };
}
