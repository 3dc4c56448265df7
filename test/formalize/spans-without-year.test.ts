// Spans of days the user writes without a year (issue 17): a span of days set with the
// typesetter's dash ("Dec 14–21") is a span as with a hyphen, and its two ends bind a tool's start
// and end though the user wrote no year. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

describe('a span of days written with a dash', () => {
  const tools = namedTools('promo_history:product,limit', 'promo:product,percent,start,end,label');
  const run = (text: string, start: string, end: string) =>
    planVerdict(text, tools, {
      tool: 'promo',
      args: { product: 'starter kit', percent: 25, start, end, label: 'Winter' },
    });
  for (const [dash, name] of [
    ['–', 'an en dash'],
    ['—', 'an em dash'],
    ['-', 'a hyphen'],
  ] as const)
    it(`"Dec 14${dash}21" with ${name} plans the promo over that span`, async () => {
      const { v, planned } = await run(
        `could we put a 25% winter promo on the starter kit Dec 14${dash}21? look at the last few first`,
        '2026-12-14',
        '2026-12-21',
      );
      assert.ok(planned.includes('promo'), planned.join());
      assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
    });
  it('an end the user did not write is asked to be revised, naming theirs', async () => {
    const { v } = await run(
      'could we put a 25% winter promo on the starter kit Dec 14–21? look at the last few first',
      '2026-12-14',
      '2026-12-28',
    );
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
    assert.match(v.feedback ?? '', /12-21/);
  });
  it('"3–5 March" written day first is the same span', async () => {
    const { v } = await run(
      'put a promo on the starter kit, 25% off 3–5 March please',
      '2027-03-03',
      '2027-03-06',
    );
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
  it('control: a single day binds neither end of the span', async () => {
    const { v } = await run('25% promo on the starter kit from Dec 14 please', '2026-12-14', '2026-12-31');
    assert.ok(!findingCodes(v).includes('value_mismatch'), JSON.stringify(v.findings));
  });
});
