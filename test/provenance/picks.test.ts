// Ambiguous picks: a lookup by the user's words returned several records those words match
// equally, and the agent acts on one of them: the call is confirmed, since the user did not say
// which. Words that single one out, a rule for choosing, or a lookup the user's words did not
// steer leave the call alone. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { type Lookup, sessionAfter } from './lookup-session.ts';

const TOOLS: Tool[] = [
  {
    name: 'desk_find_tickets',
    description: 'Find support tickets by customer name',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { customer: { type: 'string' } } },
  },
  {
    name: 'desk_list_tickets',
    description: 'List all open support tickets',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'desk_close_ticket',
    description: 'Close a support ticket',
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { ticket_id: { type: 'string' }, note: { type: 'string' } } },
  },
];

const TICKETS = {
  tickets: [
    {
      ticket_id: 'T-4410',
      customer: 'Priya Raman',
      subject: 'Invoice 2291 shows the wrong VAT',
      opened: '2026-04-02',
    },
    { ticket_id: 'T-4452', customer: 'Priya Desai', subject: 'Cannot reset password', opened: '2026-04-19' },
    { ticket_id: 'T-4467', customer: 'Tomás Ibarra', subject: 'Export to CSV fails', opened: '2026-04-21' },
  ],
};

const afterLookup = (instruction: string, lookup: Lookup) =>
  sessionAfter(TOOLS, instruction, lookup, TICKETS);

const close = (ticket_id: string) => ({ tool: 'desk_close_ticket', args: { ticket_id, note: 'resolved' } });
const byName = { tool: 'desk_find_tickets', args: { customer: 'Priya' } };

describe('a record picked out of several the user describes equally', () => {
  it('is confirmed', async () => {
    const session = await afterLookup("Close Priya's support ticket, she called to say it's sorted.", byName);
    const v = session.check(close('T-4452'));
    assert.equal(v.disposition, 'approved_with_constraints');
    const f = v.findings.find((x) => x.code === 'ambiguous_pick');
    assert.ok(f, 'ambiguous_pick');
    assert.match(f.message, /priya/);
    session.close();
  });

  it('is not when the user’s words single it out, by a name or a number', async () => {
    for (const instruction of [
      "Close Priya Raman's support ticket, she called to say it's sorted.",
      "Close Priya's ticket about invoice 2291, she called to say it's sorted.",
    ]) {
      const session = await afterLookup(instruction, byName);
      const v = session.check(close('T-4410'));
      assert.ok(!v.findings.some((x) => x.code === 'ambiguous_pick'), instruction);
      session.close();
    }
  });

  it('is not when the user named the record, or gives a rule for choosing among one person’s', async () => {
    const named = await afterLookup('Close ticket T-4452 for Priya.', byName);
    assert.ok(!named.check(close('T-4452')).findings.some((x) => x.code === 'ambiguous_pick'));
    named.close();
    const ownTickets = {
      tickets: TICKETS.tickets.map((t) =>
        t.customer === 'Priya Raman' ? { ...t, customer: 'Priya Desai' } : t,
      ),
    };
    const ruled = await sessionAfter(TOOLS, "Close Priya's latest support ticket.", byName, ownTickets);
    assert.ok(!ruled.check(close('T-4452')).findings.some((x) => x.code === 'ambiguous_pick'));
    ruled.close();
    // (a rule does not choose between two people answering to the name: Priya Raman, Priya Desai)
    const two = await afterLookup("Close Priya's latest support ticket.", byName);
    assert.ok(two.check(close('T-4452')).findings.some((x) => x.code === 'ambiguous_pick'));
    two.close();
  });

  it('is not when the user asks for all of them, or names the record by a short code', async () => {
    const all = await afterLookup("Close everything of Priya's, she called to say it's all sorted.", byName);
    assert.ok(!all.check(close('T-4452')).findings.some((x) => x.code === 'ambiguous_pick'));
    all.close();
    const coded = await afterLookup("Close Priya's ticket 4452, she called.", byName);
    assert.ok(!coded.check(close('T-4452')).findings.some((x) => x.code === 'ambiguous_pick'));
    coded.close();
  });

  it("from a plain list (no lookup by the user's words), the same pick is asked; words that single one out pass", async () => {
    const session = await afterLookup("Close Priya's support ticket.", {
      tool: 'desk_list_tickets',
      args: {},
    });
    assert.ok(session.check(close('T-4452')).findings.some((x) => x.code === 'ambiguous_pick'));
    session.close();
    const again = await afterLookup("Close Priya Desai's support ticket.", {
      tool: 'desk_list_tickets',
      args: {},
    });
    assert.ok(!again.check(close('T-4452')).findings.some((x) => x.code === 'ambiguous_pick'));
    again.close();
  });
});

describe('a record picked by a value whose parameter is not named like an id', () => {
  const tools: Tool[] = [
    {
      name: 'dock_find_slots',
      description: 'Find dock slots by carrier',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { carrier: { type: 'string' } } },
    },
    {
      name: 'dock_release_slot',
      description: 'Release a dock slot',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: { slot_ref: { type: 'string' }, driver: { type: 'string' } },
      },
    },
  ];
  const slots = {
    slots: [
      { slot_ref: 'DK-7710', carrier: 'Nordfrakt', driver: 'Lena Holm', at: '06:30' },
      { slot_ref: 'DK-7745', carrier: 'Nordfrakt', driver: 'Arvid Sand', at: '14:00' },
    ],
  };
  const after = (instruction: string) =>
    sessionAfter(tools, instruction, { tool: 'dock_find_slots', args: { carrier: 'Nordfrakt' } }, slots);

  it("a code under another name (`slot_ref`) or a person's full name picks one record: confirmed", async () => {
    const s = await after("Release Nordfrakt's dock slot, their truck broke down.");
    assert.equal(
      s.check({ tool: 'dock_release_slot', args: { slot_ref: 'DK-7745' } }).disposition,
      'approved_with_constraints',
    );
    const s2 = await after("Release Nordfrakt's dock slot, their truck broke down.");
    assert.equal(
      s2.check({ tool: 'dock_release_slot', args: { driver: 'Arvid Sand' } }).disposition,
      'approved_with_constraints',
    );
  });

  it("the same call is the user's when the words single the record out", async () => {
    const s = await after("Release Nordfrakt's 14:00 dock slot, their truck broke down.");
    assert.equal(
      s.check({ tool: 'dock_release_slot', args: { slot_ref: 'DK-7745' } }).disposition,
      'approved',
    );
  });
});

describe('records told apart by ordinals, plurals and plain lists', () => {
  const tools: Tool[] = [
    {
      name: 'bays_list',
      description: 'List the loading bays',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: {} },
    },
    {
      name: 'bays_open',
      description: 'Open a loading bay door',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { bay_id: { type: 'string' } } },
    },
  ];
  const bays = {
    bays: [
      { bay_id: 'B1', name: 'Bay 1 north door', dock: 'north' },
      { bay_id: 'B2', name: 'Bay 2 north door', dock: 'north' },
      { bay_id: 'B3', name: 'Bay 3 south door', dock: 'south' },
    ],
  };
  const after = (instruction: string) =>
    sessionAfter(tools, instruction, { tool: 'bays_list', args: {} }, bays);

  it("from a plain list, a pick the user's words do not single out is asked", async () => {
    const s = await after('Open the north door, the truck is here.');
    assert.equal(
      s.check({ tool: 'bays_open', args: { bay_id: 'B2' } }).disposition,
      'approved_with_constraints',
    );
  });

  it('an ordinal the user wrote singles the record out ("the 2nd north door")', async () => {
    const s = await after('Open the 2nd north door, the truck is here.');
    assert.equal(s.check({ tool: 'bays_open', args: { bay_id: 'B2' } }).disposition, 'approved');
  });

  it('words of the user the records do not hold say nothing', async () => {
    const s = await after('Let the courier in.');
    assert.notEqual(
      s
        .check({ tool: 'bays_open', args: { bay_id: 'B3' } })
        .findings.some((f) => f.code === 'ambiguous_pick'),
      true,
    );
  });
});

describe('duplicates the user speaks of', () => {
  const tools: Tool[] = [
    {
      name: 'card_search_charges',
      description: 'Search card charges by merchant',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { merchant: { type: 'string' } } },
    },
    {
      name: 'card_dispute_charge',
      description: 'Dispute a card charge',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { charge_id: { type: 'string' } } },
    },
  ];
  const charges = {
    charges: [
      { charge_id: 'ch_901', merchant: 'Tunely', amount: 11.99, date: '2026-11-03', memo: 'monthly plan' },
      { charge_id: 'ch_902', merchant: 'Tunely', amount: 11.99, date: '2026-11-03', memo: 'monthly plan' },
    ],
  };
  async function pick(instruction: string) {
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const find = { tool: 'card_search_charges', args: { merchant: 'Tunely' } };
    guard.session.check(find);
    guard.session.record(find, JSON.stringify(charges));
    return guard.session.check({ tool: 'card_dispute_charge', args: { charge_id: 'ch_902' } });
  }

  it('two records alike but for their ids are "the duplicate" when the user says so', async () => {
    const v = await pick('Tunely charged me twice this month, dispute the duplicate.');
    assert.equal(
      v.findings.some((x) => x.code === 'ambiguous_pick'),
      false,
    );
  });

  it('without the user saying so, picking one of them is asked', async () => {
    const v = await pick('Dispute the Tunely charge, I cancelled that plan.');
    assert.ok(v.findings.some((x) => x.code === 'ambiguous_pick'));
  });
});

describe('a choice the user leaves to the agent', () => {
  it('"whatever free bay" is no ambiguous pick', async () => {
    const tools: Tool[] = [
      {
        name: 'bays_list',
        description: 'List loading bays',
        hints: { readOnly: true },
        inputSchema: { type: 'object', properties: {} },
      },
      {
        name: 'bays_assign',
        description: 'Assign a truck to a loading bay',
        hints: { readOnly: false },
        inputSchema: {
          type: 'object',
          properties: { bay_id: { type: 'string' }, truck: { type: 'string' } },
        },
      },
    ];
    const instruction = 'Put truck TR-51 in whatever free north bay there is.';
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const list = { tool: 'bays_list', args: {} };
    guard.session.check(list);
    guard.session.record(
      list,
      JSON.stringify({
        bays: [
          { bay_id: 'B1', side: 'north', free: true },
          { bay_id: 'B2', side: 'north', free: true },
        ],
      }),
    );
    const v = guard.session.check({ tool: 'bays_assign', args: { bay_id: 'B2', truck: 'TR-51' } });
    assert.equal(
      v.findings.some((x) => x.code === 'ambiguous_pick'),
      false,
    );
  });
});

describe('a lookup by a kind the records do not repeat', () => {
  const tools: Tool[] = [
    {
      name: 'yard_find_trailers',
      description: 'Find trailers in the yard by type',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { type: { type: 'string' } } },
    },
    {
      name: 'yard_release_trailer',
      description: 'Release a trailer to its carrier',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { trailer_id: { type: 'string' } } },
    },
  ];
  // the lookup asked for refrigerated trailers; the records do not say "refrigerated" again
  const found = {
    trailers: [
      { trailer_id: 'TR-201', door: '12', carrier: 'Kolb Logistik' },
      { trailer_id: 'TR-288', door: '7', carrier: 'Vasko Freight' },
    ],
  };
  const after = (instruction: string) =>
    sessionAfter(tools, instruction, { tool: 'yard_find_trailers', args: { type: 'refrigerated' } }, found);
  const release = { tool: 'yard_release_trailer', args: { trailer_id: 'TR-288' } };

  it('"the refrigerated trailer" meant one, and the lookup found two: confirmed', async () => {
    const s = await after('Release the refrigerated trailer, its driver is at the gate.');
    const v = s.check(release);
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((x) => x.code === 'ambiguous_pick'));
    s.close();
  });

  it('"a refrigerated trailer" leaves the choice to the agent; words that single one out pass', async () => {
    for (const instruction of [
      'Release a refrigerated trailer, we need the door space.',
      'Release the refrigerated trailer from Vasko Freight, its driver is at the gate.',
    ]) {
      const s = await after(instruction);
      assert.ok(!s.check(release).findings.some((x) => x.code === 'ambiguous_pick'), instruction);
      s.close();
    }
  });
});

describe('records told apart only by function words, and ids under a `_number` parameter', () => {
  const tools: Tool[] = [
    {
      name: 'members_search',
      description: 'Search members by surname',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { surname: { type: 'string' } } },
    },
    {
      name: 'dues_post',
      description: 'Post a dues payment to a membership',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: { membership_number: { type: 'string' }, amount: { type: 'number' } },
      },
    },
  ];
  // the first record's note holds "the"; the numbers hold no letter
  const found = {
    results: [
      { membership_number: '4471-220', name: 'Chidi Ndukwe', note: 'paid at the front desk last year' },
      { membership_number: '8841-093', name: 'Emeka Ndukwe', note: 'prefers email reminders' },
    ],
  };
  const after = (instruction: string) =>
    sessionAfter(tools, instruction, { tool: 'members_search', args: { surname: 'Ndukwe' } }, found);

  it('"post the dues for Mr. Ndukwe" with two Ndukwes: confirmed, whatever "the" matches', async () => {
    const s = await after('Post the $60 dues that came in for Mr. Ndukwe.');
    const v = s.check({ tool: 'dues_post', args: { membership_number: '4471-220', amount: 60 } });
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((x) => x.code === 'ambiguous_pick'));
    s.close();
  });

  it('a first name that singles one out passes', async () => {
    const s = await after('Post the $60 dues that came in for Emeka Ndukwe.');
    const v = s.check({ tool: 'dues_post', args: { membership_number: '8841-093', amount: 60 } });
    assert.ok(!v.findings.some((x) => x.code === 'ambiguous_pick'));
    s.close();
  });
});

describe('picks: dates, names the search widened, addresses, and records named in the plural', () => {
  const tools: Tool[] = [
    {
      name: 'studio_find_bookings',
      description: 'Find studio bookings by client name and date',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { client: { type: 'string' }, date: { type: 'string' } } },
    },
    {
      name: 'studio_cancel_booking',
      description: 'Cancel a booking',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { booking_id: { type: 'string' } } },
    },
    {
      name: 'studio_notify_client',
      description: 'Send a client a notice',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: { client_id: { type: 'string' }, text: { type: 'string' } },
      },
    },
    {
      name: 'vault_grant_read',
      description: 'Give a user read access to a vault',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { user: { type: 'string' }, vault: { type: 'string' } } },
    },
    {
      name: 'vault_find_users',
      description: 'Find users by name',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
    },
  ];
  const lookup = { tool: 'studio_find_bookings', args: { client: 'Noor' } };
  const bookings = {
    bookings: [
      { booking_id: 'BK-310', client_id: 'C-1', client: 'Noor Haddad', date: '2027-01-21', kind: 'portrait' },
      { booking_id: 'BK-318', client_id: 'C-2', client: 'Noor Saleh', date: '2027-01-22', kind: 'family' },
    ],
  };
  const picked = (v: { findings: Array<{ code: string }> }) =>
    v.findings.some((f) => f.code === 'ambiguous_pick');

  it('"next week" and "last week" give no rule for choosing', async () => {
    for (const instruction of ["Cancel Noor's booking next week.", "Cancel Noor's booking from last week."]) {
      const session = await sessionAfter(tools, instruction, lookup, bookings);
      assert.ok(
        picked(session.check({ tool: 'studio_cancel_booking', args: { booking_id: 'BK-310' } })),
        instruction,
      );
      session.close();
    }
    // ("the first one" is a rule, and is followed among one client's bookings)
    const own = {
      bookings: bookings.bookings.map((b) => ({ ...b, client_id: 'C-1', client: 'Noor Haddad' })),
    };
    const session = await sessionAfter(tools, "Cancel Noor's first booking next week.", lookup, own);
    assert.equal(
      picked(session.check({ tool: 'studio_cancel_booking', args: { booking_id: 'BK-310' } })),
      false,
    );
    session.close();
    // (not between two clients answering to the name: which Noor is still open)
    const two = await sessionAfter(tools, "Cancel Noor's first booking next week.", lookup, bookings);
    assert.ok(picked(two.check({ tool: 'studio_cancel_booking', args: { booking_id: 'BK-310' } })));
    two.close();
  });

  it('a search for a short name that also found a longer one leaves the pick open', async () => {
    const found = {
      bookings: [
        { booking_id: 'BK-401', client: 'Sam Okafor', date: '2027-01-23' },
        { booking_id: 'BK-405', client: 'Samira Voss', date: '2027-01-23' },
      ],
    };
    const session = await sessionAfter(
      tools,
      "Cancel Sam's booking on Saturday.",
      { tool: 'studio_find_bookings', args: { client: 'Sam', date: '2027-01-23' } },
      found,
    );
    assert.ok(picked(session.check({ tool: 'studio_cancel_booking', args: { booking_id: 'BK-401' } })));
    session.close();
  });

  it('an address picks its record as an id does', async () => {
    const users = {
      users: [
        { username: 'lee.park@acme.test', team: 'finance' },
        { username: 'lee.moreau@acme.test', team: 'design' },
      ],
    };
    const session = await sessionAfter(
      tools,
      'Give Lee read access to the payroll vault.',
      { tool: 'vault_find_users', args: { name: 'lee' } },
      users,
    );
    assert.ok(
      picked(
        session.check({ tool: 'vault_grant_read', args: { user: 'lee.park@acme.test', vault: 'payroll' } }),
      ),
    );
    session.close();
  });

  it('records the user named in the plural are all meant', async () => {
    const session = await sessionAfter(
      tools,
      'Notify the clients whose Noor shoots moved.',
      lookup,
      bookings,
    );
    const v = session.check({
      tool: 'studio_notify_client',
      args: { client_id: 'C-1', text: 'Your shoot moved.' },
    });
    assert.equal(picked(v), false);
    session.close();
  });
});
