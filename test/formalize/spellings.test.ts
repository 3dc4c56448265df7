// A request and a tool name written on either side of the Atlantic meet: "issue a licence" and
// `CreateLicense`, "prioritise" and `prioritize_ticket`, "the catalogue" and `catalog_update`.
// Spelling rules, not a word list, applied to both sides alike. Tools and records are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { stem } from '../../src/formalize/offline/intent.ts';
import { namedTools } from './named-tools.ts';

async function planned(instruction: string, ...signatures: string[]) {
  return (await formalizeOffline(instruction, namedTools(...signatures))).report.planned;
}

describe('British and American spellings meet', () => {
  it('a licence the user issues is the license a tool creates', async () => {
    const p = await planned(
      'Issue a single-site licence for font FN-2207 to Marlow Print, GBP 340.',
      'TypeworksGetFont:font_id',
      'TypeworksCreateLicense:font_id,licensee,price',
    );
    assert.ok(p.includes('TypeworksCreateLicense'), p.join(','));
  });

  it('prioritise asks for prioritize', async () => {
    const p = await planned(
      'prioritise ticket HD-4410, the CFO is locked out',
      'get_ticket:ticket_id',
      'prioritize_ticket:ticket_id,level',
    );
    assert.ok(p.includes('prioritize_ticket'), p.join(','));
  });

  it('the stems meet, and distinct words stay apart', () => {
    assert.equal(stem('catalogue'), stem('catalog'));
    assert.equal(stem('cancelled'), stem('canceled'));
    assert.equal(stem('colour'), stem('color'));
    assert.equal(stem('centre'), stem('center'));
    assert.equal(stem('enrol'), stem('enroll'));
    assert.notEqual(stem('hour'), stem('her'));
    assert.notEqual(stem('four'), stem('for'));
    assert.notEqual(stem('tour'), stem('tor'));
  });
});
