// A change verb inside a read tool's name before its noun modifies that noun (issue 17):
// `GetGrantApplication` gets an application, `fetch_transfer_status` a status, so the tool reads.
// A change verb joined by a conjunction, or ending the name, is a second action: no read-only guess.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferHints } from '../../src/tools/index.ts';

describe('a change verb that modifies the noun a read verb reads', () => {
  const reads = { readOnly: true, destructive: false };
  it('`GetGrantApplication`, `fetch_transfer_status`, `ListUpdateRequests` read', () => {
    assert.deepEqual(inferHints('GetGrantApplication'), reads);
    assert.deepEqual(inferHints('fetch_transfer_status'), reads);
    assert.deepEqual(inferHints('ListUpdateRequests'), reads);
  });
  it('control: a second action joined by a conjunction, or ending the name, is no read', () => {
    assert.equal(inferHints('get_or_create_user'), undefined);
    assert.equal(inferHints('FetchThenSubmitForm'), undefined);
    assert.equal(inferHints('check_submit'), undefined);
  });
});
