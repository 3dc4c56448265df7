// Runs `intentguard ARGS…` for tests: in-process through runCli with output captured (fast: no
// process, the Prolog engine loaded once per file), or, for the few smoke tests, as a real process.
import { spawnSync } from 'node:child_process';
import type { CliEnv } from '../../src/cli/context.ts';
import { runCli } from '../../src/cli/program.ts';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** `intentguard ARGS…` in this process; `env` replaces the environment the command reads. */
export async function cli(args: readonly string[], options: { env?: CliEnv } = {}): Promise<CliResult> {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    writeOut: (text) => {
      out += text;
    },
    writeErr: (text) => {
      err += text;
    },
    env: options.env ?? process.env,
  });
  return { code, out, err };
}

/** bin/intentguard.js: the compiled dist/ when a build is newer than src/, else the source via tsx. */
export const BIN = new URL('../../bin/intentguard.js', import.meta.url).pathname;

/** `intentguard ARGS…` as a real process (smoke tests: start-up, exit status, stream flushing). */
export function cliProcess(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; timeout?: number } = {},
): CliResult & { signal: NodeJS.Signals | null } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    ...(options.env ? { env: options.env } : {}),
    ...(options.input !== undefined ? { input: options.input } : {}),
    timeout: options.timeout ?? 120_000,
  });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr, signal: r.signal };
}
