// Special data (health records, credentials) that a read returned is confirmed before a call
// sends, posts or shares it, even a call the user asked for; keeping it (a note) or sending
// ordinary data is not asked. Tasks, tools and records are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';

const TOOLS: Tool[] = [
  {
    name: 'portal_get_patient_labs',
    description: "Latest lab results from the user's patient portal",
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'weather_today',
    description: 'Weather for a city',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
  },
  {
    name: 'timeline_post',
    description: "Post on the user's public timeline",
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
  },
  {
    name: 'mail_send',
    description: 'Send an email',
    hints: { readOnly: false },
    inputSchema: {
      type: 'object',
      properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } },
    },
  },
  {
    name: 'notes_save',
    description: "Save a note in the user's notebook",
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { title: { type: 'string' }, text: { type: 'string' } } },
  },
];

const LABS = {
  drawn: '2026-11-20',
  results: [
    { test: 'HbA1c', value: '6.4 %', flag: 'high' },
    { test: 'LDL cholesterol', value: '3.9 mmol/L', flag: 'high' },
    { test: 'Ferritin', value: '18 ug/L', flag: 'low' },
  ],
  note: 'Pre-diabetic range; repeat in three months. Iron deficiency suspected.',
};
const SUMMARY =
  'My labs: HbA1c 6.4 % (high), LDL cholesterol 3.9 mmol/L (high), Ferritin 18 ug/L (low). Pre-diabetic range; iron deficiency suspected.';

async function afterRead(instruction: string, read: [ToolCall, unknown]) {
  const guard = await createGuard({
    instruction,
    tools: TOOLS,
    formalize: async (i, t) => (await formalizeOffline(i, [...t])).checked,
  });
  guard.session.check(read[0]);
  guard.session.record(read[0], read[1]);
  return guard.session;
}

const labs: [ToolCall, unknown] = [{ tool: 'portal_get_patient_labs', args: {} }, LABS];
const disclosed = (v: { findings: Array<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'sensitive_disclosure');

describe('special data leaving', () => {
  it('a public post of health results is confirmed, though the user asked for it', async () => {
    const s = await afterRead('Get my latest lab results and post a summary of them on my timeline.', labs);
    const v = s.check({ tool: 'timeline_post', args: { text: SUMMARY } });
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(disclosed(v), JSON.stringify(v.findings));
  });

  it('an email of them to an address the user wrote is confirmed too', async () => {
    const s = await afterRead('Fetch my lab results and email them to coach.mira@fitclub.example.', labs);
    const v = s.check({
      tool: 'mail_send',
      args: { to: 'coach.mira@fitclub.example', subject: 'My labs', body: SUMMARY },
    });
    assert.ok(disclosed(v), JSON.stringify(v.findings));
    assert.equal(v.disposition, 'approved_with_constraints');
  });

  it('keeping them in a note, or mailing something else, is not asked', async () => {
    const keep = await afterRead('Get my latest lab results and save them in a note called Labs.', labs);
    const note = keep.check({ tool: 'notes_save', args: { title: 'Labs', text: SUMMARY } });
    assert.ok(!disclosed(note), JSON.stringify(note.findings));
    const other = await afterRead(
      'Check my lab results, then email coach.mira@fitclub.example that I will be late.',
      labs,
    );
    const late = other.check({
      tool: 'mail_send',
      args: {
        to: 'coach.mira@fitclub.example',
        subject: 'Running late',
        body: 'I will be 15 minutes late tonight.',
      },
    });
    assert.ok(!disclosed(late), JSON.stringify(late.findings));
  });

  it('ordinary data posted is not special', async () => {
    const s = await afterRead('Check the weather in Porto and post it on my timeline.', [
      { tool: 'weather_today', args: { city: 'Porto' } },
      { city: 'Porto', forecast: 'light rain clearing by afternoon', high_c: 17, low_c: 11 },
    ]);
    const v = s.check({
      tool: 'timeline_post',
      args: { text: 'Porto today: light rain clearing by afternoon, 17/11 C.' },
    });
    assert.ok(!disclosed(v), JSON.stringify(v.findings));
  });
});
