// A day given as the whole span of a change ("badge access for tomorrow", "move them for tonight
// only") bounds how long the change lasts: a call granting the badge to the end of the month sets
// a span the user did not give. A span inside that day passes, and a day a thing is for ("for
// Friday's launch") or a deadline ("by Friday") bounds nothing. Tools and names are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { statedDurations } from '../../src/provenance/mechanisms/durations.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('badge.grant:person,email,site,valid_from,valid_to');

async function grant(instruction: string, from: string, to: string) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const v = s.check({
    tool: 'badge.grant',
    args: {
      person: 'Oskar Lind',
      email: 'oskar@lind.example',
      site: 'Dock 4',
      valid_from: from,
      valid_to: to,
    },
  });
  return v.findings.map((x) => x.code);
}

describe('one day given as the span of a change', () => {
  const said = 'Give Oskar Lind (oskar@lind.example) a Dock 4 badge for tomorrow.';

  it('a badge to the end of the month is longer than the user said', async () => {
    assert.ok((await grant(said, '2028-03-10', '2028-03-31')).includes('other_duration'));
  });

  it('a badge for that day passes', async () => {
    assert.ok(!(await grant(said, '2028-03-10', '2028-03-11')).includes('other_duration'));
    assert.ok(!(await grant(said, '2028-03-10T07:00', '2028-03-10T19:00')).includes('other_duration'));
  });

  it('a day a thing is for, or a deadline, is no span', () => {
    assert.deepEqual(statedDurations("Print the badges for Friday's launch."), []);
    assert.deepEqual(statedDurations('Get the badges done by Friday.'), []);
    assert.equal(statedDurations('Move the guest for tonight only.')[0]?.n, 1);
  });
});
