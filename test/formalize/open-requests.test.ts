// Open requests: a part of the task asks for an action no planned tool does (a verb the lexicon
// does not tie to any tool: "shelve", "ice", "mothball") on a record the user names by its code.
// The formalizer writes `open_request(Verb, Keys, Values)`; the verifier takes one gentle call on
// that record, agreeing with the part's dates and numbers, as the part's action. Instructions,
// services, codes and tool names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { PrologEngine } from '../../src/logic/index.ts';
import { parseSpecText } from '../../src/spec/index.ts';
import { namedTools } from './named-tools.ts';

const named = namedTools;

const TOOLS = named(
  'kiln.lookup:batch_id',
  'kiln.shelve:batch_id,until,reason',
  'kiln.restock:glaze_id,count',
  'kiln.purge:batch_id',
  'kiln.annotate:batch_id,note',
  'kiln.dispatch_note:batch_id,to',
);

async function session(instruction: string, tools = TOOLS) {
  const f = await formalizeOffline(instruction, tools, { reference: new Date('2026-11-10T09:00:00Z') });
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  return { f, s: guard.session };
}

describe('record codes are named values', () => {
  it('reads codes of letters and digits, not times, ordinals or units', () => {
    const v = namedValues('Ice GLZ-4410 and batch 7B-02 from 6-8pm on the 3rd, 45min, crew Q9 and KX1', {});
    const codes = v.filter((x) => x.kind === 'code').map((x) => x.value);
    assert.deepEqual(codes, ['GLZ-4410', '7B-02', 'Q9', 'KX1']);
  });
  it('a code inside an address or a path is that value', () => {
    const v = namedValues('mail ops-7@kiln.example the file /srv/b-12/out.txt', {});
    assert.equal(
      v.some((x) => x.kind === 'code'),
      false,
    );
  });
});

describe('an asked action no tool is planned for binds the record the user named', () => {
  it('the formalizer writes an open request for a verb it cannot tie to a tool', async () => {
    const { f } = await session('Mothball KB-2207 until 2026-12-01, the clay supplier is late.');
    const text = f.checked.text;
    assert.match(text, /open_request\(mothball, \['KB-2207'\], \[date\('2026-12-01'\)\]\)/);
  });

  it('a gentle call on that record agreeing with the dates runs as planned', async () => {
    const { s } = await session('Mothball KB-2207 until 2026-12-01, the clay supplier is late.');
    const v = s.check({
      tool: 'kiln.shelve',
      args: { batch_id: 'KB-2207', until: '2026-12-01', reason: 'supplier late' },
    });
    assert.equal(v.disposition, 'approved');
    assert.ok(v.findings.some((x) => (x.data as { openRequest?: unknown })?.openRequest));
  });

  it('another date than the one named is asked', async () => {
    const { s } = await session('Mothball KB-2207 until 2026-12-01, the clay supplier is late.');
    const v = s.check({ tool: 'kiln.shelve', args: { batch_id: 'KB-2207', until: '2027-03-01' } });
    assert.equal(v.disposition, 'approved_with_constraints');
  });

  it('another record is asked', async () => {
    const { s } = await session('Mothball KB-2207 until 2026-12-01.');
    const v = s.check({ tool: 'kiln.shelve', args: { batch_id: 'KB-2208', until: '2026-12-01' } });
    assert.equal(v.disposition, 'approved_with_constraints');
  });

  it('a tool that destroys is never taken for an unknown verb', async () => {
    const { s } = await session('Mothball KB-2207, the clay supplier is late.');
    const v = s.check({ tool: 'kiln.purge', args: { batch_id: 'KB-2207' } });
    assert.notEqual(v.disposition, 'approved');
  });

  it('one tool per request: a second tool on the same record is asked', async () => {
    const { s } = await session('Mothball KB-2207, the clay supplier is late.');
    const first = { tool: 'kiln.shelve', args: { batch_id: 'KB-2207' } };
    assert.equal(s.check(first).disposition, 'approved');
    s.record(first, { ok: true });
    const second = { tool: 'kiln.annotate', args: { batch_id: 'KB-2207', note: 'shelved' } };
    assert.equal(s.check(second).disposition, 'approved_with_constraints');
  });

  it('a number the part names binds the call: another quantity is asked', async () => {
    const { s } = await session('Top GLZ-88 back to 12 tubs.');
    assert.equal(
      s.check({ tool: 'kiln.restock', args: { glaze_id: 'GLZ-88', count: 12 } }).disposition,
      'approved',
    );
    const { s: s2 } = await session('Top GLZ-88 back to 12 tubs.');
    assert.equal(
      s2.check({ tool: 'kiln.restock', args: { glaze_id: 'GLZ-88', count: 40 } }).disposition,
      'approved_with_constraints',
    );
  });

  it('a look ("review", "examine") asks for no change of its own', async () => {
    const { f, s } = await session('Examine KB-2207 and tell me if it cracked.');
    assert.doesNotMatch(f.checked.text, /open_request/);
    // (a value of the agent's own, not the user's: no open request takes it)
    assert.equal(
      s.check({ tool: 'kiln.shelve', args: { batch_id: 'KB-2207', reason: 'warped' } }).disposition,
      'approved_with_constraints',
    );
  });

  it('the record must be what the verb acts on, not a subject elsewhere in the sentence', async () => {
    const { f } = await session('KB-2207 has to cool overnight, so keep waiting before you glaze anything.');
    assert.doesNotMatch(f.checked.text, /open_request\(\w+, \['KB-2207'\]/);
  });

  it('a pronoun takes the record its sentence names', async () => {
    const { s } = await session('The batch KB-3301 came out warped; mothball it.');
    assert.equal(s.check({ tool: 'kiln.shelve', args: { batch_id: 'KB-3301' } }).disposition, 'approved');
  });

  it('a verb the user forbade opens nothing', async () => {
    const { f } = await session("Don't mothball KB-2207 yet, just look it up.");
    assert.doesNotMatch(f.checked.text, /open_request/);
  });
});

describe('open_request/3 in a spec', () => {
  it('parses well-formed facts and reports malformed ones with their line', async () => {
    const engine = await PrologEngine.shared();
    const good = parseSpecText(
      engine,
      "user_goal(g, [], []).\nopen_request(shelve, ['KB-1'], [date('2026-12-01'), amount(3)]).\n",
    );
    assert.equal(good.issues.filter((i) => i.severity === 'error').length, 0);
    const bad = parseSpecText(engine, 'user_goal(g, [], []).\nopen_request(shelve, [], [colour(red)]).\n');
    const issue = bad.issues.find((i) => i.code === 'open_request');
    assert.ok(issue);
    assert.equal(issue.line, 2);
  });
});
