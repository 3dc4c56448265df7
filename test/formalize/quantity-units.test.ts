// A parameter named for a quantity of a unit (`quantity_kg`, `qty_litres`) of a tool known by its
// calls alone takes the count the user wrote with that unit. Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

describe('quantities of a unit', () => {
  it('"40 litres" binds qty_litres; another amount is sent back with the user\'s', async () => {
    const instruction = 'Blend batch: 40 litres from tank TK-12 with the elderflower syrup.';
    const tools = namedTools('tank_card:tank_id', 'blend_batch:tank_id,syrup,qty_litres');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const wrong = s.check({
      tool: 'blend_batch',
      args: { tank_id: 'TK-12', syrup: 'elderflower', qty_litres: 60 },
    });
    assert.equal(wrong.disposition, 'revision_required');
    assert.match(wrong.feedback ?? '', /40/);
    assert.equal(
      s.check({ tool: 'blend_batch', args: { tank_id: 'TK-12', syrup: 'elderflower', qty_litres: 40 } })
        .disposition,
      'approved',
    );
  });

  it('a unit the user did not write binds nothing', async () => {
    const instruction = 'Blend batch from tank TK-12 with the elderflower syrup, 3 crates of bottles after.';
    const tools = namedTools('blend_batch:tank_id,syrup,qty_litres');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    assert.equal(
      s.check({ tool: 'blend_batch', args: { tank_id: 'TK-12', syrup: 'elderflower', qty_litres: 55 } })
        .disposition,
      'approved',
    );
  });
});
