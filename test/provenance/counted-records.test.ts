// The user said how many (issue 17): "bill Omar for his last 3 lessons at the weekend rate" counts
// the records the call acts on, so three lessons are not more than the user named though one of
// them holds no word of the user's ("weekend"); a fourth is (DEFINITE_COUNT, countedAsMany). Tasks
// and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countedAsMany } from '../../src/lexicon/index.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

describe('records the user counted', () => {
  it('"her last 2 sessions", "the first three", "these two" count; "the 3 days" does not', () => {
    assert.ok(countedAsMany('invoice her last 2 sessions', 2));
    assert.ok(countedAsMany('refund the first three orders', 3));
    assert.ok(countedAsMany('approve these two', 2));
    assert.ok(!countedAsMany('cover the 3 days she is off', 3));
    assert.ok(!countedAsMany('invoice her last 2 sessions', 3));
  });

  const tools = namedTools(
    'find_student:name',
    'lesson_history:student_id,last',
    'create_bill:student_id,lesson_ids,rate',
  );
  const instruction = 'bill Omar Haddad for his last 3 lessons at the weekend rate';
  const find = { tool: 'find_student', args: { name: 'Omar Haddad' } };
  const history = { tool: 'lesson_history', args: { student_id: 'ST-5521', last: 4 } };
  const lessons = {
    lessons: [
      { lesson_id: 'LS-4410', date: '2027-05-08', kind: 'weekend lesson', length_min: 60 },
      { lesson_id: 'LS-4398', date: '2027-05-05', kind: 'evening lesson', length_min: 60 },
      { lesson_id: 'LS-4377', date: '2027-05-01', kind: 'weekend lesson', length_min: 60 },
      { lesson_id: 'LS-4350', date: '2027-04-28', kind: 'evening lesson', length_min: 45 },
    ],
  };
  const bill = (ids: string[]) => ({
    tool: 'create_bill',
    args: { student_id: 'ST-5521', lesson_ids: ids, rate: 'weekend' },
  });
  const verdict = (ids: string[]) =>
    lastVerdict(tools, instruction, [
      [find, { student_id: 'ST-5521', name: 'Omar Haddad' }],
      [history, lessons],
      [bill(ids)],
    ]);

  it('"his last 3 lessons" and a bill of three', async () => {
    const v = await verdict(['LS-4410', 'LS-4398', 'LS-4377']);
    assert.ok(!v.findings.some((f) => f.code === 'unnamed_records'), JSON.stringify(v.findings));
  });
  it('control: a bill of four is more than the user named', async () => {
    const v = await verdict(['LS-4410', 'LS-4398', 'LS-4377', 'LS-4350']);
    assert.ok(
      v.findings.some((f) => f.code === 'unnamed_records'),
      JSON.stringify(v.findings),
    );
  });
});
