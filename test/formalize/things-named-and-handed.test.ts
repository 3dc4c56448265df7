// Things the user asks for by what they are (issue 17): a tool whose name, less its verb, is the
// user's phrase ("publish a safety bulletin" and `SendSafetyBulletin`, "Part 12 notice" and
// `part12_notice`); a tool called by the initials of the thing it makes, after a service's
// words ("do the WTN" and `binhub__waste_transfer_note`); a short verb's gerund ("rate" and
// `pitch_rating`); a new thing handed over that a tool makes ("send him a returns label" and
// `create_returns_label`); "new tenant!!" and `add_tenant`; a third party who "needs a" thing; a
// number and where it goes ("push 2.3.1 to the stable channel"); a changing verb and the one
// tool that changes what it names ("update the summary file"), past a noun only reads name ("put
// their regular order in"); "if not" and a verb is "otherwise" ("If not book the 10am"). Values: a time slot takes a span as
// written ("09:30-12:00"), a span that ends at midnight starts at its first time, and a sum written
// without its currency beside sums in one is in that currency. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

const planned = async (text: string, tools: ReturnType<typeof namedTools>) =>
  (await planVerdict(text, tools, { tool: tools[0]!.name, args: {} })).planned;

describe('a tool named by the thing it acts on', () => {
  it('"publish a safety bulletin" plans `SendSafetyBulletin`, whatever verb sends it', async () => {
    const tools = namedTools('GetSite:site', 'SendSafetyBulletin:site,title,body', 'CloseSite:site');
    const p = await planned(
      'Publish a safety bulletin for the Wexford yard: scaffold tower C is closed until Monday.',
      tools,
    );
    assert.ok(p.includes('SendSafetyBulletin'), p.join());
    assert.ok(!p.includes('CloseSite'), p.join());
  });
  it('"a Part 12 notice" is `part12_notice`: a name\'s letters and digits are words apart', async () => {
    const tools = namedTools('case_ledger:case_id', 'part12_notice:case_id,recipient,amount');
    const p = await planned("Serve the tenant's Part 12 notice on the landlord in HC-2207, £4,100.", tools);
    assert.ok(p.includes('part12_notice'), p.join());
  });
  it('control: a read of the last one asks for no new one', async () => {
    const tools = namedTools('GetBulletins:site', 'SendSafetyBulletin:site,title,body');
    const p = await planned('What did the last safety bulletin for the Wexford yard say?', tools);
    assert.ok(!p.includes('SendSafetyBulletin'), p.join());
  });
});

describe('a thing called by its initials', () => {
  it('after the service\'s own words: "do the WTN" and `binhub__waste_transfer_note`', async () => {
    const tools = namedTools(
      'binhub__get_order:ref',
      'binhub__schedule_collection:order_id,date',
      'binhub__waste_transfer_note:order_id,description',
    );
    const p = await planned(
      'Skip at 12 Orchard Row is full, customer wants it gone. Book the collection and do the WTN as garden waste.',
      tools,
    );
    assert.ok(p.includes('binhub__waste_transfer_note'), p.join());
  });
  it('control: initials inside a code name nothing ("CN-2210")', async () => {
    const tools = namedTools('find_customer:name', 'create_credit_note:customer_id,amount,reason');
    const p = await planned('What is the status of CN-2210?', tools);
    assert.ok(!p.includes('create_credit_note'), p.join());
  });
});

describe('a short verb and its gerund in a tool name', () => {
  it('"rate the pitches" plans `pitch_rating`', async () => {
    const tools = namedTools('list_pitches:session', 'pitch_rating:pitch_id,score');
    const p = await planned("Rate the three pitches from yesterday's session.", tools);
    assert.ok(p.includes('pitch_rating'), p.join());
  });
});

describe('a new thing handed over that a tool makes', () => {
  const tools = namedTools(
    'get_order:order_id',
    'email_customer:order_id,body',
    'create_returns_label:order_id,carrier',
  );
  it('"email him a returns label" plans the label beside the email', async () => {
    const p = await planned('Order OR-7781 arrived broken. Email him a returns label, Evri is fine.', tools);
    assert.ok(p.includes('create_returns_label'), p.join());
    assert.ok(p.includes('email_customer'), p.join());
  });
  it('control: "a reminder that his order is late" makes no order', async () => {
    const t = namedTools('get_order:order_id', 'email_customer:order_id,body', 'create_order:items');
    const p = await planned('Email him a reminder that his order OR-7781 is still unpaid.', t);
    assert.ok(!p.includes('create_order'), p.join());
  });
});

describe('a message that opens with a new thing', () => {
  const tools = namedTools('list_tenants:building', 'add_tenant:name,unit,phone', 'send_letter:tenant_id');
  it('"new tenant!! …" plans the tool that adds one', async () => {
    const p = await planned('new tenant!! Marisa Quint, flat 4B, 07700 900655. keys collected.', tools);
    assert.ok(p.includes('add_tenant'), p.join());
  });
  it('control: "New rules apply from May" asks for nothing new', async () => {
    const p = await planned('New rules apply from May, no changes needed yet.', tools);
    assert.ok(!p.includes('add_tenant'), p.join());
  });
});

describe('a third party who needs a thing', () => {
  it('"Brook Lifts needs a permit for …" plans the permit', async () => {
    const tools = namedTools('site_register:site', 'hot_works_permit:contractor,site,valid_from,valid_to');
    const p = await planned(
      'Electrician from Brook Lifts needs a permit for the plant room, Tue to Thu.',
      tools,
    );
    assert.ok(p.includes('hot_works_permit'), p.join());
  });
});

describe('a verb the tagger reads as a noun, before a number and where it goes', () => {
  it('"push 2.3.1 to the stable channel" plans the channel change', async () => {
    const tools = namedTools('list_builds:app', 'release_channel:build_id,channel');
    const p = await planned('push 2.3.1 to the stable channel once QA signs off', tools);
    assert.ok(p.includes('release_channel'), p.join());
  });
});

describe('a changing verb and the tools that name its thing', () => {
  it('"update the summary file" plans the write, not only the read', async () => {
    const tools = namedTools('read_file:path', 'write_file:path,content', 'list_directory:path');
    const p = await planned('Work out the totals from the tally and update the summary file.', tools);
    assert.ok(p.includes('write_file'), p.join());
  });
  it('control: with two tools that change files, neither is guessed', async () => {
    const tools = namedTools('read_file:path', 'write_file:path,content', 'patch_file:path,diff');
    const p = await planned('Work out the totals from the tally and update the summary file.', tools);
    assert.ok(!p.includes('write_file') && !p.includes('patch_file'), p.join());
  });
});

describe('times and sums as written', () => {
  it('a time slot takes the span as the user wrote it ("09:30-12:00")', async () => {
    const tools = namedTools('PostClosureNotice:road,date,time,body');
    const { v } = await planVerdict(
      'Post a closure notice for Mill Lane on 2031-05-04: closed 09:30-12:00 for resurfacing.',
      tools,
      {
        tool: 'PostClosureNotice',
        args: { road: 'Mill Lane', date: '2031-05-04', time: '09:30-12:00', body: 'Closed for resurfacing.' },
      },
    );
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: another span is revised', async () => {
    const tools = namedTools('PostClosureNotice:road,date,time,body');
    const { v } = await planVerdict(
      'Post a closure notice for Mill Lane on 2031-05-04: closed 09:30-12:00 for resurfacing.',
      tools,
      {
        tool: 'PostClosureNotice',
        args: { road: 'Mill Lane', date: '2031-05-04', time: '13:00-17:00', body: 'Closed for resurfacing.' },
      },
    );
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  const gig = namedTools('get_gig:client', 'update_gig:gig_id,start,end');
  const text = 'The Okoros moved their party: it now runs 9pm–midnight. Update the gig.';
  it('"9pm–midnight" starts at 21:00 and ends at 00:00', async () => {
    const { v } = await planVerdict(text, gig, {
      tool: 'update_gig',
      args: { gig_id: 'G-12', start: '21:00', end: '00:00' },
    });
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: the ends swapped are revised', async () => {
    const { v } = await planVerdict(text, gig, {
      tool: 'update_gig',
      args: { gig_id: 'G-12', start: '00:00', end: '21:00' },
    });
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  const costs = namedTools('log_cost:date,category,amount,currency');
  it('"parking 7.40" beside "€22,10" is a sum in euros the user named', async () => {
    const { v } = await planVerdict('log these: tolls €22,10 on the A1 and parking 7.40, both today', costs, {
      tool: 'log_cost',
      args: { date: '2031-06-14', category: 'parking', amount: 7.4, currency: 'EUR' },
    });
    assert.ok(!findingCodes(v).includes('invented_amount'), JSON.stringify(v.findings));
  });
  it("control: a sum the user never wrote is still the agent's", async () => {
    const { v } = await planVerdict('log these: tolls €22,10 on the A1 and parking 7.40, both today', costs, {
      tool: 'log_cost',
      args: { date: '2031-06-14', category: 'parking', amount: 9.9, currency: 'EUR' },
    });
    assert.ok(findingCodes(v).includes('invented_amount'), JSON.stringify(v.findings));
  });
});

describe('"if not" and a verb, with no comma', () => {
  it('"If not book the 10am" asks for the booking: "if not" is "otherwise"', async () => {
    const tools = namedTools('list_slots:doctor', 'book_slot:slot_id', 'cancel_slot:slot_id');
    const p = await planned('Is the 9am with Dr Reyes still free? If not book the 10am.', tools);
    assert.ok(p.includes('book_slot'), p.join());
    assert.ok(!p.includes('cancel_slot'), p.join());
  });
  it('control: "do not book it" still forbids the booking', async () => {
    const tools = namedTools('list_slots:doctor', 'book_slot:slot_id');
    const p = await planned('Is the 9am with Dr Reyes still free? Do not book it yet.', tools);
    assert.ok(!p.includes('book_slot'), p.join());
  });
});

describe('a changing verb looks past a noun that only reads name', () => {
  it('"put their regular order in" is the order a change makes, beside `get_regular_order`', async () => {
    const tools = namedTools(
      'get_regular_order:customer',
      'list_open_orders:customer',
      'create_sales_order:customer_id,delivery_date,lines',
    );
    const p = await planned(
      'anything in for Tuesday from Casa Lupo? if not put their regular order in',
      tools,
    );
    assert.ok(p.includes('create_sales_order'), p.join());
  });
});
