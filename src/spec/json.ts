// The JSON form of a spec, for tooling. Terms are written as Prolog text ("balance_known(B)").
// JSON is turned into Prolog text and goes through the same checker as any other spec.
import { z } from 'zod';
import type { LocatedIssue } from '../core/errors/located-issue.ts';
import { printTerm, quoteAtom } from '../logic/term.ts';
import type { Spec } from './model.ts';
import { CONSTRAINT_TYPES, RISK_DISPOSITIONS } from './model.ts';

const termText = z.string().min(1, 'a Prolog term is required');

export const SpecJsonSchema = z.object({
  intent: z
    .object({
      goal: z.string().min(1),
      params: z.array(z.object({ name: z.string().min(1), value: termText })).default([]),
      constraints: z.array(termText).default([]),
    })
    .optional(),
  steps: z
    .array(
      z.object({
        step: z.number().int().positive(),
        action: z.string().min(1),
        params: z.array(termText).default([]),
        pre: termText.default('true'),
        post: termText,
        constraint: z
          .object({ type: z.enum(CONSTRAINT_TYPES), description: z.string() })
          .nullable()
          .default(null),
      }),
    )
    .default([]),
  risks: z
    .array(
      z.object({
        action: z.string().min(1),
        pattern: z.string().min(1),
        disposition: z.enum(RISK_DISPOSITIONS),
      }),
    )
    .default([]),
  clauses: z.array(termText).default([]),
});
export type SpecJson = z.infer<typeof SpecJsonSchema>;

export function specToJson(spec: Spec): SpecJson {
  return {
    ...(spec.intent
      ? {
          intent: {
            goal: spec.intent.goal,
            params: spec.intent.params.map((p) => ({ name: p.name, value: printTerm(p.value) })),
            constraints: spec.intent.constraints.map(printTerm),
          },
        }
      : {}),
    steps: spec.steps.map((s) => ({
      step: s.step,
      action: s.action,
      params: s.params.map(printTerm),
      pre: printTerm(s.pre),
      post: printTerm(s.post),
      constraint: s.constraint ? { ...s.constraint } : null,
    })),
    risks: spec.risks
      .filter((r) => !r.derived)
      .map((r) => ({ action: r.action, pattern: r.pattern, disposition: r.disposition })),
    clauses: spec.clauses.map((c) => printTerm(c.term)),
  };
}

/**
 * Prolog text for a JSON spec, one clause per line, and the JSON path of every line so that
 * checker issues can point back into the JSON. Shape errors come back as issues.
 */
export function jsonToSpecText(value: unknown): { text: string; paths: string[]; issues: LocatedIssue[] } {
  const parsed = SpecJsonSchema.safeParse(value);
  if (!parsed.success) {
    return {
      text: '',
      paths: [],
      issues: parsed.error.issues.map((i) => ({
        code: 'json_shape',
        message: `${i.path.length > 0 ? i.path.join('.') : '(root)'}: ${i.message}`,
        line: 0,
        column: 0,
        severity: 'error' as const,
      })),
    };
  }
  const j = parsed.data;
  const lines: string[] = [];
  const paths: string[] = [];
  const q = (s: string) => quoteAtom(s);
  if (j.intent) {
    const params = j.intent.params.map((p) => `param(${q(p.name)}, ${p.value})`).join(', ');
    lines.push(`user_goal(${q(j.intent.goal)}, [${params}], [${j.intent.constraints.join(', ')}]).`);
    paths.push('intent');
  }
  j.steps.forEach((s, i) => {
    const c = s.constraint ? `constraint(${q(s.constraint.type)}, ${q(s.constraint.description)})` : 'none';
    lines.push(
      `refined_step(${s.step}, ${q(s.action)}, [${s.params.join(', ')}], ${s.pre}, ${s.post}, ${c}).`,
    );
    paths.push(`steps[${i}]`);
  });
  j.risks.forEach((r, i) => {
    lines.push(`risky_action(${q(r.action)}, ${q(r.pattern)}, ${q(r.disposition)}).`);
    paths.push(`risks[${i}]`);
  });
  j.clauses.forEach((c, i) => {
    lines.push(`${c}.`);
    paths.push(`clauses[${i}]`);
  });
  return { text: `${lines.join('\n')}\n`, paths, issues: [] };
}
