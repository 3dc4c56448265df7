import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parseRules } from '../../src/rules/parser.ts';
import { printRules } from '../../src/rules/printer.ts';
import { checkRulesText } from '../../src/rules/type-check.ts';
import type { Literal, Predicate, RuleSpec } from '../../src/rules/types.ts';
import { dayNumber } from '../../src/rules/values.ts';
import { FIGURE_3, FIGURE_3_ASCII, RESTAURANT_STATES, TODAY } from './fixtures.ts';

/** The rules without positions, for comparing parses. */
function shape(spec: RuleSpec) {
  return spec.rules.map((r) => ({
    label: r.label,
    objective: r.objective,
    predicates: r.predicates.map((p) =>
      p.kind === 'objective'
        ? { objective: p.name }
        : { state: p.name, constraints: p.constraints.map((c) => [c.variable, c.op, c.value]) },
    ),
  }));
}

describe('rule language: parser', () => {
  it("reads Figure 3 in the paper's notation", () => {
    const { spec, issues } = parseRules(FIGURE_3);
    assert.deepEqual(issues, []);
    assert.deepEqual(shape(spec), [
      {
        label: 'R1',
        objective: 'Reserve',
        predicates: [
          { state: 'RestaurantInfo', constraints: [['name', '=', { kind: 'string', value: 'R' }]] },
          {
            state: 'ReserveInfo',
            constraints: [
              ['date', '=', { kind: 'name', value: 'Today' }],
              ['time', '<', { kind: 'time', value: '19:00' }],
              ['available', '=', { kind: 'name', value: 'True' }],
            ],
          },
        ],
      },
      {
        label: 'R2',
        objective: 'Done',
        predicates: [
          { objective: 'Reserve' },
          { state: 'ReserveResult', constraints: [['success', '=', { kind: 'name', value: 'True' }]] },
        ],
      },
      {
        label: 'R3',
        objective: 'Done',
        predicates: [
          { state: 'RestaurantInfo', constraints: [['name', '=', { kind: 'string', value: 'R' }]] },
          {
            state: 'ReserveInfo',
            constraints: [
              ['date', '=', { kind: 'name', value: 'Today' }],
              ['time', '<', { kind: 'time', value: '19:00' }],
              ['available', '!=', { kind: 'name', value: 'True' }],
            ],
          },
        ],
      },
    ]);
    assert.deepEqual(spec.rules[2]!.at, { line: 4, column: 1 });
    assert.deepEqual(spec.rules[1]!.objectiveAt, { line: 3, column: 47 });
  });

  it('ASCII alternatives (&, ->, !=, and, /\\, <=, ≤) give the same rules', () => {
    assert.deepEqual(shape(parseRules(FIGURE_3_ASCII).spec), shape(parseRules(FIGURE_3).spec));
    const a = parseRules('A(x <= 3) and B(y >= 2) /\\ C(z = "q") => Done').spec;
    const b = parseRules('A(x ≤ 3) ∧ B(y ≥ 2) && C(z == "q") → Done.').spec;
    assert.deepEqual(shape(a), shape(b));
  });

  it('rules without labels, comments and terminators', () => {
    const { spec, issues } = parseRules(
      '# a comment\nA(x = 1) -> Go; % another\nGo & B(ok = True) -> Done.\n',
    );
    assert.deepEqual(issues, []);
    assert.deepEqual(
      spec.rules.map((r) => [r.label, r.objective]),
      [
        [undefined, 'Go'],
        [undefined, 'Done'],
      ],
    );
  });

  it('reports every syntax problem with its line and column', () => {
    const text = 'R1: A(x = ) -> Go\nR2: B(y 3) -> Done\nR3: C(z = "open -> Done\nR4: D(w = 1) -> Done\n';
    const { spec, issues } = parseRules(text);
    assert.deepEqual(
      issues.map((i) => [i.line, i.column]),
      [
        [1, 11],
        [2, 9],
        [3, 11],
      ],
    );
    assert.match(issues[0]!.message, /expected a value/);
    assert.match(issues[1]!.message, /expected a comparison .* after 'y'/);
    assert.match(issues[2]!.message, /unterminated string/);
    assert.ok(
      spec.rules.some((r) => r.label === 'R4'),
      'the parser resynchronises and reads R4',
    );
  });

  it('hostile input: a number beyond floating point and an oversized text are refused, located', () => {
    const huge = parseRules(`A(x = ${'9'.repeat(400)}) -> Done`);
    assert.deepEqual(
      huge.issues.map((i) => [i.line, i.column]),
      [[1, 7]],
    );
    assert.match(huge.issues[0]!.message, /too large/);
    const big = checkRulesText(`# ${'x'.repeat(1_000_001)}\n`, RESTAURANT_STATES, TODAY);
    assert.equal(big.checked, undefined);
    assert.match(big.issues[0]!.message, /bytes; the limit is 1000000/);
  });

  it('an empty predicate and a predicate as objective are errors', () => {
    assert.match(parseRules('A() -> Done').issues[0]!.message, /needs at least one constraint/);
    assert.match(parseRules('A(x = 1) -> B(y = 2)').issues[0]!.message, /objective B is a name/);
  });
});

describe('rule language: printer', () => {
  it('prints Figure 3 in ASCII and in the paper notation', () => {
    const { spec } = parseRules(FIGURE_3);
    assert.equal(printRules(spec), FIGURE_3_ASCII);
    assert.equal(
      printRules(spec, { unicode: true }).split('\n')[2],
      'R3: RestaurantInfo(name = "R") ∧ ReserveInfo(date = Today, time < 19:00, available ≠ True) → Done',
    );
  });

  it('parse(print(spec)) is spec for generated rules (property)', () => {
    const ident = fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,6}$/).filter((s) => s.toLowerCase() !== 'and');
    const variable = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/).filter((s) => s !== 'and');
    const literal: fc.Arbitrary<Literal> = fc.oneof(
      fc.string({ maxLength: 8 }).map((value) => ({ kind: 'string' as const, value })),
      fc.integer({ min: -1000, max: 1000 }).map((value) => ({ kind: 'number' as const, value })),
      fc.constantFrom('True', 'False', 'Today', 'Pending').map((value) => ({ kind: 'name' as const, value })),
      fc.constantFrom('2025-03-14', '1999-12-31').map((value) => ({ kind: 'date' as const, value })),
      fc.constantFrom('19:00', '7:05', '23:59:59').map((value) => ({ kind: 'time' as const, value })),
    );
    const at = { line: 1, column: 1 };
    const predicate: fc.Arbitrary<Predicate> = fc.oneof(
      ident.map((name) => ({ kind: 'objective' as const, name, at })),
      fc
        .record({
          name: ident,
          constraints: fc.array(
            fc.record({
              variable,
              op: fc.constantFrom('=', '!=', '<', '<=', '>', '>=' as const),
              value: literal,
            }),
            { minLength: 1, maxLength: 3 },
          ),
        })
        .map(({ name, constraints }) => ({
          kind: 'state' as const,
          name,
          at,
          constraints: constraints.map((c) => ({ ...c, at, valueAt: at })),
        })),
    );
    const rule = fc.record({
      predicates: fc.array(predicate, { minLength: 1, maxLength: 4 }),
      objective: ident,
    });
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 4 }), (rules) => {
        const spec: RuleSpec = {
          rules: rules.map((r, i) => ({ ...r, label: `R${i + 1}`, at, objectiveAt: at })),
        };
        const back = parseRules(printRules(spec));
        assert.deepEqual(back.issues, []);
        assert.deepEqual(shape(back.spec), shape(spec));
      }),
      { numRuns: 300 },
    );
  });
});

describe('rule language: type checker', () => {
  it('accepts Figure 3 and resolves its constants (Today, 19:00, True)', () => {
    const { checked, issues } = checkRulesText(FIGURE_3, RESTAURANT_STATES, TODAY);
    assert.deepEqual(issues, []);
    assert.deepEqual(checked!.constants[0], [
      [{ type: 'string', value: 'R' }],
      [
        { type: 'date', value: dayNumber(2025, 3, 14) },
        { type: 'time', value: 19 * 3600 },
        { type: 'boolean', value: true },
      ],
    ]);
  });

  it("flags the paper's example RestaurantInfo(name >= 100): name is a string", () => {
    const { checked, issues } = checkRulesText(
      'RestaurantInfo(name >= 100) -> Done',
      RESTAURANT_STATES,
      TODAY,
    );
    assert.equal(checked, undefined);
    assert.deepEqual(
      issues.map((i) => [i.line, i.column, i.message]),
      [[1, 24, "RestaurantInfo(name >= …): 'name' is a string, but 100 is a number"]],
    );
    const op = checkRulesText('RestaurantInfo(name >= "M") -> Done', RESTAURANT_STATES, TODAY);
    assert.deepEqual(
      op.issues.map((i) => [i.line, i.column, i.message]),
      [[1, 16, 'RestaurantInfo(name >= …): operator >= does not apply to string values (only = and ≠)']],
    );
  });

  it('unknown states and variables, bad constants, objectives and Done misuse are located', () => {
    const text = [
      'R1: RestaurantInf(name = "R") -> Reserve',
      'R2: ReserveInfo(date = Someday, time < "late", availble = True) -> Reserve',
      'R3: ReserveResult(success = "yes") & Done -> Done',
      'R4: Booked & RestaurantInfo -> Done',
    ].join('\n');
    const { checked, issues } = checkRulesText(text, RESTAURANT_STATES, TODAY);
    assert.equal(checked, undefined);
    const got = issues.map((i) => `${i.line}:${i.column}: ${i.message}`);
    assert.deepEqual(got, [
      '1:5: unknown state RestaurantInf (did you mean RestaurantInfo?)',
      '2:24: ReserveInfo(date = …): Someday is not a date (use Today, 2025-03-14 or "March 14")',
      '2:40: ReserveInfo(time < …): "late" is not a time (use 19:00 or "7 PM")',
      "2:48: ReserveInfo has no variable 'availble' (variables: date, time, available)",
      '3:29: ReserveResult(success = …): \'success\' is a boolean, but "yes" is a string (use True or False)',
      '3:38: Done ends a rule; it cannot be a predicate',
      '4:5: Booked is neither a state nor the objective of a rule',
      '4:14: RestaurantInfo is a state: give its constraints, e.g. RestaurantInfo(name = ...)',
    ]);
  });

  it('precedence cycles and duplicate labels are errors; a spec without Done is a warning', () => {
    const states = RESTAURANT_STATES;
    const cycle = checkRulesText(
      'R1: B & RestaurantInfo(name = "R") -> A\nR2: A -> B\nR3: A -> Done',
      states,
      TODAY,
    );
    assert.match(
      cycle.issues.map((i) => i.message).join('\n'),
      /objective A depends on itself \(A → B → A\)/,
    );
    const dup = checkRulesText('R1: RestaurantInfo(name = "R") -> A\nR1: A -> Done', states, TODAY);
    assert.match(dup.issues[0]!.message, /rule label R1 is used twice/);
    const noDone = checkRulesText('RestaurantInfo(name = "R") -> Reserve', states, TODAY);
    assert.ok(noDone.checked);
    assert.equal(noDone.issues[0]!.severity, 'warning');
    assert.match(noDone.issues[0]!.message, /no rule concludes Done/);
  });

  it('enum values and dates in words are checked against the declaration', () => {
    const states = [
      {
        name: 'Order',
        description: 'the order',
        variables: [
          { name: 'status', type: 'enum' as const, values: ['Pending', 'Shipped'] },
          { name: 'due', type: 'date' as const },
        ],
      },
    ];
    assert.ok(checkRulesText('Order(status = shipped, due <= "March 20") -> Done', states, TODAY).checked);
    const bad = checkRulesText('Order(status = Lost) -> Done', states, TODAY);
    assert.equal(
      bad.issues[0]!.message,
      "Order(status = …): Lost is not a value of 'status' (one of Pending, Shipped)",
    );
  });
});
