// tree-sitter-bash needs an async WASM start; do it once per process and hand out a sync parser.
import type { Parser, Tree } from 'web-tree-sitter';
import { bashGrammarPath } from './bash-grammar.ts';

let loading: Promise<Parser> | undefined;

/** The process-wide bash parser (first call ~50 ms, then memoised). */
export function loadBashParser(): Promise<Parser> {
  loading ??= (async () => {
    // loaded on first use, so importing intentguard does not load tree-sitter
    const { Language, Parser } = await import('web-tree-sitter');
    await Parser.init();
    const language = await Language.load(bashGrammarPath());
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
 * Work the parser may do, counted as characters its lexer reads. tree-sitter-bash re-reads text
 * (a long heredoc line full of `$(…)` is lexed again for each substitution: quadratic), so the
 * count of characters read, not the input's length, is what bounds parse time. Shared by every
 * nested script of one input; decremented as the lexer reads.
 */
export interface ParseBudget {
  charsLeft: number;
}

/**
 * Characters handed to the lexer per read. Each read is counted whole, so the budget counts
 * work in these units; it is below web-tree-sitter's 10 KiB input buffer (5,120 UTF-16 units).
 */
const READ_CHUNK = 2048;

/**
 * Parses, lends the tree to `use`, and always frees the WASM memory. With a `budget`, parsing
 * is cancelled once the lexer has read more characters than the budget holds: the answer is then
 * `cancelled`, which the caller treats as "not understood". Deterministic: the same input and
 * budget always give the same answer, whatever the machine's speed or load.
 */
export function withTree<T>(
  parser: Parser,
  source: string,
  use: (tree: Tree) => T,
  budget?: ParseBudget,
): T | 'cancelled' | undefined {
  let cancelled = false;
  let parsing = true;
  // the tree keeps this function to read node text later: only the parse's own reads are counted
  const read = (index: number): string => {
    if (!parsing) return source.slice(index);
    if (cancelled) return '';
    const chunk = source.slice(index, index + READ_CHUNK);
    if (budget) {
      budget.charsLeft -= chunk.length;
      if (budget.charsLeft < 0) {
        cancelled = true;
        return '';
      }
    }
    return chunk;
  };
  const tree = parser.parse(read, null, { progressCallback: () => cancelled });
  parsing = false;
  if (!tree || cancelled) {
    tree?.delete();
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
