// One entry point for turning user or LLM input (Prolog text or JSON) into a checked spec.
// A CheckedSpec is a value only this file mints: `isCheckedSpec` accepts exactly the objects
// `checkSpec` returned, so an object merely shaped like one ({spec, hash, text}) is checked again.

import type { LocatedIssue } from '../core/index.ts';
import { canonicalHash, SpecError } from '../core/index.ts';
import type { PrologEngine } from '../logic/index.ts';
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
  /**
   * Accept a spec that enforces nothing (no goal, no steps, no risky patterns). Only for a guard
   * whose rules come from elsewhere (e.g. a policy); by default an empty spec is an error.
   */
  allowEmpty?: boolean;
  /** who wrote the spec, recorded on the minted CheckedSpec */
  origin?: CheckedSpec['origin'];
}

/** The checked specs this process minted (frozen; compared by identity). */
const minted = new WeakSet<object>();

/**
 * Checks Prolog text or a JSON spec; returns every issue (errors and warnings) and the spec when
 * usable. An already checked spec is returned as it is; an object that only looks like one
 * (`{ spec, hash, text }`, e.g. read back from a file) has its `text` checked again.
 */
export function checkSpec(
  engine: PrologEngine,
  input: string | object,
  options: CompileOptions = {},
): { checked?: CheckedSpec; issues: LocatedIssue[] } {
  if (isCheckedSpec(input)) return { checked: input, issues: input.issues };
  let text: string;
  let paths: string[] | undefined;
  let fromText = false;
  if (typeof input === 'string') text = input;
  else if (looksChecked(input)) {
    if (typeof input.text !== 'string')
      return {
        issues: withSource([shapeIssue('text: a checked spec carries its Prolog text')], options.source),
      };
    text = input.text;
    fromText = true;
  } else {
    const converted = jsonToSpecText(engine, input);
    if (converted.issues.length > 0) return { issues: withSource(converted.issues, options.source) };
    text = converted.text;
    paths = converted.paths;
  }
  const parsed = parseSpecText(engine, text);
  const issues = [...parsed.issues];
  if (!hasErrors(issues)) {
    issues.push(...checkWellFormed(parsed.spec, options.toolkit ? { toolkit: options.toolkit } : {}));
    if (!options.allowEmpty && isEmptySpec(parsed.spec))
      issues.push({
        code: 'empty_spec',
        message:
          'the spec states nothing to enforce: no user_goal/3, no refined_step/6 and no risky_action/3 (check the predicate names and keys)',
        line: 0,
        column: 0,
        severity: 'error',
      });
  }
  const located = withSource(
    fromText ? issues.map(pointIntoText) : paths ? issues.map((i) => pointIntoJson(i, paths)) : issues,
    options.source,
  );
  if (hasErrors(located)) return { issues: located };
  const spec = parsed.spec;
  spec.risks.push(...deriveRepeatConsent(spec));
  const checked = mint({ spec, text, hash: canonicalHash(printSpec(spec)), issues: located }, options.origin);
  return { checked, issues: located };
}

/** The same checked spec recorded as written by `origin` (a new minted value; the input must be minted). */
export function withOrigin(checked: CheckedSpec, origin: NonNullable<CheckedSpec['origin']>): CheckedSpec {
  if (!isCheckedSpec(checked)) throw new SpecError([shapeIssue('not a checked spec: check it first')]);
  return mint({ spec: checked.spec, text: checked.text, hash: checked.hash, issues: checked.issues }, origin);
}

// text, hash and spec cannot be reassigned after minting; origin stays writable for formalizers
function mint(value: CheckedSpec, origin: CheckedSpec['origin']): CheckedSpec {
  const checked: CheckedSpec = origin ? { ...value, origin } : value;
  for (const key of ['spec', 'text', 'hash', 'issues'] as const)
    Object.defineProperty(checked, key, { writable: false, configurable: false });
  minted.add(checked);
  return checked;
}

/** No intent, no plan, no risks: a guard that enforces nothing (usually a misspelling). */
function isEmptySpec(spec: Spec): boolean {
  return spec.intent === undefined && spec.steps.length === 0 && spec.risks.length === 0;
}

function looksChecked(value: object): value is { text?: unknown } {
  return 'spec' in value && 'hash' in value && 'text' in value;
}

function shapeIssue(message: string): LocatedIssue {
  return { code: 'json_shape', message, line: 0, column: 0, severity: 'error' };
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

// issues of an object's `text` field: the line and column are inside that string, not the file
function pointIntoText(issue: LocatedIssue): LocatedIssue {
  const where = issue.line > 0 ? ` (line ${issue.line}, column ${issue.column})` : '';
  return { ...issue, message: `text${where}: ${issue.message}`, line: 0, column: 0 };
}

function pointIntoJson(issue: LocatedIssue, paths: string[]): LocatedIssue {
  const path = paths[issue.line - 1];
  return path ? { ...issue, message: `${path}: ${issue.message}`, line: 0, column: 0 } : issue;
}

/**
 * True only for a `CheckedSpec` that `checkSpec`/`compileSpec` minted in this process. An object
 * of the same shape built anywhere else (or parsed from JSON) is not one: check it again.
 */
export function isCheckedSpec(spec: unknown): spec is CheckedSpec {
  return typeof spec === 'object' && spec !== null && minted.has(spec);
}
