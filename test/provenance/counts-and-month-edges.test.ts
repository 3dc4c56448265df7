// Two values the user gives by their shape, not as figures. A count joined to its noun ("a
// single-seat licence", "a 3-van job") is what the parameter named for that noun takes (`seats`,
// `vans`), and so is the same noun counted again in the plural ("a 3-day install, valid 45 days");
// a number merely written before a noun ("Report 3 score") is another thing's label. And
// the edge of a month ("end her lease at the end of the month") is a month's last day, not a day
// the agent picks; a deadline ("by the end of the month") sets no day. Tools and names are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from '../formalize/named-tools.ts';

async function codes(signature: string, instruction: string, call: { tool: string; args: object }) {
  const tools = namedTools(signature);
  const f = await formalizeOffline(instruction, tools);
  const s = (await createGuard({ instruction, tools, spec: f.checked })).session;
  return s.check(call as never).findings.map((x) => x.code);
}

describe('a count joined to its noun', () => {
  const grant = (seats: number) => ({ tool: 'grant_licence', args: { customer_id: 'CU-88', seats } });
  const said = 'Grant CU-88 a single-seat licence for the atlas.';

  it('binds the parameter named for the noun', async () => {
    assert.ok((await codes('grant_licence:customer_id,seats', said, grant(5))).includes('other_value'));
    assert.ok(!(await codes('grant_licence:customer_id,seats', said, grant(1))).includes('other_value'));
  });

  it('a number before a noun is no count of it', async () => {
    const found = await codes(
      'update_grade:student,assessment,score',
      "Set Ada Kim's Lab Report 3 score to 88.",
      {
        tool: 'update_grade',
        args: { student: 'Ada Kim', assessment: 'Lab Report 3', score: 88 },
      },
    );
    assert.ok(!found.includes('other_value'), JSON.stringify(found));
  });
});

describe('the same noun counted again in the plural', () => {
  const quote = (valid_days: number) => ({
    tool: 'send_estimate',
    args: { client: 'Brisk Bikes', total: 3200, valid_days },
  });
  const said = 'Estimate for Brisk Bikes: a 3-day install, £3,200 all in, valid 45 days.';

  it('takes that count too, and still not another', async () => {
    assert.ok(
      !(await codes('send_estimate:client,total,valid_days', said, quote(45))).includes('other_value'),
    );
    assert.ok(
      (await codes('send_estimate:client,total,valid_days', said, quote(60))).includes('other_value'),
    );
  });
});

describe('the edge of a month', () => {
  const end = (date: string) => ({ tool: 'end_lease', args: { tenant_id: 'T-410', end_date: date } });

  it('the end of the month is a last day', async () => {
    const said = 'Tenant T-410 is moving out. End her lease at the end of the month.';
    assert.ok(
      (await codes('end_lease:tenant_id,end_date', said, end('2028-03-14'))).includes('other_duration'),
    );
    assert.ok(
      !(await codes('end_lease:tenant_id,end_date', said, end('2028-03-31'))).includes('other_duration'),
    );
    assert.ok(
      !(await codes('end_lease:tenant_id,end_date', said, end('2028-04-01'))).includes('other_duration'),
    );
  });

  it('a deadline sets no day', async () => {
    const said = 'Tenant T-410 is moving out. End her lease by the end of the month.';
    assert.ok(
      !(await codes('end_lease:tenant_id,end_date', said, end('2028-03-14'))).includes('other_duration'),
    );
  });
});
