import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { cli as runCli } from '../cli/run-cli.ts';

const BOOKING = new URL('../../examples/booking/', import.meta.url).pathname;
const RULES = join(BOOKING, 'reserve-before-7.rules');
const STATES = join(BOOKING, 'states.json');
const EVENTS = join(BOOKING, 'events.jsonl');

const cli = (...args: string[]) => runCli(args);

function temp(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ig-rules-')), name);
  writeFileSync(file, text);
  return file;
}

describe('intentguard rules lint', () => {
  it('exits 0 for Figure 3 over the booking states', async () => {
    const r = await cli('rules', 'lint', RULES, '--states', STATES);
    assert.equal(r.code, 0, r.err);
    assert.match(r.err, /ok \(3 rules over 3 states\)/);
  });

  it('exits 1 with FILE:LINE:COL: message per problem (type and syntax errors together)', async () => {
    const file = temp(
      'bad.rules',
      'R1: RestaurantInfo(name >= 100) -> Done\nR2: ReserveInfo(time < 25:00) -> Done\nR3: ReserveResult(success = True) & -> Done\n',
    );
    const r = await cli('rules', 'lint', file, '--states', STATES);
    assert.equal(r.code, 1);
    assert.deepEqual(r.out.trim().split('\n'), [
      `${file}:1:28: RestaurantInfo(name >= …): 'name' is a string, but 100 is a number`,
      `${file}:2:24: ReserveInfo(time < …): 25:00 is not a time (use 19:00 or "7 PM")`,
      `${file}:3:37: expected a state predicate or an objective but found '->'`,
    ]);
  });

  it('a broken states file is reported where it breaks', async () => {
    const states = temp('states.json', '[\n  {"name": "A", "variables": [{"x": "String"}]},\n  oops\n]\n');
    const r = await cli('rules', 'lint', RULES, '--states', states);
    assert.equal(r.code, 1);
    assert.match(r.out, new RegExp(`^${states.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:3: invalid JSON`));
  });

  it('exits 2 when a file cannot be read', async () => {
    const r = await cli('rules', 'lint', RULES, '--states', '/nonexistent/states.json');
    assert.equal(r.code, 2);
    assert.match(r.err, /cannot read states \/nonexistent\/states\.json: no such file/);
  });
});

describe('intentguard rules check', () => {
  it('--json: one verdict per event with the check fields plus the roadmap', async () => {
    const r = await cli(
      'rules',
      'check',
      RULES,
      '--states',
      STATES,
      '--events',
      EVENTS,
      '--json',
      '--today',
      '2025-03-14',
    );
    assert.equal(r.code, 0, r.err);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.map((l) => [l.index, l.tool, l.disposition, l.step, l.executed]),
      [
        [0, null, 'revision_required', null, false],
        [1, null, 'approved', null, true],
        [2, null, 'approved', null, true],
        [3, null, 'approved', null, true],
        [4, 'Reserve', 'rejected', null, false],
        [5, 'Reserve', 'rejected', null, false],
        [6, 'final_answer', 'approved', null, false],
      ],
    );
    for (const l of lines) {
      assert.deepEqual(Object.keys(l).sort(), [
        'confirmation',
        'disposition',
        'executed',
        'feedback',
        'findings',
        'index',
        'roadmap',
        'step',
        'tool',
      ]);
      assert.equal(l.confirmation, null);
    }
    assert.deepEqual(
      lines[0].findings.map((f: { code: string }) => f.code),
      ['predicate_violated', 'predicate_violated'],
    );
    assert.equal(lines[4].findings[0].code, 'rule_unmet');
    assert.match(lines[6].roadmap, /^R1: To perform Reserve, 1\. RestaurantInfo/);
    assert.match(lines[6].roadmap, /Next: the task is complete \(R3\)/);
  });

  it('prints readable verdicts and the final roadmap without --json', async () => {
    const r = await cli(
      'rules',
      'check',
      RULES,
      '--states',
      STATES,
      '--events',
      EVENTS,
      '--today',
      '2025-03-14',
    );
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /\[4\] Reserve → REJECTED\n {4}Blocked: Reserve is a critical action/);
    assert.match(r.out, /\nRoadmap:\nR1: To perform Reserve/);
  });

  it('a confirmation object when a critical action holds only by similarity', async () => {
    const rules = temp('r.rules', 'RestaurantInfo(name = "Ristorante Rossa") -> Reserve\nReserve -> Done\n');
    const events = temp(
      'e.jsonl',
      '{"update": "RestaurantInfo", "values": {"name": "Ristorante Rosa"}}\n{"action": "Reserve", "critical": true}\n',
    );
    const r = await cli(
      'rules',
      'check',
      rules,
      '--states',
      STATES,
      '--events',
      events,
      '--json',
      '--today',
      '2025-03-14',
    );
    assert.equal(r.code, 0, r.err);
    const reserve = JSON.parse(r.out.trim().split('\n')[1]!);
    assert.equal(reserve.disposition, 'approved_with_constraints');
    assert.equal(reserve.executed, false);
    assert.equal(reserve.confirmation.scope.tool, 'Reserve');
    assert.match(reserve.confirmation.reason, /taken as "Ristorante Rossa" by lexical similarity/);
  });

  it('exits 2 on unusable input with the line that is wrong', async () => {
    const bad = temp('e.jsonl', '{"update": "RestaurantInfo", "values": {"name": "R"}}\n{"action": 42}\n');
    let r = await cli('rules', 'check', RULES, '--states', STATES, '--events', bad);
    assert.equal(r.code, 2);
    assert.match(r.err, /e\.jsonl:2: expected \{"update": STATE/);
    const unknown = temp('e.jsonl', '{"update": "Weather", "values": {"sunny": true}}\n');
    r = await cli('rules', 'check', RULES, '--states', STATES, '--events', unknown);
    assert.equal(r.code, 2);
    assert.match(r.err, /e\.jsonl:1: unknown state Weather/);
    const notJson = temp('e.jsonl', '{"update": \n');
    assert.equal((await cli('rules', 'check', RULES, '--states', STATES, '--events', notJson)).code, 2);
    const badRules = temp('x.rules', 'Nope(a = 1) -> Done\n');
    r = await cli('rules', 'check', badRules, '--states', STATES, '--events', EVENTS);
    assert.equal(r.code, 2);
    assert.match(r.err, /x\.rules:1:1: unknown state Nope/);
    assert.match(
      (await cli('rules', 'check', RULES, '--states', STATES, '--events', EVENTS, '--today', 'someday')).err,
      /--today must be a date/,
    );
  });

  it('--help on every rules command', async () => {
    for (const args of [['rules'], ['rules', 'lint'], ['rules', 'check'], ['rules', 'print']]) {
      const r = await cli(...args, '--help');
      assert.equal(r.code, 0);
      assert.match(r.out, /Usage: intentguard rules/);
    }
  });

  it('rules print writes the canonical form that lint accepts', async () => {
    const r = await cli('rules', 'print', RULES, '--states', STATES, '--unicode');
    assert.equal(r.code, 0, r.err);
    assert.match(
      r.out,
      /^R1: RestaurantInfo\(name = "R"\) ∧ ReserveInfo\(date = Today, time < 19:00, available = True\) → Reserve$/m,
    );
    const printed = temp('p.rules', r.out);
    assert.equal((await cli('rules', 'lint', printed, '--states', STATES)).code, 0);
  });
});
