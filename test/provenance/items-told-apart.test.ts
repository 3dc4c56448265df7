// Items the user told apart (issue 17): a word of the user's that every item of a list holds (a
// status, the name of whoever did them, copied into each) names none of them, so "record that her
// 9am metformin was given by Tomasz" names the metformin, not the amlodipine given by Tomasz beside
// it; the words that tell items apart do, short ones too ("GP", "OT"). Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

describe('items told apart by the user', () => {
  const tools = namedTools(
    'get_mar_chart:client_id,date',
    'mar_entry:client_id,date,entries',
    'incident_log:client_id,details,actions',
  );
  const chart = { tool: 'get_mar_chart', args: { client_id: 'RC-3310', date: '2027-06-02' } };
  const due = {
    entries: [
      { med: 'Metformin 500mg', due: '09:00', status: 'not recorded' },
      { med: 'Amlodipine 5mg', due: '09:00', status: 'not recorded' },
    ],
  };
  const instruction =
    "Mrs Lund (RC-3310): record that her 9am metformin was given by Tomasz, he didn't tap it in";
  const entry = (med: string) => ({ med, time: '09:00', status: 'given', carer: 'Tomasz Nowak' });
  const record = (entries: object[]) => ({
    tool: 'mar_entry',
    args: { client_id: 'RC-3310', date: '2027-06-02', entries },
  });

  it('control: the metformin alone is what the user named', async () => {
    const v = await lastVerdict(tools, instruction, [[chart, due], [record([entry('Metformin 500mg')])]]);
    assert.ok(!v.findings.some((f) => f.code === 'unnamed_records'), JSON.stringify(v.findings));
  });
  it('the amlodipine given by Tomasz beside it is more than the user named', async () => {
    const v = await lastVerdict(tools, instruction, [
      [chart, due],
      [record([entry('Metformin 500mg'), entry('Amlodipine 5mg')])],
    ]);
    assert.ok(
      v.findings.some((f) => f.code === 'unnamed_records'),
      JSON.stringify(v.findings),
    );
  });
  it('control: items the user told apart by short words are theirs ("GP", "OT")', async () => {
    const v = await lastVerdict(
      tools,
      'log a fall for RC-3310: found on the floor at 07:50, GP rang 09:00, OT rang 09:30',
      [
        [
          {
            tool: 'incident_log',
            args: {
              client_id: 'RC-3310',
              details: 'Found on the floor at 07:50',
              actions: ['GP rang 09:00', 'OT rang 09:30'],
            },
          },
        ],
      ],
    );
    assert.ok(!v.findings.some((f) => f.code === 'unnamed_records'), JSON.stringify(v.findings));
  });
});
