// A part that sends someone a message is done by a tool named for notifying or messaging, `msg`
// included ("send her the locker code" and `msg_member`; "send him a reminder" and
// `alerts.notify`). Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const planned = async (instruction: string, tools: ReturnType<typeof namedTools>) =>
  (await formalizeOffline(instruction, tools)).checked.spec.steps.map((s) => s.action);

describe('message parts', () => {
  it('"send her the locker code" plans msg_member', async () => {
    const tools = namedTools(
      'hold_locker:locker_id,member_id,until',
      'msg_member:member_id,text',
      'close_locker:locker_id',
    );
    const steps = await planned(
      '1) hold locker L-14 for Priya until Friday 2) send her the locker code.',
      tools,
    );
    assert.ok(steps.includes('msg_member'), steps.join());
    assert.ok(!steps.includes('close_locker'), steps.join());
  });

  it('"send him a reminder" plans the notifying tool', async () => {
    const tools = namedTools(
      'kit.reserve:diver_id,items',
      'alerts.notify:diver_id,channel,message',
      'kit.return:diver_id',
    );
    const steps = await planned(
      '1) Reserve a drysuit and fins for diver D-88 for Sunday. 2) Send him a reminder about the 8:00 briefing.',
      tools,
    );
    assert.ok(steps.includes('alerts.notify'), steps.join());
  });

  it('"send whoever is free" plans the dispatching tool', async () => {
    const tools = namedTools(
      'insp_schedule:site_id,date',
      'crew_roster:date',
      'crew_dispatch:crew_id,date',
      'crew_remove:crew_id',
    );
    const steps = await planned(
      'Schedule the annual check on site S-12 for 2027-05-06 and send whoever is free on the roster.',
      tools,
    );
    assert.ok(steps.includes('crew_dispatch'), steps.join());
    assert.ok(!steps.includes('crew_remove'), steps.join());
  });
});
