// `intentguard/openai-agents`: guard OpenAI Agents SDK function tools with a tool input guardrail.
// A refused call is answered with `rejectContent(feedback)`, which the runner feeds back to the
// model as the tool's output; once the retry budget is spent the guardrail throws instead
// (ToolInputGuardrailTripwireTriggered ends the run, the explanation in its output info).
// Confirmations go through the SDK's own approval flow: the tool's `needsApproval` asks for the
// calls the guard approved with constraints, so the run stops with `result.interruptions`
// (`confirmationFor(item)` names the exact call and the reason), and `state.approve(item)` or
// `state.reject(item)` then `run(agent, state)` resumes it. A Confirmer option decides inside the
// guardrail instead. The tool's `invoke` is wrapped so the session records what actually ran.
import {
  type Tool as AgentTool,
  defineToolInputGuardrail,
  type FunctionTool,
  type RunContext,
  type RunState,
  type RunToolApprovalItem,
  ToolGuardrailFunctionOutputFactory,
} from '@openai/agents';
import type { Confirmation, Tool } from '../core/index.ts';
import { InputError } from '../core/index.ts';
import {
  type Confirmer,
  createGuard,
  DecisionsByCall,
  decides,
  type Guard,
  type GuardOptions,
} from '../guard/index.ts';
import { denyAll } from './confirmers.ts';

export interface AgentsGuardOptions {
  /** decides confirmations inside the guardrail; without one, the SDK's approval flow asks the user */
  confirmer?: Confirmer;
}

export interface GuardedAgentTools<T extends AgentTool[]> {
  tools: T;
  guard: Guard;
  /** the exact call and the reason behind an approval request in `result.interruptions` */
  confirmationFor(item: RunToolApprovalItem): Confirmation | undefined;
  /** records the denials made with `state.reject(item)` (the SDK never runs a rejected call) */
  settleApprovals<TContext>(state: Pick<RunState<TContext, never>, '_context'>): Promise<void>;
}

/** Per guard: calls asked through the approval flow, awaiting the user's answer (by call id). */
const asked = new WeakMap<Guard, DecisionsByCall>();

/** Opens a guard for the task (tools read from the function tools) and guards the tools. */
export async function guardOpenAiAgents<T extends AgentTool[]>(
  tools: T,
  setup: Omit<GuardOptions, 'tools'>,
): Promise<GuardedAgentTools<T>> {
  const functions = functionTools(tools);
  const guard = await createGuard({ ...setup, tools: functions.map(toolOf) });
  return {
    tools: guardAgentTools(tools, guard, setup),
    guard,
    confirmationFor: (item) => confirmationFor(guard, item),
    settleApprovals: (state) => settleApprovals(guard, state._context),
  };
}

/** The confirmation behind an approval request of `guard` (undefined when the guard did not ask). */
export function confirmationFor(guard: Guard, item: RunToolApprovalItem): Confirmation | undefined {
  const callId = (item.rawItem as { callId?: string }).callId;
  return callId === undefined ? undefined : asked.get(guard)?.get(callId)?.verdict.confirmation;
}

/** Records the user's rejections of calls the guard asked about (they never reach the tool). */
async function settleApprovals<TContext>(guard: Guard, context: RunContext<TContext>): Promise<void> {
  const pending = asked.get(guard);
  if (!pending) return;
  for (const [callId, decision] of pending.entries()) {
    if (context.isToolApproved({ toolName: decision.call.tool, callId }) !== false) continue;
    pending.take(callId);
    await guard.confirm(decision, { granted: false, note: 'the user rejected it in the approval flow' });
    await guard.refuse(decision);
  }
}

/** Adds the intentguard input guardrail (last, after the tool's own) and records what ran. */
export function guardAgentTools<T extends AgentTool[]>(
  tools: T,
  guard: Guard,
  options: AgentsGuardOptions = {},
): T {
  functionTools(tools);
  // without a Confirmer, confirmations are the SDK's approval flow (needsApproval below)
  const sdkApproval = options.confirmer === undefined;
  const confirmer = options.confirmer ?? denyAll;
  // calls the guardrail allowed, awaiting their invoke (keyed by call id)
  const allowed = new DecisionsByCall(guard);
  const pending = asked.get(guard) ?? new DecisionsByCall(guard);
  asked.set(guard, pending);
  // decisions made when the SDK asked whether a call needs approval, for its guardrail to reuse
  const decided = new DecisionsByCall(guard);

  /** The decision for a call: the one made when the SDK asked whether it needs approval, or a new one. */
  const decisionFor = async (tool: string, args: Record<string, unknown>, callId: string) => {
    const known = decided.take(callId);
    return known && decides(known, { tool, args }) ? known : guard.decide({ tool, args, id: callId });
  };

  const guardrail = defineToolInputGuardrail({
    name: 'intentguard',
    run: async ({ toolCall, context }) => {
      await settleApprovals(guard, context);
      const decision = await decisionFor(toolCall.name, parseArgs(toolCall.arguments), toolCall.callId);
      const info = { disposition: decision.verdict.disposition, findings: decision.verdict.findings };
      let answer: Confirmer | { granted: boolean; note?: string } = confirmer;
      if (guard.asks(decision) && sdkApproval && pending.get(toolCall.callId) === decision) {
        const approved = context.isToolApproved({ toolName: toolCall.name, callId: toolCall.callId });
        // a guardrail run before the approval (preApprovalInputGuardrails): the user has not answered yet
        if (approved === undefined) {
          decided.keep(toolCall.callId, decision);
          return ToolGuardrailFunctionOutputFactory.allow(info);
        }
        pending.take(toolCall.callId);
        answer = approved
          ? { granted: true, note: 'approved in the Agents SDK approval flow' }
          : { granted: false };
      }
      const admission = await guard.admit(decision, answer);
      if (admission.admitted) {
        allowed.keep(toolCall.callId, decision);
        return ToolGuardrailFunctionOutputFactory.allow(info);
      }
      return admission.stop
        ? ToolGuardrailFunctionOutputFactory.throwException({ ...info, explanation: admission.feedback })
        : ToolGuardrailFunctionOutputFactory.rejectContent(admission.feedback, info);
    },
  });

  return tools.map((t) => {
    if (t.type !== 'function') return t;
    const invoke = t.invoke;
    const ownApproval = t.needsApproval;
    const guarded: FunctionTool = {
      ...t,
      inputGuardrails: [...(t.inputGuardrails ?? []), guardrail],
      // asks the user (through the run's interruptions) for calls approved with constraints
      needsApproval: async (runContext, input, callId) => {
        const own = await ownApproval(runContext, input, callId);
        if (!sdkApproval || callId === undefined) return own;
        await settleApprovals(guard, runContext);
        const args = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : { input };
        const decision = await decisionFor(t.name, args as Record<string, unknown>, callId);
        decided.keep(callId, decision);
        if (guard.asks(decision)) {
          pending.keep(callId, decision);
          return true;
        }
        // a call the guardrail will refuse is not put to the user first
        return own && guard.mayRun(decision);
      },
      invoke: async (runContext, input, details) => {
        const callId = details?.toolCall?.callId;
        const args = parseArgs(input);
        const decision = callId === undefined ? undefined : allowed.take(callId);
        // the tool parses the text of the snapshot the guard decided on
        const run = (decided: Readonly<Record<string, unknown>>) =>
          invoke(runContext, argumentText(decided, input), details);
        const admitted = decision && decides(decision, { tool: t.name, args });
        // invoked without (or unlike) the guardrail's decision: decide here, fail closed
        const outcome = await guard.run(admitted ? decision : { tool: t.name, args }, run, {
          confirm: confirmer,
        });
        return outcome.ran ? outcome.result : outcome.feedback;
      },
    };
    return guarded;
  }) as T;
}

/** Only function tools can be guarded; hosted tools run on OpenAI's side. */
function functionTools(tools: readonly AgentTool[]): FunctionTool[] {
  const other = tools.filter((t) => t.type !== 'function');
  if (other.length > 0)
    throw new InputError(
      `cannot guard tools that do not run in this process: ${other.map((t) => `${t.name} (${t.type})`).join(', ')}`,
    );
  return tools as FunctionTool[];
}

function toolOf(t: FunctionTool): Tool {
  const tool: Tool = { name: t.name, inputSchema: t.parameters as unknown as Record<string, unknown> };
  if (t.description) tool.description = t.description;
  return tool;
}

/** The decided arguments as the text a function tool parses; the model's own text when it was not a JSON object. */
function argumentText(decided: Readonly<Record<string, unknown>>, input: string): string {
  const parsed = parseArgs(input);
  return parsed.raw_arguments === input && Object.keys(parsed).length === 1 ? input : JSON.stringify(decided);
}

/** The model's argument text; unparseable text is still decided on (as `raw_arguments`), never dropped. */
function parseArgs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  return { raw_arguments: text };
}
