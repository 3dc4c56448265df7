// A message written as a heading (issue 17): a part that opens with a message and whom it goes to,
// "notice to all tenants that …", "reminder to Sam: …", asks for that message as "send a notice
// to all tenants" does; "notice to quit was served" is no such part. A verb and its particle that
// a tool's name writes (`book-haul-out`) ask for that tool when they open a part before its object
// ("Haul out 'Sea Wren' Thursday"). A changing verb's object that names a tool ("move 12
// pallets" and `relocate_pallets`) asks for that tool though a planned tool of the verb acts on
// another thing, when its own verb is unknown to the lexicon or the asked verb's kin. Tasks and
// tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from './named-tools.ts';
import { planVerdict } from './plan-verdict.ts';

const tools = namedTools(
  'get_building:name',
  'send_notice:buildingId,audience,body',
  'log_repair:buildingId,description,date',
);
const planned = async (text: string) =>
  (await planVerdict(text, tools, { tool: 'get_building', args: { name: 'Elm House' } })).planned;

describe('a message written as a heading', () => {
  it('"notice to all tenants that …" after a statement plans the notice', async () => {
    const p = await planned(
      'Boiler at Elm House is fixed. notice to all tenants that the heating is back on',
    );
    assert.ok(p.includes('send_notice'), p.join());
  });
  it('as an item of a list, beside an item that logs', async () => {
    const p = await planned(
      '1) log the boiler repair at Elm House 2) notice to all tenants that the heating is back on',
    );
    assert.ok(p.includes('send_notice') && p.includes('log_repair'), p.join());
  });
  it('"reminder to Sam: …" plans the message', async () => {
    const p = await planned('reminder to Sam: bring the van keys Friday');
    assert.ok(p.includes('send_notice'), p.join());
  });
  it('control: "notice to quit was served …" sends nothing', async () => {
    const p = await planned('notice to quit was served on flat 4 last week, log the date on the repair');
    assert.ok(!p.includes('send_notice'), p.join());
  });
});

describe("a phrasal verb a tool's name attests", () => {
  const yard = namedTools('list_tides:date', 'get_boat:name', 'book-haul-out:boat_id,date,purpose');
  const plannedIn = async (text: string, tools: ReturnType<typeof namedTools>) =>
    (await planVerdict(text, tools, { tool: tools[0]!.name, args: {} })).planned;
  it('"Haul out \'Morning Star\' Friday …" plans `book-haul-out`', async () => {
    const p = await plannedIn("Haul out 'Morning Star' Friday on the high tide, she needs a scrub", yard);
    assert.ok(p.includes('book-haul-out'), p.join());
  });
  it('control: "haul" and "out" apart in a statement ask for nothing', async () => {
    const p = await plannedIn('The haul out of Morning Star went fine, check the tides for Friday', yard);
    assert.ok(!p.includes('book-haul-out'), p.join());
  });
});

describe("the tool a changing verb's object names, beside a planned tool of that verb", () => {
  const plannedIn = async (text: string, tools: ReturnType<typeof namedTools>) =>
    (await planVerdict(text, tools, { tool: tools[0]!.name, args: {} })).planned;
  it('"move 12 pallets" beside a planned ticket update plans `relocate_pallets`', async () => {
    const p = await plannedIn(
      "Three things: 1) how full is Dock 3? 2) if it's over 80%, move 12 pallets to the overflow yard. 3) close WH-2207, the forklift got fixed",
      namedTools(
        'list_docks:site',
        'get_dock_status:dock_id',
        'relocate_pallets:count,from_dock,to_area',
        'update_ticket:ticket_id,status',
      ),
    );
    assert.ok(p.includes('relocate_pallets') && p.includes('update_ticket'), p.join());
  });
  it('control: "book her MOT retest" does not plan the certificate the noun names', async () => {
    const p = await plannedIn(
      "Check Maya Osei's file and book her MOT retest for Friday if there's a slot.",
      namedTools(
        'find_customer:name',
        'list_slots:date,service',
        'book_slot:customer_id,slot_id,service',
        'issue_mot_certificate:customer_id,serial,tester',
      ),
    );
    assert.ok(p.includes('book_slot') && !p.includes('issue_mot_certificate'), p.join());
  });
});
