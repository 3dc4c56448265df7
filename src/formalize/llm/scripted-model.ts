// A scripted language model for tests: answers come from a list or a function of the prompt,
// and every call is recorded. Built on the AI SDK's MockLanguageModelV3; no network.
import type * as AiTest from 'ai/test';
import type { MockLanguageModelV3 } from 'ai/test';
import { requirePeer } from '../../core/index.ts';

// the provider-spec types, taken from the mock so no undeclared package is imported
type LanguageModelV3CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type LanguageModelV3GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

export interface ScriptedCall {
  /** 0-based call number */
  index: number;
  system: string;
  /** the conversation after the system prompt, text only */
  messages: Array<{ role: 'user' | 'assistant' | 'tool'; text: string }>;
  /** the last user message (the instruction, or the checker's feedback on a retry) */
  lastUser: string;
}

export type Script = readonly string[] | ((call: ScriptedCall) => string);

export interface ScriptedModel {
  model: MockLanguageModelV3;
  calls: ScriptedCall[];
}

export function scriptedModel(script: Script, modelId = 'scripted'): ScriptedModel {
  const calls: ScriptedCall[] = [];
  // the AI SDK is an optional peer: loaded when a scripted model is made, not on import
  const { MockLanguageModelV3 } = requirePeer<typeof AiTest>('ai', 'the scripted model', 'test');
  const model = new MockLanguageModelV3({
    provider: 'intentguard-test',
    modelId,
    doGenerate: async (options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> => {
      const call = readCall(options, calls.length);
      calls.push(call);
      let text: string;
      if (typeof script === 'function') text = script(call);
      else {
        const next = script[call.index];
        if (next === undefined) throw new Error(`scripted model: no answer for call ${call.index + 1}`);
        text = next;
      }
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: undefined, text: undefined, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
  return { model, calls };
}

function readCall(options: LanguageModelV3CallOptions, index: number): ScriptedCall {
  let system = '';
  const messages: ScriptedCall['messages'] = [];
  for (const m of options.prompt) {
    if (m.role === 'system') system += m.content;
    else {
      const text = m.content.map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join('');
      messages.push({ role: m.role, text });
    }
  }
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.text ?? '';
  return { index, system, messages, lastUser };
}
