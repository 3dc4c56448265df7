// What each stored event does to a held session, through the one guard assembly (createGuard → Guard):
// the live path and a rebuild run these same functions, so a rebuilt session decides the same.

import type { SessionDefinition, SessionEventBody } from '../audit/index.ts';
import type { ToolCall } from '../core/index.ts';
import { canonicalJson } from '../core/index.ts';
import type { Decision, Guard } from '../guard/index.ts';
import { ServiceError } from './service-error.ts';

/** A session this instance holds: its guard and what happened to each decision. */
export interface HeldSession {
  definition: SessionDefinition;
  guard: Guard;
  /** the last event applied */
  seq: number;
  decisions: Map<number, Decision>;
  answers: Map<number, boolean>;
  reported: Set<number>;
}

/** Decides a call; a refused one is settled at once, so the feedback carries the attempt count. */
export async function applyDecide(
  held: HeldSession,
  call: ToolCall,
): Promise<{ decision: Decision; feedback: string }> {
  const decision = await held.guard.decide(call);
  let feedback = decision.verdict.feedback;
  if (decision.verdict.disposition !== 'approved_with_constraints' && !held.guard.mayRun(decision))
    feedback = await held.guard.refuse(decision);
  return { decision, feedback };
}

/** Checks that `body` may follow what `held` has seen (live requests only); throws the HTTP answer. */
export function admit(held: HeldSession, body: SessionEventBody): void {
  if (body.kind === 'decide') return;
  const decision = held.decisions.get(body.decisionSeq);
  if (!decision)
    throw new ServiceError(404, `no decision ${body.decisionSeq} in session ${held.definition.id}`);
  const { disposition } = decision.verdict;
  if (body.kind === 'confirm') {
    if (disposition !== 'approved_with_constraints')
      throw new ServiceError(409, `decision ${body.decisionSeq} does not need confirmation (${disposition})`);
    const answer = held.answers.get(body.decisionSeq);
    if (answer !== undefined)
      throw new ServiceError(
        409,
        `decision ${body.decisionSeq} was already ${answer ? 'approved' : 'denied'}`,
      );
    return;
  }
  if (held.reported.has(body.decisionSeq))
    throw new ServiceError(409, `decision ${body.decisionSeq} already has a result`);
  if (decision.call.tool === 'final_answer')
    throw new ServiceError(409, `decision ${body.decisionSeq} is a final answer, not a tool call`);
  if (!held.guard.mayRun(decision)) {
    const why =
      disposition === 'approved_with_constraints'
        ? decision.confirmed === false
          ? 'its confirmation was denied'
          : 'it awaits approval'
        : `it was ${disposition.replace('_', ' ')}`;
    throw new ServiceError(409, `decision ${body.decisionSeq} may not run: ${why}`);
  }
}

/** Applies a confirmation or a result (after `admit`); a decide goes through `applyDecide`. */
export async function applyAnswer(held: HeldSession, body: SessionEventBody): Promise<void> {
  if (body.kind === 'decide') throw new TypeError('decide events go through applyDecide');
  const decision = held.decisions.get(body.decisionSeq);
  if (!decision)
    throw new ServiceError(500, `the record names decision ${body.decisionSeq}, which is not held`);
  if (body.kind === 'confirm') {
    await held.guard.confirm(decision, body.note ? { granted: body.granted, note: body.note } : body.granted);
    if (!body.granted) await held.guard.refuse(decision);
    held.answers.set(body.decisionSeq, body.granted);
    return;
  }
  if (body.ran) await held.guard.ran(decision, body.result, body.durationMs);
  else await held.guard.failed(decision, body.error ?? 'the tool failed', body.durationMs);
  held.reported.add(body.decisionSeq);
}

/** Rebuilds: applies one stored event to a held session, checking that the guard decides as recorded. */
export async function rebuildFromEvent(
  held: HeldSession,
  seq: number,
  body: SessionEventBody,
): Promise<void> {
  if (body.kind === 'decide') {
    const { decision, feedback } = await applyDecide(held, body.call);
    if (canonicalJson(decision.verdict) !== canonicalJson(body.verdict) || feedback !== body.feedback)
      throw new ServiceError(
        500,
        `session ${held.definition.id} cannot be rebuilt: the guard now decides event ${seq} differently than recorded`,
      );
    held.decisions.set(seq, decision);
  } else await applyAnswer(held, body);
  held.seq = seq;
}
