// A checked spec loaded into its own SWI module: the session's knowledge base and state.
// Every question goes to the verifier's Prolog library (src/logic/pl/verifier.pl).
import { EngineError } from '../core/index.ts';
import type { PrologEngine, QueryResult } from '../logic/index.ts';
import { printTerm } from '../logic/index.ts';
import type { RefinedStep, RiskDisposition } from '../spec/index.ts';
import {
  type CheckedSpec,
  compileSpec,
  isCheckedSpec,
  riskyActionTerm,
  SPEC_CHECK_OPTIONS,
} from '../spec/index.ts';

export type ChainResult =
  | { kind: 'no_steps' }
  | { kind: 'ready'; steps: number[] }
  | { kind: 'completed'; steps: number[] }
  | {
      kind: 'blocked';
      blocked: Array<{ step: number; unmet: number[]; candidates: number[] }>;
      completed: number[];
    };

export type FinalResult =
  | { kind: 'no_steps' }
  | { kind: 'complete'; step: number }
  | { kind: 'incomplete'; step: number; unmet: number[]; candidates: number[] };

export interface RiskMatch {
  pattern: string;
  disposition: RiskDisposition;
}

export class SpecModule {
  readonly module: string;
  readonly steps: ReadonlyMap<number, RefinedStep>;
  readonly checked: CheckedSpec;
  readonly #engine: PrologEngine;
  #closed = false;
  /** bumped whenever the state changes: cached chain answers of older versions are stale */
  #version = 0;
  #chainCache: { action: string; version: number; result: ChainResult } | undefined;

  /**
   * Loads `checked` into a new module. A spec that `compileSpec` did not mint is checked again
   * first, and the text itself always passes the strict spec checker on the way in (facts of the
   * spec predicates only, read without expansion, within an inference limit): a session module
   * holds data, never code, so no session can run anything that reaches another one.
   */
  constructor(engine: PrologEngine, checked: CheckedSpec) {
    this.#engine = engine;
    const spec = isCheckedSpec(checked) ? checked : compileSpec(engine, checked);
    this.checked = spec;
    this.module = engine.newModule();
    this.steps = new Map(spec.spec.steps.map((s) => [s.step, s]));
    this.#ask('ig_verifier:init_session(M)', {});
    // derived patterns are written from terms (quoted), and loaded through the same checker
    const derived = spec.spec.risks.filter((r) => r.derived).map((r) => `${printTerm(riskyActionTerm(r))}.`);
    const text = `${spec.text}\n${derived.join('\n')}\n`;
    const errors = engine
      .loadChecked(this.module, text, SPEC_CHECK_OPTIONS)
      .filter((i) => i.code !== 'singletons');
    if (errors.length > 0) {
      this.close();
      throw new EngineError(
        `loading the spec failed: ${errors.map((i) => `${i.line}:${i.column}: ${i.message}`).join('; ')}`,
      );
    }
  }

  chain(action: string): ChainResult {
    const cached = this.#chainCache;
    if (cached && cached.action === action && cached.version === this.#version) return cached.result;
    return this.#ask('ig_verifier:chain_json(M, A, J)', { A: action }).J as ChainResult;
  }

  /**
   * Risky-pattern matches; the chain resolution of the same action is fetched in the same query
   * and kept until the state changes, so a decision costs one round trip to the engine.
   */
  risky(action: string, views: string[]): RiskMatch[] {
    const r = this.#ask('ig_verifier:decide_json(M, A, V, R, C)', { A: action, V: views });
    this.#chainCache = { action, version: this.#version, result: r.C as ChainResult };
    return r.R as RiskMatch[];
  }

  final(): FinalResult {
    return this.#ask('ig_verifier:final_json(M, J)', {}).J as FinalResult;
  }

  /** Step N ran: establish its postcondition and mark it completed. */
  recordStep(step: number): void {
    this.#version += 1;
    this.#ask('ig_verifier:record_step(M, N)', { N: step });
  }

  /** The established postconditions, as Prolog text (for explanations and tests). */
  satisfied(): string[] {
    return this.#ask(
      'findall(S, (M:satisfied(T), copy_term(T, C), numbervars(C, 0, _, [singletons(true)]), format(string(S), "~W", [C, [numbervars(true), quoted(true)]])), J)',
      {},
    ).J as string[];
  }

  /** Bytes the session's clauses take in the engine (SWI's own accounting of the module). */
  memoryBytes(): number {
    const r = this.#ask(
      'aggregate_all(sum(S), (current_predicate(M:N/A), functor(H, N, A), predicate_property(M:H, size(S))), J)',
      {},
    );
    return Number(r.J);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#engine.dropModule(this.module);
  }

  #ask(goal: string, input: Record<string, unknown>): Record<string, unknown> {
    if (this.#closed) throw new EngineError('the session is closed');
    const r: QueryResult = this.#engine.run(goal, { M: this.module, ...input });
    if (!r.ok) throw new EngineError(`verifier query failed: ${r.error ?? 'no answer'}`);
    return r.bindings;
  }
}
