// The JSON form of a spec, for tooling. Terms are written as Prolog text ("balance_known(B)").
// Unknown keys are errors (a misspelled key would otherwise enforce nothing). Each clause is
// composed by the engine from terms, every term field read as exactly one term, so no field can
// end a clause, open a comment or add a directive; the text then goes through the same checker
// as any other spec.
import { z } from 'zod';
import type { LocatedIssue } from '../core/index.ts';
import type { ClauseSkeleton, PrologEngine } from '../logic/index.ts';
import { printTerm } from '../logic/index.ts';
import type { Spec } from './model.ts';
import { CONSTRAINT_TYPES, RISK_DISPOSITIONS } from './model.ts';

const termText = z.string().min(1, 'a Prolog term is required');

export const SpecJsonSchema = z.strictObject({
  intent: z
    .strictObject({
      goal: z.string().min(1),
      params: z.array(z.strictObject({ name: z.string().min(1), value: termText })).default([]),
      constraints: z.array(termText).default([]),
    })
    .optional(),
  steps: z
    .array(
      z.strictObject({
        step: z.number().int().positive(),
        action: z.string().min(1),
        params: z.array(termText).default([]),
        pre: termText.default('true'),
        post: termText,
        constraint: z
          .strictObject({ type: z.enum(CONSTRAINT_TYPES), description: z.string() })
          .nullable()
          .default(null),
      }),
    )
    .default([]),
  risks: z
    .array(
      z.strictObject({
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
 * checker issues can point back into the JSON. Shape errors and fields that are not exactly one
 * Prolog term come back as issues (with their JSON path).
 */
export function jsonToSpecText(
  engine: PrologEngine,
  value: unknown,
): { text: string; paths: string[]; issues: LocatedIssue[] } {
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
  const clauses: Array<{ path: string; skeleton: ClauseSkeleton }> = [];
  const term = (text: string, path: string): ClauseSkeleton => ({ term: text, path });
  const atomOf = (name: string): ClauseSkeleton => ({ atom: name });
  if (j.intent) {
    const params = j.intent.params.map((p, i) => ({
      compound: 'param',
      args: [atomOf(p.name), term(p.value, `intent.params[${i}].value`)],
    }));
    const constraints = j.intent.constraints.map((c, i) => term(c, `intent.constraints[${i}]`));
    clauses.push({
      path: 'intent',
      skeleton: {
        compound: 'user_goal',
        args: [atomOf(j.intent.goal), { list: params }, { list: constraints }],
      },
    });
  }
  j.steps.forEach((s, i) => {
    const at = `steps[${i}]`;
    const constraint: ClauseSkeleton = s.constraint
      ? { compound: 'constraint', args: [atomOf(s.constraint.type), atomOf(s.constraint.description)] }
      : atomOf('none');
    clauses.push({
      path: at,
      skeleton: {
        compound: 'refined_step',
        args: [
          { num: s.step },
          atomOf(s.action),
          { list: s.params.map((p, k) => term(p, `${at}.params[${k}]`)) },
          term(s.pre, `${at}.pre`),
          term(s.post, `${at}.post`),
          constraint,
        ],
      },
    });
  });
  j.risks.forEach((r, i) => {
    clauses.push({
      path: `risks[${i}]`,
      skeleton: {
        compound: 'risky_action',
        args: [atomOf(r.action), atomOf(r.pattern), atomOf(r.disposition)],
      },
    });
  });
  j.clauses.forEach((c, i) => {
    clauses.push({ path: `clauses[${i}]`, skeleton: term(c, `clauses[${i}]`) });
  });
  const lines: string[] = [];
  const issues: LocatedIssue[] = [];
  for (const c of clauses) {
    const composed = engine.composeClause(c.skeleton);
    for (const i of composed.issues)
      issues.push({
        code: 'json_term',
        message: `${i.path || c.path}: ${i.message}`,
        line: 0,
        column: 0,
        severity: 'error',
      });
    // writeq output may span lines only inside quoted text, which it escapes: one clause, one line
    lines.push(composed.text.trimEnd());
  }
  if (issues.length > 0) return { text: '', paths: [], issues };
  return { text: `${lines.join('\n')}\n`, paths: clauses.map((c) => c.path), issues: [] };
}
