#!/usr/bin/env node
// The `intentguard` command: thin; parses arguments, calls the library, prints. Only the command
// that runs is loaded (commands.ts); `--help` lists the others from their one-line summaries.
import { Command, CommanderError } from 'commander';
import { COMMANDS, commandNamed } from './commands.ts';
import { EXIT_OK, EXIT_UNUSABLE } from './exit-codes.ts';

const program = new Command();
program
  .name('intentguard')
  .description('Keeps LLM agents from doing what their user did not ask for.')
  .version('0.1.0')
  .showHelpAfterError('(add --help for usage)')
  // usage errors are unusable input (exit 2) with a one-line message; subcommands inherit this
  .exitOverride()
  .configureOutput({ outputError: (text, write) => write(text.replace(/^error: /, 'intentguard: ')) });

const chosen = commandNamed(process.argv.slice(2));
for (const entry of COMMANDS) {
  if (entry === chosen) (await entry.load())(program);
  // listed by name and summary only: its module is not loaded
  else program.command(entry.name).description(entry.summary).allowUnknownOption().allowExcessArguments();
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // commander already printed its own message; an option's value parser throws ours
  if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? EXIT_OK : EXIT_UNUSABLE;
  else process.exitCode = (await import('./io.ts')).reportError(error);
}
