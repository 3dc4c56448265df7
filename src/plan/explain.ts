// The literate explanation of a plan (the article's "intentional programming" projection): each
// call is a Prolog-style predicate over its symbolic arguments, the result as the last argument —
// `summarize_emails(@emails_fetched, @email_summary)` — so a person can see what will run, with
// which data, before anything runs. Text uses [brackets] like the article; Markdown uses code spans.
import { renderExpr } from './arg-expr.ts';
import type { OperatorSpec } from './condition.ts';
import { operatorOf } from './condition.ts';
import { asPlan } from './plan-parse.ts';
import type { Block, CallStep, Plan, PlanCondition, Step } from './plan-types.ts';

export type ExplainFormat = 'text' | 'markdown';

export function explainPlan(plan: Plan | unknown, format: ExplainFormat = 'text'): string {
  const p = asPlan(plan);
  const code = format === 'markdown' ? (s: string) => `\`${s}\`` : (s: string) => `[${s}]`;
  const prose = narrate(p.body, { code, first: true, goal: humanize(p.name) }).join(' ');
  if (format === 'text') return `${prose}\n`;
  const lines = [`# ${p.name}`, ''];
  if (p.description) lines.push(p.description, '');
  lines.push(prose, '', '| step | what it does | predicate | then |', '|---|---|---|---|');
  tableRows(p.body, lines, '');
  return `${lines.join('\n')}\n`;
}

/** `fetch_mail(@emails_fetched)`: the call with its arguments in order and its result last. */
export function predicateOf(step: CallStep): string {
  const args = step.args.map(([, e]) => renderExpr(e));
  if (step.result) args.push(`@${step.result}`);
  return `${step.tool}(${args.join(', ')})`;
}

export function conditionText(c: PlanCondition): string {
  switch (c.kind) {
    case 'compare':
      return `${renderExpr(c.value)} ${operatorText(c.spec)}`;
    case 'all':
      return c.items.map((i) => wrap(i)).join(' and ');
    case 'any':
      return c.items.map((i) => wrap(i)).join(' or ');
    case 'not':
      return `not ${wrap(c.item)}`;
  }
}

const wrap = (c: PlanCondition) => (c.kind === 'compare' ? conditionText(c) : `(${conditionText(c)})`);

function operatorText(spec: OperatorSpec): string {
  const op = operatorOf(spec);
  switch (op) {
    case 'equals':
      return `= ${JSON.stringify(spec.equals)}`;
    case 'notEquals':
      return `≠ ${JSON.stringify(spec.notEquals)}`;
    case 'in':
      return `∈ ${JSON.stringify(spec.in)}`;
    case 'notIn':
      return `∉ ${JSON.stringify(spec.notIn)}`;
    case 'matches':
      return `matches /${spec.matches}/`;
    case 'min':
      return `≥ ${spec.min}`;
    case 'max':
      return `≤ ${spec.max}`;
    case 'isEmpty':
      return spec.isEmpty ? 'is empty' : 'is not empty';
    case undefined:
      return '?';
  }
}

interface Voice {
  code: (s: string) => string;
  first: boolean;
  goal?: string;
}

function narrate(block: Block, voice: Voice): string[] {
  const branching = [...block.steps.values()].some((s) => s.kind === 'branch');
  const out: string[] = [];
  const returns = block.order.filter((id) => block.steps.get(id)!.kind === 'return');
  for (const id of block.order) {
    const step = block.steps.get(id)!;
    const lead = branching && !voice.first ? `At step ${id}, we` : opener(voice);
    const lastReturn = step.kind === 'return' && id === returns[returns.length - 1];
    out.push(sentence(step, lead, voice, lastReturn && !branching));
    voice.first = false;
  }
  return out;
}

function opener(voice: Voice): string {
  if (!voice.first) return 'Then we will';
  return voice.goal ? `To ${voice.goal}, we will first` : 'First we will';
}

function sentence(step: Step, lead: string, voice: Voice, finalReturn: boolean): string {
  const what = step.description ? lowerFirst(step.description.trim().replace(/[.!]+$/, '')) : undefined;
  switch (step.kind) {
    case 'call':
      if (what && readsAsAction(what)) return `${lead} ${what} using ${voice.code(predicateOf(step))}.`;
      return `${lead} call ${voice.code(predicateOf(step))}${what ? ` (${what})` : ''}.`;
    case 'return': {
      const value = voice.code(renderExpr(step.value));
      if (finalReturn) return `Finally, we return ${value}.`;
      return `${lead.replace(/ will( first)?$/, '')} return ${value}${what ? ` (${what})` : ''}.`;
    }
    case 'branch':
      return `${lead} check whether ${voice.code(conditionText(step.condition))}${what ? ` (${what})` : ''}: if so, we continue at step ${step.ifTrue}; otherwise at step ${step.ifFalse}.`;
    case 'loop': {
      const inner = narrate(step.body, { code: voice.code, first: false }).join(' ');
      const collect = step.result
        ? ` We collect what each round returns as ${voice.code(`@${step.result}`)}.`
        : '';
      return `${lead} ${what ? `${what}: ` : ''}for each ${voice.code(`@${step.as}`)} in ${voice.code(renderExpr(step.items))} (at most ${step.maxIterations} times) — ${inner}${collect}`;
    }
  }
}

function tableRows(block: Block, lines: string[], indent: string): void {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  for (const id of block.order) {
    const s = block.steps.get(id)!;
    const what = cell(s.description ?? '');
    const name = `${indent}${id}`;
    switch (s.kind) {
      case 'call':
        lines.push(`| ${name} | ${what} | \`${cell(predicateOf(s))}\` | ${s.next ?? 'end'} |`);
        break;
      case 'return':
        lines.push(`| ${name} | ${what} | \`return(${cell(renderExpr(s.value))})\` | end |`);
        break;
      case 'branch':
        lines.push(
          `| ${name} | ${what} | \`if(${cell(conditionText(s.condition))})\` | ${s.ifTrue} / ${s.ifFalse} |`,
        );
        break;
      case 'loop':
        lines.push(
          `| ${name} | ${what} | \`forEach(@${s.as}, ${cell(renderExpr(s.items))}, ${s.maxIterations}${s.result ? `, @${s.result}` : ''})\` | ${s.next ?? 'end'} |`,
        );
        tableRows(s.body, lines, `${indent}↳ `);
        break;
    }
  }
}

/** Words a description that is not an imperative verb phrase ("This step …", "For compliance, …") starts with. */
const NOT_A_VERB = new Set(
  'a an the this that these those it its we i you our my for in on at to by with from of as if when then next finally now here step steps'.split(
    ' ',
  ),
);

function readsAsAction(description: string): boolean {
  const first = /^[A-Za-z]+/.exec(description)?.[0]?.toLowerCase();
  return first !== undefined && !NOT_A_VERB.has(first) && !/[,;:]/.test(description.slice(0, 20));
}

function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}
