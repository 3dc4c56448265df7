// A list of days ("tue/thu", "Mon, Wed") asks for a thing made on each: a tool that makes its
// object ("book_club_session") may run once per day listed, and a day written short ("Tue") is a
// date, never the name of the club. One day named still makes one thing, and a second one made
// is asked. Tools, people and wording are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolCall } from '../../src/core/types.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';

const repeated = (v: { findings: Array<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'repeated_object');

describe('a session booked for each day the user listed', () => {
  const tools = namedTools('find_pupil:name', 'book_club_session:pupil_id,date,club');
  const find: [ToolCall, unknown] = [
    { tool: 'find_pupil', args: { name: 'Mina Okoye' } },
    { pupils: [{ pupil_id: 'P-7', name: 'Mina Okoye' }] },
  ];
  const book = (date: string): [ToolCall, unknown] => [
    { tool: 'book_club_session', args: { pupil_id: 'P-7', date, club: 'breakfast' } },
    { status: 'booked', date },
  ];
  const last = (date: string): [ToolCall] => [
    { tool: 'book_club_session', args: { pupil_id: 'P-7', date, club: 'breakfast' } },
  ];
  for (const said of [
    'pls book Mina Okoye into breakfast club tue/thu next week',
    'Book Mina Okoye into breakfast club Tue, Thu next week.',
  ])
    it(`"${said}": the second day's booking passes`, async () => {
      const v = await lastVerdict(tools, said, [find, book('2029-03-13'), last('2029-03-15')]);
      assert.ok(!repeated(v), JSON.stringify(v.findings));
    });
  it('one day named: a second booking is asked', async () => {
    const v = await lastVerdict(tools, 'pls book Mina Okoye into breakfast club on Tuesday', [
      find,
      book('2029-03-13'),
      last('2029-03-15'),
    ]);
    // (a repeat of the one-object step; with no clock, the Thursday is also no Tuesday: on_weekday)
    assert.ok(repeated(v) || v.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v.findings));
    assert.notEqual(v.disposition, 'approved');
  });
  it('one day named: another booking on that day is asked as a repeat', async () => {
    const v = await lastVerdict(tools, 'pls book Mina Okoye into breakfast club on Tuesday', [
      find,
      book('2029-03-13'),
      last('2029-03-20'),
    ]);
    assert.ok(repeated(v), JSON.stringify(v.findings));
  });
});
