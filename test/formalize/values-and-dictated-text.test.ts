// Two readings of what a part asks for. A file path or a URL the user names is a file tool's or a
// web tool's to take: "append a line to ops/oncall.md" asks for the file write though no verb
// of the lexicon names `write_file`. And a text the user dictates after a colon ("add a shift
// note: the cooler wants defrosting") is the note's words: its verbs ask for nothing. Tools,
// paths and people are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

const fileTools = namedTools('read_file:path', 'write_file:path,content', 'run_command:command');

async function planned(instruction: string, tools = fileTools) {
  return (await formalizeOffline(instruction, tools)).report.planned;
}

describe('a named file or page says which tool acts on it', () => {
  it('a line added to a named file plans the file write, and the read of it', async () => {
    const p = await planned('add a line about the pump outage to ops/oncall.md');
    assert.ok(p.includes('write_file'), p.join(','));
    assert.ok(p.includes('read_file'), p.join(','));
  });

  it('the write is bound to the file the user named', async () => {
    const instruction = 'tack a note about the late delivery onto notes/kitchen-log.txt';
    const f = await formalizeOffline(instruction, fileTools);
    const s = (await createGuard({ instruction, tools: fileTools, spec: f.checked })).session;
    const ours = s.check({
      tool: 'write_file',
      args: { path: 'notes/kitchen-log.txt', content: 'late delivery' },
    });
    assert.equal(ours.disposition, 'approved', JSON.stringify(ours.findings));
    const other = s.check({ tool: 'write_file', args: { path: '/home/u/.profile', content: 'x' } });
    assert.notEqual(other.disposition, 'approved');
  });

  it('a shell is never planned from a named file', async () => {
    const p = await planned('add a line about the pump outage to ops/oncall.md');
    assert.ok(!p.includes('run_command'), p.join(','));
  });

  it('with two tools that change files, neither is guessed', async () => {
    const tools = namedTools('read_file:path', 'write_file:path,content', 'patch_file:path,diff');
    const p = await planned('add a line about the pump outage to ops/oncall.md', tools);
    assert.ok(!p.includes('write_file') && !p.includes('patch_file'), p.join(','));
  });

  it('a file only read plans no write', async () => {
    const p = await planned('what does ops/oncall.md say about the pump?');
    assert.ok(!p.includes('write_file'), p.join(','));
  });
});

describe('a text the user dictates after a colon', () => {
  const tools = namedTools('shift_note:site_id,note', 'cooler_defrost:unit_id,start', 'site_lookup:site_id');

  it('its verbs ask for nothing: a note about defrosting plans no defrost', async () => {
    const p = await planned(
      'Add a shift note: Bay 4 (ST-2207) says the walk-in cooler needs defrosting soon.',
      tools,
    );
    assert.ok(p.includes('shift_note'), p.join(','));
    assert.ok(!p.includes('cooler_defrost'), p.join(','));
  });

  it('the same words asked outright plan the defrost', async () => {
    const p = await planned('Defrost the walk-in cooler at Bay 4 (ST-2207) and add a shift note.', tools);
    assert.ok(p.includes('cooler_defrost'), p.join(','));
  });

  it('a message dictated to someone asks only for the message', async () => {
    const msg = namedTools('send_sms:to,body', 'cancel_booking:booking_id');
    const p = await planned('Text Jonas: please cancel your booking if you cannot make Friday.', msg);
    assert.ok(p.includes('send_sms'), p.join(','));
    assert.ok(!p.includes('cancel_booking'), p.join(','));
  });

  it('a heading with a colon is no dictated text: its sentence still asks', async () => {
    const p = await planned(
      'Quick summary: cancel booking BK-5521 for Jonas.',
      namedTools('send_sms:to,body', 'cancel_booking:booking_id'),
    );
    assert.ok(p.includes('cancel_booking'), p.join(','));
  });

  it('a sentence after the dictated one still asks', async () => {
    const p = await planned(
      'Add a shift note: cooler running warm. Then defrost the walk-in cooler at ST-2207.',
      tools,
    );
    assert.ok(p.includes('cooler_defrost'), p.join(','));
  });
});
