// Counts the user gives ("6 folding chairs", "the 3 cracked tiles", "two wristbands") bind the
// parameter that takes them: one named for the counted noun (`chairs`), or a plain quantity
// (`qty`, `quantity`, `number_of_*`). Sizes written into a word ("20L", "100lb"), lengths of time,
// times of day and money bind no count, nor does a count the user asks to be worked out ("2 more
// chairs", "as many as fit"). Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool, ToolCall } from '../../src/core/index.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

async function firstVerdict(instruction: string, tools: Tool[], call: ToolCall) {
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  const v = guard.session.check(call);
  guard.session.close();
  return { v, spec: f.checked.text };
}

const counts = (text: string) =>
  namedValues(text)
    .filter((v) => v.kind === 'count')
    .map((v) => [v.value, (v.counts ?? []).join(' ')]);

describe('the counts a request names', () => {
  it('are a number and the words it counts', () => {
    assert.deepEqual(counts('Set out 6 folding chairs in hall B.'), [[6, 'folding chairs']]);
    assert.deepEqual(counts('Return two wristbands and 1,200 flyers.'), [
      [2, 'wristbands'],
      [1200, 'flyers'],
    ]);
    assert.deepEqual(counts('Bin 40 of the cracked tiles.'), [[40, 'cracked tiles']]);
  });

  it('are not sizes, times, lengths of time, money, or counts to be worked out', () => {
    for (const text of [
      'Ship the blue 20L buckets to Leeds.',
      'Book the hall at 7 pm for 3 hours.',
      'Refund 40 dollars to Ana.',
      'Add 2 more chairs to table 9.',
      'Fill as many 50 L kegs as the tank holds.',
    ])
      assert.deepEqual(counts(text), [], text);
  });
});

describe('a count binds the parameter that takes it', () => {
  const typed: Tool[] = [
    {
      name: 'hall_reserve_chairs',
      description: 'Reserve chairs for an event',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: {
          hall: { type: 'string' },
          chairs: { type: 'integer' },
          table_number: { type: 'integer' },
        },
      },
    },
  ];

  it('by the counted noun, and another number is sent back naming the user’s', async () => {
    const instruction = 'Reserve 6 folding chairs in hall B for table 9.';
    const ok = await firstVerdict(instruction, typed, {
      tool: 'hall_reserve_chairs',
      args: { hall: 'B', chairs: 6, table_number: 9 },
    });
    assert.match(ok.spec, /chairs\(one_of\(\[6\]\)\)/);
    assert.doesNotMatch(ok.spec, /table_number\(/, 'a record number is no count');
    assert.ok(!ok.v.findings.some((f) => f.code === 'param_mismatch'));
    const off = await firstVerdict(instruction, typed, {
      tool: 'hall_reserve_chairs',
      args: { hall: 'B', chairs: 60, table_number: 9 },
    });
    assert.equal(off.v.disposition, 'revision_required');
    assert.match(off.v.feedback, /6/);
  });

  it('a plain quantity of an untyped tool takes the count', async () => {
    const tools = namedTools('discard-stock:lot_code,qty,unit,witness');
    const instruction = 'Discard the 3 cracked tiles from lot TL-5520, witness Oona Berg.';
    const off = await firstVerdict(instruction, tools, {
      tool: 'discard-stock',
      args: { lot_code: 'TL-5520', qty: 12, unit: 'tile', witness: 'Oona Berg' },
    });
    assert.match(off.spec, /qty\(one_of\(\[3\]\)\)/);
    assert.doesNotMatch(off.spec, /unit\(/, 'the unit is a measure, not a count');
    assert.equal(off.v.disposition, 'revision_required');
  });

  it('a count to be worked out binds nothing', async () => {
    const tools = namedTools('discard-stock:lot_code,qty,unit,witness');
    const { spec } = await firstVerdict('Discard 3 more tiles from lot TL-5520.', tools, {
      tool: 'discard-stock',
      args: {},
    });
    assert.doesNotMatch(spec, /qty\(/);
  });
});
