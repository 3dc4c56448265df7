export * from './chain-check.ts';
export * from './feedback.ts';
export * from './guard-check.ts';
export * from './input-views.ts';
export * from './risk-patterns.ts';
export * from './session.ts';
export * from './spec-module.ts';
export * from './replay.ts';
