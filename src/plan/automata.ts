// Security automata (the article's Figure 2): each call is an event; transitions are tried in order
// and the first whose tool matches and whose conditions hold fires, otherwise the automaton stays.
// Statically the automaton is in a *set* of states (branches join, symbolic arguments leave a
// condition undecided); entering an error state is a violation: "reaches" when it is certain,
// "could reach" when it depends on a branch or on data that does not exist yet.
import {
  type CallSite,
  type CheckSink,
  checkFrame,
  checkRequires,
  checkSinks,
  checkToolSpec,
  conditionsHold,
  describeConditions,
  type Obligation,
  type PolicyContext,
  undecided,
} from './call-checks.ts';
import type { Automaton } from './policy-schema.ts';
import type { Violation } from './verify-types.ts';

export interface AutomatonEntry {
  /** the states and events that led here, for the counterexample */
  trace: readonly string[];
  /** an undecided condition was assumed true on the way */
  assumed: boolean;
}

/** state name → how it was reached */
export type AutomatonState = ReadonlyMap<string, AutomatonEntry>;

export function initialAutomata(automata: readonly Automaton[]): AutomatonState[] {
  return automata.map((a) => new Map([[a.initial, { trace: [a.initial], assumed: false }]]));
}

export function joinAutomata(a: readonly AutomatonState[], b: readonly AutomatonState[]): AutomatonState[] {
  return a.map((sa, i) => {
    const sb = b[i]!;
    if (sa === sb) return sa;
    const out = new Map(sa);
    for (const [state, e] of sb) {
      const prev = out.get(state);
      if (!prev || (prev.assumed && !e.assumed)) out.set(state, e);
    }
    return out;
  });
}

export function sameAutomata(a: readonly AutomatonState[], b: readonly AutomatonState[]): boolean {
  return a.every((sa, i) => {
    const sb = b[i]!;
    if (sa.size !== sb.size) return false;
    for (const [state, e] of sa) if (sb.get(state)?.assumed !== e.assumed) return false;
    return true;
  });
}

/** Advances every automaton over one call, reporting error states newly entered. */
export function stepAutomata(
  site: CallSite,
  states: readonly AutomatonState[],
  ctx: PolicyContext,
  sink: CheckSink,
): AutomatonState[] {
  const automata = ctx.policy.automata ?? [];
  return states.map((cur, i) => {
    const automaton = automata[i]!;
    const next = new Map<string, AutomatonEntry>();
    const add = (state: string, e: AutomatonEntry) => {
      const prev = next.get(state);
      if (!prev || (prev.assumed && !e.assumed)) next.set(state, e);
    };
    for (const [state, entry] of cur) {
      let stays = true;
      for (const t of automaton.transitions) {
        if (t.from !== state || t.tool !== site.tool) continue;
        const holds = conditionsHold(site, t.condition);
        if (holds === 'false') continue;
        const event = `${site.tool} at step ${site.step}${t.condition?.length ? ` with ${describeConditions(site, t.condition)}` : ''}`;
        add(t.to, {
          trace: [...entry.trace, `—${event}→`, t.to],
          assumed: entry.assumed || holds === 'unknown',
        });
        if (holds === 'true') {
          stays = false;
          break;
        }
      }
      if (stays) add(state, entry);
    }
    for (const err of automaton.error) {
      const e = next.get(err);
      if (!e || cur.has(err)) continue;
      const certain = !e.assumed && cur.size === 1;
      const v = {
        category: 'automaton' as const,
        step: site.step,
        message: `${site.tool} ${certain ? 'takes' : 'could take'} the security automaton ${automaton.name} into its error state ${err}${automaton.description ? ` (${automaton.description})` : ''}`,
        counterexample: e.trace.join(' '),
        rule: `automata.${automaton.name}`,
      };
      if (certain) sink.violation(v);
      else undecided(ctx, sink, v);
    }
    return next;
  });
}

/**
 * Every check of one concrete call (the executor's and the per-call monitor's): violations,
 * solver obligations still to discharge, and the automata states if the call runs.
 */
export function judgeCall(
  site: CallSite,
  states: readonly AutomatonState[],
  ctx: PolicyContext,
): { violations: Violation[]; obligations: Obligation[]; next: AutomatonState[] } {
  const violations: Violation[] = [];
  const obligations: Obligation[] = [];
  const sink: CheckSink = {
    violation: (v) => violations.push(v),
    residual: (r) => violations.push({ ...r }),
    obligation: (o) => obligations.push(o),
  };
  checkToolSpec(site, ctx, sink);
  checkSinks(site, ctx, sink);
  checkRequires(site, ctx, sink);
  checkFrame(site, ctx, sink);
  const next = stepAutomata(site, states, ctx, sink);
  return { violations, obligations, next };
}
