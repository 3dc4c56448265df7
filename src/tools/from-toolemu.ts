// ToolEmu toolkit specs (also InjecAgent's `tools.json`): a list of toolkits
// `{ toolkit, name_for_model, description_for_model, tools: [{ name, summary, parameters: [{ name,
// type, description, required }], returns, exceptions }] }`. Agents in ToolEmu trajectories call a
// tool by the toolkit's `name_for_model` followed by the tool's name (`Terminal` + `Execute` =
// `TerminalExecute`), so that is the name given here. The specs carry no hints.
import type { Tool } from '../core/index.ts';
import { buildTool, type ConvertOptions } from './build-tool.ts';
import {
  describe,
  type IssueList,
  isRecord,
  readName,
  readOptionalString,
  type ToolLocation,
} from './shape.ts';

const PARAM_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object', 'null']);

export function fromToolEmu(
  toolkits: readonly unknown[],
  issues: IssueList,
  options: ConvertOptions,
): Tool[] {
  const tools: Tool[] = [];
  toolkits.forEach((kit, kitIndex) => {
    const kitAt: ToolLocation = { toolkit: `#${kitIndex}` };
    if (!isRecord(kit)) {
      issues.add(kitAt, undefined, 'toolkit must be an object with name_for_model and tools');
      return;
    }
    const prefix = readName(kit.name_for_model ?? kit.toolkit, kitAt, 'name_for_model', issues);
    if (prefix === undefined) return;
    const toolkit = typeof kit.toolkit === 'string' && kit.toolkit.length > 0 ? kit.toolkit : prefix;
    if (!Array.isArray(kit.tools)) {
      issues.add({ toolkit }, 'tools', `must be an array of tools (got ${describe(kit.tools)})`);
      return;
    }
    kit.tools.forEach((item, index) => {
      const at: ToolLocation = { toolkit, index };
      if (!isRecord(item)) {
        issues.add(at, undefined, 'must be an object with name, summary and parameters');
        return;
      }
      const own = readName(item.name, at, 'name', issues);
      if (own !== undefined) at.tool = prefix + own;
      const description = readOptionalString(item.summary, at, 'summary', issues);
      const inputSchema = parametersToSchema(item.parameters, at, issues);
      if (own === undefined || inputSchema === undefined) return;
      tools.push(
        buildTool({ name: prefix + own, description, inputSchema, toolkit }, undefined, own, options),
      );
    });
  });
  return tools;
}

/** ToolEmu's parameter list -> a JSON Schema object (`required` from each parameter's flag). */
function parametersToSchema(
  value: unknown,
  at: ToolLocation,
  issues: IssueList,
): Record<string, unknown> | undefined {
  if (value === undefined) return { type: 'object', properties: {} };
  if (!Array.isArray(value)) {
    issues.add(
      at,
      'parameters',
      `must be an array of { name, type, description, required } (got ${describe(value)})`,
    );
    return undefined;
  }
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let ok = true;
  value.forEach((param, i) => {
    const field = `parameters[${i}]`;
    if (!isRecord(param)) {
      issues.add(at, field, 'must be an object with name and type');
      ok = false;
      return;
    }
    const name = readName(param.name, at, `${field}.name`, issues);
    if (name === undefined) {
      ok = false;
      return;
    }
    if (name in properties) {
      issues.add(at, `${field}.name`, `duplicate parameter '${name}'`);
      ok = false;
      return;
    }
    if (typeof param.type !== 'string' || !PARAM_TYPES.has(param.type)) {
      issues.add(
        at,
        `${field}.type`,
        `must be one of ${[...PARAM_TYPES].join(', ')} (got ${describe(param.type)})`,
      );
      ok = false;
      return;
    }
    if (param.required !== undefined && typeof param.required !== 'boolean') {
      issues.add(at, `${field}.required`, `must be true or false (got ${describe(param.required)})`);
      ok = false;
      return;
    }
    const description = readOptionalString(param.description, at, `${field}.description`, issues);
    properties[name] = description === undefined ? { type: param.type } : { type: param.type, description };
    if (param.required === true) required.push(name);
  });
  if (!ok) return undefined;
  return required.length > 0 ? { type: 'object', properties, required } : { type: 'object', properties };
}
