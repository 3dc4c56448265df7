// Files intentguard ships beside its code (the Prolog library, worker scripts, the bash grammar,
// the demo's specs), found from wherever the code runs: src/, or dist/ with its bundled chunks.
import { existsSync } from 'node:fs';

/** Folders above this file searched for a shipped file (src/core, dist/chunks: one level up). */
const MAX_UP = 3;

/** The URL of `path` (relative to src/ or dist/, e.g. `logic/pl/verifier.pl`), or undefined. */
export function findPackageFile(path: string): URL | undefined {
  let dir = new URL('./', import.meta.url);
  for (let up = 0; up <= MAX_UP; up++) {
    const candidate = new URL(path, dir);
    if (existsSync(candidate)) return candidate;
    dir = new URL('../', dir);
  }
  return undefined;
}

/** The URL of a file the package must have; a missing one means a broken install. */
export function packageFile(path: string): URL {
  const found = findPackageFile(path);
  if (!found) throw new Error(`intentguard cannot find its own file ${path}: reinstall the package`);
  return found;
}
