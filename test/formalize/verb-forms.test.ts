// Verbs in the forms people write them: a hyphenated compound is headed by its last part
// ("squash-merge it", "double-check the total"), "re" + a verb is that verb again when the word
// is coined ("resend", "reopen", "re-enable") but not when it is a word of its own ("replace",
// "recall"); a tool that makes its object does what that object used as a verb asks ("note that
// on the claim"); and a tool named after its service's own word does that word
// (`MergeBayMerge` next to `MergeBayGetPr` merges). Tools and instructions are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { parseTools } from '../../src/tools/index.ts';

const tools = (...sigs: string[]) =>
  parseTools(
    sigs.map((sig) => {
      const [name, args = ''] = sig.split(':');
      return {
        name: name!,
        inputSchema: {
          type: 'object',
          properties: Object.fromEntries(
            args
              .split(',')
              .filter(Boolean)
              .map((a) => [a, { type: 'string' }]),
          ),
        },
      };
    }),
    { format: 'mcp' },
  );

async function planned(instruction: string, ...sigs: string[]) {
  return (await formalizeOffline(instruction, tools(...sigs))).report.planned;
}

describe('verb forms', () => {
  it('a hyphenated compound is headed by its last part', async () => {
    const p = await planned(
      'PR 881 is green, squash-merge it.',
      'MergeBayMerge:pr,method',
      'MergeBayGetPr:pr',
      'MergeBayClose:pr',
    );
    assert.ok(p.includes('MergeBayMerge'), p.join(','));
    assert.ok(!p.includes('MergeBayClose'));
  });

  it('a coined re- verb is the verb again; a word of its own is not', async () => {
    assert.ok(
      (
        await planned(
          'Resend the invoice INV-20 to the customer.',
          'send_invoice:invoice_id',
          'place_order:item',
        )
      ).includes('send_invoice'),
    );
    assert.ok(
      (
        await planned('Please re-enable the door alarm.', 'enable_alarm:alarm', 'disable_alarm:alarm')
      ).includes('enable_alarm'),
    );
    // "replace" is not "place", "recall" is not "call"
    assert.ok(
      !(await planned('Replace the air filter in unit 4.', 'place_order:item', 'get_unit:unit')).includes(
        'place_order',
      ),
    );
    assert.ok(
      !(await planned('Recall the last message.', 'call_contact:name', 'get_messages:folder')).includes(
        'call_contact',
      ),
    );
  });

  it('a tool that makes its object does what that object used as a verb asks', async () => {
    const p = await planned(
      'The courier called about parcel P-77. Note that on the parcel and hold it at the depot.',
      'parcels_get:parcel_id',
      'parcels_add_note:parcel_id,note',
      'parcels_delete_note:note_id',
      'parcels_hold:parcel_id,depot',
    );
    assert.ok(p.includes('parcels_add_note'), p.join(','));
    assert.ok(!p.includes('parcels_delete_note'));
  });

  it('a dotted name is resource.action, whatever its verb', async () => {
    const p = await planned(
      'Please onboard Ilse Varga on the flex plan from Monday.',
      'Member.Lookup:name',
      'Member.Onboard:name,plan,start',
      'Member.Offboard:member_id',
    );
    assert.ok(p.includes('Member.Onboard'), p.join(','));
    assert.ok(!p.includes('Member.Offboard'));
  });

  it('standard phrasal verbs and synonyms: free up, let go of, put in, give … to, hold', async () => {
    assert.ok(
      (
        await planned('Free up bed 7C, the hold got cancelled.', 'beds_release:bed_id', 'beds_get:bed_id')
      ).includes('beds_release'),
    );
    assert.ok(
      (
        await planned('Let go of my 3pm booking in Room Azure.', 'rooms.release:booking_id', 'rooms.list:day')
      ).includes('rooms.release'),
    );
    assert.ok(
      (
        await planned(
          'Give ticket T-88 to Ruth.',
          'tickets_assign:ticket_id,assignee',
          'tickets_get:ticket_id',
        )
      ).includes('tickets_assign'),
    );
    assert.ok(
      (
        await planned(
          'Find an open bed on 3N and hold it for the ED patient.',
          'beds_reserve:bed_id',
          'beds_search:unit',
        )
      ).includes('beds_reserve'),
    );
  });
});
