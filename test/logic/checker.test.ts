import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PrologEngine } from '../../src/logic/engine.ts';

const engine = await PrologEngine.shared();
const RESERVED = { reserved: ['satisfied/1', 'approved_step/1'] };
const codes = (text: string) =>
  engine.checkText(text, RESERVED).map((i) => `${i.line}:${i.column}:${i.code}`);

describe('read-only text checker', () => {
  it('reports every syntax error with line and column, not only the first', () => {
    const issues = engine.checkText('ok(1).\nbad(X :- .\nfine(2).\nworse(].\n');
    const syntax = issues.filter((i) => i.code === 'syntax_error');
    assert.equal(syntax.length, 2);
    assert.deepEqual(
      syntax.map((i) => i.line),
      [2, 4],
    );
    assert.ok(syntax.every((i) => i.column > 0));
  });

  it('reports singleton variables with their names and position', () => {
    const [issue] = engine.checkText('ok(_Fine).\n  sing(X, Y) :- true.\n');
    assert.equal(issue?.code, 'singletons');
    assert.equal(issue?.line, 2);
    assert.equal(issue?.column, 3);
    assert.match(issue!.message, /\[X, Y\]/);
  });

  it('allows only dynamic and discontiguous directives', () => {
    assert.deepEqual(codes(':- dynamic(seen/1).\n:- discontiguous(foo/2).\n'), []);
    assert.deepEqual(codes(":- initialization(shell('rm -rf /')).\n"), ['1:1:directive']);
    assert.deepEqual(codes(':- use_module(library(process)).\n'), ['1:1:directive']);
  });

  it('refuses hostile clause bodies through the sandbox', () => {
    const text = [
      'a :- js_run_script("process.exit(1)").',
      "b :- shell('rm -rf /').",
      "c(S) :- open('/etc/passwd', read, S).",
      'd :- halt.',
      'e :- G = halt, call(G).',
      'f :- member(X, [1, 2]), X > 1.',
    ].join('\n');
    // line 5 is refused twice: as a meta-call (a variable goal) and by the sandbox
    assert.deepEqual(codes(text), [
      '5:1:meta_call',
      '1:1:unsafe',
      '2:1:unsafe',
      '3:1:unsafe',
      '4:1:unsafe',
      '5:1:unsafe',
    ]);
  });

  it('refuses module-qualified goals and heads (sessions are modules)', () => {
    assert.deepEqual(codes('peek(X) :- other_session:satisfied(X).\nother:fact(1).\n'), [
      '1:1:qualified',
      '2:1:qualified',
    ]);
  });

  it('refuses clauses for the verifier-maintained state', () => {
    assert.deepEqual(codes('satisfied(balance_known(1)).\napproved_step(2).\n'), [
      '1:1:reserved',
      '2:1:reserved',
    ]);
  });

  it('bounds huge and deeply nested texts instead of crashing the engine', () => {
    const deep = `p(${'f('.repeat(100_000)}a${')'.repeat(100_000)}).\n`;
    assert.deepEqual(
      engine.checkText(deep).map((i) => i.code),
      ['too_deep'],
    );
    const long = `p :- ${Array.from({ length: 20_000 }, () => 'true').join(', ')}.\n`;
    assert.match(engine.checkText(long)[0]!.message, /too large/);
    const big = `p('${'x'.repeat(1_100_000)}').\n`;
    assert.deepEqual(
      engine.checkText(big).map((i) => i.code),
      ['too_large'],
    );
    // the engine still answers afterwards
    assert.deepEqual(engine.checkText('fine(1).\n'), []);
  });

  it('never executes the text it checks', () => {
    (globalThis as Record<string, unknown>).igPwned = false;
    engine.checkText(
      ':- initialization(js_run_script("globalThis.igPwned = true")).\nx :- js_run_script("globalThis.igPwned = true").\n',
    );
    assert.equal((globalThis as Record<string, unknown>).igPwned, false);
  });
});

describe('sessions are separate modules', () => {
  it("one session cannot see or change another session's facts", () => {
    const a = engine.newModule();
    const b = engine.newModule();
    assert.deepEqual(engine.loadChecked(a, 'secret(a_only).\n'), []);
    assert.deepEqual(engine.loadChecked(b, 'secret(b_only).\n'), []);
    const seen = (m: string) => {
      const r = engine.run(`findall(X, ${m}:secret(X), L)`);
      assert.ok(r.ok);
      return r.bindings.L;
    };
    assert.deepEqual(seen(a), ['a_only']);
    assert.deepEqual(seen(b), ['b_only']);
    // text that tries to reach the other module is refused before loading
    assert.notDeepEqual(engine.loadChecked(a, `steal(X) :- ${b}:secret(X).\n`), []);
    engine.dropModule(a);
    engine.dropModule(b);
  });

  it('bounds runaway rules with an inference limit', () => {
    const m = engine.newModule();
    assert.deepEqual(engine.loadTrusted(m, 'loop :- loop.\ngrow(X) :- grow(f(X)).\n', { rules: true }), []);
    assert.deepEqual(engine.run(`${m}:loop`), { ok: false, limit: true, error: 'inference limit exceeded' });
    assert.equal(engine.run(`${m}:grow(a)`).ok, false);
    assert.equal(engine.run('true').ok, true);
    engine.dropModule(m);
  });
});
