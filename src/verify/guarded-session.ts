// The one assembly of the full guard. Every entry point (the library, the adapters, the MCP proxy,
// `check`, the demo, `log replay`) opens its sessions here, so a hostile call meets the same checks
// whichever way it comes in: the input analyzers and the execution check (commands and code pass
// only when provably read-only), the spec's risky patterns over the analyzers' views, chain
// resolution, the provenance of values, and any extra checks (VeriSafe rules, plan monitors).
import { loadAnalyzers } from '../analyze/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { type CheckedSpec, compileSpec, isCheckedSpec, isReadOnlyTask } from '../spec/index.ts';
import { analysisCheck, analyzerSource } from './analysis-check.ts';
import { DEFAULT_UNPLANNED_POLICY } from './chain-check.ts';
import { executionCheck, inputProvenReadOnly } from './execution-check.ts';
import type { GuardCheck } from './guard-check.ts';
import { type ProvenancePolicy, provenanceCheck } from './provenance-check.ts';
import { type InputReadOnlyProof, toolReads } from './read-only-call.ts';
import { type CheckFamily, createSession, type Session, type SessionOptions } from './session.ts';

export const ALL_FAMILIES: readonly CheckFamily[] = ['risk_patterns', 'chain', 'provenance'];

export interface GuardedSessionOptions extends Omit<SessionOptions, 'families' | 'analyze'> {
  /** check families to run (ablations only); default all */
  families?: readonly CheckFamily[];
  provenance?: Partial<ProvenancePolicy>;
  /** strings the user vouches for (their address book, their own accounts) */
  trusted?: string[];
}

export async function createGuardedSession(options: GuardedSessionOptions = {}): Promise<Session> {
  const engine = options.engine ?? (await PrologEngine.shared());
  const { families = ALL_FAMILIES, provenance, trusted, checks: extra = [], tools, ...rest } = options;
  const spec = checkedSpec(engine, options);
  const checks: GuardCheck[] = [];
  let source: ReturnType<typeof analyzerSource> | undefined;
  let readOnlyProof: InputReadOnlyProof | undefined;
  if (families.includes('risk_patterns')) {
    const analyzers = await loadAnalyzers();
    source = analyzerSource(analyzers);
    readOnlyProof = inputProvenReadOnly(analyzers);
    checks.push(analysisCheck(source), executionCheck(analyzers));
  }
  // a formalized empty plan means "the instruction named no tool", not "no plan"
  const unplannedTools = options.unplannedTools ?? {
    ...DEFAULT_UNPLANNED_POLICY,
    emptyPlan: spec?.origin ? 'apply' : 'skip',
  };
  if (families.includes('provenance'))
    checks.push(
      provenanceCheck({
        instruction: options.instruction ?? '',
        ...(trusted ? { trusted } : {}),
        ...(provenance ? { policy: provenance } : {}),
        emptyPlan: unplannedTools.emptyPlan ?? 'skip',
        readOnlyTask: isReadOnlyTask(spec?.spec),
        reads: toolReads,
      }),
    );
  checks.push(...extra);
  return createSession({
    ...rest,
    engine,
    ...(spec ? { spec } : {}),
    // an empty tool list (a spec checked on its own) does not limit calls to a toolkit
    ...(tools && tools.length > 0 ? { tools } : {}),
    families: families.filter((f): f is Exclude<CheckFamily, 'provenance'> => f !== 'provenance'),
    checks,
    ...(source ? { analyze: source } : {}),
    ...(readOnlyProof ? { readOnlyProof } : {}),
    unplannedTools,
  });
}

function checkedSpec(engine: PrologEngine, options: GuardedSessionOptions): CheckedSpec | undefined {
  const { spec } = options;
  if (spec === undefined || isCheckedSpec(spec)) return spec;
  // as for the session: an empty tool list names no toolkit to check the spec's actions against
  const { tools } = options;
  return compileSpec(engine, spec, tools && tools.length > 0 ? { toolkit: tools.map((t) => t.name) } : {});
}
