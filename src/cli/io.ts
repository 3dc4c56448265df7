// Small I/O helpers for the CLI: reading input files with clear, located errors, and exit codes.
import { readFileSync } from 'node:fs';
import { InputError } from '../core/errors/input-error.ts';
import { IntentguardError } from '../core/errors/intentguard-error.ts';
import { formatIssue } from '../core/errors/located-issue.ts';
import { SpecError } from '../core/errors/spec-error.ts';

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_UNUSABLE = 2;

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

/** Prints an error for the user and returns the exit code to use (2 for unusable input). */
export function reportError(error: unknown): number {
  if (error instanceof SpecError) {
    for (const issue of error.issues) process.stderr.write(`${formatIssue(issue)}\n`);
    process.stderr.write(`error: ${error.message}\n`);
    return EXIT_UNUSABLE;
  }
  if (error instanceof IntentguardError) {
    process.stderr.write(`error: ${error.message}\n`);
    return EXIT_UNUSABLE;
  }
  process.stderr.write(`error: ${(error as Error)?.stack ?? String(error)}\n`);
  return EXIT_UNUSABLE;
}

/** Runs a command body and exits with its code; errors become messages with exit 2. */
export async function runCommand(body: () => Promise<number> | number): Promise<void> {
  let code: number;
  try {
    code = await body();
  } catch (error) {
    code = reportError(error);
  }
  process.exitCode = code;
}
