// `intentguard ui`'s pages over an audit log an adapter wrote (read-only: no forms, no API, no
// POST), one OpenTelemetry span per live decision with codes but never argument values, and the
// command itself printing its token once.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { SqliteEventStore } from '../../src/audit/sqlite-event-store.ts';
import { SqliteAuditStore } from '../../src/audit/sqlite-store.ts';
import { createGuard } from '../../src/guard/index.ts';
import { auditLogSource } from '../../src/serve/page-source.ts';
import { startService } from '../../src/serve/server.ts';
import { SessionHost } from '../../src/serve/session-host.ts';
import { DECISION_SPAN } from '../../src/serve/telemetry.ts';
import { cli } from '../cli/run-cli.ts';
import { CALLS, INSTRUCTION, resultOf, SPEC, send, TOKEN, TOOLS } from './helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'ig-serve-ui-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('intentguard ui over an existing audit log', () => {
  it('shows the sessions, timeline and approvals read-only', async () => {
    const path = join(dir, 'audit.db');
    const audit = new SqliteAuditStore({ path });
    const guard = await createGuard({ instruction: INSTRUCTION, tools: TOOLS, spec: SPEC, audit });
    for (const call of CALLS.slice(0, 4)) {
      const d = await guard.decide(call);
      if (guard.mayRun(d)) await guard.ran(d, resultOf(call));
      else if (d.verdict.disposition !== 'approved_with_constraints') await guard.refuse(d);
    }
    guard.session.close();
    await audit.close();

    const reader = new SqliteAuditStore({ path, mustExist: true });
    const service = await startService({ token: TOKEN, pages: auditLogSource(reader) });
    try {
      const list = await send(service.url, 'GET', '/');
      assert.equal(list.status, 200);
      assert.match(list.text, new RegExp(guard.session.id.slice(0, 8)));
      const timeline = await send(service.url, 'GET', `/sessions/${guard.session.id}`);
      for (const d of ['approved', 'approved_with_constraints', 'revision_required', 'rejected'])
        assert.match(timeline.text, new RegExp(`data-disposition="${d}"`), d);
      const inbox = await send(service.url, 'GET', '/approvals');
      assert.match(inbox.text, /data-state="pending"/);
      assert.doesNotMatch(inbox.text, /<form/, 'nothing can be answered from the viewer');
      const [, seq] = /data-approval="([^"]+)"/.exec(inbox.text) ?? [];
      const post = await send(service.url, 'POST', `/approvals/${seq}`, {
        raw: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(post.status, 405);
      assert.equal((await send(service.url, 'GET', '/v1/sessions')).status, 404, 'the viewer has no API');
    } finally {
      await service.close();
      await reader.close();
    }
  });
});

describe('OpenTelemetry', () => {
  it('emits one span per live decision with tool, disposition, step and codes, never argument values', async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    trace.setGlobalTracerProvider(provider);
    const store = await SqliteEventStore.open(':memory:', { key: TOKEN });
    const host = new SessionHost({ store });
    try {
      const session = await host.create({ instruction: INSTRUCTION, tools: TOOLS, spec: SPEC });
      const secretCall = {
        tool: 'run_command',
        args: { command: 'rm -rf ~/invoices --token=s3cr3t-value-do-not-log' },
      };
      await host.decide(session.id, CALLS[0]!);
      await host.decide(session.id, CALLS[1]!);
      await host.decide(session.id, secretCall);
      // a host that rebuilds the session replays three decisions: replays are not spans
      const other = new SessionHost({ store });
      await other.decide(session.id, CALLS[3]!);
      await other.close();
      const spans = exporter.getFinishedSpans().filter((s) => s.name === DECISION_SPAN);
      assert.deepEqual(
        spans.map((s) => [s.attributes['intentguard.tool'], s.attributes['intentguard.disposition']]),
        [
          ['move_file', 'revision_required'],
          ['list_files', 'approved'],
          ['run_command', 'rejected'],
          ['delete_file', 'approved_with_constraints'],
        ],
      );
      assert.equal(spans[0]!.attributes['intentguard.step'], 2);
      assert.ok(
        (spans[2]!.attributes['intentguard.finding_codes'] as string[]).includes('risky_pattern_reject'),
      );
      assert.equal(typeof spans[0]!.attributes['intentguard.duration_ms'], 'number');
      const dumped = JSON.stringify(spans.map((s) => s.attributes));
      assert.ok(!dumped.includes('s3cr3t'), 'no argument value is on a span');
      assert.ok(!dumped.includes('invoices/2024-q3'), 'no argument value is on a span');
    } finally {
      await host.close();
      await store.close();
      trace.disable();
      await provider.shutdown();
    }
  });
});

describe('intentguard ui (the command)', () => {
  it('refuses a log that does not exist, in one line', async () => {
    const r = await cli(['ui', '--db', join(dir, 'missing.db'), '--port', '0'], {
      env: { ...process.env, INTENTGUARD_TOKEN: TOKEN },
    });
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, /no audit log at .*missing\.db/);
    assert.equal(r.err.trim().split('\n').length, 1);
  });
});

describe('intentguard serve (the command)', () => {
  it('prints its address and a generated token once, and the token works', async () => {
    const env = { ...process.env };
    delete env.INTENTGUARD_TOKEN;
    const child: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=intentguard-source',
        'src/cli/main.ts',
        'serve',
        '--db',
        join(dir, 's.db'),
        '--port',
        '0',
      ],
      { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let out = '';
      const ready = new Promise<{ url: string; token: string }>((resolve, reject) => {
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString();
          const m = /serve: (http:\/\/\S+).*\ntoken: (\S+)\n/s.exec(out);
          if (m) resolve({ url: m[1]!, token: m[2]! });
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const { url, token } = await ready;
      assert.ok(url.startsWith('http://127.0.0.1:'), 'bound to loopback by default');
      assert.equal((await send(url, 'GET', '/v1/sessions', { token })).status, 200);
      assert.equal((await send(url, 'GET', '/v1/sessions', { token: null })).status, 401);
      assert.equal(out.match(/token:/g)?.length, 1);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
