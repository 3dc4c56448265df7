// The rooms of src/ and the imports between them, for scripts/check-layers.mjs and
// scripts/fix-layers.mjs. A room is a first-level folder of src/. A file in another room is
// reached through an entry: the nearest index.ts above it inside its room, or a file that
// package.json exports (the adapters' subpaths). Rooms import downwards only, in this order
// (plan and rules share a level); `testing` and the root src/index.ts may import any room.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const ORDER = [
  ['core'],
  ['logic'],
  ['spec'],
  ['analyze'],
  ['provenance'],
  ['verify'],
  ['plan', 'rules'],
  ['formalize'],
  ['agent'],
  ['audit'],
  ['replay'],
  ['serve'],
  ['cli'],
];
const ANYWHERE = new Set(['testing']);

export function rank(room) {
  const i = ORDER.findIndex((level) => level.includes(room));
  return i === -1 ? undefined : i;
}

/** Every .ts file under dir (relative to root, with forward slashes). */
export function sourceFiles(root, dir = 'src') {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The room of a src/ file, or undefined for src/index.ts. */
export function roomOf(file) {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1] : undefined;
}

/** Files package.json exports from src/ (the `intentguard-source` condition). */
export function exportedFiles(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const out = new Set();
  for (const value of Object.values(pkg.exports ?? {}))
    if (value && typeof value === 'object' && value['intentguard-source'])
      out.add(value['intentguard-source'].replace(/^\.\//, ''));
  return out;
}

/** The entry a file of another room should be imported through: the nearest index.ts in its room. */
export function entryFor(root, file) {
  const room = roomOf(file);
  let dir = dirname(file);
  while (dir.split('/').length >= 2 && roomOf(`${dir}/x.ts`) === room) {
    const index = `${dir}/index.ts`;
    if (existsSync(join(root, index))) return index;
    dir = dirname(dir);
  }
  return `src/${room}/index.ts`;
}

const IMPORT =
  /(^|\n)[ \t]*(import|export)(\s+type)?\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(^|\n)[ \t]*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a file that land in src/: { spec, target, line, kind, typeOnly, clause }. */
export function importsOf(root, file) {
  const text = readFileSync(join(root, file), 'utf8');
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[5] ?? m[7] ?? m[8];
    if (!spec?.startsWith('.')) continue;
    const target = relative(root, resolve(root, dirname(file), spec))
      .split(sep)
      .join('/');
    if (!target.startsWith('src/')) continue;
    const offset = m.index + (m[1]?.length ?? m[6]?.length ?? 0);
    out.push({
      spec,
      target,
      line: text.slice(0, offset).split('\n').length,
      kind: m[8] ? 'dynamic' : m[2] === 'export' ? 'export' : 'import',
      typeOnly: Boolean(m[3]),
      clause: m[4] ?? '',
    });
  }
  return out;
}

/** Every layering problem in src/: { file, line, spec, target, problem, entry? }. */
export function findViolations(root) {
  const entries = exportedFiles(root);
  const out = [];
  for (const file of sourceFiles(root)) {
    const from = roomOf(file);
    for (const imp of importsOf(root, file)) {
      const to = roomOf(imp.target);
      if (to === undefined || to === from) continue;
      const where = { file, line: imp.line, spec: imp.spec, target: imp.target, kind: imp.kind };
      if (from !== undefined && !ANYWHERE.has(from)) {
        const a = rank(from);
        const b = rank(to);
        if (a === undefined) out.push({ ...where, problem: `room ${from} is not in the layer order` });
        else if (b === undefined) out.push({ ...where, problem: `room ${to} is not in the layer order` });
        else if (b > a) out.push({ ...where, problem: `upward: ${from} imports ${to}` });
        else if (b === a) out.push({ ...where, problem: `sideways: ${from} imports ${to} (same level)` });
      }
      const entry = entryFor(root, imp.target);
      if (imp.target !== entry && !entries.has(imp.target))
        out.push({ ...where, problem: `reaches into ${to} past its entry`, entry });
    }
  }
  return out;
}
