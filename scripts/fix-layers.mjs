#!/usr/bin/env node
// Codemod: rewrites every static import that reaches into another room past its entry (see
// scripts/check-layers.mjs) to import from the room's index.ts instead, adding the names it needs
// to that index.ts (`export type` for type-only imports; a missing index.ts is created).
// Idempotent: a second run changes nothing. Left for a person (listed, not changed): namespace,
// default and side-effect imports, lazy `import()` (laziness is deliberate), a name the index
// already exports from another file, and upward/sideways imports (a move, not a rewrite).
// Usage: node scripts/fix-layers.mjs [--dry-run]; then `npm run format` and `npm run typecheck`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations, importsOf } from './lib/layers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.argv.includes('--dry-run');
const read = (file) => readFileSync(join(root, file), 'utf8');

function relativeSpec(fromFile, toFile) {
  const spec = posix.relative(posix.dirname(fromFile), toFile);
  return spec.startsWith('.') ? spec : `./${spec}`;
}

/** Names a module exports, each with the file it comes from (following `export *` chains). */
function exportedNames(file, seen = new Set()) {
  const names = new Map();
  if (seen.has(file) || !existsSync(join(root, file))) return names;
  seen.add(file);
  const text = read(file);
  for (const m of text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm,
  ))
    names.set(m[1], file);
  for (const imp of importsOf(root, file)) {
    if (imp.kind !== 'export') continue;
    const clause = imp.clause.trim();
    if (clause === '*') {
      for (const [name, origin] of exportedNames(imp.target, seen))
        if (!names.has(name)) names.set(name, origin);
      continue;
    }
    for (const part of clause.replace(/^\{|\}$/g, '').split(',')) {
      const [orig, alias] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (!orig) continue;
      const origin = exportedNames(imp.target, new Set(seen)).get(orig) ?? imp.target;
      names.set(alias ?? orig, origin);
    }
  }
  return names;
}

/** `{ a, type b, c as d }` → [{ name, local, typeOnly }], or undefined for other clause shapes. */
function namedBindings(clause, wholeTypeOnly) {
  const m = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!m) return undefined;
  return m[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const typeOnly = wholeTypeOnly || s.startsWith('type ');
      const [name, local] = s.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name, local, typeOnly };
    });
}

const violations = findViolations(root).filter((v) => v.entry);
const leftOver = [];
const edits = new Map(); // file -> text
const additions = new Map(); // entry -> Map(target -> { values:Set, types:Set })
const text = (file) => edits.get(file) ?? (existsSync(join(root, file)) ? read(file) : '');

for (const v of violations) {
  const imp = importsOf(root, v.file).find((i) => i.line === v.line && i.spec === v.spec);
  if (!imp || imp.kind === 'dynamic') {
    leftOver.push(`${v.file}:${v.line}: lazy or unmatched import of '${v.spec}'`);
    continue;
  }
  const bindings = namedBindings(imp.clause, imp.typeOnly);
  if (!bindings) {
    leftOver.push(
      `${v.file}:${v.line}: '${imp.clause.trim() || 'side effect'}' from '${v.spec}' (not named)`,
    );
    continue;
  }
  const entryNames = exportedNames(v.entry);
  const targetNames = exportedNames(v.target);
  const conflict = bindings.find((b) => {
    const have = entryNames.get(b.name);
    return have !== undefined && have !== (targetNames.get(b.name) ?? v.target);
  });
  if (conflict) {
    leftOver.push(`${v.file}:${v.line}: ${v.entry} already exports another '${conflict.name}'`);
    continue;
  }
  for (const b of bindings) {
    if (entryNames.has(b.name)) continue;
    const perEntry = additions.get(v.entry) ?? new Map();
    additions.set(v.entry, perEntry);
    const perTarget = perEntry.get(v.target) ?? { values: new Set(), types: new Set() };
    perEntry.set(v.target, perTarget);
    (b.typeOnly ? perTarget.types : perTarget.values).add(b.name);
  }
  // rewrite only this import's specifier, on its own line
  const lines = text(v.file).split('\n');
  const newSpec = relativeSpec(v.file, v.entry);
  for (let i = v.line - 1; i < lines.length; i++) {
    const quoted = [`'${v.spec}'`, `"${v.spec}"`].find((q) => lines[i].includes(q));
    if (quoted) {
      lines[i] = lines[i].replace(quoted, `'${newSpec}'`);
      break;
    }
  }
  edits.set(v.file, lines.join('\n'));
}

for (const [entry, perEntry] of additions) {
  let body = text(entry);
  if (body === '') body = `// The ${entry.split('/')[1]} room's entry: what other rooms import from it.\n`;
  for (const [target, { values, types }] of perEntry) {
    const spec = relativeSpec(entry, target);
    const onlyTypes = [...types].filter((t) => !values.has(t));
    if (values.size > 0) body += `export { ${[...values].sort().join(', ')} } from '${spec}';\n`;
    if (onlyTypes.length > 0) body += `export type { ${onlyTypes.sort().join(', ')} } from '${spec}';\n`;
  }
  edits.set(entry, body);
}

for (const [file, body] of edits) {
  if (dryRun) console.log(`would change ${file}`);
  else writeFileSync(join(root, file), body);
}
for (const line of leftOver) console.log(`left: ${line}`);
console.log(
  `fix-layers: ${edits.size} file(s) ${dryRun ? 'to change' : 'changed'}, ${leftOver.length} import(s) left for a person` +
    (edits.size > 0 && !dryRun ? '; now run `npm run format` and `npm run typecheck`' : ''),
);
