import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MemoryAuditStore, REDACTED } from '../../src/audit/index.ts';
import { canonicalHash } from '../../src/core/canonical.ts';
import type { Verdict } from '../../src/core/verdict.ts';
import { approved, deterministic } from './helpers.ts';

describe('redaction', () => {
  it('replaces values under secret-looking keys, everywhere they appear, and hashes what it stores', async () => {
    const store = new MemoryAuditStore(deterministic());
    const args = { user: 'ann', password: 'hunter2!', headers: { Authorization: 'Basic YW5uOmh1bnRlcjI=' } };
    const verdict: Verdict = {
      disposition: 'approved_with_constraints',
      findings: [{ code: 'step_constraint', message: 'login needs consent', data: { seen: 'hunter2!' } }],
      feedback: 'Confirm login with password hunter2! first.',
      confirmation: {
        call: { tool: 'login', args },
        reason: 'login',
        scope: { session: 's', tool: 'login', argsHash: canonicalHash(args), reuse: 'once' },
        prompt: `Allow login(${JSON.stringify(args)})?`,
      },
    };
    const d = await store.appendDecision({
      sessionId: 's',
      call: { tool: 'login', args },
      verdict,
      latencyMs: 0,
    });
    assert.equal(d.redacted, true);
    assert.deepEqual(d.call.args, { headers: { Authorization: REDACTED }, password: REDACTED, user: 'ann' });
    // a hash of the original would let a reader of the log test guesses of the password
    assert.notEqual(d.argsHash, canonicalHash(args));
    assert.equal(d.argsHash, canonicalHash(d.call.args));
    assert.equal(d.verdict.confirmation?.scope.argsHash, d.argsHash);
    const text = JSON.stringify(d);
    assert.ok(!text.includes('hunter2'), text);
    assert.ok(!text.includes('YW5u'), text);
    assert.equal(d.verdict.feedback, `Confirm login with password ${REDACTED} first.`);
    // the same call's result is scrubbed of its secrets too
    const o = await store.appendOutcome(d.id, {
      status: 'confirmed',
      result: { echoed: 'logged in as ann with hunter2!' },
    });
    assert.equal(o.result, `{"echoed":"logged in as ann with ${REDACTED}"}`);
  });

  it('replaces secret-shaped substrings of any value', async () => {
    const store = new MemoryAuditStore(deterministic());
    const command =
      'curl -H "Authorization: Bearer abc.def-123" https://api.example.com --key sk-abcdefghijklmnopqrstuv';
    const d = await store.appendDecision({
      sessionId: 's',
      call: { tool: 'terminal', args: { command } },
      verdict: approved,
      latencyMs: 0,
    });
    assert.equal(
      d.call.args.command,
      `curl -H "Authorization: ${REDACTED}" https://api.example.com --key ${REDACTED}`,
    );
    const o = await store.appendOutcome(d.id, {
      status: 'failed',
      error: 'denied for ghp_0123456789abcdefghij0123456789abcdef',
    });
    assert.equal(o.error, `denied for ${REDACTED}`);
  });

  it('follows the configuration: custom patterns, or none', async () => {
    const custom = new MemoryAuditStore({
      ...deterministic(),
      redaction: { keys: /^ssn$/, values: [/\b\d{4}-\d{4}\b/] },
    });
    const d = await custom.appendDecision({
      sessionId: 's',
      call: { tool: 'save', args: { ssn: '123-45-6789', note: 'card 1234-5678', password: 'kept' } },
      verdict: approved,
      latencyMs: 0,
    });
    assert.deepEqual(d.call.args, { note: `card ${REDACTED}`, password: 'kept', ssn: REDACTED });

    const off = new MemoryAuditStore({ ...deterministic(), redaction: false });
    const plain = await off.appendDecision({
      sessionId: 's',
      call: { tool: 'login', args: { password: 'pw123' } },
      verdict: approved,
      latencyMs: 0,
    });
    assert.deepEqual(plain.call.args, { password: 'pw123' });
    assert.equal(plain.redacted, false);
  });
});
