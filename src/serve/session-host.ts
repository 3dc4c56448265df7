// Sessions held by one instance of the service, over a shared event store. Every change is an
// event appended at the next seq; an instance that loses the race (or never held the session)
// rebuilds it from the store through the same guard assembly and decides again.

import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  type ApprovalRow,
  decisionIdOf,
  type SessionDefinition,
  type SessionEventBody,
  type SessionEventStore,
} from '../audit/index.ts';
import type { Tool, ToolCall, Verdict } from '../core/index.ts';
import { FINAL_ANSWER } from '../core/index.ts';
import { formalizeOffline } from '../formalize/offline/index.ts';
import { createGuard } from '../guard/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { type CheckedSpec, compileSpec } from '../spec/index.ts';
import { ServiceError } from './service-error.ts';
import { admit, applyAnswer, applyDecide, type HeldSession, rebuildFromEvent } from './session-events.ts';
import { type DecisionSpan, traceDecision } from './telemetry.ts';

/** Sessions kept in memory per instance (least recently used are closed and rebuilt when needed). */
export const DEFAULT_MAX_HELD = 256;
/** Appends retried after losing a race to another writer, before answering 503. */
const MAX_APPEND_ATTEMPTS = 32;

export interface SessionHostOptions {
  store: SessionEventStore;
  engine?: PrologEngine;
  /** the edge: event times (default real time) */
  clock?: () => Date;
  /** session ids (default random UUIDs) */
  newId?: () => string;
  maxHeld?: number;
  /** sees each live decision (not those of a rebuild), e.g. for metrics */
  onDecision?: (span: DecisionSpan) => void;
}

export interface SessionInput {
  instruction: string;
  tools: Tool[];
  /** Prolog text or the JSON form; default: the offline formalizer */
  spec?: string | object;
  agent?: string;
}

export interface DecideAnswer {
  decisionId: string;
  seq: number;
  verdict: Verdict;
  /** what the agent should read (after a refusal: with the attempt count) */
  feedback: string;
  /** present when the call needs a person's approval */
  approvalId?: string;
}

export type ResultReport =
  | { ran: true; result?: unknown; durationMs?: number }
  | { ran: false; error: string; durationMs?: number };

export class SessionHost {
  readonly store: SessionEventStore;
  readonly #engine: PrologEngine | undefined;
  readonly #clock: () => Date;
  readonly #newId: () => string;
  readonly #maxHeld: number;
  readonly #onDecision: ((span: DecisionSpan) => void) | undefined;
  readonly #held = new Map<string, HeldSession>();
  readonly #locks = new Map<string, Promise<unknown>>();
  readonly #answered = new EventEmitter();

  constructor(options: SessionHostOptions) {
    if (options.store.readOnly)
      throw new TypeError(
        'the event store was opened read-only, without its key: a session host needs the key',
      );
    this.store = options.store;
    this.#engine = options.engine;
    this.#clock = options.clock ?? (() => new Date());
    this.#newId = options.newId ?? randomUUID;
    this.#maxHeld = options.maxHeld ?? DEFAULT_MAX_HELD;
    this.#onDecision = options.onDecision;
    this.#answered.setMaxListeners(0);
  }

  /** Sessions currently held in this instance's memory. */
  get heldCount(): number {
    return this.#held.size;
  }

  async create(input: SessionInput): Promise<SessionDefinition> {
    const engine = await this.#engineNow();
    const toolkit = input.tools.map((t) => t.name);
    const checked =
      input.spec !== undefined
        ? compileSpec(engine, input.spec, { toolkit, source: 'spec' })
        : (await formalizeOffline(input.instruction, input.tools, { engine, reference: this.#clock() }))
            .checked;
    const definition: SessionDefinition = {
      id: this.#newId(),
      createdAt: this.#clock().toISOString(),
      instruction: input.instruction,
      tools: input.tools,
      specText: checked.text,
      specHash: checked.hash,
      ...(checked.origin ? { specOrigin: checked.origin } : {}),
      ...(input.agent ? { agent: input.agent } : {}),
    };
    // the guard must open before the session is on record
    const held = await this.#open(definition, checked);
    await this.store.createSession(definition);
    this.#hold(held);
    return definition;
  }

  async definition(sessionId: string): Promise<SessionDefinition> {
    const definition = this.#held.get(sessionId)?.definition ?? (await this.store.getSession(sessionId));
    if (!definition) throw new ServiceError(404, `no session ${sessionId}`);
    return definition;
  }

  /** Decides a proposed call (or, with `final_answer`, the answer's completeness). */
  async decide(sessionId: string, call: ToolCall): Promise<DecideAnswer> {
    return this.#append(sessionId, async (held) => {
      const start = performance.now();
      const { decision, feedback } = await applyDecide(held, call);
      const latencyMs = performance.now() - start;
      const body: SessionEventBody = { kind: 'decide', call, verdict: decision.verdict, feedback, latencyMs };
      return {
        body,
        decision,
        done: (seq: number) => {
          const span = traceDecision(call.tool, decision.verdict, seq, latencyMs);
          this.#onDecision?.(span);
          const answer: DecideAnswer = {
            decisionId: decisionIdOf(sessionId, seq),
            seq,
            verdict: decision.verdict,
            feedback,
          };
          if (decision.verdict.disposition === 'approved_with_constraints')
            answer.approvalId = answer.decisionId;
          return answer;
        },
      };
    });
  }

  async final(sessionId: string, answer: string): Promise<DecideAnswer> {
    return this.decide(sessionId, { tool: FINAL_ANSWER, args: { answer } });
  }

  /** A person's answer to the confirmation of decision `seq`. */
  async answer(sessionId: string, seq: number, granted: boolean, note?: string): Promise<ApprovalRow> {
    const body: SessionEventBody = { kind: 'confirm', decisionSeq: seq, granted, ...(note ? { note } : {}) };
    await this.#append(sessionId, async (held) => {
      admit(held, body);
      await applyAnswer(held, body);
      return { body, done: () => undefined };
    });
    this.#answered.emit(decisionIdOf(sessionId, seq));
    const row = await this.store.approval(sessionId, seq);
    if (!row) throw new ServiceError(500, `approval ${decisionIdOf(sessionId, seq)} vanished`);
    return row;
  }

  /** What happened to decision `seq`: it ran (with its result) or it failed. */
  async report(sessionId: string, seq: number, report: ResultReport): Promise<void> {
    const body: SessionEventBody = { kind: 'result', decisionSeq: seq, ...report };
    await this.#append(sessionId, async (held) => {
      admit(held, body);
      await applyAnswer(held, body);
      return { body, done: () => undefined };
    });
  }

  /** The approval of decision `seq`, once answered or after `waitMs` (whichever is first). */
  async waitForAnswer(
    sessionId: string,
    seq: number,
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<ApprovalRow> {
    const id = decisionIdOf(sessionId, seq);
    const deadline = performance.now() + waitMs;
    for (;;) {
      const row = await this.store.approval(sessionId, seq);
      if (!row) throw new ServiceError(404, `no approval ${id}`);
      const left = deadline - performance.now();
      if (row.state !== 'pending' || left <= 0 || signal?.aborted) return row;
      // woken at once by an answer given here; another instance's answer is seen by polling
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.#answered.off(id, wake);
          signal?.removeEventListener('abort', wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, POLL_MS));
        this.#answered.on(id, wake);
        signal?.addEventListener('abort', wake);
      });
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.#locks.values()]);
    for (const held of this.#held.values()) held.guard.session.close();
    this.#held.clear();
  }

  /** Runs `step` on the current state and appends its event; on a lost race, rebuilds and runs it again. */
  async #append<T>(
    sessionId: string,
    step: (
      held: HeldSession,
    ) => Promise<{ body: SessionEventBody; decision?: HeldDecision; done: (seq: number) => T }>,
  ): Promise<T> {
    return this.#locked(sessionId, async () => {
      for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt++) {
        const held = await this.#current(sessionId);
        let made: Awaited<ReturnType<typeof step>>;
        try {
          made = await step(held);
        } catch (error) {
          // a refusal (admit) changes nothing; anything later may have: rebuild next time
          if (!(error instanceof ServiceError && error.status !== 500)) this.#drop(sessionId);
          throw error;
        }
        const seq = held.seq + 1;
        let stored: boolean;
        try {
          stored = await this.store.append({
            sessionId,
            seq,
            time: this.#clock().toISOString(),
            body: made.body,
          });
        } catch (error) {
          this.#drop(sessionId);
          throw new ServiceError(503, `the session store failed: ${(error as Error).message}`);
        }
        if (stored) {
          held.seq = seq;
          if (made.decision) held.decisions.set(seq, made.decision);
          return made.done(seq);
        }
        // another instance wrote this seq first: our guard advanced on a stale state
        this.#drop(sessionId);
      }
      throw new ServiceError(503, `session ${sessionId} is busy: too many concurrent writers, try again`);
    });
  }

  /** The held session, rebuilt if needed and caught up with events other instances appended. */
  async #current(sessionId: string): Promise<HeldSession> {
    let held = this.#held.get(sessionId);
    if (!held) {
      const definition = await this.store.getSession(sessionId);
      if (!definition) throw new ServiceError(404, `no session ${sessionId}`);
      held = await this.#open(definition);
      this.#hold(held);
    } else {
      this.#held.delete(sessionId); // most recently used goes last
      this.#held.set(sessionId, held);
    }
    try {
      for (const event of await this.store.events(sessionId, held.seq))
        await rebuildFromEvent(held, event.seq, event.body);
    } catch (error) {
      this.#drop(sessionId);
      throw error;
    }
    return held;
  }

  async #open(definition: SessionDefinition, given?: CheckedSpec): Promise<HeldSession> {
    const engine = await this.#engineNow();
    const checked =
      given ??
      compileSpec(engine, definition.specText, {
        toolkit: definition.tools.map((t) => t.name),
        source: `session ${definition.id}`,
        ...(definition.specOrigin ? { origin: definition.specOrigin } : {}),
      });
    if (checked.hash !== definition.specHash)
      throw new ServiceError(
        500,
        `session ${definition.id} cannot be rebuilt: its spec no longer compiles to the same hash`,
      );
    const guard = await createGuard({
      instruction: definition.instruction,
      tools: definition.tools,
      spec: checked,
      sessionId: definition.id,
      engine,
    });
    return { definition, guard, seq: 0, decisions: new Map(), answers: new Map(), reported: new Set() };
  }

  #hold(held: HeldSession): void {
    this.#held.set(held.definition.id, held);
    for (const [id, old] of this.#held) {
      if (this.#held.size <= this.#maxHeld) break;
      if (this.#locks.has(id) || id === held.definition.id) continue;
      this.#held.delete(id);
      old.guard.session.close();
    }
  }

  #drop(sessionId: string): void {
    const held = this.#held.get(sessionId);
    if (!held) return;
    this.#held.delete(sessionId);
    held.guard.session.close();
  }

  async #locked<T>(sessionId: string, run: () => Promise<T>): Promise<T> {
    const before = this.#locks.get(sessionId) ?? Promise.resolve();
    const mine = before.then(run, run);
    const tail = mine.catch(() => undefined);
    this.#locks.set(sessionId, tail);
    try {
      return await mine;
    } finally {
      if (this.#locks.get(sessionId) === tail) this.#locks.delete(sessionId);
    }
  }

  async #engineNow(): Promise<PrologEngine> {
    return this.#engine ?? (await PrologEngine.shared());
  }
}

type HeldDecision = HeldSession['decisions'] extends Map<number, infer D> ? D : never;

/** How often a waiting request looks for an answer given on another instance. */
const POLL_MS = 200;
