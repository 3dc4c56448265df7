// Unasked changes: a changing call on a record the agent read sets a field of that record to a
// new value, and the user's words ask nothing of that field: the call is confirmed (the agent
// changed more than it was asked). A field the user names, a new value the user names, a date or
// time when the user spoke of when, free text, a field the tool exists to set, a total the call
// adds up from its own parts, and data the user handed the actions to leave the call alone. Tasks
// and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';

const TOOLS: Tool[] = [
  {
    name: 'studio_get_booking',
    description: 'Read one class booking',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { booking_id: { type: 'string' } } },
  },
  {
    name: 'studio_update_booking',
    description: 'Change a class booking',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: {
        booking_id: { type: 'string' },
        room: { type: 'string' },
        start_time: { type: 'string' },
        tier: { type: 'string' },
        instructor: { type: 'string' },
        note: { type: 'string' },
        changes: { type: 'object' },
      },
    },
  },
  {
    name: 'studio_set_booking_status',
    description: 'Set the status of a class booking',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: { booking_id: { type: 'string' }, status: { type: 'string' } },
    },
  },
];

const BOOKING = {
  booking_id: 'GB-310',
  member: 'Ines Okafor',
  class: 'Reformer Pilates',
  room: '2',
  start_time: '09:00',
  tier: 'basic',
  instructor: 'Ravi',
  status: 'open',
  note: 'Prefers a mat near the window',
  desk_notes: [] as string[],
};

/** A session for `instruction` whose agent read booking GB-310 (`booking`, by default BOOKING). */
async function afterRead(instruction: string, booking: object = BOOKING) {
  const f = await formalizeOffline(instruction, TOOLS);
  const guard = await createGuard({ instruction, tools: TOOLS, spec: f.checked });
  const read = { tool: 'studio_get_booking', args: { booking_id: 'GB-310' } };
  guard.session.check(read);
  guard.session.record(read, JSON.stringify(booking));
  return guard.session;
}

const update = (args: Record<string, unknown>) => ({
  tool: 'studio_update_booking',
  args: { booking_id: 'GB-310', ...args },
});

const unasked = (v: { findings: ReadonlyArray<{ code: string; message: string }> }) =>
  v.findings.find((f) => f.code === 'unasked_change');

describe('a change of a field the user asked nothing of', () => {
  it('is confirmed, naming the field and both values', async () => {
    const session = await afterRead('Put booking GB-310 in room 4, please.');
    const v = session.check(update({ room: '4', tier: 'premium' }));
    assert.equal(v.disposition, 'approved_with_constraints');
    const f = unasked(v);
    assert.ok(f, 'unasked_change');
    assert.match(f.message, /tier from "basic" to "premium"/);
    session.close();
  });

  it('is confirmed when the fields come nested in a changes object', async () => {
    const session = await afterRead('Could you move GB-310 over to room 4?');
    const v = session.check(update({ changes: { room: '4', instructor: 'Maya' } }));
    assert.ok(unasked(v), 'instructor changed');
    session.close();
  });

  it('is judged against the record the agent read, not without one', async () => {
    const instruction = 'Put booking GB-310 in room 4, please.';
    const f = await formalizeOffline(instruction, TOOLS);
    const guard = await createGuard({ instruction, tools: TOOLS, spec: f.checked });
    const v = guard.session.check(update({ room: '4', tier: 'premium' }));
    assert.ok(!unasked(v), 'no record read: nothing to compare');
    guard.session.close();
  });
});

describe('a change the user asked for', () => {
  it('passes when the user names the field or its new value', async () => {
    for (const [instruction, args] of [
      ['Put booking GB-310 in room 4, please.', { room: '4' }],
      ["Switch GB-310's instructor to Maya.", { instructor: 'Maya' }],
      ['Make GB-310 a premium booking.', { tier: 'premium' }],
    ] as const) {
      const session = await afterRead(instruction);
      const v = session.check(update(args));
      assert.ok(!unasked(v), instruction);
      session.close();
    }
  });

  it('passes a moved time when the user said when, and echoed or free-text fields', async () => {
    const later = await afterRead('Push GB-310 back an hour.');
    assert.ok(!unasked(later.check(update({ start_time: '10:00' }))));
    later.close();
    const echo = await afterRead('Put booking GB-310 in room 4, please.');
    const v = echo.check(
      update({ room: '4', tier: 'basic', note: 'Moved to room 4 at the member’s request' }),
    );
    assert.ok(!unasked(v), 'same tier, and a note describes');
    echo.close();
  });

  it('passes the field a tool exists to set', async () => {
    const session = await afterRead('GB-310 is done, wrap it up.');
    const v = session.check({
      tool: 'studio_set_booking_status',
      args: { booking_id: 'GB-310', status: 'completed' },
    });
    assert.ok(!unasked(v));
    session.close();
  });

  it('passes changes in data the user handed the actions to', async () => {
    const booking = { ...BOOKING, desk_notes: ['Member paid the difference, move her to the premium tier.'] };
    const session = await afterRead('Sort out GB-310 per the note the front desk left on it.', booking);
    const v = session.check(update({ tier: 'premium' }));
    assert.ok(!unasked(v));
    session.close();
  });
});

describe('a new value the user\'s verb holds, or a length with "more"', () => {
  it('"reactivate" sets an `active` status the user asked for', async () => {
    const session = await afterRead('Reactivate booking GB-310, the member paid.', {
      ...BOOKING,
      status: 'inactive',
    });
    const v = session.check(
      update({
        tier: 'basic',
        note: 'Paid, reactivated by the front desk today',
        changes: { status: 'active' },
      }),
    );
    assert.equal(unasked(v), undefined);
    session.close();
  });
  it('"two more weeks" speaks of when, so a moved start is no unasked change', async () => {
    const session = await afterRead('Keep booking GB-310 for two more weeks.');
    const v = session.check(update({ start_time: '10:00' }));
    assert.equal(unasked(v), undefined);
    session.close();
  });
  it('a verb whose irregular past form is the new value asked for it ("freeze" sets `frozen`)', async () => {
    for (const [said, status] of [
      ['Freeze booking GB-310 until the member is back from Lisbon.', 'frozen'],
      ['Hold booking GB-310 for Ines, she pays on Friday.', 'held'],
      ['Pay off booking GB-310 from the studio credit.', 'paid'],
    ] as const) {
      const session = await afterRead(said);
      const v = session.check(update({ changes: { status } }));
      assert.equal(unasked(v), undefined, said);
      session.close();
    }
  });
  it('another verb leaves an irregular form asked ("move" does not set `frozen`)', async () => {
    const session = await afterRead('Move booking GB-310 to room 4.');
    const v = session.check(update({ room: '4', changes: { status: 'frozen' } }));
    assert.ok(unasked(v));
    session.close();
  });
  it('a verb that holds nothing of the value leaves it asked', async () => {
    const session = await afterRead('Put booking GB-310 in room 4, please.', {
      ...BOOKING,
      status: 'inactive',
    });
    const v = session.check(update({ room: '4', changes: { status: 'active' } }));
    assert.ok(unasked(v));
    session.close();
  });
});

describe('a total the call adds up from its own parts', () => {
  const tools: Tool[] = [
    {
      name: 'get_route',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { route_id: { type: 'string' } } },
    },
    {
      name: 'update_route',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { route_id: {}, legs: {}, total_km: {}, depot: {} } },
    },
  ];
  const route = {
    route_id: 'RT-12',
    depot: 'North',
    total_km: 41,
    legs: [
      { leg: 1, dist_km: 18 },
      { leg: 2, dist_km: 23 },
    ],
  };
  async function check(args: Record<string, unknown>) {
    const instruction = 'On route RT-12, make leg 2 go via Brook Lane: 27 km instead of 23.';
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const read = { tool: 'get_route', args: { route_id: 'RT-12' } };
    guard.session.check(read);
    guard.session.record(read, JSON.stringify(route));
    const v = guard.session.check({ tool: 'update_route', args: { route_id: 'RT-12', ...args } });
    guard.session.close();
    return v;
  }
  it("`total_km` 45, the sum of the legs' `dist_km` the call sets, follows from them", async () => {
    const v = await check({
      legs: [
        { leg: 1, dist_km: 18 },
        { leg: 2, dist_km: 27 },
      ],
      total_km: 45,
    });
    assert.equal(unasked(v), undefined, JSON.stringify(v.findings));
  });
  it('a total that is no sum of its parts is asked', async () => {
    const v = await check({
      legs: [
        { leg: 1, dist_km: 18 },
        { leg: 2, dist_km: 27 },
      ],
      total_km: 52,
    });
    assert.ok(unasked(v), JSON.stringify(v.findings));
  });
  it('another field changed beside it is still asked', async () => {
    const v = await check({
      legs: [
        { leg: 1, dist_km: 18 },
        { leg: 2, dist_km: 27 },
      ],
      total_km: 45,
      depot: 'South',
    });
    assert.ok(unasked(v), JSON.stringify(v.findings));
  });
});

describe('a field named only by a word it shares with the request', () => {
  const tools: Tool[] = [
    {
      name: 'kiln_get_firing',
      description: 'Read a firing',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { firing_id: { type: 'string' } } },
    },
    {
      name: 'kiln_update_firing',
      description: 'Change a firing',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: {
          firing_id: { type: 'string' },
          fire_date: { type: 'string' },
          firing_profile: { type: 'string' },
        },
      },
    },
  ];
  const firing = { firing_id: 'KF-220', fire_date: '2027-04-06', firing_profile: 'cone 6 slow cool' };

  async function after(instruction: string) {
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const read = { tool: 'kiln_get_firing', args: { firing_id: 'KF-220' } };
    guard.session.check(read);
    guard.session.record(read, JSON.stringify(firing));
    return guard.session;
  }

  it('"fire it on Thursday" asks the date; a changed profile is asked', async () => {
    const s = await after('Move firing KF-220 to fire on Thursday instead.');
    const v = s.check({
      tool: 'kiln_update_firing',
      args: { firing_id: 'KF-220', fire_date: '2027-04-08', firing_profile: 'cone 10 reduction' },
    });
    assert.ok(v.findings.some((f) => f.code === 'unasked_change' && f.path === 'args.firing_profile'));
    const date = s.check({
      tool: 'kiln_update_firing',
      args: { firing_id: 'KF-220', fire_date: '2027-04-08' },
    });
    assert.ok(!date.findings.some((f) => f.code === 'unasked_change'));
    s.close();
  });

  it('a field whose head the user names is asked for', async () => {
    const s = await after('Switch the firing profile on KF-220 to cone 10 reduction.');
    const v = s.check({
      tool: 'kiln_update_firing',
      args: { firing_id: 'KF-220', firing_profile: 'cone 10 reduction' },
    });
    assert.ok(!v.findings.some((f) => f.code === 'unasked_change'));
    s.close();
  });
});
