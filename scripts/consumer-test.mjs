#!/usr/bin/env node
// Uses intentguard the way a new user does: `npm pack`, install the tarball into a fresh plain
// JavaScript project and a fresh TypeScript project (module nodenext, strict), import the root
// and every subpath with plain `node` (no tsx), type-check, run the README's library example and
// `npx intentguard --help`. Also checks what the tarball ships and that the root import loads no
// heavy package. Prints one `ok:` line per check; exits 1 on the first failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
])
  if (!shipped.has(needed)) fail(`the tarball lacks ${needed}`);
if (packed.files.some((f) => /\.test\.|\/bench\/|\.ts$/.test(f.path) && !f.path.endsWith('.d.ts')))
  fail('the tarball ships TypeScript sources or tests');
ok(`npm pack: ${packed.files.length} files, only dist/, Prolog assets, README, LICENSE, package.json`);

// the subpaths users import, from package.json's exports
const subpaths = Object.keys(pkg.exports)
  .filter((k) => k !== './package.json')
  .map((k) => (k === '.' ? 'intentguard' : `intentguard/${k.slice(2)}`));
// optional peers of the framework adapters, at the versions the repository tests against
const peers = Object.keys(pkg.peerDependencies).map((name) => `${name}@${version(name)}`);

function project(name, extra) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }, null, 2),
  );
  run(
    npm,
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...peers, ...extra],
    dir,
    'install',
  );
  return dir;
}

// 2. a plain JavaScript project
const js = project('js', []);
ok(`installed the tarball into a plain JS project (with ${peers.join(', ')})`);
writeFileSync(
  join(js, 'import-all.mjs'),
  `${subpaths.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}
const mods = { ${subpaths.map((s, i) => `'${s}': m${i}`).join(', ')} };
for (const [name, mod] of Object.entries(mods))
  if (Object.keys(mod).length === 0) throw new Error(name + ' exports nothing');
console.log(Object.keys(mods).length);
`,
);
const imported = run(process.execPath, ['import-all.mjs'], js, 'plain node import of every subpath');
ok(`plain node imports ${imported.stdout.trim()} entry points: ${subpaths.join(', ')}`);

// the root import loads no heavy package
copyFileSync(join(root, 'test/package/trace-hooks.mjs'), join(js, 'trace-hooks.mjs'));
copyFileSync(join(root, 'test/package/trace-register.mjs'), join(js, 'trace-register.mjs'));
const traced = run(
  process.execPath,
  ['--import', './trace-register.mjs', '--input-type=module', '--eval', "await import('intentguard')"],
  js,
  'traced root import',
);
const loaded = new Set(
  [...traced.stderr.matchAll(/^loaded .*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((m) => m[1]),
);
if (!loaded.has('intentguard')) fail('the module trace did not see intentguard itself');
const heavy = [...loaded].filter((p) =>
  /^(ai|openai|web-tree-sitter|tree-sitter-bash|z3-solver|better-sqlite3|swipl-wasm|node-sql-parser)$|^@(ai-sdk|openai|langchain|modelcontextprotocol)\//.test(
    p,
  ),
);
if (heavy.length > 0) fail(`importing 'intentguard' loads ${heavy.join(', ')}`);
ok(`the root import loads only: ${[...loaded].sort().join(', ')}`);

// the README's library example, run as written
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const example = /## Library[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
if (!example) fail("README.md has no ```js block under '## Library'");
if (example.trim().split('\n').length > 10) fail('the README library example is longer than 10 lines');
writeFileSync(join(js, 'readme-example.mjs'), example);
const ran = run(process.execPath, ['readme-example.mjs'], js, 'README library example');
if (!/^rejected\b/m.test(ran.stdout)) fail(`README example printed no rejection:\n${ran.stdout}`);
ok(`README library example runs: ${ran.stdout.trim().split('\n')[0].slice(0, 80)}…`);

// the Z3 worker thread starts from the package (a plain .mjs file next to the compiled solver)
writeFileSync(
  join(js, 'z3.mjs'),
  `import { createZ3Solver } from 'intentguard/plan';
const solver = createZ3Solver();
const out = await solver.solve({ t: 'lit', s: 'abc' });
await solver.close();
console.log(out.status);
`,
);
const z3 = run(process.execPath, ['z3.mjs'], js, 'Z3 worker from the package');
if (z3.stdout.trim() !== 'sat') fail(`the Z3 worker answered ${z3.stdout.trim()}, not sat`);
ok('the Z3 worker runs from the installed package');

// the command, compiled, without tsx
const help = run(npx, ['--no-install', 'intentguard', '--help'], js, 'npx intentguard --help');
if (!help.stdout.includes('Usage: intentguard')) fail(`--help printed no usage:\n${help.stdout}`);
ok('npx intentguard --help');
const specFile = join(js, 'node_modules/intentguard/dist/cli/specs/bank-transfer.pl');
run(npx, ['--no-install', 'intentguard', 'spec', 'lint', specFile], js, 'npx intentguard spec lint');
ok('npx intentguard spec lint (Prolog engine and library from the package)');
const demo = run(npx, ['--no-install', 'intentguard', 'demo'], js, 'npx intentguard demo');
for (const d of ['approved', 'approved_with_constraints', 'revision_required', 'rejected'])
  if (!demo.stdout.toLowerCase().includes(d)) fail(`demo output lacks ${d}`);
ok('npx intentguard demo shows the four dispositions');
// the installed bin itself (npx may add warnings of its own to stderr)
const bad = spawnSync(join(js, 'node_modules/.bin/intentguard'), ['log', '--limit', 'abc'], {
  cwd: js,
  encoding: 'utf8',
});
if (bad.status !== 2 || bad.stderr.trim().split('\n').length !== 1 || !bad.stderr.startsWith('intentguard: '))
  fail(`a bad flag should give one line and exit 2, got ${bad.status}:\n${bad.stderr}`);
ok('a bad flag is one line on stderr and exit 2');

// 3. a TypeScript project: nodenext, strict
const ts = project('ts', [`@types/node@${version('@types/node')}`]);
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
writeFileSync(join(ts, 'tsconfig.json'), tsconfig(true));
writeFileSync(join(ts, 'tsconfig.libcheck.json'), tsconfig(false));
writeFileSync(
  join(ts, 'consumer.ts'),
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
run(process.execPath, [tsc, '-p', 'tsconfig.json'], ts, 'tsc (nodenext, strict) on the installed package');
ok('a strict nodenext TypeScript project type-checks against every entry point');
// with skipLibCheck off, intentguard's own .d.ts must have no error (third-party ones are noted)
const libcheck = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.libcheck.json'], {
  cwd: ts,
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
