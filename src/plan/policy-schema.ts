// The declarative policy a plan is verified against (JSON or YAML; docs/plans.md has examples).
// A bare JSON list of the article's source→sink rules is a complete policy on its own.
import { z } from 'zod';
import { countOperators, operatorFields } from './condition.ts';

const toolName = z.string().min(1);
const glob = z.string().min(1);
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** `{argument, <operator>}`: a condition on one argument of a call (`argument` may be a dotted path). */
export const argumentConditionSchema = z
  .strictObject({ argument: z.string().min(1), ...operatorFields })
  .refine((c) => countOperators(c) === 1, {
    message: 'a condition needs exactly one of equals, notEquals, in, notIn, matches, min, max, isEmpty',
  });

/** Preconditions add `within`: the argument, read as a glob, must only match paths the globs match (Z3). */
export const requireConditionSchema = z
  .strictObject({ argument: z.string().min(1), ...operatorFields, within: z.array(glob).min(1).optional() })
  .refine((c) => countOperators(c) + (c.within ? 1 : 0) === 1, {
    message:
      'a precondition needs exactly one of equals, notEquals, in, notIn, matches, min, max, isEmpty, within',
  });

export const dataflowRuleSchema = z.strictObject({
  name: z.string().optional(),
  source: z.strictObject({
    name: toolName,
    /** the field of the source's result that carries the data; without it the whole result */
    result: z.string().min(1).optional(),
  }),
  sink: z.strictObject({
    name: toolName,
    /** the parameters the data must not reach; without it, every parameter */
    arguments: oneOrMany(z.string().min(1)).optional(),
    /** the rule only fires when every condition holds (e.g. `to` notIn the user's domains) */
    condition: z.array(argumentConditionSchema).optional(),
  }),
  /** tools whose output no longer counts as data from this rule's source */
  sanitizers: z.array(toolName).optional(),
});

export const automatonSchema = z
  .strictObject({
    name: z.string().min(1),
    description: z.string().optional(),
    states: z.array(z.string().min(1)).min(1),
    initial: z.string().min(1),
    error: oneOrMany(z.string().min(1)),
    transitions: z.array(
      z.strictObject({
        from: z.string().min(1),
        to: z.string().min(1),
        tool: toolName,
        condition: z.array(argumentConditionSchema).optional(),
      }),
    ),
  })
  .superRefine((a, ctx) => {
    const states = new Set(a.states);
    const check = (s: string, path: Array<string | number>) => {
      if (!states.has(s)) ctx.addIssue({ code: 'custom', path, message: `'${s}' is not one of the states` });
    };
    check(a.initial, ['initial']);
    for (const [i, s] of a.error.entries()) check(s, ['error', i]);
    for (const [i, t] of a.transitions.entries()) {
      check(t.from, ['transitions', i, 'from']);
      check(t.to, ['transitions', i, 'to']);
    }
  });

/** What a call changes: the files its argument (a glob, or a literal path) names are deleted or written. */
export const effectSchema = z
  .strictObject({
    deletes: z.string().min(1).optional(),
    writes: z.string().min(1).optional(),
    literal: z.boolean().optional(),
  })
  .refine((e) => (e.deletes === undefined) !== (e.writes === undefined), {
    message: 'an effect is exactly one of {"deletes": ARGUMENT} or {"writes": ARGUMENT}',
  });

export const contractSchema = z.strictObject({
  requires: z.array(requireConditionSchema).optional(),
  /** the postcondition of the tool; files outside its effects stay as they were (its frame) */
  effects: z.array(effectSchema).optional(),
});

export const goalSchema = z.strictObject({
  /** what must hold when the plan ends: these files deleted / written */
  ensures: z
    .array(
      z
        .strictObject({ deleted: z.array(glob).min(1).optional(), written: z.array(glob).min(1).optional() })
        .refine((e) => (e.deleted === undefined) !== (e.written === undefined), {
          message: 'a postcondition is exactly one of {"deleted": [GLOB…]} or {"written": [GLOB…]}',
        }),
    )
    .optional(),
  /** the plan's frame: the only files it may delete / write; a kind left out may not happen at all */
  frame: z.strictObject({ deletes: z.array(glob).optional(), writes: z.array(glob).optional() }).optional(),
});

export const policySchema = z.strictObject({
  $schema: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  /** tools the plan may call; without it every tool that has a spec is allowed */
  allow: z.array(toolName).optional(),
  dataflow: z.array(dataflowRuleSchema).optional(),
  /** tools that sanitize for every dataflow rule */
  sanitizers: z.array(toolName).optional(),
  automata: z.array(automatonSchema).optional(),
  contracts: z.record(toolName, contractSchema).optional(),
  goal: goalSchema.optional(),
  /**
   * A condition that cannot be decided before the data exists (its argument is a reference):
   * `reject` (default) makes it a violation; `monitor` defers it to the executor's runtime checks.
   */
  onSymbolic: z.enum(['reject', 'monitor']).optional(),
});

export type ArgumentCondition = z.infer<typeof argumentConditionSchema>;
export type RequireCondition = z.infer<typeof requireConditionSchema>;
export type DataflowRule = z.infer<typeof dataflowRuleSchema>;
export type Automaton = z.infer<typeof automatonSchema>;
export type Effect = z.infer<typeof effectSchema>;
export type Contract = z.infer<typeof contractSchema>;
export type Goal = z.infer<typeof goalSchema>;
export type Policy = z.infer<typeof policySchema>;
