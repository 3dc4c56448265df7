// The calls file of `intentguard check`: JSON Lines, one proposed action per line.
import { z } from 'zod';
import { FINAL_ANSWER, InputError, type ToolCall } from '../core/index.ts';
import { readJsonLines } from './io.ts';

const CallLine = z.union([
  z
    .object({
      tool: z.string().min(1, 'tool must be a non-empty string'),
      args: z.record(z.string(), z.unknown()).default({}),
      result: z.unknown().optional(),
      id: z.string().optional(),
    })
    .strict(),
  z.object({ final_answer: z.string() }).strict(),
]);

export interface CallLine {
  index: number;
  line: number;
  call: ToolCall;
  result?: unknown;
  final: boolean;
}

export function readCallsFile(path: string): CallLine[] {
  return readJsonLines(path, 'calls file').map(({ line, value }, index) => {
    const parsed = CallLine.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError(
        `${path}:${line}: expected {"tool": "...", "args": {...}} or {"final_answer": "..."}${issue ? ` (${issue.path.join('.') || 'line'}: ${issue.message})` : ''}`,
        { source: path, line },
      );
    }
    const v = parsed.data;
    if ('final_answer' in v)
      return { index, line, call: { tool: FINAL_ANSWER, args: { answer: v.final_answer } }, final: true };
    const call: ToolCall = { tool: v.tool, args: v.args };
    if (v.id !== undefined) call.id = v.id;
    return { index, line, call, ...(v.result !== undefined ? { result: v.result } : {}), final: false };
  });
}
