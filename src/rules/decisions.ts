// The engine's answers → outcomes: dispositions, findings and feedback text. Pure: the verifier
// asks the engine, this decides how the answer reads. Soft feedback is `revision_required` (and
// `approved` once the same action is repeated); hard feedback is `rejected` on every attempt; a
// rule that holds only by string similarity is `approved_with_constraints` (the user confirms).
import type { Finding } from '../core/index.ts';
import type { CheckOutcome } from '../verify/index.ts';
import type { FeedbackWriter, Roadmap, RuleStatus } from './feedback.ts';
import { printPredicate, printRule } from './printer.ts';
import { type CheckedSpec, DONE, ruleLabel } from './types.ts';

/** One decision with its parts: the outcome for the session, the roadmap, and the message alone. */
export interface RuleDecision {
  outcome: CheckOutcome;
  kind: 'approved' | 'soft' | 'soft_repeat' | 'hard' | 'confirm' | 'fault';
  message: string;
  roadmap: Roadmap;
}

/** What `rs_check_update/4` reports: the predicates over a state an update falsifies. */
export interface Violation {
  state: string;
  preds: Array<{ rule: number; pred: number; failed: Array<{ c: number; seen: string }> }>;
}

export class DecisionWriter {
  readonly #checked: CheckedSpec;
  readonly #feedback: FeedbackWriter;

  constructor(checked: CheckedSpec, feedback: FeedbackWriter) {
    this.#checked = checked;
    this.#feedback = feedback;
  }

  /** Predicate-level verification: soft feedback unless the same action was warned before. */
  predicateLevel(
    violations: Violation[],
    shown: ReadonlyMap<string, string>,
    repeated: boolean,
    violationKey: string,
    roadmap: Roadmap,
  ): RuleDecision {
    if (violations.length === 0)
      return decision('approved', 'approved', 'The update is consistent with the rules.', [], roadmap);
    const findings: Finding[] = [];
    const texts = violations.map((v) => {
      for (const p of v.preds) {
        const pred = printPredicate(this.#checked.spec.rules[p.rule]!.predicates[p.pred]!);
        findings.push({
          code: 'predicate_violated',
          message: `${v.state} update falsifies ${pred} of ${this.#label(p.rule)}`,
          rule: pred,
          data: { state: v.state, label: this.#label(p.rule), soft: true, allowedAfterRepeat: repeated },
        });
      }
      const what = [...shown].filter(([k]) => k.startsWith(`${v.state}.`)).map(([, s]) => s);
      return this.#feedback.soft({ state: v.state, shown: what.join(' and ') }, v.preds);
    });
    if (repeated) {
      const text = `Allowed: this action already received soft feedback and was repeated, so it is taken as an intermediate step. ${texts.join(' ')}`;
      return decision('approved', 'soft_repeat', text, findings, roadmap);
    }
    const d = decision('revision_required', 'soft', texts.join(' '), findings, roadmap);
    d.outcome.violationKey = violationKey;
    return d;
  }

  /** Rule-level verification of a critical action for `objective`. */
  ruleLevel(
    objective: string,
    statuses: RuleStatus[],
    similarityNotes: (likely: RuleStatus[]) => string[],
    repeats: number,
    violationKey: string,
    roadmap: Roadmap,
  ): RuleDecision {
    if (statuses.some((s) => s.value === 'true'))
      return decision('approved', 'approved', `${objective}: the rule for it is satisfied.`, [], roadmap);
    const likely = statuses.filter((s) => s.value === 'likely');
    if (likely.length > 0) {
      const text = `${objective}: the rule holds only by string similarity; the user must confirm.`;
      const d = decision('approved_with_constraints', 'confirm', text, [], roadmap);
      d.outcome.confirmationReason = `${objective} rests on a similarity match: ${similarityNotes(likely).join('; ')}`;
      d.outcome.reuse = 'once';
      return d;
    }
    const findings: Finding[] =
      statuses.length === 0
        ? [{ code: 'rule_unmet', message: `no rule concludes ${objective}`, data: { objective } }]
        : statuses.map((s) => ({
            code: 'rule_unmet',
            message: `${this.#label(s.rule)}: ${this.#feedback.unmet(s)}`,
            rule: printRule(this.#checked.spec.rules[s.rule]!, s.rule),
            data: {
              objective,
              label: this.#label(s.rule),
              unmet: s.preds.filter((p) => p.value === 'false').map((p) => p.pred + 1),
            },
          }));
    const d = decision(
      'rejected',
      'hard',
      this.#feedback.hard(objective, statuses, repeats),
      findings,
      roadmap,
    );
    d.outcome.violationKey = violationKey;
    return d;
  }

  /** Completion: a rule ending in Done must be satisfied. */
  final(
    done: RuleStatus[],
    similarityNotes: (likely: RuleStatus[]) => string[],
    roadmap: Roadmap,
  ): CheckOutcome {
    if (done.some((s) => s.value === 'true'))
      return { disposition: 'approved', findings: [], feedback: `The task is complete.\n${roadmap.text}` };
    const likely = done.filter((s) => s.value === 'likely');
    if (likely.length > 0)
      return {
        disposition: 'approved_with_constraints',
        findings: [],
        feedback: `The task looks complete, but only by string similarity.\n${roadmap.text}`,
        confirmationReason: `completion rests on a similarity match: ${similarityNotes(likely).join('; ')}`,
        reuse: 'once',
      };
    const findings: Finding[] = done.map((s) => ({
      code: 'final_incomplete',
      message: `${this.#label(s.rule)} is not satisfied: ${this.#feedback.unmet(s)}`,
      rule: printRule(this.#checked.spec.rules[s.rule]!, s.rule),
    }));
    return {
      disposition: 'revision_required',
      findings,
      feedback: `The task is not complete: no rule ending in ${DONE} is satisfied.\n${roadmap.text}`,
    };
  }

  /** A fault (trigger threw, update does not fit the states, engine failed): not approved. */
  fault(code: 'engine_error' | 'spec_invalid', text: string): RuleDecision {
    return {
      outcome: {
        disposition: 'rejected',
        findings: [{ code, message: text }],
        feedback: `Not verified: ${text}`,
      },
      kind: 'fault',
      message: text,
      roadmap: { lines: [], next: '', text: '' },
    };
  }

  #label(rule: number): string {
    return ruleLabel(this.#checked.spec.rules[rule]!, rule);
  }
}

function decision(
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
