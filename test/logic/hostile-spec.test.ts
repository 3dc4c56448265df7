// Hostile specification text: it is refused by the spec checker with a located message, never
// loaded, and nothing it says runs (each class of attack is written several ways).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { SpecError } from '../../src/core/errors/spec-error.ts';
import { PrologEngine } from '../../src/logic/engine.ts';
import { checkSpec, compileSpec, isCheckedSpec } from '../../src/spec/load.ts';
import { createSession } from '../../src/verify/session.ts';
import { SpecModule } from '../../src/verify/spec-module.ts';

const engine = await PrologEngine.shared();
const dir = mkdtempSync(join(tmpdir(), 'ig-hostile-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** JavaScript that, if it ever ran, would leave a file behind. */
const dropFile = (name: string) =>
  `require('fs').writeFileSync(${JSON.stringify(join(dir, name))}, 'ran')`.replace(/"/g, "'");
const ran = (name: string) => existsSync(join(dir, name));

const errorsOf = (input: string | object) =>
  checkSpec(engine, input).issues.filter((i) => i.severity === 'error');

/** Refused with at least one error located at `line` (and column > 0), and no spec minted. */
function refusedAt(text: string, line: number, code?: RegExp): void {
  const { checked, issues } = checkSpec(engine, text);
  assert.equal(checked, undefined, `accepted: ${text}`);
  const located = issues.filter((i) => i.severity === 'error' && i.line === line && i.column > 0);
  assert.ok(located.length > 0, `no error at line ${line}: ${JSON.stringify(issues)}`);
  if (code)
    assert.ok(
      located.some((i) => code.test(i.code)),
      `codes ${located.map((i) => i.code)}`,
    );
}

const GOAL = 'user_goal(tidy_up, [], []).\n';

describe('grammar rules (-->) never reach the compiler', () => {
  it('a DCG whose body runs JavaScript is refused at its line and nothing runs', () => {
    refusedAt(`${GOAL}risky_action(_) --> { js_run_script("${dropFile('dcg1')}") }.\n`, 2, /grammar_rule/);
    refusedAt(`${GOAL}\n  refined_step(_, _) --> [go], { shell('touch /tmp/x') }.\n`, 3, /grammar_rule/);
    refusedAt(`${GOAL}helper --> call(js_run_script("${dropFile('dcg2')}")).\n`, 2, /grammar_rule/);
    // a session module refuses it too (it goes through the same checker on the way in)
    assert.throws(
      () => compileSpec(engine, `${GOAL}x --> { js_run_script("${dropFile('dcg3')}") }.\n`),
      SpecError,
    );
    assert.ok(!ran('dcg1') && !ran('dcg2') && !ran('dcg3'));
  });
});

describe('load-time hooks are unknown predicates', () => {
  it('term_expansion facts and rules are refused, whatever they expand to', () => {
    refusedAt(
      `${GOAL}term_expansion(refined_step(_, _, _, _, _, _), (:- initialization(halt))).\nrefined_step(1, ls, [], true, listed, none).\n`,
      2,
      /unknown_predicate/,
    );
    refusedAt(`${GOAL}term_expansion(_, []).\n`, 2, /unknown_predicate/);
    refusedAt(`${GOAL}term_expansion(A, B, C, D) :- js_run_script("${dropFile('te')}"), A = B, C = D.\n`, 2);
    refusedAt(`${GOAL}user:term_expansion(_, []).\n`, 2, /qualified/);
    assert.ok(!ran('te'));
  });

  it('goal_expansion and other hooks are refused the same way', () => {
    refusedAt(`${GOAL}goal_expansion(true, js_run_script("${dropFile('ge')}")).\n`, 2, /unknown_predicate/);
    refusedAt(`${GOAL}goal_expansion(G, G) :- true.\n`, 2);
    refusedAt(`${GOAL}message_hook(_, _, _) :- halt.\n`, 2);
    refusedAt(`${GOAL}portray(_).\n`, 2, /unknown_predicate/);
    assert.ok(!ran('ge'));
  });

  it('the open-mode checker (non-spec text) refuses hooks and grammar rules too', () => {
    const codes = (t: string) => engine.checkText(t).map((i) => i.code);
    assert.deepEqual(codes('term_expansion(a, b).\n'), ['hook']);
    assert.deepEqual(codes('goal_expansion(a, b).\n'), ['hook']);
    assert.deepEqual(codes('p --> [a].\n'), ['grammar_rule']);
    assert.ok(codes('atom(x).\n').includes('hook')); // a built-in
  });
});

describe('misspelled or foreign predicates', () => {
  it('are reported as unknown predicates at file:line:col with the nearest spec predicate', () => {
    const issues = errorsOf(
      `${GOAL}refined_stpe(1, ls, [], true, listed, none).\n  risky_actoin(ls, 'rm', reject).\n`,
    );
    const [stpe, actoin] = issues;
    assert.deepEqual([stpe?.code, stpe?.line, stpe?.column], ['unknown_predicate', 2, 1]);
    assert.match(stpe!.message, /refined_stpe\/6.*did you mean refined_step\/6/);
    assert.deepEqual([actoin?.code, actoin?.line, actoin?.column], ['unknown_predicate', 3, 3]);
    assert.match(actoin!.message, /did you mean risky_action\/3/);
  });

  it('a wrong arity or an unrelated helper is unknown as well', () => {
    refusedAt(`${GOAL}refined_step(1, ls, [], listed).\n`, 2, /unknown_predicate/);
    refusedAt(`${GOAL}user_gaol(x, [], []).\n`, 2, /unknown_predicate/);
    refusedAt(`${GOAL}owner(alice).\n`, 2, /unknown_predicate/);
    refusedAt(`${GOAL}template_step(first).\n`, 2, /step_number/);
  });

  it('spec predicates must be facts: no rule bodies at all', () => {
    refusedAt(`${GOAL}template_step(N) :- between(1, 3, N).\n`, 2, /not_a_fact/);
    refusedAt(`${GOAL}risky_action(A, P, reject) :- A = ls, P = rm.\n`, 2, /not_a_fact/);
  });

  it('parameter values may be any term, including constraint forms and module-like data', () => {
    const { checked, issues } = checkSpec(
      engine,
      `${GOAL}refined_step(1, build, [path(under('/tmp/build')), amount(at_most(100)), recipient(one_of([a, b])), at(10:30)], true, built, none).\n`,
    );
    assert.ok(checked, JSON.stringify(issues));
    assert.equal(checked.spec.steps[0]?.params.length, 4);
  });
});

describe('text derived from a spec is written as terms', () => {
  it('a command template that closes a comment and adds a directive stays a quoted pattern', () => {
    const g = globalThis as Record<string, unknown>;
    g.igTemplatePwned = false;
    const template = `x */ :- initialization(js_run_script("globalThis.igTemplatePwned = true")). /* <files>`;
    const text = `refined_step(1, terminal, [command('${template}')], true, done, none).\n`;
    const checked = compileSpec(engine, text);
    const derived = checked.spec.risks.filter((r) => r.derived);
    assert.equal(derived.length, 1);
    assert.ok(derived[0]!.pattern.startsWith('x */ :- initialization('));
    const mod = new SpecModule(engine, checked);
    assert.equal(g.igTemplatePwned, false);
    // the pattern is data in the session: it matches its own text and nothing ran
    const hits = mod.risky('terminal', [` ${derived[0]!.pattern.toLowerCase()}tail `]);
    assert.deepEqual(
      hits.map((h) => h.disposition),
      ['repeat_consent'],
    );
    mod.close();
  });

  it('JSON fields cannot open a comment in one field and close it in another', () => {
    const e = errorsOf({
      steps: [{ step: 1, action: 'a', pre: 'true /*', post: `x */ . :- initialization(halt). y` }],
    });
    assert.ok(e.length >= 1);
    assert.ok(e.every((i) => i.code === 'json_term'));
    assert.match(e[0]!.message, /^steps\[0\]\.pre: /);
    // a field with two terms is refused, not split into two clauses
    const two = errorsOf({ steps: [{ step: 1, action: 'a', post: 'done. :- initialization(halt)' }] });
    assert.match(two[0]!.message, /^steps\[0\]\.post: more than one term/);
    // a quoted field keeps its comment-like text as data
    const { checked } = checkSpec(engine, {
      steps: [{ step: 1, action: 'a', params: ["cmd('rm /* x */ y')"], post: 'done' }],
    });
    assert.ok(checked);
    assert.deepEqual(checked.spec.steps[0]?.params, [
      { type: 'compound', name: 'cmd', args: [{ type: 'atom', name: 'rm /* x */ y' }] },
    ]);
  });

  it('variables shared across the JSON fields of one step stay shared', () => {
    const { checked, issues } = checkSpec(engine, {
      steps: [
        { step: 1, action: 'find', post: 'found(F)' },
        { step: 2, action: 'rm', params: ['file(F)'], pre: 'found(F)', post: 'removed(F)' },
      ],
    });
    assert.ok(checked, JSON.stringify(issues));
    assert.match(checked.text, /refined_step\(2, rm, \[file\(F\)\], found\(F\), removed\(F\), none\)/);
  });
});

describe('strict JSON form', () => {
  it('unknown keys are errors, at any depth', () => {
    const shape = (v: object) => errorsOf(v).map((i) => `${i.code} ${i.message}`);
    assert.match(
      shape({ risk: [{ action: 'a', pattern: 'rm', disposition: 'reject' }] })[0]!,
      /json_shape.*risk/,
    );
    assert.match(shape({ step: [{ step: 1, action: 'a', post: 'x' }] })[0]!, /json_shape.*step/);
    assert.match(
      shape({ steps: [{ step: 1, action: 'a', post: 'x', precondition: 'y' }] })[0]!,
      /json_shape.*precondition/,
    );
    assert.match(shape({ intent: { goal: 'g', parameters: [] } })[0]!, /json_shape.*parameters/);
  });
});

describe('a spec that enforces nothing is an error', () => {
  it('empty text, comments only, an empty object, a plan-less template_step', () => {
    for (const input of [
      '',
      '% nothing here\n',
      '/* a comment */\n',
      {},
      { steps: [], risks: [] },
      'template_step(1).\n',
    ]) {
      const e = errorsOf(input);
      assert.deepEqual(
        e.map((i) => i.code),
        ['empty_spec'],
        JSON.stringify(input),
      );
    }
    assert.throws(() => compileSpec(engine, '% empty\n'), SpecError);
    // a guard whose rules come from elsewhere (a policy) says so explicitly
    assert.deepEqual(compileSpec(engine, '', { allowEmpty: true }).spec.steps, []);
  });

  it('a goal alone, one step alone or one risk alone is enough', () => {
    assert.ok(checkSpec(engine, GOAL).checked);
    assert.ok(checkSpec(engine, 'refined_step(1, ls, [], true, listed, none).\n').checked);
    assert.ok(checkSpec(engine, "risky_action(any, 'rm -rf', reject).\n").checked);
  });
});

describe('a checked spec is minted only by the checker', () => {
  const benign = compileSpec(engine, "risky_action(terminal, 'rm -rf', reject).\n");

  it('an object shaped like a checked spec is not one, and its text is checked again', async () => {
    const forged = {
      spec: benign.spec,
      hash: benign.hash,
      issues: [],
      text: `x --> { js_run_script("${dropFile('forged')}") }.\n`,
    };
    assert.equal(isCheckedSpec(forged), false);
    assert.equal(isCheckedSpec(JSON.parse(JSON.stringify(benign))), false);
    assert.equal(isCheckedSpec(benign), true);
    assert.throws(() => compileSpec(engine, forged), SpecError);
    assert.throws(() => new SpecModule(engine, forged), SpecError);
    await assert.rejects(createSession({ engine, spec: forged }), SpecError);
    // without its text there is nothing to check: refused, not trusted
    const noText = { spec: benign.spec, hash: benign.hash, text: 42 };
    assert.deepEqual(
      errorsOf(noText).map((i) => i.code),
      ['json_shape'],
    );
    assert.ok(!ran('forged'));
  });

  it('a forged spec claiming risks its text does not have gets the text, not the claim', () => {
    const claims = { ...benign, text: 'user_goal(anything, [], []).\n' };
    const rechecked = compileSpec(engine, claims);
    assert.notEqual(rechecked, claims);
    assert.deepEqual(rechecked.spec.risks, []);
    assert.notEqual(rechecked.hash, benign.hash);
    // a JSON round trip of a real one re-checks to the same spec
    assert.equal(compileSpec(engine, JSON.parse(JSON.stringify(benign))).hash, benign.hash);
  });

  it('the minted value cannot be rewritten in place', () => {
    assert.throws(() => {
      (benign as { text: string }).text = 'x --> [].\n';
    }, TypeError);
  });
});

describe('load time is bounded and loading is all or nothing', () => {
  it('a text that fails late loads nothing', () => {
    const m = engine.newModule();
    const issues = engine.loadTrusted(m, 'kept(1).\nkept(2).\n:- initialization(halt).\n');
    assert.deepEqual(
      issues.map((i) => [i.code, i.line]),
      [['directive', 3]],
    );
    const r = engine.run(`findall(X, catch(${m}:kept(X), _, fail), L)`);
    assert.ok(r.ok);
    assert.deepEqual(r.bindings.L, []);
    engine.dropModule(m);
  });

  it('generated text is loaded as facts only: a rule in it is refused and nothing loads', () => {
    const g = globalThis as Record<string, unknown>;
    g.igLoaderPwned = false;
    const m = engine.newModule();
    const issues = engine.loadTrusted(
      m,
      'rs_rule(0, goal, []).\nrs_rule(1, x, []) :- js_run_script("globalThis.igLoaderPwned = true").\n',
    );
    assert.deepEqual(
      issues.map((i) => [i.code, i.line]),
      [['not_a_fact', 2]],
    );
    const r = engine.run(`findall(I, catch(${m}:rs_rule(I, _, _), _, fail), L)`);
    assert.deepEqual(r.ok && r.bindings.L, []);
    assert.equal(g.igLoaderPwned, false);
    engine.dropModule(m);
  });

  it('a large spec loads within the limit, and the engine answers afterwards', () => {
    const facts = Array.from({ length: 4000 }, (_, i) => `risky_action(tool_${i}, 'p${i}', reject).`).join(
      '\n',
    );
    const checked = compileSpec(engine, `${facts}\n`);
    const t0 = performance.now();
    const mod = new SpecModule(engine, checked);
    const ms = performance.now() - t0;
    assert.ok(ms < 10_000, `load took ${ms} ms`);
    assert.deepEqual(
      mod.risky('tool_7', [' p7 ']).map((h) => h.pattern),
      ['p7'],
    );
    mod.close();
  });
});
