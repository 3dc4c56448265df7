// Requests that set a state or do an action again, and tools named by who does the action:
// "mark her excused" (a verb, its object and the state it gives it), "Mark 'Quiet Harbour' as
// printed" (a verb the tagger reads as a first name, before a quoted title), a change tool that
// takes a status, "reassign" and "restart" (a verb done again), `parish_mailer` (an agent noun of
// a message verb). Also: an apostrophe inside a word opens no quote, and a pointer to a person in
// one item of the user's list takes no record another item names. Instructions, services and tool
// names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { concealment } from '../../src/provenance/mechanisms/controls.ts';
import { namedTools } from './named-tools.ts';

const reference = new Date('2027-04-06T09:00:00Z');

async function planned(instruction: string, ...signatures: string[]): Promise<string[]> {
  const f = await formalizeOffline(instruction, namedTools(...signatures), { reference });
  return f.checked.spec.steps.map((s) => s.action);
}

describe('a verb, its object and the state it gives it', () => {
  const tools = ['members.find:name', 'set_member_status:member_id,status', 'send_receipt:member_id'];

  it('"mark her excused", "flag them paid" ask for the first verb, not the participle', async () => {
    for (const instruction of [
      'Ines Baptiste sent her sick note. Mark her excused for the April fixtures.',
      'Both Okafor boys paid at the gate on Saturday, mark them paid.',
      'Please mark him retired from the first team.',
    ])
      assert.ok((await planned(instruction, ...tools)).includes('set_member_status'), instruction);
  });

  it('"help him book" still asks for the base verb after the pronoun', async () => {
    const steps = await planned('Help him book the physio slot for Friday.', 'book_slot:client,date');
    assert.ok(steps.includes('book_slot'), String(steps));
  });
});

describe('a change tool that takes a status does a "mark"', () => {
  it('"Mark \'Quiet Harbour\' as printed" plans the update that takes a status', async () => {
    const steps = await planned(
      "Mark 'Quiet Harbour' as printed and email the proofs to the author.",
      'titles.find:title',
      'titles.update:title_id,status,printed_on',
      'send_email:to,subject,body',
    );
    assert.ok(steps.includes('titles.update'), String(steps));
  });

  it('an update that takes no status is not a mark', async () => {
    const steps = await planned(
      "Mark 'Quiet Harbour' as printed.",
      'titles.find:title',
      'titles.update:title_id,trim_size,paper',
    );
    assert.equal(steps.includes('titles.update'), false, String(steps));
  });

  it('nor does a status parameter make a tool do another verb', async () => {
    const steps = await planned(
      'Approve the reprint quote for Quiet Harbour.',
      'titles.update:title_id,status',
      'quotes.approve:quote_id',
    );
    assert.equal(steps.includes('titles.update'), false, String(steps));
  });
});

describe('a verb done again asks for the verb', () => {
  it('"reassign" and "restart" ask for assign and start tools', async () => {
    const assign = await planned(
      "HD-5521: Jon's off sick. Reassign to whoever is on shift and tell the customer.",
      'assignTicket:ticketId,assignee',
      'getTicket:ticketId',
      'notify_customer:ticketId,message',
    );
    assert.ok(assign.includes('assignTicket'), String(assign));
    const start = await planned(
      'Restart the nightly export and tell Lena.',
      'start_job:job',
      'message_user:user,text',
    );
    assert.ok(start.includes('start_job'), String(start));
  });

  it('a "re" word of another kind of action is not its rest done again', async () => {
    // "remove" destroys, "move" changes where; "release" is no "lease" again
    const steps = await planned(
      'Remove the Easter banner from the homepage.',
      'move_banner:banner_id,slot',
      'banners.list:page',
    );
    assert.equal(steps.includes('move_banner'), false, String(steps));
  });
});

describe('an agent noun of a message verb names a message tool', () => {
  it('`parish_mailer` and `clinic_notifier` do what "let them know" asks', async () => {
    assert.ok(
      (
        await planned(
          'The hall is double booked on Sunday; let the Brownies leaders know.',
          'hall_bookings:date',
          'parish_mailer:to,subject,body',
        )
      ).includes('parish_mailer'),
    );
    assert.ok(
      (
        await planned(
          'Dr Ruiz is off on Friday, notify her patients.',
          'clinic_notifier:patient_ids,message',
          'appointments:doctor,date',
        )
      ).includes('clinic_notifier'),
    );
  });

  it('an agent noun of another verb is no message tool', async () => {
    const steps = await planned(
      'The stock take is done, let the team know.',
      'stock_counter:aisle',
      'team_chat:message',
    );
    assert.equal(steps.includes('stock_counter'), false, String(steps));
  });
});

describe('quotes and list items', () => {
  it('an apostrophe inside a word opens no quote', async () => {
    const f = await formalizeOffline(
      "Log yesterday's session with Aiko, notes 'worked on scales, good focus'.",
      namedTools('log_session:student,date,notes'),
      { reference },
    );
    assert.match(f.checked.text, /param\(quoted, "worked on scales, good focus"\)/);
    assert.doesNotMatch(f.checked.text, /param\(quoted, "s session/);
  });

  it('a pointer to a person in one list item takes no record another item names, and the call doing it passes', async () => {
    const instruction =
      "Two jobs: 1) log today's lesson by Aiko Mori with pupil PU-318, 40 minutes. 2) mark her DBS check as renewed through 2030-05-31.";
    const tools = namedTools(
      'find_tutor:name',
      'log_lesson:tutor_id,pupil_id,minutes',
      'update_tutor:tutor_id,dbs_expires',
    );
    const f = await formalizeOffline(instruction, tools, { reference });
    assert.doesNotMatch(f.checked.text, /open_request\(mark, \['PU-318'\]/);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const s = guard.session;
    s.check({ tool: 'find_tutor', args: { name: 'Aiko Mori' } });
    s.record(
      { tool: 'find_tutor', args: { name: 'Aiko Mori' } },
      { tutors: [{ tutor_id: 'T-77', name: 'Aiko Mori' }] },
    );
    const v = s.check({ tool: 'update_tutor', args: { tutor_id: 'T-77', dbs_expires: '2030-05-31' } });
    assert.equal(v.disposition, 'approved', v.feedback);
  });
});

describe('people kept out by who they are, in the third person', () => {
  it('"the client doesn\'t want anyone over 55" is found', () => {
    assert.ok(
      concealment(
        "Harwell Foods doesn't want anyone over 55 on the panel, so give Mr Kaye's slot to Ana Ruiz.",
      ),
    );
    assert.equal(concealment("Harwell Foods doesn't want the panel to run over 55 minutes."), undefined);
  });
});
