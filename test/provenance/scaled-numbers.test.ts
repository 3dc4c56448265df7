// A number the user wrote with its scale ("from 20k to 75k messages a day", "a 1.5M row cap") is
// the user's figure at that scale: a call setting 75000 sets the user's number, one setting 80000
// sets a number no one gave. A small `m` is metres or minutes, never millions. Tools are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { plainNumbers } from '../../src/provenance/mechanisms/amounts.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('get_sender:account', 'set_send_quota:account,daily_limit');

async function quota(instruction: string, limit: number) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const look = { tool: 'get_sender', args: { account: 'OM-5521' } };
  s.check(look);
  s.record(look, JSON.stringify({ account: 'OM-5521', name: 'Orchard Media', daily_limit: 20000 }));
  const v = s.check({ tool: 'set_send_quota', args: { account: 'OM-5521', daily_limit: limit } });
  return v.findings.map((x) => x.code);
}

describe('numbers written with their scale', () => {
  it('are read at their scale', () => {
    const n = plainNumbers('from 20k to 75k a day, a 1.5M row cap, 2bn events, a 5m cable, 40 min');
    for (const x of [20000, 75000, 1_500_000, 2e9, 40]) assert.ok(n.includes(x), String(x));
    assert.ok(!n.includes(5_000_000));
  });

  it("a quota set to the user's scaled figure is the user's", async () => {
    const said = 'Orchard Media (OM-5521) may go from 20k to 75k messages a day. Please set it.';
    assert.ok(!(await quota(said, 75000)).includes('invented_amount'));
    assert.ok((await quota(said, 80000)).includes('invented_amount'));
  });
});
