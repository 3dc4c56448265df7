// intentguard's public surface. Adapters live at subpath exports so this never loads them.
export * from './core/index.ts';
export { PrologEngine } from './logic/engine.ts';
export type { PrologTerm } from './logic/term.ts';
export { printTerm } from './logic/term.ts';
export * from './spec/index.ts';
export * from './verify/index.ts';
