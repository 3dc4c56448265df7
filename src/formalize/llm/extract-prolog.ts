// The Prolog part of a model's answer: the contents of its code fences, or the whole answer.

const FENCE = /```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g;
const PROLOG_LANGS = new Set(['prolog', 'pl', 'swipl', 'swi-prolog']);

/**
 * Fenced blocks labelled prolog win; otherwise every fenced block; otherwise the answer as is.
 * An unterminated fence (a cut-off answer) runs to the end.
 */
export function extractProlog(answer: string): string {
  const blocks = [...answer.matchAll(FENCE)].map((m) => ({
    lang: (m[1] ?? '').toLowerCase(),
    body: m[2] ?? '',
  }));
  if (blocks.length === 0) return answer.trim();
  const prolog = blocks.filter((b) => PROLOG_LANGS.has(b.lang));
  const chosen = prolog.length > 0 ? prolog : blocks;
  return chosen
    .map((b) => b.body.trim())
    .filter((b) => b !== '')
    .join('\n');
}
