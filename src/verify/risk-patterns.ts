// Risky-pattern check (RefineAct 4.4): risky_action/3 patterns of the proposed tool, longest
// first. `reject` blocks at once; consent patterns make the call need the user's confirmation,
// which the session enforces after chain resolution (most severe verdict wins).
import type { Finding, ToolCall } from '../core/index.ts';
import { escalation, rejectFeedback } from './feedback.ts';
import type { CheckContext, CheckOutcome, GuardCheck } from './guard-check.ts';
import { inputViews, normalizeView } from './input-views.ts';
import type { SpecModule } from './spec-module.ts';

/** Extra views of what a call does, from the input analyzers. */
export type ViewSource = (
  call: ToolCall,
  ctx: CheckContext,
) => {
  views: string[];
  findings: Finding[] /** the views cover every argument: skip raw text */;
  replaceRaw?: boolean;
};

export function riskPatternCheck(mod: SpecModule, analyze?: ViewSource): GuardCheck {
  return {
    name: 'risk_patterns',
    check(call, ctx): CheckOutcome | null {
      const analysis = analyze ? analyze(call, ctx) : { views: [], findings: [] };
      const views = analysis.replaceRaw ? [call.tool, ...analysis.views] : inputViews(call, analysis.views);
      const matches = mod.risky(call.tool, views.map(normalizeView));
      if (matches.length === 0) return null;
      const findings: Finding[] = matches.map((m) => ({
        code: m.disposition === 'reject' ? 'risky_pattern_reject' : 'risky_pattern_consent',
        message: `input matches risky pattern '${m.pattern.trim()}' (${m.disposition})`,
        rule: `risky_action(${call.tool}, '${m.pattern}', ${m.disposition})`,
        data: { pattern: m.pattern, disposition: m.disposition },
      }));
      const reject = matches.find((m) => m.disposition === 'reject');
      if (reject) {
        const key = `reject:${call.tool}`;
        return {
          disposition: 'rejected',
          findings,
          feedback: rejectFeedback({
            action: call.tool,
            pattern: reject.pattern,
            level: escalation(ctx.violationCount(key)),
          }),
          violationKey: key,
        };
      }
      const first = matches[0]!;
      return {
        disposition: 'approved_with_constraints',
        findings,
        feedback: `Approved with constraints: the input matches the risky pattern '${first.pattern.trim()}'; the user must confirm this exact call before it runs.`,
        confirmationReason: `${call.tool} input matches the risky pattern '${first.pattern.trim()}' (${first.disposition})`,
        reuse: matches.some((m) => m.disposition === 'repeat_consent') ? 'once' : 'exact_call',
      };
    },
  };
}
