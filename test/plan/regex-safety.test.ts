// `matches` patterns run on tool data, on a linear-time engine (RE2 via re2js): patterns that would
// backtrack catastrophically in JavaScript are simply fast, and what RE2 cannot run (backreferences,
// lookaround) is refused where the plan or policy is read, with a located problem.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateOperator } from '../../src/plan/condition.ts';
import { PlanError, PolicyError, parsePlan, parsePolicyText } from '../../src/plan/index.ts';
import { checkRegex } from '../../src/plan/regex-safety.ts';
import { branch, call, planDoc } from './helpers.ts';

const known = (value: string) => ({ known: true as const, value });

describe('regex safety of `matches`', () => {
  it('refuses what the linear-time engine cannot run: backreferences, lookaround, RE2-only syntax', () => {
    for (const source of ['(a)\\1', '(?<q>a)\\k<q>', 'x(?=y)', 'x(?!y)', '(?<=a)b', '(?<!a)b', '(?i)abc']) {
      const r = checkRegex(source);
      assert.equal(r.ok, false, source);
    }
    const r = checkRegex('(a)\\1');
    assert.match(r.ok ? '' : r.problem, /linear-time engine/);
  });

  it('accepts the patterns policies use, and nested quantifiers now that matching is linear', () => {
    for (const source of [
      '^[^@]+@corp\\.example$',
      '\\.pdf$',
      '^https://',
      '(?:foo|bar)+',
      '^(\\d{3}-)+\\d{4}$',
      '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
      '(?<year>\\d{4})-(?<month>\\d{2})',
      '(a+)+$',
      '(\\w+\\s?)*$',
      '(a|aa)+$',
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

  it('patterns that backtrack catastrophically in JavaScript answer at once on 50 KB of tool data', () => {
    const data = `${'a'.repeat(50_000)}!`;
    const t0 = performance.now();
    assert.equal(evaluateOperator({ matches: '(a+)+$' }, known(data)), 'false');
    assert.equal(evaluateOperator({ matches: '(a|aa)+!$' }, known(data)), 'true');
    assert.equal(evaluateOperator({ matches: '^(\\w+\\s?)*$' }, known(`${'ab '.repeat(20_000)}!`)), 'false');
    // JavaScript's engine takes longer than the age of the universe on the first of these
    assert.ok(performance.now() - t0 < 1000, `${(performance.now() - t0).toFixed(0)} ms`);
  });

  it('answers the same as JavaScript on ordinary patterns, on inputs of any length', () => {
    const pattern = '[^@]+@[^@]+\\.example$';
    assert.equal(evaluateOperator({ matches: pattern }, known('ann@corp.example')), 'true');
    assert.equal(evaluateOperator({ matches: pattern }, known('ann@corp.test')), 'false');
    const t0 = performance.now();
    assert.equal(evaluateOperator({ matches: pattern }, known('a'.repeat(1_000_000))), 'false');
    assert.equal(evaluateOperator({ matches: pattern }, known(`${'a'.repeat(1_000_000)}@x.example`)), 'true');
    assert.equal(evaluateOperator({ matches: '^a+$' }, known('a'.repeat(50_000))), 'true');
    assert.ok(performance.now() - t0 < 1500, `${(performance.now() - t0).toFixed(0)} ms`);
    for (const [p, v] of [
      ['^\\d{3}-\\d{4}$', '555-1234'],
      ['\\.pdf$', 'report.PDF'],
      ['^https://', 'http://x'],
      ['(?<y>\\d{4})-\\d{2}', 'on 2026-11'],
      ['\\bcorp\\b', 'megacorp'],
      ['^\\p{Lu}', 'Élan'],
    ] as const)
      assert.equal(
        evaluateOperator({ matches: p }, known(v)),
        new RegExp(p, 'u').test(v) ? 'true' : 'false',
        p,
      );
  });

  it('a policy with a lookahead is refused where it is read, with its line', () => {
    const text = [
      'contracts:',
      '  send_email:',
      '    requires:',
      '      - argument: to',
      "        matches: '^(?!.*@rival\\.example$).+@.+$'",
    ].join('\n');
    try {
      parsePolicyText(text, 'policy.yaml');
      assert.fail('expected a PolicyError');
    } catch (error) {
      assert.ok(error instanceof PolicyError, String(error));
      const issue = error.issues.find((i) => /linear-time engine/.test(i.message));
      assert.ok(issue, JSON.stringify(error.issues));
      assert.match(issue.path, /requires.*matches/);
      assert.equal(issue.line, 5);
    }
  });

  it('a plan condition with a backreference is refused too', () => {
    const doc = planDoc({
      check: branch({ value: 'x', matches: '^(\\w+) \\1$' }, 'send', 'done'),
      send: call('send_email', { to: 'a@b.example' }, undefined, 'done'),
      done: { return: 'ok' },
    });
    assert.throws(
      () => parsePlan(doc),
      (error: unknown) =>
        error instanceof PlanError && error.issues.some((i) => /linear-time engine/.test(i.message)),
    );
  });
});
