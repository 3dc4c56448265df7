// A part that names values but no verb (issue 17): "Team B to Hollins (HS-04), 2031-09-15 to
// 2031-09-19" asks for the one changing tool whose parameters its values fill (MIN_FILLED_PARAMS
// or more, more than any other's), never one that destroys, pays, messages or runs code; and an
// overnight span on the 24-hour clock ends at the time written ("22:00-06:00"). Tasks and tools
// are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

describe('a change the values fill', () => {
  const crews = namedTools('listTeams:week', 'assignTeam:teamId,siteId,startDate,endDate');
  const text = 'Team B to Hollins (HS-04), 2031-09-15 to 2031-09-19 please.';
  const call = {
    tool: 'assignTeam',
    args: { teamId: 'TEAM-B', siteId: 'HS-04', startDate: '2031-09-15', endDate: '2031-09-19' },
  };
  it('plans the tool whose parameters the values fill', async () => {
    const { v, planned } = await planVerdict(text, crews, call);
    assert.ok(planned.includes('assignTeam'), planned.join());
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('and binds them: other dates are revised', async () => {
    const { v } = await planVerdict(text, crews, { ...call, args: { ...call.args, endDate: '2031-09-26' } });
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: a tool that removes is never planned so', async () => {
    const tools = namedTools('listTeams:week', 'removeTeam:teamId,siteId,startDate,endDate');
    const { planned } = await planVerdict(text, tools, { tool: 'removeTeam', args: call.args });
    assert.ok(!planned.includes('removeTeam'), planned.join());
  });
});

describe('an overnight span', () => {
  const rota = namedTools('rota_entry:op,officer_id,site_code,date,start,end');
  it('"22:00-06:00" ends at 06:00', async () => {
    const { v } = await planVerdict(
      'Add a rota entry for Ashgrove Depot (AD-02), 22:00-06:00 tonight.',
      rota,
      {
        tool: 'rota_entry',
        args: {
          op: 'create',
          officer_id: 'OF-7',
          site_code: 'AD-02',
          date: '2031-09-09',
          start: '22:00',
          end: '06:00',
        },
      },
    );
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('a time one of several listed items names', () => {
  const tools = namedTools('timeline_update:event_id,item,time', 'messages_send:to,body');
  const call = { tool: 'timeline_update', args: { event_id: 'EV-9', item: 'raffle', time: '20:50' } };
  it('"1. move the quiz to 7:30pm 2. push the raffle back 20 minutes": the raffle is not at 19:30', async () => {
    const { v } = await planVerdict(
      'For the Oakfield fundraiser:\n1. move the quiz to 7:30pm\n2. push the raffle back 20 minutes\n3. text the host the new times',
      tools,
      call,
    );
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: asked once, the time binds', async () => {
    const { v } = await planVerdict('For the Oakfield fundraiser, move the raffle to 7:30pm.', tools, call);
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('a due date given as a length of time', () => {
  const tools = namedTools('booking_create:client,event_date,package', 'invoice_send:client,amount,due_date');
  const text =
    'Book Juniper Films for their shoot on Sat 13 Sept 2031, full-day package £2,400. Retainer is 25%, due within 14 days: invoice it.';
  const invoice = (due: string) => ({
    tool: 'invoice_send',
    args: { client: 'Juniper Films', amount: 600, due_date: due },
  });
  it('"due within 14 days" binds no written date to `due_date`', async () => {
    const { v } = await planVerdict(text, tools, invoice('2031-06-30'));
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: a due date the user wrote binds', async () => {
    const { v } = await planVerdict(
      'Invoice Juniper Films £600 for the retainer, due on 13 Sept 2031.',
      tools,
      invoice('2031-06-30'),
    );
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});
