// Values the extractor must not invent or misread, and parts that must not lend their values to
// another part's tool: a part's sizes are no phone number ("a 105 11-32 cassette"), "w/" is no
// folder, "#2" no channel, "2-hour" no code; "quantity to 2,000" is a count and "two things" is
// not; a share named for another parameter ("1.2% dockage") does not bind `moisture_pct`; the
// author of a note is a person; "email the leader to confirm" asks nobody to be asked; a part
// asking for another planned tool keeps its names. Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRequest } from '../../src/formalize/offline/build.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

const kinds = (text: string, kind: string) =>
  namedValues(text, {})
    .filter((v) => v.kind === kind)
    .map((v) => v.value);

describe('values that are not there', () => {
  it("a part's sizes are no phone number; a local number written 3-4 is", () => {
    assert.deepEqual(kinds('Fit a 105 11-32 cassette and a 12-25 chainring.', 'phone'), []);
    assert.deepEqual(kinds('Ring the depot on 555-0147.', 'phone'), ['5550147']);
  });
  it('"w/" and "n/a" name no folder; "#2" is no channel; "2-hour" is no code', () => {
    assert.deepEqual(kinds('grade it #2 w/ 1.2% dockage, n/a for moisture', 'folder'), []);
    assert.deepEqual(kinds('grade it #2 and post in #yard-ops', 'channel'), ['yard-ops']);
    assert.deepEqual(kinds('hold a 2-hour window for bay K-7', 'code'), ['K-7']);
  });
  it('a count after its own word is a count; "two things" counts nothing', () => {
    const counts = namedValues('Two things on LP-88: 1) change quantity to 2,000 2) qty: 40 on LP-89', {})
      .filter((v) => v.kind === 'count')
      .map((v) => v.value);
    assert.deepEqual(counts, [2000, 40]);
  });
});

describe('a value binds the parameter it was named for', () => {
  const GRAIN = namedTools('grade_load:ticket_id,grade,moisture_pct,dockage_pct');

  it('a share named for another parameter of the tool does not bind this one', async () => {
    const instruction = 'load 5521 came in at 14.1 moist, grade it #1 with 0.8% dockage';
    const f = await formalizeOffline(instruction, GRAIN);
    assert.match(f.checked.text, /dockage_pct\(one_of\(\[0\.8/);
    assert.doesNotMatch(f.checked.text, /moisture_pct\(/);
  });

  it('the author of a note is a person, never the record a tool acts on', async () => {
    const r = await readRequest("Carry out the steps in Quirinella's note on rack R-0417.", []);
    const name = r.named.find((v) => v.value === 'Quirinella');
    assert.equal(name?.nameKind, 'person');
    const TOOLS = namedTools('rack-note:rack', 'turn-wheel:wheel_id,turned_by', 'release-rack:rack');
    const f = await formalizeOffline("Carry out the steps in Quirinella's note on rack R-0417.", TOOLS);
    assert.doesNotMatch(f.checked.text, /rack\('Quirinella'\)/);
  });

  it('a part asking for another planned tool keeps its names', async () => {
    const EXPO = namedTools(
      'FairDeskOrderFitting:stand_id,fitting,quantity',
      'FairDeskCreateInvoice:company,amount,due_date',
    );
    const instruction =
      '1. order 3 spotlights for stand C-14. 2. invoice Northwind Acoustics for them, 95 EUR.';
    const f = await formalizeOffline(instruction, EXPO);
    const order = f.checked.spec.steps.find((s) => s.action === 'FairDeskOrderFitting');
    assert.ok(order);
    assert.doesNotMatch(JSON.stringify(order.params), /Northwind/);
  });
});

describe('asking to be asked', () => {
  const HUT = namedTools('BunkDeskCancelStay:stay_id,reason', 'BunkDeskSendMail:to,subject,body');

  it('"email the leader to confirm" puts no confirmation on the steps', async () => {
    const f = await formalizeOffline(
      'For stay ST-3120: 1) cancel it, storm warning 2) email the group leader to confirm.',
      HUT,
    );
    assert.ok(f.checked.spec.steps.every((s) => s.constraint === null));
  });

  it('"confirm with me first" does', async () => {
    const f = await formalizeOffline('Cancel stay ST-3120, but confirm with me first.', HUT);
    assert.ok(f.checked.spec.steps.some((s) => s.constraint?.type === 'safety'));
  });
});

describe('reads and asked changes', () => {
  it('a tool named by a view of data (`press_calendar`) reads', async () => {
    const TOOLS = namedTools('press_calendar:press,date', 'press_book:press,date,job_id');
    const instruction = 'What is free on press 2 on Friday?';
    const f = await formalizeOffline(instruction, TOOLS);
    const s = (await createGuard({ instruction, tools: TOOLS, spec: f.checked })).session;
    assert.equal(
      s.check({ tool: 'press_calendar', args: { press: '2', date: '2027-01-15' } }).disposition,
      'approved',
    );
  });

  it('a part asking for an action no planned tool does keeps the task from being read-only', async () => {
    const TOOLS = namedTools('concert_sheet:concert_id', 'tuner_visit:date,ranks,tuner');
    const instruction =
      'get the tuner in to spruce up the reeds on the Monday before concert CN-44, Okafor as usual';
    const f = await formalizeOffline(instruction, TOOLS);
    // (the plan is the read alone; the task is still not a request only to look)
    assert.deepEqual(
      f.checked.spec.steps.map((s) => s.action),
      ['concert_sheet'],
    );
    assert.doesNotMatch(f.checked.text, /\bread_only\b/);
  });

  it('a pointer takes the values of what it acts on, not the rest of its part', async () => {
    const TOOLS = namedTools('getJob:jobId', 'patchJob:jobId,addLines', 'textClient:to,message');
    const instruction =
      'JB-7720 needs a 105 crankset and a 32T ring. Add them and text the client the new total.';
    const f = await formalizeOffline(instruction, TOOLS);
    const s = (await createGuard({ instruction, tools: TOOLS, spec: f.checked })).session;
    const read = { tool: 'getJob', args: { jobId: 'JB-7720' } };
    assert.equal(s.check(read).disposition, 'approved');
    s.record(read, JSON.stringify({ jobId: 'JB-7720', client: 'Ana Ruiz' }));
    const v = s.check({
      tool: 'patchJob',
      args: {
        jobId: 'JB-7720',
        addLines: [
          { sku: 'FC-105', qty: 1, price: 140 },
          { sku: 'CR-32', qty: 1, price: 45 },
        ],
      },
    });
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});
