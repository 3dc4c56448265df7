export * from './json.ts';
export * from './load.ts';
export * from './model.ts';
export * from './parse.ts';
export * from './print.ts';
export * from './templates.ts';
export * from './wellformed.ts';
