// Where the bash grammar (tree-sitter-bash's WASM build) is: the package ships it next to its
// compiled code (scripts/build.mjs copies it), so installing intentguard needs no native build step.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { findPackageFile } from '../core/index.ts';

/** The grammar file: the shipped copy in dist/assets, or (running from source) tree-sitter-bash's. */
export function bashGrammarPath(): string {
  const shipped = findPackageFile('assets/tree-sitter-bash.wasm');
  if (shipped) return fileURLToPath(shipped);
  return createRequire(import.meta.url).resolve('tree-sitter-bash/tree-sitter-bash.wasm');
}
