// JSON Lines export: one AuditEntry per line, oldest first (what `intentguard log export` writes).
import type { AuditQuery, AuditStore } from './types.ts';

/** Writes every entry (of one session, when asked) as a JSON line; returns how many were written. */
export async function exportJsonl(
  store: AuditStore,
  write: (line: string) => void | Promise<void>,
  query: Omit<AuditQuery, 'limit'> = {},
): Promise<number> {
  let count = 0;
  for await (const entry of store.iterate(query)) {
    await write(`${JSON.stringify(entry)}\n`);
    count++;
  }
  return count;
}
