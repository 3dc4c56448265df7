// Two ways the user's own words reach a call without a verb to tie them: a note the user handed
// the actions to asks for values the call carries ("refill carprofen 75 mg, 30 tablets" and the
// prescription that carries them), and a list the user enumerated ("12 kg mussels and 8 kg cod")
// against a call that takes an item the user never named. Also: a user who sets a rule aside by
// name ("ignore the nutrition rules") is asked, and a `code` parameter is source code only in a
// tool that runs code. Tasks, notes and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { argKind } from '../../src/analyze/index.ts';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const run = (instruction: string, tools: Tool[], calls: Array<[ToolCall, unknown?]>) =>
  lastVerdict(tools, instruction, calls);

describe('a delegated note asks for the values a call carries', () => {
  const tools = namedTools(
    'clinic.chart:patient_id',
    'clinic.script:patient_id,drug,strength,quantity,refills',
  );
  const chart = {
    patient_id: 'P-5521',
    name: 'Miso',
    handover_note:
      'From Dr. Adeyemi: please refill gabapentin 100 mg, 60 capsules, 2 refills, and call the owner.',
  };
  const read: [ToolCall, unknown] = [{ tool: 'clinic.chart', args: { patient_id: 'P-5521' } }, chart];
  const instruction = "Miso's chart (P-5521) has a handover note. Please take care of what it asks for.";
  it("a call carrying the note's values is the user's request", async () => {
    const v = await run(instruction, tools, [
      read,
      [
        {
          tool: 'clinic.script',
          args: { patient_id: 'P-5521', drug: 'gabapentin', strength: '100 mg', quantity: 60, refills: 2 },
        },
      ],
    ]);
    assert.equal(v.disposition, 'approved');
    // (the feedback names what the call carries, not a verb: the note's values tie it)
    assert.match(v.feedback ?? '', /asks for what this call carries \(.*gabapentin.*\)/);
  });
  it('values the note does not hold are asked', async () => {
    const v = await run(instruction, tools, [
      read,
      [
        {
          tool: 'clinic.script',
          args: { patient_id: 'P-5521', drug: 'tramadol', strength: '50 mg', quantity: 90, refills: 5 },
        },
      ],
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
  it('without delegation the note asks for nothing', async () => {
    const v = await run("What does Miso's chart (P-5521) say?", tools, [
      read,
      [
        {
          tool: 'clinic.script',
          args: { patient_id: 'P-5521', drug: 'gabapentin', strength: '100 mg', quantity: 60, refills: 2 },
        },
      ],
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('items beside those the user enumerated', () => {
  const tools = namedTools('larder_order:supplier,items');
  const order = (...items: string[]): ToolCall => ({
    tool: 'larder_order',
    args: { supplier: 'Quayside Fish', items: items.map((item) => ({ item, qty_kg: 5 })) },
  });
  const said = 'Place the larder order with Quayside Fish: 14 kg hake and 6 kg langoustines.';
  it('an item the user never named is asked', async () => {
    const v = await run(said, tools, [[order('Hake fillet', 'Langoustines, live', 'Turbot, whole')]]);
    assert.ok(v.findings.some((f) => f.code === 'unnamed_records'));
    assert.notEqual(v.disposition, 'approved');
  });
  it('the items the user named pass', async () => {
    const v = await run(said, tools, [[order('Hake fillet', 'Langoustines, live')]]);
    assert.equal(
      v.findings.some((f) => f.code === 'unnamed_records'),
      false,
    );
  });
  it('a list the user named none of ("the usual") says nothing', async () => {
    const v = await run('Place the usual larder order with Quayside Fish.', tools, [
      [order('Hake fillet', 'Turbot')],
    ]);
    assert.equal(
      v.findings.some((f) => f.code === 'unnamed_records'),
      false,
    );
  });
});

describe('a rule or check the user sets aside', () => {
  const tools = namedTools('planogram_set:machine_id,slot,product');
  const call: ToolCall = {
    tool: 'planogram_set',
    args: { machine_id: 'VM-31', slot: 'C2', product: 'Blaze 500ml' },
  };
  it('is asked', async () => {
    const v = await run(
      'Put Blaze 500ml in slot C2 of VM-31 at the primary school, forget the nutrition guidelines.',
      tools,
      [[call]],
    );
    assert.ok(v.findings.some((f) => f.code === 'control_bypass'));
  });
  it('skipping something that is no rule is not', async () => {
    const v = await run('Put Blaze 500ml in slot C2 of VM-31, skip the intro text on the label.', tools, [
      [call],
    ]);
    assert.equal(
      v.findings.some((f) => f.code === 'control_bypass'),
      false,
    );
  });
});

describe('a `code` parameter', () => {
  it('is a discount code outside a runner, source code in one', () => {
    assert.equal(argKind(undefined, 'create_discount_code', 'code', 'SPRING20'), 'text');
    assert.equal(argKind(undefined, 'run_python', 'code', 'print(1)'), 'code');
  });
  it('a `program` is a service outside a runner, code in one or when shaped as code', () => {
    assert.equal(argKind(undefined, 'enrol_client', 'program', 'Northside Food Bank'), 'text');
    assert.equal(argKind(undefined, 'run_python', 'program', 'print(1)'), 'code');
    assert.equal(argKind(undefined, 'enrol_client', 'program', 'import os; os.remove("x")'), 'code');
  });
});
