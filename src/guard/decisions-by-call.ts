// Decisions kept by tool call id, for frameworks that meet one call more than once (an approval
// question, then the execution; an interrupt, then the resumed run): the call is decided once,
// and a later meeting reuses that decision only for the same tool with the same arguments.
import { canonicalHash, type ToolCall, trySnapshotArgs } from '../core/index.ts';
import type { Decision } from './decision.ts';
import type { Guard } from './guard.ts';

/** Decisions kept at most (the oldest are forgotten: a forgotten call is decided again, never waved through). */
export const MAX_KEPT_DECISIONS = 256;

export class DecisionsByCall {
  readonly #guard: Guard;
  readonly #kept = new Map<string, Decision>();

  constructor(guard: Guard) {
    this.#guard = guard;
  }

  /** The unsettled decision kept for this call id, when it is for the same call; else a new one, kept. */
  async decide(call: ToolCall): Promise<Decision> {
    const known = call.id === undefined ? undefined : this.#kept.get(call.id);
    if (known && decides(known, call)) return known;
    const decision = await this.#guard.decide(call);
    if (call.id !== undefined) this.keep(call.id, decision);
    return decision;
  }

  keep(id: string, decision: Decision): void {
    this.#kept.delete(id);
    this.#kept.set(id, decision);
    if (this.#kept.size > MAX_KEPT_DECISIONS) this.#kept.delete(this.#kept.keys().next().value!);
  }

  get(id: string): Decision | undefined {
    return this.#kept.get(id);
  }

  /** The kept decision, forgotten here (the caller settles it). */
  take(id: string): Decision | undefined {
    const decision = this.#kept.get(id);
    this.#kept.delete(id);
    return decision;
  }

  entries(): IterableIterator<[string, Decision]> {
    return this.#kept.entries();
  }
}

/**
 * Whether `decision` was made for `call`: unsettled, the same tool, arguments equal as snapshots
 * (arguments without a faithful snapshot never match).
 */
export function decides(decision: Decision, call: Pick<ToolCall, 'tool' | 'args'>): boolean {
  if (decision.settled || decision.call.tool !== call.tool) return false;
  const snapshot = trySnapshotArgs(call.args);
  return snapshot.ok && canonicalHash(snapshot.value) === canonicalHash(decision.call.args);
}
