// A change the user asked for once, on one object named in the singular ("suspend the account of
// driver D-118"), acts on that object: the offline formalizer marks its step `single_object(N)`,
// and a later call of the same tool on another object is asked, not approved (one of the series
// of a code the user wrote is sent back: the code binds the step's parameter). A retry after a
// failure, a repeat on the same object and an object named in the plural pass. Tasks and tools
// are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { PrologEngine } from '../../src/logic/index.ts';
import { hasErrors, parseSpecText } from '../../src/spec/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const TOOLS: Tool[] = [
  {
    name: 'fleet_list_drivers',
    description: 'List the drivers of a depot',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { depot: { type: 'string' } } },
  },
  {
    name: 'fleet_suspend_account',
    description: "Suspend a driver's account",
    hints: { readOnly: false, destructive: true },
    inputSchema: { type: 'object', properties: { driverId: { type: 'string' }, note: { type: 'string' } } },
  },
  {
    name: 'billing_release_hold',
    description: 'Release the payment hold on invoices',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: { invoiceIds: { type: 'array', items: { type: 'string' } } },
    },
  },
];

async function guardFor(instruction: string) {
  const f = await formalizeOffline(instruction, TOOLS);
  const guard = await createGuard({ instruction, tools: TOOLS, spec: f.checked });
  return { guard, spec: f.checked.spec };
}

const suspend = (driverId: string) => ({ tool: 'fleet_suspend_account', args: { driverId, note: 'left' } });

describe('one object named, one object changed', () => {
  it('marks the step and asks before the same change runs on another object', async () => {
    const { guard, spec } = await guardFor('Suspend the account of D-118, he left the company.');
    const step = spec.steps.find((s) => s.action === 'fleet_suspend_account')!;
    assert.ok(
      spec.clauses.some((c) => c.term.type === 'compound' && c.term.name === 'single_object'),
      'the step is marked single_object',
    );
    const first = guard.session.check(suspend('D-118'));
    assert.equal(first.disposition, 'approved');
    guard.session.record(suspend('D-118'), { ok: true, driverId: 'D-118', status: 'suspended' });
    // (another driver of the user's code's series is sent back: the code binds the step's driverId)
    const sameSeries = guard.session.check(suspend('D-204'));
    assert.equal(sameSeries.disposition, 'revision_required');
    assert.ok(sameSeries.findings.some((f) => f.code === 'param_mismatch' && f.path === 'args.driverId'));
    // (one the tool names otherwise is asked as a second object)
    const second = guard.session.check(suspend('drv_9f2a'));
    assert.equal(second.disposition, 'approved_with_constraints');
    const finding = second.findings.find((f) => f.code === 'repeated_object');
    assert.ok(finding, 'repeated_object finding');
    assert.equal(finding.step, step.step);
    assert.match(finding.message, /D-118/);
    assert.match(finding.message, /drv_9f2a/);
    guard.session.close();
  });

  it('a retry after a failed call, and a repeat on the same object, pass', async () => {
    const { guard } = await guardFor('Suspend the account of D-118, he left the company.');
    assert.equal(guard.session.check(suspend('D-118')).disposition, 'approved');
    guard.session.record(suspend('D-118'), { error: 'upstream unavailable' });
    assert.equal(guard.session.check(suspend('D-118')).disposition, 'approved');
    guard.session.record(suspend('D-118'), 'Error: timeout, try again');
    assert.equal(guard.session.check(suspend('D-118')).disposition, 'approved');
    guard.session.record(suspend('D-118'), { status: 'suspended' });
    assert.equal(guard.session.check(suspend('D-118')).disposition, 'approved');
    guard.session.close();
  });

  it('objects named in the plural or coordinated are not one', async () => {
    for (const instruction of [
      'Suspend the accounts of drivers D-118 and D-204.',
      'Find the drivers who quit and suspend the account for each one.',
      'Suspend driver D-118 and driver D-204.',
      'Suspend every driver at the Leeds depot.',
    ]) {
      const { guard, spec } = await guardFor(instruction);
      assert.ok(
        !spec.clauses.some((c) => c.term.type === 'compound' && c.term.name === 'single_object'),
        instruction,
      );
      guard.session.check(suspend('D-118'));
      guard.session.record(suspend('D-118'), { status: 'suspended' });
      assert.equal(guard.session.check(suspend('D-204')).disposition, 'approved', instruction);
      guard.session.close();
    }
  });

  it('one call on several objects when one was named is asked', async () => {
    const { guard } = await guardFor('Release the hold on INV-77.');
    const call = { tool: 'billing_release_hold', args: { invoiceIds: ['INV-77', 'INV-78', 'INV-79'] } };
    const v = guard.session.check(call);
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((f) => f.code === 'repeated_object'));
    const one = { tool: 'billing_release_hold', args: { invoiceIds: ['INV-77'] } };
    assert.equal(guard.session.check(one).disposition, 'approved');
    guard.session.close();
  });

  it('a list naming the one thing the user named and others besides is asked', async () => {
    const tools: Tool[] = [
      {
        name: 'plan_remove_extras',
        description: "Remove add-ons from a member's plan",
        hints: { readOnly: false },
        inputSchema: {
          type: 'object',
          properties: { member: { type: 'string' }, extras: { type: 'array' } },
        },
      },
    ];
    const instruction = 'Remove the parking pass from Ines Duarte’s plan.';
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const more = {
      tool: 'plan_remove_extras',
      args: { member: 'Ines Duarte', extras: ['parking_pass', 'sauna_access'] },
    };
    const v = guard.session.check(more);
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.match(v.findings.find((x) => x.code === 'repeated_object')?.message ?? '', /sauna_access/);
    const one = { tool: 'plan_remove_extras', args: { member: 'Ines Duarte', extras: ['parking_pass'] } };
    assert.equal(guard.session.check(one).disposition, 'approved');
    guard.session.close();
  });

  it('ids one level inside an argument count (`recipients: {unitIds: [...]}`)', async () => {
    const tools: Tool[] = [
      {
        name: 'estate_send_notice',
        description: 'Send a notice to tenants',
        hints: { readOnly: false },
        inputSchema: {
          type: 'object',
          properties: { recipients: { type: 'object' }, template: { type: 'string' } },
        },
      },
    ];
    const instruction = 'Send the boiler notice to flat 2A at Elm Yard.';
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const call = {
      tool: 'estate_send_notice',
      args: { recipients: { unitIds: ['EY-2A', 'EY-3B', 'EY-4C'] }, template: 'boiler' },
    };
    const v = guard.session.check(call);
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((x) => x.code === 'repeated_object'));
    guard.session.close();
  });

  it('the spec language accepts single_object only with a step number', async () => {
    const engine = await PrologEngine.shared();
    const step = 'refined_step(1, fleet_suspend_account, [], true, done(x), none).\n';
    assert.equal(hasErrors(parseSpecText(engine, `${step}single_object(1).\n`).issues), false);
    const bad = parseSpecText(engine, `${step}single_object(x).\n`);
    assert.ok(hasErrors(bad.issues));
    assert.ok(bad.issues.some((i) => /single_object/.test(i.message)));
  });
});

describe('a repeat that moves an argument off the value the user wrote', () => {
  const tools: Tool[] = [
    {
      name: 'roster_remove_member',
      description: 'Remove a member from a team',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: { member_id: { type: 'string' }, team: { type: 'string' } },
      },
    },
    {
      name: 'chat_add_member',
      description: 'Add a member to a chat room',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { member: { type: 'string' }, room: { type: 'string' } } },
    },
  ];
  async function run(instruction: string, calls: Array<{ tool: string; args: Record<string, unknown> }>) {
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const out = [];
    for (const call of calls) {
      const d = guard.session.check(call).disposition;
      out.push(d);
      if (d !== 'approved') break;
      guard.session.record(call, { ok: true });
    }
    return out;
  }

  it('keeps the record, changes the team: another object, asked', async () => {
    const out = await run('Remove Ilse Brandt from team Falcon 2, she moved to sales.', [
      { tool: 'roster_remove_member', args: { member: 'Ilse Brandt', team: 'Falcon 2' } },
      { tool: 'roster_remove_member', args: { member: 'Ilse Brandt', team: 'Falcon 2B' } },
    ]);
    assert.deepEqual(out, ['approved', 'approved_with_constraints']);
  });

  it("a corrected spelling of the user's name for it is a retry", async () => {
    const out = await run('Add Ilse to the room Design.', [
      { tool: 'chat_add_member', args: { member: 'Ilse', room: 'Design' } },
      { tool: 'chat_add_member', args: { member: 'Ilse', room: 'Design_2026' } },
    ]);
    assert.deepEqual(out, ['approved', 'approved']);
  });

  it('a family named by its surname is several people', async () => {
    const f = await formalizeOffline('Remove the Okafors from team Falcon 2.', tools);
    assert.doesNotMatch(f.checked.text, /single_object/);
  });
});

describe('a repeat that moves a named argument off the user’s words, written as an identifier', () => {
  it('`kiln_glaze` for "kiln glaze" is the user’s; `wheel_throwing` after it is another thing', async () => {
    const tools: Tool[] = [
      {
        name: 'grant_badge',
        hints: { readOnly: false },
        inputSchema: {
          type: 'object',
          properties: { member_id: { type: 'string' }, badge: { type: 'string' } },
        },
      },
    ];
    const instruction = 'Grant Tove Berg the kiln glaze badge, she passed the class yesterday.';
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const call = (badge: string) => ({ tool: 'grant_badge', args: { member_id: 'M-77', badge } });
    assert.equal(guard.session.check(call('kiln_glaze')).disposition, 'approved');
    guard.session.record(call('kiln_glaze'), { status: 'granted' });
    const next = guard.session.check(call('wheel_throwing'));
    assert.equal(next.disposition, 'approved_with_constraints');
    assert.ok(next.findings.some((x) => x.code === 'repeated_object'));
    guard.session.close();
  });
});

describe('the same parameter in the plural', () => {
  const PALLETS = namedTools('get-pallet:pallet_id', 'move-pallet:pallet_id,pallet_ids,to_yard,to_bay');

  it('`pallet_ids` after `pallet_id` is another object of the one step', async () => {
    const instruction = 'Move the pallet PL-2040 to bay C-3 in yard 2.';
    const f = await formalizeOffline(instruction, PALLETS);
    const guard = await createGuard({ instruction, tools: PALLETS, spec: f.checked });
    const read = { tool: 'get-pallet', args: { pallet_id: 'PL-2040' } };
    assert.equal(guard.session.check(read).disposition, 'approved');
    guard.session.record(read, {
      pallet_id: 'PL-2040',
      lot: 'LT-77',
      lot_pallets: ['PL-2040', 'PL-2041', 'PL-2042'],
    });
    const first = { tool: 'move-pallet', args: { pallet_id: 'PL-2040', to_yard: 2, to_bay: 'C-3' } };
    assert.equal(guard.session.check(first).disposition, 'approved');
    guard.session.record(first, { ok: true });
    const more = guard.session.check({
      tool: 'move-pallet',
      args: { pallet_ids: ['PL-2041', 'PL-2042'], to_yard: 2, to_bay: 'C-3' },
    });
    assert.equal(more.disposition, 'approved_with_constraints');
    assert.ok(more.findings.some((x) => x.code === 'repeated_object'));
  });
});

describe('a tool whose verb is the asked verb again ("reschedule", "resend")', () => {
  const TASTINGS = namedTools('reschedule_tasting:tasting_id,date', 'resend-invoice:invoice_id,email');

  for (const [instruction, tool, key, mine, other] of [
    ['Reschedule TS-410 to Friday.', 'reschedule_tasting', 'tasting_id', 'TS-410', 'TS-414'],
    ['Please resend INV-7731 to the buyer.', 'resend-invoice', 'invoice_id', 'INV-7731', 'INV-7735'],
  ] as const)
    it(`${tool}: the one object the user named; another of its series is sent back, one named otherwise asked`, async () => {
      const f = await formalizeOffline(instruction, TASTINGS);
      assert.ok(f.checked.spec.clauses.some((c) => /single_object/.test(JSON.stringify(c.term))));
      const guard = await createGuard({ instruction, tools: TASTINGS, spec: f.checked });
      const first = { tool, args: { [key]: mine } };
      assert.equal(guard.session.check(first).disposition, 'approved');
      guard.session.record(first, { ok: true });
      const sameSeries = guard.session.check({ tool, args: { [key]: other } });
      assert.equal(sameSeries.disposition, 'revision_required');
      assert.ok(sameSeries.findings.some((x) => x.code === 'param_mismatch'));
      const next = guard.session.check({ tool, args: { [key]: 'rec_77f1' } });
      assert.equal(next.disposition, 'approved_with_constraints');
      assert.ok(next.findings.some((x) => x.code === 'repeated_object'));
      guard.session.close();
    });
});
