// A date or a bound singles out no records (issue 17): in "do the service charge demands for
// 1 Jan" the "1" is a day, and in "families whose balance is below -$10" the "10" is a rule; a call
// acting on every record of the list is no act on more than the user named. A number that names a
// record ("flat 1") still does. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const tools = namedTools('get_block:block', 'issue_demands:block_id,due_date,leaseholder_ids');
const block = {
  block_id: 'BLK-7',
  leaseholders: [
    { leaseholder_id: 'LH-101', flat: 'Flat 1', name: 'Ana Reis' },
    { leaseholder_id: 'LH-102', flat: 'Flat 2', name: 'Tom Hale' },
    { leaseholder_id: 'LH-103', flat: 'Flat 3', name: 'Mo Idris' },
  ],
};
const lookup = { tool: 'get_block', args: { block: 'Birch Court' } };
const all = {
  tool: 'issue_demands',
  args: { block_id: 'BLK-7', due_date: '2032-01-01', leaseholder_ids: ['LH-101', 'LH-102', 'LH-103'] },
};
const unnamed = (v: { findings: Array<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'unnamed_records');

describe('a date singles out no records', () => {
  it('"the service charge demands for Birch Court for 1 Jan" acts on them all', async () => {
    const v = await lastVerdict(tools, "Do Birch Court's service charge demands for 1 Jan.", [
      [lookup, block],
      [all],
    ]);
    assert.ok(!unnamed(v), JSON.stringify(v.findings));
  });
  it('control: "the demand for flat 1" names one', async () => {
    const v = await lastVerdict(tools, 'Do the service charge demand for Birch Court flat 1.', [
      [lookup, block],
      [all],
    ]);
    assert.ok(unnamed(v), JSON.stringify(v.findings));
  });
});
