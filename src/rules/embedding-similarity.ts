// Similarity by embeddings, for string equivalence when an embedding model is configured.
// Kept apart from equivalence.ts so the verifier does not load the AI SDK unless asked to.

import type { cosineSimilarity, EmbeddingModel } from 'ai';
import { importPeer } from '../core/index.ts';
import type { SimilarityHook } from './equivalence.ts';

/**
 * Cosine similarity of embeddings (the paper used text-embedding-3-small with threshold 0.7).
 * `score` only answers for texts embedded by `prepare` (the verifier prepares a call's strings
 * before checking it); anything else counts as different.
 */
export function embeddingSimilarity(options: { model: EmbeddingModel; threshold?: number }): SimilarityHook {
  const cache = new Map<string, number[]>();
  // the AI SDK is loaded by the first `prepare` (only prepared texts are ever scored)
  let cosine: typeof cosineSimilarity | undefined;
  return {
    name: 'embedding',
    threshold: options.threshold ?? 0.7,
    score(a, b) {
      const x = cache.get(a);
      const y = cache.get(b);
      return x && y && cosine ? cosine(x, y) : undefined;
    },
    async prepare(texts) {
      const missing = [...new Set(texts)].filter((t) => !cache.has(t));
      if (missing.length === 0) return;
      const { cosineSimilarity, embedMany } = await importPeer(
        'ai',
        'embedding similarity',
        () => import('ai'),
      );
      cosine = cosineSimilarity;
      const { embeddings } = await embedMany({ model: options.model, values: missing });
      missing.forEach((text, i) => {
        const e = embeddings[i];
        if (e) cache.set(text, e);
      });
    },
  };
}
