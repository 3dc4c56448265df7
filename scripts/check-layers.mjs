#!/usr/bin/env node
// Reports every import in src/ that crosses into another room without going through that room's
// index.ts (or a file package.json exports), every import that points up or sideways in the room
// order or that a narrowing rule forbids, every `export *` in an entry, and every file-level import
// cycle (scripts/lib/layers.mjs). Exit 1 when there is any; `--json` prints them as JSON.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations } from './lib/layers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const violations = findViolations(root);
if (process.argv.includes('--json')) console.log(JSON.stringify(violations, null, 2));
else {
  for (const v of violations)
    console.log(
      `${v.file}:${v.line}: ${v.problem}: '${v.spec}'${v.kind === 'dynamic' ? ' (lazy import)' : ''}${v.entry ? ` (use ${v.entry})` : ''}`,
    );
  const files = new Set(violations.map((v) => v.file)).size;
  console.log(
    violations.length === 0 ? 'layers: ok' : `layers: ${violations.length} problem(s) in ${files} file(s)`,
  );
}
process.exit(violations.length === 0 ? 0 : 1);
