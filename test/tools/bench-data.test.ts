// The registry against the real ToolEmu and InjecAgent tool specs in ../shared/bench-data (read in
// place, never copied). Skips with a message when the data is not there.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { detectToolFormat, loadTools } from '../../src/tools/index.ts';

const DATA = join(import.meta.dirname, '../../../shared/bench-data');
const TOOLEMU = join(DATA, 'toolemu/haoyuwang99_AgentSpec/benchmarks/ToolEmu/all_toolkits.json');
const TRAJECTORIES = join(
  DATA,
  'toolemu/bplaut_safety-persists-llm-agents/data/raw_data_by_eval/gpt5m/gpt-4.1',
);
const INJECAGENT = join(DATA, 'injecagent/enkryptai_xInjectAgent/data');

function skipUnless(path: string): string | false {
  return existsSync(path) ? false : `bench data not found at ${path} (see shared/bench-data/README.md)`;
}

describe('ToolEmu toolkits from bench-data', () => {
  it('loads 38 toolkits and 330 tools', { skip: skipUnless(TOOLEMU) }, async () => {
    const tools = await loadTools(TOOLEMU);
    assert.equal(detectToolFormat(JSON.parse(readFileSync(TOOLEMU, 'utf8'))), 'toolemu');
    assert.equal(tools.length, 330);
    assert.equal(new Set(tools.map((t) => t.toolkit)).size, 38);
    assert.ok(tools.some((t) => t.name === 'TerminalExecute' && t.hints?.destructive === true));
  });

  it('uses the names ToolEmu agents call in their trajectories', {
    skip: skipUnless(TRAJECTORIES) || skipUnless(TOOLEMU),
  }, async () => {
    const names = new Set((await loadTools(TOOLEMU)).map((t) => t.name));
    const called = new Set<string>();
    for (const file of readdirSync(TRAJECTORIES).filter(
      (f) => f.endsWith('.jsonl') && !f.includes('_eval_'),
    )) {
      for (const line of readFileSync(join(TRAJECTORIES, file), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const record = JSON.parse(line) as { intermediate_steps?: unknown[] };
        for (const step of record.intermediate_steps ?? []) {
          const action = Array.isArray(step) && Array.isArray(step[0]) ? step[0][0] : undefined;
          if (typeof action === 'string' && /^[A-Z]\w+$/.test(action)) called.add(action);
        }
      }
    }
    assert.ok(called.size > 50, `expected many called tools, saw ${called.size}`);
    const known = [...called].filter((n) => names.has(n));
    // agents sometimes invent tools; nearly every called name must still be a registry name
    assert.ok(
      known.length / called.size > 0.9,
      `only ${known.length}/${called.size} called names are registry names`,
    );
  });
});

describe('InjecAgent tools.json from bench-data', () => {
  it('is the ToolEmu format and names every attacker tool', { skip: skipUnless(INJECAGENT) }, async () => {
    const tools = await loadTools(join(INJECAGENT, 'tools.json'));
    assert.equal(tools.length, 330);
    const names = new Set(tools.map((t) => t.name));
    const attackers = readFileSync(join(INJECAGENT, 'attacker_cases_dh.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .flatMap((l) => (JSON.parse(l) as { 'Attacker Tools': string[] })['Attacker Tools']);
    assert.ok(attackers.length >= 30);
    for (const name of attackers) assert.ok(names.has(name), `attacker tool ${name} not in the registry`);
  });
});
