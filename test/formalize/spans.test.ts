// Spans the user gives in times ("Saturday 10:00-14:00", "9 to noon"): a tool with a bare `start`
// and a bare `end` takes them, written within whatever stamp the call uses; a lone `start` (a
// clip's offset, a move's new time) is left alone. And an open time: "next week" leaves the
// agent no choice of hour ("next" there is a date, not a rule for choosing), while "between 9 and
// 11" gives the hours. Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

async function session(instruction: string, tools: ReturnType<typeof namedTools>) {
  const f = await formalizeOffline(instruction, tools);
  return { f, s: (await createGuard({ instruction, tools, spec: f.checked })).session };
}

describe('a span of times binds a bare start and end', () => {
  const RINK = namedTools('ice.assign:marshal_id,date,start,end,rink');

  it("the user's span passes, in any stamp", async () => {
    const { s } = await session('Put marshal M-31 on the east rink Sunday 11:00-15:00.', RINK);
    for (const [start, end] of [
      ['11:00', '15:00'],
      ['2027-01-17T11:00', '2027-01-17T15:00:00'],
    ])
      assert.equal(
        s.check({
          tool: 'ice.assign',
          args: { marshal_id: 'M-31', date: '2027-01-17', start, end, rink: 'east' },
        }).disposition,
        'approved',
      );
  });

  it('a longer span is sent back naming the end the user gave', async () => {
    const { s } = await session('Put marshal M-31 on the east rink Sunday 11:00-15:00.', RINK);
    const v = s.check({
      tool: 'ice.assign',
      args: { marshal_id: 'M-31', date: '2027-01-17', start: '11:00', end: '19:00', rink: 'east' },
    });
    assert.equal(v.disposition, 'revision_required');
    assert.match(v.feedback, /15:00/);
  });

  it('"9 to noon" names the end of a span', () => {
    const noon = namedValues('a litter pick on the green, 9 to noon', {}).find((v) => v.kind === 'time');
    assert.equal(noon?.value, '12:00');
    assert.equal(noon?.range, 'end');
  });

  it('a lone start is no span: a clip offset is left alone', async () => {
    const CLIPS = namedTools('getShow:showId', 'cutClip:showId,start,durationSec');
    const { f } = await session(
      'For show S-88: cut a 30-sec clip starting 14:20 and publish it Friday 6am',
      CLIPS,
    );
    const cut = f.checked.spec.steps.find((x) => x.action === 'cutClip');
    assert.ok(cut);
    assert.doesNotMatch(JSON.stringify(cut.params), /start/);
  });
});

describe('an hour the user left open', () => {
  const LUTHIER = namedTools('findClient:query', 'bookSlot:clientId,date,time,purpose');

  async function booked(instruction: string, time: string) {
    const { s } = await session(instruction, LUTHIER);
    const find = { tool: 'findClient', args: { query: 'Morrow Trio' } };
    assert.equal(s.check(find).disposition, 'approved');
    s.record(
      find,
      JSON.stringify({ results: [{ clientId: 'CL-812', name: 'Ines Varga', group: 'Morrow Trio' }] }),
    );
    return s.check({
      tool: 'bookSlot',
      args: { clientId: 'CL-812', date: '2027-01-20', time, purpose: 'bridge check' },
    });
  }

  it('"next week" leaves the agent no choice of hour: a chosen hour is asked', async () => {
    const v = await booked("Book the Morrow Trio's violist in for a bridge check next week.", '11:00');
    assert.ok(
      v.findings.some((x) => x.code === 'invented_time'),
      JSON.stringify(v.findings),
    );
  });

  it('"between 9 and 11" gives the hours', async () => {
    const v = await booked(
      "Book the Morrow Trio's violist in for a bridge check next week between 9 and 11.",
      '11:00',
    );
    assert.ok(!v.findings.some((x) => x.code === 'invented_time'), JSON.stringify(v.findings));
  });
});
