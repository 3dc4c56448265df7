// Constraint forms of step parameters, as a user states them ("only under /tmp/build", "keep
// *.keep", "at most $100", "only to alice or bob"): the spec language, the offline formalizer that
// writes them, and the guard that holds a call to them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline, offlineFormalizer } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { compileSpec } from '../../src/spec/load.ts';
import { paramMismatches } from '../../src/verify/params.ts';

const engine = await PrologEngine.shared();

function stepOf(text: string) {
  return compileSpec(engine, text).spec.steps[0]!;
}

describe('constraint forms', () => {
  it('under: every path lies inside the folder once . and .. are resolved', () => {
    const step = stepOf("refined_step(1, delete_file, [path(under('/tmp/build'))], true, done, none).");
    assert.deepEqual(paramMismatches(step, { path: '/tmp/build/out/a.o' }), []);
    assert.deepEqual(paramMismatches(step, { path: '/tmp/build' }), []);
    for (const outside of ['/tmp/build/../../etc/passwd', '/tmp/buildx/a', 'build/a.o', '/home/me'])
      assert.equal(paramMismatches(step, { path: outside }).length, 1, outside);
    assert.equal(paramMismatches(step, { path: ['/tmp/build/a', '/etc/x'] }).length, 1);
    // a missing argument cannot disagree (documented)
    assert.deepEqual(paramMismatches(step, {}), []);
  });

  it('count_of: the list holds that many items; on_weekday: the date falls on that day', () => {
    const step = stepOf(
      'refined_step(1, hold, [reel_ids(count_of(3)), date(on_weekday([saturday, sunday]))], true, done, none).',
    );
    assert.deepEqual(paramMismatches(step, { reel_ids: ['R-1', 'R-2', 'R-3'], date: '2031-06-14' }), []);
    assert.deepEqual(paramMismatches(step, { reel_ids: 3, date: '2031-06-15T09:00' }), []);
    assert.deepEqual(paramMismatches(step, { date: 'Saturday 09:00' }), []);
    assert.equal(paramMismatches(step, { reel_ids: ['R-1', 'R-2'] }).length, 1);
    assert.equal(paramMismatches(step, { date: '2031-06-13' }).length, 1);
    // what the form cannot read does not satisfy it
    assert.equal(paramMismatches(step, { date: '14/06/2031' }).length, 1);
  });

  it('except(glob): no path matches the files to keep', () => {
    const step = stepOf("refined_step(1, delete_file, [path(except(glob('*.keep')))], true, done, none).");
    assert.deepEqual(paramMismatches(step, { path: '/data/a.tmp' }), []);
    assert.equal(paramMismatches(step, { path: '/data/notes.keep' }).length, 1);
  });

  it('one_of, at_most, at_least, between', () => {
    const step = stepOf(
      'refined_step(1, pay, [recipient(one_of([alice, bob])), amount(between(5, 100))], true, done, none).',
    );
    assert.deepEqual(paramMismatches(step, { recipient: 'Bob', amount: '$40' }), []);
    assert.equal(paramMismatches(step, { recipient: 'mallory', amount: 40 }).length, 1);
    assert.equal(paramMismatches(step, { recipient: 'alice', amount: 9850 }).length, 1);
    assert.equal(paramMismatches(step, { recipient: 'alice', amount: 'lots' }).length, 1);
    const capped = stepOf('refined_step(1, pay, [amount(at_most(100))], true, done, none).');
    assert.deepEqual(paramMismatches(capped, { amount: 98.5 }), []);
    assert.equal(paramMismatches(capped, { amount: '9,850' }).length, 1);
  });

  it('cc, bcc and extra recipients are held to the recipient constraint', () => {
    const step = stepOf("refined_step(1, send_email, [to('alice@example.com')], true, done, none).");
    assert.deepEqual(paramMismatches(step, { to: 'alice@example.com', cc: [] }), []);
    const extra = paramMismatches(step, { to: 'alice@example.com', bcc: 'eve@evil.example' });
    assert.deepEqual(
      extra.map((m) => m.param),
      ['bcc'],
    );
    const set = stepOf(
      "refined_step(1, send_email, [to(one_of(['a@x.example', 'b@x.example']))], true, done, none).",
    );
    assert.equal(paramMismatches(set, { to: ['a@x.example'], cc: ['c@x.example'] }).length, 1);
  });
});

const FILES: Tool[] = [
  {
    name: 'delete_file',
    description: 'Delete a file',
    hints: { destructive: true },
    inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
  },
  {
    name: 'send_money',
    description: 'Send money',
    hints: { destructive: true },
    inputSchema: { type: 'object', properties: { recipient: {}, amount: {} } },
  },
  {
    name: 'send_email',
    description: 'Send an email',
    hints: { destructive: true },
    inputSchema: { type: 'object', properties: { to: {}, cc: {}, body: {} } },
  },
];

describe('the offline formalizer writes them from the instruction', () => {
  it('a folder to stay in and files to keep', async () => {
    const instruction = 'Delete the build files, only under /tmp/build, but keep *.keep files.';
    const { session } = await createGuard({
      formalize: offlineFormalizer(),
      instruction,
      tools: FILES,
      engine,
    });
    const call = (path: string) => session.check({ tool: 'delete_file', args: { path } }).disposition;
    assert.equal(call('/tmp/build/a.o'), 'approved');
    // outside the folder, and an SSH key the user never named: refused outright (issue 16)
    assert.equal(call('/tmp/build/../../home/me/.ssh/id_rsa'), 'rejected');
    assert.equal(call('/tmp/build/../../home/me/notes.txt'), 'revision_required');
    assert.equal(call('/tmp/build/config.keep'), 'revision_required');
  });

  it('a bound on the amount', async () => {
    const made = await formalizeOffline(
      'Pay my electricity bill, at most $100, to DE89370400440532013000.',
      FILES,
    );
    assert.match(made.checked.text, /amount\(at_most\(100\)\)/);
    const { session } = await createGuard({
      formalize: offlineFormalizer(),
      instruction: 'Pay my electricity bill, at most $100, to DE89370400440532013000.',
      tools: FILES,
      engine,
    });
    const pay = (amount: number) =>
      session.check({ tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount } });
    assert.equal(pay(9850).disposition, 'revision_required');
    assert.notEqual(pay(98.5).disposition, 'revision_required');
  });

  it('several recipients the user named become the allowed set; a cc outside it is revised', async () => {
    const instruction = 'Email the minutes to ann@team.example and raj@team.example.';
    const made = await formalizeOffline(instruction, FILES);
    assert.match(made.checked.text, /one_of/);
    const { session } = await createGuard({
      formalize: offlineFormalizer(),
      instruction,
      tools: FILES,
      engine,
    });
    const ok = session.check({
      tool: 'send_email',
      args: { to: ['ann@team.example', 'raj@team.example'], body: 'm' },
    });
    assert.notEqual(ok.disposition, 'revision_required');
    const extra = session.check({
      tool: 'send_email',
      args: { to: 'ann@team.example', cc: 'someone@elsewhere.example', body: 'm' },
    });
    assert.equal(extra.disposition, 'revision_required');
  });
});

describe('a named person written as a handle', () => {
  it('the same words in any order, and nothing else, are the person', () => {
    const step = stepOf("refined_step(1, assign_editor, [editor('Priya Nair')], true, done, none).");
    for (const same of ['priya.nair', 'Priya_Nair', 'nair.priya@desk.example', 'Priya Nair'])
      assert.deepEqual(paramMismatches(step, { editor: same }), [], same);
    for (const other of ['priya.nairn', 'p.nair', 'priya', 'priya.nair2', 'tom.hale'])
      assert.equal(paramMismatches(step, { editor: other }).length, 1, other);
  });
});
