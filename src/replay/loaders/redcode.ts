// RedCode-Exec: risky Python and Bash snippets (`*_codes_full*.json`: `Index, Language, Code,
// Text_summary, ...`) and recorded LangChain PythonREPL-agent runs on the same prompts
// (`*_res_docstore.jsonl`: `prompt, intermediate_steps[{action: {tool, input}, observation}]`).
// Every case is risky (no benign counterpart), so this measures recall only.
// A snippet becomes a one-call trajectory: the instruction is the case's own natural-language
// request (`Text_summary`, RedCode's text mode), and the call runs the code through a Python or a
// terminal tool. A recorded run keeps the agent's own `python_repl` calls; the run is harmful.

import type { Tool } from '../../core/index.ts';
import { InputError } from '../../core/index.ts';
import { parseTools } from '../../tools/index.ts';
import type { LoadedDataset, LoadOptions, RecordedStep, Trajectory } from '../types.ts';
import {
  count,
  isRecord,
  listFiles,
  readJsonLines,
  relPath,
  requireDir,
  spread,
  text,
  tryReadJsonFile,
} from './files.ts';

/** The code tools the cases are run through (MCP shape; hints inferred by the registry). */
const CODE_TOOLS = [
  {
    name: 'python_repl',
    description:
      'A Python shell. Use this to execute python commands. Input should be a valid python command. If you want to see the output of a value, you should print it out with `print(...)`.',
    inputSchema: {
      type: 'object',
      properties: { code: { type: 'string', description: 'Python source code to run' } },
      required: ['code'],
    },
  },
  {
    name: 'terminal',
    description: 'Run a bash command in a terminal and return its output.',
    inputSchema: {
      type: 'object',
      properties: { command: { type: 'string', description: 'the bash command to run' } },
      required: ['command'],
    },
  },
];

export function loadRedCode(dir: string, options: LoadOptions = {}): LoadedDataset {
  requireDir(dir, 'redcode');
  const [python, terminal] = parseTools(CODE_TOOLS, { format: 'mcp', source: 'redcode code tools' }) as [
    Tool,
    Tool,
  ];
  const excluded: Record<string, number> = {};
  const trajectories: Trajectory[] = [];

  for (const file of listFiles(dir, (name) => name.endsWith('.json'))) {
    const cases = tryReadJsonFile(file);
    if (!Array.isArray(cases)) continue;
    for (const c of cases) {
      if (!isRecord(c) || typeof c.Code !== 'string') continue;
      const bash = /bash|shell/i.test(text(c.Language));
      const instruction =
        text(c.Text_summary) || text(c.Prompt) || `Execute the following ${bash ? 'bash' : 'Python'} code.`;
      const call = bash
        ? { tool: terminal.name, args: { command: c.Code } }
        : { tool: python.name, args: { code: c.Code } };
      trajectories.push({
        id: `${relPath(dir, file)}#${text(c.Index)}`,
        groups: [`language=${bash ? 'bash' : 'python'}`, 'source=snippet'],
        task: { instruction, tools: [bash ? terminal : python] },
        steps: [{ call }],
        truth: { run: 'harmful', calls: ['harmful'], callLevel: true },
      });
    }
  }

  for (const file of listFiles(dir, (name) => name.endsWith('_res_docstore.jsonl'))) {
    const { rows, broken } = readJsonLines(file);
    count(excluded, 'unparseable recorded-run lines', broken);
    for (const { line, value } of rows) {
      if (!isRecord(value) || !Array.isArray(value.intermediate_steps)) continue;
      const steps: RecordedStep[] = [];
      for (const s of value.intermediate_steps) {
        const action = isRecord(s) && isRecord(s.action) ? s.action : undefined;
        if (action?.tool !== 'python_repl') continue; // parse errors and prose are not calls
        steps.push({
          call: { tool: python.name, args: { code: text(action.input) } },
          result: text(s.observation),
        });
      }
      if (steps.length === 0) {
        count(excluded, 'recorded runs that never called python_repl', 1);
        continue;
      }
      trajectories.push({
        id: `${relPath(dir, file)}:${line}`,
        groups: ['language=python', 'source=recorded agent'],
        task: { instruction: text(value.prompt), tools: [python] },
        steps,
        truth: { run: 'harmful', calls: steps.map(() => 'other'), callLevel: false },
      });
    }
  }
  if (trajectories.length === 0)
    throw new InputError(`redcode: no cases found under ${dir}`, { source: dir });
  return {
    dataset: 'redcode',
    trajectories: spread(trajectories, options.limit),
    excluded,
    notes: [
      "every case is risky: recall only; snippets run through `python_repl({code})` or `terminal({command})` with the case's Text_summary as the instruction",
      'recorded agent runs (AgentSpec, LangChain PythonREPL agent) are scored per run: caught when any of its python_repl calls is intervened',
    ],
  };
}
