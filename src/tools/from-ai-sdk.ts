// AI SDK tool sets: `{ toolName: { description?, inputSchema, execute? } }` where `inputSchema` is a
// zod 4 schema, an `ai` `jsonSchema()` / `zodSchema()` wrapper (it exposes `.jsonSchema`), a lazy
// schema (a function returning one), a Standard Schema with a JSON Schema converter, or plain
// JSON Schema. AI SDK 4's `parameters` is read the same way. Tool sets carry no hints.
import { z } from 'zod';
import type { Tool } from '../core/index.ts';
import { buildTool, type ConvertOptions } from './build-tool.ts';
import {
  describe,
  type IssueList,
  isRecord,
  readInputSchema,
  readName,
  readOptionalString,
  type ToolLocation,
} from './shape.ts';

export function fromAiSdk(
  toolSet: Record<string, unknown>,
  issues: IssueList,
  options: ConvertOptions,
): Tool[] {
  const tools: Tool[] = [];
  Object.entries(toolSet).forEach(([key, item], index) => {
    const at: ToolLocation = { index, tool: key };
    const name = readName(key, at, 'name', issues);
    if (!isRecord(item)) {
      issues.add(at, undefined, 'must be a tool object ({ description, inputSchema, execute })');
      return;
    }
    const description = readOptionalString(item.description, at, 'description', issues);
    const field =
      item.inputSchema === undefined && item.parameters !== undefined ? 'parameters' : 'inputSchema';
    const raw = toJsonSchema(item[field], at, field, issues);
    const inputSchema = raw === undefined ? undefined : readInputSchema(raw, at, field, issues);
    if (name === undefined || (raw !== undefined && inputSchema === undefined)) return;
    tools.push(buildTool({ name, description, inputSchema }, undefined, name, options));
  });
  return tools;
}

/** Whatever the AI SDK accepts as a schema -> plain JSON Schema, or an issue. */
function toJsonSchema(value: unknown, at: ToolLocation, field: string, issues: IssueList): unknown {
  if (value === undefined || value === null) return undefined;
  let schema: unknown = value;
  if (typeof schema === 'function') {
    // `lazySchema(() => ...)`: creating it has no side effects
    try {
      schema = (schema as () => unknown)();
    } catch (cause) {
      issues.add(at, field, `lazy schema threw: ${errorText(cause)}`);
      return undefined;
    }
  }
  if (!isRecord(schema)) {
    issues.add(at, field, `must be a schema (got ${describe(schema)})`);
    return undefined;
  }
  if ('_zod' in schema) {
    try {
      const json = z.toJSONSchema(schema as unknown as z.ZodType, { io: 'input', unrepresentable: 'any' });
      const { $schema: _ignored, ...rest } = json as Record<string, unknown>;
      return rest;
    } catch (cause) {
      issues.add(at, field, `zod schema cannot be converted to JSON Schema: ${errorText(cause)}`);
      return undefined;
    }
  }
  if ('_def' in schema && typeof schema.safeParse === 'function') {
    issues.add(at, field, "zod 3 schemas are not read directly; use zod 4 or wrap it with ai's zodSchema()");
    return undefined;
  }
  if ('jsonSchema' in schema && !('type' in schema) && !('properties' in schema)) {
    const json = schema.jsonSchema;
    if (isThenable(json)) {
      issues.add(at, `${field}.jsonSchema`, 'is asynchronous; load this tool set with loadTools() (async)');
      return undefined;
    }
    return json;
  }
  const standard = schema['~standard'];
  if (isRecord(standard)) {
    const converter = standard.jsonSchema;
    if (isRecord(converter) && typeof converter.input === 'function') {
      try {
        return (converter.input as (o: { target: string }) => unknown)({ target: 'draft-07' });
      } catch (cause) {
        issues.add(at, field, `schema cannot be converted to JSON Schema: ${errorText(cause)}`);
        return undefined;
      }
    }
    issues.add(at, field, `${String(standard.vendor)} schema has no JSON Schema converter`);
    return undefined;
  }
  return schema;
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** A copy of the tool set with every asynchronous `jsonSchema` awaited (for `loadTools`). */
export async function settleAiSdkSchemas(toolSet: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(toolSet)) {
    out[key] = item;
    if (!isRecord(item)) continue;
    for (const field of ['inputSchema', 'parameters'] as const) {
      let schema = item[field];
      if (typeof schema === 'function') schema = (schema as () => unknown)();
      if (isRecord(schema) && 'jsonSchema' in schema && isThenable(schema.jsonSchema)) {
        out[key] = { ...item, [field]: await schema.jsonSchema };
      }
    }
  }
  return out;
}

function errorText(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
