// The rooms of src/ and the imports between them, for scripts/check-layers.mjs and
// scripts/fix-layers.mjs. A room is a first-level folder of src/. A file in another room is
// reached through an entry: the nearest index.ts above it inside its room, or a file that
// package.json exports (the adapters' subpaths). Rooms import downwards only, in this order
// (plan and rules share a level, formalize and guard share one), narrowed further by NARROWER;
// `testing` and the root src/index.ts may import any room. Also here: room entries name what
// they export (no `export *`), and no file of src/ is on an import cycle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const ORDER = [
  ['core'],
  ['lexicon'],
  ['logic'],
  ['spec'],
  ['tools'],
  ['analyze'],
  ['provenance'],
  ['verify'],
  ['plan', 'rules'],
  ['formalize', 'guard'],
  ['agent'],
  ['audit'],
  ['replay'],
  ['serve'],
  ['cli'],
];
const ANYWHERE = new Set(['testing']);

/**
 * Imports the order allows but the design does not, each with the decision behind it. The order
 * alone cannot say these: formalize sits high because the offline formalizer reads specs and
 * analyzers, yet it never decides a call; agent sits above formalize, yet never builds a spec.
 */
export const NARROWER = [
  {
    from: ['formalize'],
    to: ['provenance', 'verify', 'plan', 'rules'],
    why: "formalize turns an instruction into a spec; deciding a call is the guard's job",
  },
  {
    from: ['agent', 'audit'],
    to: ['formalize'],
    why: 'the formalizer is a function the caller passes to createGuard; adapters and the log never import it',
  },
];

/**
 * Named exceptions: a file allowed one import the rules above forbid, each with why it cannot
 * move yet. Keep this empty; an entry here is a debt, listed so it is never silent.
 * { file, target, why } — `target` is the imported file (or room entry) as reported.
 */
export const EXCEPTIONS = [];

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
  const found = [...roomImportProblems(root), ...exportStars(root), ...importCycles(root)];
  const used = new Set();
  const out = found.filter((v) => {
    const i = EXCEPTIONS.findIndex((e) => e.file === v.file && e.target === v.target);
    if (i !== -1) used.add(i);
    return i === -1;
  });
  EXCEPTIONS.forEach((e, i) => {
    if (!used.has(i))
      out.push({
        file: e.file,
        line: 1,
        spec: e.target,
        target: e.target,
        problem: 'stale exception: remove it',
      });
  });
  return out;
}

function roomImportProblems(root) {
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
        const narrower = NARROWER.find((n) => n.from.includes(from) && n.to.includes(to));
        if (narrower) out.push({ ...where, problem: `${from} may not import ${to}: ${narrower.why}` });
      }
      const entry = entryFor(root, imp.target);
      if (imp.target !== entry && !entries.has(imp.target))
        out.push({ ...where, problem: `reaches into ${to} past its entry`, entry });
    }
  }
  return out;
}

/** An entry (any index.ts of src/) that re-exports with `export *`: other rooms cannot see what it exports. */
export function exportStars(root) {
  const out = [];
  for (const file of sourceFiles(root)) {
    if (!file.endsWith('/index.ts')) continue;
    for (const imp of importsOf(root, file))
      if (imp.kind === 'export' && imp.clause.trim().startsWith('*'))
        out.push({
          file,
          line: imp.line,
          spec: imp.spec,
          target: imp.target,
          kind: imp.kind,
          problem: '`export *` in an entry: name what it exports',
        });
  }
  return out;
}

/**
 * The static import graph of src/, file to file: `import`, `import type` and `export … from`
 * (a type-only edge still makes two files that cannot be read apart); lazy `import()` is not an
 * edge (loading on first use is how an entry avoids loading a peer, and runs after both files).
 */
export function importGraph(root) {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = new Map();
    for (const imp of importsOf(root, file))
      if (imp.kind !== 'dynamic' && known.has(imp.target) && !edges.has(imp.target))
        edges.set(imp.target, imp);
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each as a list of files. */
export function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) out.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** One cycle through the first file of a component (shortest, by breadth-first search). */
function cycleThrough(graph, component) {
  const inside = new Set(component);
  const start = component[0];
  const parent = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of graph.get(v).keys()) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(parent.get(path[0]));
        return [...path, start];
      }
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** Every file-level import cycle in src/, reported once per component at its first file. */
export function importCycles(root) {
  const graph = importGraph(root);
  return stronglyConnected(graph).map((component) => {
    const cycle = cycleThrough(graph, component);
    const first = graph.get(cycle[0]).get(cycle[1]);
    const others = component.length > cycle.length - 1 ? ` (${component.length} files in the knot)` : '';
    return {
      file: cycle[0],
      line: first.line,
      spec: first.spec,
      target: first.target,
      kind: first.kind,
      problem: `import cycle${others}: ${cycle.map((f) => f.replace(/^src\//, '')).join(' -> ')}`,
    };
  });
}
