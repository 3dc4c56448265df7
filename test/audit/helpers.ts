// Shared test helpers: a fixed clock, counting ids, temp dirs, and verdicts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditOptions } from '../../src/audit/index.ts';
import type { Verdict } from '../../src/core/verdict.ts';

/** A clock that advances one second per reading from 2026-01-01T00:00:00Z, and ids d1, d2, ... */
export function deterministic(): Required<Pick<AuditOptions, 'clock' | 'newId'>> {
  let t = 0;
  let n = 0;
  return { clock: () => new Date(Date.UTC(2026, 0, 1, 0, 0, t++)), newId: () => `d${++n}` };
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'intentguard-audit-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const approved: Verdict = { disposition: 'approved', findings: [], feedback: 'Approved.' };

export const rejected: Verdict = {
  disposition: 'rejected',
  step: 2,
  findings: [
    {
      code: 'risky_pattern_reject',
      message: 'matches DROP TABLE',
      rule: "risky_action(execute_sql, 'DROP TABLE', reject)",
    },
  ],
  feedback: 'Action rejected: DROP TABLE must never run.',
};

/** Every file SQLite keeps for the database (the WAL holds recent pages until a checkpoint), as raw bytes. */
export function sqliteFileBytes(path: string): string {
  return [path, `${path}-wal`, `${path}-shm`]
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f).toString('latin1'))
    .join('\n');
}

/** A verdict carrying a secret placement's texts: a finding message, the feedback, a confirmation prompt. */
export function placementVerdict(
  p: { tool?: string; args?: Record<string, unknown>; finding?: string; prompt?: string },
  feedback: string,
  reason: string,
): Verdict {
  const verdict: Verdict = {
    disposition: p.prompt ? 'approved_with_constraints' : p.finding ? 'rejected' : 'approved',
    findings: p.finding ? [{ code: 'exfiltration', message: p.finding }] : [],
    feedback,
  };
  if (p.prompt)
    verdict.confirmation = {
      call: { tool: p.tool ?? 'run', args: p.args ?? {} },
      reason,
      scope: { session: 's', tool: p.tool ?? 'run', argsHash: '0'.repeat(64), reuse: 'once' },
      prompt: p.prompt,
    };
  return verdict;
}
