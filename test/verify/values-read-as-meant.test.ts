// Values read as the user meant them (issue 17), each a fault that made the guard ask about
// ordinary work: a list's next marker is no number of the line before ("£90 per hour\n2. …"); a day
// before a month is a date, no labelled number ("last day 14 June"); a measure over time is no
// length of time (`belt_speed_m_min`); an account the user gave binds the account parameter, not
// the payee beside it, and a record-valued account agrees by its number; "push it from A to B" is a
// change whose new value is B, not a span from A. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';

const reference = new Date('2031-06-10T09:00:00Z');

function tool(name: string, props: Record<string, string>, hints: NonNullable<Tool['hints']>): Tool {
  return {
    name,
    hints,
    inputSchema: {
      type: 'object',
      properties: Object.fromEntries(Object.entries(props).map(([k, type]) => [k, { type }])),
    },
  };
}

async function check(
  instruction: string,
  tools: Tool[],
  call: { tool: string; args: Record<string, unknown> },
) {
  const f = await formalizeOffline(instruction, tools, { reference });
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  const v = guard.session.check(call);
  guard.session.close();
  return v;
}

const codes = (v: { findings: Array<{ code: string }> }) => v.findings.map((f) => f.code);

describe('numbers labelled by the word before them', () => {
  const tools = [
    tool(
      'assign_tutor',
      { course_id: 'string', tutor: 'string', rate_per_hour: 'number' },
      { readOnly: false },
    ),
    tool('set_course_status', { course_id: 'string', status: 'string' }, { readOnly: false }),
    tool(
      'leaver_start',
      { staff_id: 'string', last_day: 'string', leave_days: 'number' },
      { readOnly: false },
    ),
  ];
  it('a list marker on the next line labels nothing', async () => {
    const v = await check(
      'two things for course C-310:\n1. assign Dana Frost as tutor, £90 per hour\n2. set status to staffed',
      tools,
      { tool: 'assign_tutor', args: { course_id: 'C-310', tutor: 'Dana Frost', rate_per_hour: 90 } },
    );
    assert.ok(!codes(v).includes('other_value'), JSON.stringify(v.findings));
  });
  it('a day before a month is a date', async () => {
    const v = await check('Start the leaver process for S-2207, last day 14 June, no leave owed.', tools, {
      tool: 'leaver_start',
      args: { staff_id: 'S-2207', last_day: '2031-06-14', leave_days: 2.5 },
    });
    assert.ok(!codes(v).includes('other_value'), JSON.stringify(v.findings));
  });
  it('a number on the same line after its word still labels it', async () => {
    const v = await check('Assign Dana Frost to C-310 as tutor, rate 90 per hour.', tools, {
      tool: 'assign_tutor',
      args: { course_id: 'C-310', tutor: 'Dana Frost', rate_per_hour: 120 },
    });
    assert.ok(codes(v).includes('other_value'), JSON.stringify(v.findings));
  });
});

describe('lengths of time', () => {
  const tools = [
    tool(
      'conveyor_set',
      { line: 'string', belt_speed_m_min: 'number', pause_min: 'number' },
      { readOnly: false },
    ),
  ];
  it('a measure over time is no length', async () => {
    const v = await check('conveyor 7 settings: 15 min pause, belt speed 1.8 m/min', tools, {
      tool: 'conveyor_set',
      args: { line: '7', belt_speed_m_min: 1.8, pause_min: 15 },
    });
    assert.ok(!codes(v).includes('other_duration'), JSON.stringify(v.findings));
  });
  it('a length in the parameter’s own unit is still checked', async () => {
    const v = await check('conveyor 7 settings: 15 min pause, belt speed 1.8 m/min', tools, {
      tool: 'conveyor_set',
      args: { line: '7', belt_speed_m_min: 1.8, pause_min: 40 },
    });
    assert.ok(codes(v).includes('other_duration'), JSON.stringify(v.findings));
  });
});

describe('an account the user gave', () => {
  const tools = [
    tool(
      'transfer.create',
      { payee: 'string', amount: 'number', reference: 'string', account: 'object' },
      {
        readOnly: false,
        destructive: true,
      },
    ),
  ];
  const instruction =
    'Pay Marrow Scaffolding’s hire invoice: £1,260, ref MS-4471, sort code 30-12-85, account 55120934.';
  const pay = (payee: string, account: unknown) => ({
    tool: 'transfer.create',
    args: { payee, amount: 1260, reference: 'MS-4471', account },
  });
  it('binds the account, not the payee, and agrees by its number in a record', async () => {
    const v = await check(
      instruction,
      tools,
      pay('Marrow Scaffolding', { sort_code: '30-12-85', account_number: '55120934' }),
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('another account number is still another', async () => {
    const v = await check(
      instruction,
      tools,
      pay('Marrow Scaffolding', { sort_code: '30-12-85', account_number: '99887766' }),
    );
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('a change from one time to another', () => {
  const tools = [
    tool('slot_update', { booking_id: 'string', start: 'string', end: 'string' }, { readOnly: false }),
    tool('slot_get', { booking_id: 'string' }, { readOnly: true }),
  ];
  it('binds the new time, not a span from the old one', async () => {
    const instruction =
      'Court booking CB-5510: the member wants to push it from 18:00 to 19:30, sort it if the court is free.';
    assert.equal(
      (
        await check(instruction, tools, {
          tool: 'slot_update',
          args: { booking_id: 'CB-5510', start: '19:30' },
        })
      ).disposition,
      'approved',
    );
    assert.notEqual(
      (
        await check(instruction, tools, {
          tool: 'slot_update',
          args: { booking_id: 'CB-5510', start: '20:30' },
        })
      ).disposition,
      'approved',
    );
  });
});

describe('a span after "to"', () => {
  it('"change the class to run from 18:00 to 19:30" still names both ends', () => {
    const times = namedValues('Change the spin class to run from 18:00 to 19:30 on Friday.', { reference })
      .filter((v) => v.kind === 'time')
      .map((v) => `${v.value}:${v.range}`);
    assert.deepEqual(times, ['18:00:start', '19:30:end']);
  });
});

describe('a sum less a share the user takes off', () => {
  const tools = [
    tool(
      'fee_payout',
      { payee: 'string', gross: 'number', net_amount: 'number' },
      { readOnly: false, destructive: true },
    ),
  ];
  const instruction = 'Pay Iris Vane for Saturday’s workshop: €4,000 less our 15% agency fee.';
  it('is the user’s figure', async () => {
    const v = await check(instruction, tools, {
      tool: 'fee_payout',
      args: { payee: 'Iris Vane', gross: 4000, net_amount: 3400 },
    });
    assert.ok(!codes(v).includes('invented_amount'), JSON.stringify(v.findings));
  });
  it('another share taken off is not', async () => {
    const v = await check(instruction, tools, {
      tool: 'fee_payout',
      args: { payee: 'Iris Vane', gross: 4000, net_amount: 3000 },
    });
    assert.ok(codes(v).includes('invented_amount'), JSON.stringify(v.findings));
  });
});
