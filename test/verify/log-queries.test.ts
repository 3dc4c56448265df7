// A log read for a span of time (issue 17): a tool named for a record kept by entries whose noun is
// a verb too (`kiln_log`, RECORD_NOUN_VERBS), called with a span (`since`, `from` and `to`) and
// short values naming what it is about, reads the log; called with what happened (a result, a
// note), it adds an entry, and an unplanned one is asked. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';

const tools = namedTools('kiln_status:kiln', 'kiln_log:kiln,since,date,result', 'book_firing:kiln,date');
const text = 'Is kiln 2 free on Friday? If so book a glaze firing.';
const status = { tool: 'kiln_status', args: { kiln: 'K2' } };
const state = { kiln: 'K2', state: 'idle', last_fired: '2031-05-02' };

describe('a log asked for a span of time', () => {
  it('`kiln_log` with `kiln` and `since` reads, unplanned or not', async () => {
    const v = await lastVerdict(tools, text, [
      [status, state],
      [{ tool: 'kiln_log', args: { kiln: 'K2', since: '2031-05-01' } }],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: with what happened, it adds an entry the user did not ask for', async () => {
    const v = await lastVerdict(tools, text, [
      [status, state],
      [
        {
          tool: 'kiln_log',
          args: { kiln: 'K2', date: '2031-05-09', result: 'Cone 6 reached. Even glaze, no crawling.' },
        },
      ],
    ]);
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});
