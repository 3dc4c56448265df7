// Three readings of ordinary requests, with instructions and tools of our own:
// - a message is a message whichever word the request and the tool's name use ("let them know"
//   and `text_owner`; "give the crew a heads-up", "drop the supplier a line");
// - "a new one", "a replacement", "fresh ones" ask for the tool that makes that thing anew;
// - a request the tagger reads as a noun ("Rerun the nightly export", "Point docs.example.org at
//   …") still asks for its verb.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRequest } from '../../src/formalize/offline/build.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const planned = async (instruction: string, tools: ReturnType<typeof namedTools>) =>
  (await formalizeOffline(instruction, tools)).checked.spec.steps.map((s) => s.action);

const verbsOf = async (instruction: string) =>
  (await readRequest(instruction, namedTools('note_add:text'))).clauses.map((c) => c.verbs);

describe('a message asked in any words plans the tool that delivers messages', () => {
  const kennel = namedTools(
    'find_stay:pet_name',
    'extend_stay:stay_id,until',
    'text_owner:stay_id,body',
    'cancel_stay:stay_id',
  );

  it('"let them know" plans a tool named for a text message', async () => {
    const steps = await planned("Extend Biscuit's stay to Sunday and let them know.", kennel);
    assert.ok(steps.includes('text_owner'), steps.join());
    assert.ok(!steps.includes('cancel_stay'), steps.join());
  });

  it('a message handed over as a thing ("a heads-up", "a line", "an alert") asks for a notify', async () => {
    for (const [text, verb] of [
      ['Give the night crew a heads-up about the gate code.', 'notify'],
      ['Drop the supplier a line about the late pallets.', 'notify'],
      ['Push an alert to all riders about the detour.', 'notify'],
      ['Shoot Priya a quick text when it is done.', 'notify'],
    ] as const)
      assert.ok(
        (await verbsOf(text)).flat().includes(verb),
        `${text}: ${JSON.stringify(await verbsOf(text))}`,
      );
    const depot = namedTools('route_status:route', 'close_route:route', 'rider_alert_send:route,message');
    const steps = await planned('Close route 14 and push an alert to riders.', depot);
    assert.ok(steps.includes('rider_alert_send'), steps.join());
  });

  it('a tool named by its message alone (`berth_notice`) sends it; a plural lists them', async () => {
    const marina = namedTools('slip_charge:slip_id,amount', 'berth_notice:to,body', 'tap_line:line,keg_id');
    const steps = await planned('Charge slip S-12 the winter storage and email the owner a receipt.', marina);
    assert.ok(steps.includes('berth_notice'), steps.join());
    // (a "line" names other things in tool names: no message tool)
    assert.ok(!steps.includes('tap_line'), steps.join());
    const listing = namedTools('slip_charge:slip_id,amount', 'berth_notices:slip_id');
    const none = await planned('Charge slip S-12 the winter storage and email the owner a receipt.', listing);
    assert.ok(!none.includes('berth_notices'), none.join());
  });

  it('a handed thing that is no message keeps its own verb', async () => {
    // "give the team a new deadline" asks for no message; "leave a note on the claim" makes a note
    assert.ok(!(await verbsOf('Give the team a new deadline.')).flat().includes('notify'));
    assert.ok(!(await verbsOf('Leave a note on claim CL-7 about the photos.')).flat().includes('notify'));
  });
});

describe('a new one of a thing plans the tool that makes it anew', () => {
  it('"disable it and get him a new one" plans the badge issue beside the revoke', async () => {
    const tools = namedTools(
      'staff.find:name',
      'badge.disable:badge_id',
      'badge.issue:staff_id',
      'badge.audit:badge_id',
    );
    const steps = await planned('Omar Haddad lost his badge. Disable it and get him a new one.', tools);
    assert.ok(steps.includes('badge.disable'), steps.join());
    assert.ok(steps.includes('badge.issue'), steps.join());
  });

  it('"a replacement" and "fresh ones" pick the making tool of the thing named before', async () => {
    const library = namedTools(
      'lookup_patron:name',
      'suspend_library_card:card_id',
      'print_library_card:patron_id',
      'renew_loan:loan_id',
    );
    const steps = await planned('Suspend the library card of Ana Ruiz and get her a replacement.', library);
    assert.ok(steps.includes('print_library_card'), steps.join());
    assert.ok(!steps.includes('renew_loan'), steps.join());
    const events = namedTools('get_booking:booking_id', 'void_pass:pass_id', 'regenerate_pass:booking_id');
    const again = await planned('Void the old passes on booking BK-3310 and send him fresh ones.', events);
    assert.ok(again.includes('regenerate_pass'), again.join());
  });

  it('with no tool that makes things, the verb is read as written', async () => {
    const tools = namedTools('card_lookup:name', 'card_block:card_id');
    const steps = await planned('Block the card of Ana Ruiz and get her a new one.', tools);
    assert.deepEqual(
      steps.filter((s) => s !== 'card_lookup'),
      ['card_block'],
    );
  });
});

describe('requests the tagger reads as nouns', () => {
  it('a noun-only "re" word before its object is its verb again, and an address opens an object', async () => {
    assert.deepEqual(await verbsOf('Rerun the nightly export for the Leeds branch.'), [['run']]);
    assert.deepEqual(await verbsOf('Point docs.example.org at the new host.'), [['point']]);
  });
});
