// Shared test helpers: a fixed clock, counting ids, temp dirs, and verdicts.
import { mkdtempSync, rmSync } from 'node:fs';
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
