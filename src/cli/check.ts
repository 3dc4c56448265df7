// `intentguard check`: replay a JSONL file of proposed actions through a session.
import type { Command } from 'commander';
import { canonicalJson, InputError, mayRun, type Verdict } from '../core/index.ts';
import { offlineFormalizer } from '../formalize/offline/index.ts';
import { createGuard } from '../guard/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { compileSpec } from '../spec/index.ts';
import type { Session } from '../verify/index.ts';
import { runTrajectoryStep } from '../verify/index.ts';
import { type CallLine, readCallsFile } from './calls-file.ts';
import type { CliContext } from './context.ts';
import { configuredFormalizer } from './formalize.ts';
import { type GuardFlags, guardOptionsFromFlags, withGuardFlags } from './guard-flags.ts';
import { EXIT_OK, readText, runCommand } from './io.ts';
import { specInput } from './spec.ts';
import { toolsFromFile } from './tools-file.ts';

export interface CheckOptions extends GuardFlags {
  spec?: string;
  instruction?: string;
  calls: string;
  tools?: string;
  json?: boolean;
  denyConfirmations?: boolean;
  replay?: boolean;
}

/** One output line of `check --json` (a contract other tools rely on). */
export interface CheckLine {
  index: number;
  tool: string;
  disposition: Verdict['disposition'];
  step: number | null;
  feedback: string;
  confirmation: Verdict['confirmation'] | null;
  findings: Verdict['findings'];
  executed: boolean;
}

/**
 * Decides every line. Approved calls count as executed (their `result` recorded as data the
 * agent has seen); confirmations are granted unless denied. With `replay`, every line counts as
 * having run whatever its verdict (the bench-data protocol), but state still advances only for
 * approved or confirmed calls.
 */
export function replayCalls(
  session: Session,
  lines: CallLine[],
  options: { denyConfirmations?: boolean; replay?: boolean },
): CheckLine[] {
  return lines.map(({ index, call, result, final }) => {
    const verdict = runTrajectoryStep(session, result === undefined ? { call } : { call, result }, {
      grantConfirmations: !options.denyConfirmations,
      mode: options.replay ? 'protocol' : 'enforce',
    });
    const executed =
      !final &&
      (mayRun(verdict, verdict.confirmation !== undefined && !options.denyConfirmations) ||
        options.replay === true);
    return {
      index,
      tool: call.tool,
      disposition: verdict.disposition,
      step: verdict.step ?? null,
      feedback: verdict.feedback,
      confirmation: verdict.confirmation ?? null,
      findings: verdict.findings,
      executed,
    };
  });
}

export function formatLine(line: CheckLine, args: Record<string, unknown>): string {
  const head = `[${line.index}] ${line.tool}${line.tool === 'final_answer' ? '' : canonicalJson(args)}`;
  const step = line.step !== null ? ` (step ${line.step})` : '';
  const label = line.disposition.toUpperCase().replace(/_/g, ' ');
  const out = [`${head}\n    → ${label}${step}`, `    ${line.feedback}`];
  if (line.confirmation)
    out.push(`    confirmation ${line.executed ? 'granted' : 'denied'}: ${line.confirmation.prompt}`);
  return out.join('\n');
}

export function registerCheckCommand(program: Command, cli: CliContext): void {
  const command = program
    .command('check')
    .description('decide every proposed action of a JSONL calls file against a spec (or an instruction)')
    .requiredOption(
      '--calls <file>',
      'JSONL: {"tool": "...", "args": {...}, "result"?: ...} or {"final_answer": "..."} per line',
    )
    .option('--spec <file>', 'spec file (.pl Prolog text or .json)')
    .option(
      '--instruction <text>',
      "the user's instruction: formalized into the spec (offline unless a model is configured; needs --tools), or with --spec what values are compared against (provenance)",
    )
    .option(
      '--tools <file>',
      'tools of the task (MCP, OpenAI, ToolEmu formats); calls to other tools are rejected',
    )
    .option('--json', 'one JSON object per line')
    .option('--deny-confirmations', 'deny every confirmation (unattended run); default: granted')
    .option('--replay', 'every line counts as having run whatever its verdict (recorded trajectories)');
  withGuardFlags(command).action((opts: CheckOptions) =>
    runCommand(cli, async () => {
      if (!opts.spec && opts.instruction === undefined)
        throw new InputError('give --spec FILE or --instruction TEXT');
      if (!opts.spec && opts.instruction !== undefined && !opts.tools)
        throw new InputError('--instruction needs --tools FILE');
      const flags = guardOptionsFromFlags(opts);
      const engine = await PrologEngine.shared();
      const llm = opts.spec ? undefined : await configuredFormalizer(cli);
      const tools = opts.tools ? await toolsFromFile(opts.tools) : undefined;
      const lines = readCallsFile(opts.calls);
      // the full guard, as every entry point has it; the instruction (when given) is what the
      // provenance check compares values against: without it, no value counts as the user's
      const guard = await createGuard({
        ...flags,
        engine,
        instruction: opts.instruction ?? '',
        tools: tools ?? [],
        sessionId: 'cli',
        ...(opts.spec
          ? {
              spec: compileSpec(engine, specInput(opts.spec, readText(opts.spec, 'spec')), {
                source: opts.spec,
                ...(tools ? { toolkit: tools.map((t) => t.name) } : {}),
              }),
            }
          : {
              formalize: llm
                ? (instruction, given) => llm(instruction, [...given])
                : offlineFormalizer({ engine }),
            }),
      });
      const session: Session = guard.session;
      const out = replayCalls(session, lines, {
        ...(opts.denyConfirmations ? { denyConfirmations: true } : {}),
        ...(opts.replay ? { replay: true } : {}),
      });
      out.forEach((line, i) => {
        cli.print(opts.json ? JSON.stringify(line) : formatLine(line, lines[i]!.call.args));
      });
      session.close();
      return EXIT_OK;
    }),
  );
}
