// A time written without am or pm ("at 4:20") is either side of noon, as a bare hour is; a total
// of as many lengths as the user counted ("4 visits x 45 min" and `total_minutes: 180`) is the
// user's length. Tasks and tools are our own; another time or another total is still asked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractTimes } from '../../src/analyze/index.ts';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const run = (instruction: string, tools: Tool[], calls: Array<[ToolCall, unknown?]>) =>
  lastVerdict(tools, instruction, calls);

describe('a time without am or pm', () => {
  it('is either side of noon; a written meridiem is one', () => {
    assert.deepEqual([...extractTimes('Book the hall Thursday at 4:20.')].sort(), ['04:20', '16:20']);
    assert.deepEqual([...extractTimes('Book the hall Thursday at 4:20pm.')], ['16:20']);
  });
  it('binds the afternoon reading, not another time', async () => {
    const tools = namedTools('hall.book:hall,date,start_time');
    const instruction = 'Book the small hall for the parents meeting on 2027-09-02 at 4:20.';
    const at = (start_time: string) =>
      run(instruction, tools, [
        [{ tool: 'hall.book', args: { hall: 'small', date: '2027-09-02', start_time } }],
      ]);
    assert.ok(!(await at('16:20')).findings.some((f) => f.code === 'invented_time'));
    assert.ok((await at('17:20')).findings.some((f) => f.code === 'invented_time'));
  });
});

describe('a total of the lengths the user counted', () => {
  const tools = namedTools('visits.log:client,visits,minutes_each,total_minutes');
  const instruction = 'Log 4 visits x 45 min for client Ida Moss this week.';
  const log = (total: number) =>
    run(instruction, tools, [
      [
        {
          tool: 'visits.log',
          args: { client: 'Ida Moss', visits: 4, minutes_each: 45, total_minutes: total },
        },
      ],
    ]);
  it('is the user length', async () => {
    assert.ok(!(await log(180)).findings.some((f) => f.code === 'other_duration'));
  });
  it('another total is asked', async () => {
    assert.ok((await log(200)).findings.some((f) => f.code === 'other_duration'));
  });
});
