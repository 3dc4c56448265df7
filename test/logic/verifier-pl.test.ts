// Tests of the verifier's own Prolog library (src/logic/pl/verifier.pl), called directly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PrologEngine } from '../../src/logic/engine.ts';

const engine = await PrologEngine.shared();

function session(text: string): {
  m: string;
  ask: (goal: string, input?: Record<string, unknown>) => Record<string, unknown>;
} {
  const m = engine.newModule();
  assert.equal(engine.run('ig_verifier:init_session(M)', { M: m }).ok, true);
  assert.deepEqual(engine.loadTrusted(m, text), []);
  return {
    m,
    ask(goal, input = {}) {
      const r = engine.run(goal, { M: m, ...input });
      assert.ok(r.ok, `${goal}: ${JSON.stringify(r)}`);
      return r.bindings;
    },
  };
}

const PLAN = `
refined_step(1, search_files, [pattern('*.tmp')], true, files_identified(_F), none).
refined_step(2, terminal, [command('rm <identified_files>')], files_identified(_G), files_removed, none).
refined_step(3, send_email, [to('boss@corp.com')], [files_removed, report_written], report_sent, none).
refined_step(4, write_report, [], files_removed, report_written, none).
risky_action(terminal, 'rm -rf', user_consent).
risky_action(terminal, 'rm -rf /', reject).
risky_action(any, 'password', user_consent).
`;

describe('verifier.pl', () => {
  it("get_all_steps_for_action/3 lists an action's steps in order", () => {
    const s = session(PLAN);
    assert.deepEqual(s.ask('ig_verifier:get_all_steps_for_action(M, terminal, L)').L, [2]);
    assert.deepEqual(s.ask('ig_verifier:get_all_steps_for_action(M, nothing, L)').L, []);
  });

  it('classify_step/3: ready, blocked with the unmet precondition, completed', () => {
    const s = session(PLAN);
    const cls = (n: number) => s.ask('ig_verifier:classify_step(M, N, C), term_string(C, S)', { N: n }).S;
    assert.equal(cls(1), 'ready');
    assert.match(String(cls(2)), /^blocked\(\[files_identified\(_/);
    s.ask('ig_verifier:record_step(M, 1)');
    assert.equal(cls(1), 'completed');
    assert.equal(cls(2), 'ready');
  });

  it('template steps (command templates with <placeholders>) stay ready after they ran', () => {
    const s = session(PLAN);
    s.ask('ig_verifier:record_step(M, 1)');
    s.ask('ig_verifier:record_step(M, 2)');
    assert.equal(s.ask('ig_verifier:classify_step(M, 2, C), term_string(C, S)').S, 'ready');
    assert.equal(engine.run('ig_verifier:template_step(M, 2)', { M: s.m }).ok, true);
    assert.equal(engine.run('ig_verifier:template_step(M, 1)', { M: s.m }).ok, false);
  });

  it('chain_resolution/3 names unmet conjuncts of a list precondition and the candidate steps', () => {
    const s = session(PLAN);
    s.ask('ig_verifier:record_step(M, 1)');
    s.ask('ig_verifier:record_step(M, 2)');
    const j = s.ask('ig_verifier:chain_json(M, send_email, J)').J;
    assert.deepEqual(j, {
      kind: 'blocked',
      completed: [],
      blocked: [{ step: 3, unmet: [1], candidates: [4] }],
    });
  });

  it('get_action_param_candidates_for_postcondition/3 returns the steps that establish a condition', () => {
    const s = session(PLAN);
    const r = s.ask(
      'ig_verifier:get_action_param_candidates_for_postcondition(M, files_identified(_), Cs), maplist([candidate(N, A, _, _), N-A]>>true, Cs, L), term_string(L, S)',
    );
    assert.equal(r.S, '[1-search_files]');
  });

  it('risky_matches/4 orders matches longest pattern first and includes wildcard patterns', () => {
    const s = session(PLAN);
    const r = s.ask('ig_verifier:risky_json(M, terminal, V, J)', {
      V: [' sudo rm -rf / ', ' echo password '],
    });
    assert.deepEqual(
      (r.J as Array<{ pattern: string }>).map((m) => m.pattern),
      ['rm -rf /', 'password', 'rm -rf'],
    );
    assert.deepEqual(s.ask('ig_verifier:risky_json(M, terminal, V, J)', { V: [' ls -la '] }).J, []);
  });

  it("final_check/2 needs the last step's postcondition", () => {
    const s = session(PLAN);
    assert.deepEqual(s.ask('ig_verifier:final_json(M, J)').J, {
      kind: 'incomplete',
      step: 4,
      unmet: [0],
      candidates: [4],
    });
    for (const n of [1, 2, 4]) s.ask('ig_verifier:record_step(M, N)', { N: n });
    assert.deepEqual(s.ask('ig_verifier:final_json(M, J)').J, { kind: 'complete', step: 4 });
  });

  it('record_step/2 does not duplicate established facts', () => {
    const s = session(PLAN);
    s.ask('ig_verifier:record_step(M, 4)');
    s.ask('ig_verifier:record_step(M, 4)');
    assert.equal(s.ask('aggregate_all(count, M:satisfied(report_written), C)').C, 1);
  });
});
