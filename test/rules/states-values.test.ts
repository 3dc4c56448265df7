import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RulesError } from '../../src/core/errors/rules-error.ts';
import { compareStrings, lexicalSimilarity, normalizeText } from '../../src/rules/equivalence.ts';
import { defineState, statesFromJson } from '../../src/rules/states.ts';
import { dayNumber, observe, parseDate, parseTime } from '../../src/rules/values.ts';
import { TODAY } from './fixtures.ts';

describe('developer library: state definitions', () => {
  it("reads the paper's JSON shape (§4.2.1) and the long form", () => {
    const states = statesFromJson(
      JSON.stringify([
        {
          name: 'RestaurantInfo',
          description: 'Information about the restaurant you want to reserve.',
          variables: [{ name: 'String' }],
        },
        {
          name: 'Order',
          description: 'the order',
          variables: [
            { name: 'status', type: 'enum', values: ['Pending', 'Shipped'] },
            { name: 'total', type: 'Number', description: 'in euros' },
          ],
        },
      ]),
    );
    assert.deepEqual(states, [
      {
        name: 'RestaurantInfo',
        description: 'Information about the restaurant you want to reserve.',
        variables: [{ name: 'name', type: 'string' }],
      },
      {
        name: 'Order',
        description: 'the order',
        variables: [
          { name: 'status', type: 'enum', values: ['Pending', 'Shipped'] },
          { name: 'total', type: 'number', description: 'in euros' },
        ],
      },
    ]);
  });

  it('defineState by API: a record of variables, enum values as a list', () => {
    const s = defineState({
      name: 'Flight',
      description: 'the flight being booked',
      variables: {
        from: 'string',
        seats: 'number',
        cabin: ['Economy', 'Business'],
        when: 'date',
        at: 'time',
        paid: 'bool',
      },
    });
    assert.deepEqual(
      s.variables.map((v) => [v.name, v.type]),
      [
        ['from', 'string'],
        ['seats', 'number'],
        ['cabin', 'enum'],
        ['when', 'date'],
        ['at', 'time'],
        ['paid', 'boolean'],
      ],
    );
    assert.throws(() => defineState({ name: 'Bad name', variables: { x: 'string' } }), RulesError);
    assert.throws(() => defineState({ name: 'S', variables: { x: 'strng' } }), /unknown type "strng"/);
    assert.throws(() => defineState({ name: 'S', variables: { x: { type: 'enum' } } }), /needs "values"/);
  });

  it('JSON problems are reported with where they are', () => {
    assert.throws(
      () => statesFromJson('[\n  {"name": "A", "variables": [{"x": "String"}]},\n  oops\n]', 'states.json'),
      (e: unknown) =>
        e instanceof RulesError && e.issues[0]!.line === 3 && e.issues[0]!.source === 'states.json',
    );
    assert.throws(
      () =>
        statesFromJson(
          '{"states": [{"name": "A", "variables": [{"x": "String"}]}, {"name": "A", "variables": [{"y": "Date"}]}]}',
        ),
      /state A is defined twice/,
    );
    assert.throws(() => statesFromJson('[{"name": "A"}]'), /states\[0\]\.variables/);
  });
});

describe('typed values', () => {
  const v = (type: 'number' | 'boolean' | 'date' | 'time' | 'enum', values?: string[]) =>
    values ? { name: 'x', type, values } : { name: 'x', type };

  it('dates in words and digits, relative to the injected reference date', () => {
    assert.equal(parseDate('today', TODAY), dayNumber(2025, 3, 14));
    assert.equal(parseDate('Tomorrow', TODAY), dayNumber(2025, 3, 15));
    assert.equal(parseDate('2025-12-31', TODAY), dayNumber(2025, 12, 31));
    assert.equal(parseDate('March 20th', TODAY), dayNumber(2025, 3, 20));
    assert.equal(parseDate('next Friday', TODAY), dayNumber(2025, 3, 21));
    assert.equal(parseDate('2025-02-30', TODAY), undefined);
    assert.equal(parseDate('soon', TODAY), undefined);
  });

  it('times: 24-hour, 12-hour and in words', () => {
    assert.equal(parseTime('19:00', TODAY), 19 * 3600);
    assert.equal(parseTime('7 PM', TODAY), 19 * 3600);
    assert.equal(parseTime('6:30pm', TODAY), 18 * 3600 + 30 * 60);
    assert.equal(parseTime('25:00', TODAY), undefined);
    assert.equal(parseTime('evening-ish', TODAY), undefined);
  });

  it('observed values: typed when they fit, `bad` when not, unset for null', () => {
    assert.deepEqual(observe(v('number'), '$1,250.50', TODAY), { t: 'num', x: 1250.5, display: '$1,250.50' });
    assert.equal(observe(v('number'), '', TODAY).t, 'bad');
    assert.deepEqual(observe(v('boolean'), 'yes', TODAY), { t: 'bool', x: true, display: 'True' });
    assert.deepEqual(observe(v('enum', ['Pending', 'Shipped']), 'shipped', TODAY), {
      t: 'enum',
      x: 'Shipped',
      display: 'Shipped',
    });
    assert.equal(observe(v('enum', ['Pending']), 'Lost', TODAY).t, 'bad');
    assert.deepEqual(observe(v('date'), 'Jan 01', TODAY), {
      t: 'date',
      x: dayNumber(2025, 1, 1),
      display: 'Jan 01',
    });
    assert.deepEqual(observe(v('time'), '7 PM', TODAY), { t: 'time', x: 19 * 3600, display: '7 PM' });
    assert.deepEqual(observe(v('time'), null, TODAY), { t: 'unset' });
  });
});

describe('string equivalence', () => {
  const lexical = lexicalSimilarity();

  it('normalisation: case, accents, punctuation, spaces', () => {
    assert.equal(normalizeText('  Café  ROSA! '), 'cafe rosa');
    assert.deepEqual(compareStrings('cafe rosa', 'Café Rosa', TODAY, lexical), {
      degree: 'yes',
      how: 'normalized',
    });
  });

  it('dates: Jan 01 = January 1st, and not Jan 02 however close the letters are', () => {
    assert.deepEqual(compareStrings('Jan 01', 'January 1st', TODAY, lexical), { degree: 'yes', how: 'date' });
    assert.deepEqual(compareStrings('Jan 01', '2026-01-01', TODAY, lexical), { degree: 'yes', how: 'date' });
    assert.deepEqual(compareStrings('Jan 01', 'Jan 02', TODAY, lexical), { degree: 'no', how: 'date' });
    assert.deepEqual(compareStrings('2025-01-01', '2026-01-01', TODAY, lexical), {
      degree: 'no',
      how: 'date',
    });
  });

  it('numbers compare as numbers', () => {
    assert.deepEqual(compareStrings('3.0', '3', TODAY, lexical), { degree: 'yes', how: 'number' });
    assert.deepEqual(compareStrings('30', '3', TODAY, lexical), { degree: 'no', how: 'number' });
  });

  it('similarity gives at most `likely`, and below the threshold `no`', () => {
    const close = compareStrings('Ristorante Rosa', 'Ristorante Rossa', TODAY, lexical);
    assert.equal(close.degree, 'likely');
    assert.ok(close.score! >= 0.85);
    assert.equal(compareStrings('Burger Barn', 'Ristorante Rossa', TODAY, lexical).degree, 'no');
    const hook = { name: 'fixed', threshold: 0.5, score: () => 0.49 };
    assert.deepEqual(compareStrings('a b', 'c d', TODAY, hook), {
      degree: 'no',
      how: 'different',
      score: 0.49,
    });
    const silent = { name: 'silent', threshold: 0.5, score: () => undefined };
    assert.deepEqual(compareStrings('a b', 'c d', TODAY, silent), { degree: 'no', how: 'different' });
  });
});
