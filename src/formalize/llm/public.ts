// `intentguard/llm`: the LLM formalizer and model configuration (loads the AI SDK providers).
export * from '../model-config.ts';
export * from './index.ts';
