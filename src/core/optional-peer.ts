// Loads packages on first use instead of at import: optional peers (the AI SDK and its providers,
// SQLite, Z3, the agent frameworks) and heavy hard dependencies; a missing peer is one typed line.
import { createRequire } from 'node:module';
import { MissingPeerError } from './errors/missing-peer-error.ts';

/**
 * The optional peer dependencies and the ranges intentguard supports, as in package.json's
 * `peerDependencies` (test/package/optional-peer.test.ts keeps the two equal). Each is needed by
 * one part only: the LLM formalizer, the SQLite audit log, the PostgreSQL event store, Z3 plan
 * checks, one framework adapter.
 */
export const OPTIONAL_PEERS = {
  '@ai-sdk/anthropic': '^3 || ^4',
  '@ai-sdk/openai': '^3 || ^4',
  '@ai-sdk/openai-compatible': '^2 || ^3',
  '@langchain/core': '^1.4.0',
  '@openai/agents': '>=0.20 <1',
  ai: '^6 || ^7',
  'better-sqlite3': '^12',
  langchain: '^1',
  pg: '^8',
  'z3-solver': '^5',
} as const;
export type OptionalPeer = keyof typeof OPTIONAL_PEERS;

const require = createRequire(import.meta.url);

/** The one-line error for a missing optional peer: what needed it and the command that installs it. */
export function missingPeer(pkg: OptionalPeer, feature: string, cause?: unknown): MissingPeerError {
  return new MissingPeerError(
    pkg,
    `${feature} needs the package '${pkg}', which is not installed: npm install '${pkg}@${OPTIONAL_PEERS[pkg]}'`,
    cause === undefined ? undefined : { cause },
  );
}

/** True when `error` says that `pkg` itself (not something inside it) could not be found. */
export function isNotFound(error: unknown, pkg: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false;
  const message = String((error as Error).message);
  return message.includes(`'${pkg}'`) || message.includes(`'${pkg}/`);
}

/**
 * Imports an optional peer on first use: `load` is the `import('pkg')` expression (so types and
 * bundlers see it). A missing package becomes a MissingPeerError; any other failure is rethrown.
 */
export async function importPeer<T>(pkg: OptionalPeer, feature: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error, pkg)) throw missingPeer(pkg, feature, error);
    throw error;
  }
}

/**
 * Loads a package synchronously on first use, for APIs that are synchronous (a model object, an
 * open database, a date parse). Works for CommonJS packages and, on Node ≥ 20.19, ESM ones;
 * `subpath` names an export of the package (`ai` + `test` is `ai/test`).
 */
export function requirePeer<T>(pkg: OptionalPeer, feature: string, subpath?: string): T {
  try {
    return require(subpath === undefined ? pkg : `${pkg}/${subpath}`) as T;
  } catch (error) {
    if (isNotFound(error, pkg)) throw missingPeer(pkg, feature, error);
    throw error;
  }
}

/** A hard dependency loaded on first use (not at import), memoised: `lazy(() => require(...))`. */
export function lazy<T>(load: () => T): () => T {
  let value: { v: T } | undefined;
  return () => {
    value ??= { v: load() };
    return value.v;
  };
}

/** `require` for this package's own hard dependencies, loaded on first use (see `lazy`). */
export const requireDependency = (pkg: string): unknown => require(pkg);
