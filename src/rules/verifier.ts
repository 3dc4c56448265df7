// The VeriSafe intent verifier (§5.2) as a GuardCheck: the specification compiled into a
// session module of the shared Prolog engine, state values as facts there, every decision a
// query. Predicate-level verification at every update (soft feedback, update not applied, the
// same action repeated afterwards is allowed); rule-level verification of critical actions
// (hard feedback, `rejected` however often it is repeated); roadmap feedback on every step.

import type { ToolCall } from '../core/index.ts';
import { canonicalHash, EngineError, InputError, RulesError } from '../core/index.ts';
import { PrologEngine } from '../logic/index.ts';
import type { CheckContext, CheckOutcome, GuardCheck } from '../verify/index.ts';
import { type CompiledSpec, compileSpec, stateVarKey } from './compile.ts';
import { DecisionWriter, type RuleDecision, type Violation } from './decisions.ts';
import { lexicalSimilarity, type SimilarityHook } from './equivalence.ts';
import { FeedbackWriter, type Roadmap, type RoadmapLine, type RuleStatus } from './feedback.ts';
import { checkRulesText } from './type-check.ts';
import { type CheckedSpec, DONE, type StateDefinition, type StateUpdate } from './types.ts';
import { asUpdates, type EncodedUpdates, encodeUpdates, objectiveKey, type ToolBindings } from './updates.ts';
import type { ReferenceDate } from './values.ts';

export interface RuleVerifierOptions {
  states: readonly StateDefinition[];
  /** rule text (see docs/rules.md) */
  rules: string;
  /** file name for located errors */
  source?: string;
  /** per-tool triggers, objectives and post-action observers */
  tools?: ToolBindings;
  /**
   * Names of further actions the agent can take (besides `tools`); the objectives they achieve
   * (`Reserve` for `reserve`) hold only once the action ran, instead of being derived.
   */
  actions?: Iterable<string>;
  /** what `Today` and dates in words are read against */
  referenceDate: ReferenceDate;
  /** default: lexical similarity */
  similarity?: SimilarityHook;
  engine?: PrologEngine;
}

/** Checked calls whose expected updates are kept for `record` (older ones are recomputed). */
const MAX_EXPECTED = 64;

export interface ActionProposal {
  critical?: boolean;
  /** the state updates the action is expected to cause (what its trigger returns) */
  updates?: StateUpdate[];
  /** identity of "the same action" for soft feedback (default: the name and the updates) */
  key?: string;
  /**
   * How often a violation key was reported before. A Session passes its own count (so `check`
   * changes nothing); without one the verifier counts its own decisions.
   */
  violationCount?: (key: string) => number;
}

export class RuleVerifier implements GuardCheck {
  readonly name = 'rules';
  readonly checked: CheckedSpec;
  readonly #engine: PrologEngine;
  readonly #module: string;
  readonly #compiled: CompiledSpec;
  readonly #tools: ToolBindings;
  readonly #ref: ReferenceDate;
  readonly #similarity: SimilarityHook;
  readonly #feedback: FeedbackWriter;
  readonly #decisions: DecisionWriter;
  readonly #actionObjectives: Set<string>;
  readonly #objectives: Map<string, string>;
  /** violations this verifier reported itself (used when no Session counts them) */
  readonly #violations = new Map<string, number>();
  readonly #similarityNotes = new Map<number, string>();
  /** rule indices by the states their predicates are over, and the rules with objective predicates */
  readonly #rulesByState = new Map<string, number[]>();
  readonly #objectiveRules: number[] = [];
  /** the engine's status of every rule for the current state, and its roadmap (cleared on change) */
  #status: RuleStatus[] | undefined;
  #lines: RoadmapLine[] | undefined;
  #roadmap: Roadmap | undefined;
  /** expected updates of checked calls, by call, until `record` applies them */
  readonly #expected = new Map<string, StateUpdate[]>();

  private constructor(engine: PrologEngine, checked: CheckedSpec, options: RuleVerifierOptions) {
    this.#engine = engine;
    this.checked = checked;
    this.#tools = options.tools ?? {};
    this.#ref = options.referenceDate;
    this.#similarity = options.similarity ?? lexicalSimilarity();
    this.#objectives = new Map(
      checked.spec.rules
        .filter((r) => r.objective !== DONE)
        .map((r) => [objectiveKey(r.objective), r.objective]),
    );
    this.#actionObjectives = new Set();
    for (const [tool, binding] of Object.entries(this.#tools)) {
      const objective = this.objectiveOf(tool);
      if (objective && binding.critical !== false) this.#actionObjectives.add(objective);
    }
    for (const action of options.actions ?? []) {
      const objective = this.objectiveOf(action);
      if (objective) this.#actionObjectives.add(objective);
    }
    this.#compiled = compileSpec(checked, this.#actionObjectives);
    this.#feedback = new FeedbackWriter(checked, (o) => this.#actionObjectives.has(o));
    this.#decisions = new DecisionWriter(checked, this.#feedback);
    checked.spec.rules.forEach((rule, i) => {
      for (const p of rule.predicates) {
        const list = p.kind === 'objective' ? this.#objectiveRules : (this.#rulesByState.get(p.name) ?? []);
        if (!list.includes(i)) list.push(i);
        if (p.kind === 'state') this.#rulesByState.set(p.name, list);
      }
    });
    this.#module = engine.newModule('ig_rules');
  }

  /** Parses, type checks and loads the rules; throws `RulesError` with located issues. */
  static async create(options: RuleVerifierOptions): Promise<RuleVerifier> {
    const result = checkRulesText(options.rules, options.states, options.referenceDate);
    if (!result.checked) {
      const source = options.source ?? '<rules>';
      throw new RulesError(
        result.issues.map((i) => ({ ...i, source })),
        source,
      );
    }
    const engine = options.engine ?? (await PrologEngine.shared());
    const verifier = new RuleVerifier(engine, result.checked, options);
    try {
      verifier.#load();
    } catch (error) {
      verifier.close(); // nothing half-loaded stays in the engine
      throw error;
    }
    return verifier;
  }

  #load(): void {
    this.#query('ig_rules:rs_init(M)');
    const issues = this.#engine.loadTrusted(this.#module, this.#compiled.text);
    if (issues.length > 0) throw new RulesError(issues, '<compiled rules>');
  }

  /** The objective a tool or action name achieves, if any. */
  objectiveOf(name: string): string | undefined {
    const bound = this.#tools[name]?.objective;
    return bound ?? this.#objectives.get(objectiveKey(name));
  }

  /** Warms the similarity hook (an embedding model) with the strings a call would compare. */
  async prepare(updates: StateUpdate[]): Promise<void> {
    if (!this.#similarity.prepare) return;
    const texts = updates.flatMap((u) =>
      Object.values(u.values ?? {}).filter((v): v is string => typeof v === 'string'),
    );
    const constants = [...this.#compiled.strings.values()].flatMap((list) => list.map((c) => c.value));
    await this.#similarity.prepare([...texts, ...constants]);
  }

  /** Expected updates of a proposed call, from its tool's trigger. */
  expectedUpdates(call: ToolCall): StateUpdate[] {
    return asUpdates(this.#tools[call.tool]?.trigger?.(call));
  }

  // ---- GuardCheck ------------------------------------------------------------------------

  check(call: ToolCall, ctx?: CheckContext): CheckOutcome {
    try {
      const key = `${call.tool}:${canonicalHash(call.args)}`;
      const updates = this.expectedUpdates(call);
      // the trigger reads the app before the action; `record` applies what it said then
      this.#expected.delete(key);
      this.#expected.set(key, updates);
      if (this.#expected.size > MAX_EXPECTED) this.#expected.delete(this.#expected.keys().next().value!);
      const proposal: ActionProposal = { critical: this.#tools[call.tool]?.critical ?? false, updates, key };
      if (ctx) proposal.violationCount = (k) => ctx.violationCount(k);
      return this.checkAction(call.tool, proposal).outcome;
    } catch (error) {
      return this.#decisions.fault('engine_error', `${call.tool} could not be verified: ${message(error)}`)
        .outcome;
    }
  }

  record(call: ToolCall, result: unknown, _ctx?: CheckContext): void {
    const binding = this.#tools[call.tool];
    const key = `${call.tool}:${canonicalHash(call.args)}`;
    const updates = this.#expected.get(key) ?? this.expectedUpdates(call);
    this.#expected.delete(key);
    this.performAction(call.tool, { critical: binding?.critical ?? false, updates });
    if (binding?.observe) this.updateState(asUpdates(binding.observe(call, result)));
  }

  checkFinal(_answer: string, _ctx?: CheckContext): CheckOutcome {
    try {
      return this.#final();
    } catch (error) {
      return this.#decisions.fault('engine_error', `completion could not be verified: ${message(error)}`)
        .outcome;
    }
  }

  #final(): CheckOutcome {
    return this.#decisions.final(this.#rules(DONE), (likely) => this.#notesFor(likely), this.roadmap());
  }

  close(): void {
    this.#engine.dropModule(this.#module);
  }

  // ---- the verification itself ------------------------------------------------------------

  /**
   * Verifies a proposed action with its expected updates applied tentatively. It is verified at
   * rule level when it is flagged critical or achieves an action objective (whatever its flag
   * says: an action that achieves an objective is never waved through at predicate level).
   */
  checkAction(name: string, proposal: ActionProposal = {}): RuleDecision {
    const updates = proposal.updates ?? [];
    const key = proposal.key ?? `${name}:${canonicalHash(updates)}`;
    const encoded = encodeUpdates(updates, this.#encodeContext());
    if ('error' in encoded) return this.#decisions.fault('spec_invalid', `${name}: ${encoded.error}`);
    const objective = this.#criticalObjective(name, proposal.critical);
    const counted = proposal.violationCount;
    const count = counted ?? ((k: string) => this.#violations.get(k) ?? 0);
    const decision =
      objective === undefined
        ? this.#predicateLevel(encoded, key, count)
        : this.#ruleLevel(objective, encoded, key, count);
    const violation = decision.outcome.violationKey;
    if (!counted && violation) this.#violations.set(violation, count(violation) + 1);
    return decision;
  }

  /** The action ran: its expected updates are applied and, if critical, its objective is achieved. */
  performAction(name: string, proposal: ActionProposal = {}): void {
    this.updateState(proposal.updates ?? []);
    const objective = this.#criticalObjective(name, proposal.critical);
    if (objective !== undefined && this.objectiveOf(name) !== undefined) {
      this.#query('ig_rules:rs_achieve(M, O)', { O: objective });
      this.#status = undefined;
      this.#lines = undefined;
      this.#roadmap = undefined;
    }
  }

  #criticalObjective(name: string, critical: boolean | undefined): string | undefined {
    const objective = this.objectiveOf(name);
    if (objective !== undefined && this.#actionObjectives.has(objective)) return objective;
    return critical ? (objective ?? name) : undefined;
  }

  /** A UI event's update: verified at predicate level and applied unless soft feedback stops it. */
  checkUpdate(updates: StateUpdate[], key = canonicalHash(updates)): RuleDecision {
    const decision = this.checkAction('update', { updates, key, critical: false });
    if (decision.outcome.disposition !== 'approved') return decision;
    this.updateState(updates);
    const roadmap = this.roadmap();
    return {
      ...decision,
      roadmap,
      outcome: { ...decision.outcome, feedback: `${decision.message}\n${roadmap.text}` },
    };
  }

  /** Post-action update (§7): an observed outcome, applied without verification. */
  updateState(updates: StateUpdate[]): void {
    if (updates.length === 0) return;
    const encoded = encodeUpdates(updates, this.#encodeContext());
    if ('error' in encoded) throw new InputError(`state update: ${encoded.error}`);
    this.#query('ig_rules:rs_apply(M, Sets, Eqs)', { Sets: encoded.sets, Eqs: encoded.eqs });
    this.#refresh(updates.map((u) => u.state));
    for (const eq of encoded.eqs) {
      const note = encoded.similarityNotes.get(eq.id);
      if (note) this.#similarityNotes.set(eq.id, note);
      else this.#similarityNotes.delete(eq.id);
    }
  }

  /** The roadmap of the current state (kept until the state changes). */
  roadmap(): Roadmap {
    const statuses = this.status();
    this.#lines ??= statuses.map((st) => this.#feedback.line(st));
    this.#roadmap ??= this.#feedback.assemble(this.#lines, statuses);
    return this.#roadmap;
  }

  /** Every rule's status now. */
  status(): RuleStatus[] {
    this.#status ??= this.#query('ig_rules:rs_status(M, Rules)').Rules as RuleStatus[];
    return this.#status;
  }

  /**
   * After an update of `states`: re-asks the engine only for the rules that can have changed
   * (those over these states, and those with objective predicates), so a step costs the same
   * however long the task has run.
   */
  #refresh(states: string[]): void {
    this.#roadmap = undefined;
    if (!this.#status) {
      this.#lines = undefined;
      return;
    }
    const ids = new Set(this.#objectiveRules);
    for (const state of states) for (const rule of this.#rulesByState.get(state) ?? []) ids.add(rule);
    if (ids.size === 0) return;
    const fresh = this.#query('ig_rules:rs_status_of(M, Ids, Rules)', { Ids: [...ids] })
      .Rules as RuleStatus[];
    for (const status of fresh) {
      this.#status[status.rule] = status;
      if (this.#lines) this.#lines[status.rule] = this.#feedback.line(status);
    }
  }

  /** True when a rule ending in Done is satisfied. */
  isDone(): boolean {
    return this.#rules(DONE).some((s) => s.value !== 'false');
  }

  #predicateLevel(encoded: EncodedUpdates, key: string, count: (key: string) => number): RuleDecision {
    const violations = this.#query('ig_rules:rs_check_update(M, Sets, Eqs, V)', {
      Sets: encoded.sets,
      Eqs: encoded.eqs,
    }).V as Violation[];
    const violationKey = `rules:soft:${key}`;
    return this.#decisions.predicateLevel(
      violations,
      encoded.shown,
      count(violationKey) > 0,
      violationKey,
      this.roadmap(),
    );
  }

  #ruleLevel(
    objective: string,
    encoded: EncodedUpdates,
    key: string,
    count: (key: string) => number,
  ): RuleDecision {
    const statuses = this.#query('ig_rules:rs_check_critical(M, Sets, Eqs, O, Rules)', {
      Sets: encoded.sets,
      Eqs: encoded.eqs,
      O: objective,
    }).Rules as RuleStatus[];
    const violationKey = `rules:hard:${key}`;
    const notes = (likely: RuleStatus[]) => this.#notesFor(likely, encoded);
    return this.#decisions.ruleLevel(
      objective,
      statuses,
      notes,
      count(violationKey),
      violationKey,
      this.roadmap(),
    );
  }

  #notesFor(statuses: RuleStatus[], encoded?: EncodedUpdates): string[] {
    const notes = new Set<string>();
    for (const s of statuses)
      for (const p of s.preds) {
        const pred = this.checked.spec.rules[s.rule]!.predicates[p.pred]!;
        if (pred.kind !== 'state') continue;
        for (const c of p.likely) {
          const variable = pred.constraints[c]!.variable;
          const constant = this.checked.constants[s.rule]![p.pred]![c]!;
          const list = this.#compiled.strings.get(stateVarKey(pred.name, variable)) ?? [];
          const id = list.find((x) => x.value === constant.value)?.id;
          const note =
            id === undefined
              ? undefined
              : (encoded?.similarityNotes.get(id) ?? this.#similarityNotes.get(id));
          notes.add(note ?? `${pred.name}.${variable} matches by similarity`);
        }
      }
    return [...notes];
  }

  #rules(objective: string): RuleStatus[] {
    return this.#query('ig_rules:rs_rules(M, O, Rules)', { O: objective }).Rules as RuleStatus[];
  }

  #encodeContext() {
    return {
      states: this.checked.states,
      compiled: this.#compiled,
      ref: this.#ref,
      similarity: this.#similarity,
    };
  }

  /** Runs a goal against this session; an engine failure is an exception (callers fail closed). */
  #query(goal: string, input: Record<string, unknown> = {}): Record<string, unknown> {
    const r = this.#engine.run(goal, { ...input, M: this.#module });
    if (!r.ok)
      throw new EngineError(
        `rules engine: ${r.error ?? (r.limit ? 'inference limit exceeded' : 'query failed')}`,
      );
    return r.bindings;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
