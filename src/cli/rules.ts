// `intentguard rules lint|check|print`: VeriSafe rule files against developer-defined states.
import type { Command } from 'commander';
import { formatIssue, InputError, type LocatedIssue, RulesError } from '../core/index.ts';
import type { ReferenceDate, StateDefinition } from '../rules/index.ts';
import {
  checkEvents,
  checkRulesText,
  type EventVerdictLine,
  eventActions,
  parseEvents,
  printRules,
  RuleVerifier,
  statesFromJson,
  validateEvents,
} from '../rules/index.ts';
import type { CliContext } from './context.ts';
import { EXIT_FINDINGS, EXIT_OK, EXIT_UNUSABLE, readText, runCommand } from './io.ts';

interface CommonOptions {
  states: string;
  today?: string;
}

/** `--today 2025-03-14` or the clock, read here at the edge. */
function referenceDate(today: string | undefined): ReferenceDate {
  if (today === undefined) return { instant: new Date() };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T12:00:00Z`)))
    throw new InputError(`--today must be a date like 2025-03-14, not "${today}"`);
  return { instant: new Date(`${today}T12:00:00Z`) };
}

function loadStates(path: string): StateDefinition[] {
  return statesFromJson(readText(path, 'states'), path);
}

/** Located problems: on stdout for `lint` (its output), on stderr where they stop a command. */
function printIssues(issues: LocatedIssue[], file: string, out: (line: string) => void): void {
  for (const issue of issues) out(formatIssue(issue, issue.source ?? file));
}

function formatLine(line: EventVerdictLine): string {
  const head = `[${line.index}] ${line.tool ?? 'update'} → ${line.disposition.toUpperCase().replace(/_/g, ' ')}`;
  const feedback = line.feedback.replace(`\n${line.roadmap}`, '');
  const out = [head, `    ${feedback}`];
  if (line.confirmation) out.push(`    needs confirmation: ${line.confirmation.reason}`);
  return out.join('\n');
}

export function registerRulesCommands(program: Command, cli: CliContext): void {
  const print = (line: string) => cli.print(line);
  const printError = (line: string) => cli.printError(line);
  const rules = program
    .command('rules')
    .description('VeriSafe rules: Horn clauses over typed app states (docs/rules.md)');
  rules
    .command('lint')
    .description(
      'check a rules file against the states; exit 0 when valid, else exit 1 with FILE:LINE:COL: message per problem',
    )
    .argument('<rules>', 'rules file (P1 ∧ … ∧ Pn → Objective per rule)')
    .requiredOption(
      '--states <file>',
      'states JSON: [{"name", "description", "variables": [{"var": "String"}]}]',
    )
    .option('--today <date>', 'the date Today stands for (YYYY-MM-DD; default: the current date)')
    .action((file: string, opts: CommonOptions) =>
      runCommand(cli, () => {
        const ref = referenceDate(opts.today);
        const text = readText(file, 'rules');
        let states: StateDefinition[];
        try {
          states = loadStates(opts.states);
        } catch (error) {
          if (!(error instanceof RulesError)) throw error;
          printIssues(error.issues, opts.states, print);
          return EXIT_FINDINGS;
        }
        const { checked, issues } = checkRulesText(text, states, ref);
        printIssues(issues, file, print);
        if (!checked) return EXIT_FINDINGS;
        cli.printError(`${file}: ok (${checked.spec.rules.length} rules over ${states.length} states)`);
        return EXIT_OK;
      }),
    );
  rules
    .command('print')
    .description("print a rules file in canonical form (ASCII, or the paper's symbols with --unicode)")
    .argument('<rules>', 'rules file')
    .requiredOption('--states <file>', 'states JSON')
    .option('--unicode', 'use ∧ → ≠ ≤ ≥')
    .option('--today <date>', 'the date Today stands for (YYYY-MM-DD)')
    .action((file: string, opts: CommonOptions & { unicode?: boolean }) =>
      runCommand(cli, () => {
        const { checked, issues } = checkRulesText(
          readText(file, 'rules'),
          loadStates(opts.states),
          referenceDate(opts.today),
        );
        printIssues(issues, file, printError);
        if (!checked) return EXIT_FINDINGS;
        cli.io.writeOut(printRules(checked.spec, { unicode: opts.unicode ?? false }));
        return EXIT_OK;
      }),
    );
  rules
    .command('check')
    .description('replay a JSONL file of state updates and actions; one verdict per line with the roadmap')
    .argument('<rules>', 'rules file')
    .requiredOption('--states <file>', 'states JSON')
    .requiredOption(
      '--events <file>',
      'JSONL: {"update": STATE, "values": {...}} or {"action": NAME, "critical": true|false, "updates": [...]}',
    )
    .option('--json', 'one JSON object per line')
    .option('--today <date>', 'the date Today stands for (YYYY-MM-DD; default: the current date)')
    .action((file: string, opts: CommonOptions & { events: string; json?: boolean }) =>
      runCommand(cli, async () => {
        const referenceInstant = referenceDate(opts.today);
        const events = parseEvents(readText(opts.events, 'events'), opts.events);
        const states = loadStates(opts.states);
        validateEvents(events, states, opts.events);
        let verifier: RuleVerifier;
        try {
          // objectives that an action of the file performs hold once it ran; the others are derived
          verifier = await RuleVerifier.create({
            states,
            rules: readText(file, 'rules'),
            source: file,
            referenceDate: referenceInstant,
            actions: eventActions(events),
          });
        } catch (error) {
          if (!(error instanceof RulesError)) throw error;
          printIssues(error.issues, file, printError);
          cli.printError(`error: ${error.message}`);
          return EXIT_UNUSABLE;
        }
        try {
          for (const line of checkEvents(verifier, events))
            cli.print(opts.json ? JSON.stringify(line) : formatLine(line));
          if (!opts.json) cli.print(`\nRoadmap:\n${verifier.roadmap().text}`);
        } finally {
          verifier.close();
        }
        return EXIT_OK;
      }),
    );
}
