// `intentguard formalize`: instruction + tools -> spec (Prolog text), offline by default.
import type { Command } from 'commander';
import type { Tool } from '../core/index.ts';
import { formatIssue, SpecError } from '../core/index.ts';
import { formalizeOffline } from '../formalize/offline/index.ts';
import { PrologEngine } from '../logic/index.ts';
import type { CheckedSpec } from '../spec/index.ts';
import { printSpec } from '../spec/index.ts';
import type { CliContext } from './context.ts';
import { checkOutputFile, EXIT_FINDINGS, EXIT_OK, runCommand, writeOutputFile } from './io.ts';
import { toolsFromFile } from './tools-file.ts';

export type Formalizer = (instruction: string, tools: Tool[]) => Promise<CheckedSpec>;

/** The LLM formalizer when a model is named or configured in the environment, else undefined (offline). */
export async function configuredFormalizer(
  cli: CliContext,
  modelName?: string,
): Promise<Formalizer | undefined> {
  if (!modelName && !cli.env.INTENTGUARD_MODEL) return undefined;
  // loaded only when a model is configured: the offline path never loads provider SDKs
  const { formalizeWithModel, modelFromEnv, modelFromName } = await import('../formalize/llm/index.ts');
  const model = modelName ? modelFromName(modelName, cli.env) : modelFromEnv(cli.env);
  if (!model) return undefined;
  return async (instruction, tools) => {
    const r = await formalizeWithModel({ instruction, tools, model });
    cli.printError(`formalized with ${r.llmCalls} LLM call(s)`);
    return r.checked;
  };
}

export function registerFormalizeCommand(program: Command, cli: CliContext): void {
  program
    .command('formalize')
    .description(
      "derive a spec from an instruction and the task's tools; exit 1 with the reasons when none is valid",
    )
    .argument('<instruction>', "the user's instruction")
    .requiredOption('--tools <file>', 'tools file (MCP tools/list, OpenAI functions, ToolEmu toolkits)')
    .option('--offline', 'use the offline formalizer even when a model is configured')
    .option('--model <name>', 'use this model (e.g. openai:gpt-4o-mini; see docs/models.md)')
    .option('--out <file>', 'write the spec here instead of printing it')
    .option('--json', 'print a JSON report (spec text, counts, notes)')
    .action(
      (
        instruction: string,
        opts: { tools: string; offline?: boolean; model?: string; out?: string; json?: boolean },
      ) =>
        runCommand(cli, async () => {
          if (opts.out) checkOutputFile(opts.out, '--out');
          const engine = await PrologEngine.shared();
          const tools = await toolsFromFile(opts.tools);
          const llm = opts.offline ? undefined : await configuredFormalizer(cli, opts.model);
          let checked: CheckedSpec;
          let notes: string[] = [];
          try {
            if (llm) checked = await llm(instruction, tools);
            else {
              const r = await formalizeOffline(instruction, tools, { engine });
              checked = r.checked;
              notes = r.report.notes;
            }
          } catch (error) {
            if (error instanceof SpecError) {
              for (const issue of error.issues) cli.printError(formatIssue(issue));
              cli.printError('error: no valid spec could be produced');
              return EXIT_FINDINGS;
            }
            if ((error as { code?: string }).code === 'formalize_failed') {
              cli.printError(`error: ${(error as Error).message}`);
              return EXIT_FINDINGS;
            }
            throw error;
          }
          const text = printSpec(checked.spec);
          if (opts.out) writeOutputFile(opts.out, text, '--out');
          if (opts.json)
            cli.print(
              JSON.stringify({
                formalizer: llm ? 'llm' : 'offline',
                hash: checked.hash,
                steps: checked.spec.steps.length,
                risks: checked.spec.risks.length,
                constraints: checked.spec.steps.filter((s) => s.constraint).length,
                notes,
                spec: text,
              }),
            );
          else if (!opts.out) cli.io.writeOut(text);
          for (const note of notes) if (!opts.json) cli.printError(`note: ${note}`);
          return EXIT_OK;
        }),
    );
}
