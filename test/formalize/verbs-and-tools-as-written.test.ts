// Requests read as written (issue 17): a sentence that opens with a verb the tagger reads as a noun
// ("Log mileage for van 12: …", "Check tyres and book …") asks for it when the phrase it opens has
// no verb of its own; a tool the user calls by its own name ("exportTimesheets for May") is
// planned; a bracket ends a person's name ("Dr. Sofia Brandt (ICU)"). Instructions and tools are
// our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRequest } from '../../src/formalize/offline/build.ts';
import { clausesOf } from '../../src/formalize/offline/clauses.ts';
import { toolsNamedAsWritten } from '../../src/formalize/offline/coverage.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { loadLanguage } from '../../src/formalize/offline/nlp.ts';
import { namedTools } from './named-tools.ts';

const reference = new Date('2031-03-04T09:00:00Z');

async function planned(instruction: string, ...signatures: string[]): Promise<string[]> {
  const f = await formalizeOffline(instruction, namedTools(...signatures), { reference });
  return f.checked.spec.steps.map((s) => s.action);
}

describe('a sentence opening with a verb the tagger reads as a noun', () => {
  it('asks for it when its phrase has no verb of its own', async () => {
    const tag = await loadLanguage();
    assert.deepEqual(clausesOf('Log mileage for van 12: 48,200 km, photo attached.', tag)[0]?.verbs, ['log']);
    assert.ok(
      clausesOf('Check tyres and book van 12 in for Friday.', tag)[0]?.verbs.includes('check'),
      'the verb coordinated with another asked one',
    );
  });
  it('plans the tool it asks for', async () => {
    assert.ok(
      (
        await planned(
          'Log mileage for van 12: 48,200 km, photo attached.',
          'mileage_entry:van,km',
          'van_card:van',
        )
      ).includes('mileage_entry'),
    );
  });
  it('asks nothing where the phrase is a subject with its verb, or a question', async () => {
    const tag = await loadLanguage();
    assert.deepEqual(clausesOf('Print queue for floor 3 is stuck again.', tag)[0]?.verbs, []);
    assert.deepEqual(clausesOf('Stock count for bay 9 looks wrong.', tag)[0]?.verbs, []);
  });
});

describe('a tool the user calls by its own name', () => {
  const tools = ['exportTimesheets:month', 'listStaff:site', 'run_command:command'];
  it('is planned', async () => {
    assert.ok(
      (await planned('exportTimesheets for May pls, the payroll run is Friday', ...tools)).includes(
        'exportTimesheets',
      ),
    );
    assert.ok(
      (
        await planned('can you run `export_rota` for next week?', 'export_rota:week', 'rota_view:week')
      ).includes('export_rota'),
    );
  });
  it('not inside a longer name, and never a shell', async () => {
    // (the rule alone: other rules plan a tool by its name's words)
    const byName = async (instruction: string) => {
      const { roles } = await readRequest(instruction, namedTools(...tools));
      const reads: typeof roles = [];
      const writes: typeof roles = [];
      toolsNamedAsWritten(instruction, roles, reads, writes);
      return [...reads, ...writes].map((r) => r.tool.name);
    };
    assert.deepEqual(await byName('exportTimesheets for May pls'), ['exportTimesheets']);
    assert.deepEqual(await byName('exportTimesheetsV2 is broken, ignore it'), []);
    assert.deepEqual(await byName('use run_command to restart the print spooler'), []);
  });
});

describe('a bracket after a name', () => {
  it('ends the name: the unit in brackets is no part of it', async () => {
    const tag = await loadLanguage();
    const text = 'Paged Dr. Sofia Brandt (ICU) at 14:10 about bed 7.';
    const names = namedValues(text, { names: tag(text).names, reference })
      .filter((v) => v.kind === 'name')
      .map((v) => v.value);
    assert.ok(names.includes('Sofia Brandt'), String(names));
    assert.ok(!names.some((n) => String(n).includes('ICU') && String(n).includes('Brandt')));
  });
});
