// Invented times: a changing call sets a time of day that neither the user's words nor any tool
// output gives: the agent chose when, and the call is confirmed. A time the user wrote (in any
// form: "6pm", "from 2 to 4pm", "the 1400 run"), one an output holds (a free slot), the end of a
// range, a part of the day or a length of time the user gave, and a choice the user left to the
// agent pass. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractTimes } from '../../src/analyze/index.ts';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { lastVerdict } from './lookup-session.ts';

const TOOLS: Tool[] = [
  {
    name: 'kiln_list_slots',
    description: 'List free kiln slots on a day',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { day: { type: 'string' } } },
  },
  {
    name: 'kiln_book_firing',
    description: 'Book a kiln firing',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: {
        member: { type: 'string' },
        day: { type: 'string' },
        start_time: { type: 'string' },
        end_time: { type: 'string' },
      },
    },
  },
];

const verdictAfter = (instruction: string, calls: Array<[ToolCall, unknown?]>) =>
  lastVerdict(TOOLS, instruction, calls);

const book = (start_time: string, end_time = '') => ({
  tool: 'kiln_book_firing',
  args: { member: 'Ines Duarte', day: '2027-02-03', start_time, ...(end_time ? { end_time } : {}) },
});
const invented = (v: { findings: ReadonlyArray<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'invented_time');

describe('the times a user writes', () => {
  it('are read in their many forms', () => {
    const t = extractTimes('Fire it from 2 to 4pm, or on the 1400 run, or at 9.');
    for (const time of ['14:00', '16:00', '09:00', '21:00']) assert.ok(t.has(time), time);
  });
});

describe('a time the agent chose', () => {
  it('is confirmed when neither the user nor any output gave it', async () => {
    const v = await verdictAfter('Book Ines Duarte a kiln firing on Wednesday.', [[book('18:30')]]);
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(invented(v));
  });

  it('passes when the user wrote it, an output holds it, or only the end was worked out', async () => {
    for (const [instruction, end] of [
      ['Book Ines Duarte a kiln firing on Wednesday at 6:30pm.', '21:45'],
      ['Book Ines Duarte a kiln firing Wednesday, 18:30 to 21:00.', '21:00'],
    ] as const) {
      const v = await verdictAfter(instruction, [[book('18:30', end)]]);
      assert.equal(invented(v), false, instruction);
    }
    const slots = { slots: [{ start: '10:15', kiln: 'K2' }] };
    const v = await verdictAfter('Book Ines Duarte a kiln firing on Wednesday.', [
      [{ tool: 'kiln_list_slots', args: { day: '2027-02-03' } }, slots],
      [book('10:15')],
    ]);
    assert.ok(!invented(v), 'a slot the agent read');
  });

  it('confirms an end other than the one of the range the user wrote', async () => {
    for (const instruction of [
      'Book Ines Duarte a kiln firing Wednesday, 18:30 to 21:00.',
      'Book Ines Duarte a kiln firing Wednesday between 6 and 9pm.',
    ]) {
      const v = await verdictAfter(instruction, [[book('18:30', '21:45')]]);
      assert.equal(invented(v), true, instruction);
    }
  });

  it('passes when the user gave a part of the day, a length of time, or left the choice open', async () => {
    for (const instruction of [
      'Book Ines Duarte a kiln firing on Wednesday morning.',
      'Book Ines Duarte a kiln firing on Wednesday, whichever slot is free.',
      'Push Ines Duarte’s kiln firing on Wednesday back two hours.',
    ]) {
      const v = await verdictAfter(instruction, [[book('09:30')]]);
      assert.ok(!invented(v), instruction);
    }
  });
});
