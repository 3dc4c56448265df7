export * from './chain-check.ts';
export * from './feedback.ts';
export * from './guard-check.ts';
export * from './input-views.ts';
export * from './replay.ts';
export * from './risk-patterns.ts';
export * from './session.ts';
export * from './spec-module.ts';
