// One entry per dataset: DIR has the layout of `../shared/bench-data/<folder>/`.
import type { DatasetName, LoadedDataset, LoadOptions } from '../types.ts';
import { loadAgentDojo } from './agentdojo.ts';
import { loadInjecAgent } from './injecagent.ts';
import { loadRecordDataset } from './record-datasets.ts';
import { loadRedCode } from './redcode.ts';
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
  switch (name) {
    case 'agentdojo':
      return loadAgentDojo(dir, options);
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
