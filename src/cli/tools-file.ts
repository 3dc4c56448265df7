// Reading a tools file for the CLI: any format the tool registry knows (MCP tools/list, OpenAI
// function schemas, ToolEmu toolkits), detected from the content.
import type { Tool } from '../core/index.ts';
import { loadTools } from '../tools/index.ts';
import { readJson } from './io.ts';

export async function toolsFromFile(path: string): Promise<Tool[]> {
  return loadTools(readJson(path, 'tools file'), { source: path });
}

export async function toolNamesFromFile(path: string): Promise<string[]> {
  return (await toolsFromFile(path)).map((t) => t.name);
}
