// The VeriSafe intent verifier (§5.2) as a GuardCheck: the specification compiled into a
// session module of the shared Prolog engine, state values as facts there, every decision a
// query. Predicate-level verification at every update (soft feedback, update not applied, the
// same action repeated afterwards is allowed); rule-level verification of critical actions
// (hard feedback, `rejected` however often it is repeated); roadmap feedback on every step.
import { canonicalHash } from '../core/canonical.ts';
import { EngineError } from '../core/errors/engine-error.ts';
import { InputError } from '../core/errors/input-error.ts';
import { RulesError } from '../core/errors/rules-error.ts';
import type { Finding } from '../core/findings.ts';
import type { ToolCall } from '../core/types.ts';
import { PrologEngine } from '../logic/engine.ts';
import type { CheckContext, CheckOutcome, GuardCheck } from '../verify/guard-check.ts';
import { type CompiledSpec, compileSpec } from './compile.ts';
import { lexicalSimilarity, type SimilarityHook } from './equivalence.ts';
import { FeedbackWriter, type Roadmap, type RuleStatus } from './feedback.ts';
import { printPredicate, printRule } from './printer.ts';
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

/** One decision with its parts: the outcome for the session, the roadmap, and the message alone. */
export interface RuleDecision {
  outcome: CheckOutcome;
  kind: 'approved' | 'soft' | 'soft_repeat' | 'hard' | 'confirm' | 'fault';
  message: string;
  roadmap: Roadmap;
}

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

type Violation = {
  state: string;
  preds: Array<{ rule: number; pred: number; failed: Array<{ c: number; seen: string }> }>;
};

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
  readonly #actionObjectives: Set<string>;
  readonly #objectives: Map<string, string>;
  /** violations this verifier reported itself (used when no Session counts them) */
  readonly #violations = new Map<string, number>();
  readonly #similarityNotes = new Map<number, string>();

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
    verifier.#load();
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
      const proposal: ActionProposal = {
        critical: this.#tools[call.tool]?.critical ?? false,
        updates: this.expectedUpdates(call),
        key: `${call.tool}:${canonicalHash(call.args)}`,
      };
      if (ctx) proposal.violationCount = (key) => ctx.violationCount(key);
      return this.checkAction(call.tool, proposal).outcome;
    } catch (error) {
      return this.#fault('engine_error', `${call.tool} could not be verified: ${message(error)}`).outcome;
    }
  }

  record(call: ToolCall, result: unknown, _ctx?: CheckContext): void {
    const binding = this.#tools[call.tool];
    this.performAction(call.tool, {
      critical: binding?.critical ?? false,
      updates: this.expectedUpdates(call),
    });
    if (binding?.observe) this.updateState(asUpdates(binding.observe(call, result)));
  }

  checkFinal(_answer: string, _ctx?: CheckContext): CheckOutcome {
    try {
      return this.#final();
    } catch (error) {
      return this.#fault('engine_error', `completion could not be verified: ${message(error)}`).outcome;
    }
  }

  #final(): CheckOutcome {
    const done = this.#rules(DONE);
    const roadmap = this.roadmap();
    if (done.some((s) => s.value === 'true'))
      return { disposition: 'approved', findings: [], feedback: `The task is complete.\n${roadmap.text}` };
    if (done.some((s) => s.value === 'likely'))
      return {
        disposition: 'approved_with_constraints',
        findings: [],
        feedback: `The task looks complete, but only by string similarity.\n${roadmap.text}`,
        confirmationReason: `completion rests on a similarity match: ${this.#notesFor(done).join('; ')}`,
        reuse: 'once',
      };
    const findings: Finding[] = done.map((s) => ({
      code: 'final_incomplete',
      message: `${this.#label(s.rule)} is not satisfied: ${this.#feedback.unmet(s)}`,
      rule: printRule(this.checked.spec.rules[s.rule]!, s.rule),
    }));
    return {
      disposition: 'revision_required',
      findings,
      feedback: `The task is not complete: no rule ending in ${DONE} is satisfied.\n${roadmap.text}`,
    };
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
    if ('error' in encoded) return this.#fault('spec_invalid', `${name}: ${encoded.error}`);
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
    if (objective !== undefined && this.objectiveOf(name) !== undefined)
      this.#query('ig_rules:rs_achieve(M, O)', { O: objective });
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
    for (const eq of encoded.eqs) {
      const note = encoded.similarityNotes.get(eq.id);
      if (note) this.#similarityNotes.set(eq.id, note);
      else this.#similarityNotes.delete(eq.id);
    }
  }

  roadmap(): Roadmap {
    return this.#feedback.roadmap(this.status());
  }

  /** Every rule's status now. */
  status(): RuleStatus[] {
    return this.#query('ig_rules:rs_status(M, Rules)').Rules as RuleStatus[];
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
    const roadmap = this.roadmap();
    if (violations.length === 0)
      return this.#decision('approved', 'approved', 'The update is consistent with the rules.', [], roadmap);
    const violationKey = `rules:soft:${key}`;
    const repeated = count(violationKey) > 0;
    const findings: Finding[] = [];
    const texts = violations.map((v) => {
      const shown = [...encoded.shown.entries()]
        .filter(([k]) => k.startsWith(`${v.state}.`))
        .map(([, s]) => s);
      for (const p of v.preds) {
        const pred = this.checked.spec.rules[p.rule]!.predicates[p.pred]!;
        findings.push({
          code: 'predicate_violated',
          message: `${v.state} update falsifies ${printPredicate(pred)} of ${this.#label(p.rule)}`,
          rule: printPredicate(pred),
          data: { state: v.state, label: this.#label(p.rule), soft: true, allowedAfterRepeat: repeated },
        });
      }
      return this.#feedback.soft({ state: v.state, shown: shown.join(' and ') }, v.preds);
    });
    if (repeated) {
      const message = `Allowed: this action already received soft feedback and was repeated, so it is taken as an intermediate step. ${texts.join(' ')}`;
      return this.#decision('approved', 'soft_repeat', message, findings, roadmap);
    }
    const decision = this.#decision('revision_required', 'soft', texts.join(' '), findings, roadmap);
    decision.outcome.violationKey = violationKey;
    return decision;
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
    const roadmap = this.roadmap();
    if (statuses.some((s) => s.value === 'true'))
      return this.#decision(
        'approved',
        'approved',
        `${objective}: the rule for it is satisfied.`,
        [],
        roadmap,
      );
    const likely = statuses.filter((s) => s.value === 'likely');
    if (likely.length > 0) {
      const notes = this.#notesFor(likely, encoded);
      const decision = this.#decision(
        'approved_with_constraints',
        'confirm',
        `${objective}: the rule holds only by string similarity; the user must confirm.`,
        [],
        roadmap,
      );
      decision.outcome.confirmationReason = `${objective} rests on a similarity match: ${notes.join('; ')}`;
      decision.outcome.reuse = 'once';
      return decision;
    }
    const violationKey = `rules:hard:${key}`;
    const findings: Finding[] =
      statuses.length === 0
        ? [{ code: 'rule_unmet', message: `no rule concludes ${objective}`, data: { objective } }]
        : statuses.map((s) => ({
            code: 'rule_unmet',
            message: `${this.#label(s.rule)}: ${this.#feedback.unmet(s)}`,
            rule: printRule(this.checked.spec.rules[s.rule]!, s.rule),
            data: {
              objective,
              label: this.#label(s.rule),
              unmet: s.preds.filter((p) => p.value === 'false').map((p) => p.pred + 1),
            },
          }));
    const decision = this.#decision(
      'rejected',
      'hard',
      this.#feedback.hard(objective, statuses, count(violationKey)),
      findings,
      roadmap,
    );
    decision.outcome.violationKey = violationKey;
    return decision;
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
          const list = this.#compiled.strings.get(`${pred.name}\u0000${variable}`) ?? [];
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

  #decision(
    disposition: CheckOutcome['disposition'],
    kind: RuleDecision['kind'],
    text: string,
    findings: Finding[],
    roadmap: Roadmap,
  ): RuleDecision {
    return {
      outcome: { disposition, findings, feedback: `${text}\n${roadmap.text}` },
      kind,
      message: text,
      roadmap,
    };
  }

  #fault(code: 'engine_error' | 'spec_invalid', text: string): RuleDecision {
    const empty: Roadmap = { lines: [], next: '', text: '' };
    return {
      outcome: {
        disposition: 'rejected',
        findings: [{ code, message: text }],
        feedback: `Not verified: ${text}`,
      },
      kind: 'fault',
      message: text,
      roadmap: empty,
    };
  }

  #label(rule: number): string {
    const r = this.checked.spec.rules[rule]!;
    return r.label ?? `R${rule + 1}`;
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
