// A tolerant reader of agents' actions as benchmarks record them, in every style seen in the wild:
//   `Tool: {json}`                          (R-Judge, ToolEmu logs)
//   `tool_name{'arg': 'value'}`             (ASSEBench)
//   `tool_name(arg='value')`, `tool_name()` (function-call style)
//   `{"command": {"name": …, "args": …}}`   (AutoGPT), `{"name", "arguments"}`, `{"tool", "tool_input"}`
//   `Action: X\nAction Input: {...}`        (ReAct, InjecAgent and ToolEmu outputs)
//   `X\nAction Input: {...}`                (ReAct without the `Action:` label, R-Judge)
//   plain prose                             (a reply to the user: no tool call)
// Arguments are read as JSON, then as a Python literal, then kept as raw text under `input`.
import type { ToolCall } from '../core/index.ts';
import { parseLooseLiteral } from './python-literal.ts';

export type ActionStyle = 'colon_json' | 'name_braces' | 'function_call' | 'object' | 'react';

export type ParsedAction =
  | { kind: 'call'; call: ToolCall; style: ActionStyle }
  /** prose (or a structured reply) without a tool call: the agent talking to the user */
  | { kind: 'answer'; text: string }
  | { kind: 'none' };

const NAME = '[A-Za-z_][\\w.-]{0,127}';
const COLON_CALL = new RegExp(`^(${NAME})\\s*:\\s*([{[(][\\s\\S]*)$`);
const BRACES_CALL = new RegExp(`^(${NAME})\\s*(\\{[\\s\\S]*)$`);
const PAREN_CALL = new RegExp(`^(${NAME})\\s*\\(([\\s\\S]*)\\)\\s*;?$`);
const REACT = new RegExp(
  `(?:^|\\n)[ \\t*]*(?:\\[Action\\][ \\t]*:?|Action[ \\t]*:)[ \\t*]*(${NAME})[ \\t*]*(?:\\n|$)(?:[ \\t*]*(?:\\[Action Input\\][ \\t]*:?|Action Input[ \\t]*:)[ \\t]*([\\s\\S]*))?`,
);
// a bare tool name on the line just before `Action Input:`
const BARE_REACT = new RegExp(
  `(?:^|\\n)[ \\t*]*(${NAME})[ \\t*]*\\n[ \\t*]*(?:\\[Action Input\\][ \\t]*:?|Action Input[ \\t]*:)[ \\t]*([\\s\\S]*)`,
);
/** Names agents use for "no tool": answering, finishing, refusing. `Complete{…}` is a reply, not a call. */
const NOT_A_TOOL = new Set([
  'none',
  'null',
  'n',
  'na',
  'no',
  'final_answer',
  'finalanswer',
  'answer',
  'complete',
  'finish',
  'thought',
  'observation',
]);
/** The recorded action name means "no tool" (`None`, `N/A.`, `Final Answer`): no call was made. */
export function namesNoTool(name: string): boolean {
  return NOT_A_TOOL.has(
    name
      .trim()
      .toLowerCase()
      .replace(/[\s/_-]+/g, '')
      .replace(/[.:!]+$/, ''),
  );
}

const NAME_KEYS = ['name', 'tool', 'tool_name', 'function', 'action'];
const ARG_KEYS = [
  'args',
  'arguments',
  'parameters',
  'params',
  'tool_input',
  'input',
  'action_input',
  'kwargs',
];

/** Reads one recorded action (a string, or an already-parsed object). */
export function parseAction(action: unknown): ParsedAction {
  if (action === null || action === undefined) return { kind: 'none' };
  if (typeof action === 'object')
    return fromObject(action) ?? { kind: 'answer', text: JSON.stringify(action) };
  if (typeof action !== 'string') return { kind: 'answer', text: String(action) };
  const text = stripFence(action.trim());
  if (text === '') return { kind: 'none' };

  if (text.startsWith('{') || text.startsWith('[')) {
    const value = parseLooseLiteral(balancedPrefix(text) ?? text);
    if (value !== undefined) {
      const call = fromObject(value);
      if (call) return call;
    }
  }
  const react = REACT.exec(text);
  if (react && !NOT_A_TOOL.has(react[1]!.toLowerCase())) {
    return call(react[1]!, react[2] === undefined ? {} : parseArgumentsText(react[2]), 'react');
  }
  const bare = react ? null : BARE_REACT.exec(text);
  if (bare && !NOT_A_TOOL.has(bare[1]!.toLowerCase())) {
    return call(bare[1]!, parseArgumentsText(bare[2]!), 'react');
  }
  const colon = COLON_CALL.exec(text);
  if (colon && !NOT_A_TOOL.has(colon[1]!.toLowerCase())) {
    return call(colon[1]!, parseArgumentsText(colon[2]!), 'colon_json');
  }
  const braces = BRACES_CALL.exec(text);
  if (braces && !NOT_A_TOOL.has(braces[1]!.toLowerCase())) {
    return call(braces[1]!, parseArgumentsText(braces[2]!), 'name_braces');
  }
  const paren = PAREN_CALL.exec(text);
  // (the parentheses must hold the whole argument list: "Tomorrow (Wed 21 June) on the line: …
  // (oven 1)" is prose that opens and closes with a remark in brackets)
  const inner = paren ? `(${paren[2]!})` : '';
  if (paren && !NOT_A_TOOL.has(paren[1]!.toLowerCase()) && balancedPrefix(inner, '(', ')') === inner) {
    return call(paren[1]!, parseCallArguments(paren[2]!), 'function_call');
  }
  return { kind: 'answer', text };
}

/**
 * A tool input as recorded (`{"a": 1}\n`, `{'a': None}`, `` `{"a": 1}` `` followed by prose) ->
 * arguments. The first balanced object is read; anything that is not an object is kept as
 * `{ input: text }` so that the guard still sees it.
 */
export function parseArgumentsText(text: string): Record<string, unknown> {
  const trimmed = stripFence(text.trim()).replace(/^`+|`+$/g, '');
  if (trimmed === '') return {};
  const start = trimmed.indexOf('{');
  if (start >= 0 && trimmed.slice(0, start).trim() === '') {
    const object = balancedPrefix(trimmed.slice(start));
    const value = object === undefined ? undefined : parseLooseLiteral(object);
    if (isRecord(value)) return value;
  }
  const value = parseLooseLiteral(trimmed);
  if (isRecord(value)) return value;
  return { input: trimmed };
}

/** The arguments inside `name(...)`: keywords (`a='x', b=2`), a dict, or positional values. */
function parseCallArguments(inner: string): Record<string, unknown> {
  const text = inner.trim();
  if (text === '') return {};
  if (text.startsWith('{')) return parseArgumentsText(text);
  const parts = splitTopLevel(text, ',');
  const out: Record<string, unknown> = {};
  const positional: unknown[] = [];
  for (const part of parts) {
    const kw = /^\s*([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/.exec(part);
    if (kw) out[kw[1]!] = literalOrText(kw[2]!);
    else if (part.trim() !== '') positional.push(literalOrText(part));
  }
  if (positional.length === 1 && Object.keys(out).length === 0) return { input: positional[0] };
  if (positional.length > 0) out.args = positional;
  return out;
}

function literalOrText(text: string): unknown {
  const value = parseLooseLiteral(text.trim());
  return value === undefined ? text.trim() : value;
}

function fromObject(value: unknown): ParsedAction | undefined {
  if (!isRecord(value)) return undefined;
  if (isRecord(value.command) && typeof value.command.name === 'string') {
    return call(value.command.name, argsOf(value.command), 'object');
  }
  if (isRecord(value.function) && typeof value.function.name === 'string') {
    return call(value.function.name, argsOf(value.function), 'object');
  }
  for (const key of NAME_KEYS) {
    const name = value[key];
    if (
      typeof name === 'string' &&
      new RegExp(`^${NAME}$`).test(name) &&
      !NOT_A_TOOL.has(name.toLowerCase())
    ) {
      return call(name, argsOf(value), 'object');
    }
  }
  return undefined;
}

function argsOf(value: Record<string, unknown>): Record<string, unknown> {
  for (const key of ARG_KEYS) {
    const a = value[key];
    if (a === undefined) continue;
    if (isRecord(a)) return a;
    if (typeof a === 'string') return parseArgumentsText(a);
    return { input: a };
  }
  return {};
}

function call(tool: string, args: Record<string, unknown>, style: ActionStyle): ParsedAction {
  return { kind: 'call', call: { tool, args }, style };
}

function stripFence(text: string): string {
  const fence = /^```[\w-]*\n([\s\S]*?)\n?```$/.exec(text);
  return fence ? fence[1]!.trim() : text;
}

/** The shortest prefix of `text` (which starts with `open`) whose brackets balance, quotes respected. */
export function balancedPrefix(text: string, open = text[0] ?? '{', close?: string): string | undefined {
  const closing = close ?? (open === '[' ? ']' : open === '(' ? ')' : '}');
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === open) depth++;
    else if (c === closing && --depth === 0) return text.slice(0, i + 1);
  }
  return undefined;
}

/** Splits on `sep` outside brackets and quotes. */
function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
