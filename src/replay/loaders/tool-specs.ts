// Turning what a dataset offers about its tools into `Tool[]` through the registry: ToolEmu
// toolkits where the dataset ships them, declared OpenAI tool lists where a prompt carries one,
// and otherwise the names and argument names of the calls actually recorded (the AgentDojo
// export and R-Judge carry no schemas). Hints are inferred by the registry, never invented here.
import type { Tool, ToolCall } from '../../core/index.ts';
import { parseTools } from '../../tools/index.ts';
import { balancedPrefix } from '../action-parser.ts';
import { parseLooseLiteral } from '../python-literal.ts';

export interface ObservedSignature {
  name: string;
  args: string[];
  description?: string;
}

/** MCP-shaped tools from names and argument names (types unknown, so every property is open). */
export function toolsFromSignatures(signatures: ObservedSignature[]): Tool[] {
  const seen = new Set<string>();
  const list = signatures
    .filter((s) => !seen.has(s.name) && seen.add(s.name))
    .map((s) => ({
      name: s.name,
      ...(s.description ? { description: s.description } : {}),
      inputSchema: { type: 'object', properties: Object.fromEntries(s.args.map((a) => [a, {}])) },
    }));
  return parseTools(list, { format: 'mcp', source: 'recorded calls' });
}

/** The signatures of the calls in a trajectory (argument names unioned per tool). */
export function signaturesOfCalls(calls: ToolCall[]): ObservedSignature[] {
  const byName = new Map<string, Set<string>>();
  for (const c of calls) {
    const args = byName.get(c.tool) ?? new Set<string>();
    for (const k of Object.keys(c.args)) args.add(k);
    byName.set(c.tool, args);
  }
  return [...byName].map(([name, args]) => ({ name, args: [...args] }));
}

/**
 * Tools of the named toolkits (ToolEmu names: the toolkit's `name_for_model` + tool name). The
 * same toolkits give the same array, so tasks that share a tool set share one list.
 */
export function toolkitTools(registry: readonly Tool[], toolkits: Iterable<string>): Tool[] {
  const wanted = new Set(toolkits);
  const key = [...wanted].sort().join('\u0000');
  let byKey = sharedLists.get(registry);
  if (!byKey) {
    byKey = new Map();
    sharedLists.set(registry, byKey);
  }
  let list = byKey.get(key);
  if (!list) {
    list = registry.filter((t) => t.toolkit !== undefined && wanted.has(t.toolkit));
    byKey.set(key, list);
  }
  return list;
}

const sharedLists = new WeakMap<readonly Tool[], Map<string, Tool[]>>();

/** The toolkit a tool belongs to, by the tool's name. */
export function toolkitOf(registry: readonly Tool[], toolName: string): string | undefined {
  return registry.find((t) => t.name === toolName)?.toolkit;
}

/**
 * An OpenAI-style tool list written into a prompt (`... tool list: [{"type": "function", ...}]`),
 * read leniently: entries without a usable schema keep their name and description.
 */
/** Where an OpenAI tool list (`[{"type": "function", …}, …]`) sits in a prompt, if it has one. */
function toolListIn(text: string): { start: number; end: number; slice: string } | undefined {
  const at = text.search(/\[\s*\{\s*["']type["']\s*:\s*["']function["']/);
  if (at < 0) return undefined;
  const slice = balancedPrefix(text.slice(at), '[', ']');
  return slice === undefined ? undefined : { start: at, end: at + slice.length, slice };
}

/**
 * The user's words without the tool list a prompt carries: tools the agent is given are not
 * tools the user asked for, so the guard gets them as tools, not as part of the instruction.
 */
export function withoutToolList(text: string): string {
  const list = toolListIn(text);
  if (!list) return text;
  return `${text.slice(0, list.start).trimEnd()}\n${text.slice(list.end).trimStart()}`.trim();
}

export function declaredToolsInText(text: string): ObservedSignature[] {
  const list = toolListIn(text);
  const slice = list?.slice;
  const value = slice === undefined ? undefined : parseLooseLiteral(slice);
  if (!Array.isArray(value)) return [];
  const out: ObservedSignature[] = [];
  for (const item of value) {
    const fn = (item as { function?: unknown })?.function as
      | { name?: unknown; description?: unknown; parameters?: { properties?: unknown } | null }
      | undefined;
    if (typeof fn?.name !== 'string') continue;
    const props = fn.parameters?.properties;
    out.push({
      name: fn.name,
      args: props && typeof props === 'object' ? Object.keys(props) : [],
      ...(typeof fn.description === 'string' ? { description: fn.description } : {}),
    });
  }
  return out;
}

/** Declared signatures first, then recorded calls to tools the declaration does not name. */
export function mergeSignatures(
  declared: ObservedSignature[],
  observed: ObservedSignature[],
): ObservedSignature[] {
  const names = new Set(declared.map((s) => s.name));
  const byName = new Map(declared.map((s) => [s.name, s]));
  for (const o of observed) {
    const d = byName.get(o.name);
    if (d) d.args = [...new Set([...d.args, ...o.args])];
    else if (!names.has(o.name)) declared.push(o);
  }
  return declared;
}
