// `matches` patterns run on tool data: one that backtracks catastrophically is refused where the
// plan or policy is read (a located problem), and a checked one is tried only on inputs short
// enough for its worst case; anything else is "cannot tell", never a silent true or false.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateOperator } from '../../src/plan/condition.ts';
import { PlanError, PolicyError, parsePlan, parsePolicyText } from '../../src/plan/index.ts';
import { checkRegex } from '../../src/plan/regex-safety.ts';
import { branch, call, planDoc } from './helpers.ts';

const known = (value: string) => ({ known: true as const, value });

describe('regex safety of `matches`', () => {
  it('refuses nested quantifiers, overlapping repeated alternations and backreferences', () => {
    for (const source of [
      '(a+)+$',
      '^(a*)*b',
      '(\\w+\\s?)*$',
      '(.*)*x',
      '(?:[a-z]+\\.)+com',
      '(a|aa)+$',
      '(\\w|\\d)*!',
      '(x+x+)+y',
      '(a)\\1',
      '(?<q>a)\\k<q>',
    ]) {
      const r = checkRegex(source);
      assert.equal(r.ok, false, source);
    }
  });

  it('accepts the patterns policies use: anchors, classes, fixed repeats, distinct literal alternatives', () => {
    for (const source of [
      '^[^@]+@corp\\.example$',
      '\\.pdf$',
      '^https://',
      '(?:foo|bar)+',
      '^(\\d{3}-)+\\d{4}$',
      '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
      '(?<year>\\d{4})-(?<month>\\d{2})',
    ]) {
      const r = checkRegex(source);
      assert.equal(r.ok, true, `${source}: ${r.ok ? '' : r.problem}`);
    }
  });

  it('reports an invalid pattern as a problem, not as "matches nothing"', () => {
    const r = checkRegex('([a-z');
    assert.equal(r.ok, false);
    assert.match(r.ok ? '' : r.problem, /not a valid regular expression/);
  });

  it('a catastrophic pattern on 50 KB of tool data is "cannot tell" at once, not a hang', () => {
    const data = `${'a'.repeat(50_000)}!`;
    const t0 = performance.now();
    assert.equal(evaluateOperator({ matches: '(a+)+$' }, known(data)), 'unknown');
    assert.ok(performance.now() - t0 < 100);
  });

  it('a checked pattern answers on inputs its worst case allows and says "cannot tell" beyond', () => {
    // two unbounded quantifiers in an unanchored search: cubic, so ~460 characters at most
    const pattern = '[^@]+@[^@]+\\.example$';
    assert.equal(evaluateOperator({ matches: pattern }, known('ann@corp.example')), 'true');
    assert.equal(evaluateOperator({ matches: pattern }, known('ann@corp.test')), 'false');
    const t0 = performance.now();
    assert.equal(evaluateOperator({ matches: pattern }, known('a'.repeat(50_000))), 'unknown');
    // one unbounded quantifier, anchored: linear, any length
    assert.equal(evaluateOperator({ matches: '^a+$' }, known('a'.repeat(50_000))), 'true');
    assert.ok(performance.now() - t0 < 1000);
  });

  it('a policy with a catastrophic pattern is refused where it is read, with its line', () => {
    const text = [
      'contracts:',
      '  send_email:',
      '    requires:',
      '      - argument: to',
      "        matches: '(\\w+\\.?)+@corp\\.example$'",
    ].join('\n');
    try {
      parsePolicyText(text, 'policy.yaml');
      assert.fail('expected a PolicyError');
    } catch (error) {
      assert.ok(error instanceof PolicyError, String(error));
      const issue = error.issues.find((i) => /nested quantifiers/.test(i.message));
      assert.ok(issue, JSON.stringify(error.issues));
      assert.match(issue.path, /requires.*matches/);
      assert.equal(issue.line, 5);
    }
  });

  it('a plan condition with a catastrophic pattern is refused too', () => {
    const doc = planDoc({
      check: branch({ value: 'x', matches: '(a|a)*$' }, 'send', 'done'),
      send: call('send_email', { to: 'a@b.example' }, undefined, 'done'),
      done: { return: 'ok' },
    });
    assert.throws(
      () => parsePlan(doc),
      (error: unknown) =>
        error instanceof PlanError && error.issues.some((i) => /repeated alternation/.test(i.message)),
    );
  });
});
