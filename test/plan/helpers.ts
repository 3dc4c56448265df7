// Shared by the plan tests: fixture files and small plan builders.
import { readFileSync } from 'node:fs';
import type { Tool } from '../../src/core/types.ts';
import { parsePlanText, parsePlanToolsText, parsePolicyText } from '../../src/plan/index.ts';

export const fixturePath = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
export const fixtureText = (name: string) => readFileSync(fixturePath(name), 'utf8');
export const fixturePlan = (name: string) => parsePlanText(fixtureText(name), name);
export const fixturePolicy = (name: string) => parsePolicyText(fixtureText(name), name);
export const fixtureTools = (name: string) => parsePlanToolsText(fixtureText(name), name);

/** A tool spec with string parameters. */
export function tool(name: string, params: string[] = [], extra: Partial<Tool> = {}): Tool {
  return {
    name,
    description: `${name} tool`,
    inputSchema: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, {}])) },
    ...extra,
  };
}

type StepDoc = Record<string, unknown>;

/** `call('fetch', 'fetch_mail', {}, 'emails', 'next')` as a step document of the article's shape. */
export function call(tool: string, args: Record<string, unknown>, result?: string, next?: string): StepDoc {
  return {
    description: `call ${tool}`,
    function: { name: tool, arguments: args },
    ...(result ? { result } : {}),
    ...(next ? { next } : {}),
  };
}

export function planDoc(steps: Record<string, StepDoc>, name = 'test_plan'): Record<string, unknown> {
  return { name, description: 'a test plan', steps };
}

/** An `if` step of the plan extension (built from entries: a literal `then` key trips the linter). */
export function branch(condition: unknown, ifTrue: string, ifFalse: string): StepDoc {
  return Object.fromEntries([
    ['if', condition],
    ['then', ifTrue],
    ['else', ifFalse],
  ]);
}
