// A time the agent takes from several slots a tool listed, when the user gave no time and no rule
// for choosing, is the agent's choice; the user's time, a rule ("the first free slot", "same
// time") or the record's own time is not. Tools, slots and wording are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools(
  'list_slots:coach,date_from,date_to',
  'book_lesson:student_id,date,start_time',
  'get_lesson:lesson_id',
  'move_lesson:lesson_id,date,start_time',
);
const SLOTS = {
  slots: [
    { date: '2027-03-08', start: '09:00' },
    { date: '2027-03-08', start: '13:30' },
    { date: '2027-03-09', start: '16:00' },
  ],
};

async function book(instruction: string, start: string) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const read = { tool: 'list_slots', args: { coach: 'Jo', date_from: '2027-03-08', date_to: '2027-03-12' } };
  s.check(read);
  s.record(read, JSON.stringify(SLOTS));
  return s.check({
    tool: 'book_lesson',
    args: { student_id: 'ST-41', date: '2027-03-08', start_time: start },
  });
}

describe('a time picked among listed slots', () => {
  it('with no time and no rule from the user, the pick is asked', async () => {
    const v = await book('Book ST-41 a lesson with Jo next week.', '09:00');
    assert.ok(
      v.findings.some((f) => f.code === 'invented_time'),
      JSON.stringify(v.findings),
    );
  });

  it("the user's time or rule decides", async () => {
    for (const [text, at] of [
      ['Book ST-41 a lesson with Jo next week at 13:30.', '13:30'],
      ['Book ST-41 into the first free slot with Jo next week.', '09:00'],
    ] as const)
      assert.ok(!(await book(text, at)).findings.some((f) => f.code === 'invented_time'), text);
  });

  it('"same time" keeps the time the lesson had', async () => {
    const instruction = 'Move lesson LS-7 to Monday, same time.';
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const read = { tool: 'get_lesson', args: { lesson_id: 'LS-7' } };
    s.check(read);
    s.record(read, JSON.stringify({ lesson_id: 'LS-7', date: '2027-03-05', start_time: '16:00' }));
    const slots = {
      tool: 'list_slots',
      args: { coach: 'Jo', date_from: '2027-03-08', date_to: '2027-03-08' },
    };
    s.check(slots);
    s.record(slots, JSON.stringify(SLOTS));
    const v = s.check({
      tool: 'move_lesson',
      args: { lesson_id: 'LS-7', date: '2027-03-08', start_time: '16:00' },
    });
    assert.ok(!v.findings.some((f) => f.code === 'invented_time'), JSON.stringify(v.findings));
  });
});
