// What analysing one call produces and what it is given: the analyzers' contract, kept apart
// from index.ts so the room's own files can name it without importing their entry.
import type { Finding, Tool, ToolCall } from '../core/index.ts';
import type { AnalyzerFact } from './facts.ts';
import type { PathOptions } from './paths.ts';
import type { ProvenanceIndex } from './provenance.ts';
import type { ShellAnalysis } from './shell.ts';
import type { LocationTouch } from './shell-touches.ts';
import type { SqlAnalysis, SqlDialect } from './sql/index.ts';

export interface CallAnalysis {
  /** lower-cased, whitespace-collapsed texts for risky-pattern matching */
  views: string[];
  facts: AnalyzerFact[];
  findings: Finding[];
  /** sensitive locations the call reads or writes (file tools' paths, every path of a command) */
  touches: LocationTouch[];
}

export interface AnalyzeContext {
  tool?: Tool;
  /** values seen so far in the session; adds `untrusted_value` findings */
  provenance?: ProvenanceIndex;
  /** home, working directory and root for path facts */
  paths?: PathOptions;
  /** "now" for relative dates in arguments; without it no date facts are produced */
  reference?: Date;
}

export interface Analyzers {
  analyzeCall(call: ToolCall, ctx?: AnalyzeContext): CallAnalysis;
  shell(source: string): ShellAnalysis;
  /** without a dialect, the text is read in every plausible one (most dangerous reading) */
  sql(text: string, dialect?: SqlDialect): SqlAnalysis;
}
