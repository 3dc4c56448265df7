// `intentguard check`: replay a JSONL file of proposed actions through a session.
import type { Command } from 'commander';
import { canonicalJson } from '../core/canonical.ts';
import { InputError } from '../core/errors/input-error.ts';
import type { Verdict } from '../core/verdict.ts';
import { PrologEngine } from '../logic/engine.ts';
import { compileSpec } from '../spec/load.ts';
import { createSession, type Session } from '../verify/session.ts';
import { type CallLine, readCallsFile } from './calls-file.ts';
import { EXIT_OK, readText, runCommand } from './io.ts';
import { specInput } from './spec.ts';
import { toolsFromFile } from './tools-file.ts';

export interface CheckOptions {
  spec?: string;
  calls: string;
  tools?: string;
  json?: boolean;
  denyConfirmations?: boolean;
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

/** Decides every line; approved calls count as executed, confirmations granted unless denied. */
export function replayCalls(
  session: Session,
  lines: CallLine[],
  options: { denyConfirmations?: boolean },
): CheckLine[] {
  return lines.map(({ index, call, result, final }) => {
    const verdict = session.check(call);
    let executed = false;
    if (!final && verdict.disposition === 'approved') executed = true;
    if (!final && verdict.disposition === 'approved_with_constraints' && verdict.confirmation) {
      session.confirm(verdict.confirmation, !options.denyConfirmations);
      executed = !options.denyConfirmations;
    }
    if (executed) session.record(call, result);
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

export function registerCheckCommand(program: Command): void {
  program
    .command('check')
    .description('decide every proposed action of a JSONL calls file against a spec')
    .requiredOption(
      '--calls <file>',
      'JSONL: {"tool": "...", "args": {...}} or {"final_answer": "..."} per line',
    )
    .option('--spec <file>', 'spec file (.pl Prolog text or .json)')
    .option('--tools <file>', 'tools of the task; calls to other tools are rejected')
    .option('--json', 'one JSON object per line')
    .option('--deny-confirmations', 'deny every confirmation (unattended run); default: granted')
    .action((opts: CheckOptions) =>
      runCommand(async () => {
        if (!opts.spec) throw new InputError('--spec FILE is required');
        const engine = await PrologEngine.shared();
        const tools = opts.tools ? toolsFromFile(opts.tools) : undefined;
        const checked = compileSpec(engine, specInput(opts.spec, readText(opts.spec, 'spec')), {
          source: opts.spec,
          ...(tools ? { toolkit: tools.map((t) => t.name) } : {}),
        });
        const lines = readCallsFile(opts.calls);
        const session = await createSession({
          engine,
          spec: checked,
          id: 'cli',
          ...(tools ? { tools } : {}),
        });
        const out = replayCalls(session, lines, opts.denyConfirmations ? { denyConfirmations: true } : {});
        out.forEach((line, i) => {
          console.log(opts.json ? JSON.stringify(line) : formatLine(line, lines[i]!.call.args));
        });
        session.close();
        return EXIT_OK;
      }),
    );
}
