// Reading a tools file for the CLI. Until the tool registry lands this accepts a JSON list of
// tools ({name, ...}) or MCP's {tools: [...]}.
import { InputError } from '../core/errors/input-error.ts';
import type { Tool } from '../core/types.ts';
import { readJson } from './io.ts';

export function toolsFromFile(path: string): Tool[] {
  const json = readJson(path, 'tools file');
  const list = Array.isArray(json) ? json : (json as { tools?: unknown })?.tools;
  if (!Array.isArray(list))
    throw new InputError(`${path}: expected a JSON list of tools or {"tools": [...]}`, { source: path });
  return list.map((t, i) => {
    const name = (t as { name?: unknown })?.name;
    if (typeof name !== 'string' || name === '')
      throw new InputError(`${path}: tool #${i}: "name" must be a non-empty string`, { source: path });
    return t as Tool;
  });
}

export function toolNamesFromFile(path: string): string[] {
  return toolsFromFile(path).map((t) => t.name);
}
