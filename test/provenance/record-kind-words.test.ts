// A word every record's keys hold names the kind of record ("tomorrow's Eastside visits" and
// `visitId`), not which records: a record whose free text happens to use it is not singled out.
// A word that does tell records apart still does. Records and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('listVisits:date,area', 'assignNurse:visitIds,nurse');

async function assign(instruction: string, visits: object[], ids: string[]) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const read = { tool: 'listVisits', args: { date: '2027-05-04', area: 'Eastside' } };
  s.check(read);
  s.record(read, JSON.stringify({ visits }));
  return s.check({ tool: 'assignNurse', args: { visitIds: ids, nurse: 'Ana Ruiz' } });
}

describe("words of the records' own keys", () => {
  it('"the Eastside visits" takes every visit listed, whatever a note says', async () => {
    const v = await assign(
      "Put Ana Ruiz on tomorrow's Eastside visits.",
      [
        { visitId: 'VS-301', client: 'Mr Okoro', area: 'Eastside' },
        {
          visitId: 'VS-305',
          client: 'Mrs Lind',
          area: 'Eastside',
          note: 'second visit this week, bring the scales',
        },
      ],
      ['VS-301', 'VS-305'],
    );
    assert.ok(!v.findings.some((f) => f.code === 'unnamed_records'), JSON.stringify(v.findings));
  });

  it('a word that tells records apart still does', async () => {
    const v = await assign(
      "Put Ana Ruiz on tomorrow's wound-care visits.",
      [
        { visitId: 'VS-301', client: 'Mr Okoro', type: 'wound-care' },
        { visitId: 'VS-305', client: 'Mrs Lind', type: 'medication review' },
      ],
      ['VS-301', 'VS-305'],
    );
    assert.ok(v.findings.some((f) => f.code === 'unnamed_records'));
  });
});
