// Requests in the forms people write them: an opening word the tagger reads as an adjective or a
// noun is the asked verb before its object ("close RT-310, it's fixed"), but not as the subject of
// a sentence ("Ticket RT-310 is stuck"); "would you mind X-ing and Y-ing" asks for X and Y; a
// phrasal verb is read even when the tagger takes its particle for a preposition ("putting in a
// request"); and a person parameter is not bound to the one person named when the user is a party
// too ("set me a reminder to call Ilse"). Tools and instructions are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readParts } from '../../src/formalize/offline/clauses.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { loadLanguage } from '../../src/formalize/offline/nlp.ts';
import { parseTools } from '../../src/tools/index.ts';
import { namedTools } from './named-tools.ts';

async function verbs(text: string): Promise<string[]> {
  const { clauses } = readParts(text, await loadLanguage());
  return clauses.flatMap((c) => c.verbs);
}

describe('request forms', () => {
  it('an opening word before a code or a determiner is the asked verb', async () => {
    assert.deepEqual(await verbs('close RT-310, the printer works again.'), ['close']);
    assert.ok((await verbs('Comp the fee on order OR-5512.')).includes('comp'));
  });

  it('a word opening a sentence whose verb follows its object is a subject, not a request', async () => {
    assert.deepEqual(await verbs('Ticket RT-310 is stuck.'), []);
  });

  it('the auxiliary of a negation is no request', async () => {
    assert.equal((await verbs("Don't archive RT-310 yet.")).includes('do'), false);
  });

  it('"would you mind" asks for the gerunds after it', async () => {
    assert.deepEqual(await verbs('Would you mind unlocking the side gate and putting in a repair request?'), [
      'unlock',
      'request',
    ]);
    assert.deepEqual(await verbs('Would you mind if I left early?'), []);
  });

  it('"get X done" and "have X done" ask for the participle\'s action', async () => {
    assert.deepEqual(await verbs('Have both kilns fired by noon.'), ['fire']);
    assert.deepEqual(await verbs('Get the west gate repainted this week.'), ['repaint']);
    assert.deepEqual(await verbs('Get the invoice from Acme.'), ['get']);
  });

  it('the user as a party leaves a person parameter unbound', async () => {
    const tools = parseTools(
      [
        {
          name: 'create_reminder',
          inputSchema: {
            type: 'object',
            properties: { assignee: { type: 'string' }, title: { type: 'string' }, due: { type: 'string' } },
          },
        },
      ],
      { format: 'mcp' },
    );
    const mine = await formalizeOffline('Create a reminder for me to call Ilse Brandt on Friday.', tools);
    assert.doesNotMatch(mine.checked.text, /assignee\(/);
    const hers = await formalizeOffline('Create a reminder for Ilse Brandt to call the bank.', tools);
    assert.match(hers.checked.text, /assignee\('Ilse Brandt'\)/);
  });
});

const named = namedTools;

describe('tool names whose action is not their first verb', () => {
  it('an action named by its gerund does the verb (`studio.schedule_glazing` glazes)', async () => {
    const tools = named(
      'studio.schedule_glazing:item,date',
      'studio.item_lookup:item',
      'studio.cancel_firing:item',
    );
    const f = await formalizeOffline('Glaze the two blue mugs tomorrow.', tools);
    assert.ok(f.report.planned.includes('studio.schedule_glazing'));
    assert.equal(f.report.planned.includes('studio.cancel_firing'), false);
  });

  it("in a name with no verb the lexicon knows, the user's own verb counts wherever it stands", async () => {
    const tools = named('Parcel_Stamp:parcel_id,status', 'Parcel_Find:query');
    const f = await formalizeOffline('Stamp PX-4410 as received.', tools);
    assert.ok(f.report.planned.includes('Parcel_Stamp'));
  });

  it("a dotted name's last segment is the tool's own: what precedes its verb is its object", async () => {
    const tools = named('archive_v3.shelving_assign:volume_id,bay', 'archive_v3.volumes_search:title');
    const f = await formalizeOffline('Shelve the new atlases in bay 4.', tools);
    assert.ok(f.report.planned.includes('archive_v3.shelving_assign'));
  });

  it('a parameter named like a verb-less tool name is not its object: no name binds it', async () => {
    const tools = named('ClinicFax:fax,message');
    const f = await formalizeOffline('Fax Dr. Ines Morel the lab results.', tools);
    assert.doesNotMatch(f.checked.text, /fax\('/);
  });
});

describe('more request forms and tool names', () => {
  it('a request opening with a word before a particle and its object ("loop in the team")', async () => {
    assert.ok((await verbs('loop in the billing team on CASE-881, it is their call')).includes('loop'));
  });

  it('a snake name opens with its verb when the user asks for it, though its object is a verb too', async () => {
    const tools = named('mute_store:store,minutes', 'list_orders:store');
    const f = await formalizeOffline('Please mute the Elm Street store for an hour.', tools);
    assert.ok(f.report.planned.includes('mute_store'));
  });

  it('a camelCase name opens with its verb too (`logVisit` logs, though "visit" is a verb)', async () => {
    const tools = named('logVisit:patient_id,minutes', 'findPatient:name');
    const f = await formalizeOffline('Log my visit with Aino Laine, 25 minutes.', tools);
    assert.ok(f.report.planned.includes('logVisit'));
  });

  it('"kill" and "scrap" ask for a deletion', async () => {
    const tools = named('DoorHubDeleteAccessCode:code_id', 'DoorHubListAccessCodes:door');
    const f = await formalizeOffline("kill the dog walker's door code, we stopped using them", tools);
    assert.ok(f.report.planned.includes('DoorHubDeleteAccessCode'));
  });
});
