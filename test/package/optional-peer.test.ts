// Optional peers: the list in the code is package.json's, a missing one is a one-line typed error
// naming the install command, and a failure inside a present package is not mistaken for absence.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  importPeer,
  isNotFound,
  MissingPeerError,
  missingPeer,
  OPTIONAL_PEERS,
  requirePeer,
} from '../../src/core/index.ts';
import { modelFromName } from '../../src/formalize/llm/index.ts';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

describe('optional peer dependencies', () => {
  it('are the ones package.json declares optional, with the same ranges, installed for the tests only', () => {
    assert.deepEqual({ ...OPTIONAL_PEERS }, pkg.peerDependencies);
    for (const name of Object.keys(OPTIONAL_PEERS)) {
      assert.equal(pkg.peerDependenciesMeta[name]?.optional, true, name);
      assert.equal(pkg.dependencies[name], undefined, `${name} is also a hard dependency`);
      assert.ok(pkg.devDependencies[name], `${name} is not installed for the tests`);
    }
  });

  it('a missing one is a MissingPeerError: one line naming the package and the install command', async () => {
    const error = missingPeer('better-sqlite3', 'the SQLite audit log');
    assert.ok(error instanceof MissingPeerError);
    assert.equal(error.code, 'missing_dependency');
    assert.equal(error.package, 'better-sqlite3');
    assert.equal(error.message.split('\n').length, 1);
    assert.match(
      error.message,
      /^the SQLite audit log needs the package 'better-sqlite3'.*npm install 'better-sqlite3@\^12'$/,
    );

    // what Node throws for an absent package, from import() and from require()
    const absent = 'intentguard-no-such-package';
    const viaImport = await import(absent).catch((e: unknown) => e);
    assert.ok(isNotFound(viaImport, absent));
    await assert.rejects(
      importPeer('ai', 'the LLM formalizer', () => import(absent).catch(() => import('ai-' + absent))),
      (e: unknown) => e instanceof Error && !(e instanceof MissingPeerError),
      "a different package missing is not reported as 'ai' missing",
    );
    await assert.rejects(
      importPeer('z3-solver', 'the Z3 plan checks', async () => {
        const e = Object.assign(new Error("Cannot find package 'z3-solver' imported from /x.js"), {
          code: 'ERR_MODULE_NOT_FOUND',
        });
        throw e;
      }),
      (e: unknown) => e instanceof MissingPeerError && e.package === 'z3-solver',
    );
  });

  it('an installed one loads on first use, synchronously or not', async () => {
    const sqlite = requirePeer<unknown>('better-sqlite3', 'the SQLite audit log');
    assert.equal(typeof sqlite, 'function');
    const ai = await importPeer('ai', 'the LLM formalizer', () => import('ai'));
    assert.equal(typeof ai.generateText, 'function');
    // a provider SDK is loaded when a model of that provider is configured
    const model = modelFromName('openai:gpt-4o-mini', { OPENAI_API_KEY: 'sk-test' });
    assert.equal(model.modelId, 'gpt-4o-mini');
  });
});
