// A scripted agent model (AI SDK MockLanguageModelV3): each turn either calls a tool or answers.
// It follows its script whatever the guard says, so a run shows every decision the guard makes.
import { MockLanguageModelV3 } from 'ai/test';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

export type Turn = { tool: string; args: Record<string, unknown> } | { answer: string };

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

export function scriptedModel(turns: Turn[]): MockLanguageModelV3 {
  const results: GenerateResult[] = turns.map((turn, i) =>
    'answer' in turn
      ? {
          content: [{ type: 'text', text: turn.answer }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage,
          warnings: [],
        }
      : {
          content: [
            {
              type: 'tool-call',
              toolCallId: `call-${i}`,
              toolName: turn.tool,
              input: JSON.stringify(turn.args),
            },
          ],
          finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
          usage,
          warnings: [],
        },
  );
  return new MockLanguageModelV3({ doGenerate: results });
}
