// A snake or dotted name whose first word only changes things and whose last is a read verb that
// is no noun reads its first word's object (`order_lookup`, `booking_get`); one whose first word
// destroys does not. Names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferHints } from '../../src/tools/index.ts';

describe('an object, then a read verb', () => {
  it('reads', () => {
    for (const name of ['order_lookup', 'booking_get', 'ship-search', 'record.fetch', 'schedule_search'])
      assert.deepEqual(inferHints(name), { readOnly: true, destructive: false }, name);
  });
  it('a destroying or paying first word, a change after the read verb, or a camel name keep their verb', () => {
    assert.equal(inferHints('delete_lookup')?.readOnly, false);
    assert.equal(inferHints('transfer_find')?.readOnly, false);
    assert.equal(inferHints('order_lookup_update')?.readOnly, false);
    assert.equal(inferHints('book_room')?.readOnly, false);
    assert.equal(inferHints('orderLookup')?.readOnly, false);
  });
  it('a first word that is a change verb and no noun is the verb: the list after it is its object', () => {
    assert.equal(inferHints('create_cut_list')?.readOnly, false);
    assert.equal(inferHints('add_to_pick_list')?.readOnly, false);
    assert.equal(inferHints('assign-route-search')?.readOnly, false);
    assert.equal(inferHints('CreatePackingList')?.readOnly, false);
  });
});

describe('an object, then a change verb that is no noun', () => {
  it('the last word is the verb, the first its object', async () => {
    const { nameVerbAt, nameWords } = await import('../../src/tools/index.ts');
    const verb = (name: string) => nameWords(name)[nameVerbAt(name, nameWords(name))];
    assert.equal(verb('release_create'), 'create');
    assert.equal(verb('message_send'), 'send');
    assert.equal(verb('booking-cancel'), 'cancel');
    assert.equal(inferHints('message_send')?.destructive, true);
    // (a last word that is a noun too keeps the first as the verb: `order_request` orders a request)
    assert.equal(verb('takedown_request'), 'request');
    assert.equal(verb('record_update'), 'record');
    assert.equal(verb('send_message'), 'send');
  });
});

describe("PowerShell's Verb-Noun names", () => {
  it('"New-" creates and "Invoke-" runs; the other approved verbs read as English', async () => {
    const { nameWords } = await import('../../src/tools/index.ts');
    assert.deepEqual(nameWords('New-ApiKey'), ['create', 'api', 'key']);
    assert.equal(inferHints('New-ApiKey')?.readOnly, false);
    assert.equal(inferHints('Invoke-Backup')?.destructive, true);
    assert.equal(inferHints('Get-SenderDomain')?.readOnly, true);
    // (not a name written in another form)
    assert.deepEqual(nameWords('new_orders'), ['new', 'orders']);
  });
});
