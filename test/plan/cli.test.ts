// The `intentguard plan` command, run in-process: exit codes and the --json contract.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cli } from '../cli/run-cli.ts';
import { fixturePath } from './helpers.ts';

async function intentguard(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const r = await cli(args);
  return { code: r.code, stdout: r.out, stderr: r.err };
}

const f = fixturePath;
const verify = (plan: string, policy: string, tools: string, ...rest: string[]) =>
  intentguard('plan', 'verify', f(plan), '--policy', f(policy), '--tools', f(tools), ...rest);

function onlyJsonObject(stdout: string) {
  const lines = stdout.trim().split('\n');
  assert.equal(lines.length, 1, `exactly one line of JSON, got: ${stdout}`);
  const value = JSON.parse(lines[0]!);
  assert.deepEqual(Object.keys(value), ['ok', 'violations']);
  for (const v of value.violations)
    assert.ok(
      Object.keys(v).every((k) => ['category', 'step', 'message', 'counterexample'].includes(k)),
      JSON.stringify(v),
    );
  return value as {
    ok: boolean;
    violations: Array<{ category: string; step: string; message: string; counterexample?: string }>;
  };
}

describe('intentguard plan verify', () => {
  it('exit 0 and {"ok": true, "violations": []} for the legitimate plan', async () => {
    const r = await verify('inbox-plan.json', 'inbox-policy.json', 'inbox-tools.json', '--json');
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(onlyJsonObject(r.stdout), { ok: true, violations: [] });
    const text = await verify('inbox-plan.json', 'inbox-policy.json', 'inbox-tools.json');
    assert.equal(text.code, 0);
    assert.match(text.stdout, /^verified: plan fetch_and_summarize_emails passes every check/);
  });

  it('exit 1 with taint, automaton and precondition for the injected forward', async () => {
    const r = await verify('inbox-injected-plan.json', 'inbox-policy.json', 'inbox-tools.json', '--json');
    assert.equal(r.code, 1);
    const out = onlyJsonObject(r.stdout);
    assert.equal(out.ok, false);
    assert.deepEqual(
      out.violations.map((v) => `${v.category}@${v.step}`),
      ['taint@send_compliance_copy', 'automaton@send_compliance_copy', 'precondition@send_compliance_copy'],
    );
  });

  it('a bare JSON list of dataflow rules works as the policy file', async () => {
    const r = await verify(
      'inbox-injected-plan.json',
      'inbox-dataflow-policy.json',
      'inbox-tools.json',
      '--json',
    );
    assert.equal(r.code, 1);
    assert.deepEqual(
      onlyJsonObject(r.stdout).violations.map((v) => v.category),
      ['taint'],
    );
  });

  it('exit 1 with a frame violation naming a counterexample file for delete_file("*.txt") (YAML policy)', async () => {
    const r = await verify('delete-glob-plan.json', 'delete-policy.yaml', 'delete-tools.json', '--json');
    assert.equal(r.code, 1);
    const [v, ...rest] = onlyJsonObject(r.stdout).violations;
    assert.equal(rest.length, 0);
    assert.equal(v?.category, 'frame');
    assert.equal(v?.step, 'callDeleteFile');
    assert.match(v?.counterexample ?? '', /^[^.][^/]*\.txt$/);
    assert.ok(!['foo.txt', 'bar.txt'].includes(v!.counterexample!));
    const ok = await verify('delete-each-plan.json', 'delete-policy.yaml', 'delete-tools.json', '--json');
    assert.equal(ok.code, 0);
  });

  it('exit 2 with a located message for a malformed plan, policy, tools file, or a missing file or option', async () => {
    const plan = await verify('bad-plan.json', 'inbox-policy.json', 'inbox-tools.json', '--json');
    assert.equal(plan.code, 2);
    assert.equal(plan.stdout, '');
    assert.match(plan.stderr, /bad-plan\.json:5:\d+: step 'fetch', field 'function\.name'/);

    const policy = await verify('inbox-plan.json', 'bad-policy.json', 'inbox-tools.json');
    assert.equal(policy.code, 2);
    assert.match(policy.stderr, /automata\.0\.initial: 't' is not one of the states/);

    const tools = await verify('inbox-plan.json', 'inbox-policy.json', 'inbox-plan.json');
    assert.equal(tools.code, 2);
    assert.match(tools.stderr, /unusable tools file/);

    const missing = await verify('no-such-plan.json', 'inbox-policy.json', 'inbox-tools.json');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read plan .*no-such-plan\.json: ENOENT/);

    const usage = await intentguard('plan', 'verify', f('inbox-plan.json'), '--tools', f('inbox-tools.json'));
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /required option '--policy <file>'/);
  });
});

describe('intentguard plan explain / run / --help', () => {
  it('explain prints the literate explanation, --markdown the Markdown one', async () => {
    const text = await intentguard('plan', 'explain', f('inbox-plan.json'));
    assert.equal(text.code, 0);
    assert.match(text.stdout, /\[summarize_emails\(@emails_fetched, @email_summary\)\]/);
    const md = await intentguard('plan', 'explain', f('inbox-plan.json'), '--markdown');
    assert.match(md.stdout, /^# fetch_and_summarize_emails\n/);
  });

  it('run executes a verified plan with the named implementations, and refuses the injected one', async () => {
    const args = [
      '--policy',
      f('inbox-policy.json'),
      '--tools',
      f('inbox-tools.json'),
      '--impl',
      f('inbox-impl.mjs'),
      '--json',
    ];
    const ok = await intentguard('plan', 'run', f('inbox-plan.json'), ...args);
    assert.equal(ok.code, 0, ok.stderr);
    const out = JSON.parse(ok.stdout);
    assert.equal(out.status, 'completed');
    assert.match(out.value, /founder@nextbigstartup\.com/);
    assert.deepEqual(
      out.trace.map((t: { tool: string }) => t.tool),
      ['fetch_mail', 'summarize_emails'],
    );
    const refused = await intentguard('plan', 'run', f('inbox-injected-plan.json'), ...args);
    assert.equal(refused.code, 1);
    assert.equal(JSON.parse(refused.stdout).status, 'rejected');
    const badImpl = await intentguard(
      'plan',
      'run',
      f('inbox-plan.json'),
      ...args.slice(0, 4),
      '--impl',
      f('nope.mjs'),
    );
    assert.equal(badImpl.code, 2);
  });

  it('--help works on every plan command', async () => {
    for (const cmd of [['plan'], ['plan', 'verify'], ['plan', 'explain'], ['plan', 'run']]) {
      const r = await intentguard(...cmd, '--help');
      assert.equal(r.code, 0, cmd.join(' '));
      assert.match(r.stdout, /Usage: intentguard plan/);
    }
  });
});
