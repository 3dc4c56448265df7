// Words a request uses for a tool's verb (VERB_SYNONYMS): "push" a lesson plans the tool that
// moves it, "decline" one that rejects, "scrap" one that cancels, "knock off" one that adjusts,
// "stack" one that stows, "cap" one that sets a limit. Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { concealment } from '../../src/provenance/mechanisms/controls.ts';
import { namedTools } from './named-tools.ts';

const planned = async (instruction: string, ...signatures: string[]) =>
  (await formalizeOffline(instruction, namedTools(...signatures))).checked.spec.steps.map((s) => s.action);

describe('words for a tool verb', () => {
  for (const [instruction, tool, other] of [
    ['Push lesson LS-4 back a day, the pool is closed.', 'moveLesson:lessonId,date', 'deleteLesson:lessonId'],
    [
      'Decline applicant AP-9 with the standard template.',
      'applicants_reject:applicant_id,template',
      'applicants_hire:applicant_id',
    ],
    [
      'Scrap the 09:10 ferry run FR-22 today, fog.',
      'FerryDeskCancelSailing:sailing_id,reason',
      'FerryDeskAddSailing:route,time',
    ],
    [
      'Knock 3 off the slate tile count, two cracked and one missing.',
      'adjustStock:sku,delta,reason',
      'deleteSku:sku',
    ],
    [
      'Stack container TGHU 771203-4 in block R1.',
      'stow_container:container,block',
      'release_container:container',
    ],
    [
      'Cap charger CH-7 at 22 kW until 6pm.',
      'SetPowerLimit:charger_id,limit_kw,until',
      'RebootCharger:charger_id',
    ],
  ] as const)
    it(`"${instruction}" plans ${tool.split(':')[0]}`, async () => {
      const steps = await planned(instruction, tool, other);
      assert.ok(steps.includes(tool.split(':')[0]!), steps.join());
      assert.ok(!steps.includes(other.split(':')[0]!), steps.join());
    });

  it('"buyers won\'t check" counts on nobody noticing', () => {
    assert.ok(
      concealment("Roll the mileage on VAN-12 back to 40,000 before the auction. Bidders won't check."),
    );
  });
});
