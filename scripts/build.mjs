#!/usr/bin/env node
// Builds the published package: dist/ holds ESM .js + .d.ts compiled from src/ (tests and bench
// are not part of it), plus the non-TypeScript files the library reads at run time.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });

const tscPackage = require.resolve('typescript/package.json');
const tscBin = require(tscPackage).bin.tsc;
const tsc = spawnSync(process.execPath, [join(dirname(tscPackage), tscBin), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (tsc.status !== 0) {
  console.error('build: tsc failed');
  process.exit(tsc.status ?? 1);
}

// The Prolog library (read by src/logic/engine.ts next to itself) and the plain-JS Z3 worker.
function copyAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const from = join(dir, entry.name);
    if (entry.isDirectory()) copyAssets(from);
    else if (entry.name.endsWith('.pl') || entry.name === 'z3-worker.mjs') {
      const to = join(dist, relative(src, from));
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
}
copyAssets(src);

// the demo's two specs, next to the compiled demo (dist/cli/specs), so the package ships only dist
mkdirSync(join(dist, 'cli', 'specs'), { recursive: true });
for (const name of ['bank-transfer.pl', 'production-db.pl'])
  copyFileSync(join(src, '..', 'examples', 'specs', name), join(dist, 'cli', 'specs', name));

// The replay worker's source entry registers tsx to load worker.ts; the compiled one needs no loader.
writeFileSync(
  join(dist, 'replay', 'worker-entry.mjs'),
  "// Entry of a replay worker thread (compiled build: no TypeScript loader needed).\nawait import('./worker.js');\n",
);

chmodSync(join(dist, 'cli', 'main.js'), 0o755);
console.error(`build: wrote ${relative(root, dist)}/`);
