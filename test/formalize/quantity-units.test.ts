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

  it('a unit written as its symbol binds a parameter named by its full name, and the other way round', async () => {
    // js-quantities knows `t` as tonne and `kilograms` as kg: the user's unit and the
    // parameter's name need not be spelt alike
    const instruction = 'Load 14 t of road salt onto truck GR-7 for the Ashby depot.';
    const tools = namedTools('truck_card:truck_id', 'salt_load:truck_id,depot,tonnes');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const wrong = s.check({ tool: 'salt_load', args: { truck_id: 'GR-7', depot: 'Ashby', tonnes: 18 } });
    assert.equal(wrong.disposition, 'revision_required');
    assert.match(wrong.feedback ?? '', /14/);
    assert.equal(
      s.check({ tool: 'salt_load', args: { truck_id: 'GR-7', depot: 'Ashby', tonnes: 14 } }).disposition,
      'approved',
    );

    const spelt = 'Weigh in 6 kilograms of saffron threads for lot SF-3.';
    const weighTools = namedTools('weigh_in:lot_id,weight_kg');
    const g = await formalizeOffline(spelt, weighTools);
    const t = (await createGuard({ instruction: spelt, tools: weighTools, spec: g.checked })).session;
    assert.equal(
      t.check({ tool: 'weigh_in', args: { lot_id: 'SF-3', weight_kg: 9 } }).disposition,
      'revision_required',
    );
    assert.equal(
      t.check({ tool: 'weigh_in', args: { lot_id: 'SF-3', weight_kg: 6 } }).disposition,
      'approved',
    );
  });

  it('a measure with a decimal binds as written ("12.5 gallons")', async () => {
    const instruction = 'Log a refuel of 12.5 gallons of diesel for generator G-4.';
    const tools = namedTools('log_refuel:generator_id,fuel,gallons');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    assert.equal(
      s.check({ tool: 'log_refuel', args: { generator_id: 'G-4', fuel: 'diesel', gallons: 125 } })
        .disposition,
      'revision_required',
    );
    assert.equal(
      s.check({ tool: 'log_refuel', args: { generator_id: 'G-4', fuel: 'diesel', gallons: 12.5 } })
        .disposition,
      'approved',
    );
  });

  it('a unit of another measure binds nothing (kilograms do not bind `litres`)', async () => {
    const instruction = 'Blend batch: 40 kg of sugar into tank TK-12.';
    const tools = namedTools('blend_batch:tank_id,qty_litres');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    assert.equal(
      s.check({ tool: 'blend_batch', args: { tank_id: 'TK-12', qty_litres: 55 } }).disposition,
      'approved',
    );
  });

  it('a rate per unit is not a measure of it ("90 litres at 1.80 a litre" binds `litres`, not `price_per_litre`)', async () => {
    const instruction = 'Bunker 90 litres of red diesel for the barge Kestrel at 1.80 a litre.';
    const tools = namedTools('bunker_ticket:barge,litres,price_per_litre');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    assert.equal(
      s.check({ tool: 'bunker_ticket', args: { barge: 'Kestrel', litres: 90, price_per_litre: 1.8 } })
        .disposition,
      'approved',
    );
    assert.equal(
      s.check({ tool: 'bunker_ticket', args: { barge: 'Kestrel', litres: 95, price_per_litre: 1.8 } })
        .disposition,
      'revision_required',
    );
  });
});

describe('ranks', () => {
  const tools = [
    {
      name: 'send_stage_invoice',
      description: 'Invoice one payment stage of a commission',
      inputSchema: {
        type: 'object',
        properties: {
          commission_id: { type: 'string' },
          stage: { type: 'integer' },
          qty: { type: 'integer' },
        },
      },
    },
  ];

  it('"the second stage" binds `stage` to 2, and no plain quantity', async () => {
    const instruction = 'Send the invoice for the second stage payment on commission CM-44.';
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    assert.equal(
      s.check({ tool: 'send_stage_invoice', args: { commission_id: 'CM-44', stage: 3 } }).disposition,
      'revision_required',
    );
    assert.equal(
      s.check({ tool: 'send_stage_invoice', args: { commission_id: 'CM-44', stage: 2, qty: 1 } }).disposition,
      'approved',
    );
  });
});

describe('temperatures', () => {
  const tools = namedTools(
    'log_fridge_temp:fridge_id,time,value_c,logged_by',
    'set_smoker:unit,temp_f,minutes',
  );
  const check = async (instruction: string, call: { tool: string; args: Record<string, unknown> }) => {
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const v = s.check(call);
    s.close();
    return v;
  };
  const log = (value_c: number) => ({
    tool: 'log_fridge_temp',
    args: { fridge_id: 'FR-3', time: '07:30', value_c, logged_by: 'Ines' },
  });
  it('"3.1°C" binds `value_c`; another reading is sent back', async () => {
    const said = 'Log fridge FR-3 at 07:30: 3.1°C, checked by Ines.';
    assert.notEqual((await check(said, log(3.1))).disposition, 'revision_required');
    assert.equal((await check(said, log(0.1))).disposition, 'revision_required');
  });
  it('"225 °F" binds `temp_f`, not a Celsius parameter', async () => {
    const said = 'Set smoker S-2 to 225 °F for 360 minutes.';
    const v = await check(said, { tool: 'set_smoker', args: { unit: 'S-2', temp_f: 250, minutes: 360 } });
    assert.equal(v.disposition, 'revision_required');
    const ok = await check(said, { tool: 'set_smoker', args: { unit: 'S-2', temp_f: 225, minutes: 360 } });
    assert.notEqual(ok.disposition, 'revision_required');
  });
  it('a temperature binds no parameter of another scale', async () => {
    const said = 'Log fridge FR-3 at 07:30: 38°F, checked by Ines.';
    assert.notEqual((await check(said, log(3.3))).disposition, 'revision_required');
  });
});
