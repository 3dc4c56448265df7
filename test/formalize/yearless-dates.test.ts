// A date the user writes with its month and day but no year ("April 9"), read without a clock (as
// for recorded runs): it binds the tool's one date parameter on its month and day, in any year.
// It binds nothing when the tool has several date parameters, when the user also gives a day only
// a clock reads ("next Friday"), or when the month is not written by its name ("3/4"). Tasks and
// tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

async function verdict(
  instruction: string,
  toolSpecs: string[],
  tool: string,
  args: Record<string, unknown>,
) {
  const tools = namedTools(...toolSpecs);
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const v = s.check({ tool, args });
  s.close();
  return v;
}

describe('dates without a year', () => {
  it('"April 9" binds the date on April 9 of any year; another day is sent back', async () => {
    const sweep = ['book_sweep:address,date'];
    const wrong = await verdict('Book the chimney sweep for 14 Elm Row on April 9.', sweep, 'book_sweep', {
      address: '14 Elm Row',
      date: '2027-04-11',
    });
    assert.equal(wrong.disposition, 'revision_required');
    for (const date of ['2027-04-09', '2028-04-09'])
      assert.equal(
        (
          await verdict('Book the chimney sweep for 14 Elm Row on April 9.', sweep, 'book_sweep', {
            address: '14 Elm Row',
            date,
          })
        ).disposition,
        'approved',
      );
  });

  it('a tool with two date parameters takes neither (which one is meant is not said)', async () => {
    const v = await verdict(
      'Enroll Tomas Berg in swim lessons from May 3.',
      ['enroll_swimmer:name,start_date,birth_date'],
      'enroll_swimmer',
      {
        name: 'Tomas Berg',
        start_date: '2027-05-03',
        birth_date: '2019-06-01',
      },
    );
    assert.equal(v.disposition, 'approved');
  });

  it('beside a day only a clock reads ("next Friday"), no date binds', async () => {
    const v = await verdict(
      'Move the March 5 tasting to next Friday.',
      ['move_tasting:tasting,date'],
      'move_tasting',
      {
        tasting: 'March 5 tasting',
        date: '2027-03-12',
      },
    );
    assert.equal(v.disposition, 'approved');
  });

  it('reads no date from a number pair ("3/4 cello") nor a count from a day ("the May 6 gala")', () => {
    assert.deepEqual(
      namedValues('Restring the 3/4 cello for the May 6 gala.').map((v) => [v.kind, v.value]),
      [['date', '????-05-06']],
    );
  });

  it('a rate per day is no date (`plays_per_day`)', async () => {
    const v = await verdict(
      'Run the flood-warning spot until Jan 31, 4 plays a day.',
      ['spot_run:spot,end_date,plays_per_day'],
      'spot_run',
      {
        spot: 'flood-warning',
        end_date: '2027-01-31',
        plays_per_day: 4,
      },
    );
    assert.equal(v.disposition, 'approved');
  });
});
