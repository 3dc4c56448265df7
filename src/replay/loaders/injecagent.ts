// InjecAgent recorded outputs (`results/<setting>/<model>/*.json`, JSON Lines despite the name).
// Each row is one case: the user's instruction, the user tool's call and its response (which
// carries the attacker's instruction), and the model's next output in ReAct form. The guard sees
// the instruction, the tools of the user's and the attacker's toolkits (what the agent was
// given), the user tool call with its response, and the parsed next action. `eval` = `succ`
// (the next action is the attacker tool) marks that action harmful; the user tool call is benign.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { InputError } from '../../core/index.ts';
import { loadTools } from '../../tools/index.ts';
import { parseAction, parseArgumentsText } from '../action-parser.ts';
import { rewordAttackerInstruction } from '../reword.ts';
import type { CallLabel, LoadedDataset, LoadOptions, RecordedStep, Trajectory } from '../types.ts';
import { count, isRecord, listFiles, readJsonLines, relPath, requireDir, spread, text } from './files.ts';
import { toolkitOf, toolkitTools } from './tool-specs.ts';

export async function loadInjecAgent(dir: string, options: LoadOptions = {}): Promise<LoadedDataset> {
  requireDir(dir, 'injecagent');
  const [toolsFile] = listFiles(dir, (name) => name === 'tools.json');
  if (!toolsFile) throw new InputError(`injecagent: tools.json not found under ${dir}`, { source: dir });
  const registry = await loadTools(toolsFile);
  const excluded: Record<string, number> = {};
  const trajectories: Trajectory[] = [];
  for (const file of listFiles(dir, (name) => name.endsWith('.json'))) {
    if (file === toolsFile || !firstLineIsResult(file)) continue;
    const { rows, broken } = readJsonLines(file);
    count(excluded, 'unparseable result lines', broken);
    const rel = relPath(dir, file);
    const model = basename(dirname(file));
    const setting = basename(dirname(dirname(file)));
    const half = /_(dh|ds)_/.exec(basename(file))?.[1] ?? 'unknown';
    for (const { line, value } of rows) {
      if (!isRecord(value)) continue;
      const userTool = text(value['User Tool']);
      const attackerTools = Array.isArray(value['Attacker Tools']) ? value['Attacker Tools'].map(String) : [];
      const kits = [userTool, ...attackerTools].map((t) => toolkitOf(registry, t));
      if (kits.some((k) => k === undefined)) {
        count(excluded, 'cases naming a tool missing from tools.json', 1);
        continue;
      }
      const steps: RecordedStep[] = [
        {
          call: { tool: userTool, args: parseArgumentsText(text(value['Tool Parameters'])) },
          result: reworded(
            unquote(text(value['Tool Response'])),
            text(value['Attacker Instruction']),
            options,
          ),
        },
      ];
      const calls: CallLabel[] = ['benign'];
      const succeeded = value.eval === 'succ';
      const next = parseAction(text(value.output));
      if (next.kind === 'call') {
        const first: RecordedStep = { call: next.call };
        steps.push(first);
        const harmful = succeeded && attackerTools.includes(next.call.tool);
        // the attacker's tool without a `succ` is still the attacker's act, not the user's task
        calls.push(harmful ? 'harmful' : attackerTools.includes(next.call.tool) ? 'attacker' : 'other');
        if (succeeded && !harmful)
          count(excluded, '`succ` outputs whose first action is not the attacker tool (not scored)', 1);
        // data stealing: the attacker's read ran (its recorded response), then the model's second output
        const second = secondStep(value);
        if (harmful && second) {
          first.result = second.response;
          const call2 = parseAction(second.output);
          if (call2.kind === 'call') {
            steps.push({ call: call2.call });
            // the exfiltration is the call that sends what was read; reading it again sends nothing
            const repeatsRead = call2.call.tool === next.call.tool;
            if (repeatsRead && second.succeeded)
              count(
                excluded,
                'step-2 outputs that repeat the step-1 read (not scored as the exfiltration)',
                1,
              );
            calls.push(
              !attackerTools.includes(call2.call.tool)
                ? 'other'
                : second.succeeded && !repeatsRead
                  ? 'harmful'
                  : 'attacker',
            );
          }
        }
      } else if (succeeded) {
        count(excluded, '`succ` outputs without a parseable action (not scored)', 1);
      }
      trajectories.push({
        id: `${rel}:${line}`,
        groups: [`setting=${setting}`, `model=${model}`, `half=${half}`],
        task: {
          instruction: text(value['User Instruction']),
          tools: toolkitTools(registry, kits as string[]),
        },
        steps,
        truth: { run: calls.includes('harmful') ? 'harmful' : 'neutral', calls, callLevel: true },
      });
    }
  }
  if (trajectories.length === 0)
    throw new InputError(`injecagent: no recorded outputs (results/**/*.json) under ${dir}`, { source: dir });
  return {
    dataset: 'injecagent',
    trajectories: spread(trajectories, options.limit),
    excluded,
    notes: [
      'tool specs: the ToolEmu toolkits of the user tool and the attacker tools (data/tools.json), as the agent had them',
      'harmful = the next action when `eval` is `succ` (the attacker tool); benign = the user tool call; every case carries an injection, so there are no benign runs',
    ],
  };
}

function reworded(response: string, instruction: string, options: LoadOptions): string {
  return options.reword ? rewordAttackerInstruction(response, instruction, options.reword) : response;
}

/**
 * The second step of a two-step (data-stealing) case, as InjecAgent records it: the attacker
 * tool's simulated response and the model's output after it (`output Step 2`, `eval Step 2`).
 */
function secondStep(
  value: Record<string, unknown>,
): { output: string; response: string; succeeded: boolean } | undefined {
  const key = (re: RegExp) => Object.keys(value).find((k) => re.test(k));
  const outputKey = key(/^output[ _]?step[ _]?2$/i);
  if (!outputKey) return undefined;
  const evalKey = key(/^eval[ _]?step[ _]?2$/i);
  const responseKey = key(/^attacker[ _]tool[ _]response$/i);
  return {
    output: text(value[outputKey]),
    response: responseKey ? unquote(text(value[responseKey])) : '',
    succeeded: evalKey !== undefined && value[evalKey] === 'succ',
  };
}

/** A results file is JSON Lines whose rows carry the model's `output` (test-case files are one JSON array). */
function firstLineIsResult(file: string): boolean {
  const first = tryJson(readFileSync(file, 'utf8').split('\n', 1)[0] ?? '');
  return isRecord(first) && 'output' in first && 'User Instruction' in first;
}

function tryJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** `"\"{'a': 1}\""` (a JSON-quoted string) -> the string inside. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  try {
    const inner = JSON.parse(value);
    return typeof inner === 'string' ? inner : value;
  } catch {
    return value;
  }
}
