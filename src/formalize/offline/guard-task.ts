// A task to a guarded session: formalize offline when no spec is given, then open the one full
// guard (src/verify/guarded-session.ts). The formalizer only formalizes; the assembly lives there.
import type { Tool } from '../../core/index.ts';
import { PrologEngine } from '../../logic/index.ts';
import type { CheckedSpec } from '../../spec/index.ts';
import type { GuardCheck, ProvenancePolicy, Session, UnplannedToolPolicy } from '../../verify/index.ts';
import { ALL_FAMILIES, createGuardedSession, type GuardFamily } from '../../verify/index.ts';
import { formalizeOffline, type OfflineReport } from './build.ts';

export { ALL_FAMILIES, type GuardFamily };

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
  const { reference: _reference, ...rest } = options;
  const session = await createGuardedSession({ ...rest, engine, spec });
  return report ? { session, report } : { session };
}
