// Audit writes per second: decision + outcome pairs (each its own transaction, as a guarded agent
// writes them), SQLite in WAL mode with synchronous=NORMAL (the default) and FULL, and in memory;
// then the time to redact 1 MB of adversarial text, per hand rule and with the whole default set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuditStore, MemoryAuditStore, SqliteAuditStore } from '../src/audit/index.ts';
import { DEFAULT_REDACTION, Redactor } from '../src/audit/redact.ts';
import { isSecretKey, SECRET_RULES } from '../src/audit/secret-rules.ts';
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
    redactionCost();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 1 MB texts built to make a backtracking pattern slow: near-misses of every rule's prefix. */
const ADVERSARIAL: Record<string, string> = {
  letters: 'abcdefghij'.repeat(100_000),
  digits: '0123456789'.repeat(100_000),
  jwtish: 'ey'.repeat(500_000),
  keys: 'a='.repeat(500_000),
  options: '--a '.repeat(250_000),
  quotes: '"a":"'.repeat(200_000),
  aws: 'aws secret '.repeat(90_000),
  mysql: 'mysql '.repeat(160_000),
  sshpass: 'sshpass -p'.repeat(100_000),
  pem: `-----BEGIN PRIVATE KEY-----${'A'.repeat(999_000)}`,
  url: 'https://a:'.repeat(100_000),
  netrc: 'machine a login b '.repeat(55_000),
  pgpass: 'h:5432:d:u'.repeat(100_000),
  connection: ';Password'.repeat(100_000),
  linear: 'lin_api_'.repeat(125_000),
  github: 'ghp_'.repeat(250_000),
};

/** The slowest 1 MB input per hand rule, and each input under the whole default set (secretlint included). */
export function redactionCost(): void {
  const time = (redactor: Redactor, text: string): number => {
    const start = performance.now();
    redactor.text(text);
    return performance.now() - start;
  };
  console.log('\nRedaction of 1 MB adversarial text (ms; the slowest input per rule):\n');
  console.log('| rule | slowest input | ms |');
  console.log('|---|---|---:|');
  for (const rule of SECRET_RULES) {
    const redactor = new Redactor({ keys: isSecretKey, values: [rule.pattern] });
    let worst: [string, number] = ['', 0];
    for (const [name, text] of Object.entries(ADVERSARIAL)) {
      const ms = time(redactor, text);
      if (ms > worst[1]) worst = [name, ms];
    }
    console.log(`| ${rule.id} | ${worst[0]} | ${worst[1].toFixed(0)} |`);
  }
  console.log('\n| input (default redaction, all rules) | ms |');
  console.log('|---|---:|');
  for (const [name, text] of Object.entries(ADVERSARIAL))
    console.log(`| ${name} | ${time(new Redactor(DEFAULT_REDACTION), text).toFixed(0)} |`);
}
