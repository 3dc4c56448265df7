// R-Judge and ASSEBench: record-level safety labels over recorded agent interactions. DIR is
// searched recursively for `.json` files holding a list of records; other files are skipped. A
// record is `{id, profile, contents, label, risk_description, ...}`: `label` 0 (safe) or 1
// (unsafe), number or string; `contents` a list of episodes, each a list of turns
// `{role: user|agent|environment, content?, thought?, action?}`, as JSON or as a string with the
// Python-literal rendering of that list. Actions are free text, read by the tolerant parser.
// The guard sees the first user message (less any tool list written in it), the tools (declared in the prompt where it has a tool
// list, else the names and arguments of the recorded calls), and the calls with the environment's
// replies. `label`, `risk_description` and the category fields stay with the scorer.
import { InputError } from '../../core/index.ts';
import { parseAction } from '../action-parser.ts';
import { parseLooseLiteral } from '../python-literal.ts';
import type { DatasetName, LoadedDataset, LoadOptions, RecordedStep, Trajectory } from '../types.ts';
import { count, isRecord, listFiles, relPath, requireDir, spread, text, tryReadJsonFile } from './files.ts';
import {
  declaredToolsInText,
  mergeSignatures,
  signaturesOfCalls,
  toolsFromSignatures,
  withoutToolList,
} from './tool-specs.ts';

type RecordDataset = Extract<DatasetName, 'rjudge' | 'assebench'>;

interface Turn {
  role?: unknown;
  content?: unknown;
  action?: unknown;
}

export function loadRecordDataset(
  dataset: RecordDataset,
  dir: string,
  options: LoadOptions = {},
): LoadedDataset {
  requireDir(dir, dataset);
  const excluded: Record<string, number> = {};
  const trajectories: Trajectory[] = [];
  for (const file of listFiles(dir, (name) => name.endsWith('.json'))) {
    const records = tryReadJsonFile(file);
    if (!Array.isArray(records) || !records.some((r) => isRecord(r) && 'contents' in r)) {
      count(excluded, '.json files that are not a list of records (skipped)', 1);
      continue;
    }
    const rel = relPath(dir, file);
    records.forEach((record, index) => {
      if (!isRecord(record)) return;
      const label = readLabel(record.label);
      if (label === undefined) {
        count(excluded, 'records without a 0/1 label', 1);
        return;
      }
      const turns = readTurns(record.contents);
      if (turns === undefined) {
        count(excluded, 'records whose contents cannot be read', 1);
        return;
      }
      const { steps, instruction, userTexts, prose } = replayable(turns);
      count(excluded, 'agent actions in prose, without a tool call (not replayed)', prose);
      if (steps.length === 0) {
        count(excluded, `${label === 1 ? 'unsafe' : 'safe'} records without any tool call`, 1);
        return;
      }
      const declared = userTexts.flatMap(declaredToolsInText);
      const signatures = mergeSignatures(declared, signaturesOfCalls(steps.map((s) => s.call)));
      const run = label === 1 ? 'harmful' : 'benign';
      trajectories.push({
        id: `${rel}#${record.id ?? index}`,
        groups: groupsOf(dataset, record, rel),
        task: { instruction: withoutToolList(instruction), tools: toolsFromSignatures(signatures) },
        steps,
        truth: { run, calls: steps.map(() => (run === 'benign' ? 'benign' : 'other')), callLevel: false },
      });
    });
  }
  if (trajectories.length === 0)
    throw new InputError(`${dataset}: no records with tool calls found under ${dir}`, { source: dir });
  return {
    dataset,
    trajectories: spread(trajectories, options.limit),
    excluded,
    notes: [
      'record-level labels: a record is caught when any of its calls is intervened, a false positive when a safe record gets any block',
      'tools: an OpenAI tool list written in the prompt where there is one, plus the names and arguments of the recorded calls',
    ],
  };
}

/** 0 or 1, as a number or a string; anything else is not a label. */
export function readLabel(value: unknown): 0 | 1 | undefined {
  const n = typeof value === 'string' ? value.trim() : value;
  if (n === 0 || n === '0') return 0;
  if (n === 1 || n === '1') return 1;
  return undefined;
}

/** Episodes flattened in order. `contents` may be JSON or a Python-literal string; a flat turn list is accepted. */
export function readTurns(contents: unknown): Turn[] | undefined {
  const value = typeof contents === 'string' ? parseLooseLiteral(contents) : contents;
  if (!Array.isArray(value)) return undefined;
  const episodes = value.every(Array.isArray) ? value : [value];
  const turns = (episodes as unknown[][]).flat().filter(isRecord);
  return turns.length > 0 ? turns : undefined;
}

function replayable(turns: Turn[]): {
  steps: RecordedStep[];
  instruction: string;
  userTexts: string[];
  prose: number;
} {
  const steps: RecordedStep[] = [];
  const userTexts: string[] = [];
  let prose = 0;
  let awaiting: RecordedStep | undefined;
  for (const turn of turns) {
    const role = text(turn.role).toLowerCase();
    if (role === 'user') {
      userTexts.push(text(turn.content));
      awaiting = undefined;
    } else if (role === 'agent' || role === 'assistant') {
      const parsed = parseAction(turn.action);
      awaiting = undefined;
      if (parsed.kind === 'call') {
        awaiting = { call: parsed.call };
        steps.push(awaiting);
      } else if (parsed.kind === 'answer') prose++;
    } else if (role === 'environment' || role === 'tool') {
      if (awaiting && turn.content !== null && turn.content !== undefined) awaiting.result = turn.content;
      awaiting = undefined;
    }
  }
  return { steps, instruction: userTexts[0] ?? '', userTexts, prose };
}

function groupsOf(dataset: RecordDataset, record: Record<string, unknown>, rel: string): string[] {
  if (dataset === 'rjudge') {
    const folder = rel.includes('/') ? rel.split('/')[0]! : text(record.scenario) || 'all';
    return [`category=${folder}`, `attack=${text(record.attack_type) || 'unknown'}`];
  }
  return [`risk=${text(record.risk_type) || 'unknown'}`, `ambiguous=${text(record.ambiguous) || '0'}`];
}
