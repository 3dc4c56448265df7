import { join } from 'node:path';

/** Environment variable naming the audit database file. */
export const AUDIT_DB_ENV = 'INTENTGUARD_AUDIT_DB';

/**
 * Where the audit log lives: the explicit path, else `$INTENTGUARD_AUDIT_DB`, else
 * `.intentguard/audit.db` under the working directory.
 */
export function resolveAuditDbPath(
  explicit?: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): string {
  if (explicit) return explicit;
  const fromEnv = env[AUDIT_DB_ENV];
  if (fromEnv) return fromEnv;
  return join(cwd, '.intentguard', 'audit.db');
}
