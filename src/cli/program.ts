// The `intentguard` program as a function: arguments and an io in, exit code out. main.ts calls it
// with the process's streams; tests call it in-process and capture what it prints.
import { Command, CommanderError } from 'commander';
import { COMMANDS, commandNamed } from './commands.ts';
import { CliContext, type CliIo } from './context.ts';
import { EXIT_OK, EXIT_UNUSABLE } from './exit-codes.ts';

/**
 * Runs `intentguard ARGS…` (the arguments after the program name) and returns its exit code. Only
 * the command that runs is loaded; every output goes through `io`; nothing calls `process.exit`.
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const cli = new CliContext(io, args);
  const program = new Command();
  program
    .name('intentguard')
    .description('Keeps LLM agents from doing what their user did not ask for.')
    .version('0.1.0')
    .showHelpAfterError('(add --help for usage)')
    // usage errors are unusable input (exit 2) with a one-line message; subcommands inherit this
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.writeOut(text),
      writeErr: (text) => io.writeErr(text),
      outputError: (text, write) => write(text.replace(/^error: /, 'intentguard: ')),
    });

  const chosen = commandNamed(args);
  for (const entry of COMMANDS) {
    if (entry === chosen) (await entry.load())(program, cli);
    // listed by name and summary only: its module is not loaded
    else program.command(entry.name).description(entry.summary).allowUnknownOption().allowExcessArguments();
  }

  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    // commander already printed its own message; an option's value parser throws ours
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_OK : EXIT_UNUSABLE;
    return (await import('./io.ts')).reportError(error, cli);
  }
  return cli.exitCode;
}
