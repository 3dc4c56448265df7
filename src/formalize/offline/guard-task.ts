// One call from a task to a guarded session: formalize (offline unless a model is given), then
// open a session with the spec's checks, the input analyzers and the provenance check.
import { loadAnalyzers } from '../../analyze/index.ts';
import type { Tool } from '../../core/types.ts';
import { PrologEngine } from '../../logic/engine.ts';
import type { CheckedSpec } from '../../spec/load.ts';
import { analysisCheck, analyzerSource } from '../../verify/analysis-check.ts';
import { DEFAULT_UNPLANNED_POLICY, type UnplannedToolPolicy } from '../../verify/chain-check.ts';
import { executionCheck } from '../../verify/execution-check.ts';
import type { GuardCheck } from '../../verify/guard-check.ts';
import { type ProvenancePolicy, provenanceCheck } from '../../verify/provenance-check.ts';
import { type CheckFamily, createSession, type Session } from '../../verify/session.ts';
import { formalizeOffline, type OfflineReport } from './build.ts';

export type GuardFamily = CheckFamily | 'provenance';
export const ALL_FAMILIES: readonly GuardFamily[] = ['risk_patterns', 'chain', 'provenance'];

export interface GuardTaskOptions {
  instruction: string;
  tools: Tool[];
  engine?: PrologEngine;
  /** a spec made elsewhere (a file, the LLM formalizer); default: the offline formalizer */
  spec?: CheckedSpec;
  /** check families to run (ablations); default all */
  families?: readonly GuardFamily[];
  provenance?: Partial<ProvenancePolicy>;
  unplannedTools?: UnplannedToolPolicy;
  /** further checks (VeriSafe rules, monitors) */
  checks?: GuardCheck[];
  id?: string;
  reference?: Date;
}

export interface GuardedTask {
  session: Session;
  /** what the offline formalizer made, when it ran */
  report?: OfflineReport;
}

export async function guardTask(options: GuardTaskOptions): Promise<GuardedTask> {
  const engine = options.engine ?? (await PrologEngine.shared());
  const families = options.families ?? ALL_FAMILIES;
  let spec = options.spec;
  let report: OfflineReport | undefined;
  if (!spec) {
    const made = await formalizeOffline(options.instruction, options.tools, {
      engine,
      ...(options.reference ? { reference: options.reference } : {}),
    });
    spec = made.checked;
    report = made.report;
  }
  const checks: GuardCheck[] = [];
  let source: ReturnType<typeof analyzerSource> | undefined;
  if (families.includes('risk_patterns')) {
    const analyzers = await loadAnalyzers();
    source = analyzerSource(analyzers);
    checks.push(analysisCheck(source), executionCheck(analyzers));
  }
  if (families.includes('provenance'))
    checks.push(
      provenanceCheck({
        instruction: options.instruction,
        ...(options.provenance ? { policy: options.provenance } : {}),
      }),
    );
  checks.push(...(options.checks ?? []));
  const session = await createSession({
    engine,
    spec,
    // no tool list (a hand-written spec checked on its own): calls are not limited to a toolkit
    ...(options.tools.length > 0 ? { tools: options.tools } : {}),
    instruction: options.instruction,
    families: families.filter((f): f is CheckFamily => f === 'risk_patterns' || f === 'chain'),
    checks,
    ...(source ? { analyze: source } : {}),
    // the offline formalizer's empty plan means "the instruction named no tool", not "no plan"
    unplannedTools: options.unplannedTools ?? {
      ...DEFAULT_UNPLANNED_POLICY,
      emptyPlan: spec.origin ? 'apply' : 'skip',
    },
    ...(options.id ? { id: options.id } : {}),
  });
  return report ? { session, report } : { session };
}
