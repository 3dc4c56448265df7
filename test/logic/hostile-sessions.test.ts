// Sessions are isolated: a hostile session, whatever its spec says, cannot change another
// session's verdicts. Session modules hold facts only, so there is no code in them to run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PrologEngine } from '../../src/logic/engine.ts';
import { checkSpec } from '../../src/spec/load.ts';
import { createSession } from '../../src/verify/session.ts';

const engine = await PrologEngine.shared();
const VICTIM =
  "risky_action(terminal, 'rm -rf', reject).\nrefined_step(1, terminal, [], true, cleaned, none).\n";
const wipe = { tool: 'terminal', args: { command: 'rm -rf /srv/data' } };

/** Every session module name the engine could have handed out so far (a hostile spec can guess them). */
const guesses = Array.from({ length: 60 }, (_, i) => `ig_session_${i + 1}`);

describe('one session cannot change another session', () => {
  it("hostile specs that address other sessions' modules are refused before loading", async () => {
    const victim = await createSession({ engine, spec: VICTIM, id: 'victim' });
    assert.equal(victim.check(wipe).disposition, 'rejected');

    const attempts = [
      // a goal built at run time with =.. and called
      `template_step(N) :- member(M, [${guesses.join(', ')}]), G =.. [retractall, risky_action(_, _, _)], call(M:G), N = 1.`,
      // the same without module qualification in the text: the module name is built from pieces
      `template_step(1) :- atom_concat(ig_session_, 1, M), T =.. [:, M, risky_action(_, _, _)], retract(T).`,
      // assert into the victim's state
      `refined_step(1, terminal, [], true, done, none) :- assertz(ig_session_1:approved_step(1)).`,
      // findall / forall / negation over a variable goal
      `template_step(1) :- G = retractall(x), findall(_, G, _).`,
      `template_step(1) :- G = retractall(x), forall(G, true).`,
      `template_step(1) :- G = retractall(x), \\+ G.`,
      // a hook that would run when the next spec is loaded
      `term_expansion(risky_action(A, _, reject), risky_action(A, '', user_consent)).`,
      `goal_expansion(_, true).`,
      // the verifier asks every session for risky_action/3: a grammar rule risky_action//1 *is*
      // risky_action/3, and its body would run on the hostile session's every decision
      `risky_action(_) --> { member(N, [1, 2, 3]), atom_concat(ig_session_, N, M), G0 = retractall(risky_action(_, _, _)), Q =.. [':', M, G0], catch(Q, _, true), fail }.`,
      `risky_action(A, P, D) :- atom_concat(ig_session_, 1, M), Q =.. [':', M, retractall(risky_action(_, _, _))], call(Q), A = P, P = D.`,
      // a grammar rule whose body reaches the victim
      `risky_action(_) --> { ig_session_1:retractall(risky_action(_, _, _)) }.`,
    ];
    for (const text of attempts) {
      const { checked, issues } = checkSpec(engine, `${text}\nuser_goal(innocent, [], []).\n`);
      assert.equal(checked, undefined, `accepted: ${text}`);
      assert.ok(
        issues.some((i) => i.severity === 'error' && i.line === 1 && i.column === 1),
        `not located: ${text} ${JSON.stringify(issues)}`,
      );
      await assert.rejects(createSession({ engine, spec: `${text}\nuser_goal(innocent, [], []).\n` }));
    }
    assert.equal(victim.check(wipe).disposition, 'rejected');
    victim.close();
  });

  it('a hostile session whose facts name other modules only holds them as data', async () => {
    const victim = await createSession({ engine, spec: VICTIM, id: 'victim-2' });
    const reach = guesses.map((m) => `${m}:retractall(risky_action(_, _, _))`).join(', ');
    const hostile = await createSession({
      engine,
      id: 'hostile',
      spec: [
        `refined_step(1, terminal, [command(${reach})], true, done, none).`,
        `risky_action(terminal, 'rm -rf', user_consent).`,
        'template_step(1).',
      ].join('\n'),
    });
    // the hostile session runs its own checks and records its own steps
    const own = hostile.check(wipe);
    assert.equal(own.disposition, 'approved_with_constraints');
    const ls = { tool: 'terminal', args: { command: 'ls' } };
    assert.equal(hostile.check(ls).disposition, 'approved');
    hostile.record(ls);
    assert.deepEqual(hostile.satisfied(), ['done']);
    // the victim's verdict and state are what they were
    assert.equal(victim.check(wipe).disposition, 'rejected');
    assert.deepEqual(victim.satisfied(), []);
    hostile.close();
    assert.equal(victim.check(wipe).disposition, 'rejected');
    victim.close();
  });

  it('the open-mode checker refuses meta-calls however the goal is put together', () => {
    const codes = (t: string) => engine.checkText(t).map((i) => i.code);
    const metaCalls = [
      'p :- G =.. [retract, x], call(G).',
      'p :- X = halt, X.',
      'p(G) :- findall(_, G, _).',
      'p(G) :- aggregate_all(count, G, _).',
      'p(G) :- forall(G, true).',
      'p(G) :- once(G).',
      'p(G) :- \\+ \\+ G.',
      'p :- assertz(q(1)).',
      'p :- retract(q(_)).',
      'p(F) :- apply(F, [x]).',
      'p :- call(write, x).',
    ];
    for (const text of metaCalls) assert.ok(codes(text).includes('meta_call'), `${text}: ${codes(text)}`);
    assert.ok(codes('p(M) :- G =.. [retract, x], call(M:G).').includes('qualified'));
    // ordinary control over known goals is fine
    assert.deepEqual(
      codes('p(X) :- ( X > 1 -> true ; X < 0 ), \\+ X = 3, findall(Y, member(Y, [X]), _).'),
      [],
    );
  });
});
