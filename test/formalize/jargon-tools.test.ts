// Tools named in a trade's own words, asked for in the user's: a noun the tagger also conjugates
// opening a request before its object ("then page the night crew"), a first word all of a
// service's tools share that the user uses as the verb ("chalk the two bad seats" and
// `chalk_item` beside `chalk_clear`), and a phrasal verb written as one word in the tool's name
// ("check in the Delgado party" and `guest_checkin`). Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

async function planned(instruction: string, specs: string[]): Promise<string[]> {
  const f = await formalizeOffline(instruction, namedTools(...specs));
  return f.checked.spec.steps.map((s) => s.action);
}

describe('trade words for tools', () => {
  it('"then page the night crew" asks for crew_page', async () => {
    const steps = await planned('Close hatch 2, then page the night crew about the leak.', [
      'hatch_close:hatch',
      'crew_page:crew,message',
      'crew_roster:date',
    ]);
    assert.ok(steps.includes('crew_page'), steps.join());
  });

  it("a service's shared first word, asked as the verb, is the verb of the tool with no other", async () => {
    const steps = await planned(
      'chalk the two bad seats in row F, then clear chalk C-118, the seat got fixed',
      ['chalk_item:row,seat', 'chalk_clear:chalk_id,resolution', 'row_card:row'],
    );
    assert.ok(steps.includes('chalk_item'), steps.join());
    assert.ok(steps.includes('chalk_clear'), steps.join());
  });

  it('"check in the Delgado party" asks for guest_checkin', async () => {
    const steps = await planned('Please check in the Delgado party, they are at the front desk.', [
      'guest_checkin:party,room',
      'guest_lookup:name',
    ]);
    assert.ok(steps.includes('guest_checkin'), steps.join());
  });
});
