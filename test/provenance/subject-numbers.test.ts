// A number the user gives a sentence's subject ("Moisture tested at 11.5%", "The pH is 6.8",
// "Yield came back from the scale at 41.2 t") labels that number as a word right before it would:
// a changing call that sets the parameter of that name to another number is asked. A sentence
// that opens with a verb ("Order 40 units …") labels nothing. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { subjectNumbers } from '../../src/provenance/mechanisms/labels.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

describe("the number of a sentence's subject", () => {
  it('reads the subject and its one number', () => {
    assert.deepEqual(
      [...(subjectNumbers('Moisture tested at 11.5% this morning.').get('moisture') ?? [])],
      [11.5],
    );
    assert.deepEqual([...(subjectNumbers('The pH is 6.8 now.').get('ph') ?? [])], [6.8]);
    assert.deepEqual(
      [...(subjectNumbers('Yield came back from the scale at 41.2 t. Book it in.').get('yield') ?? [])],
      [41.2],
    );
  });
  it('labels nothing in a sentence that opens with a verb, or holds two numbers', () => {
    assert.equal(subjectNumbers('Order 40 units of rivets.').size, 0);
    assert.equal(subjectNumbers('Weight was 412 kg on truck 7.').size, 0);
  });
  const tools = namedTools('log_intake:lot,moisture_pct,tonnes');
  const instruction = 'Log the intake for lot L-77, 26 t. Moisture tested at 11.5% this morning.';
  it('a call that sets the subject to another number is asked', async () => {
    const v = await lastVerdict(tools, instruction, [
      [{ tool: 'log_intake', args: { lot: 'L-77', moisture_pct: 13, tonnes: 26 } }],
    ]);
    assert.notEqual(v.disposition, 'approved');
    assert.ok(v.findings.some((f) => f.code === 'other_value'));
  });
  it("the user's number passes", async () => {
    const v = await lastVerdict(tools, instruction, [
      [{ tool: 'log_intake', args: { lot: 'L-77', moisture_pct: 11.5, tonnes: 26 } }],
    ]);
    assert.equal(v.disposition, 'approved');
  });
});
