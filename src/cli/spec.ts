// `intentguard spec lint|print`: check a spec file and report located problems.
import type { Command } from 'commander';
import { formatIssue } from '../core/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { checkSpec, printSpec, specToJson } from '../spec/index.ts';
import type { CliContext } from './context.ts';
import { EXIT_FINDINGS, EXIT_OK, readText, runCommand } from './io.ts';
import { toolNamesFromFile } from './tools-file.ts';

/** A spec file's content: JSON when it parses as a JSON object, Prolog text otherwise. */
export function specInput(path: string, text: string): string | object {
  if (path.endsWith('.json') || text.trimStart().startsWith('{')) {
    try {
      return JSON.parse(text) as object;
    } catch {
      return text;
    }
  }
  return text;
}

export function registerSpecCommands(program: Command, cli: CliContext): void {
  const spec = program.command('spec').description('work with specifications (Prolog text or JSON)');
  spec
    .command('lint')
    .description('check a spec; exit 0 when valid, else exit 1 with FILE:LINE:COL: message per problem')
    .argument('<file>', 'spec file (.pl Prolog text or .json)')
    .option('--tools <file>', 'tools file: actions must be among these tools')
    .option('--json', 'print the issues as JSON')
    .action((file: string, opts: { tools?: string; json?: boolean }) =>
      runCommand(cli, async () => {
        const text = readText(file, 'spec');
        const engine = await PrologEngine.shared();
        const toolkit = opts.tools ? await toolNamesFromFile(opts.tools) : undefined;
        const { checked, issues } = checkSpec(engine, specInput(file, text), {
          source: file,
          ...(toolkit ? { toolkit } : {}),
        });
        if (opts.json) cli.print(JSON.stringify({ ok: Boolean(checked), issues }));
        else for (const issue of issues) cli.print(formatIssue(issue, file));
        if (!checked) return EXIT_FINDINGS;
        if (!opts.json) {
          const s = checked.spec;
          cli.printError(
            `${file}: ok (${s.intent ? 1 : 0} goal, ${s.steps.length} steps, ${s.risks.length} risky patterns${issues.length ? `, ${issues.length} warning(s)` : ''})`,
          );
        }
        return EXIT_OK;
      }),
    );
  spec
    .command('print')
    .description('print a spec in canonical Prolog text (or JSON with --json)')
    .argument('<file>', 'spec file (.pl or .json)')
    .option('--json', 'print the JSON form')
    .action((file: string, opts: { json?: boolean }) =>
      runCommand(cli, async () => {
        const engine = await PrologEngine.shared();
        const { checked, issues } = checkSpec(engine, specInput(file, readText(file, 'spec')), {
          source: file,
        });
        if (!checked) {
          for (const issue of issues) cli.printError(formatIssue(issue, file));
          return EXIT_FINDINGS;
        }
        cli.print(opts.json ? JSON.stringify(specToJson(checked.spec), null, 2) : printSpec(checked.spec));
        return EXIT_OK;
      }),
    );
}
