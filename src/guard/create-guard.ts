// The one assembly: from GuardOptions to a Guard over the full guarded session. Every entry point
// (the library, the adapters, the MCP proxy, `check`, the demo, `log replay`, the service, replay)
// opens its sessions here, so a hostile call meets the same checks whichever way it comes in: the
// input analyzers and the execution check (commands and code pass only when provably read-only),
// the spec's risky patterns over the analyzers' views, chain resolution, the provenance of values,
// and any extra checks (VeriSafe rules, plan monitors). The spec is given, or made by the
// `formalize` function the caller passes; without either there is nothing to enforce, so this refuses.
import { loadAnalyzers } from '../analyze/index.ts';
import { InputError } from '../core/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { type CheckedSpec, compileSpec, isCheckedSpec, isReadOnlyTask } from '../spec/index.ts';
import {
  ALL_FAMILIES,
  analysisCheck,
  analyzerSource,
  type CommandsProof,
  createSession,
  DEFAULT_UNPLANNED_POLICY,
  executionCheck,
  type GuardCheck,
  type InputReadOnlyProof,
  inputCommands,
  inputProvenReadOnly,
  inputStatementChanges,
  provenanceCheck,
  type Session,
  type StatementChangeProof,
  toolReads,
} from '../verify/index.ts';
import { Guard } from './guard.ts';
import type { GuardOptions } from './options.ts';

export async function createGuard(options: GuardOptions): Promise<Guard> {
  const engine = options.engine ?? (await PrologEngine.shared());
  const tools = [...options.tools];
  let spec = options.spec;
  if (spec === undefined) {
    if (!options.formalize)
      throw new InputError(
        'a guard needs a spec or a formalize function (instruction → spec); pass `spec: null` to enforce only its checks',
      );
    spec = await options.formalize(options.instruction, tools);
  }
  const session = await openSession(
    engine,
    options,
    spec === null ? undefined : checkedSpec(engine, spec, tools),
  );
  return new Guard(session, {
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.audit ? { audit: options.audit } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    ...(options.confirmer ? { confirmer: options.confirmer } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onDecision ? { onDecision: options.onDecision } : {}),
  });
}

/** The session with the check families and extra checks the options ask for (default: all). */
async function openSession(
  engine: PrologEngine,
  options: GuardOptions,
  spec: CheckedSpec | undefined,
): Promise<Session> {
  const { families = ALL_FAMILIES, provenance, trusted, checks: extra = [], tools } = options;
  const checks: GuardCheck[] = [];
  let source: ReturnType<typeof analyzerSource> | undefined;
  let readOnlyProof: InputReadOnlyProof | undefined;
  let statementChange: StatementChangeProof | undefined;
  let commands: CommandsProof | undefined;
  if (families.includes('risk_patterns')) {
    const analyzers = await loadAnalyzers();
    source = analyzerSource(analyzers);
    readOnlyProof = inputProvenReadOnly(analyzers);
    statementChange = inputStatementChanges(analyzers);
    commands = inputCommands(analyzers);
    checks.push(analysisCheck(source), executionCheck(analyzers));
  }
  // a formalized empty plan means "the instruction named no tool", not "no plan"
  const unplannedTools = options.unplannedTools ?? {
    ...DEFAULT_UNPLANNED_POLICY,
    emptyPlan: spec?.origin ? 'apply' : 'skip',
  };
  const followed = families.includes('provenance')
    ? provenanceCheck({
        instruction: options.instruction,
        ...(trusted ? { trusted } : {}),
        ...(provenance ? { policy: provenance } : {}),
        emptyPlan: unplannedTools.emptyPlan ?? 'skip',
        readOnlyTask: isReadOnlyTask(spec?.spec),
        reads: toolReads,
      })
    : undefined;
  if (followed) checks.push(followed);
  checks.push(...extra);
  return createSession({
    engine,
    instruction: options.instruction,
    ...(spec ? { spec } : {}),
    // an empty tool list (a spec checked on its own) does not limit calls to a toolkit
    ...(tools.length > 0 ? { tools: [...tools] } : {}),
    ...(options.sessionId !== undefined ? { id: options.sessionId } : {}),
    families: families.filter((f): f is Exclude<typeof f, 'provenance'> => f !== 'provenance'),
    checks,
    ...(source ? { analyze: source } : {}),
    ...(readOnlyProof ? { readOnlyProof } : {}),
    ...(statementChange ? { statementChange } : {}),
    ...(commands ? { commands } : {}),
    ...(followed ? { delegatedRequest: followed.delegated, delegatedTexts: followed.delegatedTexts } : {}),
    unplannedTools,
  });
}

/** A spec given as text or JSON is checked here, against the task's tools when it has any. */
function checkedSpec(
  engine: PrologEngine,
  spec: CheckedSpec | string | object,
  tools: readonly { name: string }[],
) {
  if (isCheckedSpec(spec)) return spec;
  // as for the session: an empty tool list names no toolkit to check the spec's actions against
  return compileSpec(engine, spec, tools.length > 0 ? { toolkit: tools.map((t) => t.name) } : {});
}
