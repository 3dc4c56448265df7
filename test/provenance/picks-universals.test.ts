// "All" and "every" settle which records only when they count the records: "all checks passed"
// counts checks, so picking one of two matching scales is still a guess, while "all of Monday's
// pickups" takes every pickup. A plural inside a name ("Northgate Scales Ltd") is a company, not
// the records in the plural. Tools and records are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pickGuessed } from './lookup-session.ts';

const tools = ['device.find:customer,model', 'calibration.log:deviceId,result'];
const look = { tool: 'device.find', args: { customer: 'Harrow Bakery', model: 'Ohaus R31' } };
const two = [
  { deviceId: 'SC-4410', serial: '88123', received: '2028-06-12' },
  { deviceId: 'SC-4418', serial: '90551', received: '2028-06-15' },
];
const log = { tool: 'calibration.log', args: { deviceId: 'SC-4418', result: 'pass' } };

describe('universal words and what they count', () => {
  it('"all checks passed" counts checks: one of two scales is a guess', async () => {
    assert.equal(
      await pickGuessed(
        tools,
        "Log today's calibration for Harrow Bakery's Ohaus R31, all checks passed.",
        look,
        two,
        log,
      ),
      true,
    );
  });

  it('"both scales" or "all of their scales" takes every one', async () => {
    assert.equal(
      await pickGuessed(
        tools,
        "Log today's calibration for all of Harrow Bakery's Ohaus scales.",
        look,
        two,
        log,
      ),
      false,
    );
  });

  it('a plural inside a name is no plural of the records', async () => {
    const named = { tool: 'device.find', args: { customer: 'Northgate Devices', model: 'Ohaus R31' } };
    assert.equal(
      await pickGuessed(
        tools,
        "Log today's calibration for Northgate Devices' Ohaus R31, checks passed.",
        named,
        two,
        log,
      ),
      true,
    );
  });
});
