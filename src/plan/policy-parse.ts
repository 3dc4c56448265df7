// Reads a policy (JSON or YAML text, or a decoded value) into a checked Policy; every problem is
// reported with its path (and line and column when parsed from text). Globs in `within`, the goal
// and the frame are checked here, so a bad glob is an input error rather than a failed proof.
import type { z } from 'zod';
import type { PlanIssue } from '../core/index.ts';
import { PolicyError } from '../core/index.ts';
import { globToRx } from './glob-regex.ts';
import { checkPlanText, DEFAULT_PLAN_LIMITS } from './limits.ts';
import { type ParsedData, type PathKey, parseDataText, pathText } from './parse-data.ts';
import { type Policy, policySchema } from './policy-schema.ts';

export function parsePolicyText(text: string, source?: string): Policy {
  checkPlanText(text, DEFAULT_PLAN_LIMITS, source, 'policy');
  const parsed = parseDataText(text);
  if (!parsed.ok) throw new PolicyError(parsed.issues, source);
  return parsePolicyValue(parsed.data.value, source, parsed.data);
}

/** A decoded policy; a bare array is read as `{ "dataflow": [...] }` (the article's rule list). */
export function parsePolicy(value: unknown, source?: string): Policy {
  return parsePolicyValue(value, source, undefined);
}

function parsePolicyValue(value: unknown, source: string | undefined, data: ParsedData | undefined): Policy {
  const bare = Array.isArray(value);
  const result = policySchema.safeParse(bare ? { dataflow: value } : value);
  const issues: PlanIssue[] = [];
  const add = (path: PathKey[], message: string) => {
    const docPath = bare ? path.slice(1) : path;
    const issue: PlanIssue = { path: pathText(docPath), message };
    const pos = locateNearest(data, docPath);
    if (pos) {
      issue.line = pos.line;
      issue.column = pos.column;
    }
    issues.push(issue);
  };
  if (!result.success) {
    addZod(result.error, add);
    throw new PolicyError(issues, source);
  }
  const policy = normalizeNames(result.data);
  checkGlobs(policy, add);
  if (issues.length > 0) throw new PolicyError(issues, source);
  return policy;
}

function addZod(error: z.ZodError, add: (path: PathKey[], message: string) => void): void {
  for (const issue of error.issues)
    add(
      issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k)),
      issue.message,
    );
}

function locateNearest(data: ParsedData | undefined, path: PathKey[]) {
  for (let n = path.length; n >= 0 && data; n--) {
    const pos = data.locate(path.slice(0, n));
    if (pos) return pos;
  }
  return undefined;
}

const strip = (name: string) => name.replace(/^functions\./, '');

/** Tool names may carry the article's `functions.` prefix; compare without it. */
function normalizeNames(p: Policy): Policy {
  const out: Policy = { ...p };
  if (p.allow) out.allow = p.allow.map(strip);
  if (p.sanitizers) out.sanitizers = p.sanitizers.map(strip);
  if (p.dataflow)
    out.dataflow = p.dataflow.map((r) => ({
      ...r,
      source: { ...r.source, name: strip(r.source.name) },
      sink: { ...r.sink, name: strip(r.sink.name) },
      ...(r.sanitizers ? { sanitizers: r.sanitizers.map(strip) } : {}),
    }));
  if (p.automata)
    out.automata = p.automata.map((a) => ({
      ...a,
      transitions: a.transitions.map((t) => ({ ...t, tool: strip(t.tool) })),
    }));
  if (p.contracts)
    out.contracts = Object.fromEntries(Object.entries(p.contracts).map(([k, v]) => [strip(k), v]));
  return out;
}

function checkGlobs(p: Policy, add: (path: PathKey[], message: string) => void): void {
  const check = (g: string, path: PathKey[]) => {
    const r = globToRx(g);
    if (!r.ok) add(path, `glob ${JSON.stringify(g)}: ${r.reason}`);
  };
  for (const [tool, c] of Object.entries(p.contracts ?? {}))
    for (const [i, r] of (c.requires ?? []).entries())
      for (const [j, g] of (r.within ?? []).entries())
        check(g, ['contracts', tool, 'requires', i, 'within', j]);
  for (const [i, e] of (p.goal?.ensures ?? []).entries())
    for (const [j, g] of (e.deleted ?? e.written ?? []).entries())
      check(g, ['goal', 'ensures', i, e.deleted ? 'deleted' : 'written', j]);
  for (const kind of ['deletes', 'writes'] as const)
    for (const [j, g] of (p.goal?.frame?.[kind] ?? []).entries()) check(g, ['goal', 'frame', kind, j]);
}
