// Shared helpers for benchmarks: percentiles and Markdown tables.
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarize(samples: number[]): { median: number; p99: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p99: percentile(s, 99), n: s.length };
}

export function table(header: string[], rows: Array<Array<string | number>>): string {
  const fmt = (v: string | number) =>
    typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(3)) : v;
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(fmt).join(' | ')} |`),
  ].join('\n');
}

export function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
