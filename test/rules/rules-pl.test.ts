// The Prolog library ig_rules (src/logic/pl/rules.pl) on its own: facts in a module, queries.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PrologEngine } from '../../src/logic/engine.ts';

let engine: PrologEngine;
const modules: string[] = [];
before(async () => {
  engine = await PrologEngine.shared();
});
after(() => {
  for (const m of modules) engine.dropModule(m);
});

/** A session module holding `facts` (compiled-spec shape, see the header of rules.pl). */
function session(facts: string): string {
  const m = engine.newModule('ig_rules_test');
  modules.push(m);
  assert.equal(engine.run('ig_rules:rs_init(M)', { M: m }).ok, true);
  assert.deepEqual(engine.loadTrusted(m, facts), []);
  return m;
}

function query(goal: string, input: Record<string, unknown>): Record<string, unknown> {
  const r = engine.run(goal, input);
  assert.ok(r.ok, `query failed: ${goal}`);
  return r.bindings;
}

const CART = [
  "rs_rule(0, 'Checkout', [st(0, 'Cart', [c(0, apples, eq, num(3)), c(1, shop, eq, str(0))])]).",
  "rs_rule(1, 'Done', [ob(0, 'Checkout')]).",
  "rs_pred('Cart', 0, 0, [c(0, apples, eq, num(3)), c(1, shop, eq, str(0))]).",
].join('\n');

const set = (v: string, t: string, x: unknown, d: string) => ({ s: 'Cart', v, t, x, d });

describe('ig_rules: evaluation', () => {
  it('unobserved variables make constraints false; observed ones are compared by type', () => {
    const m = session(CART);
    const status = (): Array<{ value: string; preds: Array<{ unset: number[] }> }> =>
      query('ig_rules:rs_status(M, R)', { M: m }).R as never;
    assert.equal(status()[0]!.value, 'false');
    assert.deepEqual(status()[0]!.preds[0]!.unset, [0, 1]);
    query('ig_rules:rs_apply(M, S, E)', {
      M: m,
      S: [set('apples', 'num', 3, '3'), { s: 'Cart', v: 'shop', t: 'str', d: 'FreshCo' }],
      E: [{ id: 0, d: 'yes' }],
    });
    assert.deepEqual(
      status().map((s) => s.value),
      ['true', 'true'],
      'Checkout is derived (no action achieves it), so Done holds too',
    );
  });

  it('three-valued: a string equal only by similarity makes the rule `likely`, never `true`', () => {
    const m = session(CART);
    query('ig_rules:rs_apply(M, S, E)', {
      M: m,
      S: [set('apples', 'num', 3, '3'), { s: 'Cart', v: 'shop', t: 'str', d: 'Fresh Co.' }],
      E: [{ id: 0, d: 'likely' }],
    });
    const rules = query('ig_rules:rs_rules(M, O, R)', { M: m, O: 'Checkout' }).R as Array<{
      value: string;
      preds: Array<{ likely: number[] }>;
    }>;
    assert.equal(rules[0]!.value, 'likely');
    assert.deepEqual(rules[0]!.preds[0]!.likely, [1]);
  });

  it('an action objective holds only once achieved', () => {
    const m = session(`${CART}\nrs_action_objective('Checkout').`);
    query('ig_rules:rs_apply(M, S, E)', {
      M: m,
      S: [set('apples', 'num', 3, '3'), { s: 'Cart', v: 'shop', t: 'str', d: 'x' }],
      E: [{ id: 0, d: 'yes' }],
    });
    const done = () =>
      (query('ig_rules:rs_rules(M, O, R)', { M: m, O: 'Done' }).R as Array<{ value: string }>)[0]!.value;
    assert.equal(done(), 'false');
    query('ig_rules:rs_achieve(M, O)', { M: m, O: 'Checkout' });
    assert.equal(done(), 'true');
  });

  it('objectives that depend on each other do not loop', () => {
    const m = session(
      "rs_rule(0, a, [ob(0, b)]).\nrs_rule(1, b, [ob(0, a)]).\nrs_rule(2, 'Done', [ob(0, a)]).",
    );
    const rules = query('ig_rules:rs_status(M, R)', { M: m }).R as Array<{ value: string }>;
    assert.deepEqual(
      rules.map((r) => r.value),
      ['false', 'false', 'false'],
    );
  });
});

describe('ig_rules: tentative updates', () => {
  it('rs_check_update reverts its updates, also a variable set twice in one update', () => {
    const m = session(CART);
    query('ig_rules:rs_apply(M, S, E)', { M: m, S: [set('apples', 'num', 3, '3')], E: [] });
    const r = query('ig_rules:rs_check_update(M, S, E, V)', {
      M: m,
      S: [set('apples', 'num', 1, '1'), set('apples', 'num', 2, '2')],
      E: [{ id: 0, d: 'no' }],
    });
    assert.deepEqual(r.V, [{ state: 'Cart', preds: [{ rule: 0, pred: 0, failed: [{ c: 0, seen: '2' }] }] }]);
    const after = query(
      "findall([X, D], M:rs_val('Cart', apples, num(X), D), L), findall(Y, M:rs_str_eq(0, Y), Q)",
      { M: m },
    );
    assert.deepEqual(after.L, [[3, '3']], 'apples is 3 again, once');
    assert.deepEqual(after.Q, []);
  });

  it('an update that still fits one predicate over the state is no violation', () => {
    const m = session(
      [
        "rs_pred('Info', 0, 0, [c(0, available, eq, bool(true))]).",
        "rs_pred('Info', 1, 0, [c(0, available, ne, bool(true))]).",
      ].join('\n'),
    );
    const r = query('ig_rules:rs_check_update(M, S, [], V)', {
      M: m,
      S: [{ s: 'Info', v: 'available', t: 'bool', x: false, d: 'False' }],
    });
    assert.deepEqual(r.V, []);
    const unset = query('ig_rules:rs_check_update(M, S, [], V)', {
      M: m,
      S: [{ s: 'Info', v: 'available', t: 'unset' }],
    });
    assert.deepEqual(unset.V, [], 'making a variable unobserved falsifies nothing');
  });
});
