// Requests written as what someone wants or is due, with instructions and tools of our own:
// - "she wants autopay", "the tenant needs a locksmith", "I'd like a callback": a thing wanted
//   that is not there yet is made or arranged by the one tool that acts on it; a definite thing
//   is one to find, and a thing wanted done keeps its own verb;
// - "berth 7 needs a heads-up": after a number the tagger counts the verb ("7 needs"), which is a
//   request all the same; whom a handed message goes to is not the one object of the request.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRequest } from '../../src/formalize/offline/build.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const planned = async (instruction: string, tools: ReturnType<typeof namedTools>) =>
  (await formalizeOffline(instruction, tools)).checked.spec.steps.map((s) => s.action);

describe('a wanted thing that is not there yet is made by the tool that acts on it', () => {
  const phones = namedTools(
    'find_customer:name',
    'schedule_callback:customer_id,when',
    'cancel_order:order_id',
    'get_invoice:invoice_id',
    'create_invoice:customer_id,amount',
  );

  it('a third party wanting a thing plans its making tool', async () => {
    for (const text of [
      'Mrs. Ferris rang about her order. She wants a callback tomorrow at 10.',
      'Customer 4471 called in, he wants a callback after lunch.',
    ]) {
      const steps = await planned(text, phones);
      assert.ok(steps.includes('schedule_callback'), `${text}: ${steps.join()}`);
      assert.ok(!steps.includes('cancel_order'), `${text}: ${steps.join()}`);
    }
  });

  it('a bare thing and "would like" count; a locksmith is dispatched', async () => {
    const estate = namedTools('unit_lookup:unit', 'dispatch_locksmith:unit,when', 'terminate_lease:unit');
    const steps = await planned('The tenant in 4B is locked out and needs a locksmith tonight.', estate);
    assert.ok(steps.includes('dispatch_locksmith'), steps.join());
    assert.ok(!steps.includes('terminate_lease'), steps.join());
    const club = namedTools('member_find:name', 'locker_assign:member_id', 'member_remove:member_id');
    const more = await planned("Jo Marsh would like a locker for the season, she's paid.", club);
    assert.ok(more.includes('locker_assign'), more.join());
  });

  it('a definite, owned or refused thing, or one wanted done, is not made', async () => {
    const find = await planned('I need the invoice for March for Halvorsen Ltd.', phones);
    assert.ok(!find.includes('create_invoice'), find.join());
    const refused = await planned(
      "Mrs. Ferris doesn't want a callback, just check her invoice INV-2291.",
      phones,
    );
    assert.ok(!refused.includes('schedule_callback'), refused.join());
    // (the wanted-done reading has its own verb: "her card replaced" is no new card to make)
    const cards = namedTools('card_status:card_id', 'card_issue:customer_id', 'card_block:card_id');
    const { clauses } = await readRequest('She wants her card blocked.', cards);
    assert.ok(
      clauses.every((c) => !c.verbs.includes('want')),
      JSON.stringify(clauses.map((c) => c.verbs)),
    );
  });
});

describe('"floor 3 needs a heads-up" asks for a message to everyone it names', () => {
  const marina = namedTools('berth_holders:berth', 'send_notice:holder_ids,body', 'close_berth:berth');

  it('the counted verb after a number is the request, and plans the message tool', async () => {
    for (const text of [
      'Everyone on pontoon 7 needs a heads-up about the crane work on Thursday.',
      'All boats at berth 12 need a reminder about the fuel dock hours.',
    ]) {
      const steps = await planned(text, marina);
      assert.ok(steps.includes('send_notice'), `${text}: ${steps.join()}`);
      assert.ok(!steps.includes('close_berth'), `${text}: ${steps.join()}`);
    }
  });

  it('whom the message goes to is not the one object of the request', async () => {
    const { clauses } = await readRequest(
      'Everyone on pontoon 7 needs a heads-up about the crane work on Thursday.',
      marina,
    );
    const scopes = clauses.flatMap((c) => c.scopes);
    assert.ok(scopes.length > 0, JSON.stringify(clauses));
    assert.ok(
      scopes.every((s) => s.one !== true),
      JSON.stringify(scopes),
    );
  });

  it('a count of needs is still a noun', async () => {
    const { clauses } = await readRequest('List the 3 needs the survey found for pontoon 7.', marina);
    assert.ok(
      clauses.every((c) => !c.verbs.includes('need') && !c.verbs.includes('notify')),
      JSON.stringify(clauses.map((c) => c.verbs)),
    );
  });
});

describe('a verbless sentence that asks for things by "please"', () => {
  const yard = namedTools(
    'get_order:order_id',
    'schedule_pumps:order_id,pumps,date',
    'cancel_order:order_id',
  );

  it('the things it opens with are made by the tool that acts on them', async () => {
    for (const text of [
      'Pumps for order PO-5512 please: 2 units, first one at 07:00 tomorrow.',
      '3 pumps for PO-5512 pls, Thursday morning.',
    ]) {
      const steps = await planned(text, yard);
      assert.ok(steps.includes('schedule_pumps'), `${text}: ${steps.join()}`);
      assert.ok(!steps.includes('cancel_order'), `${text}: ${steps.join()}`);
    }
  });

  it('a greeting, a name or a sentence with a verb is no such request', async () => {
    for (const text of ['Thanks please, Marta.', 'Please check the pumps on PO-5512.']) {
      const { clauses } = await readRequest(text, yard);
      assert.ok(
        clauses.every((c) => c.fromNoun !== true),
        `${text}: ${JSON.stringify(clauses.map((c) => [c.verbs, c.fromNoun]))}`,
      );
    }
  });
});
