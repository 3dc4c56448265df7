import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SpecError } from '../../src/core/errors/spec-error.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { specToJson } from '../../src/spec/json.ts';
import { checkSpec, compileSpec } from '../../src/spec/load.ts';
import { printSpec } from '../../src/spec/print.ts';

const engine = await PrologEngine.shared();
const BANK = readFileSync(new URL('../../examples/specs/bank-transfer.pl', import.meta.url), 'utf8');
const errors = (input: string | object, toolkit?: string[]) =>
  checkSpec(engine, input, toolkit ? { toolkit } : {}).issues.filter((i) => i.severity === 'error');

describe('spec parsing and printing', () => {
  it("reads the paper's bank example: one goal, two steps, one risky pattern", () => {
    const { spec, issues } = compileSpec(engine, BANK);
    assert.equal(spec.intent?.goal, 'transfer_money');
    assert.deepEqual(
      spec.intent?.params.map((p) => p.name),
      ['recipient', 'amount', 'threshold'],
    );
    assert.deepEqual(
      spec.steps.map((s) => [s.step, s.action, s.constraint?.type ?? null]),
      [
        [1, 'check_balance', null],
        [2, 'transfer_money', 'security'],
      ],
    );
    assert.deepEqual(spec.risks, [
      {
        action: 'transfer_money',
        pattern: 'transfer',
        disposition: 'user_consent',
        position: { line: 13, column: 1 },
      },
    ]);
    // the example's balance_known(B) is a singleton: a warning, not an error
    assert.ok(issues.length > 0 && issues.every((i) => i.severity === 'warning' && i.code === 'singletons'));
  });

  it('prints text that reads back to the same spec (Prolog and JSON round trips)', () => {
    const first = compileSpec(engine, BANK);
    const printed = printSpec(first.spec);
    const second = compileSpec(engine, printed);
    assert.equal(second.hash, first.hash);
    assert.deepEqual(specToJson(second.spec), specToJson(first.spec));
    const fromJson = compileSpec(engine, specToJson(first.spec));
    assert.equal(fromJson.hash, first.hash);
    assert.match(
      printed,
      /refined_step\(2, transfer_money, \[recipient\(alice\), amount\(500\)\], balance_known\(B\), transfer_complete, constraint\(security, 'Confirm transfer details with user'\)\)\./,
    );
  });

  it('quotes atoms that need it', () => {
    const { spec } = compileSpec(
      engine,
      "risky_action(terminal, 'rm -rf /', reject).\nrisky_action(terminal, 'it''s', user_consent).\n",
    );
    const again = compileSpec(engine, printSpec(spec));
    assert.deepEqual(
      again.spec.risks.map((r) => r.pattern),
      ['rm -rf /', "it's"],
    );
  });
});

describe('well-formedness checks explain themselves', () => {
  it('a precondition no earlier step establishes', () => {
    const [e] = errors('refined_step(1, a, [], ready(x), done, none).\n');
    assert.equal(e?.code, 'unestablished_precondition');
    assert.match(e!.message, /precondition ready\(x\) of step 1 \(a\) is established by no earlier step/);
    assert.equal(e?.line, 1);
  });

  it('a precondition established only by a later step', () => {
    const [e] = errors(
      'refined_step(1, a, [], later, x, none).\nrefined_step(2, b, [], true, later, none).\n',
    );
    assert.match(e!.message, /only step 2 establishes it/);
  });

  it('an unknown constraint type', () => {
    const [e] = errors("refined_step(1, a, [], true, done, constraint(legal, 'x')).\n");
    assert.equal(e?.code, 'constraint_type');
    assert.match(
      e!.message,
      /unknown constraint type legal; expected one of safety, security, privacy, ethics/,
    );
  });

  it('an action not in the toolkit, with a suggestion', () => {
    const [e] = errors('refined_step(1, send_mail, [], true, sent, none).\n', ['send_email', 'read_email']);
    assert.equal(e?.code, 'unknown_action');
    assert.doesNotMatch(e!.message, /^$/);
    const ok = errors('refined_step(1, send_email, [], true, sent, none).\n', ['send_email']);
    assert.deepEqual(ok, []);
  });

  it('duplicate step numbers', () => {
    const e = errors('refined_step(1, a, [], true, x, none).\nrefined_step(1, b, [], true, y, none).\n');
    assert.equal(e[0]?.code, 'duplicate_step');
    assert.equal(e[0]?.line, 2);
  });

  it('empty patterns, bad dispositions, rules instead of facts, two goals', () => {
    assert.equal(errors("risky_action(terminal, '', reject).\n")[0]?.code, 'empty_pattern');
    assert.equal(errors("risky_action(terminal, 'x', maybe).\n")[0]?.code, 'risk_disposition');
    assert.equal(errors('refined_step(1, a, [], true, x, none) :- true.\n')[0]?.code, 'not_a_fact');
    assert.equal(errors('user_goal(a, [], []).\nuser_goal(b, [], []).\n')[0]?.code, 'duplicate_goal');
  });

  it('JSON specs report the JSON path of a problem', () => {
    const e = errors({ steps: [{ step: 1, action: 'a', post: 'done(' }] });
    assert.match(e[0]!.message, /^steps\[0\]\.post: /);
    const chain = errors({ steps: [{ step: 1, action: 'a', pre: 'ready', post: 'x' }] });
    assert.match(chain[0]!.message, /^steps\[0\]: precondition ready/);
    const shape = errors({ steps: [{ step: 'one', action: 'a', post: 'x' }] });
    assert.match(shape[0]!.message, /steps\.0\.step/);
  });

  it('compileSpec throws a SpecError holding every located issue', () => {
    assert.throws(
      () => compileSpec(engine, 'bad(.\nrefined_step(x, a, [], true, y, none).\n', { source: 'plan.pl' }),
      (e: unknown) =>
        e instanceof SpecError && e.issues.length >= 1 && e.issues.every((i) => i.source === 'plan.pl'),
    );
  });
});

describe('repeat_consent from command templates', () => {
  it("'rm <identified_files>' makes every rm call need confirmation", () => {
    const { spec } = compileSpec(
      engine,
      "refined_step(1, terminal, [command('rm <identified_files>')], true, removed, none).\n",
    );
    assert.deepEqual(spec.risks, [
      { action: 'terminal', pattern: 'rm ', disposition: 'repeat_consent', derived: true },
    ]);
    // derived patterns are not printed: they are derived again on load
    assert.doesNotMatch(printSpec(spec), /risky_action/);
  });

  it('does not duplicate a pattern the spec already has', () => {
    const { spec } = compileSpec(
      engine,
      "refined_step(1, terminal, [command('rm <f>')], true, removed, none).\nrisky_action(terminal, 'rm ', user_consent).\n",
    );
    assert.equal(spec.risks.length, 1);
  });
});
