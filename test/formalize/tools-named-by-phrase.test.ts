// A tool named by the very thing the user's verb acts on: "issue the blast notice" and
// `blast_notice`, "send the storm hold letter" and `storm_hold_letter`, "raise the hot-work permit"
// and `hot_work_permit` (the name's words in the user's order, a couple of the user's words
// between them at most). The tool is that thing whatever its name's words would make of it as a
// verb ("blast", a "notice" that notifies). After a read verb ("get"), only a new one ("get the
// farm an intake slot"). Instructions and tool names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const reference = new Date('2031-02-11T09:00:00Z');

async function planned(instruction: string, ...signatures: string[]): Promise<string[]> {
  const f = await formalizeOffline(instruction, namedTools(...signatures), { reference });
  return f.checked.spec.steps.map((s) => s.action);
}

describe('a tool named by the thing the verb acts on', () => {
  const tools = [
    'blast_notice:heading,fire_at',
    'vent_survey:level',
    'storm_hold_letter:vessel,until',
    'hot_work_permit:area,holder',
  ];
  it('is planned, whatever its name would make of a verb', async () => {
    assert.deepEqual(
      await planned('Issue the blast notice for the 340 heading, firing at 16:30.', ...tools),
      ['blast_notice'],
    );
    assert.deepEqual(await planned('Send the storm hold letter to MV Kestrel until Friday.', ...tools), [
      'storm_hold_letter',
    ]);
    assert.deepEqual(
      await planned('Raise a hot work permit for the east gantry, holder Ana Ruiz.', ...tools),
      ['hot_work_permit'],
    );
  });
  it('after a read verb, only as a new one ("get them a …")', async () => {
    const slots = ['intake_slot:farm,date,trucks', 'farm_lookup:name'];
    assert.ok(
      (await planned('Can you get Brennan Farms an intake slot for Thursday? 3 trucks.', ...slots)).includes(
        'intake_slot',
      ),
    );
    assert.ok(
      !(await planned('Check the intake slot Brennan Farms has on Thursday.', ...slots)).includes(
        'intake_slot',
      ),
    );
  });
  it('with a word of the user between its own', async () => {
    assert.deepEqual(await planned('Issue the blast amber notice for the 340 heading.', ...tools), [
      'blast_notice',
    ]);
  });
});
