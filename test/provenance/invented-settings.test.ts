// A level the agent sets (`target_c`, `speed_pct`) that neither the user's words nor any data
// gives, nor one operation on their numbers, is the agent's choice: "turn the fridge warmer" says
// which way, not where to. Tools and wording are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('fridge_status:unit', 'set_fridge:unit,target_c', 'set_fan:unit,speed_pct');

async function decide(instruction: string, call: { tool: string; args: Record<string, unknown> }) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const read = { tool: 'fridge_status', args: { unit: 'F2' } };
  s.check(read);
  s.record(read, JSON.stringify({ unit: 'F2', target_c: 2, fan_speed_pct: 40 }));
  return s.check(call);
}

describe('settings the agent chose', () => {
  it('"turn fridge F2 warmer" leaves the level open: 6 °C is the agent\'s', async () => {
    const v = await decide("Turn fridge F2 warmer, it's freezing the lettuce.", {
      tool: 'set_fridge',
      args: { unit: 'F2', target_c: 6 },
    });
    assert.ok(
      v.findings.some((f) => f.code === 'invented_amount'),
      JSON.stringify(v.findings),
    );
  });

  it("the user's level, or one step from the data, is not", async () => {
    assert.ok(
      !(
        await decide('Set fridge F2 to 6 degrees.', { tool: 'set_fridge', args: { unit: 'F2', target_c: 6 } })
      ).findings.some((f) => f.code === 'invented_amount'),
    );
    assert.ok(
      !(
        await decide('Raise the F2 fan speed by 10 points.', {
          tool: 'set_fan',
          args: { unit: 'F2', speed_pct: 50 },
        })
      ).findings.some((f) => f.code === 'invented_amount'),
    );
  });
});
