#!/usr/bin/env node
// Builds the published package: dist/ holds the .d.ts files tsc writes from src/ and ESM bundles
// esbuild writes, one per entry point (package.json's exports, the command, the replay worker)
// with the code they share in dist/chunks/ (one copy, so classes and the engine stay single), plus
// the non-TypeScript files the library reads at run time. Bundling matters for start-up: Node
// pays per module file, and the root import would otherwise load ~400 of ours.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
const tsc = spawnSync(
  process.execPath,
  [join(dirname(tscPackage), tscBin), '-p', 'tsconfig.build.json', '--emitDeclarationOnly'],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (tsc.status !== 0) {
  console.error('build: tsc failed');
  process.exit(tsc.status ?? 1);
}

// the entry points: each export's source (its `intentguard-source` condition) to its `import` file
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entryPoints = {};
const entry = (source, target) => {
  entryPoints[target.replace(/^\.\/dist\//, '').replace(/\.js$/, '')] = join(root, source);
};
for (const target of Object.values(pkg.exports))
  if (typeof target === 'object') entry(target['intentguard-source'], target.import);
entry('src/cli/main.ts', pkg.bin.intentguard);
entry('src/replay/worker.ts', './dist/replay/worker.js');
// every package but zod stays a package (installed beside intentguard, loaded when used); zod is
// bundled: its 200+ files would cost more start-up than the rest of the root import
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies }).filter(
  (name) => name !== 'zod',
);
const esbuild = await import('esbuild');
await esbuild.build({
  entryPoints,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  external: [...external, ...external.map((name) => `${name}/*`)],
  conditions: ['intentguard-source'],
  legalComments: 'none',
  logLevel: 'warning',
});

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

// tree-sitter-bash's WASM grammar (MIT, with its licence), so the package needs neither
// tree-sitter-bash (20 MB with native sources) nor its install script (src/analyze/bash-grammar.ts)
const grammarDir = dirname(require.resolve('tree-sitter-bash/package.json'));
mkdirSync(join(dist, 'assets'), { recursive: true });
copyFileSync(join(grammarDir, 'tree-sitter-bash.wasm'), join(dist, 'assets', 'tree-sitter-bash.wasm'));
copyFileSync(join(grammarDir, 'LICENSE'), join(dist, 'assets', 'tree-sitter-bash.LICENSE'));

// zod is bundled (its 200+ module files cost more start-up than the rest of intentguard): its licence
copyFileSync(
  join(dirname(require.resolve('zod/package.json')), 'LICENSE'),
  join(dist, 'assets', 'zod.LICENSE'),
);

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
