// How the offline formalizer reads jargon-heavy requests and the tools' names (issue 17): a
// sentence that opens with a tool's plain-word name is the user's, "ping" is no gerund, a name
// ends with its number ("cabin Birch 4"), the verb of an `object_verb` name is its last word, a
// dotted `resource.verb` acts on its resource, and a code the user wrote after a record's noun
// binds that record's id parameter. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { requestText } from '../../src/formalize/offline/intent.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { loadLanguage } from '../../src/formalize/offline/nlp.ts';
import { createGuard } from '../../src/guard/index.ts';
import { inferHints } from '../../src/tools/index.ts';

const tag = await loadLanguage();
const tool = (name: string, props: string[], readOnly = false): Tool => ({
  name,
  hints: { readOnly },
  inputSchema: { type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: 'string' }])) },
});

async function plan(instruction: string, tools: Tool[]) {
  const f = await formalizeOffline(instruction, tools);
  return { planned: f.report.planned, text: f.checked.text, checked: f.checked };
}

describe('a request that opens with a tool whose name is a plain word', () => {
  it('is the user’s sentence, not a tool listing', () => {
    assert.equal(
      requestText('Dispatch J-77 to Omar, he is closest.', ['dispatch']),
      'Dispatch J-77 to Omar, he is closest.',
    );
    assert.equal(
      requestText('1) reroute J-80 to dock B 2) tell the driver', ['reroute']).includes('reroute'),
      true,
    );
  });

  it('a listing of tools is still dropped', () => {
    const text = requestText(
      'Do the run.\ndispatch: assigns a job to a courier\nsend_email(to, body): sends mail\n- dispatch - assigns',
      ['dispatch', 'send_email'],
    );
    assert.equal(text.trim(), 'Do the run.');
  });

  it('plans the tool the sentence asks for', async () => {
    const tools = [tool('dispatch', ['job_id', 'courier_id']), tool('courier_list', ['zone'], true)];
    assert.ok((await plan('Dispatch J-77 to Omar, he is closest.', tools)).planned.includes('dispatch'));
  });
});

describe('words the tagger misreads', () => {
  it('"ping" is a verb, not a gerund', async () => {
    const tools = [tool('vendor_ping', ['po_id', 'message']), tool('po_lookup', ['po_id'], true)];
    assert.ok(
      (
        await plan('Could you ping the vendor on PO-5512 that the truck is an hour late?', tools)
      ).planned.includes('vendor_ping'),
    );
  });

  it('a short number ends a name that is not a person’s, unless it counts something', () => {
    const names = (text: string) =>
      namedValues(text, { names: tag(text).names })
        .filter((v) => v.kind === 'name')
        .map((v) => v.value);
    assert.ok(names('Put the Okafor twins in cabin Larch 7 tonight.').includes('Larch 7'));
    assert.ok(names('Drop the CHEM 220 lab from her schedule.').includes('CHEM 220'));
    assert.ok(!names('Order from Harbour Fish 12 kg of mussels.').includes('Harbour Fish 12'));
    assert.ok(!names('Send Priya Nair 40 dollars.').some((n) => /\d/.test(String(n))));
  });
});

describe('where a tool name’s verb stands', () => {
  it('an `object_verb` name does its last word', () => {
    assert.equal(inferHints('yard_list_add')?.readOnly, false);
    assert.equal(inferHints('customer_order_list')?.readOnly, true);
    assert.equal(inferHints('patient_chart_get')?.readOnly, true);
    assert.equal(inferHints('get_order')?.readOnly, true);
  });

  it('common action verbs of tool names are known', () => {
    for (const name of [
      'RecordVitals',
      'take_deposit',
      'issue_permit',
      'confirm_pickup',
      'waive_fee',
      'escalate_case',
    ])
      assert.equal(inferHints(name)?.readOnly, false, name);
  });

  it('a name with no verb that ends on a view of data reads', () => {
    for (const name of ['shipment_status', 'crew_roster', 'member_card', 'pump.alarms'])
      assert.equal(inferHints(name)?.readOnly, true, name);
    // (anything else with no verb stays unknown, and a description naming a change wins)
    assert.equal(inferHints('comp_room'), undefined);
    assert.equal(inferHints('crew_roster', 'Replaces the crew roster with a new one'), undefined);
  });

  it('a dotted `resource.verb` acts on its resource', async () => {
    const tools = [tool('permit.issue', ['site', 'date']), tool('permit.get', ['permit_id'], true)];
    assert.ok(
      (await plan('Issue a permit for the north scaffold tomorrow.', tools)).planned.includes('permit.issue'),
    );
  });
});

describe('a code written after a record’s noun binds that record’s id', () => {
  const tools = [tool('void_receipt', ['receipt_id', 'reason']), tool('receipt_get', ['receipt_id'], true)];

  it('another code of the same form is revised; an id of the tool’s own form is not compared', async () => {
    const instruction = 'Void receipt R-4471 from this morning, the card was charged twice.';
    const { text, checked } = await plan(instruction, tools);
    assert.match(text, /receipt_id\(same_series\(\['R-4471'\]\)\)/);
    const guard = await createGuard({ instruction, tools, spec: checked });
    const call = (receipt_id: string) => ({
      tool: 'void_receipt',
      args: { receipt_id, reason: 'duplicate' },
    });
    assert.equal(guard.session.check(call('R-4471')).disposition, 'approved');
    const other = guard.session.check(call('R-4472'));
    assert.equal(other.disposition, 'revision_required');
    assert.match(other.findings.map((f) => f.message).join(' '), /R-4471/);
    assert.equal(guard.session.check(call('rcp_9f2a11')).disposition, 'approved');
    guard.session.close();
  });

  it('not when two parameters take that kind of record, or two codes of one form are named', async () => {
    const swap = [tool('shift_swap', ['from_member_id', 'to_member_id', 'date'])];
    assert.doesNotMatch(
      (await plan('Swap me and Leo on Sunday, I am member M-18.', swap)).text,
      /same_series/,
    );
    const parts = [tool('replace_part', ['part_id', 'unit'])];
    assert.doesNotMatch((await plan('Replace part P-100 with P-200 on unit 4.', parts)).text, /same_series/);
  });
});

describe('one thing named, read through the tagger’s slips', () => {
  it('a possessive owner’s thing is one object, whatever form the thing’s word has', async () => {
    const tools = [tool('move_visit', ['visit_id', 'new_start']), tool('find_patient', ['name'], true)];
    for (const instruction of [
      "Move Ines Okafor's cleaning to Friday, same time.",
      "Move Ines's checkup to Friday.",
    ]) {
      const { text } = await plan(instruction, tools);
      assert.match(text, /single_object\(\d\)/, instruction);
    }
  });

  it('an arranged action named as a noun marks the tool that does it', async () => {
    const tools = [
      tool('HerdTrackGetAnimal', ['name'], true),
      tool('HerdTrackTransferAnimal', ['animal_id', 'to_pen', 'date']),
    ];
    const { text } = await plan("Schedule Bramble's move to the north pen for Monday.", tools);
    assert.match(text, /single_object\(2\)/);
  });

  it('"so" before a verb opens a request', async () => {
    const tools = [
      tool('deadline_update', ['deadline_id', 'new_date']),
      tool('matter_get', ['matter_id'], true),
    ];
    const { planned, text } = await plan(
      'The court signed the order, so extend the expert cutoff to March 3.',
      tools,
    );
    assert.ok(planned.includes('deadline_update'));
    assert.match(text, /single_object/);
  });

  it('"pull up" and "bring up" look; they open no request for a change', async () => {
    const tools = [
      tool('get_gate_plan', ['flight']),
      tool('dispatch_crew', ['flight', 'crew_id', 'task']),
      tool('request_fuel', ['flight', 'quantity_kg']),
    ];
    const { text } = await plan(
      'Pull up the gate plan for BA216 and send crew W-3 to do the water service.',
      tools,
    );
    assert.doesNotMatch(text, /open_request\(pull/);
  });

  it('a tool named for another word of change does what "extend" or "edit" asks', async () => {
    const tools = [
      tool('rentals.reservations.modify', ['reservation_id', 'changes']),
      tool('rentals.reservations.get', ['reservation_id'], true),
    ];
    assert.ok(
      (await plan('Extend R-7710 by two days, the flight moved.', tools)).planned.includes(
        'rentals.reservations.modify',
      ),
    );
  });
});

describe('workplace jargon for common actions', () => {
  it('"bounce", "park", "rush", "take down", "slide out" ask for the tools that do those actions', async () => {
    const cases: Array<[string, Tool[], string]> = [
      ['web-3 is stuck again, bounce it please', [tool('ops_restart_host', ['host'])], 'ops_restart_host'],
      [
        'Park the Gorse Ltd bill until they resend it.',
        [tool('bill_hold', ['bill_id', 'reason'])],
        'bill_hold',
      ],
      [
        'Rush the Fenwick print job so it ships Friday.',
        [tool('PressDeskExpediteJob', ['job_id'])],
        'PressDeskExpediteJob',
      ],
      [
        'Take down the oak bench listing, it sold.',
        [tool('ShopEndListing', ['listing_id'])],
        'ShopEndListing',
      ],
    ];
    for (const [instruction, tools, expected] of cases)
      assert.ok((await plan(instruction, tools)).planned.includes(expected), instruction);
  });
});

describe('looks named in jargon, and tools that set a status', () => {
  it('tally, gauge, trace and survey read; a transcript is a view', () => {
    for (const name of [
      'tally_stock',
      'gauge_tank',
      'trace_parcel',
      'survey_dock_plan',
      'session_transcript',
    ])
      assert.equal(inferHints(name)?.readOnly, true, name);
  });

  it('a status-setting tool does the change of state the user asks of its object, and a "mark"', async () => {
    const tools = [
      tool('list_permits', ['holder'], true),
      tool('update_permit_status', ['permit_id', 'status']),
      tool('update_vehicle_status', ['vehicle_id', 'status']),
    ];
    assert.ok(
      (await plan("Approve Jonah Reyes's permit application.", tools)).planned.includes(
        'update_permit_status',
      ),
    );
    assert.ok(
      (await plan('Mark van 12 as out of service.', tools)).planned.includes('update_vehicle_status'),
    );
    // (a look at the permits plans no status change)
    assert.ok(
      !(await plan("What's the status of Jonah's permit?", tools)).planned.includes('update_permit_status'),
    );
  });
});

describe('names and amounts bind only what they name', () => {
  it('the two ends of a transfer between named parties are the call’s to tell apart', async () => {
    const tools = [tool('shares_transfer', ['from_member', 'to_member', 'amount'])];
    const { text } = await plan('Move 12 shares from Alder Farm (F-20) to Birch Dairy (F-31).', tools);
    assert.doesNotMatch(text, /from_member\(|to_member\(/);
  });

  it('a name after "under" is who a booking is for, not the thing booked', async () => {
    const tools = [tool('book_table', ['name', 'party_size', 'table'])];
    assert.doesNotMatch(
      (await plan('Book a table for 4 under Haddad at 8pm on Friday.', tools)).text,
      /table\('Haddad'\)/,
    );
  });

  it('a name written as a kind of something else does not name the tool’s object', async () => {
    const tools = [tool('AdmitDeskAssignReviewer', ['application_id', 'reviewer'])];
    assert.doesNotMatch(
      (await plan('Assign Prof Lindgren as reviewer on all the Chemistry PhD applications.', tools)).text,
      /reviewer\('Chemistry'\)/,
    );
  });

  it('every amount of an enumeration is named ("1st $3,000, 2nd $1,500, 3rd $750")', async () => {
    const tools = [tool('issue_payout', ['team_id', 'amount'])];
    const { text } = await plan('Pay out the podium: 1st $2,000, 2nd $1,200, 3rd $600.', tools);
    // (all three are the user's; with several, no one of them binds the payout's amount)
    assert.match(text, /param\(amount, 2000\), param\(amount, 1200\), param\(amount, 600\)/);
    assert.doesNotMatch(text, /refined_step\(1, issue_payout, \[amount\(/);
  });

  it('a person named by one name agrees with the call’s full name', async () => {
    const tools = [tool('assign_keeper', ['animal_id', 'keeper'])];
    const instruction = 'Put Anneke on as keeper for the otters tomorrow.';
    const { checked, text } = await plan(instruction, tools);
    assert.match(text, /keeper\('Anneke'\)/);
    const guard = await createGuard({ instruction, tools, spec: checked });
    const call = (keeper: string) => ({ tool: 'assign_keeper', args: { animal_id: 'OT-1', keeper } });
    assert.equal(guard.session.check(call('Anneke de Vries')).disposition, 'approved');
    assert.equal(guard.session.check(call('Joost Bakker')).disposition, 'revision_required');
    guard.session.close();
  });

  it('a person given as a record is named by its name field', async () => {
    const tools = [tool('create_booking', ['departure_id', 'lead_guest'])];
    const instruction = 'Book 2 seats on departure D-1407 for Mirela Kovač and Tobias Lund.';
    const { checked } = await plan(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: checked });
    const call = (name: string) => ({
      tool: 'create_booking',
      args: { departure_id: 'D-1407', lead_guest: { name, email: 'lead@example.org' } },
    });
    assert.notEqual(guard.session.check(call('Mirela Kovač')).disposition, 'revision_required');
    assert.equal(guard.session.check(call('Zoe Park')).disposition, 'revision_required');
    guard.session.close();
  });

  it('a place named by its last word agrees with its full name, and another place does not', async () => {
    const tools = [tool('send_customer_note', ['customer', 'body'])];
    const instruction = 'Café Lindenhof: let them know the pears are back in stock.';
    const { checked } = await plan(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: checked });
    const call = (customer: string) => ({
      tool: 'send_customer_note',
      args: { customer, body: 'Pears are back.' },
    });
    assert.notEqual(guard.session.check(call('Café Lindenhof')).disposition, 'revision_required');
    assert.equal(guard.session.check(call('Café Rosenhof')).disposition, 'revision_required');
    guard.session.close();
  });
});
