// The user who says only when ("Friday afternoon") leaves the time inside that window to the
// agent: booking either of two afternoon slots is no guess at a record. A call that changes one
// of two existing afternoon visits is still a guess, and so is a booking whose record the user's
// other words pick among several. Tools, names and slots are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('list_slots:date,window', 'book_service:customer,slot_id', 'cancel_visit:visit_id');

async function guessed(instruction: string, records: object[], call: { tool: string; args: object }) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const look = { tool: 'list_slots', args: { date: '2028-03-10', window: 'PM' } };
  s.check(look);
  s.record(look, JSON.stringify({ date: '2028-03-10', slots: records }));
  return s.check(call as never).findings.some((x) => x.code === 'ambiguous_pick');
}

const afternoon = [
  { slot_id: 'SL-13', engineer: 'Ana Duarte', start: '2028-03-10T13:00' },
  { slot_id: 'SL-15', engineer: 'Ben Okafor', start: '2028-03-10T15:00' },
];

describe('a slot inside the window the user named', () => {
  it('booking either afternoon slot is the user’s choice of time', async () => {
    const v = await guessed('Book Marta Ruiz a boiler service Friday afternoon, any engineer.', afternoon, {
      tool: 'book_service',
      args: { customer: 'Marta Ruiz', slot_id: 'SL-15' },
    });
    assert.equal(v, false);
  });

  it('changing one of two afternoon visits is still a guess', async () => {
    const v = await guessed("Cancel Marta Ruiz's Friday afternoon visit.", afternoon, {
      tool: 'cancel_visit',
      args: { visit_id: 'SL-15' },
    });
    assert.equal(v, true);
  });

  it('a booking the other words leave open among records is still a guess', async () => {
    const two = [
      { slot_id: 'SL-13', engineer: 'Ana Duarte', van: 'north', start: '2028-03-10T13:00' },
      { slot_id: 'SL-15', engineer: 'Ana Duarte', van: 'south', start: '2028-03-10T15:00' },
    ];
    const v = await guessed('Book Marta Ruiz with Ana Duarte on Friday afternoon.', two, {
      tool: 'book_service',
      args: { customer: 'Marta Ruiz', slot_id: 'SL-15' },
    });
    assert.equal(v, true);
  });
});
