// Structured feedback (VeriSafe §6): the roadmap (every rule in plain language with the states'
// descriptions, what is achieved so far, what comes next; the paper's Figure 4), predicate-level
// soft feedback and rule-level hard feedback. Pure text from the spec and the engine's status.

import {
  type CheckedSpec,
  type Constraint,
  DONE,
  type Operator,
  type Predicate,
  ruleLabel,
} from './types.ts';
import { formatTime } from './values.ts';

/** What the engine says about one predicate of a rule (see rs_status/2 in rules.pl). */
export interface PredStatus {
  pred: number;
  value: 'true' | 'likely' | 'false';
  /** constraints whose variable is unobserved */
  unset: number[];
  /** constraints that are false, with the observed value's text */
  failed: Array<{ c: number; seen: string }>;
  /** constraints that hold by string similarity only */
  likely: number[];
}

export interface RuleStatus {
  rule: number;
  objective: string;
  value: 'true' | 'likely' | 'false';
  preds: PredStatus[];
}

export interface RoadmapLine {
  label: string;
  /** the rule in plain language (one F_i of Figure 4) */
  text: string;
  /** 1-based steps achieved so far */
  achieved: number[];
  satisfied: boolean;
}

export interface Roadmap {
  lines: RoadmapLine[];
  next: string;
  /** the lines prefixed by their labels, then the next step */
  text: string;
}

const PHRASES: Record<Operator, string> = {
  '=': 'equal to',
  '!=': 'not equal to',
  '<': 'less than',
  '<=': 'less than or equal to',
  '>': 'greater than',
  '>=': 'greater than or equal to',
};

export class FeedbackWriter {
  readonly #checked: CheckedSpec;
  readonly #isAction: (objective: string) => boolean;

  constructor(checked: CheckedSpec, isAction: (objective: string) => boolean) {
    this.#checked = checked;
    this.#isAction = isAction;
  }

  roadmap(statuses: RuleStatus[]): Roadmap {
    return this.assemble(
      statuses.map((s) => this.line(s)),
      statuses,
    );
  }

  /** A roadmap from lines already written (a caller keeps the lines of unchanged rules). */
  assemble(lines: RoadmapLine[], statuses: RuleStatus[]): Roadmap {
    const next = this.#next(statuses);
    const text = [...lines.map((l) => `${l.label}: ${l.text}`), next].join('\n');
    return { lines, next, text };
  }

  /** `To perform Reserve, 1. … should have …; 2. …. So far, you have achieved step 1.` */
  line(status: RuleStatus): RoadmapLine {
    const rule = this.#checked.spec.rules[status.rule]!;
    const items = rule.predicates.map((p, i) => `${i + 1}. ${this.describePredicate(status.rule, p)}`);
    let body = '';
    items.forEach((item, i) => {
      body += item;
      if (i < items.length - 1) body += rule.predicates[i]!.kind === 'state' ? '; ' : ' ';
    });
    const achieved = status.preds.filter((p) => p.value !== 'false').map((p) => p.pred + 1);
    const satisfied = status.value !== 'false';
    let progress = '';
    if (satisfied) progress = ` All steps are achieved${this.#satisfiedTail(rule.objective)}.`;
    else if (achieved.length > 0) progress = ` So far, you have achieved ${stepList(achieved)}.`;
    return {
      label: ruleLabel(rule, status.rule),
      text: `${this.#goal(rule.objective)}, ${body}.${progress}`,
      achieved,
      satisfied,
    };
  }

  #goal(objective: string): string {
    if (objective === DONE) return 'To complete the task';
    return `${this.#isAction(objective) ? 'To perform' : 'To achieve'} ${objective}`;
  }

  #satisfiedTail(objective: string): string {
    if (objective === DONE) return ': the task is complete';
    return this.#isAction(objective) ? `: you can perform ${objective}` : '';
  }

  #next(statuses: RuleStatus[]): string {
    const done = statuses.find((s) => s.objective === DONE && s.value !== 'false');
    if (done)
      return `Next: the task is complete (${this.#label(done.rule)}); stop and give the final answer.`;
    for (const s of statuses) {
      const rule = this.#checked.spec.rules[s.rule]!;
      const objectivesMet = s.preds.every(
        (p, i) => rule.predicates[i]!.kind === 'state' || p.value !== 'false',
      );
      if (!objectivesMet) continue;
      if (s.value !== 'false') {
        if (this.#isAction(rule.objective))
          return `Next: perform ${rule.objective} (${this.#label(s.rule)}), its conditions hold.`;
        continue;
      }
      const first = s.preds.find((p) => p.value === 'false')!;
      const p = rule.predicates[first.pred]!;
      return `Next (${this.#label(s.rule)} step ${first.pred + 1}): ${this.describePredicate(s.rule, p)}.`;
    }
    return 'Next: no rule can make progress; check the roadmap above.';
  }

  #label(rule: number): string {
    return ruleLabel(this.#checked.spec.rules[rule]!, rule);
  }

  /** `ReserveInfo that represents reservation details should have 'date' equal to "Today" and …` */
  describePredicate(
    rule: number,
    p: Predicate,
    only?: ReadonlySet<number>,
    seen?: ReadonlyMap<number, string>,
  ): string {
    if (p.kind === 'objective') return `${this.#isAction(p.name) ? 'perform' : 'achieve'} ${p.name}`;
    const description = this.#checked.states.get(p.name)?.description.replace(/[.\s]+$/, '') ?? '';
    const subject = description ? `${p.name} that represents ${description}` : p.name;
    const parts = p.constraints
      .map((c, i) => ({ c, i }))
      .filter(({ i }) => only === undefined || only.has(i))
      .map(({ c, i }) => ({ c, text: this.describeConstraint(rule, p, c, i, seen?.get(i)) }));
    let text = '';
    parts.forEach(({ c, text: part }, i) => {
      if (i > 0) {
        const negated = c.op === '!=' && parts[i - 1]!.c.op !== '!=';
        text += negated ? ', but ' : i === parts.length - 1 && parts.length > 2 ? ', and ' : ' and ';
      }
      text += part;
    });
    return `${subject} should have ${text}`;
  }

  describeConstraint(rule: number, p: Predicate, c: Constraint, index: number, seen?: string): string {
    const pi = this.#checked.spec.rules[rule]!.predicates.indexOf(p);
    const typed = this.#checked.constants[rule]?.[pi]?.[index];
    let value: string;
    switch (typed?.type) {
      case 'boolean':
        value = typed.value ? 'True' : 'False';
        break;
      case 'time':
        value = c.value.kind === 'time' ? c.value.value : formatTime(typed.value);
        break;
      case 'number':
      case 'enum':
        value = String(typed.value);
        break;
      default:
        value = JSON.stringify(String(c.value.value));
    }
    const observed = seen === undefined ? '' : seen === '' ? ' (not observed yet)' : ` (observed: ${seen})`;
    return `'${c.variable}' ${PHRASES[c.op]} ${value}${observed}`;
  }

  /** Hard feedback: every unmet predicate of the rules for a blocked critical action. */
  hard(objective: string, statuses: RuleStatus[], repeats: number): string {
    if (statuses.length === 0)
      return `Blocked: ${objective} is a critical action, but no rule of the specification concludes ${objective}; it is not part of the user's task.`;
    const parts = statuses.map((s) => `to perform ${objective} (${this.#label(s.rule)}), ${this.unmet(s)}`);
    const again =
      repeats > 0
        ? ` This is attempt ${repeats + 1}; the answer will not change until the conditions hold.`
        : '';
    return `Blocked: ${objective} is a critical action and its conditions do not hold: ${parts.join('; or ')}. Satisfy them first; repeating ${objective} will not get it through.${again}`;
  }

  /** `2. ReserveInfo … should have 'available' equal to True (observed: False) is unmet` */
  unmet(status: RuleStatus): string {
    const rule = this.#checked.spec.rules[status.rule]!;
    const items = status.preds
      .filter((p) => p.value === 'false')
      .map((ps) => {
        const p = rule.predicates[ps.pred]!;
        if (p.kind === 'objective') return `${ps.pred + 1}. ${this.describePredicate(status.rule, p)} first`;
        const seen = new Map<number, string>(ps.failed.map((f) => [f.c, f.seen]));
        for (const c of ps.unset) seen.set(c, '');
        return `${ps.pred + 1}. ${this.describePredicate(status.rule, p, new Set(seen.keys()), seen)}`;
      });
    return `these are unmet: ${items.join('; ')}`;
  }

  /** Soft feedback for an update that falsifies every predicate over a state. */
  soft(
    update: { state: string; shown: string },
    violated: Array<{ rule: number; pred: number; failed: Array<{ c: number; seen: string }> }>,
  ): string {
    const wanted = new Map<string, string[]>();
    for (const v of violated) {
      const p = this.#checked.spec.rules[v.rule]!.predicates[v.pred]!;
      const text = this.describePredicate(v.rule, p, new Set(v.failed.map((f) => f.c)));
      wanted.set(text, [...(wanted.get(text) ?? []), this.#label(v.rule)]);
    }
    const alternatives = [...wanted].map(([text, labels]) => `${text} (${labels.join(', ')})`);
    return (
      `This action may be wrong: it would set ${update.shown}, but ${alternatives.join('; or ')}. ` +
      'The update was not applied. Check the action; if it is an intermediate step, repeat the same action and it will be allowed.'
    );
  }
}

function stepList(steps: number[]): string {
  if (steps.length === 1) return `step ${steps[0]}`;
  return `steps ${steps.slice(0, -1).join(', ')} and ${steps[steps.length - 1]}`;
}
