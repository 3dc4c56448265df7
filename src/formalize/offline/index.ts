export * from './build.ts';
export * from './catalogue.ts';
export { type OfflineFormalizerOptions, offlineFormalizer } from './formalizer.ts';
export type { GuardFamily } from './guard-task.ts';
export * from './guard-task.ts';
export * from './intent.ts';
export * from './roles.ts';
