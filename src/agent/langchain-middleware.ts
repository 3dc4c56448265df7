// The LangChain v1 agent middleware (`createAgent({ middleware: [...] })`): `wrapToolCall` asks the
// guard before each tool runs. A refused call never reaches the tool; its feedback is the
// ToolMessage the model reads. A call approved with constraints raises LangGraph's `interrupt()`
// with the exact call and the reason (shaped like `humanInTheLoopMiddleware`'s request), and
// `agent.invoke(new Command({ resume }), config)` answers it. A Confirmer option decides instead.
// Once the retry budget is spent (`guard.exhausted`), the run ends before the next model call.
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { AgentMiddleware, ToolCallRequest } from 'langchain';
import type { Confirmation } from '../core/index.ts';
import { importPeer } from '../core/index.ts';
import {
  type ConfirmationAnswer,
  type Confirmer,
  createGuard,
  type Decision,
  DecisionsByCall,
  type Guard,
  type GuardOptions,
} from '../guard/index.ts';
import { describeConfirmation } from './confirmers.ts';
import { toolOf } from './langchain-tool.ts';

export interface LangChainMiddlewareOptions {
  /** decides confirmations in process; without one, the run is interrupted for the user to answer */
  confirmer?: Confirmer;
}

/**
 * What the interrupt carries: `humanInTheLoopMiddleware`'s request shape (one action, approve or
 * reject), plus intentguard's confirmation (the exact call, the reason, the scope).
 */
export interface GuardInterrupt {
  actionRequests: Array<{ name: string; args: Record<string, unknown>; description: string }>;
  reviewConfigs: Array<{ actionName: string; allowedDecisions: Array<'approve' | 'reject'> }>;
  confirmation: Confirmation;
}

/**
 * The resume value: `{ decisions: [{ type: 'approve' }] }` or `{ decisions: [{ type: 'reject',
 * message }] }` as for `humanInTheLoopMiddleware`, or a ConfirmationAnswer (`true`, `{ granted }`).
 */
export type GuardResume =
  | { decisions: Array<{ type: 'approve' } | { type: 'reject'; message?: string } | { type: string }> }
  | ConfirmationAnswer;

/** Opens a guard for the task (tools read from the LangChain tools) and makes its middleware. */
export async function guardLangChainAgent(
  tools: readonly StructuredToolInterface[],
  setup: Omit<GuardOptions, 'tools'>,
): Promise<{ middleware: AgentMiddleware; guard: Guard }> {
  const guard = await createGuard({ ...setup, tools: tools.map(toolOf) });
  return { middleware: await intentguardMiddleware(guard, setup), guard };
}

/** The middleware for an existing guard (loads `langchain`, an optional peer). */
export async function intentguardMiddleware(
  guard: Guard,
  options: LangChainMiddlewareOptions = {},
): Promise<AgentMiddleware> {
  const { createMiddleware, ToolMessage } = await importPeer(
    'langchain',
    'the LangChain middleware',
    () => import('langchain'),
  );
  // a call interrupted for confirmation is decided once: the resumed run finds its decision here
  const pending = new DecisionsByCall(guard);
  const decisionFor = ({ toolCall: { name, args, id } }: ToolCallRequest): Promise<Decision> =>
    pending.decide(id === undefined ? { tool: name, args } : { tool: name, args, id });

  return createMiddleware({
    name: 'intentguard',
    // RefineAct's retry budget: once it is spent, the run ends instead of asking the model again
    beforeModel: { canJumpTo: ['end'], hook: () => (guard.exhausted ? { jumpTo: 'end' } : undefined) },
    wrapToolCall: async (request, handler) => {
      const decision = await decisionFor(request);
      const { name, id } = request.toolCall;
      const confirmation = decision.verdict.confirmation;
      let answer: ConfirmationAnswer | Confirmer | undefined = options.confirmer;
      if (answer === undefined && guard.asks(decision) && confirmation) {
        // the first pass stops the run here (interrupt throws); the resumed pass gets the user's answer back
        const ask = request.runtime.interrupt;
        answer =
          typeof ask !== 'function'
            ? { granted: false, note: 'no LangGraph runtime to interrupt' }
            : answerOf(ask(interruptFor(confirmation)));
      }
      if (id !== undefined) pending.take(id);
      const outcome = await guard.run(
        decision,
        // the tool is handed the arguments the guard decided on
        () => handler({ ...request, toolCall: { ...request.toolCall, args: { ...decision.call.args } } }),
        {
          ...(answer === undefined ? {} : { confirm: answer }),
          outcome: (out) => ({ result: ToolMessage.isInstance(out) ? out.content : out }),
        },
      );
      if (outcome.ran) return outcome.result;
      return new ToolMessage({ content: outcome.feedback, tool_call_id: id ?? '', name, status: 'error' });
    },
  }) as AgentMiddleware;
}

/** The interrupt's value for a confirmation. */
export function interruptFor(confirmation: Confirmation): GuardInterrupt {
  const { tool, args } = confirmation.call;
  return {
    actionRequests: [{ name: tool, args: { ...args }, description: describeConfirmation(confirmation) }],
    reviewConfigs: [{ actionName: tool, allowedDecisions: ['approve', 'reject'] }],
    confirmation,
  };
}

/** Reads the resume value; anything but a clear approval is a denial (fail closed). */
export function answerOf(resume: unknown): ConfirmationAnswer {
  if (typeof resume === 'boolean') return resume;
  if (resume !== null && typeof resume === 'object') {
    if ('granted' in resume && typeof resume.granted === 'boolean') return resume as ConfirmationAnswer;
    const decisions = (resume as { decisions?: unknown }).decisions;
    if (Array.isArray(decisions) && decisions.length === 1) {
      const [d] = decisions as Array<{ type?: unknown; message?: unknown }>;
      if (d?.type === 'approve') return { granted: true, note: 'approved at the LangGraph interrupt' };
      if (d?.type === 'reject')
        return { granted: false, note: typeof d.message === 'string' ? d.message : 'rejected by the user' };
      return {
        granted: false,
        note: `'${String(d?.type)}' is not an answer intentguard accepts (approve or reject)`,
      };
    }
  }
  return { granted: false, note: 'the resume value was not an approval' };
}
