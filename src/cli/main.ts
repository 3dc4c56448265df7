#!/usr/bin/env node
// The `intentguard` command: thin; parses arguments, calls the library, prints.
import { Command } from 'commander';
import { registerCheckCommand } from './check.ts';
import { registerDemoCommand } from './demo.ts';
import { registerFormalizeCommand } from './formalize.ts';
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
  .showHelpAfterError();

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

await program.parseAsync(process.argv);
