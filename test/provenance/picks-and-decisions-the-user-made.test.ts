// Ambiguous picks the guard used to miss (issue 17): an id every record of a list holds (each
// protocol's first amendment is `AM-1`) picks none of them, so the record the call acts on is told
// by its own id, and a twin the user's words match as well is found; and a lookup by one date, when
// the user named the day only as "yesterday", looked for what the user said, so a pick from what
// it found is judged; and a call that passes an outcome ending the thing ("scrap") when the user
// asked for none made a decision the user did not; a code written inside a longer value ("SO-5523
// (12 x mats)") is that record's. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { sessionAfter } from './lookup-session.ts';

const ambiguous = (v: { findings: ReadonlyArray<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'ambiguous_pick');

describe('an id every record holds picks none of them', () => {
  const TOOLS = namedTools('study_search:lead', 'amendment_decide:study_id,amendment_id,decision');
  const STUDIES = {
    results: [
      {
        study_id: 'ST-2041',
        lead: 'Dr. Ama Osei',
        title: 'Diabetes walking groups',
        amendments: [{ id: 'AM-1' }],
      },
      {
        study_id: 'ST-2107',
        lead: 'Dr. Kofi Osei',
        title: 'Sleep and shift work',
        amendments: [{ id: 'AM-1' }],
      },
    ],
  };
  const LOOKUP = { tool: 'study_search', args: { lead: 'Osei' } };
  const decide = {
    tool: 'amendment_decide',
    args: { study_id: 'ST-2041', amendment_id: 'AM-1', decision: 'approved' },
  };
  it('two Osei studies: which one was not said', async () => {
    const s = await sessionAfter(TOOLS, 'Approve the amendment on the Osei study.', LOOKUP, STUDIES);
    assert.equal(ambiguous(s.check(decide)), true);
  });
  it('control: "the Osei diabetes study" says which', async () => {
    const s = await sessionAfter(TOOLS, 'Approve the amendment on the Osei diabetes study.', LOOKUP, STUDIES);
    assert.equal(ambiguous(s.check(decide)), false);
  });
});

describe('a lookup for the day the user called "yesterday"', () => {
  const TOOLS = namedTools('complaints_list:date', 'voucher_issue:complaint_id,value');
  const COMPLAINTS = {
    complaints: [
      { complaint_id: 'CP-310', customer: 'Lena Brandt', about: 'cold room heater' },
      { complaint_id: 'CP-311', customer: 'Omar Haddad', about: 'late delivery' },
    ],
  };
  const LOOKUP = { tool: 'complaints_list', args: { date: '2031-06-09' } };
  const issue = { tool: 'voucher_issue', args: { complaint_id: 'CP-310', value: 20 } };
  it('found two complaints: which one was not said', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Issue a £20 voucher for the customer who complained yesterday.',
      LOOKUP,
      COMPLAINTS,
    );
    assert.equal(ambiguous(s.check(issue)), true);
  });
  it("control: the user's words pick one (the heater)", async () => {
    const s = await sessionAfter(
      TOOLS,
      'Issue a £20 voucher for the customer who complained yesterday about the heater.',
      LOOKUP,
      COMPLAINTS,
    );
    assert.equal(ambiguous(s.check(issue)), false);
  });
});

describe('a decision the user did not make', () => {
  const TOOLS = namedTools('lot_lookup:lot', 'lot_disposition:lot,decision,note');
  const decide = (decision: string) => ({
    tool: 'lot_disposition',
    args: { lot: 'LT-5512', decision, note: 'short shots on cavity 2' },
  });
  const changed = (v: { findings: ReadonlyArray<{ code: string }> }) =>
    v.findings.some((f) => f.code === 'unasked_change');
  it('"put it on hold" and the call scraps the lot: asked', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Put lot LT-5512 on hold, possible short shots on cavity 2.',
      {
        tool: 'lot_lookup',
        args: { lot: 'LT-5512' },
      },
      { lot: 'LT-5512', status: 'released' },
    );
    const v = s.check(decide('scrap'));
    assert.equal(changed(v), true, JSON.stringify(v.findings));
    assert.notEqual(v.disposition, 'approved');
  });
  it('control: the hold itself raises nothing', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Put lot LT-5512 on hold, possible short shots on cavity 2.',
      {
        tool: 'lot_lookup',
        args: { lot: 'LT-5512' },
      },
      { lot: 'LT-5512', status: 'released' },
    );
    assert.equal(changed(s.check(decide('hold'))), false);
  });
  it('control: the user who says "scrap" made the decision', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Scrap lot LT-5512, short shots on cavity 2.',
      {
        tool: 'lot_lookup',
        args: { lot: 'LT-5512' },
      },
      { lot: 'LT-5512', status: 'released' },
    );
    assert.equal(changed(s.check(decide('scrap'))), false);
  });
});

describe('a code written inside a longer value', () => {
  const TOOLS = namedTools('customer_find:name', 'delivery_schedule:order_id,date');
  const FOUND = {
    matches: [
      { account: 'MB-0911', name: 'Moreno Bakery', open_orders: ['SO-5510 (4 x flour pallets)'] },
      { account: 'MF-2040', name: 'Moreno Fitness', open_orders: ['SO-5523 (12 x mats)'] },
    ],
  };
  const LOOKUP = { tool: 'customer_find', args: { name: 'Moreno' } };
  it('"SO-5523 (12 x mats)" is that record\'s order: two Morenos, which was not said', async () => {
    const s = await sessionAfter(TOOLS, 'Schedule delivery for the Moreno order on Tuesday.', LOOKUP, FOUND);
    const v = s.check({ tool: 'delivery_schedule', args: { order_id: 'SO-5523', date: '2031-06-17' } });
    assert.equal(ambiguous(v), true, JSON.stringify(v.findings));
  });
  it('control: "the Moreno Fitness order" says which', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Schedule delivery for the Moreno Fitness order on Tuesday.',
      LOOKUP,
      FOUND,
    );
    const v = s.check({ tool: 'delivery_schedule', args: { order_id: 'SO-5523', date: '2031-06-17' } });
    assert.equal(ambiguous(v), false, JSON.stringify(v.findings));
  });
});
