#!/usr/bin/env node
// Runs every test/**/*.test.ts with node:test through tsx (Node 20's --test takes no globs).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return find(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const filter = process.argv.slice(2);
const files = find('test')
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
// Tests run from source: the `intentguard-source` export condition maps `intentguard/*` self-imports
// (examples) to src/*.ts instead of the compiled dist/ that users get. NODE_OPTIONS reaches the
// child processes that tests spawn.
const conditions = '--conditions=intentguard-source';
const nodeOptions = [process.env.NODE_OPTIONS, conditions].filter(Boolean).join(' ');
// one test file per core (at least two: a file waiting on a child process leaves its core to another)
const concurrency = Math.max(2, availableParallelism());
// a test stuck in a busy loop fails after ten minutes instead of holding CI to its limit (a failing
// `assert.ok` in a file run through tsx can spin in node's message generation; the slowest test
// file here takes under 20 s)
const timeout = '--test-timeout=600000';
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, timeout, ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  },
);
process.exit(result.status ?? 1);
