// Shared fixtures for the agent tests: the RefineAct example specs and their tools, and a guard
// that remembers the exact argument text it decided on (the argument-snapshot tests).
import { readFileSync } from 'node:fs';
import { MemoryAuditStore } from '../../src/audit/memory-store.ts';
import { canonicalJson } from '../../src/core/index.ts';
import type { Tool } from '../../src/core/types.ts';
import { Guard, type GuardMode } from '../../src/guard/index.ts';
import type { GuardCheck } from '../../src/verify/guard-check.ts';
import { createSession } from '../../src/verify/session.ts';

export const BANK_SPEC = readFileSync(
  new URL('../../examples/specs/bank-transfer.pl', import.meta.url),
  'utf8',
);
export const DB_SPEC = readFileSync(
  new URL('../../examples/specs/production-db.pl', import.meta.url),
  'utf8',
);

export const DB_INSTRUCTION =
  'Add a last_login column to the users table. Do not make destructive changes to the production database without my permission.';
export const BANK_INSTRUCTION = 'Transfer $500 to Alice if my balance exceeds $1000.';

export const DROP = 'DROP TABLE users';
export const ALTER = 'ALTER TABLE users ADD COLUMN last_login timestamp';

export const DB_TOOLS: Tool[] = [{ name: 'execute_sql', hints: { destructive: true } }];

/** A check that rejects any call whose arguments match `forbidden` and remembers the exact text it decided on. */
export function watchingCheck(seen: string[], forbidden: RegExp): GuardCheck {
  return {
    name: 'watch',
    check(call) {
      const text = canonicalJson(call.args);
      seen.push(text);
      return forbidden.test(text)
        ? {
            disposition: 'rejected',
            findings: [{ code: 'risky_pattern_reject', message: 'names a credential file' }],
            feedback: 'That file is off limits.',
          }
        : null;
    },
  };
}

/** A guard whose only check is `watchingCheck`, with the texts it saw and its audit store. */
export async function watchedGuard(id: string, forbidden: RegExp, mode: GuardMode = 'enforce') {
  const seen: string[] = [];
  const audit = new MemoryAuditStore();
  const session = await createSession({ id, families: [], checks: [watchingCheck(seen, forbidden)] });
  return { guard: new Guard(session, { mode, audit }), seen, audit };
}
