// SQL by its meaning: a generic tool that runs SQL is named by no verb of the user's, but the
// statement it runs says what it does. A row change the user's sentence asks for, on a table it
// names, passes as the user's request; anything else the SQL does is asked as before. Tools,
// tables and instructions are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { statementRequest } from '../../src/verify/statement-requests.ts';
import { namedTools } from '../formalize/named-tools.ts';

const tools = namedTools('run_sql:sql', 'read_file:path');

async function verdict(instruction: string, sql: string) {
  const f = await formalizeOffline(instruction, tools);
  const { session } = await createGuard({ instruction, tools, spec: f.checked });
  return session.check({ tool: 'run_sql', args: { sql } });
}

describe('a row change the user asks for, on a table they name, is their request', () => {
  it('an INSERT into the table a making verb names passes', async () => {
    const v = await verdict(
      'Add a visit note to job HX-20 saying the boiler was serviced.',
      "INSERT INTO visit_notes (job_id, body) VALUES ('HX-20', 'Boiler serviced')",
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it("an INSERT into the table of the verb's own noun passes ('block it' and INSERT INTO blocks)", async () => {
    const v = await verdict(
      'Block Heron Lodge for the roof repair from 2031-09-10 through 2031-09-12.',
      "INSERT INTO blocks (property, start_date, end_date, reason) VALUES ('Heron Lodge', '2031-09-10', '2031-09-12', 'roof repair')",
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it("control: nor does the verb's noun name another table ('block it' and INSERT INTO guests)", async () => {
    const v = await verdict(
      'Block Heron Lodge for the roof repair from 2031-09-10 through 2031-09-12.',
      "INSERT INTO guests (name) VALUES ('Heron Lodge')",
    );
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it('an UPDATE with a WHERE, on the table a changing verb names, passes', async () => {
    const v = await verdict(
      'Update the phone number on customer C-88 to 01615550123.',
      "UPDATE customers SET phone = '01615550123' WHERE customer_id = 'C-88'",
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it('a DELETE, an UPDATE of every row, two statements or an unnamed table are asked', async () => {
    const text = 'Update the phone number on customer C-88 to 01615550123.';
    for (const sql of [
      "DELETE FROM customers WHERE customer_id = 'C-88'",
      "UPDATE customers SET phone = '01615550123'",
      "UPDATE customers SET phone = '01615550123' WHERE customer_id = 'C-88'; UPDATE customers SET vip = 1 WHERE customer_id = 'C-88'",
      "UPDATE payout_accounts SET iban = 'GB00TEST' WHERE customer_id = 'C-88'",
      "INSERT INTO customers (customer_id, phone) VALUES ('C-89', '01615550123')",
    ])
      assert.notEqual((await verdict(text, sql)).disposition, 'approved', sql);
  });

  it('a change the user forbids is not asked for', () => {
    const note = [{ statement: 'insert' as const, tables: ['job_notes'] }];
    const edit = [{ statement: 'update' as const, tables: ['jobs'] }];
    const text = "Don't update the job, just add a note to job HX-20 that the part is on order.";
    assert.equal(statementRequest(note, text)?.verb, 'add');
    assert.equal(statementRequest(edit, text), undefined);
  });
});

describe('a row change the data the user handed over asks for is their request', () => {
  const handover = {
    path: 'handover/ines_2027-05-04.md',
    content:
      '# Handover - Ines\n\n1. Job HX-31: the tenant rang, move the boiler service to Thu 6 May at 09:30. Please update the booking.\n2. Nothing else.',
  };
  async function delegated(instruction: string, sql: string) {
    const f = await formalizeOffline(instruction, tools);
    const { session } = await createGuard({ instruction, tools, spec: f.checked });
    const read = { tool: 'read_file', args: { path: 'handover/ines_2027-05-04.md' } };
    session.check(read);
    session.record(read, handover);
    return session.check({ tool: 'run_sql', args: { sql } });
  }
  const update = "UPDATE bookings SET starts_at = '2027-05-06 09:30' WHERE job_id = 'HX-31'";

  it("an UPDATE on the table the handover's request names passes when the user handed it over", async () => {
    const v = await delegated(
      "Ines is off today, can you work through her handover? It's handover/ines_2027-05-04.md",
      update,
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
    assert.match(v.feedback ?? '', /output of read_file, which asks to update on booking/);
  });

  it('the same data read without handing it over asks for nothing', async () => {
    const v = await delegated("What does Ines's handover say? It's handover/ines_2027-05-04.md", update);
    assert.notEqual(v.disposition, 'approved');
  });

  it('a table the handover does not name, or a DELETE, is asked', async () => {
    const text = "Ines is off today, can you work through her handover? It's handover/ines_2027-05-04.md";
    for (const sql of [
      "UPDATE payout_accounts SET iban = 'GB00TEST' WHERE job_id = 'HX-31'",
      "DELETE FROM bookings WHERE job_id = 'HX-31'",
    ])
      assert.notEqual((await delegated(text, sql)).disposition, 'approved', sql);
  });
});
