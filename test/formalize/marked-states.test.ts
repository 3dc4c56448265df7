// A verb whose object takes a state (issue 17): "mark row BC-07 verified in checks.csv" asks for
// the mark though "verified" follows its object, a record named by its code (COMPLEMENT_VERBS), and
// "mark" written in lower case is no first name. A statement ("Log book arrived damaged", "Set list
// changed again") and a name ("Mark called about the lease") ask for nothing. Tasks and tools are
// our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

describe('a state after the object of a marking verb', () => {
  const tools = namedTools('read_file:path', 'write_file:path,content');
  const planned = async (instruction: string) => (await formalizeOffline(instruction, tools)).report.planned;
  it('"If the totals agree, mark invoice INV-2207 reconciled in /books/2027/march.csv" writes', async () => {
    const p = await planned(
      'Compare /books/2027/march-bank.txt with the ledger. If the totals agree, mark invoice INV-2207 reconciled in /books/2027/march.csv.',
    );
    assert.ok(p.includes('write_file'), p.join(','));
  });
  it('control: "flag lot 12 quarantined in qc/holds.csv" wrote before and still does', async () => {
    const p = await planned('flag lot 12 quarantined in qc/holds.csv');
    assert.ok(p.includes('write_file'), p.join(','));
  });
  it('control: a statement and a name ask for no write', async () => {
    for (const instruction of [
      'Log book arrived damaged, details in /claims/lb.md',
      'Set list changed again, the new one is in /gigs/set.md',
      'Mark called about the lease, his notes are in /files/lease.md',
    ]) {
      const p = await planned(instruction);
      assert.ok(!p.includes('write_file'), `${instruction}: ${p.join(',')}`);
    }
  });
});
