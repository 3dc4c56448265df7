// A tool that makes its object, asked for one thing, runs a second time: a second thing made that
// the user did not ask for, unless the user's words say more than one. Tools and wording are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('slot_book:pitch_id,date,start', 'pitch_card:pitch_id');

async function twice(instruction: string) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const first = { tool: 'slot_book', args: { pitch_id: 'P-7', date: '2027-04-03', start: '10:00' } };
  const v1 = s.check(first);
  s.record(first, JSON.stringify({ booking_id: 'BK-1', status: 'booked' }));
  // (the same booking again: no other object, a second thing)
  const v2 = s.check(first);
  return [v1, v2] as const;
}

describe('a second thing made', () => {
  it('"book pitch P-7 for Saturday at 10" books one slot; a second booking is asked', async () => {
    const [v1, v2] = await twice('Book pitch P-7 for Saturday 2027-04-03 at 10:00.');
    assert.equal(v1.disposition, 'approved');
    assert.equal(v2.disposition, 'approved_with_constraints');
    assert.ok(v2.findings.some((f) => f.code === 'repeated_object'));
    assert.match(v2.feedback ?? '', /second/);
  });

  it('"two slots" or "and" asks for more than one', async () => {
    for (const text of [
      'Book two slots on pitch P-7 on 2027-04-03, 10:00 and 14:00.',
      'Book pitch P-7 on 2027-04-03 at 10:00, and the same again for the reserve team.',
    ]) {
      const [, v2] = await twice(text);
      assert.ok(!v2.findings.some((f) => f.code === 'repeated_object'), text);
    }
  });

  it('a repeat after a failed first call is a retry', async () => {
    const instruction = 'Book pitch P-7 for Saturday 2027-04-03 at 10:00.';
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const call = { tool: 'slot_book', args: { pitch_id: 'P-7', date: '2027-04-03', start: '10:00' } };
    s.check(call);
    s.record(call, JSON.stringify({ error: 'timeout, not booked' }));
    assert.equal(s.check(call).disposition, 'approved');
  });
});
