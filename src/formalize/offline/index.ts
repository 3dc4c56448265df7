export * from './build.ts';
export * from './catalogue.ts';
export { type OfflineFormalizerOptions, offlineFormalizer } from './formalizer.ts';
export * from './intent.ts';
export * from './roles.ts';
