// `intentguard/openai-agents`: guard OpenAI Agents SDK function tools with a tool input guardrail.
// A refused call is answered with `rejectContent(feedback)`, which the runner feeds back to the
// model as the tool's output; once the retry budget is spent the guardrail throws instead
// (ToolInputGuardrailTripwireTriggered ends the run, the explanation in its output info).
// Confirmations are put to a Confirmer inside the guardrail (default: deny-all). The tool's
// `invoke` is wrapped so the session records what actually ran, with its result.
import {
  type Tool as AgentTool,
  defineToolInputGuardrail,
  type FunctionTool,
  ToolGuardrailFunctionOutputFactory,
} from '@openai/agents';
import type { Tool } from '../core/index.ts';
import { canonicalHash, InputError } from '../core/index.ts';
import type { CallGuard, Decision } from './call-guard.ts';
import { denyAll } from './confirmers.ts';
import { createGuard, type GuardSetup } from './create-guard.ts';
import type { Confirmer } from './types.ts';

export interface AgentsGuardOptions {
  /** decides confirmations inside the guardrail (default `denyAll`) */
  confirmer?: Confirmer;
}

const MAX_PENDING = 256;

/** Opens a guard for the task (tools read from the function tools) and guards the tools. */
export async function guardOpenAiAgents<T extends AgentTool[]>(
  tools: T,
  setup: Omit<GuardSetup, 'tools'> & AgentsGuardOptions,
): Promise<{ tools: T; guard: CallGuard }> {
  const functions = functionTools(tools);
  const guard = await createGuard({ ...setup, tools: functions.map(toolOf) });
  return { tools: guardAgentTools(tools, guard, setup), guard };
}

/** Adds the intentguard input guardrail (last, after the tool's own) and records what ran. */
export function guardAgentTools<T extends AgentTool[]>(
  tools: T,
  guard: CallGuard,
  options: AgentsGuardOptions = {},
): T {
  functionTools(tools);
  const confirmer = options.confirmer ?? denyAll;
  // calls the guardrail allowed, awaiting their invoke (keyed by call id)
  const allowed = new Map<string, Decision>();

  const guardrail = defineToolInputGuardrail({
    name: 'intentguard',
    run: async ({ toolCall }) => {
      const decision = await guard.decide({
        tool: toolCall.name,
        args: parseArgs(toolCall.arguments),
        id: toolCall.callId,
      });
      if (guard.mode === 'enforce' && decision.verdict.disposition === 'approved_with_constraints')
        await guard.confirm(decision, confirmer);
      const info = { disposition: decision.verdict.disposition, findings: decision.verdict.findings };
      if (guard.mayRun(decision)) {
        allowed.set(toolCall.callId, decision);
        if (allowed.size > MAX_PENDING) allowed.delete(allowed.keys().next().value!);
        return ToolGuardrailFunctionOutputFactory.allow(info);
      }
      const feedback = await guard.refuse(decision);
      return guard.exhausted
        ? ToolGuardrailFunctionOutputFactory.throwException({ ...info, explanation: feedback })
        : ToolGuardrailFunctionOutputFactory.rejectContent(feedback, info);
    },
  });

  return tools.map((t) => {
    if (t.type !== 'function') return t;
    const invoke = t.invoke;
    const guarded: FunctionTool = {
      ...t,
      inputGuardrails: [...(t.inputGuardrails ?? []), guardrail],
      invoke: async (runContext, input, details) => {
        const callId = details?.toolCall?.callId;
        const args = parseArgs(input);
        const decision = callId === undefined ? undefined : allowed.get(callId);
        if (callId !== undefined) allowed.delete(callId);
        const run = () => invoke(runContext, input, details);
        if (
          decision &&
          decision.call.tool === t.name &&
          canonicalHash(decision.call.args) === canonicalHash(args)
        ) {
          const start = performance.now();
          try {
            const result = await run();
            await guard.ran(decision, result, performance.now() - start);
            return result;
          } catch (error) {
            await guard.failed(decision, error, performance.now() - start);
            throw error;
          }
        }
        // invoked without (or unlike) the guardrail's decision: decide here, fail closed
        const outcome = await guard.guardCall({ tool: t.name, args }, run, confirmer);
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
