// Shared fixtures for the agent tests: the RefineAct example specs and their tools.
import { readFileSync } from 'node:fs';
import type { Tool } from '../../src/core/types.ts';

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
