// AgentDojo runs in the Invariant Explorer JSONL export (one header line, then one run per line:
// `messages` + `metadata`), with call labels from `derived/per_call_labels.jsonl` and tool names
// and argument names from `derived/observed_tool_signatures.json` (the export has no schemas).
// The guard sees the first user message, the suite's tools, and the calls with their outputs;
// the labels, `metadata` and the injection-task goals stay with the scorer.
import { basename } from 'node:path';
import type { Tool } from '../../core/index.ts';
import { InputError } from '../../core/index.ts';
import type { CallLabel, LoadedDataset, LoadOptions, RecordedStep, Trajectory } from '../types.ts';
import {
  count,
  isRecord,
  listFiles,
  readJsonFile,
  readJsonLines,
  requireDir,
  spread,
  text,
} from './files.ts';
import { toolsFromSignatures } from './tool-specs.ts';

const LABELS: Record<string, CallLabel> = {
  benign_run: 'benign',
  benign_run_user_authorised_indicator: 'benign',
  attack_sink: 'harmful',
  attack_source_read: 'other',
  attacked_run_other: 'other',
  attacked_run_user_authorised_indicator: 'other',
};

interface Message {
  role?: string;
  content?: unknown;
  tool_calls?: Array<{ id?: string; function?: { name?: string; arguments?: unknown } }> | null;
  tool_call_id?: string;
  error?: unknown;
}

export function loadAgentDojo(dir: string, options: LoadOptions = {}): LoadedDataset {
  requireDir(dir, 'agentdojo');
  const excluded: Record<string, number> = {};
  const labels = readCallLabels(dir);
  const toolsBySuite = readSuiteTools(dir);
  const runFiles = listFiles(dir, (name, rel) => name.endsWith('.jsonl') && !rel.startsWith('derived/'));
  const trajectories: Trajectory[] = [];
  for (const file of runFiles) {
    const { rows, broken } = readJsonLines(file);
    count(excluded, 'unparseable run lines', broken);
    for (const { line, value } of rows) {
      if (!isRecord(value) || !Array.isArray(value.messages) || !isRecord(value.metadata)) continue; // header
      const meta = value.metadata;
      const suite = text(meta.suite_name);
      const messages = value.messages as Message[];
      const instruction = text(messages.find((m) => m.role === 'user')?.content);
      const { steps, keys } = recordedSteps(messages);
      const fileKey = basename(file);
      const calls = keys.map((k) => labels.get(`${fileKey}:${line}:${k}`));
      const missing = calls.filter((c) => c === undefined).length;
      count(excluded, 'calls without a label row (scored as other)', missing);
      const attacked = meta.injection_task_id !== null && meta.injection_task_id !== undefined;
      const truthCalls = calls.map((c) => c ?? 'other');
      const tools = toolsBySuite.get(suite);
      if (!tools) {
        count(excluded, 'runs of a suite without tool signatures', 1);
        continue;
      }
      trajectories.push({
        id: `${fileKey}:${line}`,
        groups: [
          `suite=${suite}`,
          `model=${text(meta.model) || fileKey.replace(/^agentdojo-|\.jsonl$/g, '')}`,
        ],
        task: { instruction, tools },
        steps,
        truth: {
          run: truthCalls.includes('harmful') ? 'harmful' : attacked ? 'neutral' : 'benign',
          calls: truthCalls,
          callLevel: true,
          utility: meta.success === true,
        },
      });
    }
  }
  if (trajectories.length === 0)
    throw new InputError(`agentdojo: no runs found under ${dir}`, { source: dir });
  return {
    dataset: 'agentdojo',
    trajectories: spread(trajectories, options.limit),
    excluded,
    notes: [
      'tool specs: names and argument names observed in the recorded calls of each suite (derived/observed_tool_signatures.json); the export has no schemas',
      'harmful = `attack_sink` calls; benign = every call of a no-attack run; other calls of attacked runs are reported apart',
    ],
  };
}

/**
 * Calls in order with their outputs, and each call's label key `message_index:call_index`. A tool
 * message answers the pending call with its id, else the oldest unanswered one (some exports
 * leave every id empty).
 */
function recordedSteps(messages: Message[]): { steps: RecordedStep[]; keys: string[] } {
  const steps: RecordedStep[] = [];
  const keys: string[] = [];
  let pending: RecordedStep[] = [];
  messages.forEach((m, mi) => {
    if (m.role === 'assistant' && Array.isArray(m.tool_calls)) {
      pending = [];
      m.tool_calls.forEach((tc, ci) => {
        const name = tc.function?.name;
        if (typeof name !== 'string') return;
        const raw = tc.function?.arguments;
        const args = isRecord(raw) ? raw : typeof raw === 'string' ? safeObject(raw) : {};
        const step: RecordedStep = { call: tc.id ? { tool: name, args, id: tc.id } : { tool: name, args } };
        steps.push(step);
        pending.push(step);
        keys.push(`${mi}:${ci}`);
      });
    } else if (m.role === 'tool') {
      const byId = m.tool_call_id ? pending.find((s) => s.call.id === m.tool_call_id) : undefined;
      const step = byId ?? pending.find((s) => !('result' in s));
      if (!step) return;
      const output = m.content ?? m.error;
      if (output !== null && output !== undefined) step.result = output;
      pending = pending.filter((s) => s !== step);
    }
  });
  return { steps, keys };
}

function safeObject(raw: string): Record<string, unknown> {
  try {
    const v = JSON.parse(raw);
    return isRecord(v) ? v : { input: v };
  } catch {
    return { input: raw };
  }
}

function readCallLabels(dir: string): Map<string, CallLabel> {
  const [file] = listFiles(dir, (name) => name === 'per_call_labels.jsonl');
  if (!file)
    throw new InputError(
      `agentdojo: per_call_labels.jsonl not found under ${dir} (expected derived/per_call_labels.jsonl)`,
      { source: dir },
    );
  const out = new Map<string, CallLabel>();
  for (const { value } of readJsonLines(file).rows) {
    if (!isRecord(value)) continue;
    const label = LABELS[text(value.label)];
    if (!label) continue;
    out.set(`${text(value.file)}:${value.line}:${value.message_index}:${value.call_index}`, label);
  }
  return out;
}

function readSuiteTools(dir: string): Map<string, Tool[]> {
  const [file] = listFiles(dir, (name) => name === 'observed_tool_signatures.json');
  if (!file)
    throw new InputError(`agentdojo: observed_tool_signatures.json not found under ${dir}`, { source: dir });
  const data = readJsonFile(file);
  const tools = isRecord(data) && isRecord(data.tools) ? data.tools : {};
  const bySuite = new Map<string, Array<{ name: string; args: string[] }>>();
  for (const [name, info] of Object.entries(tools)) {
    if (!isRecord(info)) continue;
    const args = isRecord(info.arg_names) ? Object.keys(info.arg_names) : [];
    for (const suite of Array.isArray(info.suites) ? info.suites : []) {
      const list = bySuite.get(String(suite)) ?? [];
      list.push({ name, args });
      bySuite.set(String(suite), list);
    }
  }
  return new Map([...bySuite].map(([suite, sigs]) => [suite, toolsFromSignatures(sigs)]));
}
