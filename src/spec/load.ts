// One entry point for turning user or LLM input (Prolog text or JSON) into a checked spec.
import { canonicalHash } from '../core/canonical.ts';
import type { LocatedIssue } from '../core/errors/located-issue.ts';
import { SpecError } from '../core/errors/spec-error.ts';
import type { PrologEngine } from '../logic/engine.ts';
import { jsonToSpecText } from './json.ts';
import type { Spec } from './model.ts';
import { hasErrors, parseSpecText } from './parse.ts';
import { printSpec } from './print.ts';
import { deriveRepeatConsent } from './templates.ts';
import { checkWellFormed } from './wellformed.ts';

export interface CheckedSpec {
  spec: Spec;
  /** the checked Prolog text the spec came from (what gets loaded into a session) */
  text: string;
  /** sha256 of the canonical printed spec: equal specs have equal hashes */
  hash: string;
  /** warnings only (errors make `compileSpec` fail) */
  issues: LocatedIssue[];
  /** who wrote it, when a formalizer did: its plan is then the whole plan (see UnplannedToolPolicy.emptyPlan) */
  origin?: 'offline_formalizer' | 'llm_formalizer';
}

export interface CompileOptions {
  /** name used in messages (a file path) */
  source?: string;
  /** tool names available; when given, every action must be one of them */
  toolkit?: Iterable<string>;
}

/** Checks Prolog text or a JSON spec; returns every issue (errors and warnings) and the spec when usable. */
export function checkSpec(
  engine: PrologEngine,
  input: string | object,
  options: CompileOptions = {},
): { checked?: CheckedSpec; issues: LocatedIssue[] } {
  let text: string;
  let paths: string[] | undefined;
  if (typeof input === 'string') text = input;
  else {
    const converted = jsonToSpecText(input);
    if (converted.issues.length > 0) return { issues: withSource(converted.issues, options.source) };
    text = converted.text;
    paths = converted.paths;
  }
  const parsed = parseSpecText(engine, text);
  const issues = [...parsed.issues];
  if (!hasErrors(issues))
    issues.push(...checkWellFormed(parsed.spec, options.toolkit ? { toolkit: options.toolkit } : {}));
  const located = withSource(paths ? issues.map((i) => pointIntoJson(i, paths)) : issues, options.source);
  if (hasErrors(located)) return { issues: located };
  const spec = parsed.spec;
  spec.risks.push(...deriveRepeatConsent(spec));
  return { checked: { spec, text, hash: canonicalHash(printSpec(spec)), issues: located }, issues: located };
}

/** Like `checkSpec`, but throws a SpecError (with every located issue) when the spec has errors. */
export function compileSpec(
  engine: PrologEngine,
  input: string | object,
  options: CompileOptions = {},
): CheckedSpec {
  const { checked, issues } = checkSpec(engine, input, options);
  if (!checked) throw new SpecError(issues, options.source);
  return checked;
}

function withSource(issues: LocatedIssue[], source: string | undefined): LocatedIssue[] {
  return source ? issues.map((i) => ({ ...i, source })) : issues;
}

function pointIntoJson(issue: LocatedIssue, paths: string[]): LocatedIssue {
  const path = paths[issue.line - 1];
  return path ? { ...issue, message: `${path}: ${issue.message}`, line: 0, column: 0 } : issue;
}

/** True for a `CheckedSpec` (as opposed to spec text or its JSON form). */
export function isCheckedSpec(spec: unknown): spec is CheckedSpec {
  return typeof spec === 'object' && spec !== null && 'spec' in spec && 'hash' in spec && 'text' in spec;
}
