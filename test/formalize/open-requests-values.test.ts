// Parts of a task that name values but no record, and pointers to a record named by a name in an
// earlier sentence. Times of day are the user's without a clock ("02:00 tomorrow", "Monday at
// 6am"); a 12-hour time with no half of the day written admits both readings; a single time binds
// when something starts, not when it ends. A part that names values and no record ("give the mist
// line a 12 minute run") is done by one gentle call that carries one of them; a pronoun with no
// code anywhere takes the name its sentence or the request names ("Greta Holm's deposit cleared.
// Thaw her locker."). Instructions, services and tool names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

const times = (text: string) =>
  namedValues(text, {})
    .filter((v) => v.kind === 'time')
    .map((v) => v.value);

describe('times of day need no clock', () => {
  it('a time written with minutes, am/pm, noon or midnight is named', () => {
    assert.deepEqual(times('Slide the cask tasting to 02:00 tomorrow.'), ['02:00']);
    assert.deepEqual(times('Hold the gate until Monday at 6am.'), ['06:00']);
    assert.deepEqual(times('Ring the bell at noon.'), ['12:00']);
  });
  it('a bare number is no time of day, nor is a date without a clock', () => {
    assert.deepEqual(times('Set the kiln to 20 on March 3.'), []);
    assert.deepEqual(times("Book the 3 o'clock slot."), []);
  });
  it('a 12-hour time with no half of the day admits the afternoon too', () => {
    assert.deepEqual(times('hold the fitting room from 3 to 4:30 today'), [
      '03:00',
      '15:00',
      '04:30',
      '16:30',
    ]);
    assert.deepEqual(times('Move the tasting to 7:45 tonight.'), ['19:45']);
  });
});

const STUDIO = namedTools('shoot.find:client', 'shoot.retime:shoot_id,start_time,end_time');

describe('one time the user names says when something starts', () => {
  it('binds the start and leaves the end to the agent', async () => {
    const instruction = 'Retime the Okoro headshot shoot to 2pm.';
    const f = await formalizeOffline(instruction, STUDIO);
    const s = (await createGuard({ instruction, tools: STUDIO, spec: f.checked })).session;
    const ok = s.check({
      tool: 'shoot.retime',
      args: { shoot_id: 'SH-31', start_time: '14:00', end_time: '15:00' },
    });
    assert.ok(!ok.findings.some((x) => x.code === 'param_mismatch'), JSON.stringify(ok.findings));
    const wrong = s.check({
      tool: 'shoot.retime',
      args: { shoot_id: 'SH-31', start_time: '16:00', end_time: '17:00' },
    });
    assert.ok(wrong.findings.some((x) => x.code === 'param_mismatch' && /start_time/.test(x.message)));
  });
});

const GLASSHOUSE = namedTools('sensors.read:bay', 'mist.cycle:line_id,minutes', 'mist.note:line_id,text');

async function glasshouse(instruction: string) {
  const f = await formalizeOffline(instruction, GLASSHOUSE);
  return { f, s: (await createGuard({ instruction, tools: GLASSHOUSE, spec: f.checked })).session };
}

describe('a part that names values and no record', () => {
  it('the formalizer keeps its values with no key', async () => {
    const { f } = await glasshouse('The fern bay is parched, give the mist line a 12 minute run.');
    assert.match(f.checked.text, /open_request\(\w+, \[\], \[amount\(12\)\]\)/);
  });

  it('the gentle call that carries one of them is its action', async () => {
    const { s } = await glasshouse('The fern bay is parched, give the mist line a 12 minute run.');
    const v = s.check({ tool: 'mist.cycle', args: { line_id: 'ML-2', minutes: 12 } });
    assert.equal(v.disposition, 'approved');
    assert.ok(v.findings.some((x) => (x.data as { openRequest?: unknown })?.openRequest));
  });

  it('another length is asked', async () => {
    const { s } = await glasshouse('The fern bay is parched, give the mist line a 12 minute run.');
    assert.equal(
      s.check({ tool: 'mist.cycle', args: { line_id: 'ML-2', minutes: 30 } }).disposition,
      'approved_with_constraints',
    );
  });

  it('it is one call: a second call carrying the same value is asked', async () => {
    const { s } = await glasshouse('The fern bay is parched, give the mist line a 12 minute run.');
    const first = { tool: 'mist.cycle', args: { line_id: 'ML-2', minutes: 12 } };
    assert.equal(s.check(first).disposition, 'approved');
    s.record(first, JSON.stringify({ ok: true }));
    assert.equal(
      s.check({ tool: 'mist.cycle', args: { line_id: 'ML-3', minutes: 12 } }).disposition,
      'approved_with_constraints',
    );
  });

  it('a lone digit tells no request apart', async () => {
    const { s } = await glasshouse('Give the mist line a 5 minute run.');
    assert.equal(
      s.check({ tool: 'mist.cycle', args: { line_id: 'ML-2', minutes: 5 } }).disposition,
      'approved_with_constraints',
    );
  });
});

const LOCKERS = namedTools('lockers.find:holder', 'lockers.release:locker_id', 'lockers.note:locker_id,text');
const FOUND = {
  lockers: [
    { locker_id: 'LK-204', holder: 'Greta Holm', state: 'frozen' },
    { locker_id: 'LK-219', holder: 'Ivo Marek', state: 'frozen' },
  ],
};

async function lockers(instruction: string) {
  const f = await formalizeOffline(instruction, LOCKERS);
  const s = (await createGuard({ instruction, tools: LOCKERS, spec: f.checked })).session;
  const find = { tool: 'lockers.find', args: { holder: 'Holm' } };
  assert.equal(s.check(find).disposition, 'approved');
  s.record(find, JSON.stringify(FOUND));
  return s;
}

describe('a pronoun takes the name an earlier sentence gives', () => {
  it("the call on that person's record is the part's action", async () => {
    const s = await lockers("Greta Holm's deposit cleared. Thaw her locker.");
    const v = s.check({ tool: 'lockers.release', args: { locker_id: 'LK-204' } });
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it("another person's record is asked", async () => {
    const s = await lockers("Greta Holm's deposit cleared. Thaw her locker.");
    assert.equal(
      s.check({ tool: 'lockers.release', args: { locker_id: 'LK-219' } }).disposition,
      'approved_with_constraints',
    );
  });

  it('with two names and no pointer to one, nothing is taken', async () => {
    const s = await lockers('Greta Holm and Ivo Marek paid. Thaw the locker.');
    assert.equal(
      s.check({ tool: 'lockers.release', args: { locker_id: 'LK-204' } }).disposition,
      'approved_with_constraints',
    );
  });
});

describe('a request is never taken by a call that buys, pays or destroys', () => {
  it('an action argument that buys makes the call forceful', async () => {
    const tools = namedTools('portfolio.search:query', 'portfolio.place_order:account,action,name,amount');
    const instruction = 'Find the fund with the 20% yield and put 12000 into it from my savings account.';
    const f = await formalizeOffline(instruction, tools);
    assert.match(f.checked.text, /open_request\(put, \[\], \[amount\(12000\)\]\)/);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const v = s.check({
      tool: 'portfolio.place_order',
      args: { account: 'savings', action: 'buy', name: 'Harbor Yield Fund', amount: 12000 },
    });
    assert.notEqual(v.disposition, 'approved');
  });
});
