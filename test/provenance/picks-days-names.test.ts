// Ambiguous picks by a day and by a short name: the user describes a record by the weekday or the
// day of the month it falls on ("the tasting on Friday", "the delivery on the 12th") or by a name
// written short ("Ana's table"), a list holds two such records, and the agent acts on one. Tasks
// and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { sessionAfter } from './lookup-session.ts';

const tools: Tool[] = [
  {
    name: 'cellar_list_tastings',
    description: 'List wine tastings between two dates',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } },
  },
  {
    name: 'cellar_cancel_tasting',
    description: 'Cancel a tasting',
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { tasting_id: { type: 'string' } } },
  },
  {
    name: 'bistro_tables_tonight',
    description: 'Reservations for tonight',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { service: { type: 'string' } } },
  },
  {
    name: 'bistro_move_reservation',
    description: 'Move a reservation to another time',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: { reservation_id: { type: 'string' }, time: { type: 'string' } },
    },
  },
];

// 2027-02-05 is a Friday, 2027-02-06 a Saturday
const twoFridays = {
  tastings: [
    { tasting_id: 'TS-410', date: '2027-02-05', starts: '17:00', theme: 'Rioja verticals' },
    { tasting_id: 'TS-414', date: '2027-02-05', starts: '20:00', theme: 'Alsace whites' },
    { tasting_id: 'TS-420', date: '2027-02-06', starts: '18:00', theme: 'Port' },
  ],
};
const lookup = { tool: 'cellar_list_tastings', args: { from: '2027-02-01', to: '2027-02-07' } };

describe('picks described by a day', () => {
  it('two records on the weekday the user named: which one was not said', async () => {
    const s = await sessionAfter(
      tools,
      'Cancel the tasting on Friday, the sommelier is ill.',
      lookup,
      twoFridays,
    );
    const v = s.check({ tool: 'cellar_cancel_tasting', args: { tasting_id: 'TS-410' } });
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((f) => f.code === 'ambiguous_pick' && /2027-02-05/.test(f.message ?? '')));
    s.close();
  });

  it('one record on that day, or a day with its theme named: no question', async () => {
    const sat = await sessionAfter(
      tools,
      'Cancel the tasting on Saturday, the sommelier is ill.',
      lookup,
      twoFridays,
    );
    const one = sat.check({ tool: 'cellar_cancel_tasting', args: { tasting_id: 'TS-420' } });
    assert.ok(!one.findings.some((f) => f.code === 'ambiguous_pick'));
    sat.close();
    const named = await sessionAfter(
      tools,
      "Cancel Friday's Alsace tasting, the sommelier is ill.",
      lookup,
      twoFridays,
    );
    const alsace = named.check({ tool: 'cellar_cancel_tasting', args: { tasting_id: 'TS-414' } });
    assert.ok(!alsace.findings.some((f) => f.code === 'ambiguous_pick'));
    named.close();
  });

  it('a day of the month written as an ordinal names the day too', async () => {
    const s = await sessionAfter(tools, 'Please cancel the tasting on the 5th.', lookup, twoFridays);
    const v = s.check({ tool: 'cellar_cancel_tasting', args: { tasting_id: 'TS-414' } });
    assert.ok(v.findings.some((f) => f.code === 'ambiguous_pick'));
    s.close();
  });
});

describe('picks described by a short name', () => {
  const tonight = {
    reservations: [
      { reservation_id: 'R-31', guest: 'Ana Duarte', time: '19:00', covers: 2 },
      { reservation_id: 'R-35', guest: 'Anastasia Volkova', time: '19:30', covers: 4 },
      { reservation_id: 'R-38', guest: 'Marek Nowak', time: '20:00', covers: 3 },
    ],
  };
  const list = { tool: 'bistro_tables_tonight', args: { service: 'dinner' } };

  it('a name the user wrote short also names the longer one that begins with it', async () => {
    const s = await sessionAfter(tools, "Push Ana's table back to 21:00.", list, tonight);
    const v = s.check({ tool: 'bistro_move_reservation', args: { reservation_id: 'R-31', time: '21:00' } });
    assert.ok(v.findings.some((f) => f.code === 'ambiguous_pick'));
    s.close();
  });

  it('a time the user gives is no word records share (21:00 and 20:00 do not share `00`)', async () => {
    const s = await sessionAfter(tools, "Push Marek's table back to 21:00.", list, tonight);
    const v = s.check({ tool: 'bistro_move_reservation', args: { reservation_id: 'R-38', time: '21:00' } });
    assert.ok(!v.findings.some((f) => f.code === 'ambiguous_pick'));
    s.close();
  });

  it('a name only one record begins with is no guess', async () => {
    const s = await sessionAfter(tools, "Push Marek's table back to nine.", list, tonight);
    const v = s.check({ tool: 'bistro_move_reservation', args: { reservation_id: 'R-38', time: '21:00' } });
    assert.ok(!v.findings.some((f) => f.code === 'ambiguous_pick'));
    s.close();
  });
});

describe('several of a kind asked for', () => {
  const gear: Tool[] = [
    {
      name: 'store_list_gear',
      description: 'List gear in the store',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { kind: { type: 'string' } } },
    },
    {
      name: 'store_sign_out',
      description: 'Sign gear out to a person',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: { gear_ids: { type: 'array' }, person: { type: 'string' } },
      },
    },
  ];
  const ladders = {
    gear: [
      { gear_id: 'LD-11', kind: 'ladder', length_m: 6 },
      { gear_id: 'LD-12', kind: 'ladder', length_m: 6 },
      { gear_id: 'LD-14', kind: 'ladder', length_m: 6 },
    ],
  };
  const list = { tool: 'store_list_gear', args: { kind: 'ladder' } };

  it('"two ladders", and the call takes two of three: no question', async () => {
    const s = await sessionAfter(gear, 'Sign out two ladders to Omar for the gutter job.', list, ladders);
    const v = s.check({ tool: 'store_sign_out', args: { gear_ids: ['LD-11', 'LD-12'], person: 'Omar' } });
    assert.ok(!v.findings.some((f) => f.code === 'ambiguous_pick'), JSON.stringify(v.findings));
    s.close();
  });

  it('"the ladder", and the call takes one of three alike: asked', async () => {
    const s = await sessionAfter(gear, 'Sign out the ladder to Omar for the gutter job.', list, ladders);
    const v = s.check({ tool: 'store_sign_out', args: { gear_ids: ['LD-14'], person: 'Omar' } });
    assert.ok(
      v.findings.some((f) => f.code === 'ambiguous_pick'),
      JSON.stringify(v.findings),
    );
    s.close();
  });
});
