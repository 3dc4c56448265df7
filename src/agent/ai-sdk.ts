// `intentguard/ai-sdk`: guard a Vercel AI SDK (ai@6) tool set. Every `execute` is checked first;
// a refused call does not run and the guard's feedback becomes the tool result the model reads.
// Calls approved with constraints go through the SDK's own approval flow (`needsApproval`):
// generateText stops with a `tool-approval-request` (`confirmationFor(request)` gives the exact
// call and the reason to show), the app asks the user and sends a `tool-approval-response`; the
// SDK then executes the approved call and the guard records the confirmation for that exact call. Pass a Confirmer instead to decide inside `execute`.
import type { ModelMessage, StopCondition, ToolExecutionOptions, ToolSet } from 'ai';
import type { Confirmation, ToolCall } from '../core/index.ts';
import { canonicalHash, InputError, trySnapshotArgs } from '../core/index.ts';
import { loadTools } from '../formalize/tools/index.ts';
import type { CallGuard, Decision } from './call-guard.ts';
import { createGuard, type GuardSetup } from './create-guard.ts';
import type { Confirmer } from './types.ts';

export interface AiSdkGuardOptions {
  /** `sdk` (default): confirmations use the SDK's approval flow; a Confirmer decides inside `execute` instead */
  confirm?: 'sdk' | Confirmer;
}

/** Decided calls awaiting their outcome, by tool call id (bounded: the oldest are forgotten). */
const MAX_PENDING = 256;

export interface GuardedToolSet<T extends ToolSet> {
  tools: T;
  guard: CallGuard;
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
  setup: Omit<GuardSetup, 'tools'> & AiSdkGuardOptions,
): Promise<GuardedToolSet<T>> {
  assertExecutable(tools);
  const guard = await createGuard({ ...setup, tools: await loadTools(tools, { format: 'ai-sdk' }) });
  return wrapToolSet(tools, guard, setup);
}

/** Wraps a tool set with an existing guard; see `guardAiSdk`. */
export function guardToolSet<T extends ToolSet>(
  tools: T,
  guard: CallGuard,
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
  guard: CallGuard,
  options: AiSdkGuardOptions,
): GuardedToolSet<T> {
  assertExecutable(tools);
  const pending = new Map<string, Decision>();
  const confirm = options.confirm ?? 'sdk';

  const decisionFor = async (name: string, input: unknown, toolCallId: string): Promise<Decision> => {
    const args = asArgs(input);
    const known = pending.get(toolCallId);
    if (known && !known.settled && known.call.tool === name && sameArgs(known.call.args, args)) return known;
    const decision = await guard.decide({ tool: name, args, id: toolCallId } satisfies ToolCall);
    pending.set(toolCallId, decision);
    if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
    return decision;
  };

  const settleApprovals = async (messages: readonly ModelMessage[]): Promise<void> => {
    for (const [toolCallId, approved] of approvalResponses(messages)) {
      const decision = pending.get(toolCallId);
      if (approved || !decision || decision.settled || decision.confirmed !== undefined) continue;
      await guard.confirm(decision, { granted: false, note: 'the user denied it in the approval flow' });
      await guard.refuse(decision);
      pending.delete(toolCallId);
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
        if (confirm !== 'sdk' || guard.mode === 'shadow') return own;
        await settleApprovals(opts.messages);
        const d = await decisionFor(name, input, opts.toolCallId);
        return own || (d.verdict.disposition === 'approved_with_constraints' && d.confirmed === undefined);
      },
      execute: async (input: unknown, opts: ToolExecutionOptions) => {
        await settleApprovals(opts.messages);
        const d = await decisionFor(name, input, opts.toolCallId);
        pending.delete(opts.toolCallId);
        if (guard.mode === 'enforce' && d.verdict.disposition === 'approved_with_constraints') {
          const answer =
            confirm === 'sdk'
              ? approvalResponses(opts.messages).get(opts.toolCallId) === true
                ? true
                : { granted: false, note: 'no approval was given through the SDK approval flow' }
              : confirm;
          await guard.confirm(d, answer);
        }
        if (!guard.mayRun(d)) return guard.refuse(d);
        // the tool gets the snapshot the guard decided on, never the proposed object
        return runAndSettle(guard, d, () => execute(inputOf(d, input) as never, opts));
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

/** Runs the tool and records its result; a streaming tool (async iterable) is recorded with its last value. */
async function runAndSettle(guard: CallGuard, d: Decision, run: () => unknown): Promise<unknown> {
  const start = performance.now();
  let out: unknown;
  try {
    out = await run();
  } catch (error) {
    await guard.failed(d, error, performance.now() - start);
    throw error;
  }
  if (isAsyncIterable(out)) return recordStream(guard, d, out, start);
  await guard.ran(d, out, performance.now() - start);
  return out;
}

async function* recordStream(guard: CallGuard, d: Decision, stream: AsyncIterable<unknown>, start: number) {
  let last: unknown;
  try {
    for await (const item of stream) {
      last = item;
      yield item;
    }
  } catch (error) {
    await guard.failed(d, error, performance.now() - start);
    throw error;
  }
  await guard.ran(d, last, performance.now() - start);
}

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

/** Whether proposed arguments equal decided ones (compared as snapshots: unreadable ones never match). */
function sameArgs(decided: Record<string, unknown>, proposed: Record<string, unknown>): boolean {
  const snapshot = trySnapshotArgs(proposed);
  return snapshot.ok && canonicalHash(snapshot.value) === canonicalHash(decided);
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

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return value !== null && typeof value === 'object' && Symbol.asyncIterator in value;
}
