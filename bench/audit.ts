// Audit writes per second: decision + outcome pairs (each its own transaction, as a guarded agent
// writes them), SQLite in WAL mode with synchronous=NORMAL (the default) and FULL, and in memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuditStore, MemoryAuditStore, SqliteAuditStore } from '../src/audit/index.ts';
import type { Verdict } from '../src/core/verdict.ts';

const PAIRS = 5000;

const verdict: Verdict = {
  disposition: 'approved_with_constraints',
  step: 2,
  findings: [{ code: 'step_constraint', message: 'transfers need confirmation', step: 2 }],
  feedback:
    'Approved with constraints: step 2 (transfer_money). It runs only after the user confirms this exact call.',
};

async function pairsPerSecond(
  store: AuditStore,
  pairs: number,
): Promise<{ seconds: number; perPair: number }> {
  const start = performance.now();
  for (let i = 0; i < pairs; i++) {
    const d = await store.appendDecision({
      sessionId: `s${i % 20}`,
      call: {
        tool: 'transfer_money',
        args: { recipient: 'alice', amount: 500 + i, memo: 'rent', api_key: 'k-123456' },
      },
      verdict,
      latencyMs: 0.05,
      specHash: 'f'.repeat(64),
    });
    await store.appendOutcome(d.id, {
      status: 'confirmed',
      result: { ok: true, id: `tx${i}` },
      durationMs: 1,
    });
  }
  const seconds = (performance.now() - start) / 1000;
  return { seconds, perPair: (seconds * 1e6) / pairs };
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'intentguard-bench-audit-'));
  try {
    const rows: string[] = [];
    const cases: Array<[string, () => AuditStore]> = [
      [
        'SQLite WAL, synchronous=NORMAL (default)',
        () => new SqliteAuditStore({ path: join(dir, 'normal.db') }),
      ],
      [
        'SQLite WAL, synchronous=NORMAL, redaction off',
        () => new SqliteAuditStore({ path: join(dir, 'plain.db'), redaction: false }),
      ],
      [
        'SQLite WAL, synchronous=FULL',
        () => new SqliteAuditStore({ path: join(dir, 'full.db'), synchronous: 'FULL' }),
      ],
      ['memory', () => new MemoryAuditStore()],
    ];
    for (const [name, open] of cases) {
      const store = open();
      await pairsPerSecond(store, 200); // warm-up
      const { seconds, perPair } = await pairsPerSecond(store, PAIRS);
      await store.close();
      rows.push(
        `| ${name} | ${PAIRS} | ${seconds.toFixed(2)} | ${Math.round(PAIRS / seconds)} | ${perPair.toFixed(0)} |`,
      );
    }
    console.log(
      'Audit log writes (decision + outcome pair, one transaction per write, redaction on unless said):\n',
    );
    console.log('| store | pairs | seconds | pairs/s | µs per pair |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of rows) console.log(r);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
