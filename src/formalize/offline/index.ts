// The offline formalizer's entry: instruction -> spec without a model (intent, tool roles,
// catalogue, the formalizer). What other rooms import from formalize/offline.

export type { OfflineOptions, OfflineReport, OfflineResult } from './build.ts';
export { formalizeOffline } from './build.ts';
export { catalogue } from './catalogue.ts';
export { type OfflineFormalizerOptions, offlineFormalizer } from './formalizer.ts';
export type { OfflineIntent } from './intent.ts';
export { actionWords, contentWords, extractIntent, requestText, stem } from './intent.ts';
export type { ToolKind, ToolRole } from './roles.ts';
export { toolkitPrefixes, toolRole, verbMatches, verbRelated } from './roles.ts';
