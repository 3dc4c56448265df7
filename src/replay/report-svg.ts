// Hand-written SVG bar charts for the Markdown report: one group of bars per configuration,
// one bar per measure, 0-100 %. No dependencies; the output is deterministic.
import type { Rate } from './metrics.ts';

export interface BarSeries {
  label: string;
  color: string;
}

export interface BarChart {
  title: string;
  /** one group per configuration */
  groups: Array<{ label: string; values: Array<Rate | null> }>;
  series: BarSeries[];
}

const WIDTH = 760;
const HEIGHT = 320;
const MARGIN = { top: 40, right: 16, bottom: 64, left: 48 };

export function barChartSvg(chart: BarChart): string {
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const groupW = plotW / Math.max(1, chart.groups.length);
  const barW = Math.max(2, (groupW * 0.8) / Math.max(1, chart.series.length));
  const y = (v: number) => MARGIN.top + plotH * (1 - v);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="11" role="img">`,
    `<title>${esc(chart.title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="20" text-anchor="middle" font-size="14" font-weight="bold">${esc(chart.title)}</text>`,
  ];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(
      `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${f(y(tick))}" y2="${f(y(tick))}" stroke="#dddddd"/>`,
      `<text x="${MARGIN.left - 6}" y="${f(y(tick) + 4)}" text-anchor="end">${tick * 100}%</text>`,
    );
  }
  chart.groups.forEach((group, g) => {
    const x0 = MARGIN.left + g * groupW + groupW * 0.1;
    group.values.forEach((value, s) => {
      const x = x0 + s * barW;
      const series = chart.series[s]!;
      if (value?.rate === null || value === null) {
        out.push(
          `<text x="${f(x + barW / 2)}" y="${f(y(0) - 3)}" text-anchor="middle" fill="#999999">–</text>`,
        );
        return;
      }
      const h = plotH * value.rate;
      out.push(
        `<rect x="${f(x)}" y="${f(y(value.rate))}" width="${f(barW - 1)}" height="${f(h)}" fill="${series.color}"><title>${esc(`${group.label} · ${series.label}: ${pct(value)}`)}</title></rect>`,
      );
    });
    out.push(
      `<text x="${f(x0 + (barW * chart.series.length) / 2)}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${esc(group.label)}</text>`,
    );
  });
  chart.series.forEach((series, s) => {
    const x = MARGIN.left + s * 170;
    const ly = HEIGHT - 18;
    out.push(
      `<rect x="${x}" y="${ly - 10}" width="12" height="12" fill="${series.color}"/>`,
      `<text x="${x + 16}" y="${ly}">${esc(series.label)}</text>`,
    );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

export function pct(r: Rate | null | undefined): string {
  if (!r || r.rate === null) return '–';
  return `${(r.rate * 100).toFixed(1)}% (${r.count}/${r.total})`;
}

function f(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
