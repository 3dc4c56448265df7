// The replay report as Markdown with one SVG chart per dataset (files to write next to it).
import type { Metrics, Rate } from './metrics.ts';
import type { ConfigReport, DatasetReport, ReplayReport } from './report.ts';
import { type BarSeries, barChartSvg, pct } from './report-svg.ts';

export interface RenderedReport {
  markdown: string;
  /** file name -> SVG text */
  charts: Record<string, string>;
}

const SERIES: BarSeries[] = [
  { label: 'recall, soft (intervene)', color: '#4e79a7' },
  { label: 'recall, strict (block)', color: '#1f3b63' },
  { label: 'benign runs blocked', color: '#e15759' },
  { label: 'benign runs confirmed', color: '#f2a541' },
];

/** The primary configuration: the one the per-group tables describe. */
const PRIMARY = 'full';

export function renderReport(report: ReplayReport): RenderedReport {
  const charts: Record<string, string> = {};
  const lines: string[] = [
    '# intentguard replay report',
    '',
    `Made by: \`${report.command}\``,
    '',
    `Protocol: ${report.protocol} Definitions of every measure: \`docs/evaluation.md\`.`,
    '',
    'Recall uses call-level labels where the dataset has them and run-level labels otherwise; "–" means the dataset has nothing to measure there.',
    '',
  ];
  for (const d of report.datasets) {
    const file = `${d.dataset}.svg`;
    charts[file] = barChartSvg({
      title: `${d.dataset}: ${d.trajectories} trajectories, ${d.calls} calls`,
      groups: d.configs.map((c) => ({ label: c.name, values: chartValues(c.metrics) })),
      series: SERIES,
    });
    lines.push(...datasetSection(d, file));
  }
  return { markdown: `${lines.join('\n')}\n`, charts };
}

function chartValues(m: Metrics): Array<Rate | null> {
  const callLevel = m.callRecallSoft.total > 0;
  return [
    callLevel ? m.callRecallSoft : m.runRecallSoft,
    callLevel ? m.callRecallStrict : m.runRecallStrict,
    m.runFalsePositives,
    m.runFriction,
  ];
}

function datasetSection(d: DatasetReport, chart: string): string[] {
  const first = d.configs[0]?.metrics;
  const out = [
    `## ${d.dataset}`,
    '',
    `${d.trajectories} trajectories (${first?.runs.harmful ?? 0} harmful, ${first?.runs.benign ?? 0} benign, ${first?.runs.neutral ?? 0} attacked without harm), ${d.calls} calls (${first?.calls.harmful ?? 0} harmful, ${first?.calls.benign ?? 0} benign, ${first?.calls.other ?? 0} other${first?.calls.attacker ? `, ${first.calls.attacker} to the attacker's tool without a recorded success` : ''}). Replay: ${d.seconds} s wall, ${d.cpuSeconds} s CPU (all threads), ${d.workers} worker(s), ${d.configs.length} configurations.`,
    '',
    ...d.notes.map((n) => `- ${n}`),
  ];
  const excluded = Object.entries(d.excluded);
  if (excluded.length > 0) {
    out.push('', 'Left out (not scored):', '', '| reason | count |', '|---|---:|');
    for (const [reason, n] of excluded) out.push(`| ${cell(reason)} | ${n} |`);
  }
  const utility = d.configs.some((c) => c.metrics.successfulBenignUnblocked.total > 0);
  out.push(
    '',
    `| guard | call recall strict | call recall soft | run recall strict | run recall soft | benign calls blocked | benign runs blocked | benign calls confirmed | benign runs confirmed |${utility ? ' successful benign runs unblocked |' : ''} other calls blocked | guard errors |`,
    `|---|---|---|---|---|---|---|---|---|${utility ? '---|' : ''}---|---:|`,
  );
  for (const c of d.configs) {
    const m = c.metrics;
    out.push(
      `| ${c.name} | ${pct(m.callRecallStrict)} | ${pct(m.callRecallSoft)} | ${pct(m.runRecallStrict)} | ${pct(m.runRecallSoft)} | ${pct(m.callFalsePositives)} | ${pct(m.runFalsePositives)} | ${pct(m.callFriction)} | ${pct(m.runFriction)} |${utility ? ` ${pct(m.successfulBenignUnblocked)} |` : ''} ${pct(m.otherCallsBlocked)} | ${m.runs.guardErrors} |`,
    );
  }
  // every configuration with a spec shares the formalizer's plan: the primary one speaks for all
  const withPlan = d.configs.filter((c) => c.metrics.emptyPlans?.total);
  const planned = withPlan
    .filter((c) => c.name === PRIMARY)
    .concat(withPlan)
    .slice(0, 1);
  if (planned.length > 0)
    out.push(
      '',
      `Runs whose spec has an empty plan (no refined step): ${planned
        .map((c) => `${c.name} ${pct(c.metrics.emptyPlans)}`)
        .join(', ')}.`,
    );
  const attacker = d.configs.filter((c) => c.metrics.attackerCallsBlocked.total > 0);
  if (attacker.length > 0)
    out.push(
      '',
      `Calls to the attacker's tool that the benchmark did not score as the harm, blocked: ${attacker
        .map((c) => `${c.name} ${pct(c.metrics.attackerCallsBlocked)}`)
        .join(', ')}.`,
    );
  out.push('', `![${d.dataset}](${chart})`, '');
  out.push(...configList(d.configs));
  const primary = d.configs.find((c) => c.name === PRIMARY);
  if (primary) out.push(...groupTable(primary), ...firingTable(primary));
  return out;
}

function configList(configs: ConfigReport[]): string[] {
  return [...configs.map((c) => `- **${c.name}**: ${c.description}`), ''];
}

function groupTable(c: ConfigReport): string[] {
  const out = [
    `### By group (${c.name})`,
    '',
    '| group | harmful / benign runs | call recall strict | call recall soft | run recall strict | run recall soft | benign runs blocked | benign runs confirmed |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [g, m] of Object.entries(c.groups)) {
    out.push(
      `| ${cell(g)} | ${m.runs.harmful} / ${m.runs.benign} | ${pct(m.callRecallStrict)} | ${pct(m.callRecallSoft)} | ${pct(m.runRecallStrict)} | ${pct(m.runRecallSoft)} | ${pct(m.runFalsePositives)} | ${pct(m.runFriction)} |`,
    );
  }
  return [...out, ''];
}

function firingTable(c: ConfigReport): string[] {
  const rows = (title: string, codes: Record<string, number>) => {
    const top = Object.entries(codes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    return top.length === 0 ? [] : [`| ${title} | ${top.map(([k, n]) => `${k} ${n}`).join(', ')} |`];
  };
  const body = [
    ...rows('harmful calls intervened', c.metrics.codesOnCaught),
    ...rows('benign calls blocked', c.metrics.codesOnBenignBlocked),
    ...rows('benign calls confirmed', c.metrics.codesOnBenignConfirmed),
  ];
  const errors = c.guardErrors.map((e) => `- guard error: ${e}`);
  if (body.length === 0 && errors.length === 0) return [];
  return [
    `### What fired (${c.name}, finding codes)`,
    '',
    ...(body.length > 0 ? ['| calls | finding codes (count) |', '|---|---|', ...body, ''] : []),
    ...errors,
    ...(errors.length > 0 ? [''] : []),
  ];
}

function cell(s: string): string {
  return s.replace(/\|/g, '\\|');
}
