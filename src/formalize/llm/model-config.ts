// Which LLM writes specifications, read from the environment (see docs/models.md).
// Nothing is contacted here: providers only open a connection when a model is first called.
// Each provider SDK is an optional peer, loaded when a model of that provider is first configured.
import type * as Anthropic from '@ai-sdk/anthropic';
import type * as OpenAi from '@ai-sdk/openai';
import type * as OpenAiCompatible from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { InputError, requirePeer } from '../../core/index.ts';

export const MODEL_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

/** A model object (never a bare id string, which the AI SDK would send to its hosted gateway). */
export type ConfiguredModel = Exclude<LanguageModel, string>;

export interface ModelChoice {
  provider: ModelProvider;
  modelId: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `openai:gpt-4o-mini`, `anthropic:claude-sonnet-4-5`, `openai-compatible:llama3.1`. Without a
 * prefix, `gpt-*`, `o1*`, `o3*`, `o4*` mean OpenAI and `claude-*` means Anthropic.
 */
export function parseModelName(name: string): ModelChoice {
  const trimmed = name.trim();
  const colon = trimmed.indexOf(':');
  if (colon > 0) {
    const provider = trimmed.slice(0, colon);
    const modelId = trimmed.slice(colon + 1).trim();
    if (!(MODEL_PROVIDERS as readonly string[]).includes(provider))
      throw new InputError(
        `unknown model provider '${provider}' in '${name}'; expected one of ${MODEL_PROVIDERS.join(', ')}`,
      );
    if (modelId === '') throw new InputError(`model name '${name}' has no model id after '${provider}:'`);
    return { provider: provider as ModelProvider, modelId };
  }
  if (/^(gpt-|o[134]\b|o[134]-|chatgpt-)/i.test(trimmed)) return { provider: 'openai', modelId: trimmed };
  if (/^claude-/i.test(trimmed)) return { provider: 'anthropic', modelId: trimmed };
  throw new InputError(
    `cannot tell the provider of model '${name}'; write PROVIDER:MODEL with PROVIDER one of ${MODEL_PROVIDERS.join(', ')}`,
  );
}

/** The model named `name`, configured with keys and base URL from `env`. */
export function modelFromName(name: string, env: Env = process.env): ConfiguredModel {
  const { provider, modelId } = parseModelName(name);
  const baseURL = nonEmpty(env.INTENTGUARD_BASE_URL);
  switch (provider) {
    case 'openai': {
      const apiKey = nonEmpty(env.INTENTGUARD_API_KEY) ?? nonEmpty(env.OPENAI_API_KEY);
      if (!apiKey) throw missingKey(name, 'OPENAI_API_KEY');
      const { createOpenAI } = requirePeer<typeof OpenAi>('@ai-sdk/openai', `model '${name}'`);
      return createOpenAI({ apiKey, ...(baseURL ? { baseURL } : {}) })(modelId);
    }
    case 'anthropic': {
      const apiKey = nonEmpty(env.INTENTGUARD_API_KEY) ?? nonEmpty(env.ANTHROPIC_API_KEY);
      if (!apiKey) throw missingKey(name, 'ANTHROPIC_API_KEY');
      const { createAnthropic } = requirePeer<typeof Anthropic>('@ai-sdk/anthropic', `model '${name}'`);
      return createAnthropic({ apiKey, ...(baseURL ? { baseURL } : {}) })(modelId);
    }
    case 'openai-compatible': {
      if (!baseURL)
        throw new InputError(
          `model '${name}' needs INTENTGUARD_BASE_URL (the endpoint, e.g. http://localhost:11434/v1)`,
        );
      const apiKey = nonEmpty(env.INTENTGUARD_API_KEY);
      const { createOpenAICompatible } = requirePeer<typeof OpenAiCompatible>(
        '@ai-sdk/openai-compatible',
        `model '${name}'`,
      );
      return createOpenAICompatible({
        name: 'intentguard',
        baseURL,
        ...(apiKey ? { apiKey } : {}),
      }).chatModel(modelId);
    }
  }
}

/** The model named by `INTENTGUARD_MODEL`, or undefined when none is configured (use the offline formalizer). */
export function modelFromEnv(env: Env = process.env): ConfiguredModel | undefined {
  const name = nonEmpty(env.INTENTGUARD_MODEL);
  return name ? modelFromName(name, env) : undefined;
}

/** `provider:modelId` of a model object, for logs and reports. */
export function describeModel(model: LanguageModel): string {
  return typeof model === 'string' ? model : `${model.provider}:${model.modelId}`;
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

function missingKey(name: string, providerVariable: string): InputError {
  return new InputError(`model '${name}' needs an API key: set INTENTGUARD_API_KEY or ${providerVariable}`);
}
