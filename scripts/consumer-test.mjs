#!/usr/bin/env node
// Uses intentguard the way a new user does: `npm pack`, then install the tarball into fresh
// projects: a plain one with nothing else (install size, import time against bare `node`, the
// modules the root import loads, every subpath from ESM and from CommonJS, the one-line error of a
// missing optional peer, the README's example, the command), one with every framework installed
// (each adapter run with its framework's fake model, human-in-the-loop included, the Z3 worker),
// and a strict nodenext TypeScript project. Prints one `ok:` line per check; exits 1 on the first
// failure.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'intentguard-consumer-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
let passed = 0;

function fail(message) {
  console.error(`consumer test FAILED: ${message}`);
  console.error(`(left ${work} for inspection)`);
  console.log(`${passed} passed, 1 failed`);
  process.exit(1);
}

function ok(message) {
  passed++;
  console.log(`ok: ${message}`);
}

/** Runs a command; returns its output, or fails the test with it. */
function run(cmd, args, cwd, what) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (r.status !== 0)
    fail(`${what}: \`${cmd} ${args.join(' ')}\` exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r;
}

const version = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

// 1. build, pack (prepack would build too; built first so --json prints only JSON) and check what ships
run(process.execPath, ['scripts/build.mjs'], root, 'build');
const packed = JSON.parse(
  execFileSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
    cwd: root,
    encoding: 'utf8',
  }),
)[0];
const tarball = join(work, packed.filename);
const allowed = (path) => path.startsWith('dist/') || ['package.json', 'README.md', 'LICENSE'].includes(path);
const stray = packed.files.map((f) => f.path).filter((p) => !allowed(p));
if (stray.length > 0) fail(`the tarball ships files outside dist/ and the assets: ${stray.join(', ')}`);
const shipped = new Set(packed.files.map((f) => f.path));
for (const needed of [
  'LICENSE',
  'README.md',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/logic/pl/verifier.pl',
  'dist/assets/tree-sitter-bash.wasm',
])
  if (!shipped.has(needed)) fail(`the tarball lacks ${needed}`);
if (packed.files.some((f) => /\.test\.|\/bench\/|\.ts$/.test(f.path) && !f.path.endsWith('.d.ts')))
  fail('the tarball ships TypeScript sources or tests');
ok(`npm pack: ${packed.files.length} files, only dist/, Prolog assets, README, LICENSE, package.json`);

// the subpaths users import, from package.json's exports; each must also load from CommonJS
const subpaths = Object.keys(pkg.exports)
  .filter((k) => k !== './package.json')
  .map((k) => (k === '.' ? 'intentguard' : `intentguard/${k.slice(2)}`));
for (const [key, target] of Object.entries(pkg.exports))
  if (typeof target === 'object' && target.default !== target.import)
    fail(`exports['${key}'] has no "default" condition for require(): CommonJS cannot load it`);
// adapters that import their framework when loaded (the framework is an optional peer)
const NEEDS_FRAMEWORK = {
  'intentguard/openai-agents': '@openai/agents',
  'intentguard/langchain': '@langchain/core',
};
// optional peers at the versions the repository tests against (+ what the adapters' tests import)
const peers = [...Object.keys(pkg.peerDependencies), '@langchain/langgraph'].map(
  (name) => `${name}@${version(name)}`,
);

function project(name, extra) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }, null, 2),
  );
  run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...extra], dir, 'install');
  return dir;
}

/** Runs `script` (ESM, or CommonJS for a .cjs name) in `dir` with plain node; returns stdout. */
function script(dir, name, text, what) {
  writeFileSync(join(dir, name), text);
  return run(process.execPath, [name], dir, what).stdout.trim();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function wallMs(args, cwd) {
  const start = process.hrtime.bigint();
  run(process.execPath, args, cwd, `node ${args.join(' ')}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

// 2. the default install: the tarball alone
const plain = project('plain', []);
const du = spawnSync('du', ['-sk', 'node_modules'], { cwd: plain, encoding: 'utf8' });
const installedMb = Number(du.stdout.split('\t')[0]) / 1024;
if (!(installedMb > 0)) fail(`could not measure node_modules: ${du.stderr}`);
if (installedMb > 100) fail(`the default install is ${installedMb.toFixed(0)} MB (limit 100 MB)`);
for (const absent of ['tree-sitter-bash', 'better-sqlite3', 'z3-solver', 'ai', 'pg', 'node-sql-parser'])
  if (existsSync(join(plain, 'node_modules', absent))) fail(`the default install pulls ${absent}`);
ok(`default install: ${installedMb.toFixed(0)} MB (du -sk node_modules), no native build, no optional peer`);

const light = subpaths.filter((s) => !(s in NEEDS_FRAMEWORK));
const importAll = (list) => `${list.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}
const mods = { ${list.map((s, i) => `'${s}': m${i}`).join(', ')} };
for (const [name, mod] of Object.entries(mods))
  if (Object.keys(mod).length === 0) throw new Error(name + ' exports nothing');
console.log(Object.keys(mods).length);
`;
const requireAll = (list) => `for (const name of ${JSON.stringify(list)})
  if (Object.keys(require(name)).length === 0) throw new Error(name + ' exports nothing');
console.log(${list.length});
`;
script(plain, 'import-light.mjs', importAll(light), 'ESM import of every subpath without a framework');
script(plain, 'require-light.cjs', requireAll(light), 'require() of every subpath without a framework');
ok(`without any optional peer, ESM import and CommonJS require work for ${light.join(', ')}`);
for (const [subpath, framework] of Object.entries(NEEDS_FRAMEWORK)) {
  const r = spawnSync(process.execPath, ['--input-type=module', '--eval', `await import('${subpath}')`], {
    cwd: plain,
    encoding: 'utf8',
  });
  if (r.status === 0 || !r.stderr.includes(`'${framework}'`))
    fail(`${subpath} without ${framework} should fail naming it:\n${r.stderr}`);
}
ok(`the framework adapters without their framework name it: ${Object.values(NEEDS_FRAMEWORK).join(', ')}`);

// a missing optional peer is one typed line naming the package, at first use (not at import)
const missing = script(
  plain,
  'missing-peers.mjs',
  `import { SqliteAuditStore } from 'intentguard/audit';
import { modelFromName } from 'intentguard/llm';
import { createZ3Solver } from 'intentguard/plan';
for (const use of [() => new SqliteAuditStore({ path: 'audit.db' }), () => modelFromName('openai:gpt-4o-mini', { OPENAI_API_KEY: 'k' })]) {
  try { use(); console.log('no error'); } catch (e) { console.log(e.name + ' ' + e.code + ' ' + e.package + ' | ' + e.message); }
}
const z3 = createZ3Solver();
const out = await z3.solve({ t: 'lit', s: 'abc' });
await z3.close();
console.log(out.status + ' | ' + out.message);
`,
  'missing optional peers',
).split('\n');
const expected = [
  /^MissingPeerError missing_dependency better-sqlite3 \| the SQLite audit log needs the package 'better-sqlite3'.*npm install/,
  /^MissingPeerError missing_dependency @ai-sdk\/openai \| .*needs the package '@ai-sdk\/openai'/,
  /^failed \| the Z3 plan checks needs the package 'z3-solver'/,
];
expected.forEach((re, i) => {
  if (!re.test(missing[i] ?? '')) fail(`missing peer ${i + 1}: ${missing[i]}`);
});
ok('missing peers: better-sqlite3, @ai-sdk/openai, z3-solver each give one line naming the install');

// the root import loads none of the parsers, solvers, databases or SDKs, and starts quickly
copyFileSync(join(root, 'test/package/trace-hooks.mjs'), join(plain, 'trace-hooks.mjs'));
copyFileSync(join(root, 'test/package/trace-register.mjs'), join(plain, 'trace-register.mjs'));
const traced = run(
  process.execPath,
  ['--import', './trace-register.mjs', '--input-type=module', '--eval', "await import('intentguard')"],
  plain,
  'traced root import',
);
const loaded = new Set(
  [...traced.stderr.matchAll(/^loaded .*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((m) => m[1]),
);
if (!loaded.has('intentguard')) fail('the module trace did not see intentguard itself');
// the same list as test/package/surface.test.ts (zod is bundled into intentguard's own chunks)
const ROOT_PACKAGES = ['fastest-levenshtein', 'intentguard', 'picomatch', 're2js'];
if ([...loaded].sort().join() !== ROOT_PACKAGES.join())
  fail(
    `importing 'intentguard' loads ${[...loaded].sort().join(', ')}; expected ${ROOT_PACKAGES.join(', ')}`,
  );
const files = traced.stderr.split('\n').filter((l) => l.startsWith('loaded file:')).length;
ok(`the root import loads only ${ROOT_PACKAGES.join(', ')} (${files} files)`);

// start-up against bare node, interleaved so that load on the machine hits both alike
const bare = [];
const rooted = [];
for (let i = 0; i < 9; i++) {
  bare.push(wallMs(['-e', '1'], plain));
  rooted.push(wallMs(['--input-type=module', '--eval', "await import('intentguard')"], plain));
}
const ratio = median(rooted) / median(bare);
const LIMIT = 3;
const timing = `median of 9: import('intentguard') ${median(rooted).toFixed(0)} ms, node -e 1 ${median(bare).toFixed(0)} ms`;
if (ratio > LIMIT)
  fail(`the root import takes ${ratio.toFixed(1)}x a bare start (limit ${LIMIT}x): ${timing}`);
ok(`the root import starts in ${ratio.toFixed(1)}x a bare node start (${timing})`);

// the README's library example, run as written
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const example = /## Library[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
if (!example) fail("README.md has no ```js block under '## Library'");
if (example.trim().split('\n').length > 10) fail('the README library example is longer than 10 lines');
writeFileSync(join(plain, 'readme-example.mjs'), example);
const ran = run(process.execPath, ['readme-example.mjs'], plain, 'README library example');
if (!/^rejected\b/m.test(ran.stdout)) fail(`README example printed no rejection:\n${ran.stdout}`);
ok(`README library example runs: ${ran.stdout.trim().split('\n')[0].slice(0, 80)}…`);

// the command, compiled, without tsx
const help = run(npx, ['--no-install', 'intentguard', '--help'], plain, 'npx intentguard --help');
if (!help.stdout.includes('Usage: intentguard')) fail(`--help printed no usage:\n${help.stdout}`);
ok('npx intentguard --help');
const specFile = join(plain, 'node_modules/intentguard/dist/cli/specs/bank-transfer.pl');
run(npx, ['--no-install', 'intentguard', 'spec', 'lint', specFile], plain, 'npx intentguard spec lint');
ok('npx intentguard spec lint (Prolog engine and library from the package)');
const demo = run(npx, ['--no-install', 'intentguard', 'demo'], plain, 'npx intentguard demo');
for (const d of ['approved', 'approved_with_constraints', 'revision_required', 'rejected'])
  if (!demo.stdout.toLowerCase().includes(d)) fail(`demo output lacks ${d}`);
ok('npx intentguard demo shows the four dispositions');
// the installed bin itself (npx may add warnings of its own to stderr)
const bad = spawnSync(join(plain, 'node_modules/.bin/intentguard'), ['log', '--limit', 'abc'], {
  cwd: plain,
  encoding: 'utf8',
});
if (bad.status !== 2 || bad.stderr.trim().split('\n').length !== 1 || !bad.stderr.startsWith('intentguard: '))
  fail(`a bad flag should give one line and exit 2, got ${bad.status}:\n${bad.stderr}`);
ok('a bad flag is one line on stderr and exit 2');

// 3. with every optional peer (the frameworks, the AI SDK, SQLite, Z3) and TypeScript
// (a TypeScript user of a native peer installs its types too)
const types = ['@types/node', '@types/better-sqlite3', '@types/pg'].map((name) => `${name}@${version(name)}`);
const full = project('full', [...peers, ...types]);
ok(`installed the tarball with ${peers.join(', ')}`);
script(full, 'import-all.mjs', importAll(subpaths), 'ESM import of every subpath');
script(full, 'require-all.cjs', requireAll(subpaths), 'require() of every subpath');
ok(`ESM import and CommonJS require of all ${subpaths.length} entry points`);

const z3 = script(
  full,
  'z3.mjs',
  `import { createZ3Solver } from 'intentguard/plan';
const solver = createZ3Solver();
const out = await solver.solve({ t: 'lit', s: 'abc' });
await solver.close();
console.log(out.status);
`,
  'Z3 worker from the package',
);
if (z3 !== 'sat') fail(`the Z3 worker answered ${z3}, not sat`);
ok('the Z3 worker runs from the installed package');

// each adapter with its framework and the framework's fake model, confirmation included
for (const name of ['ai-sdk', 'openai-agents', 'langchain']) {
  copyFileSync(join(root, `scripts/lib/consumer-${name}.mjs`), join(full, `${name}.mjs`));
  const out = run(process.execPath, [`${name}.mjs`, specFile], full, `the ${name} adapter`).stdout.trim();
  if (!out.endsWith('ok')) fail(`the ${name} adapter: ${out}`);
  ok(`${name}: ${out}`);
}

// a TypeScript project: nodenext, strict
const tsconfig = (skipLibCheck) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      noEmit: true,
      skipLibCheck,
      types: ['node'],
    },
    include: ['*.ts'],
  });
writeFileSync(join(full, 'tsconfig.json'), tsconfig(true));
writeFileSync(join(full, 'tsconfig.libcheck.json'), tsconfig(false));
writeFileSync(
  join(full, 'consumer.ts'),
  `${subpaths.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}
import { createGuard, type Disposition, type Tool, type Verdict } from 'intentguard';

const tools: Tool[] = [{ name: 'read_file', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } }];
export async function decide(spec: string): Promise<Disposition> {
  const guard = await createGuard({ instruction: 'read the notes', tools, spec });
  const decision = await guard.decide({ tool: 'read_file', args: { path: 'notes.txt' } });
  const verdict: Verdict = decision.verdict;
  return verdict.disposition;
}
export const modules = [${subpaths.map((_, i) => `m${i}`).join(', ')}];
`,
);
const tsc = join(
  root,
  'node_modules/typescript',
  JSON.parse(readFileSync(join(root, 'node_modules/typescript/package.json'), 'utf8')).bin.tsc,
);
run(process.execPath, [tsc, '-p', 'tsconfig.json'], full, 'tsc (nodenext, strict) on the installed package');
ok('a strict nodenext TypeScript project type-checks against every entry point');
// with skipLibCheck off, intentguard's own .d.ts must have no error (third-party ones are noted)
const libcheck = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.libcheck.json'], {
  cwd: full,
  encoding: 'utf8',
});
const errors = libcheck.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
const ours = errors.filter(
  (l) => !l.startsWith('node_modules/') || l.startsWith('node_modules/intentguard/'),
);
if (ours.length > 0) fail(`errors in intentguard's declarations (skipLibCheck off):\n${ours.join('\n')}`);
const others = [...new Set(errors.map((l) => l.split('(')[0]))];
ok(
  `skipLibCheck off: no error in intentguard's .d.ts${others.length ? ` (third-party: ${others.join(', ')})` : ''}`,
);

rmSync(work, { recursive: true, force: true });
console.log(`${passed} passed, 0 failed`);
