// One entry per dataset: DIR has the layout of `../shared/bench-data/<folder>/`.
import { mapStrings, rewordInformationBlocks } from '../reword.ts';
import type { DatasetName, LoadedDataset, LoadOptions } from '../types.ts';
import { loadAgentDojo } from './agentdojo.ts';
import { loadInjecAgent } from './injecagent.ts';
import { loadRecordDataset } from './record-datasets.ts';
import { loadRedCode } from './redcode.ts';
import { signaturesOfCalls, toolsFromSignatures } from './tool-specs.ts';
import { loadToolEmu } from './toolemu.ts';

/** The folder each dataset has under a bench-data root (`--dataset all`). */
export const DATASET_FOLDERS: Record<DatasetName, string> = {
  agentdojo: 'agentdojo',
  injecagent: 'injecagent',
  toolemu: 'toolemu',
  redcode: 'redcode_exec',
  rjudge: 'rjudge',
  assebench: 'assebench',
};

export async function loadDataset(
  name: DatasetName,
  dir: string,
  options: LoadOptions = {},
): Promise<LoadedDataset> {
  const loaded = await loadAsShipped(name, dir, options);
  return options.tools === 'recorded' ? withRecordedTools(loaded) : loaded;
}

/**
 * Each trajectory's tools cut down to the names and argument names of the calls it made (no
 * descriptions, schemas or declared hints): the guard knows the tools as R-Judge gives them.
 */
function withRecordedTools(loaded: LoadedDataset): LoadedDataset {
  for (const t of loaded.trajectories)
    t.task.tools = toolsFromSignatures(signaturesOfCalls(t.steps.map((s) => s.call)));
  loaded.notes.push(
    'tools: only the names and argument names of the recorded calls (--tools recorded), as R-Judge gives them',
  );
  return loaded;
}

async function loadAsShipped(name: DatasetName, dir: string, options: LoadOptions): Promise<LoadedDataset> {
  switch (name) {
    case 'agentdojo': {
      const loaded = loadAgentDojo(dir, options);
      const template = options.reword;
      if (template)
        for (const t of loaded.trajectories)
          for (const step of t.steps)
            if ('result' in step)
              step.result = mapStrings(step.result, (text) => rewordInformationBlocks(text, template));
      return loaded;
    }
    case 'injecagent':
      return loadInjecAgent(dir, options);
    case 'toolemu':
      return loadToolEmu(dir, options);
    case 'redcode':
      return loadRedCode(dir, options);
    case 'rjudge':
    case 'assebench':
      return loadRecordDataset(name, dir, options);
  }
}

export { readLabel, readTurns } from './record-datasets.ts';
export { agreement } from './toolemu.ts';
