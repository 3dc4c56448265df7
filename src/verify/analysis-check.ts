// Input analyzers in the session: their views feed the risky-pattern check (patterns match what a
// command does), their fail-closed findings (unparseable shell or SQL, a command name that
// is an expansion) make the call need confirmation instead of passing, and sensitive locations
// the user never named (keys, persistence points) are confirmed, or rejected when written.
import type { Analyzers, CallAnalysis } from '../analyze/index.ts';
import { namedByInstruction, pathsNamedIn } from '../analyze/index.ts';
import { type Finding, severity, type ToolCall } from '../core/index.ts';
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
      const a = source.analysis(call, ctx);
      const reach = locationOutcome(a, call, ctx.instruction);
      const unparsed = unparsedOutcome(a);
      if (!reach || !unparsed) return reach ?? unparsed;
      return severity(reach.disposition) >= severity(unparsed.disposition) ? reach : unparsed;
    },
  };
}

function unparsedOutcome(a: CallAnalysis): CheckOutcome | null {
  const findings = a.findings.filter((f) => f.code === 'unparseable_input');
  if (findings.length === 0) return null;
  const why = findings.map((f) => f.message).join('; ');
  return {
    disposition: 'approved_with_constraints',
    findings,
    feedback: `Approved with constraints: the guard cannot tell what this input does (${why}); the user must confirm this exact call.`,
    confirmationReason: `the guard cannot analyse the input: ${why}`,
  };
}

/**
 * Persistence points and credentials (sensitive-locations.ts) are never read or written without
 * the user, whatever the spec approves: a location the instruction does not name needs the
 * user's confirmation, and writing one is rejected when the instruction names other files (the
 * task is about those). A location the instruction names is left to the other checks.
 */
function locationOutcome(
  a: CallAnalysis,
  call: ToolCall,
  instruction: string | undefined,
): CheckOutcome | null {
  const unnamed = a.touches.filter((t) => !namedByInstruction(t.path, t.classes, instruction));
  if (unnamed.length === 0) return null;
  const otherFiles = instruction ? pathsNamedIn(instruction) : [];
  const writes = unnamed.filter((t) => t.access === 'write');
  const reject = writes.length > 0 && otherFiles.length > 0;
  const shown = (reject ? writes : unnamed).slice(0, 3);
  const what = shown
    .map(
      (t) =>
        `${t.access === 'write' ? 'writes' : 'reads'} \`${t.path}\` (${t.classes.join(', ').replace(/_/g, ' ')})`,
    )
    .join('; ');
  const findings: Finding[] = unnamed.map((t) => ({
    code: 'out_of_scope',
    message: `${call.tool} ${t.access === 'write' ? 'writes' : 'reads'} ${t.path}, a ${t.classes.join(', ').replace(/_/g, ' ')} location the user did not name`,
    rule: 'sensitive_location',
    data: { location: t.path, access: t.access, classes: t.classes, by: t.by, named: false },
  }));
  if (reject)
    return {
      disposition: 'rejected',
      findings,
      feedback: `Rejected: ${call.tool} ${what}. The task names ${otherFiles.slice(0, 3).join(', ')}; credentials and places that make code run later are never changed unless the user names them. Work only on the files the task names.`,
      violationKey: 'sensitive_location',
    };
  return {
    disposition: 'approved_with_constraints',
    findings,
    feedback: `Approved with constraints: ${call.tool} ${what}, which the user did not name; the user must confirm this exact call.`,
    confirmationReason: `it ${what}, a sensitive location the instruction does not name`,
  };
}
