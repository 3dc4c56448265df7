import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { cli as runCli } from './run-cli.ts';

const FIX = new URL('./fixtures/', import.meta.url).pathname;
const BANK = new URL('../../examples/specs/bank-transfer.pl', import.meta.url).pathname;

const cli = (...args: string[]) => runCli(args);

describe('intentguard spec lint', () => {
  it('exits 0 for a valid spec', async () => {
    const r = await cli('spec', 'lint', BANK);
    assert.equal(r.code, 0, r.err);
  });

  it('exits 1 and prints FILE:LINE:COL: message per problem', async () => {
    const file = join(FIX, 'bad-spec.pl');
    const r = await cli('spec', 'lint', file);
    assert.equal(r.code, 1);
    const lines = r.out.trim().split('\n');
    assert.ok(lines.length >= 1);
    for (const line of lines)
      assert.match(line, new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: `));
    assert.ok(lines.some((l) => /:4:\d+: .*[Ss]yntax/.test(l)));
  });

  it('reports the well-formedness problems of a syntactically valid spec', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ig-cli-'));
    const file = join(dir, 'spec.pl');
    writeFileSync(file, "refined_step(1, pay, [], invoice_read, paid, constraint(legal, 'x')).\n");
    const r = await cli('spec', 'lint', file);
    assert.equal(r.code, 1);
    assert.match(r.out, /spec\.pl:1:1: .*unknown constraint type legal/);
  });
});

describe('intentguard check', () => {
  it('--json prints one object per line with the contract fields', async () => {
    const r = await cli('check', '--spec', BANK, '--calls', join(FIX, 'bank-calls.jsonl'), '--json');
    assert.equal(r.code, 0, r.err);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.map((l) => [l.index, l.tool, l.disposition, l.step]),
      [
        [0, 'transfer_money', 'revision_required', 2],
        [1, 'check_balance', 'approved', 1],
        [2, 'transfer_money', 'approved_with_constraints', 2],
        [3, 'final_answer', 'approved', null],
      ],
    );
    assert.match(lines[0].feedback, /balance_known\(B\).*check_balance/);
    assert.equal(lines[0].confirmation, null);
    assert.equal(lines[2].confirmation.scope.tool, 'transfer_money');
  });

  it('--deny-confirmations leaves the constrained call unexecuted, so the final answer is refused', async () => {
    const r = await cli(
      'check',
      '--spec',
      BANK,
      '--calls',
      join(FIX, 'bank-calls.jsonl'),
      '--json',
      '--deny-confirmations',
    );
    assert.equal(r.code, 0, r.err);
    const last = JSON.parse(r.out.trim().split('\n').at(-1)!);
    assert.equal(last.disposition, 'revision_required');
  });

  it('exits 2 with a clear message on unusable input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ig-cli-'));
    const calls = join(dir, 'calls.jsonl');
    writeFileSync(calls, '{"tool": "check_balance", "args": {}}\n{not json\n');
    let r = await cli('check', '--spec', BANK, '--calls', calls);
    assert.equal(r.code, 2);
    assert.match(r.err, /calls\.jsonl:2: not valid JSON/);
    writeFileSync(calls, '{"args": {}}\n');
    r = await cli('check', '--spec', BANK, '--calls', calls);
    assert.equal(r.code, 2);
    assert.match(r.err, /calls\.jsonl:1: expected/);
    r = await cli('check', '--spec', join(dir, 'missing.pl'), '--calls', join(FIX, 'bank-calls.jsonl'));
    assert.equal(r.code, 2);
    assert.match(r.err, /no such file/);
    r = await cli('check', '--spec', join(FIX, 'bad-spec.pl'), '--calls', join(FIX, 'bank-calls.jsonl'));
    assert.equal(r.code, 2);
    assert.match(r.err, /bad-spec\.pl:4:\d+:/);
  });

  it('every command has --help', async () => {
    for (const args of [['--help'], ['check', '--help'], ['spec', 'lint', '--help'], ['demo', '--help']]) {
      const r = await cli(...args);
      assert.equal(r.code, 0);
      assert.match(r.out, /Usage: intentguard/);
    }
  });
});

describe('npm start demo', () => {
  it('replays both running examples with the expected verdicts', async () => {
    const r = await cli('demo');
    assert.equal(r.code, 0, r.err);
    const verdicts = [...r.out.matchAll(/verdict\s+(\w+)/g)].map((m) => m[1]);
    assert.deepEqual(verdicts, [
      'REVISION_REQUIRED',
      'APPROVED',
      'APPROVED_WITH_CONSTRAINTS',
      'APPROVED',
      'REJECTED',
      'APPROVED',
      'APPROVED',
    ]);
    assert.match(r.out, /Unmet precondition: balance_known\(B\)\. Execute check_balance first\./);
    assert.match(r.out, /scope\s+session=\S+ tool=transfer_money/);
  });
});

describe('intentguard formalize and check --instruction', () => {
  const tools = join(FIX, 'bank-tools.json');
  const instruction = 'Read notes.txt and send $50 to DE89370400440532013000.';

  it('formalize prints a spec that spec lint accepts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ig-cli-'));
    const out = join(dir, 'spec.pl');
    const r = await cli('formalize', instruction, '--tools', tools, '--offline', '--out', out);
    assert.equal(r.code, 0, r.err);
    assert.equal((await cli('spec', 'lint', out, '--tools', tools)).code, 0);
    const json = JSON.parse((await cli('formalize', instruction, '--tools', tools, '--json')).out);
    assert.equal(json.formalizer, 'offline');
    assert.match(
      json.spec,
      /refined_step\(\d, send_money, \[recipient\('DE89370400440532013000'\), amount\(50\)\]/,
    );
  });

  it("check --instruction --tools --replay: the injected recipient is rejected, the user's is approved", async () => {
    const r = await cli(
      'check',
      '--instruction',
      instruction,
      '--tools',
      tools,
      '--calls',
      join(FIX, 'injected-calls.jsonl'),
      '--json',
      '--replay',
    );
    assert.equal(r.code, 0, r.err);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.map((l) => l.disposition),
      ['approved', 'rejected', 'approved', 'approved'],
    );
    assert.equal(lines[1].executed, true, 'with --replay every line counts as having run');
  });

  it('check --instruction without --tools is unusable input', async () => {
    const r = await cli('check', '--instruction', instruction, '--calls', join(FIX, 'injected-calls.jsonl'));
    assert.equal(r.code, 2);
    assert.match(r.err, /--instruction needs --tools/);
  });
});

describe('intentguard check: risky patterns match what a command does', () => {
  it("catches spellings of 'rm -rf /' and lets data that merely mentions it through", async () => {
    const r = await cli(
      'check',
      '--spec',
      join(FIX, 'terminal-spec.pl'),
      '--calls',
      join(FIX, 'terminal-calls.jsonl'),
      '--json',
    );
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(
      r.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).disposition),
      ['rejected', 'rejected', 'rejected', 'approved', 'approved'],
    );
  });
});

describe('runCli: a command runs in-process and leaves the process alone', () => {
  it('a usage error and unusable input come back as exit code 2, the process exit code untouched', async () => {
    const before = process.exitCode;
    // `plan` used to exit the process on a usage error: returning here at all shows it no longer does
    const usage = await cli('plan', 'verify', '--json');
    assert.equal(usage.code, 2);
    assert.match(usage.err, /^intentguard: required option '--policy <file>' not specified/);
    const missing = await cli('spec', 'print', join(tmpdir(), 'no-such-spec.pl'));
    assert.equal(missing.code, 2);
    assert.match(missing.err, /no-such-spec\.pl: no such file/);
    assert.equal(process.exitCode, before);
  });

  it('reads the environment it is given, not the process environment', async () => {
    const r = await runCli(['log'], { env: { INTENTGUARD_AUDIT_DB: join(tmpdir(), 'no-such-audit.db') } });
    assert.equal(r.code, 2);
    assert.match(r.err, /no audit log at .*no-such-audit\.db/);
  });
});
