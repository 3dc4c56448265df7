// The few tests that start `intentguard` as a real process (bin/intentguard.js: the compiled dist/
// when a build is newer than src/, else the source): start-up, exit status and flushed streams.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { cliProcess } from './run-cli.ts';

const FIX = new URL('./fixtures/', import.meta.url).pathname;
const BANK = new URL('../../examples/specs/bank-transfer.pl', import.meta.url).pathname;

describe('intentguard as a process', () => {
  it('--help lists the commands and exits 0; an unknown option exits 2 with one message', () => {
    const help = cliProcess(['--help']);
    assert.equal(help.code, 0, help.err);
    assert.match(help.out, /^Usage: intentguard /m);
    assert.match(help.out, /^ {2}check /m);
    const bad = cliProcess(['check', '--calls', 'calls.jsonl', '--no-such-flag']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /^intentguard: unknown option '--no-such-flag'/);
  });

  it('check --json writes every verdict to a pipe before it exits 0', () => {
    const r = cliProcess(['check', '--spec', BANK, '--calls', join(FIX, 'bank-calls.jsonl'), '--json']);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(
      r.out
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { disposition: string }).disposition),
      ['revision_required', 'approved', 'approved_with_constraints', 'approved'],
    );
  });

  it('unusable input exits 2 with the located message on stderr and nothing on stdout', () => {
    const calls = join(mkdtempSync(join(tmpdir(), 'ig-smoke-')), 'calls.jsonl');
    writeFileSync(calls, '{"tool": "check_balance", "args": {}}\n{broken\n');
    const r = cliProcess(['check', '--spec', BANK, '--calls', calls]);
    assert.equal(r.code, 2);
    assert.match(r.err, /calls\.jsonl:2: not valid JSON/);
    assert.equal(r.out, '');
  });
});
