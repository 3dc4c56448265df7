// Tools known by their names alone (no description, no schema types, no declared hints), as logs
// and recorded interactions give them: the plan still covers what the user asked, read from the
// names' service words, verb and object. Instructions, services and tool names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { inferHints, parseTools } from '../../src/tools/index.ts';
import { namedTools } from './named-tools.ts';

const named = namedTools;

async function planOf(instruction: string, tools: Tool[]): Promise<string[]> {
  return (await formalizeOffline(instruction, tools)).report.planned;
}

/** An instruction, the tools by name (`Name:arg,…`), and the tool its plan must hold. */
type PlanCase = [string, string[], string];

async function assertPlans(cases: readonly PlanCase[]): Promise<void> {
  for (const [instruction, tools, want] of cases) {
    const plan = await planOf(instruction, named(...tools));
    assert.ok(plan.includes(want), `${instruction}: ${plan.join()}`);
  }
}

describe('tool names read as service, verb and object', () => {
  it('a verb after the service words decides the hints', () => {
    assert.deepEqual(inferHints('PantryPalListRecipes'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('CrewRosterGetShiftDetails'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('PantryPalOrderGroceries'), { readOnly: false });
    assert.deepEqual(inferHints('HarborBankScheduleTransfer'), { readOnly: false });
    assert.deepEqual(inferHints('HarborBankSendPayment'), { readOnly: false, destructive: true });
    // a changing verb after the read verb still takes the read-only guess away
    assert.equal(inferHints('TicketDeskFindAndUpdateTickets'), undefined);
    // a verb inside the service's name can only make a read look like a write, never the reverse
    assert.deepEqual(inferHints('SmartLockViewHistory'), { readOnly: false });
    // no verb anywhere: unknown
    assert.equal(inferHints('WeatherStationReport'), undefined);
  });

  it('a dotted name reads its action segment; a brand of a verb and a noun gives way to a read verb after it', () => {
    // `ticket` and `request` are verbs too, but the segment after the dot is the action
    assert.deepEqual(inferHints('request.lookup'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('permit.search'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('request.approve'), { readOnly: false });
    // a destroying resource word still destroys (`purge.get` is no read)
    assert.deepEqual(inferHints('purge.get'), { readOnly: false, destructive: true });
    // `Plan` + `Deck`, `Hold` + `Fast` are brands here: the tool lists and gets
    assert.deepEqual(inferHints('PlanDeckListTrips'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('HoldFastGetLocker'), { readOnly: true, destructive: false });
    // not after a verb that destroys, not across a conjunction or a second changing verb, and
    // not a read word right after the verb (`ApproveListItems` approves a list's items)
    assert.deepEqual(inferHints('SendWiseGetStatus'), { readOnly: false, destructive: true });
    assert.deepEqual(inferHints('CreateAndGetBadge'), { readOnly: false });
    assert.deepEqual(inferHints('ApproveListItems'), { readOnly: false });
  });
});

describe('plans over tools known by name only', () => {
  it('plans the read of what the user names, and no write they did not ask for', async () => {
    const tools = named('CrewRosterGetShiftDetails:shift_id', 'CrewRosterCancelShift:shift_id');
    const plan = await planOf("What time does Marta's shift on Friday start?", tools);
    assert.deepEqual(plan, ['CrewRosterGetShiftDetails']);
  });

  it('plans a share asked for by a noun of the action in the name (SetSharingPermission)', async () => {
    const tools = named(
      'DocVaultSearchFolders:query',
      'DocVaultSetSharingPermission:folder_id,email,permission',
      'DocVaultDeleteFolder:folder_id',
    );
    const plan = await planOf(
      'Share the Q3 roadmap folder with priya@studio.example so she can edit it.',
      tools,
    );
    assert.ok(plan.includes('DocVaultSearchFolders'), plan.join());
    assert.ok(plan.includes('DocVaultSetSharingPermission'), plan.join());
    assert.ok(!plan.includes('DocVaultDeleteFolder'), plan.join());
  });

  it('plans every part: look up, then change', async () => {
    const tools = named(
      'PetClinicFindAppointments:pet_name,date',
      'PetClinicRescheduleAppointment:appointment_id,new_date',
      'PetClinicBillOwner:owner_id,amount',
    );
    const plan = await planOf(
      "Find Biscuit's vaccination appointment and reschedule it to next Tuesday.",
      tools,
    );
    assert.ok(plan.includes('PetClinicFindAppointments'), plan.join());
    assert.ok(plan.includes('PetClinicRescheduleAppointment'), plan.join());
    assert.ok(!plan.includes('PetClinicBillOwner'), plan.join());
  });

  it('through the guard: the asked-for change runs without asking, an unasked payment is confirmed', async () => {
    const tools = named(
      'PetClinicFindAppointments:pet_name',
      'PetClinicRescheduleAppointment:appointment_id,new_date',
      'PetClinicBillOwner:owner_id,amount',
    );
    const instruction = "Find Biscuit's vaccination appointment and reschedule it to 2031-05-06.";
    const guard = await createGuard({
      instruction,
      tools,
      formalize: async (i, t) => (await formalizeOffline(i, [...t])).checked,
    });
    const find = { tool: 'PetClinicFindAppointments', args: { pet_name: 'Biscuit' } };
    assert.equal(guard.session.check(find).disposition, 'approved');
    guard.session.record(find, [{ appointment_id: 'A-88', type: 'vaccination', date: '2031-04-29' }]);
    const move = {
      tool: 'PetClinicRescheduleAppointment',
      args: { appointment_id: 'A-88', new_date: '2031-05-06' },
    };
    assert.equal(guard.session.check(move).disposition, 'approved');
    const bill = { tool: 'PetClinicBillOwner', args: { owner_id: 'o-1', amount: 120 } };
    assert.notEqual(guard.session.check(bill).disposition, 'approved');
  });
});

describe('requests worded with other verbs than the tool names', () => {
  it('"move" an appointment plans the reschedule, not the cancel', async () => {
    const tools = named(
      'ClinicDeskSearchAppointments:patient,date',
      'ClinicDeskRescheduleAppointment:appointment_id,new_time',
      'ClinicDeskCancelAppointment:appointment_id',
    );
    const plan = await planOf('Move my dental check-up from Tuesday to Thursday at 3pm.', tools);
    assert.ok(plan.includes('ClinicDeskRescheduleAppointment'), plan.join(', '));
    assert.ok(!plan.includes('ClinicDeskCancelAppointment'), plan.join(', '));
  });

  it('"head to" or "navigate to" a room plans the go-to', async () => {
    const tools = named('HomeBotGoToRoom:room_id', 'HomeBotFindObjects:query', 'HomeBotGrabObject:object_id');
    const plan = await planOf('Head to the garage and find my bike helmet.', tools);
    assert.ok(plan.includes('HomeBotGoToRoom'), plan.join(', '));
    assert.ok(plan.includes('HomeBotFindObjects'), plan.join(', '));
  });

  it("the user's own word asks for the tool that carries it, not for one that lists it as a synonym", async () => {
    const tools = named('PageViewerNavigateTo:url', 'HomeBotGoToRoom:room_id', 'HomeBotListRooms');
    const plan = await planOf('Navigate to the sourdough page on https://bakers.example/recipes.', tools);
    assert.deepEqual(plan, ['PageViewerNavigateTo']);
    // with no tool that carries the word, the synonym still plans
    const robot = named('HomeBotGoToRoom:room_id', 'HomeBotListRooms');
    assert.ok((await planOf('Navigate to the laundry room, please.', robot)).includes('HomeBotGoToRoom'));
  });

  it('an object named by a synonym picks the write among tools of the same verb ("payment" is a transfer)', async () => {
    const tools = named(
      'list_transfers',
      'update_recurring_transfer:id,amount',
      'update_password:password',
      'update_profile:address',
    );
    const plan = await planOf('Update my gym payment to 45 starting next month.', tools);
    assert.ok(plan.includes('update_recurring_transfer'), plan.join(', '));
    assert.ok(!plan.includes('update_password') && !plan.includes('update_profile'), plan.join(', '));
  });

  it("a synonym asks for the tool whose object its own words name, not one another verb's words name", async () => {
    const tools = parseTools(
      [
        {
          name: 'CodeHostCreateRepository',
          description: 'Create a repository',
          inputSchema: { type: 'object' },
        },
        {
          name: 'CodeHostPostIssue',
          description: 'Create an issue in a repository',
          inputSchema: { type: 'object' },
        },
        {
          name: 'CodeHostSearchRepositories',
          description: 'Search repositories',
          inputSchema: { type: 'object' },
        },
        {
          name: 'PlannerCreateEvent',
          description: 'Create a calendar event',
          inputSchema: { type: 'object' },
        },
      ],
      { format: 'mcp' },
    );
    const plan = await planOf(
      'Find the mobile-app repository and schedule a kickoff meeting for Monday.',
      tools,
    );
    assert.ok(plan.includes('PlannerCreateEvent'), plan.join(', '));
    assert.ok(
      !plan.includes('CodeHostCreateRepository') && !plan.includes('CodeHostPostIssue'),
      plan.join(', '),
    );
  });
});

describe('verbs the lexicon does not know, and verbs the user forbids', () => {
  it('a service is found beside a verb the lexicon does not know (PermitDesk + Issue)', async () => {
    const tools = named('PermitDeskGetApplication:application_id', 'PermitDeskIssuePermit:application_id');
    assert.equal(tools[1]!.toolkit, 'PermitDesk');
    const plan = await planOf(
      'Issue the permit for application PD-2026-118 once you have checked it.',
      tools,
    );
    assert.ok(plan.includes('PermitDeskIssuePermit'), plan.join(', '));
  });

  it('an unknown verb plans the one non-destructive tool that changes what its words name', async () => {
    const tools = named(
      'HelpDeskGetTicket:ticket_id',
      'HelpDeskAddLabel:ticket_id,label',
      'HelpDeskCloseTicket:ticket_id',
    );
    const plan = await planOf("Stick an 'urgent' label on ticket HD-4471.", tools);
    assert.ok(plan.includes('HelpDeskAddLabel'), plan.join(', '));
    assert.ok(!plan.includes('HelpDeskCloseTicket'), plan.join(', '));
    // a destructive tool needs its verb: "sort out" the ticket plans no close
    const vague = await planOf('Sort out ticket HD-4471 for me.', tools);
    assert.ok(!vague.includes('HelpDeskCloseTicket'), vague.join(', '));
  });

  it('a verb the user forbids is not planned, whatever else names it', async () => {
    const tools = named(
      'HelpDeskGetTicket:ticket_id',
      'HelpDeskAddNote:ticket_id,text',
      'HelpDeskCloseTicket:ticket_id',
    );
    const plan = await planOf(
      'Add a note to HD-4471 that the patch is deployed. Do not close the ticket yet.',
      tools,
    );
    assert.ok(plan.includes('HelpDeskAddNote'), plan.join(', '));
    assert.ok(!plan.includes('HelpDeskCloseTicket'), plan.join(', '));
    const never = await planOf("Close HD-4470, but don't close HD-4471.", tools);
    assert.ok(never.includes('HelpDeskCloseTicket'), 'asked in one part and forbidden in another: asked');
  });
});

describe('phrasal verbs', () => {
  it('"switch off" asks for a disable and "let … know" for a message; the particle is no verb', async () => {
    const tools = named(
      'HomeHubListDevices',
      'HomeHubDisableDevice:device_id',
      'HomeHubEnableDevice:device_id',
      'HomeHubSendMessage:to,text',
    );
    const plan = await planOf('Switch off the garage heater, then let Dana know it is done.', tools);
    assert.ok(plan.includes('HomeHubDisableDevice') && plan.includes('HomeHubSendMessage'), plan.join(', '));
    assert.ok(!plan.includes('HomeHubEnableDevice'), plan.join(', '));
  });
});

describe('setters and adjusters', () => {
  it('"raise", "correct" and "enter" ask for a set, an adjust and a create', async () => {
    const climate = named('ClimateHubGetReadings:zone', 'ClimateHubSetTemperature:zone,celsius');
    assert.ok(
      (await planOf('Raise the lobby temperature to 21 degrees.', climate)).includes(
        'ClimateHubSetTemperature',
      ),
    );
    const stock = named('stock.get_item:sku', 'stock.adjust_level:sku,delta', 'stock.delete_item:sku');
    const plan = await planOf('Correct the on-hand level for SKU WX-1, we counted 14.', stock);
    assert.ok(plan.includes('stock.adjust_level') && !plan.includes('stock.delete_item'), plan.join(', '));
    const clinic = named('records.get_patient:id', 'records.create_referral:id,specialist');
    assert.ok(
      (await planOf('Enter a referral to dermatology for patient 4471.', clinic)).includes(
        'records.create_referral',
      ),
    );
  });

  it('"let … know" is a notify wherever the person stands, but "let me know" asks to be told', async () => {
    const tools = named('ClubDeskListMembers:club', 'ClubDeskSendNotice:recipients,text');
    for (const text of [
      'Let every member of the chess club know the hall is closed on Friday.',
      'Cancel nothing; just let Ines know the hall is closed on Friday.',
    ])
      assert.ok((await planOf(text, tools)).includes('ClubDeskSendNotice'), text);
    assert.ok(!(await planOf('Let me know who is in the chess club.', tools)).includes('ClubDeskSendNotice'));
  });
});

describe('a tool that arranges an action named as a noun', () => {
  it('"deliver" plans the scheduling of a delivery, "pay out" the issuing of a payout, "install" the booking of an installation', async () => {
    const cases: PlanCase[] = [
      [
        'Deliver the two pallets of mulch to Brightwater Nursery on Monday morning.',
        ['find_customer:name', 'schedule_delivery:customer_id,date,items', 'cancel_delivery:delivery_id'],
        'schedule_delivery',
      ],
      [
        'Pay out the raffle winners: Oona gets $40, Bram gets $25.',
        ['PrizeBoardListWinners:raffle', 'PrizeBoardIssuePayout:winner_id,amount'],
        'PrizeBoardIssuePayout',
      ],
      [
        'Install a new thermostat in unit 14 on Thursday, the tenant asked for one.',
        ['units_lookup:unit', 'book_installation:unit_id,date', 'close_unit:unit_id'],
        'book_installation',
      ],
    ];
    await assertPlans(cases);
  });

  it('a look arranges nothing, and a tool that destroys arranges nothing', async () => {
    const review = await planOf(
      'Review the draft contract for Hollin Farms.',
      named('find_contract:customer', 'schedule_review:contract_id,date'),
    );
    assert.ok(!review.includes('schedule_review'), review.join());
    const cancel = await planOf(
      'Deliver the compost to Brightwater Nursery on Monday.',
      named('schedule_delivery:customer_id,date', 'cancel_delivery:delivery_id'),
    );
    assert.ok(!cancel.includes('cancel_delivery'), cancel.join());
  });
});

describe('an adverb before the asked verb', () => {
  it('"temporarily suspend X-1" still asks for it, on the one object named', async () => {
    const f = await formalizeOffline(
      'Temporarily suspend badge BD-4471, it was reported stolen.',
      named('suspend-badge:badge_id,reason,temporary'),
    );
    assert.deepEqual(f.report.planned, ['suspend-badge']);
    assert.match(f.checked.text, /single_object\(1\)/);
  });
});

describe('a light verb with a new thing asks for what makes the thing', () => {
  it('"get a refund out", "give them a voucher", "the volunteers get a badge" plan the tool of the thing', async () => {
    const cases: PlanCase[] = [
      [
        'Get a refund out to Halima Osei for the cracked teapot, order 5530.',
        ['orders_lookup:order_id', 'refunds_create:order_id,amount', 'orders_cancel:order_id'],
        'refunds_create',
      ],
      [
        'Give the Lindqvists a $30 voucher for the late delivery.',
        ['find_customer:name', 'issue_voucher:customer_id,amount'],
        'issue_voucher',
      ],
      [
        'All four weekend volunteers get a parking badge for March.',
        ['list_volunteers:shift', 'apply_badge:volunteer_id,month'],
        'apply_badge',
      ],
    ];
    await assertPlans(cases);
  });

  it('"get the refund status" reads: no new thing, nothing made; a destroying tool is never the thing', async () => {
    const read = await planOf(
      'Get the refund status for order 5530.',
      named('refunds_lookup:order_id', 'refunds_create:order_id,amount'),
    );
    assert.ok(!read.includes('refunds_create'), read.join());
    const gone = await planOf(
      'Give Bram a new locker.',
      named('lockers_delete:locker_id', 'find_member:name'),
    );
    assert.ok(!gone.includes('lockers_delete'), gone.join());
  });

  it('a snake name that ends on its verb names its object right before it', async () => {
    const plan = await planOf(
      'Leave a note on candidate Jia Hui Lim for the hiring manager.',
      named('hire_v2_candidates_get:candidate_id', 'hire_v2_notes_add:candidate_id,text'),
    );
    assert.ok(plan.includes('hire_v2_notes_add'), plan.join());
  });
});
