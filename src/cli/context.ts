// What a command touches besides its files: standard output and error, the environment and its
// exit code. Passed in, so a command runs the same in a process (main.ts) and inside a test.
import { EXIT_OK } from './exit-codes.ts';

export type CliEnv = Readonly<Record<string, string | undefined>>;

/** Where the command's output goes and what environment it reads. */
export interface CliIo {
  /** standard output: what the command produces (written as given; no newline added) */
  writeOut(text: string): void;
  /** standard error: notes, progress lines and error messages */
  writeErr(text: string): void;
  /** the environment ($INTENTGUARD_AUDIT_DB, $INTENTGUARD_MODEL, $INTENTGUARD_TOKEN, …) */
  env: CliEnv;
  /** the stream progress bars draw on (they draw only when it is a terminal); none: no bar */
  progress?: NodeJS.WritableStream;
}

/** One run of the command: its io, the arguments it was given, and the exit code it sets. */
export class CliContext {
  /** set by the command (never `process.exit`); the caller decides what to do with it */
  exitCode: number = EXIT_OK;

  constructor(
    readonly io: CliIo,
    /** the arguments after the program name, as the user gave them */
    readonly args: readonly string[],
  ) {}

  get env(): CliEnv {
    return this.io.env;
  }

  /** one line on standard output */
  print(line: string): void {
    this.io.writeOut(`${line}\n`);
  }

  /** one line on standard error */
  printError(line: string): void {
    this.io.writeErr(`${line}\n`);
  }
}

/**
 * The real process's streams and environment. A reader that closes the pipe early (`| head`) ends
 * the output quietly, as `console.log` would, instead of crashing on EPIPE.
 */
export function processIo(): CliIo {
  for (const stream of [process.stdout, process.stderr])
    if (stream.listenerCount('error') === 0)
      stream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') throw error;
      });
  return {
    writeOut: (text) => void process.stdout.write(text),
    writeErr: (text) => void process.stderr.write(text),
    env: process.env,
    progress: process.stderr,
  };
}
