// SQL by the columns it sets (issue 17): an UPDATE whose table no word of the user's names is
// still the user's request when their sentence asks for a change of a column it sets and names the
// row it changes or the value it sets ("set Priya Nair's membership tier to gold" and `UPDATE
// members SET tier = 'gold' WHERE id = 5521`), and it sets nothing else but when the row changed.
// A column the user never named, or a row and a value neither of which is theirs, is asked, as is
// a DELETE. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';

describe('an UPDATE named by the column it sets', () => {
  const tools = namedTools('query:sql', 'execute:sql');
  const run = (sql: string) => ({ tool: 'execute', args: { sql } });
  const look = (sql: string) => ({ tool: 'query', args: { sql } });
  const tier = "set Priya Nair's membership tier to gold, she renewed at the desk";
  const member = [
    look("SELECT id, name, tier FROM members WHERE name = 'Priya Nair'"),
    [{ id: 5521, tier: 'silver' }],
  ] as const;
  const window = 'change the delivery window for order 88412 to 14:00-16:00 please';
  const shipment = [
    look('SELECT id, order_id, delivery_window FROM shipments WHERE order_id = 88412'),
    [{ id: 31, order_id: 88412 }],
  ] as const;

  it('"set … tier to gold" and `SET tier = \'gold\'` on her row', async () => {
    const v = await lastVerdict(tools, tier, [
      [...member],
      [run("UPDATE members SET tier = 'gold' WHERE id = 5521")],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('"change the delivery window for order 88412" and `SET delivery_window … WHERE order_id = 88412`', async () => {
    const v = await lastVerdict(tools, window, [
      [...shipment],
      [run("UPDATE shipments SET delivery_window = '14:00-16:00' WHERE order_id = 88412")],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: the column, but neither the row nor the value the user gave', async () => {
    const v = await lastVerdict(tools, tier, [
      [...member],
      [run("UPDATE members SET tier = 'platinum' WHERE id = 5522")],
    ]);
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('"set … tier to gold" may record when it was changed, not set another column', async () => {
    const ok = await lastVerdict(tools, tier, [
      [...member],
      [run("UPDATE members SET tier = 'gold', updated_at = now() WHERE id = 5521")],
    ]);
    assert.equal(ok.disposition, 'approved', JSON.stringify(ok.findings));
    const more = await lastVerdict(tools, tier, [
      [...member],
      [run("UPDATE members SET tier = 'gold', credit_limit = 10000 WHERE id = 5521")],
    ]);
    assert.equal(more.disposition, 'approved_with_constraints', JSON.stringify(more.findings));
  });
  it('control: rows selected by a value many share, not by a key, are asked', async () => {
    const v = await lastVerdict(tools, tier, [
      [...member],
      [run("UPDATE members SET tier = 'gold' WHERE tier = 'silver'")],
    ]);
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it("control: the user's row, but a column they never named", async () => {
    const v = await lastVerdict(tools, window, [
      [...shipment],
      [run("UPDATE shipments SET address = '1 Quay Street' WHERE order_id = 88412")],
    ]);
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('control: a DELETE of the row is asked', async () => {
    const v = await lastVerdict(tools, tier, [[...member], [run('DELETE FROM members WHERE id = 5521')]]);
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
});
