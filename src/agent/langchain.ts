// `intentguard/langchain`: guard LangChain.js tools with a wrapper tool of the same name, schema
// and description. The wrapper asks the guard first; a refused call does not reach the tool and
// the feedback is the tool's output, so `tool.invoke(toolCall)` yields a ToolMessage carrying the
// reason with the model's `tool_call_id`. Confirmations go to a Confirmer (default: deny-all).
// `guard.exhausted` tells the host loop when the retry budget is spent. With `createAgent`, use the
// middleware instead (langchain-middleware.ts): confirmations become LangGraph interrupts.
import {
  DynamicStructuredTool,
  type StructuredToolInterface,
  type ToolRunnableConfig,
} from '@langchain/core/tools';
import { type Confirmer, createGuard, type Guard, type GuardOptions } from '../guard/index.ts';
import { denyAll } from './confirmers.ts';
import { toolOf } from './langchain-tool.ts';

export {
  answerOf,
  type GuardInterrupt,
  type GuardResume,
  guardLangChainAgent,
  intentguardMiddleware,
  interruptFor,
  type LangChainMiddlewareOptions,
} from './langchain-middleware.ts';

export interface LangChainGuardOptions {
  /** decides confirmations (default `denyAll`) */
  confirmer?: Confirmer;
}

/** Opens a guard for the task (tools read from the LangChain tools) and wraps them. */
export async function guardLangChain(
  tools: readonly StructuredToolInterface[],
  setup: Omit<GuardOptions, 'tools'>,
): Promise<{ tools: DynamicStructuredTool[]; guard: Guard }> {
  const guard = await createGuard({ ...setup, tools: tools.map(toolOf) });
  return { tools: guardLangChainTools(tools, guard, setup), guard };
}

export function guardLangChainTools(
  tools: readonly StructuredToolInterface[],
  guard: Guard,
  options: LangChainGuardOptions = {},
): DynamicStructuredTool[] {
  const confirmer = options.confirmer ?? denyAll;
  return tools.map(
    (original) =>
      new DynamicStructuredTool({
        name: original.name,
        description: original.description,
        schema: original.schema as never,
        returnDirect: original.returnDirect,
        func: async (input: unknown, runManager, config) => {
          const args = (input ?? {}) as Record<string, unknown>;
          const id = (config as ToolRunnableConfig | undefined)?.toolCall?.id;
          const callbacks = runManager?.getChild();
          const outcome = await guard.run(
            id === undefined ? { tool: original.name, args } : { tool: original.name, args, id },
            // the inner tool gets the snapshot the guard decided on and the callbacks, but not the
            // tool call, so it returns its raw output
            (decided) => original.invoke(decided as never, callbacks ? { callbacks } : {}),
            { confirm: confirmer },
          );
          return outcome.ran ? outcome.result : outcome.feedback;
        },
      }),
  );
}
