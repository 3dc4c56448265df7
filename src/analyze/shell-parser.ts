// tree-sitter-bash needs an async WASM start; do it once per process and hand out a sync parser.
import { createRequire } from 'node:module';
import type { Parser, Tree } from 'web-tree-sitter';

const require = createRequire(import.meta.url);

let loading: Promise<Parser> | undefined;

/** The process-wide bash parser (first call ~50 ms, then memoised). */
export function loadBashParser(): Promise<Parser> {
  loading ??= (async () => {
    // loaded on first use, so importing intentguard does not load tree-sitter
    const { Language, Parser } = await import('web-tree-sitter');
    await Parser.init();
    const language = await Language.load(require.resolve('tree-sitter-bash/tree-sitter-bash.wasm'));
    const parser = new Parser();
    parser.setLanguage(language);
    return parser;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Parses, lends the tree to `use`, and always frees the WASM memory. With `overdue`, parsing is
 * cancelled once it says so (some inputs, like a heredoc line full of `$(…)`, parse slowly):
 * the answer is then `cancelled`, which the caller treats as "not understood".
 */
export function withTree<T>(
  parser: Parser,
  source: string,
  use: (tree: Tree) => T,
  overdue?: () => boolean,
): T | 'cancelled' | undefined {
  let cancelled = false;
  const tree = overdue
    ? parser.parse(source, null, {
        progressCallback: () => {
          if (overdue()) cancelled = true;
          return cancelled;
        },
      })
    : parser.parse(source);
  if (!tree) {
    // a cancelled parse leaves the parser mid-document: start afresh next time
    parser.reset();
    return cancelled ? 'cancelled' : undefined;
  }
  try {
    return use(tree);
  } finally {
    tree.delete();
  }
}
