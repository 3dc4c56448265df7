import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { clausesOf, splitParts } from '../../src/formalize/offline/clauses.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { loadLanguage } from '../../src/formalize/offline/nlp.ts';
import { PrologEngine } from '../../src/logic/engine.ts';

const engine = await PrologEngine.shared();
const tag = await loadLanguage();
const CLOCK = new Date('2024-11-20T09:00:00Z');

const tool = (
  name: string,
  description: string,
  properties: Record<string, object> = {},
  readOnly = false,
): Tool => ({
  name,
  description,
  ...(readOnly ? { hints: { readOnly: true } } : {}),
  inputSchema: { type: 'object', properties },
});

const OFFICE: Tool[] = [
  tool('open_note', 'Read a note from the notebook', { title: { type: 'string' } }, true),
  tool('notebook_extend', 'Appends a paragraph to an existing note', {
    title: { type: 'string' },
    text: { type: 'string' },
  }),
  tool('list_appointments', 'List the calendar appointments', {}, true),
  tool('reschedule_appointment', 'Move an appointment to a new date', {
    appointment_id: { type: 'string' },
    new_date: { type: 'string', description: 'YYYY-MM-DD' },
  }),
  tool('mailbox_search', 'Search the mailbox', { query: { type: 'string' } }, true),
  tool('send_reply', 'Reply to an e-mail message', {
    message_id: { type: 'string' },
    body: { type: 'string' },
  }),
];

describe('parts of an instruction', () => {
  it('splits enumerations, bullets, semicolons and "and then"', () => {
    assert.deepEqual(
      splitParts(
        'Do these in order: 1. water the plants 2. feed the cat; check the mail and then lock the door',
      ),
      ['Do these in order:', 'water the plants', 'feed the cat', 'check the mail', 'lock the door'],
    );
    assert.deepEqual(splitParts('Today:\n- renew the passport\n- pay the rent'), [
      'Today:',
      'renew the passport',
      'pay the rent',
    ]);
  });

  it('finds the verbs each part asks for by lemma, not the ones it only mentions', () => {
    const clauses = clausesOf(
      'Please append the minutes to the wiki. If the invoice was paid, forward it to finance. Tell me the total.',
      tag,
    );
    const verbs = clauses.flatMap((c) => c.verbs);
    assert.ok(verbs.includes('append'), JSON.stringify(clauses));
    assert.ok(verbs.includes('forward'), JSON.stringify(clauses));
    assert.ok(!verbs.includes('pay'), 'a verb in an if-clause is a condition, not a request');
    assert.ok(!verbs.includes('tell'), '"tell me" asks to be told');
  });
});

describe('plans that cover the instruction', () => {
  it('plans a change for each enumerated part, by the lemma and by the tool description', async () => {
    const { report } = await formalizeOffline(
      'Work through this list in order: 1. Append "ring the plumber" to my note titled "House". 2. Reschedule my dentist appointment to next Friday. 3. Reply to the mail from Priya Nair.',
      OFFICE,
      { engine, reference: CLOCK },
    );
    for (const t of ['notebook_extend', 'reschedule_appointment', 'send_reply'])
      assert.ok(report.planned.includes(t), `${t} in ${report.planned.join(', ')}`);
  });

  it('grounds the parts it plans with the values the user named in them', async () => {
    const { checked } = await formalizeOffline(
      'Add "ring the plumber" to the note titled "House", then move the dentist appointment to December 12, 2024.',
      OFFICE,
      { engine, reference: CLOCK },
    );
    const move = checked.spec.steps.find((s) => s.action === 'reschedule_appointment');
    assert.ok(move, checked.text);
    assert.match(checked.text, /new_date\('2024-12-12'\)/);
    assert.match(checked.text, /title\('House'\)/);
  });

  it('plans the reads of the object of a planned change', async () => {
    const { report } = await formalizeOffline(
      'Reschedule the appointment with Dr. Ortiz to 2024-12-02.',
      OFFICE,
      {
        engine,
        reference: CLOCK,
      },
    );
    assert.ok(report.planned.includes('reschedule_appointment'));
    assert.ok(report.planned.includes('list_appointments'), report.planned.join(', '));
  });

  it('an instruction that asks only to be told plans no change', async () => {
    const { report } = await formalizeOffline('Tell me what my House note says.', OFFICE, {
      engine,
      reference: CLOCK,
    });
    assert.ok(report.planned.includes('open_note'), report.planned.join(', '));
    assert.ok(!report.planned.includes('notebook_extend'));
    assert.ok(!report.planned.includes('send_reply'));
  });
});
