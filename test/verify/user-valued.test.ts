// Tools the guard cannot class (known by a name with no verb it knows), called with nothing but
// the user's own words, run as the user's lookup; any value from elsewhere asks. Names and values
// are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { parseTools } from '../../src/tools/index.ts';
import { unclassed, userValued } from '../../src/verify/user-valued.ts';

const tools: Tool[] = parseTools(
  [
    { name: 'hive_weigh', inputSchema: { type: 'object', properties: { hive: {}, apiary: {} } } },
    { name: 'hive_get_notes', inputSchema: { type: 'object', properties: { hive: {} } } },
    { name: 'hive_delete_record', inputSchema: { type: 'object', properties: { hive: {} } } },
  ],
  { format: 'mcp' },
);

async function check(instruction: string, tool: string, args: Record<string, unknown>) {
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  return guard.session.check({ tool, args });
}

describe("a tool the guard cannot class, given only the user's words", () => {
  it('runs as the user’s own lookup', async () => {
    const v = await check('How heavy is hive B7 at the Orchard Lane apiary now?', 'hive_weigh', {
      hive: 'B7',
      apiary: 'orchard_lane',
    });
    assert.equal(v.disposition, 'approved');
  });

  it('a value the user did not write, or a flag, asks', async () => {
    const other = await check('How heavy is hive B7 at the Orchard Lane apiary now?', 'hive_weigh', {
      hive: 'B9',
    });
    assert.equal(other.disposition, 'approved_with_constraints');
    const flag = await check('How heavy is hive B7 now?', 'hive_weigh', { hive: 'B7', apiary: true });
    assert.equal(flag.disposition, 'approved_with_constraints');
  });

  it('a tool whose name says it changes things is not unclassed', () => {
    assert.equal(unclassed(tools[2], 'hive_delete_record'), false);
    assert.equal(unclassed(tools[0], 'hive_weigh'), true);
  });

  it('numbers count as written; nothing at all is no value', () => {
    assert.equal(userValued({ kg: 41.5 }, 'it weighed 41.5 kg'), true);
    assert.equal(userValued({ kg: 41 }, 'it weighed 41.5 kg'), false);
    assert.equal(userValued({ ids: [] }, 'anything'), false);
  });
});
