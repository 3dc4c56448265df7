// String equivalence beyond exact match (VeriSafe §7 "String Similarity"): normalisation, dates
// (`Jan 01` = `January 1st`), numbers, then a pluggable similarity hook (lexical by default, an
// embedding model when one is configured). A match by similarity alone is only `likely`: it never
// approves a critical action on its own (the user is asked to confirm). Embedding similarity is in embedding-similarity.ts.
import type * as Chrono from 'chrono-node/en';
import { distance } from 'fastest-levenshtein';
import { lazy, requireDependency } from '../core/index.ts';
import type { ReferenceDate } from './values.ts';

// chrono-node's English parser (not its 900+ modules of every locale) is loaded on the first date
// parse, not when intentguard is imported
const chrono = lazy(() => requireDependency('chrono-node/en') as typeof Chrono);

export type Equivalence = 'yes' | 'likely' | 'no';

export interface SimilarityHook {
  readonly name: string;
  /** at or above this score two strings are `likely` the same */
  readonly threshold: number;
  /** similarity in [0, 1]; undefined when the hook cannot say (the strings then count as different) */
  score(a: string, b: string): number | undefined;
  /** optional warm-up with texts that will be compared (an embedding model embeds them here) */
  prepare?(texts: string[]): Promise<void>;
}

export interface StringComparison {
  degree: Equivalence;
  how: 'exact' | 'normalized' | 'date' | 'number' | 'similarity' | 'different';
  score?: number;
}

/** Lower case, accents and punctuation removed, spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Edit-distance ratio or token overlap of the normalised texts, whichever is higher. */
export function lexicalSimilarity(options: { threshold?: number } = {}): SimilarityHook {
  return {
    name: 'lexical',
    threshold: options.threshold ?? 0.85,
    score(a, b) {
      const x = normalizeText(a);
      const y = normalizeText(b);
      if (x === '' || y === '') return x === y ? 1 : 0;
      const ratio = 1 - distance(x, y) / Math.max(x.length, y.length);
      const tx = new Set(x.split(' '));
      const ty = new Set(y.split(' '));
      const shared = [...tx].filter((t) => ty.has(t)).length;
      return Math.max(ratio, shared / (tx.size + ty.size - shared));
    },
  };
}

/** Is the observed string the constant of the rule? */
export function compareStrings(
  observed: string,
  constant: string,
  ref: ReferenceDate,
  similarity: SimilarityHook,
): StringComparison {
  if (observed === constant) return { degree: 'yes', how: 'exact' };
  const x = normalizeText(observed);
  const y = normalizeText(constant);
  if (x === y) return { degree: 'yes', how: 'normalized' };
  const nx = plainNumber(observed);
  const ny = plainNumber(constant);
  if (nx !== undefined && ny !== undefined) return { degree: nx === ny ? 'yes' : 'no', how: 'number' };
  const dx = wholeDate(observed, ref);
  const dy = wholeDate(constant, ref);
  if (dx && dy) {
    const sameYear = dx.year === undefined || dy.year === undefined || dx.year === dy.year;
    return { degree: sameYear && dx.month === dy.month && dx.day === dy.day ? 'yes' : 'no', how: 'date' };
  }
  const score = similarity.score(observed, constant);
  if (score !== undefined && score >= similarity.threshold)
    return { degree: 'likely', how: 'similarity', score };
  return score === undefined ? { degree: 'no', how: 'different' } : { degree: 'no', how: 'different', score };
}

function plainNumber(text: string): number | undefined {
  const t = text.trim();
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : undefined;
}

/** A text that is a date and nothing else; the year only when it was written. */
function wholeDate(
  text: string,
  ref: ReferenceDate,
): { year?: number; month: number; day: number } | undefined {
  const trimmed = text.trim().replace(/[.,;]+$/, '');
  const [found] = chrono().parse(trimmed, { instant: ref.instant, timezone: ref.timezone ?? 0 });
  if (found?.index !== 0 || found.text.length !== trimmed.length) return undefined;
  if (!found.start.isCertain('day') || !found.start.isCertain('month')) return undefined;
  const month = found.start.get('month');
  const day = found.start.get('day');
  if (month === null || day === null) return undefined;
  const year = found.start.isCertain('year') ? (found.start.get('year') ?? undefined) : undefined;
  return year === undefined ? { month, day } : { year, month, day };
}
