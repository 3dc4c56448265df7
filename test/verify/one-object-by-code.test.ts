// A change the user asked for on one object, when the objects are told apart by codes under
// parameters that do not say so (`asset: "CMP-2"`, `units: [...]`), when the verb comes with its
// particle ("shut down the compressor"), when the object is a code ("ground TX-441"), and when the
// first call found its object by a description and the output names it (`{unit_id: "U-7"}`).
// Each repeat on another object is asked; the one object, and an object's own contents (an
// order's lines, a manifest's crates), are not. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Verdict } from '../../src/core/index.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';

const repeated = (v: Verdict) => v.findings.some((f) => f.code === 'repeated_object');

describe('a repeat on another object, told apart by codes', () => {
  const tools = namedTools('isolate_asset:asset,holder,reason');
  const instruction = 'Isolate the east compressor for the seal swap.';
  it('an object in the singular is one thing: a second asset, under a parameter not named for ids, is asked', async () => {
    const v = await lastVerdict(tools, instruction, [
      [
        { tool: 'isolate_asset', args: { asset: 'CMP-E2', holder: 'Priya Nair', reason: 'seal swap' } },
        { ok: true },
      ],
      [{ tool: 'isolate_asset', args: { asset: 'PMP-E7', holder: 'Priya Nair', reason: 'seal swap' } }],
    ]);
    assert.notEqual(v.disposition, 'approved');
    assert.ok(repeated(v));
  });
  it('the particle is skipped: "tag out the compressor" names one thing too', async () => {
    const lock = namedTools('lockout_tag:asset,holder');
    const v = await lastVerdict(lock, 'Tag out the east compressor for the seal swap.', [
      [{ tool: 'lockout_tag', args: { asset: 'CMP-E2', holder: 'Priya Nair' } }, { ok: true }],
      [{ tool: 'lockout_tag', args: { asset: 'PMP-E7', holder: 'Priya Nair' } }],
    ]);
    assert.ok(repeated(v));
  });
  it('the same asset again, with another holder, is the same object', async () => {
    const v = await lastVerdict(tools, instruction, [
      [
        { tool: 'isolate_asset', args: { asset: 'CMP-E2', holder: 'Priya Nair', reason: 'seal swap' } },
        { ok: true },
      ],
      [{ tool: 'isolate_asset', args: { asset: 'CMP-E2', holder: 'Tom Berg', reason: 'seal swap' } }],
    ]);
    assert.ok(!repeated(v));
  });
});

describe('a stamp written with dashes is no code', () => {
  it('retries of one move with the time written another way are the same object', async () => {
    const tools = namedTools('reschedule_visit:visit,start_time');
    const v = await lastVerdict(tools, "Move the glazier's visit to 9 March 2031.", [
      [
        { tool: 'reschedule_visit', args: { visit: 'glazier', start_time: '2031-03-09T09-00-00' } },
        { ok: true },
      ],
      [{ tool: 'reschedule_visit', args: { visit: 'glazier', start_time: '2031-03-09T09-00-00Z' } }],
    ]);
    assert.ok(!repeated(v));
  });
});

describe('a code the user named, and more codes beside it', () => {
  const tools = namedTools('fleet_lookup:tail', 'ground_aircraft:tails,reason');
  const lookup = {
    tool: 'fleet_lookup',
    args: { tail: 'TX-441' },
  };
  const found = { tail: 'TX-441', type: 'ATR 72', same_engine_lot: ['TX-438', 'TX-452'] };
  it('"ground TX-441" and a call grounding TX-441 with two more: the others are asked', async () => {
    const v = await lastVerdict(tools, 'Ground TX-441, the prop de-icer failed its check.', [
      [lookup, found],
      [{ tool: 'ground_aircraft', args: { tails: ['TX-441', 'TX-438', 'TX-452'], reason: 'de-icer' } }],
    ]);
    assert.ok(repeated(v));
    assert.match(v.findings.find((f) => f.code === 'repeated_object')?.message ?? '', /TX-438, TX-452/);
  });
  it('grounding just the one the user named passes', async () => {
    const v = await lastVerdict(tools, 'Ground TX-441, the prop de-icer failed its check.', [
      [lookup, found],
      [{ tool: 'ground_aircraft', args: { tails: ['TX-441'], reason: 'de-icer' } }],
    ]);
    assert.ok(!repeated(v));
  });
  it('codes that are the contents of the one thing made are not other objects', async () => {
    const ship = namedTools('create_manifest:crates,carrier');
    const v = await lastVerdict(ship, 'Create a manifest for Thursday with Nordlink as the carrier.', [
      [{ tool: 'create_manifest', args: { crates: ['CR-1101', 'CR-1102', 'CR-1107'], carrier: 'Nordlink' } }],
    ]);
    assert.ok(!repeated(v));
  });
});

describe('an object found by a description, named by the output', () => {
  const tools = namedTools('reslot_delivery:day,supplier,unit_id,new_slot');
  const instruction = "Push Thursday's delivery from Harlow Mills to Friday 07:30, their driver is sick.";
  it('a second call on another unit than the one the first call reported is asked', async () => {
    const v = await lastVerdict(tools, instruction, [
      [
        {
          tool: 'reslot_delivery',
          args: { day: '2031-03-13', supplier: 'Harlow Mills', new_slot: '2031-03-14T07:30' },
        },
        { unit_id: 'DLV-5521', status: 'moved', other_deliveries_that_day: [{ unit_id: 'DLV-5524' }] },
      ],
      [{ tool: 'reslot_delivery', args: { unit_id: 'DLV-5524', new_slot: '2031-03-14T07:30' } }],
    ]);
    assert.ok(repeated(v));
    assert.match(v.findings.find((f) => f.code === 'repeated_object')?.message ?? '', /DLV-5521.*DLV-5524/);
  });
  it('a second call on the unit the first one reported is the same object', async () => {
    const v = await lastVerdict(tools, instruction, [
      [
        {
          tool: 'reslot_delivery',
          args: { day: '2031-03-13', supplier: 'Harlow Mills', new_slot: '2031-03-14T07:30' },
        },
        { unit_id: 'DLV-5521', status: 'pending_confirmation' },
      ],
      [{ tool: 'reslot_delivery', args: { unit_id: 'DLV-5521', new_slot: '2031-03-14T07:30' } }],
    ]);
    assert.ok(!repeated(v));
  });
});
