// Model configuration from the environment: nothing is contacted when a model is built.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import {
  describeModel,
  modelFromEnv,
  modelFromName,
  parseModelName,
} from '../../src/formalize/llm/model-config.ts';

let fetched = 0;
const realFetch = globalThis.fetch;
beforeEach(() => {
  fetched = 0;
  globalThis.fetch = (async () => {
    fetched += 1;
    throw new Error('no network in tests');
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('modelFromEnv', () => {
  it('no INTENTGUARD_MODEL: no model (the offline formalizer applies), even with provider keys set', () => {
    assert.equal(modelFromEnv({}), undefined);
    assert.equal(modelFromEnv({ OPENAI_API_KEY: 'sk-test', INTENTGUARD_MODEL: '  ' }), undefined);
  });

  it('openai and anthropic, with their own keys or INTENTGUARD_API_KEY; nothing is contacted', () => {
    const openai = modelFromEnv({ INTENTGUARD_MODEL: 'openai:gpt-4o-mini', OPENAI_API_KEY: 'sk-test' });
    assert.ok(openai);
    assert.match(describeModel(openai), /^openai\.[a-z]+:gpt-4o-mini$/);
    const anthropic = modelFromEnv({
      INTENTGUARD_MODEL: 'anthropic:claude-sonnet-4-5',
      INTENTGUARD_API_KEY: 'k',
    });
    assert.match(describeModel(anthropic!), /^anthropic\.[a-z]+:claude-sonnet-4-5$/);
    const inferred = modelFromEnv({ INTENTGUARD_MODEL: 'claude-haiku-4-5', ANTHROPIC_API_KEY: 'k' });
    assert.match(describeModel(inferred!), /^anthropic/);
    assert.equal(fetched, 0);
  });

  it('openai-compatible needs INTENTGUARD_BASE_URL; the key is optional (local servers)', () => {
    assert.throws(() => modelFromEnv({ INTENTGUARD_MODEL: 'openai-compatible:llama3.1' }), {
      code: 'input_unusable',
      message: /INTENTGUARD_BASE_URL/,
    });
    const local = modelFromEnv({
      INTENTGUARD_MODEL: 'openai-compatible:llama3.1',
      INTENTGUARD_BASE_URL: 'http://localhost:11434/v1',
    });
    assert.equal(describeModel(local!), 'intentguard.chat:llama3.1');
    assert.equal(fetched, 0);
  });

  it('clear errors: missing key, unknown provider, unknown bare name', () => {
    assert.throws(() => modelFromName('openai:gpt-4o-mini', {}), {
      code: 'input_unusable',
      message: /INTENTGUARD_API_KEY or OPENAI_API_KEY/,
    });
    assert.throws(() => modelFromName('anthropic:claude-x', {}), { message: /ANTHROPIC_API_KEY/ });
    assert.throws(() => parseModelName('mistral:large'), { message: /unknown model provider 'mistral'/ });
    assert.throws(() => parseModelName('llama3'), { message: /cannot tell the provider/ });
    assert.throws(() => parseModelName('openai:'), { message: /no model id/ });
    assert.deepEqual(parseModelName('gpt-4o'), { provider: 'openai', modelId: 'gpt-4o' });
    assert.deepEqual(parseModelName('openai-compatible:qwen2.5:7b'), {
      provider: 'openai-compatible',
      modelId: 'qwen2.5:7b',
    });
  });
});
