// Figures read as the user wrote them (issue 17): a count with thousands before a capitalised
// noun ("12,000 Norway spruce") is a count, not a house number; digits joined by "+" ("1+1
// bare-root") or written as groups ("17 09 04") are a grade or a code, no count; a figure for each
// of another count's things ("4 trailers …, about 12 t a trailer") is no total, and binds only a
// parameter named for that thing (`crate_weight_kg`); a labelled number in a unit names the further
// numbers in that unit ("hours: 7.5 h … and 6 h"); a rate's parameter is not named by what it is
// per (`price_gbp_per_week` and "week 41"). Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { loadLanguage } from '../../src/formalize/offline/nlp.ts';
import { labelledNumbers } from '../../src/provenance/mechanisms/labels.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

async function counts(text: string) {
  const tag = await loadLanguage();
  return namedValues(text, { names: tag(text).names ?? [] })
    .filter((v) => v.kind === 'count')
    .map((v) => v.value);
}

describe('counts and codes as written', () => {
  it('"12,000 Norway spruce" counts 12,000 (thousands are no house number)', async () => {
    assert.ok((await counts('Please order 12,000 Norway spruce for block K-7.')).includes(12000));
  });
  it('control: "14 Norway Road" is an address, no count', async () => {
    assert.ok(!(await counts('Deliver the mulch to 14 Norway Road on Friday.')).includes(14));
  });
  it('a grade joined by "+" counts nothing ("1+1 bare-root")', async () => {
    const found = await counts('Order 800 oak 1+1 bare-root for the east plot.');
    assert.ok(found.includes(800), found.join());
    assert.ok(!found.includes(1), found.join());
  });
  it('a code written in digit groups counts nothing ("2 skips of 17 09 04 rubble")', async () => {
    const found = await counts('Book 2 skips of 17 09 04 mixed rubble for Tuesday.');
    assert.deepEqual(found, [2]);
    assert.ok(!labelledNumbers('Book 2 skips of 17 09 04 mixed rubble for Tuesday.').has('skip'));
  });
});

describe('a figure for each of another count', () => {
  const tip = namedTools('book_tipping:site,loads,tonnes,day');
  it('"4 trailers …, about 12 t a trailer" lets the call pass the total, 48 t', async () => {
    const { v } = await planVerdict(
      'Book 4 trailers of green waste at Hollin tip, about 12 t a trailer.',
      tip,
      {
        tool: 'book_tipping',
        args: { site: 'Hollin tip', loads: 4, tonnes: 48, day: '2031-09-10' },
      },
    );
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  const crates = namedTools('receive_catch:vessel,crates,crate_weight_kg');
  it('and binds a parameter named for that thing: "25 kg a crate" is `crate_weight_kg`', async () => {
    const text = 'Receive 60 crates of cod from MV Selkie, 25 kg a crate.';
    const ok = await planVerdict(text, crates, {
      tool: 'receive_catch',
      args: { vessel: 'MV Selkie', crates: 60, crate_weight_kg: 25 },
    });
    assert.equal(ok.v.disposition, 'approved', JSON.stringify(ok.v.findings));
    const other = await planVerdict(text, crates, {
      tool: 'receive_catch',
      args: { vessel: 'MV Selkie', crates: 60, crate_weight_kg: 30 },
    });
    assert.ok(findingCodes(other.v).includes('param_mismatch'), JSON.stringify(other.v.findings));
  });
  it('control: with no count of the thing, "12 t a week" binds as written', async () => {
    const { v } = await planVerdict('Book Hollin tip for 12 t a week of green waste.', tip, {
      tool: 'book_tipping',
      args: { site: 'Hollin tip', loads: 1, tonnes: 20, day: '2031-09-10' },
    });
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('labelled numbers', () => {
  const hours = namedTools('staff_search:name', 'log_hours:staff_id,date,hours');
  const text = "Put in Marek's hours: 7.5 h on the Leigh job yesterday and 6 h today.";
  it('"hours: 7.5 h … and 6 h" names both', async () => {
    const v = await lastVerdict(hours, text, [
      [
        { tool: 'staff_search', args: { name: 'Marek' } },
        { id: 'S-4', name: 'Marek Nowak' },
      ],
      [{ tool: 'log_hours', args: { staff_id: 'S-4', date: '2031-09-09', hours: 6 } }],
    ]);
    assert.ok(!findingCodes(v).includes('other_value'), JSON.stringify(v.findings));
  });
  it("control: another number of hours is the agent's", async () => {
    const v = await lastVerdict(hours, text, [
      [
        { tool: 'staff_search', args: { name: 'Marek' } },
        { id: 'S-4', name: 'Marek Nowak' },
      ],
      [{ tool: 'log_hours', args: { staff_id: 'S-4', date: '2031-09-09', hours: 9 } }],
    ]);
    assert.ok(findingCodes(v).includes('other_value'), JSON.stringify(v.findings));
  });
  const lets = namedTools('price_list:unit,week', 'confirm_let:unit,week,price_gbp_per_week');
  const let41 = 'Check the price for chalet C2 in week 41 and confirm the let at that price.';
  it('a rate\'s parameter is not named by what it is per (`price_gbp_per_week`, "week 41")', async () => {
    const v = await lastVerdict(lets, let41, [
      [
        { tool: 'price_list', args: { unit: 'C2', week: 41 } },
        { unit: 'C2', week: 41, price_gbp_per_week: 640 },
      ],
      [{ tool: 'confirm_let', args: { unit: 'C2', week: 41, price_gbp_per_week: 640 } }],
    ]);
    assert.ok(!findingCodes(v).includes('other_value'), JSON.stringify(v.findings));
  });
  it("control: the week itself is still the user's", async () => {
    const v = await lastVerdict(lets, let41, [
      [
        { tool: 'price_list', args: { unit: 'C2', week: 41 } },
        { unit: 'C2', week: 41, price_gbp_per_week: 640 },
      ],
      [{ tool: 'confirm_let', args: { unit: 'C2', week: 42, price_gbp_per_week: 640 } }],
    ]);
    assert.ok(findingCodes(v).includes('other_value'), JSON.stringify(v.findings));
  });
});
