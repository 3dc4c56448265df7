// What the MCP proxy enforces for one client connection: a fixed spec (from --spec or from the
// instruction, formalized once), or a task the client declares at run time with `declare_task`.
// Until a task is declared only tools the server annotates `readOnlyHint: true` may run; the
// declaration can be made once per connection. Only the user's acceptance (elicitation) lets it
// replace that startup policy; unaccepted, it can only narrow it (mcp-declaration.ts).
// See docs/integrations.md for the threat model of this choice.
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import type { Tool } from '../core/index.ts';
import { formatIssue, SpecError } from '../core/index.ts';
import type { PrologEngine } from '../logic/index.ts';
import { type CheckedSpec, compileSpec, isCheckedSpec } from '../spec/index.ts';
import type { CheckOutcome, GuardCheck } from '../verify/index.ts';
import type { Formalize } from './types.ts';

export const DECLARE_TASK = 'declare_task';

/** Where the proxy's spec comes from: a spec, an instruction to formalize, or a task the client declares. */
export type McpTask =
  | { kind: 'spec'; spec: CheckedSpec | string | object; source?: string; instruction?: string }
  | { kind: 'instruction'; instruction: string; formalize: Formalize }
  | { kind: 'declared'; formalize?: Formalize };

/** A fixed task, resolved once the real server's tools are known. */
export interface FixedTask {
  spec: CheckedSpec;
  instruction?: string;
}

/** Compiles (against the server's tool names) or formalizes the fixed task; `undefined` in declared mode. */
export async function resolveTask(
  task: McpTask,
  tools: readonly Tool[],
  engine: PrologEngine,
): Promise<FixedTask | undefined> {
  switch (task.kind) {
    case 'spec': {
      const spec = isCheckedSpec(task.spec)
        ? task.spec
        : compileSpec(engine, task.spec, {
            toolkit: tools.map((t) => t.name),
            ...(task.source ? { source: task.source } : {}),
          });
      return task.instruction === undefined ? { spec } : { spec, instruction: task.instruction };
    }
    case 'instruction':
      return { spec: await task.formalize(task.instruction, tools), instruction: task.instruction };
    case 'declared':
      return undefined;
  }
}

/** The tool the proxy adds in declared mode. */
export function declareTaskTool(hasFormalizer: boolean): McpTool {
  return {
    name: DECLARE_TASK,
    title: 'Declare the task (intentguard)',
    description:
      "Declare the user's task before using tools that change anything. Until a task is declared only read-only tools run. " +
      'Give the instruction exactly as the user gave it' +
      (hasFormalizer
        ? '; optionally a spec in intentguard Prolog (user_goal/refined_step/risky_action facts).'
        : ', and a spec in intentguard Prolog (user_goal/refined_step/risky_action facts): this proxy has no formalizer.') +
      ' The task can be declared once per connection; the user may be asked to accept it.',
    inputSchema: {
      type: 'object',
      properties: {
        instruction: { type: 'string', description: "the user's instruction, verbatim" },
        spec: { type: 'string', description: 'the spec to enforce, as intentguard Prolog text' },
      },
      required: hasFormalizer ? ['instruction'] : ['instruction', 'spec'],
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  };
}

/** Before a task is declared: read-only tools (declared by the server, never guessed) run; nothing else. */
export function undeclaredTaskCheck(): GuardCheck {
  return {
    name: 'task_declaration',
    check(call, ctx): CheckOutcome | null {
      const tool = ctx.tools?.get(call.tool);
      if (tool?.hints?.readOnly === true && tool.hintsInferred !== true) return null;
      return {
        disposition: 'rejected',
        findings: [
          {
            code: 'unplanned_tool',
            message: `no task has been declared yet, and ${call.tool} is not annotated read-only`,
          },
        ],
        feedback: `Action rejected: ${call.tool} may change something and no task has been declared for this connection. Call ${DECLARE_TASK} with the user's instruction first; until then only read-only tools run.`,
      };
    },
    checkFinal: () => null,
  };
}

export interface DeclaredTask {
  instruction: string;
  spec: CheckedSpec;
}

/** Parses a declaration into a checked spec, or says why it cannot be used. */
export async function specForDeclaration(
  args: Record<string, unknown>,
  tools: readonly Tool[],
  engine: PrologEngine,
  formalize: Formalize | undefined,
): Promise<{ ok: true; task: DeclaredTask } | { ok: false; message: string }> {
  const instruction = args.instruction;
  if (typeof instruction !== 'string' || instruction.trim() === '')
    return { ok: false, message: '`instruction` must be the user instruction as a non-empty string' };
  const text = args.spec;
  if (text !== undefined && typeof text !== 'string')
    return { ok: false, message: '`spec` must be Prolog text (a string)' };
  try {
    if (text !== undefined) {
      const spec = compileSpec(engine, text, { source: 'declared spec', toolkit: tools.map((t) => t.name) });
      return { ok: true, task: { instruction, spec } };
    }
    if (!formalize)
      return {
        ok: false,
        message: 'this proxy has no formalizer: pass `spec` (intentguard Prolog) with the instruction',
      };
    return { ok: true, task: { instruction, spec: await formalize(instruction, tools) } };
  } catch (error) {
    if (error instanceof SpecError)
      return {
        ok: false,
        message: `the spec was not accepted:\n${error.issues.map((i) => formatIssue(i, 'spec')).join('\n')}`,
      };
    return { ok: false, message: `the task could not be turned into a spec: ${(error as Error).message}` };
  }
}

/** What the user is asked to accept: the instruction and the spec that will be enforced. */
export function declarationPrompt(task: DeclaredTask): string {
  const spec = task.spec.text.length > 4000 ? `${task.spec.text.slice(0, 4000)}\n…` : task.spec.text;
  return `The agent declares this task:\n\n  ${task.instruction}\n\nintentguard will enforce this spec for the rest of the connection:\n\n${spec}\nAccept this as your task?`;
}
