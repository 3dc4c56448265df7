// The Guardians policy as a runtime monitor of single calls, for agents that do not plan ahead
// (the MCP proxy's `--policy`): the same call checks the static verifier and the executor use
// (allowlist and tool spec, dataflow sinks, preconditions, frame, security automata), judged on
// concrete arguments. A value's lineage is the set of earlier outputs it occurs in: data from a
// source tool that reaches a sink parameter is taint, through intermediate tools too, unless a
// sanitizer cleared it. Checks that need the solver cannot be decided synchronously: the call is
// then put to the user (never approved unproved).

import type { Json, Tool, ToolCall } from '../core/index.ts';
import { stringLeaves } from '../core/index.ts';
import type { CheckContext, CheckOutcome, GuardCheck } from '../verify/index.ts';
import { type AutomatonState, initialAutomata, judgeCall } from './automata.ts';
import { type CallSite, isSource, type PolicyContext, sanitizedRules } from './call-checks.ts';
import { joinLineage, type Lineage, NO_LINEAGE, sourceLineage, throughCall } from './lineage.ts';
import { parsePolicy } from './policy-parse.ts';
import { asToolMap } from './verify-plan.ts';

/** Shortest argument text that counts as "the same data" when found in an earlier output. */
const MIN_SHARED = 4;

/** `tools` default to the session's own tools (known when the first call is checked). */
export function policyMonitor(
  policy: unknown,
  tools?: readonly Tool[] | ReadonlyMap<string, Tool>,
): GuardCheck {
  const parsed = parsePolicy(policy);
  const ctx: PolicyContext = { policy: parsed, tools: tools ? asToolMap(tools) : new Map() };
  let automata: AutomatonState[] = initialAutomata(ctx.policy.automata ?? []);
  const outputs: Array<{ text: string; lineage: Lineage }> = [];
  let synced = 0;

  const lineageOf = (value: unknown): Lineage => {
    let l = NO_LINEAGE;
    for (const leaf of stringLeaves(value)) {
      if (leaf.length < MIN_SHARED) continue;
      const needle = leaf.toLowerCase();
      for (const o of outputs) if (o.text.includes(needle)) l = joinLineage(l, o.lineage);
    }
    return l;
  };
  const siteOf = (call: ToolCall, step: string): CallSite => ({
    step,
    tool: call.tool,
    argNames: Object.keys(call.args),
    arg: (path) => {
      const [name, ...rest] = path.split('.');
      let v: unknown = call.args[name!];
      for (const k of rest)
        v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
      return { known: true, value: v as Json | undefined };
    },
    lineage: (name) => lineageOf(call.args[name]),
  });
  // the session's history is append-only: index what is new (outputs are untrusted data)
  const sync = (ctx2: CheckContext) => {
    for (; synced < ctx2.history.length; synced++) {
      const h = ctx2.history[synced]!;
      const step = `call#${synced + 1}`;
      let lineage = NO_LINEAGE;
      for (const v of Object.values(h.call.args)) lineage = joinLineage(lineage, lineageOf(v));
      lineage = throughCall(lineage, step, sanitizedRules(h.call.tool, ctx.policy));
      if (isSource(h.call.tool, ctx.policy)) lineage = joinLineage(lineage, sourceLineage(step, h.call.tool));
      if (h.result !== undefined) outputs.push({ text: JSON.stringify(h.result).toLowerCase(), lineage });
    }
  };
  const judge = (call: ToolCall, ctx2: CheckContext) => {
    if (!tools && ctx2.tools && ctx.tools.size === 0) ctx.tools = ctx2.tools;
    sync(ctx2);
    return judgeCall(siteOf(call, `call#${ctx2.history.length + 1}`), automata, ctx);
  };

  return {
    name: 'policy',
    check(call, ctx2): CheckOutcome | null {
      const { violations, obligations } = judge(call, ctx2);
      if (violations.length > 0) {
        const first = violations[0]!;
        return {
          disposition: 'rejected',
          findings: violations.map((v) => ({
            code:
              v.category === 'automaton' ? 'automaton' : v.category === 'taint' ? 'taint' : 'precondition',
            message: `${v.category}: ${v.message}`,
            ...(v.rule ? { rule: v.rule } : {}),
            data: { category: v.category, ...(v.counterexample ? { counterexample: v.counterexample } : {}) },
          })),
          feedback: `Action rejected by the policy (${first.category}): ${first.message}`,
          violationKey: `policy:${call.tool}`,
        };
      }
      if (obligations.length > 0) {
        const claims = obligations.map((o) => o.claim).join('; ');
        return {
          disposition: 'approved_with_constraints',
          findings: obligations.map((o) => ({
            code: 'precondition',
            message: `not proved before running: ${o.claim}`,
            rule: o.rule,
          })),
          feedback: `Approved with constraints: the guard cannot prove ${claims} before the call runs; the user must confirm this exact call.`,
          confirmationReason: `unproved: ${claims}`,
        };
      }
      return null;
    },
    record(call, _result, ctx2) {
      automata = judge(call, ctx2).next;
    },
  };
}
