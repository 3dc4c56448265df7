// The CLI loads only the command that runs: `--help` lists every command from its summary without
// loading any command module, and each summary is the one its module registers.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { COMMANDS, commandNamed } from '../../src/cli/commands.ts';
import { CliContext, processIo } from '../../src/cli/context.ts';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const TRACE = fileURLToPath(new URL('../package/trace-register.mjs', import.meta.url));

/** Source files under src/ a fresh `intentguard ARGS` process loads, and its stdout. */
function traced(args: string[]): { files: string[]; stdout: string } {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', TRACE, '--conditions=intentguard-source', MAIN, ...args],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  const files = [...r.stderr.matchAll(/^loaded file:\/\/.*?\/src\/(.*\.ts)$/gm)].map((m) => m[1] ?? '');
  return { files, stdout: r.stdout };
}

describe('the intentguard command loads commands lazily', () => {
  it('lists each command with the summary its own module registers', async () => {
    for (const entry of COMMANDS) {
      const program = new Command();
      (await entry.load())(program, new CliContext(processIo(), []));
      const registered = program.commands.find((c) => c.name() === entry.name);
      assert.ok(registered, `${entry.name}: its module registers no command of that name`);
      assert.equal(entry.summary, registered.description(), entry.name);
    }
  });

  it('prints the help without loading any command module or the library', () => {
    const { files, stdout } = traced(['--help']);
    for (const entry of COMMANDS) assert.match(stdout, new RegExp(`^  ${entry.name} `, 'm'));
    assert.deepEqual(
      files.filter(
        (f) =>
          ![
            'cli/main.ts',
            'cli/program.ts',
            'cli/context.ts',
            'cli/commands.ts',
            'cli/exit-codes.ts',
          ].includes(f),
      ),
      [],
    );
  });

  it('loads the named command and not the others', () => {
    const { files } = traced(['help', 'rules']);
    assert.ok(files.includes('cli/rules.ts'), files.join(', '));
    for (const other of ['cli/check.ts', 'cli/demo.ts', 'cli/mcp.ts', 'cli/plan.ts', 'cli/replay.ts'])
      assert.ok(!files.includes(other), `${other} was loaded for 'help rules'`);
  });

  it('finds the command among flags and after help', () => {
    assert.equal(commandNamed(['--json', 'log', '--limit', '3'])?.name, 'log');
    assert.equal(commandNamed(['help', 'plan'])?.name, 'plan');
    assert.equal(commandNamed(['--help']), undefined);
    assert.equal(commandNamed(['nosuch']), undefined);
  });
});
