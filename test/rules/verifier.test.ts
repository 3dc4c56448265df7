import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { MockEmbeddingModelV3 } from 'ai/test';
import fc from 'fast-check';
import { RulesError } from '../../src/core/errors/rules-error.ts';
import { embeddingSimilarity } from '../../src/rules/embedding-similarity.ts';
import { defineState } from '../../src/rules/states.ts';
import { RuleVerifier, type RuleVerifierOptions } from '../../src/rules/verifier.ts';
import { createSession } from '../../src/verify/session.ts';
import { FIGURE_3, RESTAURANT_STATES, TODAY } from './fixtures.ts';

const open: RuleVerifier[] = [];
after(() => {
  for (const v of open) v.close();
});
async function verifier(options: Omit<RuleVerifierOptions, 'referenceDate'> & Partial<RuleVerifierOptions>) {
  const v = await RuleVerifier.create({ referenceDate: TODAY, ...options });
  open.push(v);
  return v;
}

const SHOP = [
  defineState({ name: 'Cart', description: 'the shopping cart', variables: { apples: 'number' } }),
  defineState({ name: 'Order', description: 'the placed order', variables: { placed: 'boolean' } }),
];
const BUY_THREE = 'R1: Cart(apples = 3) -> Checkout\nR2: Checkout & Order(placed = True) -> Done\n';

describe('RuleVerifier in a Session: triggers, soft repeats, critical actions', () => {
  it('buying three apples one at a time: intermediate updates get soft feedback once, then pass', async () => {
    let apples = 0;
    const rules = await verifier({
      states: SHOP,
      rules: BUY_THREE,
      tools: {
        add_apple: { trigger: () => ({ state: 'Cart', values: { apples: apples + 1 } }) },
        checkout: { observe: (_c, r) => ({ state: 'Order', values: { placed: (r as { ok: boolean }).ok } }) },
      },
    });
    const session = await createSession({ id: 'shop', checks: [rules] });
    const add = { tool: 'add_apple', args: {} };
    const seen: string[] = [];
    for (let i = 0; i < 4 && apples < 3; i++) {
      const v = session.check(add);
      seen.push(v.disposition);
      if (v.disposition !== 'approved') continue;
      apples += 1;
      session.record(add, { apples });
    }
    // 1st press: soft feedback; the repeat is allowed; later presses are the same action
    assert.deepEqual(seen, ['revision_required', 'approved', 'approved', 'approved']);
    assert.equal(apples, 3);
    const checkout = { tool: 'checkout', args: {} };
    assert.equal(session.check(checkout).disposition, 'approved');
    session.record(checkout, { ok: true });
    assert.equal(session.checkFinal('bought three apples').disposition, 'approved');
    session.close();
  });

  it('checkout before the cart holds three apples is rejected by the rule, also when repeated', async () => {
    const rules = await verifier({ states: SHOP, rules: BUY_THREE, tools: { checkout: {} } });
    const session = await createSession({ id: 'shop2', checks: [rules] });
    for (let i = 0; i < 2; i++) {
      const v = session.check({ tool: 'checkout', args: {} });
      assert.equal(v.disposition, 'rejected');
      assert.equal(v.findings[0]?.code, 'rule_unmet');
      assert.match(v.feedback, /'apples' equal to 3 \(not observed yet\)/);
    }
    session.close();
  });

  it('a RefineAct spec and VeriSafe rules guard one session: the most severe verdict wins', async () => {
    const refineact = [
      'refined_step(1, search_restaurant, [], true, restaurant_open, none).',
      "refined_step(2, reserve, [], restaurant_open, reserved, constraint(safety, 'Confirm the booking with the user')).",
      '',
    ].join('\n');
    const tools = {
      search_restaurant: {
        trigger: (c: { args: Record<string, unknown> }) => ({
          state: 'RestaurantInfo',
          values: { name: c.args.name },
        }),
      },
      reserve: {},
    };
    const rules = await verifier({ states: RESTAURANT_STATES, rules: FIGURE_3, tools });
    const session = await createSession({ id: 'both', spec: refineact, checks: [rules] });
    // RefineAct: reserve is blocked (step 1 not done); rules: Reserve's rule unmet → rejected wins
    const early = session.check({ tool: 'reserve', args: {} });
    assert.equal(early.disposition, 'rejected');
    assert.deepEqual([...new Set(early.findings.map((f) => f.code))].sort(), [
      'precondition_unmet',
      'rule_unmet',
    ]);
    // the wrong restaurant: RefineAct approves step 1, the rules give soft feedback
    const wrong = session.check({ tool: 'search_restaurant', args: { name: 'S' } });
    assert.equal(wrong.disposition, 'revision_required');
    assert.ok(wrong.findings.some((f) => f.code === 'predicate_violated'));
    const right = { tool: 'search_restaurant', args: { name: 'R' } };
    assert.equal(session.check(right).disposition, 'approved');
    session.record(right, { found: true });
    rules.updateState([{ state: 'ReserveInfo', values: { date: 'today', time: '18:00', available: true } }]);
    // both satisfied: RefineAct's constraint asks for confirmation
    const reserve = session.check({ tool: 'reserve', args: {} });
    assert.equal(reserve.disposition, 'approved_with_constraints');
    assert.match(reserve.confirmation!.reason, /Confirm the booking with the user/);
    session.close();
  });
});

describe('RuleVerifier fails closed', () => {
  it('a trigger that throws or updates an unknown state: rejected, nothing applied', async () => {
    const v = await verifier({
      states: RESTAURANT_STATES,
      rules: FIGURE_3,
      tools: {
        broken: {
          trigger: () => {
            throw new Error('boom');
          },
        },
        stray: { trigger: () => ({ state: 'Weather', values: { sunny: true } }) },
        typo: { trigger: () => ({ state: 'RestaurantInfo', values: { nmae: 'R' } }) },
      },
    });
    const b = v.check({ tool: 'broken', args: {} });
    assert.equal(b.disposition, 'rejected');
    assert.equal(b.findings[0]?.code, 'engine_error');
    assert.match(b.feedback, /boom/);
    assert.match(v.check({ tool: 'stray', args: {} }).findings[0]!.message, /unknown state Weather/);
    assert.match(
      v.check({ tool: 'typo', args: {} }).findings[0]!.message,
      /RestaurantInfo has no variable 'nmae'/,
    );
    assert.throws(() => v.updateState([{ state: 'Weather', values: {} }]), /unknown state Weather/);
  });

  it('a value that is not of its type is observed but satisfies nothing', async () => {
    const v = await verifier({ states: SHOP, rules: BUY_THREE });
    const d = v.checkUpdate([{ state: 'Cart', values: { apples: 'lots' } }]);
    assert.equal(d.outcome.disposition, 'revision_required');
    assert.match(d.message, /would set Cart\.apples to lots/);
  });

  it('invalid rules are refused with located issues; nothing is loaded', async () => {
    await assert.rejects(
      RuleVerifier.create({
        states: SHOP,
        rules: 'Cart(apples = "three") -> Done',
        referenceDate: TODAY,
        source: 'buy.rules',
      }),
      (error: unknown) =>
        error instanceof RulesError &&
        error.code === 'rules_invalid' &&
        error.issues[0]?.source === 'buy.rules' &&
        error.issues[0]?.line === 1 &&
        error.issues[0]?.column === 15,
    );
  });
});

describe('string equivalence in verification', () => {
  const PLACE = [
    defineState({
      name: 'Place',
      description: 'the chosen place',
      variables: { name: 'string', day: 'string' },
    }),
  ];

  it('normalised text and dates in other words are the same value', async () => {
    const v = await verifier({
      states: PLACE,
      rules: 'Place(name = "Café Rosa", day = "Jan 01") -> Book\nBook -> Done',
      actions: ['book'],
    });
    assert.equal(
      v.checkUpdate([{ state: 'Place', values: { name: 'cafe rosa!', day: 'January 1st' } }]).outcome
        .disposition,
      'approved',
    );
    assert.equal(v.checkAction('book').outcome.disposition, 'approved');
    assert.equal(
      v.checkUpdate([{ state: 'Place', values: { day: 'Jan 02' } }]).outcome.disposition,
      'revision_required',
    );
  });

  it('a match by similarity alone never approves a critical action: the user must confirm', async () => {
    const v = await verifier({
      states: PLACE,
      rules: 'Place(name = "Ristorante Rossa") -> Book\nBook -> Done',
      actions: ['book'],
    });
    const close = v.checkUpdate([{ state: 'Place', values: { name: 'Ristorante Rosa' } }]);
    assert.equal(close.outcome.disposition, 'approved', 'similar enough is not a predicate violation');
    const book = v.checkAction('book');
    assert.equal(book.outcome.disposition, 'approved_with_constraints');
    assert.match(
      book.outcome.confirmationReason!,
      /Place\.name "Ristorante Rosa" was taken as "Ristorante Rossa" by lexical similarity 0\.9\d/,
    );
    const far = v.checkUpdate([{ state: 'Place', values: { name: 'Burger Barn' } }]);
    assert.equal(far.outcome.disposition, 'revision_required');
  });

  it('an embedding model can decide similarity (mock model, no network)', async () => {
    const vectors: Record<string, number[]> = {
      'Golden Dragon': [1, 0, 0],
      'The Golden Dragon Restaurant': [0.95, 0.3, 0],
      'Pizza Hut': [0, 1, 0],
    };
    const model = new MockEmbeddingModelV3({
      doEmbed: async ({ values }) => ({
        embeddings: values.map((v) => vectors[v] ?? [0, 0, 1]),
        warnings: [],
      }),
    });
    const similarity = embeddingSimilarity({ model, threshold: 0.7 });
    const v = await verifier({
      states: PLACE,
      rules: 'Place(name = "Golden Dragon") -> Book\nBook -> Done',
      actions: ['book'],
      similarity,
    });
    const near = [{ state: 'Place', values: { name: 'The Golden Dragon Restaurant' } }];
    await v.prepare(near);
    assert.equal(v.checkUpdate(near).outcome.disposition, 'approved');
    assert.equal(v.checkAction('book').outcome.disposition, 'approved_with_constraints');
    const other = [{ state: 'Place', values: { name: 'Pizza Hut' } }];
    await v.prepare(other);
    assert.equal(v.checkUpdate(other).outcome.disposition, 'revision_required');
    // an unprepared text has no embedding: it counts as different, never as the same
    assert.equal(
      v.checkUpdate([{ state: 'Place', values: { name: 'Golden Dragon Inn' } }]).outcome.disposition,
      'revision_required',
    );
  });
});

describe('objectives', () => {
  it('an objective no action achieves is derived: it holds when its rule is satisfied', async () => {
    const v = await verifier({
      states: RESTAURANT_STATES,
      rules: 'F: RestaurantInfo(name = "R") -> Found\nD: Found & ReserveResult(success = True) -> Done',
    });
    assert.equal(v.isDone(), false);
    v.updateState([
      { state: 'RestaurantInfo', values: { name: 'R' } },
      { state: 'ReserveResult', values: { success: true } },
    ]);
    assert.equal(v.isDone(), true);
    assert.match(v.roadmap().lines[1]!.text, /^To complete the task, 1\. achieve Found 2\./);
  });

  it('an action objective holds only after the action ran (record), not when its rule is satisfied', async () => {
    const v = await verifier({ states: RESTAURANT_STATES, rules: FIGURE_3, tools: { reserve: {} } });
    v.updateState([
      { state: 'RestaurantInfo', values: { name: 'R' } },
      { state: 'ReserveInfo', values: { date: 'today', time: '18:00', available: true } },
      { state: 'ReserveResult', values: { success: true } },
    ]);
    assert.equal(v.isDone(), false, 'Reserve was not performed');
    assert.equal(v.check({ tool: 'reserve', args: {} }).disposition, 'approved');
    v.record({ tool: 'reserve', args: {} }, {});
    assert.equal(v.isDone(), true);
  });
});

describe('incremental status', () => {
  it('the status kept across updates (only changed rules re-asked) equals one computed from scratch', async () => {
    const step = fc.oneof(
      fc.record({
        state: fc.constant('RestaurantInfo'),
        values: fc.record({ name: fc.constantFrom('R', 'S', 'r') }),
      }),
      fc.record({
        state: fc.constant('ReserveInfo'),
        values: fc.record(
          {
            date: fc.constantFrom('today', 'tomorrow'),
            time: fc.constantFrom('18:00', '20:00'),
            available: fc.constantFrom(true, false, null),
          },
          { requiredKeys: [] },
        ),
      }),
      fc.record({ state: fc.constant('ReserveResult'), values: fc.record({ success: fc.boolean() }) }),
      fc.constant('reserve' as const),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const incremental = await verifier({
          states: RESTAURANT_STATES,
          rules: FIGURE_3,
          actions: ['Reserve'],
        });
        const scratch = await verifier({ states: RESTAURANT_STATES, rules: FIGURE_3, actions: ['Reserve'] });
        for (const s of steps) {
          for (const v of [incremental, scratch]) {
            if (s === 'reserve') v.performAction('Reserve', { critical: true });
            else v.updateState([s]);
          }
          incremental.roadmap();
        }
        assert.deepEqual(incremental.status(), scratch.status());
        assert.equal(incremental.roadmap().text, scratch.roadmap().text);
        incremental.close();
        scratch.close();
      }),
      { numRuns: 40 },
    );
  });
});
