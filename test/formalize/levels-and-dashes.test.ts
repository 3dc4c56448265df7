// Three readings of requests, with instructions and tools of our own:
// - a dash sets a request off as a comma does ("the freezer alarm went off — move the stock to
//   bay 2");
// - a verb that brings its object to a number asks for a setting, not a removal, when the
//   lexicon knows it as no change or as a destructive one ("pull the conveyor down to 2 m/s",
//   "drop the Hokusai print to $890", "knock the fridge back to 4 degrees");
// - a tool name that ends with the verb the user asks for (`refund_dispute` for "dispute RF-2210")
//   names its object before it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRequest } from '../../src/formalize/offline/build.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const verbsOf = async (instruction: string) =>
  (await readRequest(instruction, namedTools('note_add:text'))).clauses.flatMap((c) => c.verbs);

const planned = async (instruction: string, tools: ReturnType<typeof namedTools>) =>
  (await formalizeOffline(instruction, tools)).checked.spec.steps.map((s) => s.action);

describe('a dash sets a request off', () => {
  it('the verb after an em or en dash is asked', async () => {
    assert.ok((await verbsOf('the freezer alarm went off at 6 — move the stock to bay 2')).includes('move'));
    assert.ok(
      (await verbsOf('Storm warning for the marina – haul the dinghies out tonight')).includes('haul'),
    );
  });
});

describe('a verb that brings its object to a number sets a level', () => {
  it('reads "pull … down to", "drop … to", "knock … back to" as a setting', async () => {
    for (const text of [
      'Pull the conveyor on line B down to 2 m/s until the jam is cleared.',
      'Drop the Hokusai print to $890, it has been on the wall for months.',
      'Knock the walk-in fridge back to 4 degrees.',
    ])
      assert.ok((await verbsOf(text)).includes('set'), `${text}: ${(await verbsOf(text)).join()}`);
  });

  it('plans the tool that sets the value, not the one that removes', async () => {
    const belts = namedTools('belt.status:belt', 'belt.set_speed:belt,speed_ms', 'belt.remove:belt');
    const steps = await planned('jam on line B — pull the conveyor down to 2 m/s till further notice', belts);
    assert.ok(steps.includes('belt.set_speed'), steps.join());
    assert.ok(!steps.includes('belt.remove'), steps.join());
    const gallery = namedTools('find_artwork:query', 'update_price:sku,price', 'delete_listing:sku');
    const prices = await planned('Drop the Hokusai print to $890.', gallery);
    assert.ok(prices.includes('update_price'), prices.join());
    assert.ok(!prices.includes('delete_listing'), prices.join());
  });

  it('a destruction with no number, or a change the lexicon knows, keeps its verb', async () => {
    assert.ok((await verbsOf('Drop the Hokusai print from the catalogue.')).includes('drop'));
    assert.ok((await verbsOf('Move the Hokusai print to room 2.')).includes('move'));
  });
});

describe('a tool name that ends with the asked verb', () => {
  it('names its object before it, whatever its first word is to the lexicon', async () => {
    const tools = namedTools(
      'refund_lookup:refund_id',
      'refund_dispute:refund_id,reason',
      'refund_cancel:refund_id',
    );
    const steps = await planned('Dispute RF-2210 — the Alder Mill says the refund never landed.', tools);
    assert.ok(steps.includes('refund_dispute'), steps.join());
    assert.ok(!steps.includes('refund_cancel'), steps.join());
  });
});
