// One OpenTelemetry span per live decision: tool, disposition, step, finding codes and how long the
// guard took; never argument values. Through @opentelemetry/api, a no-op until an SDK is registered.
import { type Attributes, trace } from '@opentelemetry/api';
import type { Verdict } from '../core/index.ts';

export const TRACER_NAME = 'intentguard';
export const DECISION_SPAN = 'intentguard.decide';

export interface DecisionSpan {
  tool: string;
  disposition: Verdict['disposition'];
  step?: number;
  findingCodes: string[];
  seq: number;
  durationMs: number;
}

/** Emits the span for a decision that took `durationMs` (measured by the caller) and returns what it carried. */
export function traceDecision(tool: string, verdict: Verdict, seq: number, durationMs: number): DecisionSpan {
  const findingCodes = [...new Set(verdict.findings.map((f) => f.code))];
  const info: DecisionSpan = { tool, disposition: verdict.disposition, findingCodes, seq, durationMs };
  if (verdict.step !== undefined) info.step = verdict.step;
  const attributes: Attributes = {
    'intentguard.tool': tool,
    'intentguard.disposition': verdict.disposition,
    'intentguard.finding_codes': findingCodes,
    'intentguard.seq': seq,
    'intentguard.duration_ms': durationMs,
  };
  if (verdict.step !== undefined) attributes['intentguard.step'] = verdict.step;
  const end = performance.timeOrigin + performance.now();
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(DECISION_SPAN, { attributes, startTime: end - durationMs });
  span.end(end);
  return info;
}
