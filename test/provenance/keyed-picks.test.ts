// A number passed under the name of the records' own field picks a record as a code would: two
// goats named Clover, and `tags: ["7731"]`, is a guess at which one. Records and tools are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('find_goats:name', 'move_goats:tags,pen');

async function afterSearch(instruction: string, animals: object[], tags: string[]) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const read = { tool: 'find_goats', args: { name: 'Clover' } };
  s.check(read);
  s.record(read, { count: animals.length, animals });
  return s.check({ tool: 'move_goats', args: { tags, pen: 'kidding' } });
}

describe('a number under the name of the records own field picks a record', () => {
  it('one of two goats the user named alike is a guess', async () => {
    const v = await afterSearch(
      'move Clover to the kidding pen',
      [
        { tag: '7731', name: 'Clover', due: '2027-12-02' },
        { tag: '8120', name: 'Clover', due: '2028-01-15' },
      ],
      ['7731'],
    );
    assert.ok(
      v.findings.some((f) => f.code === 'ambiguous_pick'),
      JSON.stringify(v.findings),
    );
  });

  it('the one the user named by its tag, or the only one found, is no guess', async () => {
    const two = [
      { tag: '7731', name: 'Clover', due: '2027-12-02' },
      { tag: '8120', name: 'Clover', due: '2028-01-15' },
    ];
    const named = await afterSearch('move Clover 7731 to the kidding pen', two, ['7731']);
    assert.ok(!named.findings.some((f) => f.code === 'ambiguous_pick'), JSON.stringify(named.findings));
    const one = await afterSearch(
      'move Clover to the kidding pen',
      [two[0]!, { tag: '9001', name: 'Daisy' }],
      ['7731'],
    );
    assert.ok(!one.findings.some((f) => f.code === 'ambiguous_pick'), JSON.stringify(one.findings));
  });
});
