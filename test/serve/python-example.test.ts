// examples/python: the standard-library client and guarded agent loop, run against a live service
// when python3 is present. The script checks itself (refused calls never ran); so does this test.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SqliteEventStore } from '../../src/audit/sqlite-event-store.ts';
import { serviceSource } from '../../src/serve/page-source.ts';
import { startService } from '../../src/serve/server.ts';
import { SessionHost } from '../../src/serve/session-host.ts';
import { TOKEN } from './helpers.ts';

const EXAMPLE = join(import.meta.dirname, '..', '..', 'examples', 'python');
const python = spawnSync('python3', ['--version']).status === 0;

describe('the Python example', { skip: python ? false : 'python3 is not installed' }, () => {
  it('runs a guarded agent loop through the API, approvals included', async () => {
    const store = await SqliteEventStore.open(':memory:', { key: TOKEN });
    const host = new SessionHost({ store });
    const service = await startService({ token: TOKEN, host, pages: serviceSource(host) });
    try {
      const child = spawn('python3', ['guarded_agent.py', '--approve-as-operator'], {
        cwd: EXAMPLE,
        env: {
          ...process.env,
          INTENTGUARD_URL: service.url,
          INTENTGUARD_TOKEN: TOKEN,
          PYTHONDONTWRITEBYTECODE: '1',
        },
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
      });
      child.stderr.on('data', (c: Buffer) => {
        out += c.toString();
      });
      const code = await new Promise((resolve) => child.on('exit', resolve));
      assert.equal(code, 0, out);
      assert.match(out, /run_command: rejected/);
      assert.match(out, /delete_file: approved_with_constraints/);
      assert.match(out, /ran: list_files, move_file, delete_file\n/);
      const approvals = await store.approvals();
      assert.deepEqual(
        approvals.map((a) => [a.call.tool, a.state]),
        [['delete_file', 'approved']],
      );
    } finally {
      await service.close();
      await host.close();
      await store.close();
    }
  });
});
