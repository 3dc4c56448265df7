// Checks a JSONL file of state updates and actions against a rule verifier, in order: what
// `intentguard rules check` runs. One verdict line per event; state advances only for what was
// approved (an update that got soft feedback is not applied, a blocked action does not run, an
// action that needs the user's confirmation is not taken as confirmed).
import { z } from 'zod';
import type { Confirmation, Finding } from '../core/index.ts';
import { canonicalHash, type Disposition, FINAL_ANSWER, InputError } from '../core/index.ts';
import type { StateDefinition, StateUpdate } from './types.ts';
import type { RuleVerifier } from './verifier.ts';

const updateEvent = z.object({
  update: z.string(),
  values: z.record(z.string(), z.unknown()),
  /** a post-action observation: applied without verification */
  observed: z.boolean().optional(),
});
const nestedUpdate = z.union([
  z.object({ update: z.string(), values: z.record(z.string(), z.unknown()) }),
  z.object({ state: z.string(), values: z.record(z.string(), z.unknown()) }),
]);
const actionEvent = z.object({
  action: z.string(),
  critical: z.boolean().optional(),
  updates: z.array(nestedUpdate).optional(),
});

export type RuleEvent =
  | { kind: 'update'; line: number; update: StateUpdate; observed: boolean }
  | { kind: 'action'; line: number; action: string; critical: boolean; updates: StateUpdate[] };

export interface EventVerdictLine {
  index: number;
  /** the action name; null for a state update */
  tool: string | null;
  disposition: Disposition;
  step: null;
  feedback: string;
  confirmation: Confirmation | null;
  findings: Finding[];
  /** whether the event counts as having run (state advanced) */
  executed: boolean;
  roadmap: string;
}

/** Parses JSONL events; throws `InputError` naming the line of the first unusable one. */
export function parseEvents(text: string, source = '<events>'): RuleEvent[] {
  const events: RuleEvent[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new InputError(
        `${source}:${line}: not JSON: ${error instanceof Error ? error.message : String(error)}`,
        { source, line },
      );
    }
    const isAction = value !== null && typeof value === 'object' && 'action' in value;
    const parsed = isAction ? actionEvent.safeParse(value) : updateEvent.safeParse(value);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
      throw new InputError(
        `${source}:${line}: expected {"update": STATE, "values": {...}} or {"action": NAME, "critical": bool, "updates": [...]}: ${first?.message ?? 'invalid'}${where}`,
        { source, line },
      );
    }
    if ('action' in parsed.data) {
      const updates = (parsed.data.updates ?? []).map((u) => ({
        state: 'state' in u ? u.state : u.update,
        values: u.values,
      }));
      events.push({
        kind: 'action',
        line,
        action: parsed.data.action,
        critical: parsed.data.critical ?? false,
        updates,
      });
    } else {
      const d = parsed.data as z.infer<typeof updateEvent>;
      events.push({
        kind: 'update',
        line,
        update: { state: d.update, values: d.values },
        observed: d.observed ?? false,
      });
    }
  });
  return events;
}

/** Every update names a defined state and its variables; throws `InputError` naming the line. */
export function validateEvents(
  events: RuleEvent[],
  states: readonly StateDefinition[],
  source = '<events>',
): void {
  for (const event of events) {
    const updates = event.kind === 'update' ? [event.update] : event.updates;
    for (const u of updates) {
      const state = states.find((s) => s.name === u.state);
      const problem = !state
        ? `unknown state ${u.state} (states: ${states.map((s) => s.name).join(', ')})`
        : Object.keys(u.values)
            .filter((v) => !state.variables.some((x) => x.name === v))
            .map((v) => `${u.state} has no variable '${v}'`)[0];
      if (problem) throw new InputError(`${source}:${event.line}: ${problem}`, { source, line: event.line });
    }
  }
}

/** Action names of the events (they decide which objectives are achieved by an action). */
export function eventActions(events: RuleEvent[]): string[] {
  return [
    ...new Set(events.flatMap((e) => (e.kind === 'action' && e.action !== FINAL_ANSWER ? [e.action] : []))),
  ];
}

export function checkEvents(
  verifier: RuleVerifier,
  events: RuleEvent[],
  session = 'replay',
): EventVerdictLine[] {
  return events.map((event, index) => {
    if (event.kind === 'update' && event.observed) {
      verifier.updateState([event.update]);
      const roadmap = verifier.roadmap().text;
      return line(
        index,
        null,
        'approved',
        `Observed ${event.update.state}; applied.\n${roadmap}`,
        [],
        roadmap,
        true,
      );
    }
    if (event.kind === 'update') {
      const d = verifier.checkUpdate([event.update]);
      const applied = d.outcome.disposition === 'approved';
      return line(
        index,
        null,
        d.outcome.disposition,
        d.outcome.feedback,
        d.outcome.findings,
        d.roadmap.text,
        applied,
      );
    }
    if (event.action === FINAL_ANSWER) {
      const outcome = verifier.checkFinal('');
      const roadmap = verifier.roadmap().text;
      return line(
        index,
        event.action,
        outcome.disposition,
        outcome.feedback,
        outcome.findings,
        roadmap,
        false,
      );
    }
    const key = canonicalHash({ action: event.action, critical: event.critical, updates: event.updates });
    const proposal = { critical: event.critical, updates: event.updates, key };
    const d = verifier.checkAction(event.action, proposal);
    const runs = d.outcome.disposition === 'approved';
    if (runs) verifier.performAction(event.action, proposal);
    const confirmation: Confirmation | null =
      d.outcome.confirmationReason === undefined
        ? null
        : {
            call: { tool: event.action, args: { updates: event.updates } },
            reason: d.outcome.confirmationReason,
            scope: {
              session,
              tool: event.action,
              argsHash: canonicalHash({ updates: event.updates }),
              reuse: d.outcome.reuse ?? 'once',
            },
            prompt: `Allow ${event.action}? ${d.outcome.confirmationReason}`,
          };
    const roadmap = runs ? verifier.roadmap().text : d.roadmap.text;
    const feedback = runs ? `${d.message}\n${roadmap}` : d.outcome.feedback;
    return {
      ...line(index, event.action, d.outcome.disposition, feedback, d.outcome.findings, roadmap, runs),
      confirmation,
    };
  });
}

function line(
  index: number,
  tool: string | null,
  disposition: Disposition,
  feedback: string,
  findings: Finding[],
  roadmap: string,
  executed: boolean,
): EventVerdictLine {
  return { index, tool, disposition, step: null, feedback, confirmation: null, findings, executed, roadmap };
}
