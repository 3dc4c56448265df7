// A tool named by the document its records are kept in (`pallet_ledger`, `berth_map`,
// `crew_roll`, `tenant_dossier`), with no verb, shows those records: a call that only chooses
// which ones is a read, and before any tool data is read the agent may make it unasked. A call
// that sets a value in one (an amount, a note) still changes it. Tools and words are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { callAsksChange, inferHints } from '../../src/tools/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const inferred = (name: string) => ({ name, hintsInferred: true });

describe('tools named by the document records are kept in', () => {
  it('read by their name, and change when a call sets a value', () => {
    for (const name of ['pallet_ledger', 'berthMap', 'crew.roll', 'tenant-dossier', 'tariff_table'])
      assert.equal(inferHints(name)?.readOnly, true, name);
    assert.equal(callAsksChange(inferred('pallet_ledger'), { pallet_id: 'PL-40', amount: 12.5 }), true);
    assert.equal(callAsksChange(inferred('crew.roll'), { crew: 'B', note: 'Kemal joins Monday' }), true);
    assert.equal(
      callAsksChange(inferred('pallet_ledger'), { pallet_id: 'PL-40', since: '2028-01-01' }),
      false,
    );
  });

  it('a verb in the name still says what the tool does', () => {
    assert.equal(inferHints('post_ledger')?.readOnly, false);
    assert.equal(inferHints('delete_crew_roll')?.destructive, true);
  });

  it("the user's first look at one is approved; an entry written into it is asked", async () => {
    const tools = namedTools(
      'berth_map:quay,tide',
      'pallet_ledger:pallet_id,amount,note',
      'assign_berth:vessel,berth',
    );
    const instruction = 'Which berths on quay 4 are free at high tide tonight?';
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const look = { tool: 'berth_map', args: { quay: '4', tide: 'high' } };
    assert.equal(s.check(look).disposition, 'approved');
    s.record(look, JSON.stringify({ free: ['4B', '4D'] }));
    const entry = s.check({
      tool: 'pallet_ledger',
      args: { pallet_id: 'PL-40', amount: 90, note: 'demurrage' },
    });
    assert.notEqual(entry.disposition, 'approved');
  });
});
