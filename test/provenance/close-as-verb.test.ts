// "close" and "open" are times of day only after a word of time ("by close", "at opening");
// "close bay 4" asks for an action and says nothing of when, so a time the agent picks is its own.
// Wording and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('bay_closure:bay_id,date,start,reason');

async function decide(instruction: string) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  return s.check({
    tool: 'bay_closure',
    args: { bay_id: 'B-4', date: '2027-06-02', start: '07:00', reason: 'resurfacing' },
  });
}

describe('close as a verb, close as a time', () => {
  it('"Close bay B-4 for the resurfacing" leaves the time open: 07:00 is the agent\'s', async () => {
    const v = await decide('Close bay B-4 for the resurfacing.');
    assert.ok(
      v.findings.some((f) => f.code === 'invented_time'),
      JSON.stringify(v.findings),
    );
  });
  it('"… by close" or "after opening" says when', async () => {
    for (const text of [
      'Shut bay B-4 for the resurfacing after opening.',
      'Get bay B-4 closed for the resurfacing by close.',
    ])
      assert.ok(!(await decide(text)).findings.some((f) => f.code === 'invented_time'), text);
  });
});
