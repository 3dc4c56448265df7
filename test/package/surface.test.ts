// The root import is a curated, named surface, and importing it stays cheap: no provider SDK, no
// AI SDK, no date, YAML, SQL or shell parser, no solver, no SQLite, no MCP SDK until the part that
// needs one is used; the packages it does load are pinned.
// A change to either is a deliberate edit of the lists below.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../../src/index.ts', import.meta.url);
const TRACE = fileURLToPath(new URL('./trace-register.mjs', import.meta.url));

/** Runtime values a user imports from 'intentguard'. */
const VALUES = [
  // the guard (one options type, one assembly), the agent loop, confirmers
  'DEFAULT_MAX_RETRIES',
  'Guard',
  'createGuard',
  'denyAll',
  'describeConfirmation',
  'renderTrajectory',
  'unmetRequirements',
  'runGuardedAgent',
  'terminalConfirmer',
  // analyzers
  'ProvenanceIndex',
  'injectionEvidence',
  'loadAnalyzers',
  // vocabulary, verdicts, errors
  'DISPOSITIONS',
  'ERROR_CODES',
  'EngineError',
  'FINAL_ANSWER',
  'FINDING_CODES',
  'FormalizeError',
  'InputError',
  'IntentguardError',
  'MissingPeerError',
  'SessionError',
  'SpecError',
  'ToolsError',
  'canonicalHash',
  'canonicalJson',
  'combineVerdicts',
  'mayRun',
  'formatIssue',
  'isDisposition',
  'severity',
  // offline formalizer and tool registry
  'ALL_FAMILIES',
  'detectToolFormat',
  'extractIntent',
  'formalizeOffline',
  'loadTools',
  'offlineFormalizer',
  'parseTools',
  'summarizeTool',
  'summarizeTools',
  // engine
  'PrologEngine',
  // Guardians plans
  'PlanError',
  'PolicyError',
  'executePlan',
  'explainPlan',
  'parsePlan',
  'parsePolicy',
  'planWithModel',
  'policyMonitor',
  'verifyPlan',
  // VeriSafe rules
  'RuleVerifier',
  'RulesError',
  'checkRulesText',
  'compileRules',
  'defineState',
  'encodeIntent',
  'parseRules',
  'printRules',
  'statesFromJson',
  'typeCheck',
  // spec
  'CONSTRAINT_TYPES',
  'RISK_DISPOSITIONS',
  'SPEC_PREDICATES',
  'SpecJsonSchema',
  'checkSpec',
  'checkWellFormed',
  'compileSpec',
  'emptySpec',
  'hasErrors',
  'isCheckedSpec',
  'jsonToSpecText',
  'parseSpecText',
  'printSpec',
  'specToJson',
  'withOrigin',
  // sessions and the full guard's checks
  'DEFAULT_PROVENANCE_POLICY',
  'Session',
  'analysisCheck',
  'analyzerSource',
  'executionCheck',
  'provenanceCheck',
  'runTrajectory',
];

/** Type-only exports (checked against the text of src/index.ts: types leave no runtime trace). */
const TYPES = [
  'Admission',
  'AgentView',
  'AnalyzeContext',
  'AnalyzerFact',
  'Analyzers',
  'CallAnalysis',
  'CheckContext',
  'CheckFamily',
  'CheckOutcome',
  'CheckedSpec',
  'CompileOptions',
  'Confirmation',
  'ConfirmationAnswer',
  'ConfirmationScope',
  'Confirmer',
  'ConstraintType',
  'Decision',
  'Disposition',
  'ErrorCode',
  'Finding',
  'FindingCode',
  'Formalize',
  'GuardCheck',
  'ExecutionCheckOptions',
  'GuardMode',
  'GuardOptions',
  'GuardedAgentOptions',
  'GuardedCall',
  'GuardedRun',
  'Json',
  'LocatedIssue',
  'OfflineFormalizerOptions',
  'OfflineReport',
  'Outcome',
  'ParseResult',
  'PrologTerm',
  'Proposer',
  'ProvenanceAction',
  'ProvenancePolicy',
  'RecordedStep',
  'RefinedStep',
  'RunOptions',
  'RiskDisposition',
  'RiskyAction',
  'Spec',
  'SpecJson',
  'StepConstraint',
  'TerminalConfirmerOptions',
  'Tool',
  'ToolCall',
  'ToolDataflow',
  'ToolExecutor',
  'ToolHints',
  'TrajectoryOptions',
  'TrajectoryStep',
  'UserGoal',
  'Verdict',
  'WellFormedOptions',
];

/** Packages the root import must not load (each is loaded by the part that needs it). */
const HEAVY = [
  'chrono-node',
  'yaml',
  'langchain',
  'pg',
  'libpg-query',
  '@guanmingchiu/',
  'ai',
  '@ai-sdk/',
  'openai',
  '@openai/agents',
  '@langchain/',
  '@modelcontextprotocol/',
  'web-tree-sitter',
  'tree-sitter-bash',
  'z3-solver',
  'better-sqlite3',
  'swipl-wasm',
  'node-sql-parser',
  '@guanmingchiu/sqlparser-ts',
];

/** Exactly the packages the root import loads (small, and needed by the vocabulary and checks). */
const ROOT_PACKAGES = ['fastest-levenshtein', 'picomatch', 're2js', 'zod'];

const sorted = (xs: readonly string[]) => [...xs].sort();

/** The npm packages a fresh `node` process loads while importing `url`. */
function packagesLoadedBy(url: URL): Set<string> {
  const script = `await import(${JSON.stringify(url.href)});`;
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', TRACE, '--input-type=module', '--eval', script],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  const packages = new Set<string>();
  for (const line of r.stderr.split('\n')) {
    const m = /^loaded .*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(line);
    if (m?.[1]) packages.add(m[1]);
  }
  return packages;
}

describe('the public surface of intentguard', () => {
  it('exports exactly the named runtime values', async () => {
    const mod = (await import(ROOT.href)) as Record<string, unknown>;
    assert.deepEqual(sorted(Object.keys(mod)), sorted(VALUES));
  });

  it('exports exactly the named types, and nothing with export *', () => {
    const text = readFileSync(ROOT, 'utf8');
    assert.doesNotMatch(text, /^\s*export\s*\*/m);
    const types = new Set<string>();
    for (const m of text.matchAll(/\btype\s+([A-Z]\w*)\s*[,}]/g)) if (m[1]) types.add(m[1]);
    for (const m of text.matchAll(/export type \{([^}]*)\}/g))
      for (const name of m[1]?.split(',') ?? []) if (name.trim()) types.add(name.trim());
    assert.deepEqual(sorted([...types]), sorted(TYPES));
  });

  it('loads no provider SDK, AI SDK, parser, solver, database or MCP SDK on import', () => {
    const loaded = packagesLoadedBy(ROOT);
    // the trace works: the root's own light dependencies show up
    assert.ok(loaded.has('zod'), `trace saw: ${[...loaded].join(', ')}`);
    const heavy = [...loaded].filter((p) => HEAVY.some((h) => (h.endsWith('/') ? p.startsWith(h) : p === h)));
    assert.deepEqual(heavy, []);
    assert.deepEqual(sorted([...loaded]), ROOT_PACKAGES);
  });

  it('sees a heavy package when a subpath that needs it is imported (the check can fail)', () => {
    // the LangChain adapter needs @langchain/core at import (it subclasses its tool)
    const loaded = packagesLoadedBy(new URL('../../src/agent/langchain.ts', import.meta.url));
    assert.ok(loaded.has('@langchain/core'), `trace saw: ${[...loaded].join(', ')}`);
  });
});
