// People the tagger does not know ("Priya Nair") are still people by their place in the sentence:
// they bind the person parameter of the planned write, and an address given for them binds its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline, offlineFormalizer } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { namedTools } from './named-tools.ts';

const engine = await PrologEngine.shared();
const CLOCK = new Date('2026-02-10T08:00:00Z');

const tool = (name: string, description: string, properties: Record<string, object>): Tool => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});

const WORKSPACE: Tool[] = [
  tool('invite_guest', 'Invite a guest to a meeting', {
    invitee: { type: 'string', description: 'full name of the person to invite' },
    meeting_title: { type: 'string' },
  }),
  tool('hand_over_ticket', 'Give a support ticket to a colleague', {
    ticket_ref: { type: 'string' },
    assignee: { type: 'string' },
  }),
  tool('dispatch_note', 'Send a short note to someone', {
    recipient: { type: 'string', description: 'who gets the note' },
    recipient_email: { type: 'string', description: 'their e-mail address' },
    note: { type: 'string' },
  }),
];

async function session(instruction: string) {
  return (
    await createGuard({
      instruction,
      tools: WORKSPACE,
      engine,
      formalize: offlineFormalizer({ engine, reference: CLOCK }),
    })
  ).session;
}

describe('people the tagger does not know bind person parameters', () => {
  it('an invitee named after "invite"', async () => {
    const s = await session('Please invite Oluwaseun Adeyemi to the budget review.');
    const args = { invitee: 'Oluwaseun Adeyemi', meeting_title: 'Budget review' };
    assert.equal(s.check({ tool: 'invite_guest', args }).disposition, 'approved');
    const other = s.check({ tool: 'invite_guest', args: { ...args, invitee: 'Mallory Hacker' } });
    assert.equal(other.disposition, 'revision_required');
    assert.match(other.feedback, /Oluwaseun Adeyemi/);
    s.close();
  });

  it('an assignee named after "to"', async () => {
    const s = await session('Hand over ticket T-3381 to Radoslaw Kubiak, he owns billing now.');
    const ok = s.check({
      tool: 'hand_over_ticket',
      args: { ticket_ref: 'T-3381', assignee: 'Radoslaw Kubiak' },
    });
    assert.equal(ok.disposition, 'approved');
    const other = s.check({
      tool: 'hand_over_ticket',
      args: { ticket_ref: 'T-3381', assignee: 'Eve Intruder' },
    });
    assert.equal(other.disposition, 'revision_required');
    assert.match(other.feedback, /Radoslaw Kubiak/);
    s.close();
  });

  it('a recipient and the address given for them each bind their own parameter', async () => {
    const s = await session(
      'Send a note to Aigerim Seitkali at aigerim.s@lakeside.example saying the keys are ready.',
    );
    const args = {
      recipient: 'Aigerim Seitkali',
      recipient_email: 'aigerim.s@lakeside.example',
      note: 'The keys are ready.',
    };
    assert.equal(s.check({ tool: 'dispatch_note', args }).disposition, 'approved');
    const other = s.check({ tool: 'dispatch_note', args: { ...args, recipient: 'Someone Else' } });
    assert.equal(other.disposition, 'revision_required');
    assert.match(other.feedback, /Aigerim Seitkali/);
    s.close();
  });

  it('a place or an organisation does not bind a person slot, and nothing is invented', async () => {
    const { checked } = await formalizeOffline(
      'Send a note to Grand Budapest Hotel saying we arrive late.',
      WORKSPACE,
      {
        engine,
        reference: CLOCK,
      },
    );
    const step = checked.spec.steps.find((st) => st.action === 'dispatch_note');
    assert.ok(step, 'the note is planned');
    assert.ok(
      !JSON.stringify(step.params).includes('recipient('),
      `no person bound: ${JSON.stringify(step.params)}`,
    );
    const none = await formalizeOffline('Hand over the ticket to whoever is on call.', WORKSPACE, {
      engine,
      reference: CLOCK,
    });
    const hand = none.checked.spec.steps.find((st) => st.action === 'hand_over_ticket');
    assert.ok(hand, 'the hand-over is planned');
    assert.ok(!JSON.stringify(hand.params).includes('assignee'), JSON.stringify(hand.params));
  });
});

const PLANNER: Tool[] = [
  tool('make_directory', 'Make a directory', { dir_path: { type: 'string' } }),
  {
    ...tool('list_directory', 'List a directory', { dir_path: { type: 'string' } }),
    hints: { readOnly: true },
  },
  tool('add_agenda_item', 'Add an item to the agenda', {
    title: { type: 'string' },
    when: { type: 'string', format: 'date-time' },
  }),
  { ...tool('search_agenda', 'Search the agenda', { query: { type: 'string' } }), hints: { readOnly: true } },
];

async function planner(instruction: string) {
  return (
    await createGuard({
      instruction,
      tools: PLANNER,
      engine,
      formalize: offlineFormalizer({ engine, reference: CLOCK }),
    })
  ).session;
}

describe('a wanted new thing with no verb is a thing to create', () => {
  it('"I need a new directory X" plans the directory tool with X bound', async () => {
    const s = await planner('I need a new directory reports/q3');
    assert.equal(
      s.check({ tool: 'make_directory', args: { dir_path: 'reports/q3' } }).disposition,
      'approved',
    );
    const other = s.check({ tool: 'make_directory', args: { dir_path: 'tmp/elsewhere' } });
    assert.equal(other.disposition, 'revision_required');
    assert.match(other.feedback, /reports\/q3/);
    s.close();
  });

  it('a wanted item given a title and a time is created with them', async () => {
    const s = await planner("I'd like an agenda item on 4 May 2026 at 09:30 called 'Kickoff'");
    const args = { title: 'Kickoff', when: '2026-05-04T09:30:00' };
    assert.equal(s.check({ tool: 'add_agenda_item', args }).disposition, 'approved');
    const other = s.check({ tool: 'add_agenda_item', args: { ...args, title: 'Layoffs' } });
    assert.equal(other.disposition, 'revision_required');
    assert.match(other.feedback, /Kickoff/);
    s.close();
  });

  it('a wanted thing that is neither new nor named is something to find, not to make', async () => {
    for (const text of ['I need the agenda item about the budget', 'I need a new car']) {
      const { checked } = await formalizeOffline(text, PLANNER, { engine, reference: CLOCK });
      assert.ok(
        checked.spec.steps.every((st) => st.action !== 'add_agenda_item' && st.action !== 'make_directory'),
        `${text}: ${checked.spec.steps.map((st) => st.action)}`,
      );
    }
  });
});

describe('a name the thing comes from', () => {
  it('"from Halden Mills" names the supplier, not the fabric the order takes', async () => {
    const instruction = 'Order 30 metres of linen canvas from Halden Mills for the spring line.';
    const tools = namedTools('order_fabric:supplier,fabric,metres');
    const f = await formalizeOffline(instruction, tools);
    const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
    const v = s.check({
      tool: 'order_fabric',
      args: { supplier: 'Halden Mills', fabric: 'linen canvas', metres: 30 },
    });
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
    s.close();
  });
});
