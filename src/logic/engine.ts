// The logic engine: real SWI-Prolog (swipl-wasm), created once per process and shared.
// Each session gets its own SWI module; untrusted text is checked before anything is loaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LocatedIssue } from '../core/index.ts';
import { EngineError, packageFile } from '../core/index.ts';
import type { PrologTerm } from './term.ts';
import { nestingIssue } from './text-limits.ts';

const require = createRequire(import.meta.url);

type SwiplQuery = { once(): unknown };
type SwiplProlog = { query(goal: string, input?: Record<string, unknown>): SwiplQuery };
type SwiplFactory = (options: Record<string, unknown>) => Promise<{ prolog: SwiplProlog }>;

/** The verifier's own Prolog library, loaded into every engine in this order. */
const LIBRARY_FILES = ['support.pl', 'verifier.pl', 'rules.pl'] as const;

/** Largest text the checker accepts (bytes); bigger texts are refused before reading. */
export const MAX_TEXT_BYTES = 1_000_000;
/** Inference budget of one query against a session (bounds runaway rules). */
export const DEFAULT_INFERENCE_LIMIT = 2_000_000;

/** Inference budget of loading one text into a module (a 1 MB spec takes ~0.2 M). */
export const LOAD_INFERENCE_LIMIT = 5_000_000;
/** Inference budget of checking one text (a 1 MB spec takes ~0.2 M; the sandbox check more). */
export const CHECK_INFERENCE_LIMIT = 50_000_000;

export interface CheckOptions {
  /** predicates the text may call without defining them (`name/arity`) */
  vocabulary?: string[];
  /** predicates the text must not define (`name/arity`), e.g. the verifier's state */
  reserved?: string[];
  /**
   * Strict mode: the only predicates the text may define (`name/arity`), and only as facts.
   * Any other head (a misspelling, a hook such as term_expansion/2, a grammar rule) is an
   * `unknown_predicate` issue at its line and column.
   */
  allowed?: readonly string[];
}

/** One field of a composed clause (see `composeClause`): text fields are read as exactly one term. */
export type ClauseSkeleton =
  | { atom: string }
  | { num: number }
  | { list: ClauseSkeleton[] }
  | { compound: string; args: ClauseSkeleton[] }
  | { term: string; path: string };

export interface ParsedClause {
  line: number;
  column: number;
  term: PrologTerm;
}

export type QueryResult =
  | { ok: true; bindings: Record<string, unknown> }
  | { ok: false; error?: string; limit?: boolean };

let shared: Promise<PrologEngine> | undefined;

export class PrologEngine {
  readonly #pl: SwiplProlog;
  readonly #stderr: string[];
  #moduleCounter = 0;

  private constructor(pl: SwiplProlog, stderr: string[]) {
    this.#pl = pl;
    this.#stderr = stderr;
  }

  /** The process-wide engine (created on first use, ~0.3 s). */
  static shared(): Promise<PrologEngine> {
    shared ??= PrologEngine.create().catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
    return shared;
  }

  /** A fresh, separate engine (own WASM memory). Prefer `shared()`. */
  static async create(): Promise<PrologEngine> {
    const stderr: string[] = [];
    let factory: SwiplFactory;
    try {
      factory = require('swipl-wasm/dist/swipl-node.js') as SwiplFactory;
    } catch (cause) {
      throw new EngineError('swipl-wasm is not installed', { cause });
    }
    const mod = await factory({
      arguments: ['-q'],
      print: () => {},
      printErr: (line: string) => {
        if (stderr.length < 200) stderr.push(line);
      },
    });
    const engine = new PrologEngine(mod.prolog, stderr);
    for (const file of LIBRARY_FILES) {
      const text = readFileSync(packageFile(`logic/pl/${file}`), 'utf8');
      const r = engine.#raw(
        'setup_call_cleanup(open_string(Text, In), load_files(user:Id, [stream(In), silent(true)]), close(In))',
        { Text: text, Id: `/intentguard/${file}` },
      );
      if (!r.ok) throw new EngineError(`could not load ${file}: ${r.error ?? 'failed'}`);
    }
    return engine;
  }

  /** Messages the engine printed to stderr (diagnostics only). */
  get diagnostics(): readonly string[] {
    return this.#stderr;
  }

  /**
   * Read-only check of untrusted Prolog text: every syntax error and singleton with line and
   * column, disallowed directives, grammar rules, hook heads, module qualification, reserved
   * predicates, meta-calls, and clause bodies that SWI's sandbox refuses; in strict mode
   * (`allowed`), every head that is not an allowed fact. Never executes or expands any of the
   * text (it is read with read_term/3 only).
   */
  checkText(text: string, options: CheckOptions = {}): LocatedIssue[] {
    const bounded = boundsIssue(text);
    if (bounded) return [bounded];
    const r = this.#raw(
      'call_with_inference_limit(ig_support:ig_check_text(Text, Vocab, Reserved, Allowed, Issues), Limit, Done)',
      {
        Text: text,
        Vocab: options.vocabulary ?? [],
        Reserved: options.reserved ?? [],
        Allowed: [...(options.allowed ?? [])],
        Limit: CHECK_INFERENCE_LIMIT,
      },
    );
    if (!r.ok) {
      return [
        { code: 'engine', message: `the checker failed: ${r.error ?? 'no answer'}`, line: 0, column: 0 },
      ];
    }
    if (r.bindings.Done === 'inference_limit_exceeded')
      return [
        {
          code: 'too_complex',
          message: `checking this text took more than ${CHECK_INFERENCE_LIMIT} inferences; refusing it`,
          line: 0,
          column: 0,
        },
      ];
    return (r.bindings.Issues as Array<{ kind: string; line: number; col: number; message: string }>).map(
      (i) => ({ code: i.kind, message: i.message, line: i.line, column: i.col }),
    );
  }

  /** The clauses of (already checked) text as terms with their positions. */
  parseText(text: string, maxClauses = 100_000): ParsedClause[] {
    const deep = nestingIssue(text);
    if (deep) throw new EngineError(`${deep.line}:${deep.column}: ${deep.message}`);
    const r = this.#raw('ig_support:ig_parse_text(Text, Max, Clauses)', { Text: text, Max: maxClauses });
    if (!r.ok) throw new EngineError(`could not parse text: ${r.error ?? 'no answer'}`);
    return (r.bindings.Clauses as Array<{ line: number; col: number; term: PrologTerm }>).map((c) => ({
      line: c.line,
      column: c.col,
      term: c.term,
    }));
  }

  /** A new, empty module name for one session. */
  newModule(prefix = 'ig_session'): string {
    this.#moduleCounter += 1;
    return `${prefix}_${this.#moduleCounter}`;
  }

  /**
   * Checks `text` with `options` and, only when it has no errors, loads it into `module`.
   * Returns the issues (singleton warnings included; empty or warnings only when loaded).
   */
  loadChecked(module: string, text: string, options: CheckOptions = {}): LocatedIssue[] {
    const issues = this.checkText(text, options);
    if (issues.some((i) => i.code !== 'singletons')) return issues;
    // strict (spec) text is facts only; open-mode rules passed the sandbox and meta-call checks
    const loaded = this.loadTrusted(module, text, { rules: options.allowed === undefined });
    return loaded.length > 0 ? loaded : issues;
  }

  /**
   * Loads text that intentguard itself generated (or that passed `checkText`). The text is read
   * clause by clause and asserted (no compiler: no term or goal expansion, no grammar rules, no
   * directive but dynamic/1 runs), all clauses or none, within an inference limit. Facts only
   * unless `rules` is set: generated text has no reason to carry code.
   */
  loadTrusted(module: string, text: string, options: { rules?: boolean } = {}): LocatedIssue[] {
    const bounded = boundsIssue(text);
    if (bounded) return [bounded];
    const r = this.#raw('ig_support:ig_load_module(M, Text, Limit, Rules, Issues)', {
      M: module,
      Text: text,
      Limit: LOAD_INFERENCE_LIMIT,
      Rules: options.rules === true ? 'true' : 'false',
    });
    if (!r.ok) return [{ code: 'load_error', message: r.error ?? 'load failed', line: 0, column: 0 }];
    return (r.bindings.Issues as Array<{ kind: string; line: number; col: number; message: string }>).map(
      (i) => ({ code: i.kind, message: i.message, line: i.line, column: i.col }),
    );
  }

  /**
   * One clause as Prolog text, written by the engine from terms (writeq quoting), so text from a
   * field can never end the clause, open a comment or add a directive. Fields that are not
   * exactly one term come back as issues with their `path`.
   */
  composeClause(skeleton: ClauseSkeleton): {
    text: string;
    issues: Array<{ path: string; message: string }>;
  } {
    const r = this.#raw('ig_support:ig_compose_clause(Skel, Text, Issues)', { Skel: skeletonList(skeleton) });
    if (!r.ok)
      return { text: '', issues: [{ path: '', message: `could not compose: ${r.error ?? 'no answer'}` }] };
    return {
      text: String(r.bindings.Text),
      issues: r.bindings.Issues as Array<{ path: string; message: string }>,
    };
  }

  /** Removes every predicate of a session module. */
  dropModule(module: string): void {
    this.#raw('ig_support:ig_clear_module(M)', { M: module });
  }

  /**
   * Runs a trusted goal (written by intentguard) bounded by an inference limit. Input values bind
   * same-named variables; every other named variable is returned in `bindings`.
   */
  run(goal: string, input: Record<string, unknown> = {}, limit = DEFAULT_INFERENCE_LIMIT): QueryResult {
    const r = this.#raw(`ig_support:ig_run((${goal}), Limit, Status, Message)`, { ...input, Limit: limit });
    if (!r.ok) return r;
    switch (r.bindings.Status) {
      case 'true':
        return r;
      case 'false':
        return { ok: false };
      case 'limit':
        return { ok: false, limit: true, error: 'inference limit exceeded' };
      default:
        return { ok: false, error: String(r.bindings.Message ?? 'error') };
    }
  }

  #raw(goal: string, input: Record<string, unknown>): QueryResult {
    let answer: unknown;
    try {
      // exceptions are caught in Prolog so the engine prints nothing and they come back as data
      answer = this.#pl
        .query(`catch((${goal}), IgEx, true), (var(IgEx) -> IgErr = "" ; ig_error_text(IgEx, IgErr))`, input)
        .once();
    } catch (cause) {
      return { ok: false, error: cause instanceof Error ? cause.message : String(cause) };
    }
    const a = answer as { success?: boolean; error?: boolean; message?: string } & Record<string, unknown>;
    if (a.error) return { ok: false, error: a.message ?? 'engine error' };
    if (!a.success) return { ok: false };
    const err = plain(a.IgErr);
    if (typeof err === 'string' && err !== '') return { ok: false, error: err };
    const bindings: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(a))
      if (k !== '$tag' && k !== 'success' && k !== 'IgEx' && k !== 'IgErr' && !(k in input))
        bindings[k] = plain(v);
    return { ok: true, bindings };
  }
}

function skeletonList(s: ClauseSkeleton, depth = 0): unknown[] {
  if (depth > 200) throw new EngineError('clause skeleton nests too deep');
  if ('atom' in s) return ['a', s.atom];
  if ('num' in s) return ['n', s.num];
  if ('list' in s) return ['l', s.list.map((x) => skeletonList(x, depth + 1))];
  if ('compound' in s) return ['c', s.compound, s.args.map((x) => skeletonList(x, depth + 1))];
  return ['t', s.path, s.term];
}

/** swipl-wasm answers with wrapper objects for strings and terms; turn them into plain JSON. */
function plain(value: unknown, depth = 0): unknown {
  if (depth > 400) return null;
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.$t === 's' && typeof o.v === 'string') return o.v;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) if (k !== '$tag') out[k] = plain(v, depth + 1);
    return out;
  }
  return value;
}

/** Text too large or too deeply nested to hand to the engine, or undefined. */
function boundsIssue(text: string): LocatedIssue | undefined {
  const size = Buffer.byteLength(text, 'utf8');
  if (size > MAX_TEXT_BYTES)
    return {
      code: 'too_large',
      message: `text is ${size} bytes; the limit is ${MAX_TEXT_BYTES}`,
      line: 0,
      column: 0,
    };
  return nestingIssue(text);
}
