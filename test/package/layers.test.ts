// The layer check (scripts/lib/layers.mjs) on small source trees written here: each rule fires on
// the import it is about and stays quiet on its allowed neighbour.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findViolations, importCycles, ORDER, rank } from '../../scripts/lib/layers.mjs';

const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A throwaway repository: package.json plus the given src/ files. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'fixture', exports: {} }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const problems = (root: string) => findViolations(root).map((v) => `${v.file}: ${v.problem}`);

describe('layer order', () => {
  it('follows the documented order, formalize and guard side by side', () => {
    const rooms = ORDER.flat();
    for (const [low, high] of [
      ['core', 'logic'],
      ['spec', 'tools'],
      ['tools', 'analyze'],
      ['provenance', 'verify'],
      ['verify', 'plan'],
      ['rules', 'guard'],
      ['guard', 'agent'],
      ['agent', 'audit'],
      ['replay', 'serve'],
      ['serve', 'cli'],
    ] as const)
      assert.ok(rank(low)! < rank(high)!, `${low} below ${high}`);
    assert.equal(rank('formalize'), rank('guard'));
    assert.equal(rank('plan'), rank('rules'));
    assert.equal(new Set(rooms).size, rooms.length);
  });

  it('reports upward and sideways imports, and keeps downward ones', () => {
    const root = tree({
      'src/core/index.ts': "import { x } from '../spec/index.ts';\nexport const y = x;\n",
      'src/spec/index.ts': "import { y } from '../core/index.ts';\nexport const x = 1;\nexport { y };\n",
      'src/guard/index.ts': "import { f } from '../formalize/index.ts';\nexport const g = f;\n",
      'src/formalize/index.ts': 'export const f = 1;\n',
    });
    const found = problems(root);
    assert.ok(found.includes('src/core/index.ts: upward: core imports spec'));
    assert.ok(found.includes('src/guard/index.ts: sideways: guard imports formalize (same level)'));
    assert.ok(!found.some((p) => p.startsWith('src/spec/index.ts: upward')));
  });

  it('forbids formalize -> verify and agent -> formalize although the order allows them', () => {
    const root = tree({
      'src/verify/index.ts': 'export const check = 1;\n',
      'src/spec/index.ts': 'export const spec = 1;\n',
      'src/formalize/index.ts':
        "import { check } from '../verify/index.ts';\nimport { spec } from '../spec/index.ts';\nexport const f = check + spec;\n",
      'src/agent/index.ts': "import { f } from '../formalize/index.ts';\nexport const a = f;\n",
      'src/cli/index.ts': "import { f } from '../formalize/index.ts';\nexport const c = f;\n",
    });
    const found = problems(root);
    assert.equal(
      found.filter((p) => p.startsWith('src/formalize/index.ts: formalize may not import verify')).length,
      1,
    );
    assert.ok(found.some((p) => p.startsWith('src/agent/index.ts: agent may not import formalize')));
    assert.ok(!found.some((p) => p.startsWith('src/cli/')), 'the CLI passes the formalizer in');
    assert.ok(!found.some((p) => p.includes('import spec')));
  });

  it('reports a file of another room reached past its entry', () => {
    const root = tree({
      'src/core/index.ts': "export { a } from './a.ts';\n",
      'src/core/a.ts': 'export const a = 1;\nexport const hidden = 2;\n',
      'src/spec/index.ts': "import { hidden } from '../core/a.ts';\nexport const s = hidden;\n",
    });
    const found = findViolations(root);
    assert.equal(found.length, 1);
    assert.equal(found[0]?.entry, 'src/core/index.ts');
  });
});

describe('entries name what they export', () => {
  it('reports `export *` in a room entry and in a nested entry, not in other files', () => {
    const root = tree({
      'src/core/index.ts': "export * from './a.ts';\nexport { b } from './b.ts';\n",
      'src/core/a.ts': "export * from './b.ts';\n",
      'src/core/b.ts': 'export const b = 1;\n',
      'src/analyze/sql/index.ts': "export * as dialects from './dialects.ts';\n",
      'src/analyze/sql/dialects.ts': 'export const pg = 1;\n',
      'src/analyze/index.ts': "export { dialects } from './sql/index.ts';\n",
    });
    const stars = findViolations(root).filter((v) => v.problem.startsWith('`export *`'));
    assert.deepEqual(stars.map((v) => `${v.file}:${v.line}`).sort(), [
      'src/analyze/sql/index.ts:1',
      'src/core/index.ts:1',
    ]);
  });
});

describe('import cycles', () => {
  it('finds a cycle of three files, counting type-only imports, and names its path', () => {
    const root = tree({
      'src/analyze/index.ts': "export { walk } from './walk.ts';\n",
      'src/analyze/walk.ts': "import { run } from './run.ts';\nexport const walk = () => run();\n",
      'src/analyze/run.ts':
        "import type { Hooks } from './hooks.ts';\nexport const run = (h?: Hooks) => h;\n",
      'src/analyze/hooks.ts':
        "import type { walk } from './walk.ts';\nexport type Hooks = { w: typeof walk };\n",
    });
    const cycles = importCycles(root);
    assert.equal(cycles.length, 1);
    assert.equal(cycles[0]?.file, 'src/analyze/hooks.ts');
    assert.match(
      cycles[0]?.problem ?? '',
      /^import cycle: analyze\/hooks\.ts -> analyze\/walk\.ts -> analyze\/run\.ts -> analyze\/hooks\.ts$/,
    );
  });

  it('does not count a lazy import(), and reports two separate knots separately', () => {
    const root = tree({
      'src/core/a.ts': "export const a = () => import('./b.ts');\n",
      'src/core/b.ts': "import { a } from './a.ts';\nexport const b = a;\n",
      'src/core/c.ts': "import { d } from './d.ts';\nexport const c = d;\n",
      'src/core/d.ts': "export { c } from './c.ts';\nexport const d = 1;\n",
      'src/spec/x.ts': "import { y } from './y.ts';\nexport const x = y;\n",
      'src/spec/y.ts': "import { z } from './z.ts';\nimport { x } from './x.ts';\nexport const y = x;\n",
      'src/spec/z.ts': "import { x } from './x.ts';\nexport const z = x;\n",
    });
    const cycles = importCycles(root).map((v) => v.problem);
    assert.deepEqual(cycles.sort(), [
      'import cycle (3 files in the knot): spec/x.ts -> spec/y.ts -> spec/x.ts',
      'import cycle: core/c.ts -> core/d.ts -> core/c.ts',
    ]);
  });

  it('finds nothing in a tree with nothing wrong', () => {
    const root = tree({ 'src/core/index.ts': 'export const ok = true;\n' });
    assert.deepEqual(findViolations(root), []);
  });
});
