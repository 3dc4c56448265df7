// `intentguard/llm`: the LLM formalizer and model configuration (loads the AI SDK providers).

export * from './index.ts';
export * from './model-config.ts';
