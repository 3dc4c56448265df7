// Lengths of time and labelled numbers the user states bind the change: "suspend the badge for 5
// days" is `days: 5`, "pause it for two weeks starting Monday" a 14-day span, "capacity 40" is
// `capacity: 40`. Another value is the agent's choice, against the user's words, and is
// confirmed (other_duration, other_value); a length that says when, how often or by how much a
// date moves binds no span. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { statedDurations } from '../../src/provenance/mechanisms/durations.ts';
import { labelledNumbers } from '../../src/provenance/mechanisms/labels.ts';

const TOOLS: Tool[] = [
  {
    name: 'badge_suspend',
    description: 'Suspend a contractor badge',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: { badge: { type: 'string' }, days: { type: 'number' }, reason: { type: 'string' } },
    },
  },
  {
    name: 'newsletter_pause',
    description: 'Pause a newsletter subscription',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: {
        subscriber: { type: 'string' },
        start_date: { type: 'string' },
        end_date: { type: 'string' },
      },
    },
  },
  {
    name: 'loan_extend',
    description: 'Extend a tool-library loan',
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { loan: { type: 'string' }, days: { type: 'number' } } },
  },
  {
    name: 'workshop_create',
    description: 'Create a workshop',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        capacity: { type: 'number' },
        max_waitlist: { type: 'number' },
        plays_per_day: { type: 'number' },
      },
    },
  },
];

async function verdict(instruction: string, call: ToolCall) {
  const f = await formalizeOffline(instruction, TOOLS);
  const guard = await createGuard({ instruction, tools: TOOLS, spec: f.checked });
  const v = guard.session.check(call);
  guard.session.close();
  return { disposition: v.disposition, codes: v.findings.map((x) => x.code) };
}

describe('the lengths of time a user states', () => {
  it('are read with their unit, and not when they say when, how often or compare', () => {
    const got = (s: string) => statedDurations(s).map((d) => `${d.n} ${d.unit}${d.shift ? ' shift' : ''}`);
    assert.deepEqual(got('Suspend badge CB-17 for 5 days.'), ['5 day']);
    assert.deepEqual(got('Pause it for two weeks starting Monday.'), ['2 week']);
    assert.deepEqual(got('Book a 3-day course.'), ['3 day']);
    assert.deepEqual(got('Give the bed a half an hour airing.'), ['0.5 hour']);
    assert.deepEqual(got('Extend loan L-4 by 3 days.'), ['3 day shift']);
    assert.deepEqual(got('Run it 3 times a day.'), []);
    assert.deepEqual(got('Remind her in 2 days.'), []);
    assert.deepEqual(got('Flag anything older than 30 days.'), []);
    assert.deepEqual(got('She returned it 2 weeks late.'), []);
  });
});

describe('a length the user stated binds the change', () => {
  const suspend = (days: number): ToolCall => ({
    tool: 'badge_suspend',
    args: { badge: 'CB-17', days, reason: 'tailgating' },
  });
  it('in the parameter of its unit', async () => {
    const ok = await verdict('Suspend contractor badge CB-17 for 5 days for tailgating.', suspend(5));
    assert.equal(ok.codes.includes('other_duration'), false);
    const off = await verdict('Suspend contractor badge CB-17 for 5 days for tailgating.', suspend(30));
    assert.equal(off.codes.includes('other_duration'), true);
    assert.equal(off.disposition, 'approved_with_constraints');
    // (weeks are days too)
    const weeks = await verdict('Suspend contractor badge CB-17 for two weeks.', suspend(14));
    assert.equal(weeks.codes.includes('other_duration'), false);
  });

  it('as a span between a start and an end, counting the last day or not', async () => {
    const pause = (end_date: string): ToolCall => ({
      tool: 'newsletter_pause',
      args: { subscriber: 'S-2231', start_date: '2027-03-01', end_date },
    });
    const said = 'Pause the newsletter for subscriber S-2231 for two weeks starting March 1st.';
    for (const end of ['2027-03-15', '2027-03-14'])
      assert.equal((await verdict(said, pause(end))).codes.includes('other_duration'), false, end);
    const month = await verdict(said, pause('2027-04-01'));
    assert.equal(month.codes.includes('other_duration'), true);
  });

  it('"by" a length is how much a change adds, not a span', async () => {
    const extend = (days: number): ToolCall => ({ tool: 'loan_extend', args: { loan: 'L-4', days } });
    assert.equal(
      (await verdict('Extend loan L-4 by 3 days.', extend(3))).codes.includes('other_duration'),
      false,
    );
    assert.equal(
      (await verdict('Extend loan L-4 by 3 days.', extend(7))).codes.includes('other_duration'),
      true,
    );
  });

  it('says nothing when the user stated no length', async () => {
    const v = await verdict('Suspend contractor badge CB-17 for tailgating.', suspend(30));
    assert.equal(v.codes.includes('other_duration'), false);
  });
});

describe('a number the user wrote after its name binds the parameter of that name', () => {
  const create = (args: Record<string, unknown>): ToolCall => ({
    tool: 'workshop_create',
    args: { title: 'Intro to lathes', ...args },
  });
  it('is read with the numbers of a range or list after it', () => {
    const l = labelledNumbers('Seats: capacity 40, mile 12.4 to 13.1, routes 6 and 11, max 3k.');
    assert.deepEqual([...(l.get('capacity') ?? [])], [40]);
    assert.deepEqual([...(l.get('mile') ?? [])], [12.4, 13.1]);
    assert.deepEqual([...(l.get('route') ?? [])], [6, 11]);
    assert.deepEqual([...(l.get('max') ?? [])], [3000]);
  });

  it('reads the new value of a change written with an arrow', () => {
    const l = labelledNumbers('Fix RMA-77: qty 4 -> 5, crates 2 → 3, weight 12 => 14 kg.');
    assert.deepEqual([...(l.get('qty') ?? [])], [4, 5]);
    assert.deepEqual([...(l.get('crate') ?? [])], [2, 3]);
    assert.deepEqual([...(l.get('weight') ?? [])], [12, 14]);
  });

  it('a change written with an arrow passes its new value, and no third', async () => {
    const said = 'Amend the Intro to lathes workshop: capacity 12 -> 14.';
    const ok = await verdict(said, create({ capacity: 14 }));
    assert.equal(ok.codes.includes('other_value'), false);
    const off = await verdict(said, create({ capacity: 20 }));
    assert.equal(off.codes.includes('other_value'), true);
  });

  it("confirms another number, passes the user's", async () => {
    const said = 'Create the Intro to lathes workshop, capacity 12, max 5 on the waitlist.';
    const ok = await verdict(said, create({ capacity: 12, max_waitlist: 5 }));
    assert.equal(ok.codes.includes('other_value'), false);
    const off = await verdict(said, create({ capacity: 20, max_waitlist: 5 }));
    assert.equal(off.codes.includes('other_value'), true);
    assert.equal(off.disposition, 'approved_with_constraints');
  });

  it('leaves rates and parameters the user gave no number for alone', async () => {
    const v = await verdict(
      'Create the Intro to lathes workshop, capacity 12.',
      create({ capacity: 12, plays_per_day: 3 }),
    );
    assert.equal(v.codes.includes('other_value'), false);
  });
});
