// Types of layers.mjs, for the tests that run the layer check on a fixture tree.
export interface Violation {
  file: string;
  line: number;
  spec: string;
  target: string;
  kind?: 'import' | 'export' | 'dynamic';
  problem: string;
  entry?: string;
}
export interface Import {
  spec: string;
  target: string;
  line: number;
  kind: 'import' | 'export' | 'dynamic';
  typeOnly: boolean;
  clause: string;
}
export const ORDER: string[][];
export const NARROWER: Array<{ from: string[]; to: string[]; why: string }>;
export const EXCEPTIONS: Array<{ file: string; target: string; why: string }>;
export function rank(room: string): number | undefined;
export function sourceFiles(root: string, dir?: string): string[];
export function roomOf(file: string): string | undefined;
export function exportedFiles(root: string): Set<string>;
export function entryFor(root: string, file: string): string;
export function importsOf(root: string, file: string): Import[];
export function findViolations(root: string): Violation[];
export function exportStars(root: string): Violation[];
export function importGraph(root: string): Map<string, Map<string, Import>>;
export function stronglyConnected(graph: Map<string, Map<string, unknown>>): string[][];
export function importCycles(root: string): Violation[];
