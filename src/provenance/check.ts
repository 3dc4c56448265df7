// Runs the provenance mechanisms on a call, in a fixed order, and keeps every decision: the value
// mechanisms per value in argument order (request text, links, records, data flow), then the call
// mechanisms (exfiltration, scope, request text, unplanned reads, amounts). Most severe wins.
import type { ToolCall } from '../core/index.ts';
import { callAsksChange } from '../tools/index.ts';
import {
  type CallContext,
  type ProvenanceOptions,
  type ProvenanceView,
  planApplies,
  type Ruling,
  type SessionFacts,
  sessionFacts,
  toolReads,
} from './context.ts';
import { amounts } from './mechanisms/amounts.ts';
import { unaskedChanges, unaskedDecision } from './mechanisms/changes.ts';
import { controls } from './mechanisms/controls.ts';
import { dataFlow, valueFacts } from './mechanisms/data-flow.ts';
import { type DelegatedRequest, delegatedRequest, proseOf } from './mechanisms/delegated-requests.ts';
import { disclosure } from './mechanisms/disclosure.ts';
import { otherDurations, otherMonthEdges, otherShifts } from './mechanisms/durations.ts';
import { exfiltration } from './mechanisms/exfiltration.ts';
import { otherLabelledNumbers } from './mechanisms/labels.ts';
import { links } from './mechanisms/links.ts';
import { beyondNamed, picks } from './mechanisms/picks.ts';
import { records } from './mechanisms/records.ts';
import { actionAskedByData, dictation } from './mechanisms/request-text.ts';
import { scope } from './mechanisms/scope.ts';
import { inventedTimes } from './mechanisms/times.ts';
import { unplannedReads } from './mechanisms/unplanned-reads.ts';
import type { ProvenanceAction } from './policy.ts';
import { sentenceBudget } from './readers.ts';

export interface ProvenanceDecider {
  /** every mechanism's ruling on the call (the session's history is indexed first) */
  decide(call: ToolCall, view: ProvenanceView): Ruling[];
  /** the request in data the user handed the actions to that this call carries out (delegation) */
  delegated(call: ToolCall, view: ProvenanceView): DelegatedRequest | undefined;
  /** the texts of the data the user handed the actions to (delegation), by the tool that read each */
  delegatedTexts(view: ProvenanceView): Array<{ tool: string; text: string }>;
}

export function provenanceDecider(options: ProvenanceOptions): ProvenanceDecider {
  const facts: SessionFacts = sessionFacts(options);
  const reads = toolReads(options);
  return {
    delegated(call, view) {
      facts.sources.sync(view);
      return delegatedRequest(call, { facts }, view.tools?.get(call.tool));
    },
    delegatedTexts(view) {
      if (!facts.delegates) return [];
      facts.sources.sync(view);
      return facts.sources.all
        .filter((s) => s.delegated && !s.evidence)
        .map((s) => ({ tool: s.tool, text: proseOf(s.output) }));
    },
    decide(call, view) {
      facts.sources.sync(view);
      const tool = view.tools?.get(call.tool);
      // (a tool read-only by its name alone, asked for a change by its action argument, changes)
      const readOnly = reads(tool) && !callAsksChange(tool, call.args);
      const base = {
        facts,
        view,
        tool,
        readOnly,
        sinks: new Set(tool?.dataflow?.sinks ?? []),
        unplanned: planApplies(facts, view) && !view.planned.has(call.tool),
        budget: sentenceBudget(),
      };
      const values = valueFacts(call, base);
      const c: CallContext = {
        ...base,
        targets: values.filter((v) => v.target && !readOnly).map((v) => v.p),
      };
      const decisions: Ruling[] = [];
      for (const v of values) {
        const { dictated, decisions: said } = dictation(v, c);
        decisions.push(...said);
        // what the data flow says, whatever the data's wording: each mechanism decides on its own
        if (!v.target) continue;
        for (const mechanism of [links, records, dataFlow]) decisions.push(...mechanism(v, c, dictated));
      }
      for (const mechanism of [
        exfiltration,
        scope,
        actionAskedByData,
        unplannedReads,
        amounts,
        disclosure,
        controls,
        picks,
        beyondNamed,
        unaskedChanges,
        unaskedDecision,
        inventedTimes,
        otherDurations,
        otherShifts,
        otherMonthEdges,
        otherLabelledNumbers,
      ])
        decisions.push(...mechanism(call, c));
      return decisions;
    },
  };
}

/** The most severe decision (the first of equal severity), or undefined when none asks for more than `allow`. */
export function mostSevere(decisions: readonly Ruling[]): Ruling | undefined {
  const worst = decisions.reduce<Ruling | undefined>(
    (w, d) => (rank(d.action) > rank(w?.action ?? 'allow') ? d : w),
    undefined,
  );
  return worst;
}

function rank(a: ProvenanceAction): number {
  return a === 'allow' ? 0 : a === 'confirm' ? 1 : a === 'revise' ? 2 : 3;
}
