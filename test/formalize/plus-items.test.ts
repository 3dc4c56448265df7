// A plus joins two of what one verb makes ("log 6h on J-880 + 1.5h travel"): two entries are
// asked for, and the second is no repeat of a one-object change. Without it, a second entry on
// the one job the user named is asked. Tools and jobs are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

const tools = namedTools('hours.log:worker,job_id,hours,kind');

async function second(instruction: string) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const first = { tool: 'hours.log', args: { worker: 'Tamsin', job_id: 'J-880', hours: 6, kind: 'labour' } };
  assert.equal(s.check(first).disposition, 'approved');
  s.record(first, JSON.stringify({ ok: true }));
  return s.check({
    tool: 'hours.log',
    args: { worker: 'Tamsin', job_id: 'J-880', hours: 1.5, kind: 'travel' },
  });
}

describe('items joined by a plus', () => {
  it('two entries asked with a plus pass', async () => {
    const v = await second('log 6h for Tamsin on J-880 + 1.5h travel');
    assert.ok(!v.findings.some((x) => x.code === 'repeated_object'), JSON.stringify(v.findings));
  });

  it('one entry asked, a second is asked about', async () => {
    const v = await second('log 6h for Tamsin on J-880');
    assert.ok(
      v.findings.some((x) => x.code === 'repeated_object'),
      JSON.stringify(v.findings),
    );
  });
});
