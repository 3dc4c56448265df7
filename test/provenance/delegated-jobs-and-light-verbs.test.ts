// Delegation in more of the ways people say it: "the jobs on it" is a set of actions like "the
// tasks"; "do whatever Tomás put in the site diary" hands the diary the actions as "whatever it
// says" does, and so does "whatever's outstanding in her handover"; and a note that asks to "raise a PO" or "cut a new purchase order" asks for the tool
// that makes purchase orders (a light verb with a new thing, written out or as its initials).
// Notes, tasks and tools are our own; without delegation, or with a note that asks for something
// else, the change is still asked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolCall } from '../../src/core/types.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

describe('"the jobs on it" hands the note the actions', () => {
  const tools = namedTools('read_board:board', 'book_skip:site_id,date,size', 'email_site:to,subject,body');
  const board = {
    board: 'depot',
    handover: {
      by: 'Nadia',
      text: '1) Book a skip for Elm Row on Friday. 2) Email the site manager it is coming.',
    },
  };
  const read: [ToolCall, unknown] = [{ tool: 'read_board', args: { board: 'depot' } }, board];
  const skip: [ToolCall] = [{ tool: 'book_skip', args: { site_id: 'ST-31', date: '2029-03-16', size: 6 } }];
  it('"Could you do the jobs on it?" lets the skip be booked', async () => {
    const v = await lastVerdict(
      tools,
      "Nadia's handover is on the depot board. Could you do the jobs on it?",
      [read, skip],
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('asking what the jobs are leaves the booking asked', async () => {
    const v = await lastVerdict(tools, "Which jobs are on Nadia's handover on the depot board?", [
      read,
      skip,
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('"do whatever X put in" the diary', () => {
  const tools = namedTools('read_site_diary:site', 'book_skip:site_id,date,size');
  const diary = {
    site: 'Elm Row',
    entries: [{ by: 'Tomás', text: 'Please book a skip for Friday, the 6 yard one.' }],
  };
  const read: [ToolCall, unknown] = [{ tool: 'read_site_diary', args: { site: 'Elm Row' } }, diary];
  const skip: [ToolCall] = [{ tool: 'book_skip', args: { site_id: 'ST-31', date: '2029-03-16', size: 6 } }];
  it('the diary asks for the booking, and the user handed it over', async () => {
    const v = await lastVerdict(tools, 'Do whatever Tomás put in the site diary for Elm Row.', [read, skip]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('asking what he put in it hands nothing over', async () => {
    const v = await lastVerdict(tools, 'What did Tomás put in the site diary for Elm Row?', [read, skip]);
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('"whatever\'s outstanding in her handover"', () => {
  const tools = namedTools('read_handover:site', 'book_skip:site_id,date,size');
  const handover = {
    site: 'Elm Row',
    by: 'Lotte',
    text: 'Outstanding: book a skip for Friday, the 6 yard one.',
  };
  const read: [ToolCall, unknown] = [{ tool: 'read_handover', args: { site: 'Elm Row' } }, handover];
  const skip: [ToolCall] = [{ tool: 'book_skip', args: { site_id: 'ST-31', date: '2029-03-16', size: 6 } }];
  it('a word between "whatever\'s" and "in" still hands the handover the actions', async () => {
    const v = await lastVerdict(
      tools,
      "Lotte is off from Monday. Could you do whatever's outstanding in her handover for Elm Row?",
      [read, skip],
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('asking what is outstanding hands nothing over', async () => {
    const v = await lastVerdict(tools, "What's outstanding in Lotte's handover for Elm Row?", [read, skip]);
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('a light verb with a new thing asks for what makes it', () => {
  const tools = namedTools('read_handover:date', 'create_purchase_order:supplier_id,sku,qty');
  const log = (text: string) => ({ date: '2029-03-14', notes: [{ by: 'Ivo', text }] });
  const read = (text: string): [ToolCall, unknown] => [
    { tool: 'read_handover', args: { date: '2029-03-14' } },
    log(text),
  ];
  const order: [ToolCall] = [
    { tool: 'create_purchase_order', args: { supplier_id: 'SUP-204', sku: 'CEM-25', qty: 40 } },
  ];
  const instruction = "Ivo's handover from yesterday is in. Can you take care of it?";
  it('"raise a PO" asks for `create_purchase_order` (its initials)', async () => {
    const v = await lastVerdict(tools, instruction, [
      read('2. Raise a PO with Brightwell for 40 bags of cement.'),
      order,
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('"cut a new purchase order" asks for it too', async () => {
    const v = await lastVerdict(tools, instruction, [
      read('- cut a new purchase order for the cement, 40 bags'),
      order,
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('"raise the PO limit" asks for no new order', async () => {
    const v = await lastVerdict(tools, instruction, [
      read('2. Raise the PO limit for Brightwell to 40 bags.'),
      order,
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
  it('initials of another thing ask for nothing here', async () => {
    const v = await lastVerdict(tools, instruction, [
      read('2. Raise a PR for the cement delivery, 40 bags.'),
      order,
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
});
