// A shift the user states ("move it out by 3 days", "push it back a fortnight") binds how far the
// changing call moves the date the record holds: another distance is the agent's choice. Tools,
// records and wording are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('get_job:job_id', 'update_job:job_id,survey_date,crew');

async function after(instruction: string, call: Record<string, unknown>) {
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  const read = { tool: 'get_job', args: { job_id: 'JB-31' } };
  s.check(read);
  s.record(read, JSON.stringify({ job_id: 'JB-31', survey_date: '2027-03-10', crew: 'C2' }));
  return s.check({ tool: 'update_job', args: { job_id: 'JB-31', ...call } });
}

describe('dates moved by a stated length', () => {
  it('three days out is approved; ten days out is confirmed and says why', async () => {
    const text = 'Move the survey for job JB-31 out by 3 days.';
    assert.equal((await after(text, { survey_date: '2027-03-13' })).disposition, 'approved');
    const far = await after(text, { survey_date: '2027-03-20' });
    assert.equal(far.disposition, 'approved_with_constraints');
    assert.ok(far.findings.some((f) => f.code === 'other_duration'));
  });

  it('either way, and a fortnight is 13 or 14 days', async () => {
    const text = 'Push the JB-31 survey back by a fortnight, the client is away.';
    assert.equal((await after(text, { survey_date: '2027-03-24' })).disposition, 'approved');
    assert.notEqual((await after(text, { survey_date: '2027-04-07' })).disposition, 'approved');
  });

  it("a date the user wrote as well is the user's; no shift stated judges nothing", async () => {
    assert.equal(
      (await after('Move the JB-31 survey out by a week, to 2027-03-19.', { survey_date: '2027-03-19' }))
        .disposition,
      'approved',
    );
    assert.ok(
      !(await after('Reschedule the survey for job JB-31.', { survey_date: '2027-03-27' })).findings.some(
        (f) => f.code === 'other_duration',
      ),
    );
  });
});
