// Tool names with no verb that end on a view of data read: `soil_results`, `triage_worklist`,
// `shift_brief`, `allergy_panel` (names of our own). A noun that may be made or sent
// (`callback_log`, `client_memo`) says nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferHints } from '../../src/tools/index.ts';

describe('views named by their noun', () => {
  it('results, worklists, briefs and panels read', () => {
    for (const name of ['soil_results', 'triage_worklist', 'shift_brief', 'allergy_panel'])
      assert.deepEqual(inferHints(name, undefined), { readOnly: true, destructive: false }, name);
  });
  it('a noun that may be made or sent gives no hints', () => {
    for (const name of ['callback_note', 'client_memo'])
      assert.equal(inferHints(name, undefined), undefined, name);
  });
});
