// `intentguard/ai-sdk`: guard a Vercel AI SDK (ai@6) tool set. Every `execute` is checked first;
// a refused call does not run and the guard's feedback becomes the tool result the model reads.
// Calls approved with constraints go through the SDK's own approval flow (`needsApproval`):
// generateText stops with a `tool-approval-request` (`confirmationFor(request)` gives the exact
// call and the reason to show), the app asks the user and sends a `tool-approval-response`; the
// SDK then executes the approved call and the guard records the confirmation for that exact call. Pass a Confirmer instead to decide inside `execute`.
import type { ModelMessage, StopCondition, ToolExecutionOptions, ToolSet } from 'ai';
import type { Confirmation } from '../core/index.ts';
import { InputError } from '../core/index.ts';
import {
  type Confirmer,
  createGuard,
  type Decision,
  DecisionsByCall,
  type Guard,
  type GuardOptions,
} from '../guard/index.ts';
import { loadTools } from '../tools/index.ts';

export interface AiSdkGuardOptions {
  /** `sdk` (default): confirmations use the SDK's approval flow; a Confirmer decides inside `execute` instead */
  confirm?: 'sdk' | Confirmer;
}

export interface GuardedToolSet<T extends ToolSet> {
  tools: T;
  guard: Guard;
  /** for `stopWhen`: true once the guard's retry budget is spent */
  stopWhen: StopCondition<T>;
  /** records the user's denials found in `messages` (the SDK never calls `execute` for a denied call) */
  settleApprovals(messages: readonly ModelMessage[]): Promise<void>;
  /** the exact call and the reason behind a `tool-approval-request` part (or its tool call id) */
  confirmationFor(request: ApprovalRequestRef): Confirmation | undefined;
}

/** A `tool-approval-request` as generateText returns it (`toolCall`) or as a prompt part (`toolCallId`). */
export type ApprovalRequestRef = { toolCall: { toolCallId: string } } | { toolCallId: string } | string;

/** Opens a guard for the task (tools read from the tool set) and wraps the tool set. */
export async function guardAiSdk<T extends ToolSet>(
  tools: T,
  setup: Omit<GuardOptions, 'tools'> & AiSdkGuardOptions,
): Promise<GuardedToolSet<T>> {
  assertExecutable(tools);
  const guard = await createGuard({ ...setup, tools: await loadTools(tools, { format: 'ai-sdk' }) });
  // a Confirmer in the guard options decides inside `execute`, as `confirm` does
  return wrapToolSet(tools, guard, { confirm: setup.confirm ?? setup.confirmer ?? 'sdk' });
}

/** Wraps a tool set with an existing guard; see `guardAiSdk`. */
export function guardToolSet<T extends ToolSet>(
  tools: T,
  guard: Guard,
  options: AiSdkGuardOptions = {},
): GuardedToolSet<T> {
  return wrapToolSet(tools, guard, options);
}

/** A tool without `execute` runs outside the SDK, where the guard cannot stop it. */
function assertExecutable(tools: ToolSet): void {
  const missing = Object.entries(tools).filter(([, t]) => typeof t.execute !== 'function');
  if (missing.length > 0)
    throw new InputError(
      `cannot guard tools without execute (they run outside the SDK): ${missing.map(([n]) => n).join(', ')}`,
    );
}

function wrapToolSet<T extends ToolSet>(
  tools: T,
  guard: Guard,
  options: AiSdkGuardOptions,
): GuardedToolSet<T> {
  assertExecutable(tools);
  // decided calls awaiting their outcome, by tool call id (approval question, then execute)
  const pending = new DecisionsByCall(guard);
  const confirm = options.confirm ?? 'sdk';
  const decisionFor = (name: string, input: unknown, toolCallId: string): Promise<Decision> =>
    pending.decide({ tool: name, args: asArgs(input), id: toolCallId });

  const settleApprovals = async (messages: readonly ModelMessage[]): Promise<void> => {
    for (const [toolCallId, approved] of approvalResponses(messages)) {
      const decision = pending.get(toolCallId);
      if (approved || !decision || decision.settled || decision.confirmed !== undefined) continue;
      await guard.confirm(decision, { granted: false, note: 'the user denied it in the approval flow' });
      await guard.refuse(decision);
      pending.take(toolCallId);
    }
  };

  const wrapped: Record<string, unknown> = {};
  for (const [name, original] of Object.entries(tools)) {
    const execute = original.execute!;
    const ownApproval = original.needsApproval;
    wrapped[name] = {
      ...original,
      needsApproval: async (input: unknown, opts: Parameters<ToolNeedsApproval>[1]) => {
        const own =
          typeof ownApproval === 'function' ? await ownApproval(input as never, opts) : ownApproval === true;
        if (confirm !== 'sdk') return own;
        await settleApprovals(opts.messages);
        const d = await decisionFor(name, input, opts.toolCallId);
        return own || guard.asks(d);
      },
      execute: async (input: unknown, opts: ToolExecutionOptions) => {
        await settleApprovals(opts.messages);
        const d = await decisionFor(name, input, opts.toolCallId);
        pending.take(opts.toolCallId);
        const answer =
          confirm !== 'sdk'
            ? confirm
            : approvalResponses(opts.messages).get(opts.toolCallId) === true
              ? true
              : { granted: false, note: 'no approval was given through the SDK approval flow' };
        // the tool gets the snapshot the guard decided on, never the proposed object; a streaming
        // tool is recorded with its last value
        const outcome = await guard.run(d, () => execute(inputOf(d, input) as never, opts), {
          confirm: answer,
        });
        return outcome.ran ? outcome.result : outcome.feedback;
      },
    };
  }
  return {
    tools: wrapped as T,
    guard,
    stopWhen: () => guard.exhausted,
    settleApprovals,
    confirmationFor: (request) => {
      const id =
        typeof request === 'string'
          ? request
          : 'toolCall' in request
            ? request.toolCall.toolCallId
            : request.toolCallId;
      const decision = pending.get(id);
      return decision?.verdict.disposition === 'approved_with_constraints'
        ? decision.verdict.confirmation
        : undefined;
    },
  };
}

type ToolNeedsApproval = (
  input: unknown,
  options: { toolCallId: string; messages: ModelMessage[]; experimental_context?: unknown },
) => boolean | PromiseLike<boolean>;

/** tool call id → approved?, from the approval requests and responses in the message history. */
function approvalResponses(messages: readonly ModelMessage[]): Map<string, boolean> {
  const callOf = new Map<string, string>();
  const out = new Map<string, boolean>();
  for (const message of messages) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'tool-approval-request') callOf.set(part.approvalId, part.toolCallId);
      else if (part.type === 'tool-approval-response') {
        const toolCallId = callOf.get(part.approvalId);
        if (toolCallId !== undefined) out.set(toolCallId, part.approved);
      }
    }
  }
  return out;
}

/** The tool's input as decided: the snapshot itself, or its `input` when `asArgs` wrapped a non-object. */
function inputOf(d: Decision, input: unknown): unknown {
  return input !== null && typeof input === 'object' && !Array.isArray(input)
    ? d.call.args
    : d.call.args.input;
}

function asArgs(input: unknown): Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : { input };
}
