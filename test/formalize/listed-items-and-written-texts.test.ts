// Which listed item asks for a tool, and what a text parameter takes (issue 17): a verb that asks
// for a tool only as a synonym ("log" for a create), naming none of its objects, gives way to the
// one listed item that names the tool's object ("2. task for me to …"); and a note, comment or
// message is text the call writes, never a thing the user named ("a note that the QBR happened"
// names no note called QBR). Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

const crm = namedTools(
  'CasebookFindClient:name',
  'CasebookLogNote:client_id,type,date,note',
  'CasebookCreateTask:client_id,assignee,title,due',
  'CasebookSendEmail:client_id,to,subject,body',
);
const request = `For Pell & Daughters:
1. log a note that the MSA review happened today, attendees Hana Ito and Ruben Vos
2. task for me to send them the revised quote by Friday
3. email the minutes to office@pellanddaughters.example`;

describe("a listed item that names the tool's object", () => {
  it("the task is the second item's: its assignee is not a person of the first", async () => {
    const { v, planned } = await planVerdict(request, crm, {
      tool: 'CasebookCreateTask',
      args: { client_id: 'CL-9', assignee: 'me', title: 'Send revised quote', due: '2031-09-12' },
    });
    assert.ok(planned.includes('CasebookCreateTask'), planned.join());
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: an item that asks for the task by its own verb binds its person', async () => {
    const { v } = await planVerdict(
      '1. create a task for Hana Ito to chase the revised quote\n2. email the minutes to office@pellanddaughters.example',
      crm,
      {
        tool: 'CasebookCreateTask',
        args: { client_id: 'CL-9', assignee: 'Ruben Vos', title: 'Send revised quote', due: '2031-09-12' },
      },
    );
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('a written text', () => {
  it('"log a note that the MSA review happened" binds no name to `note`', async () => {
    const { v } = await planVerdict(request, crm, {
      tool: 'CasebookLogNote',
      args: {
        client_id: 'CL-9',
        type: 'meeting',
        date: '2031-09-09',
        note: 'MSA review held; attendees Hana Ito, Ruben Vos.',
      },
    });
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: a tool whose object is a named thing still takes the name ("reserve Hotel Miramar")', async () => {
    const tools = namedTools('reserve_hotel:hotel,check_in');
    const { v } = await planVerdict('Reserve Hotel Miramar for 12 October 2031.', tools, {
      tool: 'reserve_hotel',
      args: { hotel: 'Grand Hotel Lido', check_in: '2031-10-12' },
    });
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('a card or an account', () => {
  it('"charge Dennis Hoyt for Moose\'s bath" binds no name to `card`', async () => {
    const tools = namedTools('list_appointments:pet_name,date', 'charge_card:client_id,amount,card');
    const { v } = await planVerdict(
      "Charge Dennis Hoyt for Moose's bath and brush today, whatever's on the ticket.",
      tools,
      {
        tool: 'charge_card',
        args: { client_id: 'C-31', amount: 45, card: 'visa-0419' },
      },
    );
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});
