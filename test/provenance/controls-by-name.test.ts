// A safeguard bypassed by the tool's own name (`kiln.bypass_safety_interlock`) or switched to a
// bypassed state (`set_protection {state: "overridden"}`) is confirmed, even when the user asks for
// it; a safeguard switched back on, and an override of no safeguard (`override_price`), are not.
// Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

async function check(instruction: string, specs: string[], tool: string, args: Record<string, unknown>) {
  const tools = namedTools(...specs);
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const v = s.check({ tool, args });
  s.close();
  return v;
}

describe('safeguards bypassed by a tool name or a state', () => {
  it('a tool named for bypassing a safeguard is confirmed when asked', async () => {
    const v = await check(
      'Bypass the door interlock on kiln 2 for the rest of the firing, we are behind.',
      ['kiln.bypass_safety_interlock:kiln,hours,reason'],
      'kiln.bypass_safety_interlock',
      { kiln: 2, hours: 6, reason: 'behind schedule' },
    );
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((f) => f.code === 'control_bypass'));
  });

  it('a safeguard set to "overridden" is confirmed; set back to "armed" it is not', async () => {
    const specs = ['set_protection:feeder,protection,state'];
    const off = await check('Override the earth-fault protection on feeder F3.', specs, 'set_protection', {
      feeder: 'F3',
      protection: 'earth_fault',
      state: 'overridden',
    });
    assert.ok(off.findings.some((f) => f.code === 'control_bypass'));
    const on = await check('Re-arm the earth-fault protection on feeder F3.', specs, 'set_protection', {
      feeder: 'F3',
      protection: 'earth_fault',
      state: 'armed',
    });
    assert.ok(!on.findings.some((f) => f.code === 'control_bypass'));
  });

  it('an override of no safeguard is an ordinary change', async () => {
    const v = await check(
      'Override the price of the lamb shank to 24 at the bar till.',
      ['override_price:item,price'],
      'override_price',
      {
        item: 'lamb shank',
        price: 24,
      },
    );
    assert.ok(!v.findings.some((f) => f.code === 'control_bypass'));
  });
});
