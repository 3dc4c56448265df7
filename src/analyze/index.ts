// Input analyzers: turn a proposed call's raw arguments into canonical views (what risky
// patterns match), structured facts and fail-closed findings.
import type { Finding, ToolCall } from '../core/index.ts';
import { argKind, argumentLeaves, MAX_ARG_DEPTH, MAX_LEAVES, pathAccess } from './arg-kinds.ts';
import type { AnalyzeContext, Analyzers, CallAnalysis } from './call-analysis.ts';
import type { AnalyzerFact } from './facts.ts';
import { normalizeView, unparseableFinding } from './facts.ts';
import { pathsNamedIn } from './location-naming.ts';
import { analyzePath } from './paths.ts';
import { classifyLocation } from './sensitive-locations.ts';
import { loadShellAnalyzer, type ShellAnalysis } from './shell.ts';
import { dedupeTouches, type LocationTouch, MAX_CLASSIFIED_WORDS, shellTouches } from './shell-touches.ts';
import {
  loadSqlAnalyzer,
  type SqlAnalysis,
  type SqlDialect,
  sqlDialectOf,
  sqlShowsHarm,
} from './sql/index.ts';
import { extractValues } from './values.ts';

export type { ArgKind } from './arg-kinds.ts';
export { argKind, argumentLeaves, looksLikeSql, runsCommands } from './arg-kinds.ts';
export type { AnalyzeContext, Analyzers, CallAnalysis } from './call-analysis.ts';
export type {
  AnalyzerFact,
  DynamicReason,
  LocationClass,
  PathFact,
  SensitiveKind,
  ShellFact,
  SqlFact,
  SqlStatementKind,
  ValueFact,
  Via,
  WhereKind,
} from './facts.ts';
export { normalizeView, unparseableFinding } from './facts.ts';
export type { PathOptions } from './paths.ts';
export {
  analyzePath,
  escapesRoot,
  globCanTouch,
  globMatches,
  isGlob,
  normalizePath,
  reachableKinds,
  sensitiveKinds,
} from './paths.ts';
export type { Origin, SourceRef, ValueKind, ValueProvenance } from './provenance.ts';
export { canonical, nationalForms, ProvenanceIndex, SINK_KINDS, visitArgs } from './provenance.ts';
export { type SessionAnalyzerOptions, type SessionView, sessionAnalyzer } from './session-analyzer.ts';
export type { ShellAnalysis } from './shell.ts';
export type { CommandSummary } from './shell-model.ts';
export type { SqlAnalysis, SqlDialect } from './sql/index.ts';
export { sqlDialectOf, sqlShowsHarm } from './sql/index.ts';
export type { DateOptions } from './values.ts';
export {
  canonicalEmail,
  canonicalIban,
  canonicalPhone,
  canonicalUrl,
  codeSeries,
  codeShape,
  extractAmounts,
  extractDates,
  extractTimes,
  extractValues,
  hostOf,
  ibanValid,
  isPhoneNumber,
  parseNumber,
  writtenMonthDays,
} from './values.ts';

let loading: Promise<Analyzers> | undefined;

/** Loads the parsers once per process (tree-sitter WASM, the SQL grammar); later calls are sync. */
export function loadAnalyzers(): Promise<Analyzers> {
  loading ??= (async () => {
    const shell = recent(await loadShellAnalyzer());
    const analyze = await loadSqlAnalyzer();
    const byDialect = recent((key: string) => {
      const cut = key.indexOf('\n');
      return analyze(key.slice(cut + 1), (key.slice(0, cut) || undefined) as SqlDialect | undefined);
    });
    const sql = (text: string, dialect?: SqlDialect) => byDialect(`${dialect ?? ''}\n${text}`);
    const analyzers: Analyzers = {
      shell,
      sql,
      analyzeCall: (call, ctx = {}) => analyzeCall(shell, sql, call, ctx),
    };
    return analyzers;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function analyzeCall(
  shell: (s: string) => ShellAnalysis,
  sql: (s: string, dialect?: SqlDialect) => SqlAnalysis,
  call: ToolCall,
  ctx: AnalyzeContext,
): CallAnalysis {
  const views: string[] = [];
  const facts: AnalyzerFact[] = [];
  const findings: Finding[] = [];
  const touches: LocationTouch[] = [];
  const { leaves, complete } = argumentLeaves(call.args, ctx.tool, call.tool);
  if (!complete)
    findings.push(
      unparseableFinding(
        `arguments have more than ${MAX_LEAVES} values or are nested deeper than ${MAX_ARG_DEPTH} levels`,
        'too_many_values',
      ),
    );
  for (const { path, param, value } of leaves) {
    if (typeof value !== 'string') {
      views.push(String(value));
      continue;
    }
    try {
      analyzeLeaf(shell, sql, ctx, call, { path, param, value }, { views, facts, findings, touches });
    } catch (error) {
      // an analyzer that cannot finish leaves the argument not understood: ask, never approve
      const why = error instanceof Error ? error.message : String(error);
      findings.push(
        unparseableFinding(`the analyzer could not finish (${why.slice(0, 120)})`, 'analyzer_error', path),
      );
    }
  }
  if (ctx.provenance) findings.push(...ctx.provenance.findings(call, ctx.tool));
  return { views: [...new Set(views.filter(Boolean))], facts, findings, touches: dedupeTouches(touches) };
}

function analyzeLeaf(
  shell: (s: string) => ShellAnalysis,
  sql: (s: string, dialect?: SqlDialect) => SqlAnalysis,
  ctx: AnalyzeContext,
  call: ToolCall,
  { path, param, value }: { path: string; param: string; value: string },
  { views, facts, findings, touches }: CallAnalysis,
): void {
  {
    const kind = argKind(ctx.tool, call.tool, param, value);
    switch (kind) {
      case 'shell': {
        const a = shell(value);
        views.push(...a.views);
        facts.push(...a.facts.map((f) => ({ ...f, path })));
        shellLocations(a, path, touches, findings);
        for (const p of a.problems) findings.push(unparseableFinding(p.message, p.reason, path));
        break;
      }
      case 'sql':
      case 'sql_shaped': {
        const a = sql(value, sqlDialectOf(ctx.tool, call.tool));
        if (a.parseError && kind === 'sql_shaped' && !sqlShowsHarm(a)) {
          // prose that merely starts like SQL: keep the raw text, do not fail closed on it
          views.push(normalizeView(value), ...a.views);
          break;
        }
        views.push(...a.views);
        facts.push(...a.facts.map((f) => ({ ...f, path })));
        if (a.parseError)
          findings.push(unparseableFinding(`SQL does not parse: ${a.parseError}`, 'sql_parse_error', path));
        if (a.dynamic)
          findings.push(
            unparseableFinding('dynamic SQL whose text is assembled at run time', 'sql_dynamic', path),
          );
        // `COPY … PROGRAM 'cmd'`: the command is a shell command like any other
        for (const f of a.facts) {
          if (f.kind !== 'sql_program') continue;
          const s = shell(f.command);
          views.push(...s.views);
          shellLocations(s, path, touches, findings);
          facts.push(...s.facts.map((x) => ({ ...x, path })));
          for (const p of s.problems) findings.push(unparseableFinding(p.message, p.reason, path));
        }
        break;
      }
      case 'path': {
        if (value.length > MAX_PATH) {
          findings.push(unparseableFinding(`a path longer than ${MAX_PATH} characters`, 'too_long', path));
          views.push(normalizeView(value.slice(0, MAX_PATH)));
          break;
        }
        const f = analyzePath(value, ctx.paths);
        facts.push({ ...f, path });
        if (f.locations.length > 0)
          touches.push({
            path: value,
            access: pathAccess(ctx.tool, call.tool),
            classes: f.locations,
            by: call.tool,
          });
        views.push(normalizeView(value), normalizeView(f.normalized));
        break;
      }
      case 'code': {
        views.push(normalizeView(value));
        // code can open any file it names, for reading or writing: judged as a write (fail closed)
        for (const named of pathsNamedIn(value.slice(0, MAX_VALUE_SCAN)).slice(0, MAX_CODE_PATHS)) {
          const classes = classifyLocation(named, ctx.paths);
          if (classes.length > 0) touches.push({ path: named, access: 'write', classes, by: call.tool });
        }
        break;
      }
      case 'text': {
        views.push(normalizeView(value));
        // a file tool given a bare file name (`.bashrc`, `id_ed25519`) under a parameter not
        // named like a path; what it writes (`content`, `text`) is data, not a place
        if (
          value.length <= MAX_PATH &&
          /^[\w.~/@+-]+$/.test(value) &&
          !CONTENT_PARAMS.test(param) &&
          /file|path|dir|folder|fs/i.test(call.tool)
        ) {
          const classes = classifyLocation(value, ctx.paths);
          if (classes.length > 0)
            touches.push({ path: value, access: pathAccess(ctx.tool, call.tool), classes, by: call.tool });
        }
        break;
      }
    }
    const dates = ctx.reference ? { reference: ctx.reference } : undefined;
    if (value.length > MAX_VALUE_SCAN)
      findings.push(
        unparseableFinding(
          `an argument longer than ${MAX_VALUE_SCAN} characters is not searched for values past that`,
          'too_long',
          path,
        ),
      );
    for (const chunk of valueChunks(value.slice(0, MAX_VALUE_SCAN)))
      for (const v of extractValues(chunk, dates)) facts.push({ ...v, path });
  }
}

/** The sensitive locations a command line reaches; one that names too many words is not understood. */
function shellLocations(a: ShellAnalysis, path: string, touches: LocationTouch[], findings: Finding[]): void {
  const t = shellTouches(a);
  touches.push(...t.touches);
  if (!t.complete)
    findings.push(
      unparseableFinding(
        `the command names more than ${MAX_CLASSIFIED_WORDS} words: the rest is not checked for sensitive locations`,
        'too_many_values',
        path,
      ),
    );
}

/** Most path-like words of a code argument classified (the rest are not; the code still needs confirmation). */
const MAX_CODE_PATHS = 256;

/** Parameters of a file tool that carry what is written, never where. */
const CONTENT_PARAMS =
  /^(?:content|contents|text|body|data|value|message|input|new_?text|old_?text|patch|diff)$/i;

/** Most characters of one argument searched for values (emails, URLs, accounts, amounts). */
export const MAX_VALUE_SCAN = 128 * 1024;
/** Longest path analysed (the glob matcher refuses longer patterns). */
export const MAX_PATH = 4096;
const VALUE_CHUNK = 1024;

/**
 * The text in pieces of about VALUE_CHUNK characters, cut at whitespace where there is any:
 * the value patterns' cost grows faster than the length of a run without spaces, so they are
 * given bounded pieces (a value longer than a piece is cut; its start still names its host).
 */
function valueChunks(text: string): string[] {
  if (text.length <= VALUE_CHUNK) return [text];
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + VALUE_CHUNK);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      const newline = text.lastIndexOf('\n', end);
      const cut = Math.max(space, newline);
      if (cut > start + VALUE_CHUNK / 2) end = cut;
    }
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/**
 * The last few answers of a pure analyzer, by input: several checks read the same argument of
 * one call (the risky patterns' views, the execution check), and it is parsed once.
 */
function recent<T>(analyze: (source: string) => T, size = 32): (source: string) => T {
  const memo = new Map<string, T>();
  return (source) => {
    const hit = memo.get(source);
    if (hit !== undefined) return hit;
    const answer = analyze(source);
    memo.set(source, answer);
    if (memo.size > size) memo.delete(memo.keys().next().value!);
    return answer;
  };
}

export type { ArgLeaf } from './arg-kinds.ts';
export { namedByInstruction, pathsNamedIn } from './location-naming.ts';
export {
  classifyLocation,
  type LocationRisk,
  type LocationRule,
  locationRule,
  SENSITIVE_LOCATIONS,
} from './sensitive-locations.ts';
export { readOnlyCommand } from './shell-read-only.ts';
export { sensitiveRead } from './shell-sensitive.ts';
export type { Access, LocationTouch } from './shell-touches.ts';
export { scriptRun } from './shell-wrappers.ts';
