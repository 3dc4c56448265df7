// Everyday words for a tool's action and counts of the things it acts on (issue 17): "take the
// jobs paying over £20" accepts them (`accept` lists "take"), "send Tom the setlist PDF" shares it
// (`share` lists "send"), "pencil her in" holds the date (`hold` lists "pencil"), "page whoever is
// on call" sends (`send` lists "page"); and a change of
// one thing the user named in the singular may act on as many things as the user counted ("send
// the shortlist, it's the 4 at interview stage"). Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lastVerdict } from '../provenance/lookup-session.ts';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

const planned = async (text: string, tools: ReturnType<typeof namedTools>) =>
  (await planVerdict(text, tools, { tool: tools[0]!.name, args: {} })).planned;

describe("everyday words for a tool's action", () => {
  it('"take the two jobs paying over £20" plans the accept', async () => {
    const tools = namedTools('RunlyListJobs:area', 'RunlyAcceptJob:job_id', 'RunlyDeclineJob:job_id');
    const p = await planned('jobs in Leith right now? take the two paying over £20', tools);
    assert.ok(p.includes('RunlyAcceptJob'), p.join());
    assert.ok(!p.includes('RunlyDeclineJob'), p.join());
  });
  it('"send Tom the setlist PDF" plans the share', async () => {
    const tools = namedTools('find_member:name', 'share_file:member_id,files', 'log_rehearsal:date');
    const p = await planned('send Tom the setlist PDF for Friday', tools);
    assert.ok(p.includes('share_file'), p.join());
  });
  it('"pencil her in for Sat 4 Oct" plans the hold', async () => {
    const tools = namedTools('check_calendar:date', 'hold_date:date,client,expires', 'send_invoice:client');
    const p = await planned("Priya wants Sat 4 Oct for her sister's party, pencil her in if free", tools);
    assert.ok(p.includes('hold_date'), p.join());
    assert.ok(!p.includes('send_invoice'), p.join());
  });
});

describe('as many things as the user counted', () => {
  const tools = namedTools(
    'TalentaGetRole:client,title',
    'TalentaShareShortlist:roleId,candidateIds,recipients',
  );
  const role = {
    roleId: 'R-88',
    contact: 'hiring@marlow-freight.example',
    shortlist: ['CA-5021', 'CA-4773', 'CA-5886', 'CA-6102'],
  };
  const look = { tool: 'TalentaGetRole', args: { client: 'Marlow Freight', title: 'CFO' } };
  const share = (ids: string[]) => ({
    tool: 'TalentaShareShortlist',
    args: { roleId: 'R-88', candidateIds: ids, recipients: ['hiring@marlow-freight.example'] },
  });
  it('"it\'s the 4 at interview stage": four candidates are the one shortlist', async () => {
    const v = await lastVerdict(
      tools,
      "Marlow Freight CFO: send the shortlist to the client please. It's the 4 at interview stage.",
      [[look, role], [share(['CA-5021', 'CA-4773', 'CA-5886', 'CA-6102'])]],
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: with no count, or another one, several are a repeat', async () => {
    const v = await lastVerdict(
      tools,
      "Marlow Freight CFO: send the shortlist to the client please. It's the 2 at interview stage.",
      [[look, role], [share(['CA-5021', 'CA-4773', 'CA-5886', 'CA-6102'])]],
    );
    assert.ok(findingCodes(v).includes('repeated_object'), JSON.stringify(v.findings));
  });
});

describe('"page" sends a message', () => {
  it('"… and page whoever is on call" plans `page.send`', async () => {
    const tools = namedTools(
      'service.list:query',
      'incident.create:service,severity,title',
      'page.send:service,message',
    );
    const p = await planned(
      'Open a P1 for the billing API and page whoever is on call: 5xx rate above 10% since 09:40',
      tools,
    );
    assert.ok(p.includes('page.send') && p.includes('incident.create'), p.join());
  });
});
