// `intentguard plan …`: verify, explain and run workflow plans. Thin: reads files, calls src/plan,
// prints. Exit codes (a contract other checks rely on): 0 verified / completed, 1 violations (or a
// run that was refused, blocked or failed), 2 unusable input (unreadable or malformed files, usage).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { formatPlanIssue, InputError, IntentguardError, PlanError, PolicyError } from '../core/index.ts';
import {
  type ExecutionOutcome,
  executePlan,
  explainPlan,
  parsePlanText,
  parsePlanToolsText,
  parsePolicyText,
  type ToolImplementation,
  type Violation,
  verifyPlan,
} from '../plan/index.ts';
import type { CliContext } from './context.ts';

const EXIT_OK = 0;
const EXIT_VIOLATIONS = 1;
const EXIT_UNUSABLE = 2;

export function registerPlanCommands(program: Command, cli: CliContext): void {
  const print = (line: string) => cli.print(line);
  const plan = program
    .command('plan')
    .description(
      'workflow plans made before any data is seen: verify them against a policy, explain them, run verified ones',
    );

  plan
    .command('verify')
    .description(
      'statically verify a plan: allowlist, specs, scope, taint, security automata, pre/post/frame conditions (Z3)',
    )
    .argument('<plan>', 'plan file (JSON, in the shape of the Guardians article; see docs/plans.md)')
    .requiredOption(
      '--policy <file>',
      'policy file (JSON or YAML; a bare JSON list of source/sink rules is a complete policy)',
    )
    .requiredOption(
      '--tools <file>',
      'tool specs: a JSON list of {name, description, inputSchema?, ...} or {"tools": [...]}',
    )
    .option('--json', 'print exactly one JSON object {"ok": bool, "violations": [...]}')
    .addHelpText(
      'after',
      '\nExit codes: 0 verified, 1 violations, 2 unusable input (a plan over a size limit included: steps, bytes, nesting, solver queries; see docs/plans.md "Size limits").',
    )
    .action((file: string, opts: { policy: string; tools: string; json?: boolean }) =>
      guarded(cli, async () => {
        const [p, policy, tools] = await Promise.all([
          readPlan(file),
          readPolicy(opts.policy),
          readTools(opts.tools),
        ]);
        const result = await verifyPlan(p, policy, tools);
        if (opts.json)
          print(JSON.stringify({ ok: result.ok, violations: result.violations.map(publicViolation) }));
        else printVerification(print, p.name, result.ok, result.violations);
        return result.ok ? EXIT_OK : EXIT_VIOLATIONS;
      }),
    );

  plan
    .command('explain')
    .description(
      'print the literate explanation of a plan (each call as a Prolog-style predicate over symbolic arguments)',
    )
    .argument('<plan>', 'plan file (JSON)')
    .option('--markdown', 'Markdown instead of plain text')
    .addHelpText('after', '\nExit codes: 0 explained, 2 unusable input.')
    .action((file: string, opts: { markdown?: boolean }) =>
      guarded(cli, async () => {
        cli.io.writeOut(explainPlan(await readPlan(file), opts.markdown ? 'markdown' : 'text'));
        return EXIT_OK;
      }),
    );

  plan
    .command('run')
    .description(
      'verify a plan, then run it with runtime checks on the concrete values; refuses plans that do not verify',
    )
    .argument('<plan>', 'plan file (JSON)')
    .requiredOption('--policy <file>', 'policy file (JSON or YAML)')
    .requiredOption('--tools <file>', 'tool specs (JSON list)')
    .requiredOption(
      '--impl <module>',
      'module exporting the tool implementations: named exports or a default object, by tool name',
    )
    .option(
      '--json',
      'print the outcome as one JSON object {"status", "value"?, "violations"?, "error"?, "trace"}',
    )
    .addHelpText(
      'after',
      '\nExit codes: 0 completed, 1 refused, blocked at run time or a tool failed, 2 unusable input.',
    )
    .action((file: string, opts: { policy: string; tools: string; impl: string; json?: boolean }) =>
      guarded(cli, async () => {
        const [p, policy, tools, implementations] = await Promise.all([
          readPlan(file),
          readPolicy(opts.policy),
          readTools(opts.tools),
          loadImplementations(opts.impl),
        ]);
        const outcome = await executePlan(p, { policy, tools, implementations });
        printOutcome(print, outcome, opts.json === true);
        return outcome.status === 'completed' ? EXIT_OK : EXIT_VIOLATIONS;
      }),
    );
}

async function guarded(cli: CliContext, run: () => Promise<number>): Promise<void> {
  try {
    cli.exitCode = await run();
  } catch (error) {
    cli.exitCode = EXIT_UNUSABLE;
    cli.printError(describeFailure(error));
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof PlanError || error instanceof PolicyError) {
    const what =
      error instanceof PolicyError ? 'policy' : error.code === 'tools_invalid' ? 'tools file' : 'plan';
    return [
      `intentguard: unusable ${what} ${error.source ?? ''}:`.replace(' :', ':'),
      ...error.issues.map((i) => `  ${formatPlanIssue(i, error.source)}`),
    ].join('\n');
  }
  if (error instanceof IntentguardError) return `intentguard: unusable input: ${error.message}`;
  return `intentguard: unusable input: ${(error as Error)?.message ?? String(error)}`;
}

async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(
      `cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

const readPlan = async (file: string) => parsePlanText(await readText(file, 'plan'), file);
const readPolicy = async (file: string) => parsePolicyText(await readText(file, 'policy'), file);
const readTools = async (file: string) => parsePlanToolsText(await readText(file, 'tools file'), file);

async function loadImplementations(module: string): Promise<Record<string, ToolImplementation>> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(resolve(module)).href)) as Record<string, unknown>;
  } catch (error) {
    throw new InputError(`cannot load tool implementations from ${module}: ${(error as Error).message}`);
  }
  const source =
    mod.default && typeof mod.default === 'object' ? (mod.default as Record<string, unknown>) : mod;
  const impls = Object.fromEntries(
    Object.entries(source).filter((e): e is [string, ToolImplementation] => typeof e[1] === 'function'),
  );
  if (Object.keys(impls).length === 0)
    throw new InputError(`${module} exports no functions (export one per tool name)`);
  return impls;
}

/** The CLI's contract: exactly these keys per violation. */
function publicViolation(v: Violation) {
  return {
    category: v.category,
    step: v.step,
    message: v.message,
    ...(v.counterexample !== undefined ? { counterexample: v.counterexample } : {}),
  };
}

type Print = (line: string) => void;

function printVerification(print: Print, name: string, ok: boolean, violations: readonly Violation[]): void {
  if (ok) {
    print(`verified: plan ${name} passes every check`);
    return;
  }
  print(`rejected: plan ${name} has ${violations.length} violation(s)`);
  for (const v of violations) {
    print(`  [${v.category}] step ${v.step ?? '-'}: ${v.message}`);
    if (v.counterexample !== undefined) print(`      counterexample: ${v.counterexample}`);
  }
}

function printOutcome(print: Print, outcome: ExecutionOutcome, json: boolean): void {
  const violations =
    outcome.status === 'rejected'
      ? outcome.verification.violations
      : outcome.status === 'blocked'
        ? outcome.violations
        : [];
  if (json) {
    print(
      JSON.stringify({
        status: outcome.status,
        ...(outcome.status === 'completed' ? { value: outcome.value } : {}),
        ...(outcome.status === 'failed' ? { step: outcome.step, error: outcome.error } : {}),
        ...(violations.length ? { violations: violations.map(publicViolation) } : {}),
        trace: outcome.trace.map((t) => ({ step: t.step, tool: t.tool })),
      }),
    );
    return;
  }
  switch (outcome.status) {
    case 'completed':
      print(JSON.stringify(outcome.value, null, 2));
      return;
    case 'rejected':
      printVerification(print, '', false, violations);
      return;
    case 'blocked':
      print(`blocked at step ${outcome.step} by the runtime monitor; nothing after it ran`);
      for (const v of violations) print(`  [${v.category}] ${v.message}`);
      return;
    case 'failed':
      print(`failed at step ${outcome.step}: ${outcome.error}`);
      return;
  }
}
