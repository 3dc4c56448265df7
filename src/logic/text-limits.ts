// Bounds checked in TypeScript before any text reaches the engine: SWI's reader recurses on
// nesting, and a deeply nested term can exhaust the WASM stack and take the engine down.
import type { LocatedIssue } from '../core/index.ts';

export const MAX_NESTING = 256;

/**
 * The first place where brackets nest deeper than `max`, skipping quoted text and comments.
 * A cheap, conservative scan: it may over-count in odd corners, never under-count.
 */
export function nestingIssue(text: string, max = MAX_NESTING): LocatedIssue | undefined {
  let depth = 0;
  let line = 1;
  let col = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    col += 1;
    if (c === '\n') {
      line += 1;
      col = 0;
      continue;
    }
    if (c === '%') {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const skipped = text.slice(i, end < 0 ? text.length : end + 2);
      line += (skipped.match(/\n/g) ?? []).length;
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === '0' && text[i + 1] === "'") {
      i += text[i + 2] === '\\' ? 3 : 2;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      i = j;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') {
      depth += 1;
      if (depth > max)
        return {
          code: 'too_deep',
          message: `terms nest deeper than ${max} levels; refusing to read this text`,
          line,
          column: col,
          severity: 'error',
        };
    } else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return undefined;
}
