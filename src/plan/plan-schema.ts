// The JSON shape of a workflow plan: exactly the shape of the Guardians article (`name`,
// `description`, `steps` keyed by id; a step calls a `function` and names its `result` and `next`
// step, or `return`s a value), plus two documented extensions: `if` steps (conditionals) and
// `forEach` steps (loops with a mandatory bound). See docs/plans.md.
import { z } from 'zod';
import { countOperators, operatorFields } from './condition.ts';

const stepId = z.string().min(1, 'a step id must not be empty');
const resultName = z
  .string()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_-]*$/,
    'a result name is a letter or `_` followed by letters, digits, `_` or `-`',
  );

export const callStepSchema = z.strictObject({
  description: z.string().optional(),
  function: z.strictObject({
    name: z.string().min(1, 'the function name must not be empty'),
    arguments: z.record(z.string(), z.json()).default({}),
  }),
  result: resultName.optional(),
  next: stepId.optional(),
});

export const returnStepSchema = z.strictObject({
  description: z.string().optional(),
  return: z.json(),
});

/** A plan condition: a comparison of a value (literal or reference) or a combination of conditions. */
export type ConditionDocument =
  | ({ value: unknown } & Record<string, unknown>)
  | { all: ConditionDocument[] }
  | { any: ConditionDocument[] }
  | { not: ConditionDocument };

const compareSchema = z
  .strictObject({ value: z.json(), ...operatorFields })
  .refine((c) => countOperators(c) === 1, {
    message: 'a comparison needs exactly one of equals, notEquals, in, notIn, matches, min, max, isEmpty',
  });

export const conditionSchema: z.ZodType<ConditionDocument> = z.lazy(() =>
  z.union([
    compareSchema,
    z.strictObject({ all: z.array(conditionSchema).min(1) }),
    z.strictObject({ any: z.array(conditionSchema).min(1) }),
    z.strictObject({ not: conditionSchema }),
  ]),
) as z.ZodType<ConditionDocument>;

export const ifStepSchema = z.strictObject({
  description: z.string().optional(),
  if: conditionSchema,
  // biome-ignore lint/suspicious/noThenProperty: the plan format's key; its value is a step id, never a function
  then: stepId,
  else: stepId,
});

/** Loop header; its `steps` (the body) are checked step by step like the top level. */
export const forEachStepSchema = z.strictObject({
  description: z.string().optional(),
  forEach: z.json(),
  as: resultName,
  maxIterations: z.number().int().min(1).max(100_000),
  steps: z.record(stepId, z.unknown()),
  result: resultName.optional(),
  next: stepId.optional(),
});

export const planHeaderSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  start: stepId.optional(),
  steps: z.record(stepId, z.unknown()),
});

export type CallStepDocument = z.infer<typeof callStepSchema>;
export type ReturnStepDocument = z.infer<typeof returnStepSchema>;
export type IfStepDocument = z.infer<typeof ifStepSchema>;
export type ForEachStepDocument = z.infer<typeof forEachStepSchema>;

export const STEP_KINDS = {
  function: callStepSchema,
  return: returnStepSchema,
  if: ifStepSchema,
  forEach: forEachStepSchema,
};
export type StepKey = keyof typeof STEP_KINDS;
