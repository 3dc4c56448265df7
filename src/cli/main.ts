#!/usr/bin/env node
// The `intentguard` command: thin; runs the program (program.ts) on the process's arguments and
// streams, and leaves its exit code for Node to exit with once the output is flushed.
import { processIo } from './context.ts';
import { runCli } from './program.ts';

process.exitCode = await runCli(process.argv.slice(2), processIo());
