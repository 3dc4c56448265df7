// Small I/O helpers for the CLI: reading input files with clear, located errors, and exit codes.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { formatIssue, InputError, IntentguardError, SpecError } from '../core/index.ts';
import type { CliContext } from './context.ts';
import { EXIT_UNUSABLE } from './exit-codes.ts';

export { EXIT_FINDINGS, EXIT_OK, EXIT_UNUSABLE } from './exit-codes.ts';

export function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      `cannot read ${what} ${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      {
        source: path,
      },
    );
  }
}

export function readJson(path: string, what: string): unknown {
  const text = readText(path, what);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${path}: ${what} is not valid JSON: ${(error as Error).message}`, { source: path });
  }
}

/** Parsed JSON Lines; blank lines and lines starting with `//` are skipped. */
export function readJsonLines(path: string, what: string): Array<{ line: number; value: unknown }> {
  const out: Array<{ line: number; value: unknown }> = [];
  readText(path, what)
    .split(/\r?\n/)
    .forEach((text, i) => {
      if (text.trim() === '' || text.trimStart().startsWith('//')) return;
      try {
        out.push({ line: i + 1, value: JSON.parse(text) });
      } catch (error) {
        throw new InputError(`${path}:${i + 1}: not valid JSON: ${(error as Error).message}`, {
          source: path,
          line: i + 1,
        });
      }
    });
  return out;
}

/**
 * Prints an error for the user, one line (located spec issues first), and returns the exit code
 * to use (2 for unusable input). A stack trace only with INTENTGUARD_DEBUG=1.
 */
export function reportError(error: unknown, cli: CliContext): number {
  if (error instanceof SpecError) for (const issue of error.issues) cli.printError(formatIssue(issue));
  if (error instanceof IntentguardError) {
    cli.printError(`intentguard: ${error.message}`);
    return EXIT_UNUSABLE;
  }
  const message = error instanceof Error ? error.message : String(error);
  cli.printError(`intentguard: ${oneLine(message)}`);
  if (cli.env.INTENTGUARD_DEBUG === '1' && error instanceof Error && error.stack) cli.printError(error.stack);
  return EXIT_UNUSABLE;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** Checks, before any work, that a file can be created at `path`: its folder exists and is a folder. */
export function checkOutputFile(path: string, flag: string): void {
  const folder = dirname(resolve(path));
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    throw new InputError(`${flag} ${path}: folder ${folder} does not exist`, { source: path });
  }
  if (!isFolder) throw new InputError(`${flag} ${path}: ${folder} is not a folder`, { source: path });
  try {
    if (statSync(path).isDirectory())
      throw new InputError(`${flag} ${path}: is a folder, not a file`, { source: path });
  } catch (error) {
    if (error instanceof InputError) throw error;
  }
}

/** Writes a file; a failure (permissions, a full disk) is an InputError naming the flag. */
export function writeOutputFile(path: string, text: string, flag: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new InputError(
      `${flag} ${path}: cannot write: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      {
        source: path,
      },
    );
  }
}

/** Runs a command body and sets the run's exit code; errors become messages with exit 2. */
export async function runCommand(cli: CliContext, body: () => Promise<number> | number): Promise<void> {
  try {
    cli.exitCode = await body();
  } catch (error) {
    cli.exitCode = reportError(error, cli);
  }
}
