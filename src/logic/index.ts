// The logic room's entry: what other rooms import from it.

export type { CheckOptions, ClauseSkeleton, ParsedClause, QueryResult } from './engine.ts';
export { MAX_TEXT_BYTES, PrologEngine } from './engine.ts';
export type { PrologTerm } from './term.ts';
export {
  atom,
  atomicText,
  compound,
  conjuncts,
  isGround,
  list,
  num,
  printTerm,
  quoteAtom,
  str,
  unifiable,
} from './term.ts';
