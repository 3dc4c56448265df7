#!/usr/bin/env node
// The `intentguard` command: thin; parses arguments, calls the library, prints.
import { Command, CommanderError } from 'commander';
import { registerCheckCommand } from './check.ts';
import { registerDemoCommand } from './demo.ts';
import { registerFormalizeCommand } from './formalize.ts';
import { EXIT_OK, EXIT_UNUSABLE, reportError } from './io.ts';
import { registerLogCommands } from './log.ts';
import { registerMcpCommand } from './mcp.ts';
import { registerPlanCommands } from './plan.ts';
import { registerReplayCommand } from './replay.ts';
import { registerRulesCommands } from './rules.ts';
import { registerSpecCommands } from './spec.ts';

const program = new Command();
program
  .name('intentguard')
  .description('Keeps LLM agents from doing what their user did not ask for.')
  .version('0.1.0')
  .showHelpAfterError('(add --help for usage)')
  // usage errors are unusable input (exit 2) with a one-line message; subcommands inherit this
  .exitOverride()
  .configureOutput({ outputError: (text, write) => write(text.replace(/^error: /, 'intentguard: ')) });

// Each room registers its own subcommands (one line each).
const registrations: Array<(program: Command) => void> = [
  registerDemoCommand,
  registerSpecCommands,
  registerCheckCommand,
  registerFormalizeCommand,
  registerLogCommands,
  registerMcpCommand,
  registerRulesCommands,
  registerPlanCommands,
  registerReplayCommand,
];
for (const register of registrations) register(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // commander already printed its own message; an option's value parser throws ours
  if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? EXIT_OK : EXIT_UNUSABLE;
  else process.exitCode = reportError(error);
}
