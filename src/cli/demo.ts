// `intentguard demo` (npm start): a scripted agent replays RefineAct's running examples through
// the verifier. No key, no server: the "agent" is a script that revises when given feedback.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { ToolCall } from '../core/index.ts';
import { canonicalJson, findPackageFile, mayRun, type Verdict } from '../core/index.ts';
import { createGuard } from '../guard/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { runTrajectoryStep } from '../verify/index.ts';
import type { CliContext } from './context.ts';
import { EXIT_OK, runCommand } from './io.ts';

interface Scenario {
  title: string;
  instruction: string;
  specFile: string;
  /** the agent's proposals, in order; after a block the next proposal is its revision */
  proposals: ToolCall[];
  /** simulated tool outputs */
  results: Record<string, unknown>;
}

const SCENARIOS: Scenario[] = [
  {
    title: 'Bank transfer (RefineAct sections 4.2-4.4)',
    instruction: 'Transfer $500 to Alice if my balance exceeds $1000.',
    specFile: 'bank-transfer.pl',
    proposals: [
      { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } },
      { tool: 'check_balance', args: {} },
      { tool: 'transfer_money', args: { recipient: 'alice', amount: 500 } },
      { tool: 'final_answer', args: { answer: 'Transferred $500 to Alice.' } },
    ],
    results: { check_balance: { balance: 1500 }, transfer_money: { status: 'ok' } },
  },
  {
    title: 'Production database (RefineAct Figure 1)',
    instruction:
      'Add a last_login column to the users table. Do not make destructive changes to the production database without my permission.',
    specFile: 'production-db.pl',
    proposals: [
      {
        tool: 'execute_sql',
        args: { query: 'DROP TABLE users; CREATE TABLE users (id INT, name TEXT, last_login TIMESTAMP);' },
      },
      { tool: 'execute_sql', args: { query: 'ALTER TABLE users ADD COLUMN last_login TIMESTAMP;' } },
      { tool: 'final_answer', args: { answer: 'Added the last_login column.' } },
    ],
    results: { execute_sql: { rowsAffected: 0 } },
  },
];

function show(call: ToolCall, verdict: Verdict, print: (s: string) => void): void {
  const shown =
    call.tool === 'final_answer'
      ? `final_answer: ${String(call.args.answer)}`
      : `${call.tool}(${canonicalJson(call.args)})`;
  print(`  agent proposes  ${shown}`);
  print(
    `  verdict         ${verdict.disposition.toUpperCase()}${verdict.step !== undefined ? ` (step ${verdict.step})` : ''}`,
  );
  print(`  feedback        ${verdict.feedback}`);
}

export async function runDemo(print: (s: string) => void = console.log): Promise<Verdict[]> {
  const engine = await PrologEngine.shared();
  const verdicts: Verdict[] = [];
  for (const scenario of SCENARIOS) {
    print(`\n== ${scenario.title}`);
    print(`user: "${scenario.instruction}"`);
    const text = readFileSync(specUrl(scenario.specFile), 'utf8');
    const guard = await createGuard({
      engine,
      spec: text,
      sessionId: `demo-${scenario.specFile}`,
      instruction: scenario.instruction,
      tools: [],
    });
    const session = guard.session;
    print(
      `spec: examples/specs/${scenario.specFile} (${session.spec?.spec.steps.length} steps, ${session.spec?.spec.risks.length} risky patterns)\n`,
    );
    for (const call of scenario.proposals) {
      const result = scenario.results[call.tool];
      // the user confirms; a blocked call does not run (the agent revises)
      const verdict = runTrajectoryStep(
        session,
        { call, result },
        { grantConfirmations: true, mode: 'enforce' },
      );
      verdicts.push(verdict);
      show(call, verdict, print);
      if (verdict.confirmation) {
        print(`  confirmation    ${verdict.confirmation.prompt}`);
        print(
          `  scope           session=${verdict.confirmation.scope.session} tool=${verdict.confirmation.scope.tool} args=${verdict.confirmation.scope.argsHash.slice(0, 12)}… (${verdict.confirmation.scope.reuse})`,
        );
        print('  user            confirms');
      }
      const runs = call.tool !== 'final_answer' && mayRun(verdict, verdict.confirmation !== undefined);
      if (runs) print(`  tool ran        → ${canonicalJson(result)}`);
      else if (call.tool !== 'final_answer') print('  tool ran        no (the agent revises)');
      print('');
    }
    print(`established: ${session.satisfied().join(', ') || '(nothing)'}`);
    guard.close();
  }
  return verdicts;
}

export function registerDemoCommand(program: Command, cli: CliContext): void {
  program
    .command('demo')
    .description(
      "replay RefineAct's running examples through the verifier with a scripted agent (no key, no server)",
    )
    .action(() =>
      runCommand(cli, async () => {
        await runDemo((line) => cli.print(line));
        return EXIT_OK;
      }),
    );
}

/** The demo's spec: next to the compiled command (dist/cli/specs), or in the repository's examples. */
function specUrl(name: string): URL {
  return findPackageFile(`cli/specs/${name}`) ?? new URL(`../../examples/specs/${name}`, import.meta.url);
}
